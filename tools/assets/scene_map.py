"""Map scene (seed 000): the app screen behind the map, the map and the nav-bar map icon."""
import math
import random

from painter import Grad, Painter, mix

IOS_BLUE = "#007aff"
SEPARATOR = "#c8c7cc"
GREY_TEXT = "#8e8e93"

PLACES = [
    ("Blue Bottle Coffee", "Café · 0.2 mi", "#ff9500", "cup"),
    ("Golden Gate Park", "Park · 1.4 mi", "#4cd964", "tree"),
    ("SFMOMA", "Museum · 0.6 mi", "#ff2d55", "frame"),
    ("Ferry Building", "Market · 0.9 mi", "#5856d6", "bag"),
    ("Dolores Park", "Park · 1.8 mi", "#34aadc", "tree"),
    ("Tartine Bakery", "Bakery · 2.1 mi", "#ffcc00", "cup"),
]


def _glyph(p, kind, cx, cy):
    """White pictogram centred at (cx, cy) inside a 29-pt rounded square."""
    w = "#ffffff"
    if kind == "cup":
        p.rect(cx - 6, cy - 4, 10, 10, w, r=2.5)
        p.line([(cx + 4, cy - 1), (cx + 7, cy - 1), (cx + 7, cy + 2), (cx + 4, cy + 3)], 1.6, w)
        p.rect(cx - 8, cy + 7, 14, 1.6, w, r=0.8)
    elif kind == "tree":
        p.ellipse(cx, cy - 3, 6.5, w)
        p.rect(cx - 1.2, cy + 2, 2.4, 7, w)
    elif kind == "frame":
        p.rect(cx - 8, cy - 6, 16, 12, w, r=1.5)
        p.poly([(cx - 6, cy + 4), (cx - 2, cy - 1), (cx + 1, cy + 2), (cx + 3, cy), (cx + 6, cy + 4)], "#ff2d55")
        p.ellipse(cx + 3.5, cy - 3, 1.5, "#ff2d55")
    elif kind == "bag":
        p.rect(cx - 7, cy - 3, 14, 11, w, r=2)
        p.line([(cx - 3.5, cy - 3), (cx - 3.5, cy - 6), (cx + 3.5, cy - 6), (cx + 3.5, cy - 3)], 1.6, w)
    elif kind == "star":
        pts = []
        for i in range(10):
            r = 8 if i % 2 == 0 else 3.6
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + r * math.cos(a), cy + 0.8 + r * math.sin(a)))
        p.poly(pts, w)


def app_bg(out):
    W, H = 320, 548
    p = Painter(W, H, ss=4, bg="#efeff4")
    # nav bar (44 pt; the status bar above is not part of this image)
    p.rect(0, 0, W, 44, "#f8f8f8")
    p.rect(0, 43.5, W, 0.5, "#b2b2b2")
    p.text(W / 2, 22, "Places", 17, "#000000", style="bold", anchor="mm")
    p.text(10, 22, "Edit", 17, IOS_BLUE, anchor="lm")
    # search field
    p.rect(0, 44, W, 44, "#c9c9ce")
    p.rect(8, 52, W - 16, 28, "#ffffff", r=5)
    p.ellipse(W / 2 - 47, 65, 5, GREY_TEXT)
    p.ellipse(W / 2 - 47, 65, 3.6, "#ffffff")
    p.line([(W / 2 - 43.5, 68.5), (W / 2 - 40.5, 71.5)], 1.6, GREY_TEXT)
    p.text(W / 2 - 36, 66, "Search places", 14, GREY_TEXT, anchor="lm")
    # section header
    p.text(15, 112, "NEARBY", 13, "#6d6d72", anchor="ls")
    top = 120
    row = 58
    p.rect(0, top, W, row * len(PLACES), "#ffffff")
    p.rect(0, top - 0.5, W, 0.5, SEPARATOR)
    for i, (name, sub, colour, kind) in enumerate(PLACES):
        y = top + i * row
        cy = y + row / 2
        p.rect(15, cy - 14.5, 29, 29, Grad((0, cy - 14.5), (0, cy + 14.5), [(0, mix(colour, "#ffffff", 0.18)), (1, colour)]), r=6.5)
        _glyph(p, kind, 29.5, cy)
        p.text(58, cy - 3, name, 16, "#000000", anchor="ls")
        p.text(58, cy + 15, sub, 12.5, GREY_TEXT, anchor="ls")
        # disclosure chevron
        p.line([(W - 20, cy - 5.5), (W - 15, cy), (W - 20, cy + 5.5)], 2.0, "#c7c7cc")
        sep_x = 58 if i < len(PLACES) - 1 else 0
        p.rect(sep_x, y + row - 0.5, W - sep_x, 0.5, SEPARATOR)
    # a footer note and a tab bar
    end = top + row * len(PLACES)
    p.text(W / 2, end + 22, "6 places within 2 miles", 13, "#6d6d72", anchor="mm")
    tb = H - 49
    p.rect(0, tb, W, 49, "#f7f7f7")
    p.rect(0, tb, W, 0.5, "#b2b2b2")
    tabs = [("Places", True), ("Saved", False), ("Recent", False), ("Settings", False)]
    for i, (label, on) in enumerate(tabs):
        cx = W / 8 + i * W / 4
        c = IOS_BLUE if on else "#929292"
        if i == 0:
            p.ellipse(cx, tb + 15, 8, c)
            p.ellipse(cx, tb + 15, 3, "#f7f7f7")
            p.poly([(cx - 6.5, tb + 19.5), (cx + 6.5, tb + 19.5), (cx, tb + 28)], c)
        elif i == 1:
            pts = []
            for j in range(10):
                r = 10 if j % 2 == 0 else 4.2
                a = -math.pi / 2 + j * math.pi / 5
                pts.append((cx + r * math.cos(a), tb + 19 + r * math.sin(a)))
            p.poly(pts, c)
        elif i == 2:
            p.ellipse(cx, tb + 18, 9.5, c)
            p.ellipse(cx, tb + 18, 8, "#f7f7f7")
            p.line([(cx, tb + 12), (cx, tb + 18), (cx + 4.5, tb + 21)], 1.5, c)
        else:
            for j in range(8):
                a = j * math.pi / 4
                p.line([(cx + 6 * math.cos(a), tb + 18 + 6 * math.sin(a)), (cx + 9.5 * math.cos(a), tb + 18 + 9.5 * math.sin(a))], 3.0, c)
            p.ellipse(cx, tb + 18, 7, c)
            p.ellipse(cx, tb + 18, 3, "#f7f7f7")
        p.text(cx, tb + 43, label, 10, c, anchor="ms")
    return p.save(out, "app-bg")


def map_arrow(out):
    W, H = 320, 458
    rnd = random.Random(458)
    p = Painter(W, H, ss=4, bg="#ece8e0")
    # city blocks on a slightly rotated grid
    ang = math.radians(-8)
    ca, sa = math.cos(ang), math.sin(ang)

    def tr(x, y):
        return (160 + (x - 160) * ca - (y - 229) * sa, 229 + (x - 160) * sa + (y - 229) * ca)

    xs = [-60, -10, 40, 95, 150, 205, 260, 315, 370]
    ys = [-60, -5, 50, 105, 160, 215, 270, 325, 380, 435, 490]
    for i in range(len(xs) - 1):
        for j in range(len(ys) - 1):
            x0, x1 = xs[i] + 7, xs[i + 1] - 7
            y0, y1 = ys[j] + 7, ys[j + 1] - 7
            shade = rnd.choice(["#f7f4ee", "#f4f0e8", "#f9f6f1"])
            p.poly([tr(x0, y0), tr(x1, y0), tr(x1, y1), tr(x0, y1)], shade)
            if rnd.random() < 0.35:
                mx = (x0 + x1) / 2
                p.poly([tr(x0 + 4, y0 + 4), tr(mx - 2, y0 + 4), tr(mx - 2, y1 - 4), tr(x0 + 4, y1 - 4)], "#e6e1d7")
    # streets (white) and arterials (yellow with an outline)
    for x in xs:
        p.line([tr(x, -80), tr(x, 520)], 5, "#ffffff", caps=False)
    for y in ys:
        p.line([tr(-80, y), tr(400, y)], 5, "#ffffff", caps=False)
    art = [[tr(95, -80), tr(95, 520)], [tr(-80, 270), tr(400, 270)], [(0, 330), (110, 270), (200, 240), (320, 150)]]
    for seg in art:
        p.line(seg, 9, "#e3bd5c", caps=False)
    for seg in art:
        p.line(seg, 7, "#fde293", caps=False)
    # park, drawn over the grid
    park = [(18, 120), (118, 112), (126, 200), (24, 214)]
    p.fill(p.mask_poly(park), "#bfe3a5")
    for _ in range(22):
        x, y = rnd.uniform(32, 112), rnd.uniform(128, 200)
        p.ellipse(x, y, rnd.uniform(2.5, 4.5), "#a8d78d")
    p.line([(30, 205), (60, 170), (90, 165), (115, 125)], 1.4, "#e3f1d5")
    # water over everything, with a soft shoreline
    def smooth(pts, n=8):
        out = []
        for i in range(len(pts)):
            p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % len(pts)], pts[(i + 2) % len(pts)]
            for s in range(n):
                t = s / n
                out.append(tuple(0.5 * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (-a + 3 * b - 3 * c + d) * t ** 3)
                                 for a, b, c, d in zip(p0, p1, p2, p3)))
        return out
    bay = smooth([(200, -40), (360, -40), (360, 260), (312, 236), (290, 196), (258, 150), (238, 112), (212, 76), (198, 34)])
    lake = smooth([(-40, 396), (38, 378), (88, 386), (116, 414), (126, 500), (-40, 500)])
    for shape in (bay, lake):
        m = p.mask_poly(shape)
        p.fill(p.mask_line(shape + [shape[0]], 3), "#8fc1ea")
        p.fill(m, "#a9d3f5")
    # water labels, park label, street labels
    p.text(268, 70, "Bay", 11, "#5a8fc0", style="oblique", anchor="mm")
    p.text(42, 430, "Lake", 10, "#5a8fc0", style="oblique", anchor="mm")
    p.text(70, 165, "City Park", 10, "#4e8a3a", style="bold", anchor="mm")
    p.text(206, 254, "Market St", 8.5, "#7a6a45", anchor="mm")
    p.text(40, 291, "Oak Ave", 8.5, "#7a6a45", anchor="mm")
    p.text(178, 348, "Mission", 8.5, "#707070", anchor="mm")
    # a few POI dots
    for (x, y, c) in [(150, 120, "#ff9500"), (240, 330, "#ff2d55"), (60, 300, "#5856d6"), (205, 410, "#4cd964")]:
        p.ellipse(x, y, 5.2, (0, 0, 0), opacity=0.2)
        p.ellipse(x, y, 4.6, "#ffffff")
        p.ellipse(x, y, 3.4, c)
    # accuracy halo + location arrow in the centre
    cx, cy = W / 2, H / 2
    p.ellipse(cx, cy, 46, "#007aff", opacity=0.12)
    ring = p.mask_ellipse(cx, cy, 46)
    inner = p.mask_ellipse(cx, cy, 45.2)
    from PIL import ImageChops
    p.fill(ImageChops.subtract(ring, inner), "#007aff", opacity=0.35)
    disc = p.mask_ellipse(cx, cy, 14)
    p.shadow(disc, 2.5, opacity=0.35, dy=1)
    p.fill(disc, "#ffffff")
    p.ellipse(cx, cy, 11.5, Grad((0, cy - 11), (0, cy + 11), [(0, "#3a9bff"), (1, "#0063d6")]))
    arrow = [(cx, cy - 7.5), (cx + 5.5, cy + 6), (cx, cy + 3), (cx - 5.5, cy + 6)]
    rot = math.radians(35)
    arrow = [(cx + (x - cx) * math.cos(rot) - (y - cy) * math.sin(rot), cy + (x - cx) * math.sin(rot) + (y - cy) * math.cos(rot)) for x, y in arrow]
    p.poly(arrow, "#ffffff")
    # a thin top shadow so the map reads as a sheet over the app
    p.rect(0, 0, W, 3, Grad((0, 0), (0, 3), [(0, (0, 0, 0, 40)), (1, (0, 0, 0, 0))]))
    return p.save(out, "map-arrow")


def _map_fold(p, ox, oy, colour, opacity=1.0):
    """Outline of a three-panel folded map, 24x20 pt, top-left at (ox, oy)."""
    pts = [(ox, oy + 3), (ox + 8, oy), (ox + 16, oy + 3), (ox + 24, oy), (ox + 24, oy + 17),
           (ox + 16, oy + 20), (ox + 8, oy + 17), (ox, oy + 20)]
    outer = p.mask_line(pts + [pts[0]], 1.6, joint="curve")
    p.fill(outer, colour, opacity)
    p.line([(ox + 8, oy), (ox + 8, oy + 17)], 1.4, colour, opacity)
    p.line([(ox + 16, oy + 3), (ox + 16, oy + 20)], 1.4, colour, opacity)
    # the middle panel is filled lightly, like iOS 7's outline glyphs with a tint
    p.poly([(ox + 8, oy), (ox + 16, oy + 3), (ox + 16, oy + 20), (ox + 8, oy + 17)], colour, opacity * 0.25)


def map_icons(out):
    res = []
    for name, op in (("map-icon", 1.0), ("map-icon-highlighted", 0.3)):
        p = Painter(49, 44, ss=8)
        _map_fold(p, 12.5, 12, IOS_BLUE)
        p.px *= op  # dim the whole glyph at once so overlapping strokes stay even
        res += p.save(out, name)
    return res


def build(out):
    return app_bg(out) + map_arrow(out) + map_icons(out)
