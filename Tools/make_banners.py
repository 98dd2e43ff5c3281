#!/usr/bin/env python3
"""Paint the demo banner images in Resources/images/ for Carousel Lab.

Seven promo banners (1200x600 JPEG, quality 85) of a fictional store, "Lantern
Market", as pictures only: no headline, price or brand lettering (the title
and subtitle are the app's, drawn over the image with a scrim). Every image
keeps its top-left area (60% of the width, 35% of the height) calm and dark,
where the app draws the title and subtitle in white.

This is a development tool: the images it writes are committed, and nothing in
the build or CI runs it. To re-run it (from the repository root):

    pip install pillow
    python3 Tools/make_banners.py            # writes Resources/images/*.jpg
    du -ch Resources/images/*.jpg            # keep the total under 2 MiB

The output is deterministic (seeded randomness, fixed fonts): running it twice
gives the same pictures. Fonts are the DejaVu family from
/usr/share/fonts/truetype/dejavu (Debian/Ubuntu package fonts-dejavu-core).
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

# Output size in pixels and JPEG quality.
W, H = 1200, 600
QUALITY = 85
# Everything is painted at SS times the size and scaled down, for anti-aliased edges.
SS = 2

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
OUT_DIR = Path(__file__).resolve().parent.parent / "Resources" / "images"

RGB = tuple[int, int, int]


# --------------------------------------------------------------------------- helpers


def hexc(s: str) -> RGB:
    s = s.lstrip("#")
    return (int(s[0:2], 16), int(s[2:4], 16), int(s[4:6], 16))


def font(name: str, size: float) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_DIR / f"{name}.ttf"), int(size * SS))


def p(*values: float) -> tuple[int, ...]:
    """Scale design coordinates (1200x600 space) to the supersampled canvas."""
    return tuple(int(round(v * SS)) for v in values)


def lerp(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore[return-value]


def stops_at(stops: list[tuple[float, str]], t: float) -> RGB:
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        if t <= t1:
            u = 0.0 if t1 == t0 else (t - t0) / (t1 - t0)
            u = u * u * (3 - 2 * u)  # smoothstep: softer bands
            return lerp(hexc(c0), hexc(c1), max(0.0, min(1.0, u)))
    return hexc(stops[-1][1])


def gradient(stops: list[tuple[float, str]], vertical: bool = True) -> Image.Image:
    """A full-canvas linear gradient through colour stops (positions 0...1)."""
    n = H * SS if vertical else W * SS
    strip = Image.new("RGB", (1, n) if vertical else (n, 1))
    for i in range(n):
        strip.putpixel((0, i) if vertical else (i, 0), stops_at(stops, i / (n - 1)))
    return strip.resize((W * SS, H * SS), Image.Resampling.BILINEAR)


def new_canvas(color: str) -> Image.Image:
    return Image.new("RGB", (W * SS, H * SS), hexc(color))


def layer() -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent single-channel mask and its drawing context."""
    m = Image.new("L", (W * SS, H * SS), 0)
    return m, ImageDraw.Draw(m)


def paint(img: Image.Image, mask: Image.Image, color: str | RGB, alpha: float = 1.0, blur: float = 0) -> None:
    """Fill `color` through `mask` (optionally blurred, scaled by alpha)."""
    if blur:
        mask = mask.filter(ImageFilter.GaussianBlur(blur * SS))
    if alpha < 1.0:
        mask = mask.point(lambda v: int(v * alpha))
    solid = Image.new("RGB", img.size, hexc(color) if isinstance(color, str) else color)
    img.paste(solid, (0, 0), mask)


def glow(img: Image.Image, cx: float, cy: float, r: float, color: str, alpha: float) -> None:
    """A soft radial light: full at the centre, fading to nothing at radius r."""
    g = Image.radial_gradient("L").point(lambda v: max(0, 255 - int(v * 1.0)))  # 255 centre, ~0 at 128 px
    g = g.resize(p(2 * r * 1.41, 2 * r * 1.41), Image.Resampling.BILINEAR)
    m, _ = layer()
    m.paste(g, p(cx - r * 1.41, cy - r * 1.41))
    m = m.point(lambda v: max(0, min(255, int((v - 75) * 255 / 180))))
    paint(img, m, color, alpha)


def soft_circle(img: Image.Image, cx: float, cy: float, r: float, color: str, alpha: float = 1.0, blur: float = 0) -> None:
    m, d = layer()
    d.ellipse(p(cx - r, cy - r, cx + r, cy + r), fill=255)
    paint(img, m, color, alpha, blur)


def polygon(img: Image.Image, pts: list[tuple[float, float]], color: str, alpha: float = 1.0, blur: float = 0) -> None:
    m, d = layer()
    d.polygon([p(x, y) for x, y in pts], fill=255)
    paint(img, m, color, alpha, blur)


def rrect(img: Image.Image, box: tuple[float, float, float, float], radius: float, color: str,
          alpha: float = 1.0, blur: float = 0) -> None:
    m, d = layer()
    d.rounded_rectangle(p(*box), radius=int(radius * SS), fill=255)
    paint(img, m, color, alpha, blur)


def line(img: Image.Image, pts: list[tuple[float, float]], width: float, color: str, alpha: float = 1.0,
         blur: float = 0, joint: bool = True) -> None:
    m, d = layer()
    d.line([p(x, y) for x, y in pts], fill=255, width=int(width * SS), joint="curve" if joint else None)
    if joint:  # round caps
        for x, y in (pts[0], pts[-1]):
            rr = width / 2
            d.ellipse(p(x - rr, y - rr, x + rr, y + rr), fill=255)
    paint(img, m, color, alpha, blur)


def ring(img: Image.Image, cx: float, cy: float, r: float, width: float, color: str, alpha: float = 1.0) -> None:
    m, d = layer()
    d.ellipse(p(cx - r, cy - r, cx + r, cy + r), outline=255, width=int(width * SS))
    paint(img, m, color, alpha)


def text(img: Image.Image, xy: tuple[float, float], s: str, fnt: ImageFont.FreeTypeFont, color: str,
         anchor: str = "la", shadow: float = 0.45, tracking: float = 0, alpha: float = 1.0) -> tuple[float, float, float, float]:
    """Draw text with a soft drop shadow; returns its box in design coordinates.

    `tracking` adds letter spacing in design pixels (for small caps-style labels).
    """
    m, d = layer()
    x, y = p(*xy)
    if tracking:
        # Lay out glyph by glyph; anchors are honoured for the horizontal part only ('l', 'm', 'r').
        widths = [d.textlength(ch, font=fnt) for ch in s]
        total = sum(widths) + tracking * SS * (len(s) - 1)
        start = {"l": x, "m": x - total / 2, "r": x - total}[anchor[0]]
        cx = start
        for ch, w in zip(s, widths):
            d.text((cx, y), ch, font=fnt, fill=255, anchor="l" + anchor[1])
            cx += w + tracking * SS
        box = (start, y - fnt.size, start + total, y + fnt.size)
    else:
        d.text((x, y), s, font=fnt, fill=255, anchor=anchor)
        box = d.textbbox((x, y), s, font=fnt, anchor=anchor)
    if shadow:
        sh = ImageChops.offset(m, int(3 * SS), int(4 * SS))
        paint(img, sh, "#000000", shadow * alpha, blur=6)
    paint(img, m, color, alpha)
    return tuple(v / SS for v in box)  # type: ignore[return-value]


def scrim(img: Image.Image, color: str = "#000000", strength: float = 0.55) -> None:
    """Darken the top-left corner where the app draws the title, fading out smoothly."""
    m = Image.new("L", (W, H), 0)
    px = m.load()
    for y in range(H):
        for x in range(0, W, 1):
            dx, dy = x / (W * 0.78), y / (H * 0.62)
            dist = math.sqrt(dx * dx + dy * dy)
            v = max(0.0, 1.0 - dist)
            px[x, y] = int(255 * strength * (v * v * (3 - 2 * v)))
    paint(img, m.resize(img.size, Image.Resampling.BILINEAR), color)


def save(img: Image.Image, name: str) -> None:
    out = img.resize((W, H), Image.Resampling.LANCZOS)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    out.save(OUT_DIR / name, "JPEG", quality=QUALITY, optimize=True, progressive=True)
    print(f"wrote {OUT_DIR / name}")


# --------------------------------------------------------------------------- banners


def summer() -> None:
    """Sunset over the sea, a palm, a hot-pink −40% badge; headline bottom-left."""
    img = gradient([(0, "#160f3a"), (0.35, "#4a1f63"), (0.58, "#c2456b"), (0.72, "#ff8a4c"), (1, "#ffc46b")])
    glow(img, 800, 330, 330, "#ffb36b", 0.55)
    soft_circle(img, 800, 335, 150, "#ffe1a1")
    soft_circle(img, 800, 335, 150, "#ffd27a", 0.6, blur=2)
    # Horizontal cloud bands in front of the sun.
    for y, x0, x1, c in ((300, 590, 960, "#f27d6b"), (330, 700, 1080, "#e8686e"), (262, 880, 1120, "#d9577a")):
        rrect(img, (x0, y, x1, y + 12), 6, c, 0.85)
    # The sea.
    polygon(img, [(0, 420), (W, 420), (W, H), (0, H)], "#1c2f66")
    img.paste(gradient([(0, "#2a3f7a"), (0.7, "#2a3f7a"), (1, "#101a40")]).crop((0, 420 * SS, W * SS, H * SS)),
              (0, 420 * SS))
    rnd = random.Random(7)
    # Sun reflection: short bright bars that narrow with depth.
    for i, y in enumerate(range(432, 600, 14)):
        half = 150 - i * 9 + rnd.uniform(-14, 14)
        rrect(img, (800 - half, y, 800 + half, y + 5), 2.5, "#ffcf7a", 0.75 - i * 0.035)
    # Soft wave lines.
    for y in (470, 520, 570):
        pts = [(x, y + 6 * math.sin(x / 38 + y)) for x in range(0, W + 20, 20)]
        line(img, pts, 2.2, "#5a73b8", 0.45, joint=False)
    # A palm on the right edge.
    trunk = [(1110 + 30 * math.sin(t / 120), t) for t in range(600, 170, -10)]
    line(img, trunk, 20, "#1a0f26", joint=True)
    top = trunk[-1]
    for ang, ln in ((-160, 170), (-125, 150), (-85, 120), (-40, 150), (-5, 170), (200, 130), (160, 120)):
        a = math.radians(ang)
        pts = []
        for k in range(0, 11):
            t = k / 10
            droop = 55 * t * t
            pts.append((top[0] + math.cos(a) * ln * t, top[1] + math.sin(a) * ln * t + droop))
        line(img, pts, 14, "#1a0f26", joint=True)
        for k in range(2, 10):  # leaflets
            t = k / 10
            x, y = pts[k]
            line(img, [(x, y), (x + 14 * math.cos(a + 1.2), y + 26)], 5, "#1a0f26")
            line(img, [(x, y), (x + 14 * math.cos(a - 1.2), y + 26)], 5, "#1a0f26")
    scrim(img, "#0a0620", 0.5)
    save(img, "summer.jpg")


def coffee() -> None:
    """Night sky, crescent moon, an owl-faced mug with steam on the left; serif headline right."""
    img = gradient([(0, "#0b1022"), (0.55, "#1c1424"), (1, "#3a2218")])
    glow(img, 330, 470, 300, "#c47a3a", 0.35)
    rnd = random.Random(11)
    for _ in range(70):
        x, y = rnd.uniform(640, 1190), rnd.uniform(10, 250)
        r = rnd.choice((1.2, 1.5, 2.0, 2.6))
        soft_circle(img, x, y, r, "#fff4d8", rnd.uniform(0.4, 0.95))
    # Crescent moon.
    m, d = layer()
    d.ellipse(p(1010, 50, 1110, 150), fill=255)
    d.ellipse(p(1040, 36, 1140, 136), fill=0)
    glow(img, 1050, 100, 110, "#f4d9a0", 0.25)
    paint(img, m, "#f7e3b5")
    # Table surface.
    polygon(img, [(0, 520), (W, 500), (W, H), (0, H)], "#2a1810")
    polygon(img, [(0, 520), (W, 500), (W, 506), (0, 526)], "#6b4127", 0.8)
    # Saucer and mug.
    soft_circle(img, 300, 540, 10, "#000000", 0)  # keep layers deterministic
    m, d = layer()
    d.ellipse(p(120, 500, 480, 560), fill=255)
    paint(img, m, "#000000", 0.4, blur=8)
    m, d = layer()
    d.ellipse(p(130, 490, 470, 548), fill=255)
    paint(img, m, "#d8c6ad")
    m, d = layer()
    d.ellipse(p(170, 500, 430, 534), fill=255)
    paint(img, m, "#bfa98c")
    ring(img, 420, 390, 62, 26, "#e9dcc6")  # handle
    rrect(img, (170, 290, 400, 520), 46, "#efe3cf")
    rrect(img, (170, 290, 210, 520), 20, "#ffffff", 0.35)  # highlight
    m, d = layer()
    d.ellipse(p(172, 274, 398, 314), fill=255)
    paint(img, m, "#efe3cf")
    m, d = layer()
    d.ellipse(p(186, 280, 384, 308), fill=255)
    paint(img, m, "#4a2a18")
    # Owl face on the mug.
    for ex in (245, 325):
        soft_circle(img, ex, 395, 32, "#c98b4a")
        soft_circle(img, ex, 395, 22, "#fff8ea")
        soft_circle(img, ex + 4, 398, 11, "#2a1810")
        soft_circle(img, ex + 8, 392, 3.5, "#ffffff")
    polygon(img, [(274, 420), (296, 420), (285, 446)], "#e39b3a")
    polygon(img, [(215, 350), (255, 362), (222, 372)], "#c98b4a")
    polygon(img, [(355, 350), (315, 362), (348, 372)], "#c98b4a")
    # Steam.
    for sx in (240, 285, 330):
        pts = [(sx + 14 * math.sin(t / 17 + sx), t) for t in range(262, 150, -6)]
        line(img, pts, 7, "#f2e6d8", 0.35, blur=2.5, joint=False)
    scrim(img, "#05060f", 0.45)
    save(img, "coffee.jpg")


def delivery() -> None:
    """Diagonal stripes, a yellow van speeding along a road; stacked headline top-right."""
    img = new_canvas("#0d4a4c")
    m, d = layer()
    for k in range(-20, 40):
        x = k * 70
        d.polygon([p(x, 0), p(x + 34, 0), p(x + 34 - 400, 600), p(x - 400, 600)], fill=255)
    paint(img, m, "#12585a", 0.8)
    glow(img, 900, 140, 420, "#2bb3a3", 0.35)
    # Road.
    polygon(img, [(0, 488), (W, 488), (W, H), (0, H)], "#1d2a2e")
    polygon(img, [(0, 488), (W, 488), (W, 496), (0, 496)], "#3b4b50")
    for x in range(-20, W, 110):
        rrect(img, (x, 540, x + 60, 548), 4, "#ffd23f", 0.9)
    # Speed lines behind the van.
    for y, x0, x1 in ((330, 40, 170), (372, 0, 150), (414, 60, 190), (452, 20, 140)):
        rrect(img, (x0, y, x1, y + 7), 3.5, "#b8f0e6", 0.55)
    # The van (body, cab, window, wheels).
    vx, vy = 200, 300
    rrect(img, (vx + 10, vy + 182, vx + 440, vy + 200), 9, "#000000", 0.35, blur=6)
    rrect(img, (vx, vy, vx + 300, vy + 180), 18, "#ffc93c")
    polygon(img, [(vx + 290, vy + 40), (vx + 380, vy + 40), (vx + 440, vy + 110), (vx + 440, vy + 180),
                  (vx + 290, vy + 180)], "#ffc93c")
    rrect(img, (vx + 300, vy + 48, vx + 372, vy + 104), 8, "#cdeeee")
    polygon(img, [(vx + 380, vy + 52), (vx + 424, vy + 104), (vx + 380, vy + 104)], "#cdeeee")
    rrect(img, (vx, vy + 150, vx + 440, vy + 164), 6, "#e3a81c")
    rrect(img, (vx + 428, vy + 128, vx + 446, vy + 146), 5, "#fff6cf")
    for wx in (vx + 90, vx + 350):
        soft_circle(img, wx, vy + 180, 40, "#1a1f22")
        soft_circle(img, wx, vy + 180, 18, "#c9d3d6")
        soft_circle(img, wx, vy + 180, 7, "#1a1f22")
    # Parcels stacked on the right.
    for (bx, by, bw, bh, c) in ((960, 396, 110, 92, "#c8894f"), (1070, 416, 86, 72, "#b3763f"),
                                (990, 320, 80, 76, "#d89b60")):
        rrect(img, (bx, by, bx + bw, by + bh), 6, c)
        rrect(img, (bx + bw / 2 - 7, by, bx + bw / 2 + 7, by + bh), 0, "#f1e1bd", 0.75)
    scrim(img, "#031c1e", 0.6)
    save(img, "delivery.jpg")


def ridge(rnd: random.Random, base: float, rough: float, peaks: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """A mountain silhouette: a baseline lifted by Gaussian peaks, plus seeded jitter."""
    pts = [(0.0, float(H))]
    for x in range(0, W + 1, 12):
        y = base
        for px_, height in peaks:
            y -= height * math.exp(-((x - px_) / 150.0) ** 2)
        y += rnd.uniform(-rough, rough)
        pts.append((float(x), y))
    pts.append((float(W), float(H)))
    return pts


def trail() -> None:
    """Dawn over layered mountains, a dashed trail on the front slope; headline bottom-right."""
    img = gradient([(0, "#101a36"), (0.3, "#27345c"), (0.55, "#8a6a8f"), (0.72, "#f0a07a"), (1, "#ffd9a8")])
    glow(img, 930, 360, 260, "#ffe2b0", 0.6)
    soft_circle(img, 930, 372, 46, "#fff1d2")
    rnd = random.Random(3)
    layers = [
        (380, 4, [(200, 40), (640, 90), (930, 150), (1140, 120)], "#a77f98"),
        (420, 5, [(100, 30), (470, 110), (820, 170), (1080, 190)], "#6e5a83"),
        (470, 6, [(60, 20), (380, 120), (700, 90), (1020, 210)], "#3f3a63"),
        (540, 5, [(250, 70), (620, 120), (980, 160)], "#1c1b35"),
    ]
    for base, rough, peaks, color in layers:
        polygon(img, ridge(rnd, base, rough, peaks), color)
        glow(img, 930, base - 20, 300, "#ffd0a0", 0.06)
    # Snow caps on the middle range.
    for cx, cy in ((820, 250), (1080, 230)):
        polygon(img, [(cx - 38, cy + 38), (cx, cy), (cx + 38, cy + 38), (cx + 16, cy + 30), (cx, cy + 44),
                      (cx - 16, cy + 30)], "#f2dfe6", 0.75)
    # Dashed trail winding up the front slope.
    pts = [(80 + t * 7.5, 600 - t * 2.2 - 18 * math.sin(t / 9)) for t in range(0, 90)]
    for k in range(0, len(pts) - 3, 6):
        line(img, pts[k:k + 4], 5, "#ffcf99", 0.85)
    # A runner silhouette near the top of the trail.
    rx, ry = 690, 380
    soft_circle(img, rx, ry - 60, 11, "#0d0c1c")
    line(img, [(rx - 2, ry - 46), (rx - 8, ry - 8)], 10, "#0d0c1c")
    line(img, [(rx - 8, ry - 8), (rx + 14, ry + 14), (rx + 6, ry + 40)], 8, "#0d0c1c")
    line(img, [(rx - 8, ry - 8), (rx - 24, ry + 16), (rx - 44, ry + 20)], 8, "#0d0c1c")
    line(img, [(rx - 2, ry - 40), (rx + 18, ry - 24), (rx + 30, ry - 36)], 6.5, "#0d0c1c")
    line(img, [(rx - 2, ry - 40), (rx - 22, ry - 28), (rx - 30, ry - 10)], 6.5, "#0d0c1c")
    scrim(img, "#070b1c", 0.5)
    save(img, "trail.jpg")


def jazz() -> None:
    """A spotlight, a vinyl record on the right, a pier over dark water; gold serif headline."""
    img = gradient([(0, "#12061f"), (0.6, "#3a0f45"), (1, "#5c1a4f")], vertical=False)
    glow(img, 880, 260, 460, "#ff5fa2", 0.3)
    # Vinyl record, partly off the right edge.
    cx, cy, r = 980, 250, 230
    soft_circle(img, cx + 10, cy + 14, r, "#000000", 0.45, blur=10)
    soft_circle(img, cx, cy, r, "#111014")
    for rr in range(int(r) - 12, 90, -9):
        ring(img, cx, cy, rr, 1.2, "#3a3640", 0.8)
    m, d = layer()  # light sheen on the grooves
    d.pieslice(p(cx - r, cy - r, cx + r, cy + r), 200, 240, fill=255)
    paint(img, m, "#ffffff", 0.08, blur=6)
    soft_circle(img, cx, cy, 80, "#e8b94a")
    soft_circle(img, cx, cy, 64, "#c8942c", 0.5)
    soft_circle(img, cx, cy, 7, "#12061f")
    # Water and the pier.
    polygon(img, [(0, 470), (W, 470), (W, H), (0, H)], "#0b0418")
    rnd = random.Random(5)
    for _ in range(60):
        x, y = rnd.uniform(0, W), rnd.uniform(478, 596)
        w = rnd.uniform(20, 90)
        rrect(img, (x, y, x + w, y + 3), 1.5, rnd.choice(("#ff5fa2", "#e8b94a", "#7a3d8f")), rnd.uniform(0.25, 0.6))
    rrect(img, (0, 452, 760, 470), 3, "#2a1230")
    for x in range(30, 760, 70):
        rrect(img, (x, 452, x + 14, 520), 3, "#2a1230")
        rrect(img, (x, 524, x + 14, 560), 3, "#2a1230", 0.35)
    # Lamp posts along the pier with warm light.
    for x in (36, 740):
        rrect(img, (x - 3, 330, x + 3, 452), 2, "#2a1230")
        glow(img, x, 330, 70, "#ffd27a", 0.5)
        soft_circle(img, x, 330, 9, "#fff2c4")
    # Floating notes.
    nf = font("DejaVuSans", 40)
    for (x, y, s, a) in ((590, 250, "♪", 0.8), (650, 205, "♫", 0.65), (715, 270, "♪", 0.5)):
        text(img, (x, y), s, nf, "#e8b94a", anchor="mm", shadow=0.3, alpha=a)
    scrim(img, "#06020c", 0.55)
    save(img, "jazz.jpg")


def leaf(img: Image.Image, cx: float, cy: float, length: float, width: float, angle: float, color: str,
         vein: str) -> None:
    """A leaf: a pointed lens shape along `angle` (degrees) with a midrib."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for k in range(0, 41):
        t = k / 40
        half = width * math.sin(math.pi * t) ** 0.8
        pts.append((t * length, half))
    outline = pts + [(x, -y) for x, y in reversed(pts)]
    world = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in outline]
    polygon(img, world, color)
    line(img, [(cx, cy), (cx + length * 0.92 * ca, cy + length * 0.92 * sa)], 2.5, vein, 0.7)


def greens() -> None:
    """Dark leafy green, a kraft box overflowing with greens; a cream band with the headline."""
    img = gradient([(0, "#0c2418"), (0.7, "#17402a"), (1, "#215c35")], vertical=False)
    soft_circle(img, 1010, 150, 230, "#2f7a3c", 0.5, blur=30)
    soft_circle(img, 720, 420, 160, "#8fcf4a", 0.18, blur=40)
    rnd = random.Random(21)
    # Big background leaves.
    for _ in range(14):
        leaf(img, rnd.uniform(740, 1180), rnd.uniform(-20, 300), rnd.uniform(130, 220), rnd.uniform(30, 48),
             rnd.uniform(60, 200), rnd.choice(("#1f5a32", "#256b3a", "#2d7a40")), "#14402a")
    # The box with greens spilling out.
    for ang, ln, wd, c in ((-120, 200, 44, "#4e9e3c"), (-95, 230, 40, "#6dbb45"), (-70, 210, 46, "#3f8a36"),
                           (-140, 160, 36, "#8fcf4a"), (-45, 180, 38, "#5eaa3e"), (-105, 170, 30, "#a8dc5c")):
        leaf(img, 900, 350, ln, wd, ang, c, "#1e4d24")
    soft_circle(img, 830, 330, 34, "#d94a3a")  # a tomato
    soft_circle(img, 820, 320, 8, "#ff8a7a", 0.6)
    soft_circle(img, 975, 330, 30, "#f08c2a")  # an orange pepper
    rrect(img, (742, 356, 1072, 392), 6, "#000000", 0.3, blur=6)
    polygon(img, [(730, 340), (1070, 340), (1040, 500), (760, 500)], "#c49358")
    polygon(img, [(730, 340), (1070, 340), (1064, 372), (736, 372)], "#d6a869")
    scrim(img, "#041109", 0.5)
    # A wooden table along the bottom.
    rrect(img, (0, 500, W, H), 0, "#6b4a2e")
    rrect(img, (0, 500, W, 506), 0, "#8a6440")
    for y in range(524, H, 26):
        rrect(img, (0, y, W, y + 2), 0, "#553a22", 0.6)
    save(img, "greens.jpg")


def bike() -> None:
    """Dusk skyline with lit windows, a big coral bicycle over a yellow sun disc; headline bottom-left."""
    img = gradient([(0, "#0f1d30"), (0.6, "#1d3a57"), (1, "#2d5877")])
    soft_circle(img, 880, 300, 210, "#ffcb47")
    soft_circle(img, 880, 300, 210, "#ffb347", 0.4, blur=30)
    rnd = random.Random(9)
    # Two rows of buildings: far (lighter) and near (darker, with lit windows).
    x = 0.0
    while x < W:
        w = rnd.uniform(50, 110)
        h = rnd.uniform(120, 240)
        rrect(img, (x, 470 - h, x + w - 6, 480), 2, "#2f4d6b")
        x += w
    x = 0.0
    while x < W:
        w = rnd.uniform(70, 140)
        h = rnd.uniform(60, 170)
        top = 500 - h
        rrect(img, (x, top, x + w - 8, 520), 2, "#14243a")
        for wy in range(int(top) + 14, 490, 22):
            for wx in range(int(x) + 10, int(x + w) - 20, 18):
                if rnd.random() < 0.35:
                    rrect(img, (wx, wy, wx + 8, wy + 10), 1, "#ffd36b", rnd.uniform(0.55, 0.95))
        x += w
    polygon(img, [(0, 500), (W, 500), (W, H), (0, H)], "#0c1626")
    rrect(img, (0, 500, W, 505), 0, "#ff6f61", 0.7)  # bike lane edge
    # The bicycle, standing on the pavement in front of the sun disc.
    c, ink = "#ff6f61", "#0c1626"
    gy = 426  # wheel-centre height: tyres touch the pavement at y = 500
    rw, fw, wr = (760, gy), (1000, gy), 74
    for (wx, wy) in (rw, fw):
        ring(img, wx, wy, wr, 11, ink)
        ring(img, wx, wy, wr - 14, 2, ink, 0.8)
        for k in range(12):
            a = k * math.pi / 6
            line(img, [(wx, wy), (wx + (wr - 12) * math.cos(a), wy + (wr - 12) * math.sin(a))], 1.4, ink,
                 0.7, joint=False)
        soft_circle(img, wx, wy, 8, ink)
    crank = (860, gy)
    seat_top = (830, gy - 100)
    head = (970, gy - 100)
    line(img, [rw, crank, seat_top, rw], 12, c)
    line(img, [crank, (head[0] - 6, head[1] + 22), seat_top], 12, c)
    line(img, [head, fw], 12, c)
    line(img, [seat_top, (822, gy - 120)], 9, ink)
    rrect(img, (796, gy - 130, 852, gy - 116), 7, ink)  # saddle
    line(img, [head, (962, gy - 132), (994, gy - 140)], 9, ink)  # handlebar
    ring(img, crank[0], crank[1], 18, 6, ink)
    line(img, [(crank[0] - 16, crank[1] + 22), (crank[0] + 16, crank[1] - 22)], 6, ink)
    # A front basket.
    polygon(img, [(1000, gy - 138), (1070, gy - 138), (1060, gy - 88), (1010, gy - 88)], "#ffe08a")
    for bx in range(1010, 1066, 12):
        line(img, [(bx, gy - 136), (bx - 2, gy - 90)], 2, "#c9a23c", joint=False)
    scrim(img, "#050b16", 0.55)
    save(img, "bike.jpg")


BANNERS = {f.__name__: f for f in (summer, coffee, delivery, trail, jazz, greens, bike)}


def main(argv: list[str]) -> None:
    names = argv or list(BANNERS)
    for name in names:
        BANNERS[name]()


if __name__ == "__main__":
    main(sys.argv[1:])
