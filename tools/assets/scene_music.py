"""Music scene (seed 001): Jakub Antalik's song list, sliced into the eight animated strips."""
import math
import random

from art import album_art
from painter import Grad, Painter, RadialGrad, paste

W = 320
ACCENT = "#ff4f8b"
TEXT_X = 44  # left edge of the heading text; rows and labels line up on it

SONGS = [
    ("Midnight Static", "Neon Harbor", "3:42", "sunset", ["#2b1055", "#d53369", "#3a1c52", "#ffb347"]),
    ("Paper Satellites", "The Kettle Drums", "4:05", "rings", ["#10192e", "#3fa7d6", "#59cd90", "#fac05e"]),
    ("Velvet Circuit", "Lumen & Ash", "3:18", "stripes", ["#1f1c2c", "#e94560", "#f9a826", "#533483"]),
    ("Slow Motion Summer", "Coastal Youth", "5:01", "waves", ["#ffecd2", "#fcb69f", "#ff7e67", "#006d77"]),
    ("Glass Heartbeat", "Mira Sol", "3:57", "bokeh", ["#360033", "#0b8793", "#ff6ec7", "#7ee8fa"]),
]


def music_bg(out):
    H = 568
    rnd = random.Random(1)
    p = Painter(W, H, ss=2, bg=Grad((0, 0), (0, H), [(0, "#2c1e4a"), (0.45, "#1a1633"), (1, "#0a0c1c")]))
    p.rect(0, 0, W, H, RadialGrad((40, 90), 300, [(0, (150, 70, 190, 110)), (1, (150, 70, 190, 0))]))
    p.rect(0, 0, W, H, RadialGrad((300, 470), 320, [(0, (40, 90, 200, 90)), (1, (40, 90, 200, 0))]))
    # soft, out-of-focus club lights
    from PIL import ImageFilter
    m, d = p.new_mask()
    for _ in range(16):
        x, y, r = rnd.uniform(0, W), rnd.uniform(0, H * 0.9), rnd.uniform(6, 26)
        a = rnd.randint(20, 60)
        d.ellipse([(x - r) * p.k, (y - r) * p.k, (x + r) * p.k, (y + r) * p.k], fill=a)
    p.fill(m.filter(ImageFilter.GaussianBlur(3 * p.k)), "#c9a7ff", opacity=0.5)
    p.rect(0, 0, W, H, RadialGrad((W / 2, H / 2), 420, [(0.5, (0, 0, 0, 0)), (1, (0, 0, 0, 120))]))
    return p.save(out, "music-bg")


def _chevron(p, x, cy, h, width, colour):
    p.line([(x + h / 2, cy - h / 2), (x, cy), (x + h / 2, cy + h / 2)], width, colour)


def music_arrow(out):
    p = Painter(W, 45, ss=4)
    _chevron(p, 16, 24, 16, 2.2, "#ffffff")
    p.text(TEXT_X, 24, "Dance Club", 24, "#ffffff", style="light", anchor="lm")
    return p.save(out, "music-arrow")


def music_ministry(out):
    p = Painter(W, 28, ss=4)
    p.text(TEXT_X + 1, 14, "Ministry of Fun", 14, (225, 220, 235), anchor="lm", opacity=0.75, tracking=0.4)
    return p.save(out, "music-ministry")


def add_song(out):
    res = []
    for name, hi in (("add-song", False), ("add-song-highlighted", True)):
        p = Painter(W, 45, ss=4)
        if hi:
            p.rect(0, 0, W, 45, Grad((0, 0), (0, 45), [(0, (255, 79, 139, 110)), (1, (255, 79, 139, 70))]))
        else:
            p.rect(0, 0, W, 45, (255, 255, 255, 16))
        p.rect(0, 0, W, 0.5, (255, 255, 255, 60 if not hi else 110))
        p.rect(0, 44.5, W, 0.5, (255, 255, 255, 60 if not hi else 110))
        cx, cy = 24, 22.5
        col = "#ffffff" if hi else ACCENT
        ring = p.mask_ellipse(cx, cy, 11)
        from PIL import ImageChops
        p.fill(ImageChops.subtract(ring, p.mask_ellipse(cx, cy, 9.6)), col)
        p.line([(cx - 5, cy), (cx + 5, cy)], 1.6, col)
        p.line([(cx, cy - 5), (cx, cy + 5)], 1.6, col)
        p.text(TEXT_X, cy, "Add a Song", 16, "#ffffff", anchor="lm", opacity=1.0 if hi else 0.92)
        res += p.save(out, name)
    return res


def song_row(out, i, song):
    title, artist, dur, style, pal = song
    p = Painter(W, 80, ss=4)
    size = 56
    x, y = 14, 12
    art = album_art(size, style, pal, seed=100 + i, scale=2, ss=4)
    m = p.mask_rect(x, y, size, size, r=3)
    p.shadow(m, 3, opacity=0.5, dy=1.5)
    mask = art.mask_rect(0, 0, size, size, r=3)
    paste(p, art, x, y, mask=mask)
    tx = x + size + 14
    p.text(tx, 37, title, 16, "#ffffff", anchor="ls")
    p.text(tx, 56, artist, 13, (200, 192, 220), anchor="ls")
    p.text(W - 16, 37, dur, 13, (200, 192, 220), anchor="rs", opacity=0.85)
    # the track number in the right column, pink for the track now playing
    if i == 0:
        for k, hgt in enumerate((6, 11, 8)):
            p.rect(W - 30 + k * 5, 56 - hgt, 3, hgt, ACCENT, r=1)
    p.rect(tx, 79.5, W - tx, 0.5, (255, 255, 255, 45))
    return p.save(out, f"song-row-{i + 1}")


def build(out):
    res = music_bg(out) + music_arrow(out) + music_ministry(out) + add_song(out)
    for i, s in enumerate(SONGS):
        res += song_row(out, i, s)
    return res
