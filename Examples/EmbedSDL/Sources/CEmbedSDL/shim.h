#ifndef EMBED_SDL_SHIM_H
#define EMBED_SDL_SHIM_H

#include <SDL.h>

/* Macros Swift cannot import, as values. */
static const int EMBED_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;

#endif
