#include "cmotionraster.h"
#include <math.h>

/* Every expression below is evaluated as written: no fused multiply-adds (the Swift formulas round
   each product), so cells match the Swift reference bit for bit on every target. */
#pragma STDC FP_CONTRACT OFF
#if defined(__clang__)
#pragma clang fp contract(off)
#endif

/* Swift's min and max, whose choice between equal values (0 and −0) the cells' bits depend on. */
#define SW_MIN(x, y) ((y) < (x) ? (y) : (x))
#define SW_MAX(x, y) ((y) >= (x) ? (y) : (x))

/* ⌊v⌋ and ⌈v⌉ for 0 ≤ v < 2⁵³ (truncation is the floor there). */
static inline ptrdiff_t floor_index(double v) { return (ptrdiff_t)v; }
static inline ptrdiff_t ceil_index(double v) {
    ptrdiff_t t = (ptrdiff_t)v;
    return (double)t < v ? t + 1 : t;
}

/* Cells a…b (inclusive) of row y: touched. */
static inline void mark(const cmotionraster_grid *g, ptrdiff_t y, ptrdiff_t a, ptrdiff_t b) {
    uint64_t *t = g->touched + y * g->words;
    if ((a >> 6) == (b >> 6)) {
        const unsigned n = (unsigned)(b - a + 1);
        const uint64_t bits = n == 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1) << (a & 63);
        t[a >> 6] |= bits;
        return;
    }
    ptrdiff_t i = a;
    while (i <= b) {
        const ptrdiff_t w = i >> 6, bit = i & 63;
        const ptrdiff_t n = SW_MIN(64 - bit, b - i + 1);
        const uint64_t bits = n == 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1) << bit;
        t[w] |= bits;
        i += n;
    }
}

/* Cells a…a + n − 1 (n ≤ 3) of row y: touched, as one unaligned 64-bit OR at a's byte (the bits land at
   offsets 0…9 of it; bytes past the row's words get 0s ORed in, and the grid's touched storage has a
   spare word after its last row). Why: the two-pixel row step is most of a stroke's row steps, and
   `mark`'s word arithmetic cost as much as the step's coverage. Little-endian only (the bit order of
   the words is the bytes' there); big-endian targets take `mark`. */
static inline void mark_few(const cmotionraster_grid *g, ptrdiff_t y, ptrdiff_t a, unsigned n) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    unsigned char *row = (unsigned char *)(g->touched + y * g->words) + (a >> 3);
    uint64_t word;
    __builtin_memcpy(&word, row, sizeof word);
    word |= (((uint64_t)1 << n) - 1) << (a & 7);
    __builtin_memcpy(row, &word, sizeof word);
#else
    mark(g, y, a, a + (ptrdiff_t)n - 1);
#endif
}

/* Adds to `cells[0…2]` the row step of an edge crossing the row between a and b, relative to the first
   cell's pixel (0 ≤ a < 1, a ≤ b ≤ 2), `d` its height in the row times its direction. Cell p gets
   C(p) − C(p − 1) (C(−1) = 0), C(p) = d · A(p), A(p) the area of pixel p right of the edge, so a row's
   running sum is each pixel's exact covered area, as `raw_line`'s one- and many-pixel formulas give it:
   with h = min(b, 1) and i = 1 / (2(b − a)) (0 for a vertical edge, where the terms it scales are 0),
   A(0) = (h − a)² · i + (1 − h) (the slope's part in pixel 0 plus the rest right of it) and
   A(1) = 1 − (b − h)² · i (all of pixel 1 but the triangle left of the edge's lower end); A(2) = 1.
   For b ≤ 1 this is the one-pixel formula (A(0) = 1 − (a + b)/2, A(1) exactly 1, cell 2 gets exactly
   0); for b > 1 the two-pixel one (a triangle, then the rest).
   
   Why: `raw_line` chose the one-pixel or the many-pixel formula per row step, and which one a step
   takes is data (an edge less steep than 45° crosses into the next pixel on some rows and not on
   others): the mispredicted branch was a seventh of the time spent adding edges. Here the choice is
   ≤ 2 pixels or more, which an edge steeper than about 63° (|dx/dy| < 1) never changes. Same
   instructions a frame, 7–9 % less time (bench draw's frame, byte-identical). */
static inline void two_pixel_step(float *cells, float a, float b, float d) {
    const float w = b - a;
    const float i = w > 0 ? 0.5f / w : 0.0f;
    const float h = SW_MIN(b, 1.0f);
    const float t0 = h - a, t1 = b - h;
    const float c0 = d * (t0 * t0 * i + (1.0f - h)), c1 = d * (1.0f - t1 * t1 * i);
    cells[0] += c0;
    cells[1] += c1 - c0;
    cells[2] += d - c1;
}

/* Cells a…b of a row step: inside the row's extent `e` (an edge's, see `raw_line`), grown to take them.
   Why: a drain that walks each row from its first written cell to its last (CMotionBlend's
   `cmotionblend_drain_over`) needs no bit per cell; two compares on a few bytes that stay in L1 (four
   rows a cache line) cost a third of `mark_few`'s instructions and none of its cache misses (a bit row
   per grid row). */
static inline void extend(int32_t *e, ptrdiff_t a, ptrdiff_t b) {
    const int32_t lo = (int32_t)a, hi = (int32_t)b;
    e[0] = lo < e[0] ? lo : e[0];
    e[1] = hi > e[1] ? hi : e[1];
}

/* A row step over more than two pixels (an edge less steep than about 63°, whose steps are a minority
   of a thin stroke's): kept out of `raw_line`'s loop so the two-pixel step's values stay in registers.
   `row`: the row's cells; `e`: the extent the step grows (NULL: none). */
static __attribute__((noinline)) void wide_step(cmotionraster_grid *g, float *row, ptrdiff_t y, double xa, double xb,
                                                ptrdiff_t xai, double x, double xnext, float d, int marking,
                                                int32_t *e) {
    const double xa_floor = (double)xai;
    const ptrdiff_t xbi = ceil_index(xb);
    if (xbi <= xai + 1) {
        const float xmf = (float)(0.5 * (x + xnext) - xa_floor);
        row[xai] += d - d * xmf;
        row[xai + 1] += d * xmf;
        if (marking) mark(g, y, xai, xai + 1);
        if (e) extend(e, xai, xai + 1);
    } else {
        const float s = (float)(1 / (xb - xa));
        const float x0f = (float)(xa - xa_floor);
        const float a0 = 0.5f * s * (1.0f - x0f) * (1.0f - x0f);
        const float x1f = (float)(xb - (double)xbi + 1);
        const float am = 0.5f * s * x1f * x1f;
        row[xai] += d * a0;
        if (xbi == xai + 2) {
            row[xai + 1] += d * (1.0f - a0 - am);
        } else {
            const float a1 = s * (1.5f - x0f);
            row[xai + 1] += d * (a1 - a0);
            for (ptrdiff_t xi = xai + 2; xi < xbi - 1; xi++) row[xi] += d * s;
            const float a2 = a1 + (float)(xbi - xai - 3) * s;
            row[xbi - 1] += d * (1.0f - a2 - am);
        }
        row[xbi] += d * am;
        if (marking) mark(g, y, xai, xbi);
        if (e) extend(e, xai, xbi);
    }
}

/* An edge with 0 ≤ x ≤ width; rows outside the grid are skipped. */
static void raw_line(cmotionraster_grid *g, double ax, double ay, double bx, double by) {
    if (ay == by) return;
    const int down = ay < by;
    const double x0 = down ? ax : bx, y0 = down ? ay : by, x1 = down ? bx : ax, y1 = down ? by : ay;
    const uint32_t sign = down ? 0 : 0x80000000u;
    const double dxdy = (x1 - x0) / (y1 - y0);
    const double w = (double)g->width;
    double x = x0;
    if (y0 < 0) x = SW_MIN(SW_MAX(x - y0 * dxdy, 0.0), w);
    const ptrdiff_t y_start = floor_index(SW_MIN(SW_MAX(y0, 0.0), (double)g->height));
    const ptrdiff_t y_end = ceil_index(SW_MIN(SW_MAX(y1, 0.0), (double)g->height));
    if (!(y_start < y_end)) return;
    const int marking = g->words > 0 && g->touched;
    int32_t *const extents = g->extents;
    if (marking || extents) {
        if (g->rows_lo >= g->rows_hi) {
            g->rows_lo = y_start;
            g->rows_hi = y_end;
        } else {
            g->rows_lo = SW_MIN(g->rows_lo, y_start);
            g->rows_hi = SW_MAX(g->rows_hi, y_end);
        }
    }
    float *const cells = g->cells;
    /* The extents this edge's steps grow, two a row: the row's left ones when the edge starts left of
       the grid's middle column, else its right ones. Two: a ring's row crosses it twice, left and right
       of its centre, and the untouched cells between are then skipped at once rather than looked at. */
    int32_t *const edge_extents = extents ? extents + (x < (double)(g->width >> 1) ? 0 : 2) : NULL;
    for (ptrdiff_t y = y_start; y < y_end; y++) {
        const ptrdiff_t row = y * g->stride;
        const double top = (double)y, bottom = top + 1;
        const double dy = (y1 < bottom ? y1 : bottom) - (y0 > top ? y0 : top);
        const double xs = x + dxdy * dy;
        const double xp = xs > 0 ? xs : 0;
        const double xnext = xp < w ? xp : w;
        union { float f; uint32_t u; } dv = { (float)dy };
        dv.u ^= sign;
        const float d = dv.f;
        const double xa = x < xnext ? x : xnext, xb = x < xnext ? xnext : x;
        const ptrdiff_t xai = floor_index(xa);
        const double xa_floor = (double)xai;
        if (xb - xa_floor <= 2) {
            two_pixel_step(cells + row + xai, (float)(xa - xa_floor), (float)(xb - xa_floor), d);
            if (marking) mark_few(g, y, xai, xb - xa_floor > 1 ? 3u : 2u);
            /* (The third cell may get an exact 0: walking it costs less than telling.) */
            if (edge_extents) extend(edge_extents + 4 * y, xai, xai + 2);
            x = xnext;
            continue;
        }
        wide_step(g, cells + row, y, xa, xb, xai, x, xnext, d, marking, edge_extents ? edge_extents + 4 * y : NULL);
        x = xnext;
    }
}

/* the part t0…t1 of the edge, lying wholly left of the grid, on it, or right of it. */
static inline void piece(cmotionraster_grid *g, double x0, double y0, double x1, double y1, double t0, double t1) {
    if (!(t1 > t0)) return;
    const double w = (double)g->width;
    const double ya = y0 + (y1 - y0) * t0, yb = y0 + (y1 - y0) * t1;
    const double xm = x0 + (x1 - x0) * (t0 + t1) / 2;
    if (xm >= w) return;
    if (xm <= 0) {
        raw_line(g, 0, ya, 0, yb);
        return;
    }
    const double xa = SW_MIN(SW_MAX(x0 + (x1 - x0) * t0, 0.0), w), xb = SW_MIN(SW_MAX(x0 + (x1 - x0) * t1, 0.0), w);
    raw_line(g, xa, ya, xb, yb);
}

/* an edge reaching past x = 0 or x = width, split there. */
static void clipped_line(cmotionraster_grid *g, double x0, double y0, double x1, double y1) {
    const double w = (double)g->width;
    double ta = 2.0, tb = 2.0;
    if ((x0 < 0) != (x1 < 0)) ta = (0 - x0) / (x1 - x0);
    if ((x0 > w) != (x1 > w)) {
        const double t = (w - x0) / (x1 - x0);
        if (t < ta) {
            tb = ta;
            ta = t;
        } else {
            tb = t;
        }
    }
    ta = SW_MIN(ta, 1.0);
    tb = SW_MIN(tb, 1.0);
    piece(g, x0, y0, x1, y1, 0, ta);
    piece(g, x0, y0, x1, y1, ta, tb);
    piece(g, x0, y0, x1, y1, tb, 1);
}

void cmotionraster_line(cmotionraster_grid *g, double x0, double y0, double x1, double y1) {
    if (y0 == y1 || !isfinite(x0) || !isfinite(y0) || !isfinite(x1) || !isfinite(y1)) return;
    const double w = (double)g->width;
    if (x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w) {
        raw_line(g, x0, y0, x1, y1);
        return;
    }
    clipped_line(g, x0, y0, x1, y1);
}

void cmotionraster_add(cmotionraster_grid *g, const double *c, ptrdiff_t count, double ox, double oy) {
    const double h = (double)g->height, w = (double)g->width;
    for (ptrdiff_t k = 0; k < count; k++, c += 4) {
        const double y0 = c[1] - oy, y1 = c[3] - oy;
        if ((y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h)) continue;
        const double x0 = c[0] - ox, x1 = c[2] - ox;
        /* Within the columns (so finite) and finite rows: `cmotionraster_line`'s checks in short (a
           shape's edges in a grid of its own box almost always are). */
        if (x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w && y0 - y0 == 0 && y1 - y1 == 0) {
            raw_line(g, x0, y0, x1, y1);
            continue;
        }
        cmotionraster_line(g, x0, y0, x1, y1);
    }
}
