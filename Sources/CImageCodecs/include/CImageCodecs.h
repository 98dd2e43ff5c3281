// PNG and JPEG decoding and PNG encoding with libpng and libjpeg(-turbo) called directly, for the
// image loader and screenshots. Every call keeps its state and its messages in its own structs:
// nothing is printed (libpng's and libjpeg's messages end up in `message`), nothing is global, so
// calls run on any thread at once.
#ifndef CAROUSEL_LAB_CIMAGECODECS_H
#define CAROUSEL_LAB_CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/// A decoded image, or why there is none.
typedef struct {
    /// Pixels.
    int width;
    int height;
    /// RGBA, 8 bits per component, straight alpha, `width * 4` bytes per row, top row first;
    /// allocated with malloc (free with `cimg_free`); NULL on failure.
    uint8_t *pixels;
    /// The colour model of the file: "RGB", "grayscale", "CMYK (Adobe, inverted)", "CMYK",
    /// "YCCK (Adobe, inverted)", "YCCK", or for PNG the empty string.
    char colorModel[32];
    /// The library's own message: the error on failure; the first warning worth reporting on
    /// success (a damaged JPEG decodes with warnings), else empty.
    char message[256];
    /// Warnings worth reporting (libjpeg: every warning but extraneous bytes between segments;
    /// libpng: none, its warnings concern metadata it skips).
    int warnings;
} cimg_decoded;

/// Decodes a JPEG file's bytes; CMYK and YCCK files are converted to RGB (inverted when the file
/// has Adobe's APP14 marker, as Adobe's applications write them). Refuses (returns 0, `message`
/// set) a file declaring more than `max_pixels` pixels before allocating them.
/// - Returns: 1 when `out->pixels` holds the image (check `out->warnings`), 0 on failure.
int cimg_decode_jpeg(const uint8_t *data, size_t size, uint64_t max_pixels, cimg_decoded *out);

/// Decodes a PNG file's bytes (any bit depth, palette, grey, interlaced) to 8-bit RGBA with
/// libpng's simplified API. Same contract as `cimg_decode_jpeg`.
int cimg_decode_png(const uint8_t *data, size_t size, uint64_t max_pixels, cimg_decoded *out);

/// Encodes RGBA pixels (`stride` bytes per row) as a PNG in memory.
/// - Returns: 1 with `*out` (malloc'd, free with `cimg_free`) and `*out_size` set; 0 on failure
///   with `message` set.
int cimg_encode_png(const uint8_t *rgba, int width, int height, int stride,
                    uint8_t **out, size_t *out_size, char *message, size_t message_size);

/// Frees memory returned by the functions above.
void cimg_free(void *pointer);

#endif
