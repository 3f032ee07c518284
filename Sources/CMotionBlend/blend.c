#include "cmotionblend.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#include <math.h>

int cmotionblend_available(void) {
    static int state = -1;  /* benign race: every thread computes the same value */
    if (state < 0) {
        __builtin_cpu_init();
        state = __builtin_cpu_supports("avx2") ? 1 : 0;
    }
    return state;
}

/* x / 255 rounded to nearest in every 16-bit lane (x <= 255 * 255): the high half of (x + 128) * 257. */
__attribute__((target("avx2"))) static inline __m256i divide255(__m256i x) {
    return _mm256_mulhi_epu16(_mm256_add_epi16(x, _mm256_set1_epi16(128)), _mm256_set1_epi16(257));
}

/* The running sums of eight cells from `sum`, added in order (the rounding of one add at a time). */
__attribute__((target("avx2"))) static inline __m256 prefix(const float *c, float *sum) {
    float a0 = *sum + c[0], a1 = a0 + c[1], a2 = a1 + c[2], a3 = a2 + c[3];
    float a4 = a3 + c[4], a5 = a4 + c[5], a6 = a5 + c[6], a7 = a6 + c[7];
    *sum = a7;
    return _mm256_setr_ps(a0, a1, a2, a3, a4, a5, a6, a7);
}

/* One group: coverage |a| (0…1, NaN 0) to 0…255 in both 16-bit halves of each lane, the blend of
   eight pixels `d`; `covered`: the lanes above 1e-6 as bits. */
__attribute__((target("avx2"))) static inline __m256i group(__m256 a, __m256i d, __m256i sourceRB, __m256i sourceGA,
                                                           __m256i alpha, int *covered) {
    const __m256 k = _mm256_and_ps(a, _mm256_castsi256_ps(_mm256_set1_epi32(0x7FFFFFFF)));
    *covered = _mm256_movemask_ps(_mm256_cmp_ps(k, _mm256_set1_ps(1e-6f), _CMP_GT_OQ));
    const __m256 one = _mm256_set1_ps(1.0f);
    __m256 bits = _mm256_and_ps(k, _mm256_cmp_ps(k, _mm256_setzero_ps(), _CMP_GT_OQ));
    const __m256 above = _mm256_cmp_ps(k, one, _CMP_GT_OQ);
    bits = _mm256_or_ps(_mm256_andnot_ps(above, bits), _mm256_and_ps(one, above));
    const __m256 scaled = _mm256_add_ps(_mm256_mul_ps(bits, _mm256_set1_ps(255.0f)), _mm256_set1_ps(8388608.0f));
    __m256i c = _mm256_and_si256(_mm256_castps_si256(scaled), _mm256_set1_epi32(0x1FF));
    c = _mm256_or_si256(c, _mm256_slli_epi32(c, 16));
    const __m256i keep = _mm256_sub_epi16(_mm256_set1_epi16(255), divide255(_mm256_mullo_epi16(alpha, c)));
    const __m256i low = _mm256_set1_epi16(0xFF);
    const __m256i rb = _mm256_add_epi16(divide255(_mm256_mullo_epi16(sourceRB, c)),
                                        divide255(_mm256_mullo_epi16(_mm256_and_si256(d, low), keep)));
    const __m256i ga = _mm256_add_epi16(divide255(_mm256_mullo_epi16(sourceGA, c)),
                                        divide255(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), keep)));
    return _mm256_or_si256(rb, _mm256_slli_epi16(ga, 8));
}

/* A source colour as `group` reads it: red and blue, green and alpha in 16-bit lanes, alpha alone. */
typedef struct { __m256i rb, ga, alpha; } source_lanes;

__attribute__((target("avx2"))) static inline source_lanes lanes_of(uint32_t source) {
    const uint32_t rb = source & 0x00FF00FFu, ga = (source >> 8) & 0x00FF00FFu;
    source_lanes l;
    l.rb = _mm256_set1_epi32((int)rb);
    l.ga = _mm256_set1_epi32((int)ga);
    l.alpha = _mm256_set1_epi16((short)(ga >> 16));
    return l;
}

/* cmotionblend_sum_over with the source's lanes made once by the caller (a drain blends a call's every
   segment in the same colour). */
__attribute__((target("avx2")))
static inline float sum_over(uint32_t *words, float *cells, ptrdiff_t count, ptrdiff_t room, float sum,
                             const source_lanes *source, ptrdiff_t *first, ptrdiff_t *last) {
    const __m256i sourceRB = source->rb, sourceGA = source->ga, alpha = source->alpha;
    ptrdiff_t x = 0;
    int covered;
    for (; x + 8 <= count; x += 8) {
        const __m256 a = prefix(cells + x, &sum);
        _mm256_storeu_ps(cells + x, _mm256_setzero_ps());
        const __m256i d = _mm256_loadu_si256((const __m256i *)(words + x));
        _mm256_storeu_si256((__m256i *)(words + x), group(a, d, sourceRB, sourceGA, alpha, &covered));
        if (covered) {
            if (*first < 0) *first = x + __builtin_ctz((unsigned)covered);
            *last = x + 31 - __builtin_clz((unsigned)covered);
        }
    }
    const ptrdiff_t rest = count - x;
    if (rest == 0) return sum;
    if (x + 8 <= room) {
        /* The last pixels as a whole group: lanes past `count` take their cell as 0 (their sums are the
           last pixel's) and keep their pixel and cell. */
        const __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)rest), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        float c[8];
        _mm256_storeu_ps(c, _mm256_and_ps(_mm256_loadu_ps(cells + x), _mm256_castsi256_ps(lanes)));
        _mm256_maskstore_ps(cells + x, lanes, _mm256_setzero_ps());
        /* The zero cells past `count` leave the sum as the last pixel's (up to the sign of a zero sum,
           which no coverage or later sum tells apart). */
        const __m256 a = prefix(c, &sum);
        const __m256i d = _mm256_loadu_si256((const __m256i *)(words + x));
        const __m256i out = group(a, d, sourceRB, sourceGA, alpha, &covered);
        _mm256_storeu_si256((__m256i *)(words + x), _mm256_blendv_epi8(d, out, lanes));
        covered &= (1 << rest) - 1;
        if (covered) {
            if (*first < 0) *first = x + __builtin_ctz((unsigned)covered);
            *last = x + 31 - __builtin_clz((unsigned)covered);
        }
        return sum;
    }
    /* Near the row's end: one pixel at a time (lanes of a group padded in registers). */
    for (; x < count; x++) {
        float c[8] = {cells[x], 0, 0, 0, 0, 0, 0, 0};
        cells[x] = 0;
        const __m256 a = prefix(c, &sum);  /* the seven zero cells leave the sum as it is */
        const __m256i d = _mm256_set1_epi32((int)words[x]);
        const __m256i out = group(a, d, sourceRB, sourceGA, alpha, &covered);
        words[x] = (uint32_t)_mm256_cvtsi256_si32(out);
        if (covered & 1) {
            if (*first < 0) *first = x;
            *last = x;
        }
    }
    return sum;
}

__attribute__((target("avx2")))
float cmotionblend_sum_over(uint32_t *words, float *cells, ptrdiff_t count, ptrdiff_t room, float sum,
                            uint32_t source, ptrdiff_t *first, ptrdiff_t *last) {
    const source_lanes lanes = lanes_of(source);
    return sum_over(words, cells, count, room, sum, &lanes, first, last);
}

/* CoverageAccumulator.fold under the nonzero rule: min(|sum|, 1), NaN kept (then below any threshold). */
static inline float fold_nonzero(float sum) {
    const float a = fabsf(sum);
    return 1.0f < a ? 1.0f : a;
}

/* A pixel whose coverage (min(|sum|, 1)) is below this blends to 0 of 255 (`group` rounds k·255 < 0.5 to
   0, and its blend at 0 gives back the pixel's bytes): a group of untouched cells at such a sum is left
   as it is, unread. 1/510 ≈ 0.00196. */
static const float invisible_coverage = 0.0019f;

/* Untouched cells inside the shape, from this many on, are painted as one constant run
   (`blend_constant`: no sums, no cells to read or clear) rather than summed group by group
   (MotionRaster's CoverageAccumulator.mergedGap). */
enum { constant_run = 32 };

/* Whether the eight cells from `c` are all +0 (never written, or drained). */
__attribute__((target("avx2"))) static inline int untouched(const float *c) {
    const __m256i v = _mm256_castps_si256(_mm256_loadu_ps(c));
    return _mm256_testz_si256(v, v);
}

/* The running sums of eight cells from `sum` as `prefix` gives them, but added in a tree: each half's
   own sums in two shifted adds, the low half's total added to the high half, then `sum` to all. Why:
   `prefix`'s eight adds in a row are one chain through every group of a row (about 32 cycles a group
   waiting on the one before); here a group waits on the one before for one add. The sums differ from
   the chain's in their last bits only (another order of the same float adds), which moves a pixel's
   byte at most by one where its coverage lies that close to halfway between two. */
__attribute__((target("avx2"))) static inline __m256 prefix_wide(const float *c, float *sum) {
    __m256 x = _mm256_loadu_ps(c);
    x = _mm256_add_ps(x, _mm256_castsi256_ps(_mm256_slli_si256(_mm256_castps_si256(x), 4)));
    x = _mm256_add_ps(x, _mm256_castsi256_ps(_mm256_slli_si256(_mm256_castps_si256(x), 8)));
    /* The low half's total (lane 3) into every lane of the high half. */
    const __m256 low = _mm256_permute2f128_ps(x, x, 0x08);
    x = _mm256_add_ps(x, _mm256_shuffle_ps(low, low, 0xFF));
    x = _mm256_add_ps(x, _mm256_set1_ps(*sum));
    *sum = _mm256_cvtss_f32(_mm256_permutevar8x32_ps(x, _mm256_set1_epi32(7)));
    return x;
}

/* One grid row being drained: its cells, the pixel of its cell 0, the running sum, the covered cells
   (first and last, −1: none) and what every row shares. */
typedef struct {
    float *cells;
    uint32_t *words;
    float acc;
    ptrdiff_t first, last_group;
    int last_mask;
} row_walk;

/* What a drain's rows share: the clip's cells ca..<cb (pixels inside the clip's columns and the
   grid), `room` (the cells a whole group may reach: its pixels inside the clip and the bitmap, its
   cells inside the grid's row), the grid's stride, the bitmap's room right of cell 0 (its width −
   origin x), the source's lanes. */
typedef struct {
    ptrdiff_t ca, cb, room, stride, bitmap_room;
    source_lanes lanes;
} drain_shared;

/* Pixels of cells x..<x1 of the row (clipped to ca..<cb) blended at one coverage k (≥ the invisible
   one, ≤ 1): a stretch of untouched cells inside a shape, whose running sum is k's. Not inlined: it is
   rare, and its copies cost the row loop its registers. */
__attribute__((target("avx2"), noinline))
static void blend_constant(row_walk *r, const drain_shared *s, ptrdiff_t x, ptrdiff_t x1, float k) {
    if (x < s->ca) x = s->ca;
    if (x1 > s->cb) x1 = s->cb;
    if (!(x < x1)) return;
    uint32_t *const words = r->words;
    const __m256 a = _mm256_set1_ps(k);
    int covered;
    if (r->first < 0) r->first = x;
    r->last_group = x1 - 1;
    r->last_mask = 1;
    for (; x + 8 <= x1; x += 8) {
        const __m256i d = _mm256_loadu_si256((const __m256i *)(words + x));
        _mm256_storeu_si256((__m256i *)(words + x), group(a, d, s->lanes.rb, s->lanes.ga, s->lanes.alpha, &covered));
    }
    if (x < x1) {
        if (x + 8 <= s->bitmap_room) {
            const __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(x1 - x)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            const __m256i d = _mm256_loadu_si256((const __m256i *)(words + x));
            const __m256i out = group(a, d, s->lanes.rb, s->lanes.ga, s->lanes.alpha, &covered);
            _mm256_storeu_si256((__m256i *)(words + x), _mm256_blendv_epi8(d, out, lanes));
        } else {
            for (; x < x1; x++) {
                const __m256i out = group(a, _mm256_set1_epi32((int)words[x]), s->lanes.rb, s->lanes.ga, s->lanes.alpha, &covered);
                words[x] = (uint32_t)_mm256_cvtsi256_si32(out);
            }
        }
    }
}

/* Cells x..<x1 of the row (ca ≤ x < x1 ≤ cb) summed in order, set to 0 and blended, eight at a time.
   The last group is a whole one when it stays inside `room` (the cells past x1 are then drained too,
   in order: untouched ones take the running sum, which is their pixels' coverage, and pixels right of
   the grid are right of the shape's box, outside it, at a sum of 0 to rounding); groups of
   untouched cells are skipped while the sum is invisible, and a long stretch of them inside the shape
   is one constant run. Returns where the row's cells are drained to (≥ x1). */
__attribute__((target("avx2"), always_inline))
static inline ptrdiff_t blend_cells(row_walk *r, const drain_shared *s, ptrdiff_t y, ptrdiff_t x, ptrdiff_t x1) {
    float *const row = r->cells;
    uint32_t *const words = r->words;
    int covered;
    while (x < x1) {
        if (x + 8 > s->room) {
            /* At the clip's or the bitmap's right end: sum_over's tail (a masked whole group where the
               bitmap's row and the grid's row leave room, else one pixel at a time). */
            ptrdiff_t f = -1, g = -1;
            ptrdiff_t room = s->bitmap_room - x < s->stride - x ? s->bitmap_room - x : s->stride - x;
            if (room < x1 - x) room = x1 - x;
            r->acc = sum_over(words + x, row + x, x1 - x, room, r->acc, &s->lanes, &f, &g);
            if (f >= 0) {
                if (r->first < 0) r->first = x + f;
                r->last_group = x + g;
                r->last_mask = 1;
            }
            return x1;
        }
        if (untouched(row + x)) {
            const float k = fold_nonzero(r->acc);
            if (!(k >= invisible_coverage)) {  /* (NaN: invisible too, as `group` blends it) */
                x += 8;
                continue;
            }
            ptrdiff_t z = x + 8;
            while (z + 8 <= x1 && untouched(row + z)) z += 8;
            if (z - x >= constant_run) {
                blend_constant(r, s, x, z, k);
                x = z;
                continue;
            }
        }
        const __m256 a = prefix_wide(row + x, &r->acc);
        _mm256_storeu_ps(row + x, _mm256_setzero_ps());
        const __m256i d = _mm256_loadu_si256((const __m256i *)(words + x));
        _mm256_storeu_si256((__m256i *)(words + x), group(a, d, s->lanes.rb, s->lanes.ga, s->lanes.alpha, &covered));
        if (covered) {
            if (r->first < 0) r->first = x + __builtin_ctz((unsigned)covered);
            r->last_group = x;
            r->last_mask = covered;
        }
        x += 8;
    }
    return x;
}

/* Cells x..<end of the row drained: those left of the clip only summed, those inside blended
   (`blend_cells`), those right of it summed; all set to 0. Returns where the row is drained to. */
__attribute__((target("avx2"), always_inline))
static inline ptrdiff_t drain_cells(row_walk *r, const drain_shared *s, ptrdiff_t y, ptrdiff_t x, ptrdiff_t end) {
    float *const row = r->cells;
    if (x < s->ca) {
        const ptrdiff_t stop = end < s->ca ? end : s->ca;
        for (; x < stop; x++) { r->acc += row[x]; row[x] = 0; }
    }
    if (x < end && x < s->cb) x = blend_cells(r, s, y, x, end < s->cb ? end : s->cb);
    for (; x < end; x++) { r->acc += row[x]; row[x] = 0; }
    return x;
}

__attribute__((target("avx2")))
void cmotionblend_drain_over(float *cells, int32_t *extents, ptrdiff_t width, ptrdiff_t stride,
                             ptrdiff_t rows_lo, ptrdiff_t rows_hi, cmotionblend_target *t) {
    const ptrdiff_t ox = t->origin_x;
    drain_shared s;
    s.lanes = lanes_of(t->source);
    s.ca = t->clip_x0 - ox > 0 ? t->clip_x0 - ox : 0;
    s.cb = t->clip_x1 - ox < width ? t->clip_x1 - ox : width;
    s.stride = stride;
    s.bitmap_room = t->width - ox;
    {
        const ptrdiff_t clip_room = t->clip_x1 - ox;
        ptrdiff_t room = clip_room < s.bitmap_room ? clip_room : s.bitmap_room;
        s.room = room < stride ? room : stride;
    }
    ptrdiff_t box0 = t->box[0], box1 = t->box[1], box2 = t->box[2], box3 = t->box[3];
    for (ptrdiff_t y = rows_lo; y < rows_hi; y++) {
        int32_t *const e = extents + 4 * y;
        /* The row's written cells: lo0..<end0 then lo1..<end1, apart (the two extents, in order, or
           one when they overlap or touch). */
        ptrdiff_t lo0 = e[0], end0 = (ptrdiff_t)e[1] + 1, lo1 = e[2], end1 = (ptrdiff_t)e[3] + 1;
        e[0] = INT32_MAX; e[1] = -1; e[2] = INT32_MAX; e[3] = -1;
        if (!(lo0 < end0)) { lo0 = lo1; end0 = end1; lo1 = end1 = 0; }
        else if (lo1 < end1) {
            if (lo1 <= end0 && lo0 <= end1) {
                lo0 = lo0 < lo1 ? lo0 : lo1;
                end0 = end0 > end1 ? end0 : end1;
                lo1 = end1 = 0;
            } else if (lo1 < lo0) {
                const ptrdiff_t l = lo0, n = end0;
                lo0 = lo1; end0 = end1; lo1 = l; end1 = n;
            }
        }
        if (!(lo0 < end0)) continue;
        float *const row = cells + y * stride;
        const ptrdiff_t py = y + t->origin_y;
        if (!(py >= t->clip_y0 && py < t->clip_y1) || !(s.ca < s.cb)) {
            __builtin_memset(row + lo0, 0, (size_t)(end0 - lo0) * sizeof(float));
            if (lo1 < end1) __builtin_memset(row + lo1, 0, (size_t)(end1 - lo1) * sizeof(float));
            continue;
        }
        row_walk r = { row, t->pixels + py * t->width + ox, 0, -1, -1, 0 };
        ptrdiff_t done = drain_cells(&r, &s, y, lo0, end0);
        if (lo1 < end1) {
            if (done < lo1) {
                /* The untouched cells between: the running sum's coverage (inside a shape: painted). */
                const float k = fold_nonzero(r.acc);
                const ptrdiff_t ga = done > s.ca ? done : s.ca, gb = lo1 < s.cb ? lo1 : s.cb;
                ptrdiff_t from = lo1;
                if (k >= invisible_coverage && ga < gb) {
                    if (gb - ga >= constant_run) {
                        blend_constant(&r, &s, ga, gb, k);
                    } else {
                        /* (a whole last group may drain into the second extent) */
                        const ptrdiff_t reached = blend_cells(&r, &s, y, ga, gb);
                        if (reached > from) from = reached;
                    }
                }
                done = drain_cells(&r, &s, y, from, end1 > from ? end1 : from);
            } else {
                /* The first extent's whole last group reached into the second: the rest of it. */
                done = drain_cells(&r, &s, y, done, end1 > done ? end1 : done);
            }
        }
        /* A shape whose right edge lies past the grid covers the rest of the row (a sum left over from
           rounding, invisible, paints nothing). */
        if (done < width) {
            const float c = fold_nonzero(r.acc);
            if (c >= invisible_coverage) blend_constant(&r, &s, done, width, c);
        }
        if (r.first >= 0) {
            const ptrdiff_t last = r.last_group + 31 - __builtin_clz((unsigned)r.last_mask);
            if (ox + r.first < box0) box0 = ox + r.first;
            if (ox + last + 1 > box1) box1 = ox + last + 1;
            if (py < box2) box2 = py;
            if (py + 1 > box3) box3 = py + 1;
        }
    }
    t->box[0] = box0; t->box[1] = box1; t->box[2] = box2; t->box[3] = box3;
}

/* Gathers four table entries at the 32.32 fixed-point indices of `idx` (their high halves). */
__attribute__((target("avx2"))) static inline __m128i entries(const uint32_t *table, __m256i idx) {
    return _mm256_i64gather_epi32((const int *)table, _mm256_srli_epi64(idx, 32), 4);
}

/* The whole parts (high halves) of eight 32.32 indices, four in `lo` and four in `hi`, as eight 32-bit
   lanes in order. */
__attribute__((target("avx2"))) static inline __m256i whole_parts(__m256i lo, __m256i hi) {
    /* Odd dwords of each: [lo1 lo3 hi1 hi3 | lo5 lo7 hi5 hi7] → in order. */
    const __m256 odd = _mm256_shuffle_ps(_mm256_castsi256_ps(lo), _mm256_castsi256_ps(hi), _MM_SHUFFLE(3, 1, 3, 1));
    return _mm256_permute4x64_epi64(_mm256_castps_si256(odd), _MM_SHUFFLE(3, 1, 2, 0));
}

__attribute__((target("avx2")))
void cmotionblend_table_row(uint32_t *words, const uint32_t *table, ptrdiff_t entries_count, int64_t index, int64_t step,
                            ptrdiff_t count) {
    ptrdiff_t i = 0;
    if (count >= 8) {
        const __m256i lanes = _mm256_setr_epi64x(0, step, 2 * step, 3 * step);
        __m256i lo = _mm256_add_epi64(_mm256_set1_epi64x(index), lanes);
        __m256i hi = _mm256_add_epi64(lo, _mm256_set1_epi64x(4 * step));
        const __m256i advance = _mm256_set1_epi64x(8 * step);
        /* At most one entry a pixel (a gradient longer than its table is wide: the usual case), a group's
           eight entries lie within eight from its first: one load and a permute instead of a gather. */
        const int near = step >= 0 && step <= ((int64_t)1 << 32);
        for (; i + 8 <= count; i += 8) {
            const int64_t first = (int64_t)((uint64_t)index + (uint64_t)step * (uint64_t)i) >> 32;
            __m256i out;
            if (near && first + 8 <= entries_count) {
                const __m256i run = _mm256_loadu_si256((const __m256i *)(table + first));
                const __m256i offsets = _mm256_sub_epi32(whole_parts(lo, hi), _mm256_set1_epi32((int)first));
                out = _mm256_permutevar8x32_epi32(run, offsets);
            } else {
                out = _mm256_set_m128i(entries(table, hi), entries(table, lo));
            }
            _mm256_storeu_si256((__m256i *)(words + i), out);
            lo = _mm256_add_epi64(lo, advance);
            hi = _mm256_add_epi64(hi, advance);
        }
        index = (int64_t)((uint64_t)index + (uint64_t)step * (uint64_t)i);
    }
    for (; i < count; i++) {
        words[i] = table[index >> 32];
        index = (int64_t)((uint64_t)index + (uint64_t)step);
    }
}

#else

int cmotionblend_available(void) { return 0; }

float cmotionblend_sum_over(uint32_t *words, float *cells, ptrdiff_t count, ptrdiff_t room, float sum,
                            uint32_t source, ptrdiff_t *first, ptrdiff_t *last) {
    (void)words; (void)cells; (void)count; (void)room; (void)source; (void)first; (void)last;
    return sum;
}

void cmotionblend_table_row(uint32_t *words, const uint32_t *table, ptrdiff_t entries_count, int64_t index, int64_t step,
                            ptrdiff_t count) {
    (void)words; (void)table; (void)entries_count; (void)index; (void)step; (void)count;
}

void cmotionblend_drain_over(float *cells, int32_t *extents, ptrdiff_t width, ptrdiff_t stride,
                             ptrdiff_t rows_lo, ptrdiff_t rows_hi, cmotionblend_target *target) {
    (void)cells; (void)extents; (void)width; (void)stride; (void)rows_lo; (void)rows_hi; (void)target;
}

#endif
