#ifndef CAROUSEL_LAB_CSDL_SHIM_H
#define CAROUSEL_LAB_CSDL_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#include <fontconfig/fontconfig.h>
#include <fribidi/fribidi.h>
#include <stdio.h>

/* Function-like and composite macros that Swift cannot import, re-exported as values. */
static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int CSDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;

/* SDL_BUTTON_LMASK is SDL_BUTTON(SDL_BUTTON_LEFT), a function-like macro. */
static const Uint32 CSDL_BUTTON_LMASK = SDL_BUTTON_LMASK;

/* SDL_PIXELFORMAT_RGBA32 is byte order R,G,B,A in memory on either endianness; the enum alias is
   chosen by #if, so re-export the resolved value. */
static const Uint32 CSDL_PIXELFORMAT_RGBA32 = SDL_PIXELFORMAT_RGBA32;

/* fribidi's paragraph directions are composite macros: "auto (first strong character)" and LTR. */
static const FriBidiParType CSDL_FRIBIDI_PAR_ON = FRIBIDI_PAR_ON;
static const FriBidiParType CSDL_FRIBIDI_PAR_LTR = FRIBIDI_PAR_LTR;

/* Line-buffer stdout so an event log read through a pipe arrives as it is written. */
static inline void csdl_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

#endif
