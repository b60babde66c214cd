/* resnet8_int8_data.h - the constants and reference data of program resnet8_int8 (tools/export/uc10_export.py) */
#ifndef RESNET8_INT8_DATA_H
#define RESNET8_INT8_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float resnet8_int8_input_x[3072];
extern const double resnet8_int8_c0_scales[16];
extern const int64_t resnet8_int8_c0_zero_points[16];
extern const int8_t resnet8_int8_c0[432];
extern const float resnet8_int8_c1[16];
extern const double resnet8_int8_c2_scales[16];
extern const int64_t resnet8_int8_c2_zero_points[16];
extern const int8_t resnet8_int8_c2[2304];
extern const float resnet8_int8_c3[16];
extern const double resnet8_int8_c4_scales[16];
extern const int64_t resnet8_int8_c4_zero_points[16];
extern const int8_t resnet8_int8_c4[2304];
extern const float resnet8_int8_c5[16];
extern const double resnet8_int8_c6_scales[32];
extern const int64_t resnet8_int8_c6_zero_points[32];
extern const int8_t resnet8_int8_c6[4608];
extern const float resnet8_int8_c7[32];
extern const double resnet8_int8_c8_scales[32];
extern const int64_t resnet8_int8_c8_zero_points[32];
extern const int8_t resnet8_int8_c8[9216];
extern const float resnet8_int8_c9[32];
extern const double resnet8_int8_c10_scales[32];
extern const int64_t resnet8_int8_c10_zero_points[32];
extern const int8_t resnet8_int8_c10[512];
extern const float resnet8_int8_c11[32];
extern const double resnet8_int8_c12_scales[64];
extern const int64_t resnet8_int8_c12_zero_points[64];
extern const int8_t resnet8_int8_c12[18432];
extern const float resnet8_int8_c13[64];
extern const double resnet8_int8_c14_scales[64];
extern const int64_t resnet8_int8_c14_zero_points[64];
extern const int8_t resnet8_int8_c14[36864];
extern const float resnet8_int8_c15[64];
extern const double resnet8_int8_c16_scales[64];
extern const int64_t resnet8_int8_c16_zero_points[64];
extern const int8_t resnet8_int8_c16[2048];
extern const float resnet8_int8_c17[64];
extern const double resnet8_int8_c18_scales[10];
extern const int64_t resnet8_int8_c18_zero_points[10];
extern const int8_t resnet8_int8_c18[640];
extern const float resnet8_int8_c19[10];
extern const uint8_t resnet8_int8_reference[10];
#endif
