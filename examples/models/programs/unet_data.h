/* unet_data.h - the constants and reference data of program unet (tools/export/uc10_export.py) */
#ifndef UNET_DATA_H
#define UNET_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float unet_input_x[1024];
extern const float unet_c0[72];
extern const float unet_c1[8];
extern const float unet_c2[1152];
extern const float unet_c3[16];
extern const float unet_c4[4608];
extern const float unet_c5[32];
extern const float unet_c6[6912];
extern const float unet_c7[16];
extern const float unet_c8[1728];
extern const float unet_c9[8];
extern const float unet_c10[16];
extern const float unet_c11[2];
extern const float unet_reference[2048];
#endif
