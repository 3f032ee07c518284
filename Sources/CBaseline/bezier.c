#include "cbaseline.h"
#include <math.h>

cbaseline_bezier cbaseline_bezier_make(double p1x, double p1y, double p2x, double p2y) {
    cbaseline_bezier b;
    b.cx = 3.0 * p1x; b.bx = 3.0 * (p2x - p1x) - b.cx; b.ax = 1.0 - b.cx - b.bx;
    b.cy = 3.0 * p1y; b.by = 3.0 * (p2y - p1y) - b.cy; b.ay = 1.0 - b.cy - b.by;
    return b;
}

static double sample_x(const cbaseline_bezier *b, double t) { return ((b->ax * t + b->bx) * t + b->cx) * t; }
static double sample_y(const cbaseline_bezier *b, double t) { return ((b->ay * t + b->by) * t + b->cy) * t; }
static double sample_dx(const cbaseline_bezier *b, double t) { return (3.0 * b->ax * t + 2.0 * b->bx) * t + b->cx; }

double cbaseline_bezier_solve(const cbaseline_bezier *b, double x, double epsilon) {
    double t = x;
    for (int i = 0; i < 8; i++) {
        double err = sample_x(b, t) - x;
        if (fabs(err) < epsilon) return sample_y(b, t);
        double d = sample_dx(b, t);
        if (fabs(d) < 1e-6) break;
        t -= err / d;
    }
    double lo = 0.0, hi = 1.0;
    t = x;
    if (t < lo) return sample_y(b, lo);
    if (t > hi) return sample_y(b, hi);
    while (lo < hi) {
        double v = sample_x(b, t);
        if (fabs(v - x) < epsilon) break;
        if (x > v) lo = t; else hi = t;
        t = (hi - lo) * 0.5 + lo;
        if (hi - lo < 1e-15) break;
    }
    return sample_y(b, t);
}
