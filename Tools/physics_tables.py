#!/usr/bin/env python3
"""Print the reference tables of docs/PHYSICS.md §11 as Markdown.

Every figure in those tables follows from the formulas the document gives (UIKit's per-millisecond
decay, its bounce factor, the rubber band, the paging spring); this script evaluates them so the
tables can be checked or regenerated. The Swift tests assert the same figures against ScrollKit's
simulations (docs/PHYSICS.md §12); this script is only the arithmetic, run by hand:

    python3 Tools/physics_tables.py

Units: velocities in pt/s unless named `_ms` (pt/ms), times in ms unless printed in s.
No dependencies beyond the standard library; nothing in the build or CI runs it."""
import math

STOP = 0.01  # UIKit's stop speed, pt/ms
BOUNCE = 0.99  # UIKit's bounce factor b, per ms
BAND = 0.55  # the rubber-band coefficient c
SPEEDS = (500, 1000, 2000, 5000)


def deceleration_row(d, v0):
    """One row of §11.1 for rate d (per ms) and release speed v0 (pt/s)."""
    v = v0 / 1000
    ln_d = math.log(d)
    continuous = v / -ln_d
    projection = v * d / (1 - d)
    travel = (v - STOP) * d / (1 - d)
    reported = (v - STOP) / -ln_d
    until_1 = math.log(0.001 / v) / ln_d / 1000
    until_10 = math.log(STOP / v) / ln_d / 1000
    return (f"| {d} | {v0} | {continuous:.2f} | {projection:.2f} | {travel:.2f} | {reported:.2f} "
            f"| {until_1:.3f} s | {until_10:.3f} s |")


def rubber_band(x, dim):
    """The overscroll shown for x points dragged past the edge of a view dim points long."""
    return (1 - 1 / (x * BAND / dim + 1)) * dim


def bounce(v_ms, y0=0.0, d=0.998):
    """UIKit's bounce stepped per ms from y0 past the edge at v_ms: (peak, time of peak, settled)."""
    y, v, t, peak, peak_t = y0, v_ms, 0, y0, 0
    while t < 10_000:
        y = BOUNCE * (y + v * d)
        v *= d * BOUNCE
        t += 1
        if y > peak:
            peak, peak_t = y, t
        if t > peak_t and abs(y) < 0.5:
            break
    return peak, peak_t, t


def paging_constants(width):
    """The snap spring's per-ms pull (/ms²) and friction for pages `width` points wide."""
    if width > 1024:
        return 0.00017, 0.977
    return width * -1.84659091e-7 + 3.59090909e-4, width * 9.94318182e-6 + 0.966818182


def paging_settle(width):
    """Whole-ms steps until a half-page snap from rest meets UIKit's near rule."""
    pull, friction = paging_constants(width)
    x, v, steps = width / 2, 0.0, 0
    while steps < 10_000:
        v = (v - x * pull) * friction
        x += v
        steps += 1
        if abs(v) < 0.01 and abs(x) <= 1:
            break
    return steps


def main():
    print("§11.1 deceleration")
    print("| d | v0 (pt/s) | continuous x(∞) | WWDC projection | UIKit travel | reported landing "
          "| t to < 1 pt/s | t to < 10 pt/s |")
    print("|---|---|---|---|---|---|---|---|")
    for d in (0.998, 0.99):
        for v0 in SPEEDS:
            print(deceleration_row(d, v0))
    print()
    print("§11.2 rubber band, d = 300")
    print("| x | " + " | ".join(str(x) for x in (50, 100, 200, 300, 1000)) + " |")
    print("|---|---|---|---|---|---|")
    print("| f(x) | " + " | ".join(f"{rubber_band(x, 300):.3f}" for x in (50, 100, 200, 300, 1000)) + " |")
    print()
    print("§11.3 bounce (d = 0.998, b = 0.99)")
    print("| entry speed (pt/s) | peak overshoot | time of peak | within 0.5 pt of the edge |")
    print("|---|---|---|---|")
    for v0 in SPEEDS:
        peak, peak_t, end = bounce(v0 / 1000)
        print(f"| {v0} | {peak:.2f} pt | {peak_t} ms | {end} ms |")
    for y0 in (50, 100, 200):
        print(f"| at rest, {y0} pt out | — | — | {bounce(0.0, y0)[2]} ms |")
    ln_b, ln_d = math.log(BOUNCE), math.log(0.998)
    t_peak = math.log(ln_b / (ln_b + ln_d)) / ln_d
    gain = BOUNCE**t_peak * 0.998 / (1 - 0.998) * (1 - 0.998**t_peak)
    print(f"peak at {t_peak:.1f} ms, {gain:.2f} pt per pt/ms of entry speed")
    print()
    print("§11.4 paging spring (half-page snap from rest, UIKit's near rule)")
    print("| page width | pull (/ms²) | friction (/ms) | ω (rad/s) | ζ | settles |")
    print("|---|---|---|---|---|---|")
    for width in (320, 390, 430, 768, 1024):
        pull, friction = paging_constants(width)
        omega = math.sqrt(pull)
        zeta = -math.log(friction) / (2 * omega)
        print(f"| {width} | {pull:.3e} | {friction:.5f} | {omega * 1000:.1f} | {zeta:.2f} "
              f"| {paging_settle(width)} ms |")


if __name__ == "__main__":
    main()
