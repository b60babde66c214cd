/* resnet8_data.h - the constants and reference data of program resnet8 (tools/export/uc10_export.py) */
#ifndef RESNET8_DATA_H
#define RESNET8_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float resnet8_input_x[3072];
extern const float resnet8_c0[432];
extern const float resnet8_c1[16];
extern const float resnet8_c2[16];
extern const float resnet8_c3[16];
extern const float resnet8_c4[16];
extern const float resnet8_c5[2304];
extern const float resnet8_c6[16];
extern const float resnet8_c7[16];
extern const float resnet8_c8[16];
extern const float resnet8_c9[16];
extern const float resnet8_c10[2304];
extern const float resnet8_c11[16];
extern const float resnet8_c12[16];
extern const float resnet8_c13[16];
extern const float resnet8_c14[16];
extern const float resnet8_c15[4608];
extern const float resnet8_c16[32];
extern const float resnet8_c17[32];
extern const float resnet8_c18[32];
extern const float resnet8_c19[32];
extern const float resnet8_c20[9216];
extern const float resnet8_c21[32];
extern const float resnet8_c22[32];
extern const float resnet8_c23[32];
extern const float resnet8_c24[32];
extern const float resnet8_c25[512];
extern const float resnet8_c26[32];
extern const float resnet8_c27[18432];
extern const float resnet8_c28[64];
extern const float resnet8_c29[64];
extern const float resnet8_c30[64];
extern const float resnet8_c31[64];
extern const float resnet8_c32[36864];
extern const float resnet8_c33[64];
extern const float resnet8_c34[64];
extern const float resnet8_c35[64];
extern const float resnet8_c36[64];
extern const float resnet8_c37[2048];
extern const float resnet8_c38[64];
extern const float resnet8_c39[640];
extern const float resnet8_c40[10];
extern const float resnet8_reference[10];
#endif
