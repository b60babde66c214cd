/* autoencoder_int8_data.h - the constants and reference data of program autoencoder_int8 (tools/export/uc10_export.py) */
#ifndef AUTOENCODER_INT8_DATA_H
#define AUTOENCODER_INT8_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float autoencoder_int8_input_x[640];
extern const double autoencoder_int8_c0_scales[128];
extern const int64_t autoencoder_int8_c0_zero_points[128];
extern const int8_t autoencoder_int8_c0[81920];
extern const float autoencoder_int8_c1[128];
extern const double autoencoder_int8_c2_scales[128];
extern const int64_t autoencoder_int8_c2_zero_points[128];
extern const int8_t autoencoder_int8_c2[16384];
extern const float autoencoder_int8_c3[128];
extern const double autoencoder_int8_c4_scales[128];
extern const int64_t autoencoder_int8_c4_zero_points[128];
extern const int8_t autoencoder_int8_c4[16384];
extern const float autoencoder_int8_c5[128];
extern const double autoencoder_int8_c6_scales[128];
extern const int64_t autoencoder_int8_c6_zero_points[128];
extern const int8_t autoencoder_int8_c6[16384];
extern const float autoencoder_int8_c7[128];
extern const double autoencoder_int8_c8_scales[8];
extern const int64_t autoencoder_int8_c8_zero_points[8];
extern const int8_t autoencoder_int8_c8[1024];
extern const float autoencoder_int8_c9[8];
extern const double autoencoder_int8_c10_scales[128];
extern const int64_t autoencoder_int8_c10_zero_points[128];
extern const int8_t autoencoder_int8_c10[1024];
extern const float autoencoder_int8_c11[128];
extern const double autoencoder_int8_c12_scales[128];
extern const int64_t autoencoder_int8_c12_zero_points[128];
extern const int8_t autoencoder_int8_c12[16384];
extern const float autoencoder_int8_c13[128];
extern const double autoencoder_int8_c14_scales[128];
extern const int64_t autoencoder_int8_c14_zero_points[128];
extern const int8_t autoencoder_int8_c14[16384];
extern const float autoencoder_int8_c15[128];
extern const double autoencoder_int8_c16_scales[128];
extern const int64_t autoencoder_int8_c16_zero_points[128];
extern const int8_t autoencoder_int8_c16[16384];
extern const float autoencoder_int8_c17[128];
extern const double autoencoder_int8_c18_scales[640];
extern const int64_t autoencoder_int8_c18_zero_points[640];
extern const int8_t autoencoder_int8_c18[81920];
extern const float autoencoder_int8_c19[640];
extern const uint8_t autoencoder_int8_reference[640];
#endif
