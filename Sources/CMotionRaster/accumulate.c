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

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define CMOTIONRASTER_WIDE 1

/* 1 when the CPU has AVX2 (checked once; a benign race: every thread computes the same value). */
static int wide_available(void) {
    static int state = -1;
    if (state < 0) {
        __builtin_cpu_init();
        state = __builtin_cpu_supports("avx2") ? 1 : 0;
    }
    return state;
}

/* `raw_line`'s row steps four rows at a time, for a grid whose cells are not marked (AVX2). Each row's
   x at its top and bottom comes straight from the edge's start (x0 + dxdy · (y − y0), clamped to the
   grid) rather than stepped from the row above: the same line to rounding, and four rows' values in
   one vector each. The two-pixel step's arithmetic is `two_pixel_step`'s, lane by lane; a row whose
   step spans more pixels takes `wide_step`. Why: the scalar loop's each row step was about 80
   instructions, a third of a thin stroke's whole cost; here four rows are about 120. */
__attribute__((target("avx2")))
static void steps_by_four(cmotionraster_grid *g, double x0, double y0, double y1, double dxdy, uint32_t sign,
                          ptrdiff_t y_start, ptrdiff_t y_end, int32_t *edge_extents) {
    const __m256d vx0 = _mm256_set1_pd(x0), vy0 = _mm256_set1_pd(y0), vy1 = _mm256_set1_pd(y1);
    const __m256d vdxdy = _mm256_set1_pd(dxdy), vw = _mm256_set1_pd((double)g->width);
    const __m256d zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1.0), two = _mm256_set1_pd(2.0);
    const __m256d lanes = _mm256_setr_pd(0, 1, 2, 3);
    const __m128 vsign = _mm_castsi128_ps(_mm_set1_epi32((int)sign));
    const __m128 onef = _mm_set1_ps(1.0f), halff = _mm_set1_ps(0.5f), zerof = _mm_setzero_ps();
    float *const cells = g->cells;
    const ptrdiff_t stride = g->stride;
    for (ptrdiff_t y = y_start; y < y_end; y += 4) {
        const __m256d top = _mm256_add_pd(_mm256_set1_pd((double)y), lanes);
        const __m256d bottom = _mm256_add_pd(top, one);
        /* SW_MAX(y0, top) and SW_MIN(y1, bottom), as the scalar step reads them. */
        const __m256d ya = _mm256_blendv_pd(top, vy0, _mm256_cmp_pd(vy0, top, _CMP_GT_OQ));
        const __m256d yb = _mm256_blendv_pd(bottom, vy1, _mm256_cmp_pd(vy1, bottom, _CMP_LT_OQ));
        const __m256d dy = _mm256_sub_pd(yb, ya);
        __m256d xt = _mm256_add_pd(vx0, _mm256_mul_pd(vdxdy, _mm256_sub_pd(ya, vy0)));
        __m256d xn = _mm256_add_pd(vx0, _mm256_mul_pd(vdxdy, _mm256_sub_pd(yb, vy0)));
        xt = _mm256_min_pd(_mm256_max_pd(xt, zero), vw);
        xn = _mm256_min_pd(_mm256_max_pd(xn, zero), vw);
        const __m256d xa = _mm256_min_pd(xt, xn), xb = _mm256_max_pd(xt, xn);
        const __m128i xai = _mm256_cvttpd_epi32(xa);
        const __m256d xaf = _mm256_cvtepi32_pd(xai);
        const __m256d span = _mm256_sub_pd(xb, xaf);
        const int wide = _mm256_movemask_pd(_mm256_cmp_pd(span, two, _CMP_GT_OQ));
        const __m128 a = _mm256_cvtpd_ps(_mm256_sub_pd(xa, xaf)), b = _mm256_cvtpd_ps(span);
        const __m128 d = _mm_xor_ps(_mm256_cvtpd_ps(dy), vsign);
        /* two_pixel_step, four rows at once. */
        const __m128 w = _mm_sub_ps(b, a);
        const __m128 i = _mm_and_ps(_mm_cmpgt_ps(w, zerof), _mm_div_ps(halff, w));
        const __m128 h = _mm_min_ps(onef, b);
        const __m128 t0 = _mm_sub_ps(h, a), t1 = _mm_sub_ps(b, h);
        const __m128 c0 = _mm_mul_ps(d, _mm_add_ps(_mm_mul_ps(_mm_mul_ps(t0, t0), i), _mm_sub_ps(onef, h)));
        const __m128 c1 = _mm_mul_ps(d, _mm_sub_ps(onef, _mm_mul_ps(_mm_mul_ps(t1, t1), i)));
        float k0[4], k1[4], k2[4], dd[4];
        int32_t xs[4];
        _mm_storeu_ps(k0, c0);
        _mm_storeu_ps(k1, _mm_sub_ps(c1, c0));
        _mm_storeu_ps(k2, _mm_sub_ps(d, c1));
        _mm_storeu_si128((__m128i *)xs, xai);
        if (wide) _mm_storeu_ps(dd, d);
        const ptrdiff_t n = y_end - y < 4 ? y_end - y : 4;
        if (n == 4 && !wide) {
            /* (Most of an edge's rows: four two-pixel steps, straight.) */
            float *c = cells + y * stride;
            c[xs[0]] += k0[0]; c[xs[0] + 1] += k1[0]; c[xs[0] + 2] += k2[0];
            c += stride;
            c[xs[1]] += k0[1]; c[xs[1] + 1] += k1[1]; c[xs[1] + 2] += k2[1];
            c += stride;
            c[xs[2]] += k0[2]; c[xs[2] + 1] += k1[2]; c[xs[2] + 2] += k2[2];
            c += stride;
            c[xs[3]] += k0[3]; c[xs[3] + 1] += k1[3]; c[xs[3] + 2] += k2[3];
            if (edge_extents) {
                int32_t *e = edge_extents + 4 * y;
                extend(e, xs[0], xs[0] + 2);
                extend(e + 4, xs[1], xs[1] + 2);
                extend(e + 8, xs[2], xs[2] + 2);
                extend(e + 12, xs[3], xs[3] + 2);
            }
            continue;
        }
        for (ptrdiff_t j = 0; j < n; j++) {
            const ptrdiff_t row = y + j;
            int32_t *const e = edge_extents ? edge_extents + 4 * row : NULL;
            if (wide & (1 << j)) {
                double xa_j[4], xb_j[4], xt_j[4], xn_j[4];
                _mm256_storeu_pd(xa_j, xa);
                _mm256_storeu_pd(xb_j, xb);
                _mm256_storeu_pd(xt_j, xt);
                _mm256_storeu_pd(xn_j, xn);
                wide_step(g, cells + row * stride, row, xa_j[j], xb_j[j], xs[j], xt_j[j], xn_j[j], dd[j], 0, e);
                continue;
            }
            float *const c = cells + row * stride + xs[j];
            c[0] += k0[j];
            c[1] += k1[j];
            c[2] += k2[j];
            if (e) extend(e, xs[j], xs[j] + 2);
        }
    }
}
#endif

/* An edge with 0 ≤ x ≤ width; rows outside the grid are skipped. `wide` (a constant where it is
   inlined): the grid's cells are not marked and the CPU has AVX2, so the row steps go four at a time. */
static inline __attribute__((always_inline)) void raw_line_body(cmotionraster_grid *g, double ax, double ay, double bx,
                                                                double by, const int wide) {
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
#ifdef CMOTIONRASTER_WIDE
    if (wide) {
        steps_by_four(g, x0, y0, y1, dxdy, sign, y_start, y_end, edge_extents);
        return;
    }
#else
    (void)wide;
#endif
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

/* An edge with 0 ≤ x ≤ width, one row step at a time. */
static void raw_line(cmotionraster_grid *g, double ax, double ay, double bx, double by) {
    raw_line_body(g, ax, ay, bx, by, 0);
}

/* How an edge inside the grid's columns is added: `raw_line` or its four-row form. */
typedef void (*edge_adder)(cmotionraster_grid *g, double ax, double ay, double bx, double by);

/* the part t0…t1 of the edge, lying wholly left of the grid, on it, or right of it. */
static inline void piece(cmotionraster_grid *g, double x0, double y0, double x1, double y1, double t0, double t1,
                         edge_adder raw) {
    if (!(t1 > t0)) return;
    const double w = (double)g->width;
    const double ya = y0 + (y1 - y0) * t0, yb = y0 + (y1 - y0) * t1;
    const double xm = x0 + (x1 - x0) * (t0 + t1) / 2;
    if (xm >= w) return;
    if (xm <= 0) {
        raw(g, 0, ya, 0, yb);
        return;
    }
    const double xa = SW_MIN(SW_MAX(x0 + (x1 - x0) * t0, 0.0), w), xb = SW_MIN(SW_MAX(x0 + (x1 - x0) * t1, 0.0), w);
    raw(g, xa, ya, xb, yb);
}

/* an edge reaching past x = 0 or x = width, split there. */
static void clipped_line(cmotionraster_grid *g, double x0, double y0, double x1, double y1, edge_adder raw) {
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
    piece(g, x0, y0, x1, y1, 0, ta, raw);
    piece(g, x0, y0, x1, y1, ta, tb, raw);
    piece(g, x0, y0, x1, y1, tb, 1, raw);
}

/* `cmotionraster_line` adding its pieces with `raw`. */
static void line_with(cmotionraster_grid *g, double x0, double y0, double x1, double y1, edge_adder raw) {
    if (y0 == y1 || !isfinite(x0) || !isfinite(y0) || !isfinite(x1) || !isfinite(y1)) return;
    const double w = (double)g->width;
    if (x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w) {
        raw(g, x0, y0, x1, y1);
        return;
    }
    clipped_line(g, x0, y0, x1, y1, raw);
}

#ifdef CMOTIONRASTER_WIDE
/* `raw_line` with the four-row steps (AVX2, an unmarked grid). */
__attribute__((target("avx2"))) static void raw_line_wide(cmotionraster_grid *g, double ax, double ay, double bx, double by) {
    raw_line_body(g, ax, ay, bx, by, 1);
}
#endif

void cmotionraster_line(cmotionraster_grid *g, double x0, double y0, double x1, double y1) {
#ifdef CMOTIONRASTER_WIDE
    if (!(g->words > 0 && g->touched) && wide_available()) {
        line_with(g, x0, y0, x1, y1, raw_line_wide);
        return;
    }
#endif
    line_with(g, x0, y0, x1, y1, raw_line);
}

/* `cmotionraster_add`'s loop; `wide` as for `raw_line_body`. */
static inline __attribute__((always_inline)) void add_edges(cmotionraster_grid *g, const double *c, ptrdiff_t count,
                                                            double ox, double oy, const int wide) {
    const double h = (double)g->height, w = (double)g->width;
    for (ptrdiff_t k = 0; k < count; k++, c += 4) {
        const double y0 = c[1] - oy, y1 = c[3] - oy;
        if ((y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h)) continue;
        const double x0 = c[0] - ox, x1 = c[2] - ox;
        /* Within the columns (so finite) and finite rows: `cmotionraster_line`'s checks in short (a
           shape's edges in a grid of its own box almost always are). */
        if (x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w && y0 - y0 == 0 && y1 - y1 == 0) {
            raw_line_body(g, x0, y0, x1, y1, wide);
            continue;
        }
#ifdef CMOTIONRASTER_WIDE
        line_with(g, x0, y0, x1, y1, wide ? raw_line_wide : raw_line);
#else
        line_with(g, x0, y0, x1, y1, raw_line);
#endif
    }
}

#ifdef CMOTIONRASTER_WIDE
/* The edges of an unmarked grid on an AVX2 CPU: one loop with the four-row steps inlined (a call and
   its set-up per edge were a tenth of adding it). */
__attribute__((target("avx2"))) static void add_edges_wide(cmotionraster_grid *g, const double *c, ptrdiff_t count,
                                                           double ox, double oy) {
    add_edges(g, c, count, ox, oy, 1);
}
#endif

void cmotionraster_add(cmotionraster_grid *g, const double *c, ptrdiff_t count, double ox, double oy) {
#ifdef CMOTIONRASTER_WIDE
    if (!(g->words > 0 && g->touched) && wide_available()) {
        add_edges_wide(g, c, count, ox, oy);
        return;
    }
#endif
    add_edges(g, c, count, ox, oy, 0);
}
