"""Flight scene (seed 003): one photo-like background per destination, the plane and the status arrow."""
import json
import math
import os
import random

from PIL import ImageChops

from landscape import haze, mountain_layer, reflect, ridge, stars
from painter import Grad, Painter, RadialGrad, mix

W, H = 320, 568

FLIGHTS = [
    {"id": 1, "flightNumber": "UA 839",
     "departure": {"code": "SFO", "name": "San Francisco"}, "arrival": {"code": "NRT", "name": "Tokyo"},
     "departureTime": "11:20", "arrivalTime": "15:25", "gate": "G 92", "status": "On time",
     "background": "flight-bg-tokyo"},
    {"id": 2, "flightNumber": "AF 83",
     "departure": {"code": "SFO", "name": "San Francisco"}, "arrival": {"code": "CDG", "name": "Paris"},
     "departureTime": "15:40", "arrivalTime": "11:35", "gate": "A 12", "status": "Delayed",
     "background": "flight-bg-paris"},
    {"id": 3, "flightNumber": "LX 39",
     "departure": {"code": "CDG", "name": "Paris"}, "arrival": {"code": "ZRH", "name": "Zurich"},
     "departureTime": "07:05", "arrivalTime": "08:15", "gate": "F 31", "status": "Boarding",
     "background": "flight-bg-zurich"},
    {"id": 4, "flightNumber": "HA 11",
     "departure": {"code": "LAX", "name": "Los Angeles"}, "arrival": {"code": "HNL", "name": "Honolulu"},
     "departureTime": "09:30", "arrivalTime": "12:45", "gate": "B 7", "status": "On time",
     "background": "flight-bg-honolulu"},
]


def _legibility(p, top=0.35, bottom=0.45):
    """Darken the top and bottom thirds a little so white flight text stays readable."""
    p.rect(0, 0, W, 200, Grad((0, 0), (0, 200), [(0, (0, 0, 0, int(255 * top))), (1, (0, 0, 0, 0))]))
    p.rect(0, H - 220, W, 220, Grad((0, H - 220), (0, H), [(0, (0, 0, 0, 0)), (1, (0, 0, 0, int(255 * bottom)))]))


def _buildings(p, rnd, base, x0, x1, hmin, hmax, colour, wmin=14, wmax=34, lit=0.0, lit_colours=("#ffd98a",),
               spires=0.0):
    x = x0
    while x < x1:
        w = rnd.uniform(wmin, wmax)
        h = rnd.uniform(hmin, hmax)
        top = base - h
        p.rect(x, top, w + 0.5, h + 1, colour)
        if rnd.random() < spires:
            p.rect(x + w / 2 - 0.6, top - h * 0.18, 1.2, h * 0.18, colour)
            p.ellipse(x + w / 2, top - h * 0.18, 0.9, "#ff4040")
        elif rnd.random() < 0.3:
            p.rect(x + w * 0.2, top - 4, w * 0.6, 4.5, colour)
        if lit > 0:
            cols = max(1, int((w - 4) // 4))
            rows = int((h - 6) // 5)
            for r in range(rows):
                for c in range(cols):
                    if rnd.random() < lit:
                        p.rect(x + 2.5 + c * 4, top + 4 + r * 5, 2, 2.6, rnd.choice(lit_colours),
                               opacity=rnd.uniform(0.45, 0.95))
        x += w + rnd.uniform(-3, 0)


def bg_tokyo(out):
    rnd = random.Random(3001)
    p = Painter(W, H, ss=2, bg=Grad((0, 0), (0, 420), [(0, "#050a1e"), (0.55, "#1b1f4d"), (0.85, "#4a2a6b"), (1, "#b0527a")]))
    stars(p, rnd, 140, 300)
    p.rect(150, 10, 200, 200, RadialGrad((250, 110), 90, [(0, (255, 240, 220, 60)), (1, (255, 240, 220, 0))]))
    p.ellipse(250, 110, 14, "#fdf3dc")
    p.ellipse(255, 106, 12.5, "#fbead0", opacity=0.3)
    horizon = 430
    # distant Fuji, faint against the glow
    p.rect(0, 0, W, H, RadialGrad((160, horizon), 260, [(0, (255, 120, 160, 110)), (1, (255, 120, 160, 0))]))
    p.poly([(-40, horizon), (58, 336), (70, 330), (86, 330), (98, 336), (200, horizon)], "#3a2d62", opacity=0.85)
    p.poly([(58, 336), (70, 330), (86, 330), (98, 336), (92, 342), (84, 338), (77, 345), (68, 339), (63, 344)], "#d7d0f0", opacity=0.55)
    haze(p, 340, horizon, "#c0608a", 0.35)
    _buildings(p, rnd, horizon, -10, W + 10, 30, 90, "#2a2552", lit=0.12, lit_colours=("#ffe7b0", "#9fd8ff"))
    # a red lattice tower
    tx = 232
    p.poly([(tx - 16, horizon), (tx - 2.5, horizon - 150), (tx + 2.5, horizon - 150), (tx + 16, horizon)], "#d8432f")
    p.poly([(tx - 9, horizon), (tx, horizon - 110), (tx + 9, horizon)], "#2a2552")
    for yy in (horizon - 62, horizon - 104):
        w = 10 if yy < horizon - 80 else 16
        p.rect(tx - w / 2, yy, w, 6, "#f6f0e8")
    p.rect(tx - 0.8, horizon - 178, 1.6, 30, "#d8432f")
    p.ellipse(tx, horizon - 178, 2.2, "#ff6b5a")
    _buildings(p, rnd, horizon + 4, -10, W + 10, 20, 70, "#14122e", wmin=18, wmax=40, lit=0.28,
               lit_colours=("#ffd98a", "#ffe7b0", "#ffffff", "#8fd3ff"), spires=0.15)
    p.rect(0, horizon + 3, W, 2, "#0d0b20")
    reflect(p, horizon + 4, H, "#0b1030", tint_opacity=0.45, blur_pt=1.2)
    _legibility(p, 0.2, 0.5)
    return p.save(out, "flight-bg-tokyo")


def bg_paris(out):
    rnd = random.Random(3002)
    p = Painter(W, H, ss=2, bg=Grad((0, 0), (0, 470), [(0, "#2d2a5a"), (0.35, "#7b4a8c"), (0.62, "#e0727a"), (0.82, "#f6a96b"), (1, "#ffd89a")]))
    sun_x, sun_y = 92, 420
    p.rect(0, 0, W, H, RadialGrad((sun_x, sun_y), 330, [(0, (255, 230, 170, 190)), (0.3, (255, 170, 120, 70)), (1, (255, 170, 120, 0))]))
    p.ellipse(sun_x, sun_y, 26, "#fff2cf")
    # streaky sunset clouds
    for _ in range(9):
        y = rnd.uniform(120, 360)
        x = rnd.uniform(-60, W)
        wid = rnd.uniform(90, 200)
        col = mix("#ff9f7a", "#5c3a7a", (360 - y) / 240)
        p.ellipse(x + wid / 2, y, wid / 2, col, ry=rnd.uniform(2.5, 6), opacity=0.55)
        p.ellipse(x + wid / 2, y + 2, wid / 2.4, "#ffd1a6", ry=1.5, opacity=0.35)
    horizon = 448
    far = ridge(rnd, -5, W + 5, horizon - 12, 8, n=7)
    mountain_layer(p, far, horizon + 2, "#a6577a", opacity=0.6)
    _buildings(p, rnd, horizon + 2, -10, W + 10, 10, 30, "#7a3f6c", wmin=10, wmax=22)
    haze(p, horizon - 40, horizon + 2, "#ffb38a", 0.35)
    # the Eiffel tower: concave flanks, an arch between the legs, two platforms
    tx, base = 214, horizon + 30
    height = 250
    dark = "#3a1f45"
    left, right = [], []
    for i in range(41):
        t = i / 40
        hw = 36 * (1 - t) ** 2.4 + 1.6
        y = base - height * t
        left.append((tx - hw, y))
        right.append((tx + hw, y))
    tower = p.mask_poly(left + right[::-1])
    arch = [(tx + 22 * math.cos(a_), base - 4 + 40 * math.sin(a_) * -1) for a_ in [math.pi * i / 20 for i in range(21)]]
    tower = ImageChops.subtract(tower, p.mask_poly(arch))
    p.fill(tower, dark)
    p.rect(tx - 26, base - 48, 52, 5, dark)
    p.rect(tx - 13, base - 118, 26, 4, dark)
    p.rect(tx - 5, base - 200, 10, 3, dark)
    p.rect(tx - 0.7, base - height - 14, 1.4, 16, dark)
    # rooftops in front
    _buildings(p, rnd, horizon + 44, -10, W + 10, 18, 48, "#2b1838", wmin=20, wmax=40, lit=0.08,
               lit_colours=("#ffcf8a",))
    p.rect(0, horizon + 44, W, H - horizon - 44, Grad((0, horizon + 44), (0, H), [(0, "#2b1838"), (1, "#160c20")]))
    # the Seine catches the sun
    river = horizon + 70
    p.poly([(-10, river), (W + 10, river - 18), (W + 10, river + 30), (-10, river + 44)], "#5c3357")
    for i in range(22):
        y = river + 4 + i * 1.6 - (sun_x / W) * 10
        w = rnd.uniform(10, 40) * (1 - i / 30)
        p.rect(sun_x - w / 2 + rnd.uniform(-6, 6), y, w, 0.9, "#ffd7a0", opacity=0.55)
    _legibility(p, 0.25, 0.5)
    return p.save(out, "flight-bg-paris")


def bg_zurich(out):
    rnd = random.Random(3003)
    p = Painter(W, H, ss=2, bg=Grad((0, 0), (0, 380), [(0, "#2f5f93"), (0.6, "#88b2d6"), (1, "#dfe9f2")]))
    p.rect(0, 0, W, H, RadialGrad((260, 150), 260, [(0, (255, 250, 235, 110)), (1, (255, 250, 235, 0))]))
    ranges = [(250, 60, "#b4c6da", (110, 90, 110)), (310, 50, "#8098b6", (250, 70, 90)), (365, 34, "#5f7a99", None)]
    for i, (base, rough, col, peak) in enumerate(ranges):
        pts = ridge(rnd, -5, W + 5, base, rough, peak=peak)
        top = min(y for _, y in pts)
        mountain_layer(p, pts, H, Grad((0, top), (0, base + 70), [(0, "#fbfdff"), (0.3, mix("#fbfdff", col, 0.35)), (0.75, col), (1, mix(col, "#2c4560", 0.3))]))
        # sunlit ridges: a thin bright rim along the crest
        p.line(pts, 1.2, "#ffffff", opacity=0.6)
        haze(p, base + 10, base + 70, "#e8f0f7", 0.3)
    # pine forest band
    forest_y = 420
    for layer, col in enumerate(("#3c5a52", "#2a453f")):
        for _ in range(70):
            x = rnd.uniform(-5, W + 5)
            h = rnd.uniform(14, 30) + layer * 6
            yb = forest_y + layer * 14 + rnd.uniform(-6, 6)
            p.poly([(x - h * 0.25, yb), (x, yb - h), (x + h * 0.25, yb)], col)
            if rnd.random() < 0.5:
                p.poly([(x - h * 0.12, yb - h * 0.55), (x, yb - h * 0.95), (x + h * 0.02, yb - h * 0.6)], "#e8f0f7", opacity=0.5)
    # snowy ground
    ground = ridge(rnd, -5, W + 5, 446, 6, n=6)
    mountain_layer(p, ground, H, Grad((0, 440), (0, H), [(0, "#f3f7fb"), (1, "#c8d7e6")]))
    # a little village of chalets with lit windows
    for i, x in enumerate([24, 70, 128, 188, 238, 282]):
        w = rnd.uniform(30, 40)
        y = 478 + rnd.uniform(-6, 8) + (i % 2) * 10
        h = w * 0.55
        wall = rnd.choice(["#8a5a3c", "#a06b45", "#e9dcc8"])
        p.rect(x, y - h, w, h, wall)
        p.poly([(x - 5, y - h + 1), (x + w / 2, y - h - w * 0.42), (x + w + 5, y - h + 1)], "#5a3426")
        p.poly([(x - 5, y - h + 1), (x + w / 2, y - h - w * 0.42), (x + w + 5, y - h + 1), (x + w / 2, y - h - w * 0.32)], "#ffffff", opacity=0.95)
        for c in range(2):
            p.rect(x + w * (0.2 + c * 0.42), y - h * 0.7, w * 0.18, h * 0.3, "#ffc96b")
        p.ellipse(x + w / 2, y + 1, w * 0.7, "#ffffff", ry=3.5)
        p.rect(x + w / 2 - 40, y - h - 20, 80, h + 40, RadialGrad((x + w / 2, y - h / 2), 40, [(0, (255, 200, 120, 40)), (1, (255, 200, 120, 0))]))
    # falling snow
    for _ in range(160):
        x, y = rnd.uniform(0, W), rnd.uniform(0, H)
        p.ellipse(x, y, rnd.choice([0.6, 0.8, 1.0, 1.4]), "#ffffff", opacity=rnd.uniform(0.35, 0.85))
    _legibility(p, 0.35, 0.5)
    return p.save(out, "flight-bg-zurich")


def _palm(p, rnd, x, base, h, lean, colour):
    """A coconut palm: a curved tapering trunk and drooping, finely serrated fronds."""
    n = 24
    pts = [(x + lean * (i / n) ** 2 * h, base - h * i / n) for i in range(n + 1)]
    left, right = [], []
    for i, (px, py) in enumerate(pts):
        hw = 5.0 - 2.6 * i / n
        left.append((px - hw, py))
        right.append((px + hw, py))
    p.poly(left + right[::-1], colour)
    for i in range(2, n, 2):  # trunk rings
        px, py = pts[i]
        hw = 5.0 - 2.6 * i / n
        p.line([(px - hw, py), (px + hw, py + 1)], 0.6, "#000000", opacity=0.25, caps=False)
    tx, ty = pts[-1]
    for deg in (-150, -118, -84, -52, -22, 8, 172, 200):
        ang = math.radians(deg + rnd.uniform(-7, 7))
        L = rnd.uniform(72, 92)
        g = L * (0.35 + 0.5 * abs(math.cos(ang)))
        rib = []
        for i in range(25):
            t = i / 24
            rib.append((tx + math.cos(ang) * L * t, ty + math.sin(ang) * L * t + g * t * t))
        upper, lower = [], []
        for i in range(len(rib)):
            t = i / 24
            x0, y0 = rib[max(i - 1, 0)]
            x1, y1 = rib[min(i + 1, 24)]
            dx, dy = x1 - x0, y1 - y0
            norm = math.hypot(dx, dy) or 1
            nx, ny = -dy / norm, dx / norm
            w = 10.0 * math.sin(math.pi * min(t * 1.15, 1.0)) ** 0.8
            teeth = 1.0 if i % 2 else 0.72  # leaflet tips
            upper.append((rib[i][0] - nx * w * 0.55 * teeth, rib[i][1] - ny * w * 0.55 * teeth))
            lower.append((rib[i][0] + nx * w * teeth, rib[i][1] + ny * w * teeth))
        p.poly(upper + lower[::-1], colour)
    for dx, dy in ((-3, 4), (2, 5), (0, 2)):
        p.ellipse(tx + dx, ty + dy, 3.2, "#3b2a1a")


def bg_honolulu(out):
    rnd = random.Random(3004)
    p = Painter(W, H, ss=2, bg=Grad((0, 0), (0, 330), [(0, "#1f78c8"), (0.7, "#62b6e8"), (1, "#bfe6f5")]))
    for _ in range(7):
        cx, cy = rnd.uniform(-20, W + 20), rnd.uniform(60, 260)
        s = rnd.uniform(0.7, 1.4)
        m = p.mask_ellipse(cx, cy + 4 * s, 38 * s, 7 * s)
        for j in range(7):
            puff = p.mask_ellipse(cx + (j - 3) * 10 * s, cy - rnd.uniform(0, 10) * s, rnd.uniform(9, 16) * s)
            m = ImageChops.lighter(m, puff)
        p.fill(m, Grad((0, cy - 24 * s), (0, cy + 12 * s), [(0, "#ffffff"), (1, "#d6e6f2")]), opacity=0.9)
    horizon = 330
    # Diamond Head on the left
    dh = [(-10, horizon), (-10, 304), (10, 296), (40, 282), (70, 276), (96, 288), (130, 310), (170, horizon)]
    p.poly(dh, "#5f8f6e")
    p.poly(dh, Grad((0, 276), (0, horizon), [(0, (255, 255, 255, 0)), (1, (200, 230, 240, 150))]))
    p.rect(0, horizon - 30, W, 31, Grad((0, horizon - 30), (0, horizon), [(0, (220, 240, 250, 0)), (1, (220, 240, 250, 140))]))
    p.rect(0, horizon, W, 130, Grad((0, horizon), (0, horizon + 130), [(0, "#3eb6c9"), (0.5, "#1fa3b8"), (1, "#4fd0c8")]))
    for _ in range(90):  # sun glitter
        x, y = rnd.uniform(0, W), rnd.uniform(horizon + 2, horizon + 120)
        p.rect(x, y, rnd.uniform(3, 12), 0.7, "#ffffff", opacity=rnd.uniform(0.2, 0.6))
    # surf and sand
    shore = ridge(rnd, -5, W + 5, 458, 6, n=6)
    mountain_layer(p, shore, H, Grad((0, 450), (0, H), [(0, "#f7e8c6"), (1, "#e6cc9c")]))
    foam = [(x, y - 2) for x, y in shore]
    p.line(foam, 3.5, "#ffffff", opacity=0.85)
    foam2 = [(x, y - 10 + 2 * math.sin(x / 17)) for x, y in shore]
    p.line(foam2, 1.5, "#ffffff", opacity=0.55)
    p.rect(0, 462, W, 30, Grad((0, 462), (0, 492), [(0, (150, 120, 80, 60)), (1, (150, 120, 80, 0))]))
    _palm(p, rnd, 300, 600, 330, -0.32, "#1d3b2f")
    _palm(p, rnd, 18, 600, 210, 0.3, "#234636")
    _legibility(p, 0.3, 0.45)
    return p.save(out, "flight-bg-honolulu")


def flight_plane(out):
    p = Painter(60, 30, ss=8)
    c = 15
    white = "#ffffff"
    # fuselage pointing right
    p.poly([(6, c - 2.2), (48, c - 2.6), (55, c - 1.6), (58, c), (55, c + 1.6), (48, c + 2.6), (6, c + 2.2), (3, c)], white)
    # swept main wings
    p.poly([(36, c - 2.2), (22, c - 14), (18, c - 14), (26, c - 2.2)], white)
    p.poly([(36, c + 2.2), (22, c + 14), (18, c + 14), (26, c + 2.2)], white)
    # tailplane
    p.poly([(12, c - 2), (5, c - 7.5), (2.5, c - 7.5), (6, c - 1.5)], white)
    p.poly([(12, c + 2), (5, c + 7.5), (2.5, c + 7.5), (6, c + 1.5)], white)
    # engines under the wings
    for s in (-1, 1):
        p.rect(27, c + s * 7.5 - 1.3, 7, 2.6, white, r=1.3)
    return p.save(out, "flight-plane")


def flight_arrow(out):
    p = Painter(20, 20, ss=8)
    p.line([(4, 10), (15, 10)], 2, "#ffffff")
    p.line([(10.5, 5.5), (15, 10), (10.5, 14.5)], 2, "#ffffff")
    return p.save(out, "flight-arrow")


def write_flights(out):
    path = os.path.join(out, "flights.json")
    with open(path, "w") as f:
        json.dump({"flights": FLIGHTS}, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return []


def build(out):
    res = []
    for fn in (bg_tokyo, bg_paris, bg_zurich, bg_honolulu, flight_plane, flight_arrow, write_flights):
        res += fn(out)
    return res
