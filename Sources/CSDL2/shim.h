#ifndef MOTIONLAB_CSDL2_SHIM_H
#define MOTIONLAB_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
/* Function-like macros do not import into Swift. */
static const int MOTIONLAB_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
#endif
