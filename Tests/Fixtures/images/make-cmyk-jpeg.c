#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
/* usage: mk out.jpg adobe(0/1) inverted(0/1) colorspace(cmyk|ycck) C M Y K (ink 0-255, 255 = full) */
int main(int argc, char **argv) {
    FILE *f = fopen(argv[1], "wb");
    int adobe = atoi(argv[2]), inverted = atoi(argv[3]);
    int ink[4] = {atoi(argv[5]), atoi(argv[6]), atoi(argv[7]), atoi(argv[8])};
    struct jpeg_compress_struct c; struct jpeg_error_mgr e;
    c.err = jpeg_std_error(&e); jpeg_create_compress(&c); jpeg_stdio_dest(&c, f);
    c.image_width = 64; c.image_height = 32; c.input_components = 4; c.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&c);
    jpeg_set_colorspace(&c, argv[4][0] == 'y' ? JCS_YCCK : JCS_CMYK);
    c.write_Adobe_marker = adobe; c.write_JFIF_header = FALSE;
    jpeg_set_quality(&c, 95, TRUE);
    jpeg_start_compress(&c, TRUE);
    unsigned char row[64 * 4];
    for (int x = 0; x < 64; x++) for (int k = 0; k < 4; k++) row[x * 4 + k] = inverted ? 255 - ink[k] : ink[k];
    while (c.next_scanline < 32) { JSAMPROW r = row; jpeg_write_scanlines(&c, &r, 1); }
    jpeg_finish_compress(&c); fclose(f); return 0;
}
