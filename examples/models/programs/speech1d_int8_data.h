/* speech1d_int8_data.h - the constants and reference data of program speech1d_int8 (tools/export/uc10_export.py) */
#ifndef SPEECH1D_INT8_DATA_H
#define SPEECH1D_INT8_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float speech1d_int8_input_x[490];
extern const double speech1d_int8_c0_scales[32];
extern const int64_t speech1d_int8_c0_zero_points[32];
extern const int8_t speech1d_int8_c0[1600];
extern const float speech1d_int8_c1[32];
extern const double speech1d_int8_c2_scales[32];
extern const int64_t speech1d_int8_c2_zero_points[32];
extern const int8_t speech1d_int8_c2[96];
extern const float speech1d_int8_c3[32];
extern const double speech1d_int8_c4_scales[32];
extern const int64_t speech1d_int8_c4_zero_points[32];
extern const int8_t speech1d_int8_c4[1024];
extern const float speech1d_int8_c5[32];
extern const double speech1d_int8_c6_scales[32];
extern const int64_t speech1d_int8_c6_zero_points[32];
extern const int8_t speech1d_int8_c6[96];
extern const float speech1d_int8_c7[32];
extern const double speech1d_int8_c8_scales[32];
extern const int64_t speech1d_int8_c8_zero_points[32];
extern const int8_t speech1d_int8_c8[1024];
extern const float speech1d_int8_c9[32];
extern const double speech1d_int8_c10_scales[32];
extern const int64_t speech1d_int8_c10_zero_points[32];
extern const int8_t speech1d_int8_c10[96];
extern const float speech1d_int8_c11[32];
extern const double speech1d_int8_c12_scales[32];
extern const int64_t speech1d_int8_c12_zero_points[32];
extern const int8_t speech1d_int8_c12[1024];
extern const float speech1d_int8_c13[32];
extern const double speech1d_int8_c14_scales[12];
extern const int64_t speech1d_int8_c14_zero_points[12];
extern const int8_t speech1d_int8_c14[384];
extern const float speech1d_int8_c15[12];
extern const uint8_t speech1d_int8_reference[12];
#endif
