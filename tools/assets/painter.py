"""A tiny deterministic raster painter for MotionLab's procedural assets.

Coordinates are in iOS points. Shapes are rasterised by Pillow into 8-bit
coverage masks at `scale * ss` pixels per point (supersampling), composited in
float32 premultiplied RGBA with numpy, box-filtered down to the target scale,
ordered-dithered (a fixed 4x4 Bayer matrix, so gradients do not band and PNGs
stay small) and written as optimised PNGs without metadata, so a rerun is
byte-identical.
"""
import os

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FONTS = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "light": "DejaVuSans-ExtraLight.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "cond-bold": "DejaVuSansCondensed-Bold.ttf",
    "oblique": "DejaVuSans-Oblique.ttf",
}
_font_cache = {}

BAYER4 = (np.array([[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]],
                   dtype=np.float32) + 0.5) / 16.0 - 0.5


def font(style, px):
    key = (style, int(round(px)))
    if key not in _font_cache:
        _font_cache[key] = ImageFont.truetype(os.path.join(FONT_DIR, FONTS[style]), key[1])
    return _font_cache[key]


def rgb(c):
    """'#rrggbb' or (r, g, b[, a]) in 0..255 -> (r, g, b, a) floats in 0..1."""
    if isinstance(c, str):
        c = c.lstrip("#")
        c = tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))
    if len(c) == 3:
        c = (*c, 255)
    return tuple(v / 255.0 for v in c)


def mix(a, b, t):
    a, b = rgb(a), rgb(b)
    return tuple(int(round(255 * (x + (y - x) * t))) for x, y in zip(a, b))


def _box(a, r, axis):
    """Box blur of radius r pixels along axis, edges clamped."""
    if r < 1:
        return a
    pad = [(0, 0)] * a.ndim
    pad[axis] = (r + 1, r)
    c = np.cumsum(np.pad(a, pad, mode="edge"), axis=axis, dtype=np.float64)
    n = a.shape[axis]
    hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
    lo = np.take(c, np.arange(0, n), axis=axis)
    return ((hi - lo) / (2 * r + 1)).astype(np.float32)


def gblur(a, sigma_px):
    """Gaussian blur approximated by three box passes per axis (float arrays, any channels)."""
    r = int(round((np.sqrt(12 * sigma_px * sigma_px / 3 + 1) - 1) / 2))
    for axis in (0, 1):
        for _ in range(3):
            a = _box(a, r, axis)
    return a


class Grad:
    """A linear gradient between two points (in points) through colour stops."""

    def __init__(self, p0, p1, stops):
        self.p0, self.p1 = p0, p1
        self.stops = [(t, rgb(c)) for t, c in stops]

    def sample(self, xs, ys):
        (x0, y0), (x1, y1) = self.p0, self.p1
        dx, dy = x1 - x0, y1 - y0
        L2 = dx * dx + dy * dy or 1.0
        t = ((xs - x0) * dx + (ys - y0) * dy) / L2
        t = np.clip(t, 0.0, 1.0)
        ts = [s[0] for s in self.stops]
        out = np.empty(t.shape + (4,), np.float32)
        for ch in range(4):
            out[..., ch] = np.interp(t, ts, [s[1][ch] for s in self.stops])
        return out


class RadialGrad(Grad):
    def __init__(self, center, radius, stops):
        self.c, self.r = center, radius
        self.stops = [(t, rgb(c)) for t, c in stops]

    def sample(self, xs, ys):
        t = np.clip(np.hypot(xs - self.c[0], ys - self.c[1]) / self.r, 0.0, 1.0)
        ts = [s[0] for s in self.stops]
        out = np.empty(t.shape + (4,), np.float32)
        for ch in range(4):
            out[..., ch] = np.interp(t, ts, [s[1][ch] for s in self.stops])
        return out


class Painter:
    def __init__(self, w, h, scale=2, ss=4, bg=None):
        self.w, self.h, self.scale, self.ss = w, h, scale, ss
        self.k = scale * ss
        self.W, self.H = int(round(w * self.k)), int(round(h * self.k))
        self.px = np.zeros((self.H, self.W, 4), np.float32)  # premultiplied
        if bg is not None:
            self.rect(0, 0, w, h, bg)

    # ---- masks -------------------------------------------------------------
    def new_mask(self):
        m = Image.new("L", (self.W, self.H), 0)
        return m, ImageDraw.Draw(m)

    def P(self, v):
        return v * self.k

    def pts(self, points):
        return [(x * self.k, y * self.k) for x, y in points]

    def mask_rect(self, x, y, w, h, r=0):
        m, d = self.new_mask()
        box = [x * self.k, y * self.k, (x + w) * self.k - 1, (y + h) * self.k - 1]
        if r > 0:
            d.rounded_rectangle(box, radius=r * self.k, fill=255)
        else:
            d.rectangle(box, fill=255)
        return m

    def mask_ellipse(self, cx, cy, rx, ry=None):
        ry = rx if ry is None else ry
        m, d = self.new_mask()
        d.ellipse([(cx - rx) * self.k, (cy - ry) * self.k, (cx + rx) * self.k, (cy + ry) * self.k], fill=255)
        return m

    def mask_poly(self, points):
        m, d = self.new_mask()
        d.polygon(self.pts(points), fill=255)
        return m

    def mask_line(self, points, width, joint="curve", caps=True):
        m, d = self.new_mask()
        p = self.pts(points)
        wpx = max(1, int(round(width * self.k)))
        d.line(p, fill=255, width=wpx, joint=joint)
        if caps:
            r = wpx / 2.0
            for x, y in (p[0], p[-1]):
                d.ellipse([x - r, y - r, x + r, y + r], fill=255)
        return m

    def mask_text(self, x, y, text, size, style="regular", anchor="ls", tracking=0.0):
        m, d = self.new_mask()
        f = font(style, size * self.k)
        if tracking:
            # draw glyph by glyph with extra spacing (in points)
            total = sum(f.getlength(ch) for ch in text) + tracking * self.k * (len(text) - 1)
            cx = x * self.k
            if anchor[0] == "m":
                cx -= total / 2
            elif anchor[0] == "r":
                cx -= total
            for ch in text:
                d.text((cx, y * self.k), ch, font=f, fill=255, anchor="l" + anchor[1])
                cx += f.getlength(ch) + tracking * self.k
        else:
            d.text((x * self.k, y * self.k), text, font=f, fill=255, anchor=anchor)
        return m

    def text_width(self, text, size, style="regular"):
        return font(style, size * self.k).getlength(text) / self.k

    # ---- compositing -------------------------------------------------------
    def fill(self, mask, color, opacity=1.0, bbox=None):
        """Source-over composite `color` (tuple, '#hex' or Grad) through mask."""
        if isinstance(mask, Image.Image):
            bbox = bbox or mask.getbbox()
            if not bbox:
                return
            x0, y0, x1, y1 = bbox
            m = np.asarray(mask.crop(bbox), np.float32) / 255.0
        else:
            x0, y0, x1, y1 = bbox or (0, 0, self.W, self.H)
            m = mask[y0:y1, x0:x1]
        if isinstance(color, Grad):
            ys, xs = np.mgrid[y0:y1, x0:x1].astype(np.float32)
            c = color.sample((xs + 0.5) / self.k, (ys + 0.5) / self.k)
        else:
            c = np.array(rgb(color), np.float32)
        a = m * opacity * (c[..., 3] if c.ndim == 3 else c[3])
        src = (c[..., :3] if c.ndim == 3 else c[:3]) * a[..., None]
        dst = self.px[y0:y1, x0:x1]
        dst[..., :3] = src + dst[..., :3] * (1 - a[..., None])
        dst[..., 3] = a + dst[..., 3] * (1 - a)

    def erase(self, mask):
        """Destination-out: punch holes (used for transparent cut-outs)."""
        bbox = mask.getbbox()
        if not bbox:
            return
        x0, y0, x1, y1 = bbox
        m = np.asarray(mask.crop(bbox), np.float32) / 255.0
        self.px[y0:y1, x0:x1] *= (1 - m)[..., None]

    def clip_to(self, mask):
        m = np.asarray(mask, np.float32) / 255.0
        self.px *= m[..., None]

    # convenience shapes
    def rect(self, x, y, w, h, color, r=0, opacity=1.0):
        self.fill(self.mask_rect(x, y, w, h, r), color, opacity)

    def ellipse(self, cx, cy, rx, color, ry=None, opacity=1.0):
        self.fill(self.mask_ellipse(cx, cy, rx, ry), color, opacity)

    def poly(self, points, color, opacity=1.0):
        self.fill(self.mask_poly(points), color, opacity)

    def line(self, points, width, color, opacity=1.0, caps=True):
        self.fill(self.mask_line(points, width, caps=caps), color, opacity)

    def text(self, x, y, s, size, color, style="regular", anchor="ls", opacity=1.0, tracking=0.0):
        self.fill(self.mask_text(x, y, s, size, style, anchor, tracking), color, opacity)

    def shadow(self, mask, blur, color=(0, 0, 0), opacity=0.35, dx=0.0, dy=0.0):
        m = mask
        if dx or dy:
            m = Image.new("L", mask.size, 0)
            m.paste(mask, (int(round(dx * self.k)), int(round(dy * self.k))))
        if blur > 0:
            m = m.filter(ImageFilter.GaussianBlur(blur * self.k))
        self.fill(m, color, opacity)

    def blurred(self, radius_pt):
        """Return a blurred copy of the current pixels (premultiplied float)."""
        return gblur(self.px, radius_pt * self.k)

    # ---- output ------------------------------------------------------------
    def _downsample(self, f):
        H, W = self.H // f, self.W // f
        a = self.px[:H * f, :W * f].reshape(H, f, W, f, 4)
        return a.mean(axis=(1, 3))

    def image_at(self, scale):
        f = self.k // scale
        px = self._downsample(f)
        alpha = px[..., 3]
        colour = np.where(alpha[..., None] > 1e-6, px[..., :3] / np.maximum(alpha, 1e-6)[..., None], 0.0)
        H, W = alpha.shape
        dither = np.tile(BAYER4, (H // 4 + 1, W // 4 + 1))[:H, :W]
        c8 = np.clip(np.floor(colour * 255.0 + 0.5 + dither[..., None]), 0, 255).astype(np.uint8)
        a8 = np.clip(np.floor(alpha * 255.0 + 0.5), 0, 255).astype(np.uint8)
        c8[a8 == 0] = 0
        opaque = bool((a8 == 255).all())
        if opaque:
            return Image.fromarray(c8, "RGB")
        return Image.fromarray(np.dstack([c8, a8]), "RGBA")

    def save(self, outdir, name, scales=(2, 1)):
        written = []
        for s in scales:
            im = self.image_at(s)
            suffix = "@2x" if s == 2 else ("@3x" if s == 3 else "")
            path = os.path.join(outdir, f"{name}{suffix}.png")
            im.save(path, "PNG", optimize=True)
            written.append((path, im.size))
        return written


def paste(dst, src, x, y, mask=None, opacity=1.0):
    """Source-over `src` (a Painter with the same pixels-per-point) onto `dst` at (x, y) points,
    optionally through `mask` (an 'L' image the size of src)."""
    assert dst.k == src.k
    ox, oy = int(round(x * dst.k)), int(round(y * dst.k))
    s = src.px
    if mask is not None:
        s = s * (np.asarray(mask, np.float32) / 255.0)[..., None]
    s = s * opacity
    h, w = s.shape[:2]
    x0, y0 = max(ox, 0), max(oy, 0)
    x1, y1 = min(ox + w, dst.W), min(oy + h, dst.H)
    if x0 >= x1 or y0 >= y1:
        return
    s = s[y0 - oy:y1 - oy, x0 - ox:x1 - ox]
    d = dst.px[y0:y1, x0:x1]
    d[:] = s + d * (1 - s[..., 3:4])
