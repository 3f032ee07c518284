#ifndef MOTIONLAB_CBASELINE_H
#define MOTIONLAB_CBASELINE_H
/* A plain C cubic-bezier timing-function solver (Newton with bisection fallback),
   the baseline that `motionlab bench core` compares the Swift solver against. */
typedef struct {
    double ax, bx, cx, ay, by, cy;
} cbaseline_bezier;

cbaseline_bezier cbaseline_bezier_make(double p1x, double p1y, double p2x, double p2y);
/* y for a given x in [0,1], |error in x| <= epsilon. */
double cbaseline_bezier_solve(const cbaseline_bezier *b, double x, double epsilon);
#endif
