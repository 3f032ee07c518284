#include "cmotionblend.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

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

__attribute__((target("avx2")))
float cmotionblend_sum_over(uint32_t *words, float *cells, ptrdiff_t count, ptrdiff_t room, float sum,
                            uint32_t source, ptrdiff_t *first, ptrdiff_t *last) {
    const uint32_t rb = source & 0x00FF00FFu, ga = (source >> 8) & 0x00FF00FFu;
    const __m256i sourceRB = _mm256_set1_epi32((int)rb), sourceGA = _mm256_set1_epi32((int)ga);
    const __m256i alpha = _mm256_set1_epi16((short)(ga >> 16));
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
        float c[8] = {0, 0, 0, 0, 0, 0, 0, 0};
        for (ptrdiff_t j = 0; j < rest; j++) { c[j] = cells[x + j]; cells[x + j] = 0; }
        float s = sum;
        const __m256 a = prefix(c, &s);
        for (ptrdiff_t j = 0; j < rest; j++) sum += c[j];
        const __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)rest), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
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

#else

int cmotionblend_available(void) { return 0; }

float cmotionblend_sum_over(uint32_t *words, float *cells, ptrdiff_t count, ptrdiff_t room, float sum,
                            uint32_t source, ptrdiff_t *first, ptrdiff_t *last) {
    (void)words; (void)cells; (void)count; (void)room; (void)source; (void)first; (void)last;
    return sum;
}

#endif
