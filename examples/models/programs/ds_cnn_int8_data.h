/* ds_cnn_int8_data.h - the constants and reference data of program ds_cnn_int8 (tools/export/uc10_export.py) */
#ifndef DS_CNN_INT8_DATA_H
#define DS_CNN_INT8_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float ds_cnn_int8_input_x[490];
extern const double ds_cnn_int8_c0_scales[64];
extern const int64_t ds_cnn_int8_c0_zero_points[64];
extern const int8_t ds_cnn_int8_c0[2560];
extern const float ds_cnn_int8_c1[64];
extern const double ds_cnn_int8_c2_scales[64];
extern const int64_t ds_cnn_int8_c2_zero_points[64];
extern const int8_t ds_cnn_int8_c2[576];
extern const float ds_cnn_int8_c3[64];
extern const double ds_cnn_int8_c4_scales[64];
extern const int64_t ds_cnn_int8_c4_zero_points[64];
extern const int8_t ds_cnn_int8_c4[4096];
extern const float ds_cnn_int8_c5[64];
extern const double ds_cnn_int8_c6_scales[64];
extern const int64_t ds_cnn_int8_c6_zero_points[64];
extern const int8_t ds_cnn_int8_c6[576];
extern const float ds_cnn_int8_c7[64];
extern const double ds_cnn_int8_c8_scales[64];
extern const int64_t ds_cnn_int8_c8_zero_points[64];
extern const int8_t ds_cnn_int8_c8[4096];
extern const float ds_cnn_int8_c9[64];
extern const double ds_cnn_int8_c10_scales[64];
extern const int64_t ds_cnn_int8_c10_zero_points[64];
extern const int8_t ds_cnn_int8_c10[576];
extern const float ds_cnn_int8_c11[64];
extern const double ds_cnn_int8_c12_scales[64];
extern const int64_t ds_cnn_int8_c12_zero_points[64];
extern const int8_t ds_cnn_int8_c12[4096];
extern const float ds_cnn_int8_c13[64];
extern const double ds_cnn_int8_c14_scales[64];
extern const int64_t ds_cnn_int8_c14_zero_points[64];
extern const int8_t ds_cnn_int8_c14[576];
extern const float ds_cnn_int8_c15[64];
extern const double ds_cnn_int8_c16_scales[64];
extern const int64_t ds_cnn_int8_c16_zero_points[64];
extern const int8_t ds_cnn_int8_c16[4096];
extern const float ds_cnn_int8_c17[64];
extern const double ds_cnn_int8_c18_scales[12];
extern const int64_t ds_cnn_int8_c18_zero_points[12];
extern const int8_t ds_cnn_int8_c18[768];
extern const float ds_cnn_int8_c19[12];
extern const uint8_t ds_cnn_int8_reference[12];
#endif
