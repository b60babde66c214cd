/* unet_int8_data.h - the constants and reference data of program unet_int8 (tools/export/uc10_export.py) */
#ifndef UNET_INT8_DATA_H
#define UNET_INT8_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float unet_int8_input_x[1024];
extern const double unet_int8_c0_scales[8];
extern const int64_t unet_int8_c0_zero_points[8];
extern const int8_t unet_int8_c0[72];
extern const float unet_int8_c1[8];
extern const double unet_int8_c2_scales[16];
extern const int64_t unet_int8_c2_zero_points[16];
extern const int8_t unet_int8_c2[1152];
extern const float unet_int8_c3[16];
extern const double unet_int8_c4_scales[32];
extern const int64_t unet_int8_c4_zero_points[32];
extern const int8_t unet_int8_c4[4608];
extern const float unet_int8_c5[32];
extern const double unet_int8_c6_scales[16];
extern const int64_t unet_int8_c6_zero_points[16];
extern const int8_t unet_int8_c6[6912];
extern const float unet_int8_c7[16];
extern const double unet_int8_c8_scales[8];
extern const int64_t unet_int8_c8_zero_points[8];
extern const int8_t unet_int8_c8[1728];
extern const float unet_int8_c9[8];
extern const double unet_int8_c10_scales[2];
extern const int64_t unet_int8_c10_zero_points[2];
extern const int8_t unet_int8_c10[16];
extern const float unet_int8_c11[2];
extern const uint8_t unet_int8_reference[2048];
#endif
