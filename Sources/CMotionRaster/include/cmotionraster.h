#ifndef MOTIONLAB_CMOTIONRASTER_H
#define MOTIONLAB_CMOTIONRASTER_H
#include <stddef.h>
#include <stdint.h>

/* MotionRaster's edge accumulation (CoverageAccumulator.add): the hot loop of every filled and
   stroked shape, in C because Swift's checked Double→Int conversions cost a third of its
   instructions. Exact-area accumulation (see CoverageAccumulator): each edge adds, to the cells of
   the rows it crosses, the signed area it sweeps to its right within each pixel; accumulate.c's
   comments give the formulas. IEEE single and double arithmetic as written, no fused multiply-adds:
   the cells are the same bits on every target (the Swift version this replaced gave the same). */

/* A grid's storage while edges are added: `cells` (`stride` floats a row, `height` rows), `touched`
   (`words` 64-bit words a row, one bit per cell, and one spare word after the last row: a row step's
   few cells are marked with one unaligned OR; NULL or words 0: not marked), `extents` (four per row:
   the first and last cell written by edges starting left of the middle column, width / 2, then those
   of edges starting at or right of it, which may overlap; first > last when none; NULL: not kept) and, when either is kept,
   the rows edges wrote to so far, rows_lo..<rows_hi (empty when equal). */
typedef struct {
    float *cells;
    uint64_t *touched;
    int32_t *extents;
    ptrdiff_t width, height, stride, words;
    ptrdiff_t rows_lo, rows_hi;
} cmotionraster_grid;

/* The directed edge (x0, y0) → (x1, y1) in grid space, clipped to the grid's columns (the part left
   of x = 0 becomes a vertical edge at x = 0; the part right of x = width is dropped). Edges with
   y0 == y1 or a coordinate not finite add nothing. */
void cmotionraster_line(cmotionraster_grid *grid, double x0, double y0, double x1, double y1);

/* `count` edges as x0, y0, x1, y1 quadruples, shifted by −(ox, oy); edges wholly above or below the
   grid's rows are skipped. */
void cmotionraster_add(cmotionraster_grid *grid, const double *coords, ptrdiff_t count, double ox, double oy);
#endif
