"""Basics scene (seed 004): the rockets, the orbiting satellite and the three shuffle cards."""
import math

from art import album_art
from painter import Grad, Painter, RadialGrad, paste

CARDS = [
    ("lowpoly", ["#0f2027", "#2c5364", "#c94b4b", "#f9d423"], "NORTHBOUND", "Low Tide Radio"),
    ("sunset", ["#141e30", "#e96443", "#2a1a3a", "#ffb88c"], "AFTERGLOW", "The Parallels"),
    ("waves", ["#1a2a6c", "#3b8d99", "#aa4b6b", "#fdbb2d"], "DEEP WATER", "Sea & Signal"),
]


def rocket(out):
    p = Painter(40, 20, ss=8)
    c = 10
    # exhaust flame (left), drawn first so the body sits on top
    p.poly([(9, c - 3.2), (1, c - 1), (-0.5, c), (1, c + 1), (9, c + 3.2)],
           Grad((0, 0), (9, 0), [(0, (255, 200, 60, 0)), (0.5, "#ffb020"), (1, "#ff5a1f")]))
    p.poly([(9, c - 1.6), (4, c), (9, c + 1.6)], "#fff3b0")
    # tail fins
    fin = Grad((0, 0), (0, 20), [(0, "#c0182a"), (1, "#8e0f1e")])
    p.poly([(10, c - 3.5), (8, c - 9), (12, c - 9), (19, c - 3.5)], fin)
    p.poly([(10, c + 3.5), (8, c + 9), (12, c + 9), (19, c + 3.5)], fin)
    # body: a rounded capsule with an ogive nose
    body = [(9, c - 4.2), (27, c - 4.2)]
    for i in range(1, 16):
        t = i / 16
        body.append((27 + 12 * t, c - 4.2 * math.cos(t * math.pi / 2) ** 0.8))
    body.append((39.2, c))
    for i in range(15, 0, -1):
        t = i / 16
        body.append((27 + 12 * t, c + 4.2 * math.cos(t * math.pi / 2) ** 0.8))
    body += [(27, c + 4.2), (9, c + 4.2)]
    p.poly(body, Grad((0, c - 4.2), (0, c + 4.2), [(0, "#ff6b6b"), (0.45, "#e8202f"), (1, "#a8101f")]))
    p.rect(9, c - 4.2, 1.6, 8.4, "#7a0c18")
    # porthole
    p.ellipse(24, c, 2.4, "#f2f2f7")
    p.ellipse(24, c, 1.7, Grad((0, c - 1.7), (0, c + 1.7), [(0, "#9ad8ff"), (1, "#2b7bbf")]))
    # highlight
    p.rect(11, c - 3.2, 15, 0.9, "#ffffff", r=0.45, opacity=0.45)
    return p.save(out, "rocket")


def satellite(out):
    p = Painter(30, 30, ss=8)
    cx = cy = 15
    panel = Grad((0, cy - 5), (0, cy + 5), [(0, "#4a7fd4"), (1, "#1e3f8a")])
    for sx in (-1, 1):
        x0 = cx + sx * 5.5 - (9.5 if sx < 0 else 0)
        p.rect(x0, cy - 4.5, 9.5, 9, panel, r=0.6)
        for k in range(1, 3):
            p.rect(x0 + k * 9.5 / 3 - 0.2, cy - 4.5, 0.4, 9, "#a8c6ff", opacity=0.6)
        p.rect(x0, cy - 0.2, 9.5, 0.4, "#a8c6ff", opacity=0.6)
    p.rect(cx - 6, cy - 0.5, 12, 1, "#9aa3ad")  # the boom that carries both panels
    # body
    p.rect(cx - 4, cy - 5, 8, 10, Grad((cx - 4, 0), (cx + 4, 0), [(0, "#f5d36b"), (0.5, "#e0a82e"), (1, "#a87416")]), r=1.2)
    p.rect(cx - 4, cy - 1, 8, 0.6, "#8a5c10", opacity=0.6)
    # dish and antenna
    p.line([(cx, cy - 5), (cx, cy - 8)], 0.7, "#c7ccd1")
    p.ellipse(cx, cy - 9, 3.2, "#e9edf1", ry=1.6)
    p.ellipse(cx, cy - 8.6, 2.4, "#b9c0c8", ry=1.0)
    p.line([(cx, cy + 5), (cx + 2, cy + 9)], 0.6, "#c7ccd1")
    p.ellipse(cx + 2, cy + 9.3, 0.9, "#ff3b30")
    return p.save(out, "satellite")


def card(out, i, spec):
    style, pal, title, artist = spec
    S = 120
    p = Painter(S, S, ss=4)
    art = album_art(S, style, pal, seed=400 + i, scale=2, ss=4)
    # legible title block on the cover
    art.rect(0, S - 40, S, 40, Grad((0, S - 40), (0, S), [(0, (0, 0, 0, 0)), (1, (0, 0, 0, 150))]))
    art.text(10, S - 20, title, 10.5, "#ffffff", style="bold", anchor="ls", tracking=0.8)
    art.text(10, S - 9, artist, 8.5, "#ffffff", anchor="ls", opacity=0.8)
    mask = art.mask_rect(0, 0, S, S, r=10)
    paste(p, art, 0, 0, mask=mask)
    # hairline inner border so the card edge reads on any background
    ring = p.mask_rect(0, 0, S, S, r=10)
    from PIL import ImageChops
    p.fill(ImageChops.subtract(ring, p.mask_rect(0.5, 0.5, S - 1, S - 1, r=9.5)), "#ffffff", opacity=0.25)
    return p.save(out, f"card-{i + 1}")


def build(out):
    res = rocket(out) + satellite(out)
    for i, spec in enumerate(CARDS):
        res += card(out, i, spec)
    return res
