/* resnet8_data.h - the constants and reference data of program resnet8 (tools/export/uc10_export.py) */
#ifndef RESNET8_DATA_H
#define RESNET8_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float resnet8_input_x[3072];
extern const float resnet8_c0[432];
extern const float resnet8_c1[16];
extern const float resnet8_c2[2304];
extern const float resnet8_c3[16];
extern const float resnet8_c4[2304];
extern const float resnet8_c5[16];
extern const float resnet8_c6[4608];
extern const float resnet8_c7[32];
extern const float resnet8_c8[9216];
extern const float resnet8_c9[32];
extern const float resnet8_c10[512];
extern const float resnet8_c11[32];
extern const float resnet8_c12[18432];
extern const float resnet8_c13[64];
extern const float resnet8_c14[36864];
extern const float resnet8_c15[64];
extern const float resnet8_c16[2048];
extern const float resnet8_c17[64];
extern const float resnet8_c18[640];
extern const float resnet8_c19[10];
extern const float resnet8_reference[10];
#endif
