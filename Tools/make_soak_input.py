#!/usr/bin/env python3
"""Writes Tools/soak-input.jsonl: about 14 s of gallery input (1280x720) that `make soak` replays in a
loop: flings both ways on every technique, presses that catch moving strips, clicks, wheel
scrolling, Tab and arrow keys, opening techniques full-window and coming back, the X-ray toggled,
hovering and leaving. Run it again after changing the gallery's layout."""
import json, os

GAP, COLUMNS, ROWS, W, H = 12, 2, 4, 1280, 720
CELL_W = (W - GAP * (COLUMNS + 1)) // COLUMNS
CELL_H = (H - GAP * (ROWS + 1)) // ROWS

def centre(cell):
    """The middle of technique `cell`'s carousel, window points."""
    x = GAP + (cell % COLUMNS) * (CELL_W + GAP)
    y = GAP + (cell // COLUMNS) * (CELL_H + GAP)
    return x + CELL_W / 2, y + 28 + (CELL_H - 30 - 18) / 2

lines = [{"recording": "carousel-lab", "version": 1, "scene": "gallery", "width": W, "height": H}]
t = 0.3

def add(event, dt=0.0):
    global t
    t = round(t + dt, 4)
    lines.append(dict({"t": t}, **event))

def pointer(phase, x, y, dt=0.0):
    add({"type": "pointer", "phase": phase, "x": round(x, 2), "y": round(y, 2)}, dt)

def key(name, dt=0.05, modifiers=()):
    add({"type": "key", "key": name, "modifiers": list(modifiers), "repeat": False}, dt)

def fling(cell, dx, steps=8, interval=0.008, hold=0.0):
    x, y = centre(cell)
    pointer("down", x - dx / 2, y, 0.05)
    for i in range(1, steps + 1):
        pointer("moved", x - dx / 2 + dx * i / steps, y, interval)
    pointer("up", x + dx / 2, y, hold + 0.004)

key("char:x")
for cell in range(7):
    fling(cell, -260)
    t += 0.35
    fling(cell, 320, steps=6)          # the other way, catching the first if still moving
    t += 0.25
    fling(cell, -120, steps=10, interval=0.02, hold=0.1)  # slow, released at rest
    t += 0.4
for cell in range(7):                   # click the middle of each technique
    x, y = centre(cell)
    pointer("down", x, y, 0.2)
    pointer("up", x, y, 0.06)
x, y = centre(2)
for _ in range(6):                      # a horizontal wheel on the padded collection
    add({"type": "wheel", "dx": 40, "dy": 0, "x": x, "y": y, "modifiers": []}, 0.016)
t += 0.3
for _ in range(3):
    key("tab")
    key("right")
    key("right", 0.1)
    key("left", 0.1)
key("tab", modifiers=["shift"])
key("char:2", 0.4)                      # tiling full-window, a fling, back
pointer("down", 900, 360, 0.3)
for i in range(1, 9):
    pointer("moved", 900 - 50 * i, 360, 0.008)
pointer("up", 500, 360, 0.004)
key("escape", 1.2)
key("char:5", 0.3)                      # endless previews full-window, keys, back
key("right", 0.3)
key("right", 0.2)
key("pageDown", 0.2)
key("escape", 0.8)
key("char:6", 0.3)                      # the picker: clicks on its tap area advance
for _ in range(3):
    pointer("down", 60, 360, 0.25)
    pointer("up", 60, 360, 0.05)
key("escape", 0.8)
pointer("hovered", *centre(0), dt=0.2)
pointer("hovered", *centre(3), dt=0.5)
pointer("exited", 0, 0, 0.5)
key("char:x", 0.3)
add({"type": "end"}, 1.0)

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "soak-input.jsonl")
with open(path, "w") as out:
    for line in lines:
        out.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
print(f"wrote {path}: {len(lines) - 2} events over {t:.1f} s")
