"""Shared pieces for photo-like procedural landscapes: ridgelines, haze, stars, water."""
import math
import random

import numpy as np

from painter import Grad, gblur, mix


def ridge(rnd, x0, x1, base, rough, n=9, peak=None):
    """Midpoint-displacement ridgeline from x0 to x1 around height `base` (points, y down)."""
    ys = [base + rnd.uniform(-rough, rough) * 0.5, base + rnd.uniform(-rough, rough) * 0.5]
    amp = rough
    for _ in range(n):
        new = []
        for a, b in zip(ys, ys[1:]):
            new += [a, (a + b) / 2 + rnd.uniform(-amp, amp)]
        new.append(ys[-1])
        ys = new
        amp *= 0.55
    xs = np.linspace(x0, x1, len(ys))
    pts = list(zip(xs.tolist(), ys))
    if peak is not None:  # lift a single summit at x = peak[0] by peak[1] points
        px, ph, pw = peak
        pts = [(x, y - ph * max(0.0, 1 - abs(x - px) / pw) ** 1.3) for x, y in pts]
    return pts


def mountain_layer(p, pts, bottom, colour, opacity=1.0):
    p.poly([(pts[0][0], bottom)] + pts + [(pts[-1][0], bottom)], colour, opacity)


def haze(p, y0, y1, colour, strength):
    """A horizontal band of atmospheric haze, densest at y1 (e.g. a valley floor)."""
    c = colour if not isinstance(colour, str) else colour
    p.rect(0, y0, p.w, y1 - y0, Grad((0, y0), (0, y1), [(0, (*_rgb255(c), 0)), (1, (*_rgb255(c), int(255 * strength)))]))


def _rgb255(c):
    if isinstance(c, str):
        c = c.lstrip("#")
        return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))
    return tuple(c[:3])


def stars(p, rnd, count, y_max, colour="#ffffff"):
    for _ in range(count):
        x, y = rnd.uniform(0, p.w), rnd.uniform(0, y_max) ** 1.0
        r = rnd.choice([0.35, 0.45, 0.55, 0.7])
        p.ellipse(x, y, r, colour, opacity=rnd.uniform(0.35, 0.95) * (1 - y / y_max) ** 0.5)


def reflect(p, y_line, y_end, tint, tint_opacity=0.45, blur_pt=1.5, ripple=True):
    """Mirror the image above y_line into the water below it, blurred and tinted."""
    k = p.k
    a, b = int(round(y_line * k)), int(round(y_end * k))
    h = b - a
    src = p.px[max(0, a - h):a][::-1].copy()
    if src.shape[0] < h:
        src = np.concatenate([src, np.repeat(src[-1:], h - src.shape[0], axis=0)], axis=0)
    if ripple:  # horizontal ripples: shift rows by a small deterministic sine
        rows = np.arange(h)
        shift = (np.sin(rows / (1.7 * k) ) * 0.8 * k * (rows / h + 0.2)).astype(int)
        for r in range(h):
            if shift[r]:
                src[r] = np.roll(src[r], shift[r], axis=0)
    p.px[a:b] = gblur(src, blur_pt * k)
    p.rect(0, y_line, p.w, y_end - y_line, tint, opacity=tint_opacity)
