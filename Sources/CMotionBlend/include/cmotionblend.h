#ifndef MOTIONLAB_CMOTIONBLEND_H
#define MOTIONLAB_CMOTIONBLEND_H
#include <stddef.h>
#include <stdint.h>

/* Source-over of one premultiplied colour along a run of pixels whose coverage is a running sum of
   coverage cells under the nonzero rule, eight pixels at a time in AVX2 (MotionCoreGraphics'
   SolidOverBlend.paint(_:summing:…), the same arithmetic and bytes). The CPU is checked once at run
   time; without AVX2 (or off x86-64) nothing is done and the caller's own loop paints. */

/* 1 when cmotionblend_sum_over can run here (x86-64 with AVX2), else 0. */
int cmotionblend_available(void);

/* Pixels words[0..<count] (little-endian RGBA words) under source `source` (premultiplied RGBA
   bytes as one little-endian word) at coverage min(|sum + cells[0] + … + cells[i]|, 1), the sums
   added one cell at a time in order; cells[0..<count] are set to 0. `room` (≥ count): pixels and
   cells from words[0] and cells[0] that may be read and written back unchanged (the same row of the
   bitmap and of the grid), so the last few pixels take a whole group. *first (when < 0) and *last
   are set to the first and last pixel whose coverage is above 1e-6. Returns the sum after the last
   pixel. Only when cmotionblend_available() is 1. */
float cmotionblend_sum_over(uint32_t *words, float *cells, ptrdiff_t count, ptrdiff_t room, float sum,
                            uint32_t source, ptrdiff_t *first, ptrdiff_t *last);
#endif
