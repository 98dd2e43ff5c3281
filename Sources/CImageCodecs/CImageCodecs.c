#include "CImageCodecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>
#include <png.h>

static void copy_message(char *destination, size_t capacity, const char *text) {
    if (capacity == 0) return;
    snprintf(destination, capacity, "%s", text);
}

// MARK: JPEG

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    cimg_decoded *out;
} jpeg_errors;

/// A fatal error: keep libjpeg's message and leave the decode.
static void jpeg_on_error(j_common_ptr info) {
    jpeg_errors *errors = (jpeg_errors *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    copy_message(errors->out->message, sizeof errors->out->message, text);
    longjmp(errors->jump, 1);
}

/// Warnings (level -1) and traces (level >= 0): nothing is printed; warnings are counted and the
/// first kept, except extraneous bytes between segments, which damage nothing.
static void jpeg_on_message(j_common_ptr info, int level) {
    if (level >= 0) return;
    info->err->num_warnings++;
    if (info->err->msg_code == JWRN_EXTRANEOUS_DATA) return;
    jpeg_errors *errors = (jpeg_errors *)info->err;
    if (errors->out->warnings++ == 0) {
        char text[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, text);
        copy_message(errors->out->message, sizeof errors->out->message, text);
    }
}

static void jpeg_on_output(j_common_ptr info) { (void)info; }

/// CMYK (after libjpeg's YCCK -> CMYK) to RGB in place, 4 bytes a pixel. Adobe's files store the
/// inks inverted (255 = none), so for them R = C * K / 255; plain CMYK has R = (255 - C)(255 - K) / 255.
static void cmyk_to_rgba(uint8_t *pixels, size_t count, int inverted) {
    for (size_t i = 0; i < count; i++) {
        uint8_t *p = pixels + i * 4;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (uint8_t)((c * k + 127) / 255);
        p[1] = (uint8_t)((m * k + 127) / 255);
        p[2] = (uint8_t)((y * k + 127) / 255);
        p[3] = 255;
    }
}

int cimg_decode_jpeg(const uint8_t *data, size_t size, uint64_t max_pixels, cimg_decoded *out) {
    memset(out, 0, sizeof *out);
    struct jpeg_decompress_struct info;
    jpeg_errors errors;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpeg_on_error;
    errors.manager.emit_message = jpeg_on_message;
    errors.manager.output_message = jpeg_on_output;
    errors.out = out;
    // Volatile: read after a longjmp.
    uint8_t *volatile pixels = NULL;
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        out->pixels = NULL;
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((uint64_t)info.image_width * info.image_height > max_pixels) {
        copy_message(out->message, sizeof out->message, "the image has more pixels than allowed");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    int cmyk = 0;
    int inverted = info.saw_Adobe_marker;
    switch (info.jpeg_color_space) {
    case JCS_CMYK:
        cmyk = 1;
        copy_message(out->colorModel, sizeof out->colorModel, inverted ? "CMYK (Adobe, inverted)" : "CMYK");
        info.out_color_space = JCS_CMYK;
        break;
    case JCS_YCCK:
        cmyk = 1;
        copy_message(out->colorModel, sizeof out->colorModel, inverted ? "YCCK (Adobe, inverted)" : "YCCK");
        info.out_color_space = JCS_CMYK;  // libjpeg turns YCCK into CMYK
        break;
    case JCS_GRAYSCALE:
        copy_message(out->colorModel, sizeof out->colorModel, "grayscale");
        info.out_color_space = JCS_EXT_RGBA;
        break;
    default:
        copy_message(out->colorModel, sizeof out->colorModel, "RGB");
        info.out_color_space = JCS_EXT_RGBA;
        break;
    }
    jpeg_start_decompress(&info);
    if (info.output_components != 4) {
        copy_message(out->message, sizeof out->message, "libjpeg gave an unexpected number of colour components");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    size_t width = info.output_width, height = info.output_height, row_bytes = width * 4;
    pixels = malloc(row_bytes * height);
    if (pixels == NULL) {
        copy_message(out->message, sizeof out->message, "out of memory for the decoded pixels");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + row_bytes * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (cmyk) cmyk_to_rgba(pixels, width * height, inverted);
    out->width = (int)width;
    out->height = (int)height;
    out->pixels = pixels;
    return 1;
}

// MARK: PNG

int cimg_decode_png(const uint8_t *data, size_t size, uint64_t max_pixels, cimg_decoded *out) {
    memset(out, 0, sizeof *out);
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    // The simplified API keeps its messages in `image.message` and prints nothing.
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        copy_message(out->message, sizeof out->message, image.message);
        png_image_free(&image);
        return 0;
    }
    if ((uint64_t)image.width * image.height > max_pixels) {
        copy_message(out->message, sizeof out->message, "the image has more pixels than allowed");
        png_image_free(&image);
        return 0;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = PNG_IMAGE_SIZE(image);
    uint8_t *pixels = malloc(bytes);
    if (pixels == NULL) {
        copy_message(out->message, sizeof out->message, "out of memory for the decoded pixels");
        png_image_free(&image);
        return 0;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        copy_message(out->message, sizeof out->message, image.message);
        png_image_free(&image);
        free(pixels);
        return 0;
    }
    out->width = (int)image.width;
    out->height = (int)image.height;
    out->pixels = pixels;
    png_image_free(&image);
    return 1;
}

int cimg_encode_png(const uint8_t *rgba, int width, int height, int stride,
                    uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    *out = NULL;
    *out_size = 0;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = (png_uint_32)width;
    image.height = (png_uint_32)height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = PNG_IMAGE_PNG_SIZE_MAX(image);
    uint8_t *buffer = malloc(size);
    if (buffer == NULL) {
        copy_message(message, message_size, "out of memory for the PNG");
        return 0;
    }
    if (!png_image_write_to_memory(&image, buffer, &size, 0, rgba, stride, NULL)) {
        copy_message(message, message_size, image.message);
        png_image_free(&image);
        free(buffer);
        return 0;
    }
    png_image_free(&image);
    *out = buffer;
    *out_size = size;
    return 1;
}

void cimg_free(void *pointer) { free(pointer); }
