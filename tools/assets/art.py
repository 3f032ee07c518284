"""Procedural square 'album art' used by the music song rows and the basics cards."""
import math
import random

import numpy as np
from PIL import ImageChops

from painter import Grad, Painter, RadialGrad, mix


def album_art(size, style, palette, seed, scale=2, ss=4):
    """Return a Painter of size x size points holding one cover. palette: 4 hex colours."""
    rnd = random.Random(seed)
    a, b, c, d = palette
    s = size
    p = Painter(s, s, scale=scale, ss=ss)
    if style == "sunset":
        p.rect(0, 0, s, s, Grad((0, 0), (0, s), [(0, a), (0.6, b), (1, c)]))
        sun_y = s * 0.55
        sun = p.mask_ellipse(s / 2, sun_y, s * 0.28)
        p.fill(sun, Grad((0, sun_y - s * 0.28), (0, sun_y + s * 0.1), [(0, "#fff3b0"), (1, d)]))
        for i in range(5):  # retro cut-out stripes, only across the sun
            yy = sun_y + s * (0.02 + i * 0.055)
            stripe = p.mask_rect(0, yy, s, s * (0.008 + i * 0.007))
            p.fill(ImageChops.multiply(stripe, sun), c)
        for layer, (col, h0) in enumerate([(mix(c, "#000000", 0.35), 0.68), (mix(c, "#000000", 0.6), 0.78)]):
            pts = [(0, s)]
            n = 7
            for i in range(n + 1):
                pts.append((s * i / n, s * (h0 + rnd.uniform(-0.08, 0.05) * (1 if i % 2 else -0.4))))
            pts.append((s, s))
            p.poly(pts, col)
    elif style == "rings":
        p.rect(0, 0, s, s, Grad((0, 0), (s, s), [(0, a), (1, mix(a, "#000000", 0.5))]))
        cx, cy = s * 0.62, s * 0.42
        cols = [b, c, d, b, c]
        for i in range(10):
            r = s * (0.78 - i * 0.075)
            p.ellipse(cx, cy, r, cols[i % len(cols)], opacity=0.9 if i % 2 == 0 else 1.0)
        p.ellipse(cx, cy, s * 0.05, "#ffffff", opacity=0.9)
    elif style == "stripes":
        p.rect(0, 0, s, s, a)
        cols = [b, c, d, "#ffffff"]
        w = s * 0.14
        for i in range(-6, 10):
            x = i * w * 1.25
            p.poly([(x, s), (x + w, s), (x + w + s, 0), (x + s, 0)], cols[i % 4], opacity=0.92)
        p.rect(0, 0, s, s, Grad((0, 0), (0, s), [(0, (0, 0, 0, 0)), (1, (0, 0, 0, 90))]))
    elif style == "bokeh":
        p.rect(0, 0, s, s, Grad((0, 0), (s, s), [(0, a), (1, b)]))
        for _ in range(26):
            x, y, r = rnd.uniform(0, s), rnd.uniform(0, s), rnd.uniform(s * 0.03, s * 0.16)
            col = rnd.choice([c, d, "#ffffff"])
            m = p.mask_ellipse(x, y, r)
            p.fill(m, col, opacity=rnd.uniform(0.15, 0.45))
        p.rect(0, 0, s, s, RadialGrad((s / 2, s / 2), s * 0.75, [(0, (0, 0, 0, 0)), (1, (0, 0, 0, 110))]))
    elif style == "lowpoly":
        n = 5
        g = s / n
        pts = {}
        for i in range(n + 1):
            for j in range(n + 1):
                jx = 0 if i in (0, n) else rnd.uniform(-0.3, 0.3) * g
                jy = 0 if j in (0, n) else rnd.uniform(-0.3, 0.3) * g
                pts[i, j] = (i * g + jx, j * g + jy)
        grad = Grad((0, 0), (s, s), [(0, a), (0.5, b), (1, c)])
        for i in range(n):
            for j in range(n):
                q = [pts[i, j], pts[i + 1, j], pts[i + 1, j + 1], pts[i, j + 1]]
                tris = [(q[0], q[1], q[2]), (q[0], q[2], q[3])] if (i + j) % 2 else [(q[0], q[1], q[3]), (q[1], q[2], q[3])]
                for t in tris:
                    cx = sum(v[0] for v in t) / 3
                    cy = sum(v[1] for v in t) / 3
                    base = grad.sample(np.array([cx]), np.array([cy]))[0]
                    k = rnd.uniform(-0.08, 0.08)
                    col = tuple(int(max(0, min(255, 255 * (v + k)))) for v in base[:3])
                    p.poly(list(t), col)
        p.ellipse(s * 0.5, s * 0.5, s * 0.2, d, opacity=0.85)
        p.ellipse(s * 0.5, s * 0.5, s * 0.06, "#ffffff")
    elif style == "waves":
        p.rect(0, 0, s, s, Grad((0, 0), (0, s), [(0, a), (1, b)]))
        cols = [c, d, mix(c, d, 0.5), mix(d, "#ffffff", 0.3)]
        for k in range(6):
            base = s * (0.35 + k * 0.12)
            amp = s * (0.06 + 0.02 * (k % 3))
            ph = rnd.uniform(0, 6.28)
            pts = [(0, s)] + [(s * i / 40, base + amp * math.sin(ph + i / 40 * 2 * math.pi * 1.3)) for i in range(41)] + [(s, s)]
            p.poly(pts, cols[k % 4], opacity=0.55 + 0.07 * k)
    else:
        raise ValueError(style)
    # a whisper of inner light so covers read as printed/glossy
    p.rect(0, 0, s, s, Grad((0, 0), (0, s), [(0, (255, 255, 255, 28)), (0.5, (255, 255, 255, 0))]))
    return p
