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

/* Where cmotionblend_drain_over paints: the bitmap (`pixels`, `width` words a row), the pixel of the
   grid's cell (0, 0), the pixels it may paint (columns clip_x0..<clip_x1, rows clip_y0..<clip_y1),
   the source colour (as for cmotionblend_sum_over). `box` (in and out): the covered pixels' min x,
   max x + 1, min y, max y + 1, grown by the pixels this call covers. */
typedef struct {
    uint32_t *pixels;
    ptrdiff_t width;
    ptrdiff_t origin_x, origin_y;
    ptrdiff_t clip_x0, clip_x1, clip_y0, clip_y1;
    uint32_t source;
    ptrdiff_t box[4];
} cmotionblend_target;

/* A coverage grid's touched rows rows_lo..<rows_hi drained under the nonzero rule and blended into
   `target` (the bytes of MotionRaster's CoverageAccumulator.drainSegments with MotionCoreGraphics' solid
   source-over segment painter, in one pass). The grid: `cells` (`stride` floats a row, `width` pixels
   and spare columns) and `extents` (four a row: two extents, each the first and last cell written, first > last: none;
   the second starts at or after the first's start, CMotionRaster's layout); each row is walked through
   its extents in groups of eight (the sums of a group added in a tree); stretches of untouched cells
   inside the shape are painted at their running sum's coverage. Cells are left 0 and extents empty
   (INT32_MAX, -1) over those rows. Only when
   cmotionblend_available() is 1. */
void cmotionblend_drain_over(float *cells, int32_t *extents, ptrdiff_t width, ptrdiff_t stride,
                             ptrdiff_t rows_lo, ptrdiff_t rows_hi, cmotionblend_target *target);
/* words[i] = table[(index + i·step) >> 32] for i in 0..<count (32.32 fixed-point indices, wrapping
   adds; every index must fall inside the table's `entries` entries): a linear gradient's row of opaque
   pixels, eight at a time in AVX2 (a load and a permute where a step is at most one entry, else a
   gather). The same words as the plain loop. Only when cmotionblend_available() is 1. */
void cmotionblend_table_row(uint32_t *words, const uint32_t *table, ptrdiff_t entries, int64_t index, int64_t step,
                            ptrdiff_t count);
#endif
