// cairo, the reference rasteriser Core Graphics drawing is compared with (tests only).
#include <cairo/cairo.h>
