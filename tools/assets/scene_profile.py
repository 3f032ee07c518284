"""Profile scene (seed 002): the header photograph and the round avatar."""
import random

from PIL import ImageChops

from landscape import haze, mountain_layer, reflect, ridge
from painter import Grad, Painter, RadialGrad, mix, paste


def profile_header(out):
    W, H = 320, 107
    rnd = random.Random(2002)
    p = Painter(W, H, ss=4, bg=Grad((0, 0), (0, 70), [(0, "#3d7fc1"), (0.55, "#8bb8dc"), (1, "#f3d9b8")]))
    # low sun glow behind the range
    p.rect(0, 0, W, H, RadialGrad((228, 66), 140, [(0, (255, 236, 200, 200)), (0.35, (255, 214, 170, 70)), (1, (255, 214, 170, 0))]))
    # wispy clouds
    for _ in range(5):
        x, y = rnd.uniform(0, W), rnd.uniform(8, 38)
        for j in range(6):
            p.ellipse(x + j * 7, y + rnd.uniform(-1.5, 1.5), 9 - abs(j - 2.5) * 2, "#ffffff", ry=2.2, opacity=0.18)
    horizon = 76
    layers = [
        (44, 16, "#9db3cc", (150, 22, 70)),
        (54, 14, "#7f97b3", (60, 10, 60)),
        (62, 10, "#5d7590", None),
        (70, 6, "#3f5569", None),
    ]
    for i, (base, rough, col, peak) in enumerate(layers):
        pts = ridge(rnd, -5, W + 5, base, rough, peak=peak)
        mountain_layer(p, pts, horizon + 2, col)
        if i == 0:  # snow on the far summits
            snow = [(x, y) for x, y in pts]
            m = p.mask_poly([(snow[0][0], 200)] + snow + [(snow[-1][0], 200)])
            line = ridge(random.Random(7), -5, W + 5, 35, 5, n=7)
            band = p.mask_poly([(-5, -5)] + line + [(W + 5, -5)])
            p.fill(ImageChops.multiply(m, band), "#f4f7fb", opacity=0.85)
        haze(p, base - 10, horizon, "#dfe8f0", 0.35 - 0.07 * i)
    # dark pine shoreline
    shore = ridge(rnd, -5, W + 5, horizon - 3, 3, n=8)
    mountain_layer(p, shore, horizon + 1, "#24352f")
    for _ in range(60):
        x = rnd.uniform(0, W)
        h = rnd.uniform(4, 9)
        p.poly([(x - h * 0.28, horizon), (x, horizon - h), (x + h * 0.28, horizon)], "#1d2c27")
    # the lake mirrors everything above it
    reflect(p, horizon, H, "#2f5877", tint_opacity=0.35)
    p.rect(0, horizon, W, 0.6, "#ffffff", opacity=0.25)
    p.rect(0, horizon, W, H - horizon, Grad((0, horizon), (0, H), [(0, (20, 40, 60, 0)), (1, (20, 40, 60, 120))]))
    return p.save(out, "profile-header")


def profile_avatar(out):
    S = 70
    p = Painter(S, S, ss=8)
    face = Painter(S, S, ss=8)
    c = S / 2
    face.rect(0, 0, S, S, Grad((0, 0), (S, S), [(0, "#5ac8fa"), (1, "#5856d6")]))
    # shoulders and shirt
    face.ellipse(c, S + 6, 30, Grad((0, 50), (0, S), [(0, "#ff9500"), (1, "#ff5e3a")]), ry=22)
    face.poly([(c - 7, 51), (c + 7, 51), (c, 59)], "#e8b184")
    # neck and head
    face.rect(c - 6, 38, 12, 14, "#e8b184", r=3)
    face.ellipse(c - 14.5, 32, 3, "#f0bb8e", ry=4)
    face.ellipse(c + 14.5, 32, 3, "#f0bb8e", ry=4)
    face.ellipse(c, 30, 14, Grad((0, 16), (0, 46), [(0, "#ffd2a8"), (1, "#f0b887")]), ry=16)
    # hair: a swept cap
    hair = [(c - 15, 30), (c - 15.5, 20), (c - 9, 12), (c + 2, 10), (c + 12, 13), (c + 16, 22), (c + 15, 30),
            (c + 12, 22), (c + 4, 19), (c - 6, 21), (c - 12, 25)]
    face.poly(hair, Grad((0, 10), (0, 30), [(0, "#4a3426"), (1, "#2e2019")]))
    # eyes, brows, smile
    for dx in (-5.5, 5.5):
        face.ellipse(c + dx, 30, 1.5, "#2b1d14", ry=1.8)
        face.line([(c + dx - 2.6, 25.5), (c + dx + 2.6, 25)], 1.0, "#3a281d")
    face.line([(c - 5, 37.5), (c - 2, 39.5), (c + 2, 39.5), (c + 5, 37.5)], 1.1, "#b5553f")
    face.ellipse(c - 8.5, 35, 2.5, "#ff8a80", opacity=0.25)
    face.ellipse(c + 8.5, 35, 2.5, "#ff8a80", opacity=0.25)
    # white 3-pt ring, portrait inside, transparent outside
    p.ellipse(c, c, c, "#ffffff")
    inner = p.mask_ellipse(c, c, c - 3)
    p.erase(inner)
    paste(p, face, 0, 0, mask=inner)
    return p.save(out, "profile-avatar")


def build(out):
    return profile_header(out) + profile_avatar(out)
