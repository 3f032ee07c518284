#ifndef MOTIONLAB_CSPNG_SHIM_H
#define MOTIONLAB_CSPNG_SHIM_H
/* libspng (PNG encoding for headless frames) and zlib (its compression strategies, crc32).
   Linked by name in module.modulemap, not through pkg-config. */
#include <spng.h>
#include <zlib.h>
#endif
