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

/* Untouched cells between touched ones, up to this many, are blended inside the touched stretch
   (MotionRaster's CoverageAccumulator.mergedGap). */
enum { merged_gap = 32 };

/* CoverageAccumulator.fold under the nonzero rule: min(|sum|, 1), NaN kept (then below any threshold). */
static inline float fold_nonzero(float sum) {
    const float a = fabsf(sum);
    return 1.0f < a ? 1.0f : a;
}

/* One segment x0..<x1 of grid row y (PendingPaint's solid source-over segment): the cells outside the
   clip only summed, those inside summed and blended. Returns the sum after x1. */
__attribute__((target("avx2")))
static inline float drain_segment(float *row, ptrdiff_t y, ptrdiff_t x0, ptrdiff_t x1, float sum, ptrdiff_t stride,
                                  cmotionblend_target *t, const source_lanes *lanes) {
    const ptrdiff_t ox = t->origin_x, py = y + t->origin_y;
    const ptrdiff_t a = x0 + ox > t->clip_x0 ? x0 + ox : t->clip_x0;
    const ptrdiff_t b = x1 + ox < t->clip_x1 ? x1 + ox : t->clip_x1;
    float acc = sum;
    if (!(py >= t->clip_y0 && py < t->clip_y1 && a < b)) {
        for (ptrdiff_t x = x0; x < x1; x++) { acc += row[x]; row[x] = 0; }
        return acc;
    }
    for (ptrdiff_t x = x0; x < a - ox; x++) { acc += row[x]; row[x] = 0; }
    ptrdiff_t first = -1, last = -1;
    const ptrdiff_t room_bitmap = t->width - a, room_grid = stride - (a - ox);
    ptrdiff_t room = room_bitmap < room_grid ? room_bitmap : room_grid;
    if (room < b - a) room = b - a;
    acc = sum_over(t->pixels + py * t->width + a, row + (a - ox), b - a, room, acc, lanes, &first, &last);
    for (ptrdiff_t x = b - ox; x < x1; x++) { acc += row[x]; row[x] = 0; }
    if (first >= 0) {
        if (a + first < t->box[0]) t->box[0] = a + first;
        if (a + last + 1 > t->box[1]) t->box[1] = a + last + 1;
        if (py < t->box[2]) t->box[2] = py;
        if (py + 1 > t->box[3]) t->box[3] = py + 1;
    }
    return acc;
}

__attribute__((target("avx2")))
void cmotionblend_drain_over(float *cells, uint64_t *touched, ptrdiff_t width, ptrdiff_t stride, ptrdiff_t words,
                             ptrdiff_t rows_lo, ptrdiff_t rows_hi, cmotionblend_target *t) {
    const source_lanes lanes = lanes_of(t->source);
    for (ptrdiff_t y = rows_lo; y < rows_hi; y++) {
        float *const row = cells + y * stride;
        uint64_t *const bitsRow = touched + y * words;
        float acc = 0;
        /* The segment being gathered (seg_start < 0: none) and the last touched cell. */
        ptrdiff_t seg_start = -1, seg_end = -1, last = -1;
        for (ptrdiff_t w = 0; w < words; w++) {
            uint64_t bits = bitsRow[w];
            if (bits == 0) continue;
            bitsRow[w] = 0;
            while (bits != 0) {
                /* The next stretch of set bits: s..<e. */
                const int low = __builtin_ctzll(bits);
                const uint64_t rest = ~(bits >> low);
                const int ones = rest == 0 ? 64 : __builtin_ctzll(rest);
                bits = low + ones >= 64 ? 0 : bits & ~(((uint64_t)1 << (low + ones)) - 1);
                const ptrdiff_t s = w * 64 + low, e = s + ones;
                last = e - 1;
                if (s >= width) {
                    /* Only the spare columns: the pixels from the segment to the border are inside by the
                       running sum so far. */
                    if (seg_start >= 0) {
                        acc = drain_segment(row, y, seg_start, seg_end, acc, stride, t, &lanes);
                        const float c = fold_nonzero(acc);
                        if (c > 1e-6f && seg_end < width) t->constant(t->context, y, seg_end, width, c);
                        seg_start = -1;
                    }
                    for (ptrdiff_t x = s; x < e; x++) row[x] = 0;
                    continue;
                }
                const ptrdiff_t end = e < width ? e : width;
                if (e > width) for (ptrdiff_t x = width; x < e; x++) row[x] = 0;
                if (seg_start < 0) {
                    seg_start = s;
                } else if (s - seg_end > merged_gap) {
                    acc = drain_segment(row, y, seg_start, seg_end, acc, stride, t, &lanes);
                    const float c = fold_nonzero(acc);
                    if (c > 1e-6f) t->constant(t->context, y, seg_end, s, c);
                    seg_start = s;
                }
                seg_end = end;
            }
        }
        if (seg_start >= 0) acc = drain_segment(row, y, seg_start, seg_end, acc, stride, t, &lanes);
        /* A shape whose right edge lies past the grid covers the rest of the row. */
        if (last >= 0 && last + 1 < width) {
            const float c = fold_nonzero(acc);
            if (c > 1e-6f) t->constant(t->context, y, last + 1, width, c);
        }
    }
}

#else

int cmotionblend_available(void) { return 0; }

float cmotionblend_sum_over(uint32_t *words, float *cells, ptrdiff_t count, ptrdiff_t room, float sum,
                            uint32_t source, ptrdiff_t *first, ptrdiff_t *last) {
    (void)words; (void)cells; (void)count; (void)room; (void)source; (void)first; (void)last;
    return sum;
}

void cmotionblend_drain_over(float *cells, uint64_t *touched, ptrdiff_t width, ptrdiff_t stride, ptrdiff_t words,
                             ptrdiff_t rows_lo, ptrdiff_t rows_hi, cmotionblend_target *target) {
    (void)cells; (void)touched; (void)width; (void)stride; (void)words; (void)rows_lo; (void)rows_hi; (void)target;
}

#endif
