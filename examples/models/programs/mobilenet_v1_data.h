/* mobilenet_v1_data.h - the constants and reference data of program mobilenet_v1 (tools/export/uc10_export.py) */
#ifndef MOBILENET_V1_DATA_H
#define MOBILENET_V1_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float mobilenet_v1_input_x[27648];
extern const float mobilenet_v1_c0[216];
extern const float mobilenet_v1_c1[8];
extern const float mobilenet_v1_c2[72];
extern const float mobilenet_v1_c3[8];
extern const float mobilenet_v1_c4[128];
extern const float mobilenet_v1_c5[16];
extern const float mobilenet_v1_c6[144];
extern const float mobilenet_v1_c7[16];
extern const float mobilenet_v1_c8[512];
extern const float mobilenet_v1_c9[32];
extern const float mobilenet_v1_c10[288];
extern const float mobilenet_v1_c11[32];
extern const float mobilenet_v1_c12[1024];
extern const float mobilenet_v1_c13[32];
extern const float mobilenet_v1_c14[288];
extern const float mobilenet_v1_c15[32];
extern const float mobilenet_v1_c16[2048];
extern const float mobilenet_v1_c17[64];
extern const float mobilenet_v1_c18[576];
extern const float mobilenet_v1_c19[64];
extern const float mobilenet_v1_c20[4096];
extern const float mobilenet_v1_c21[64];
extern const float mobilenet_v1_c22[576];
extern const float mobilenet_v1_c23[64];
extern const float mobilenet_v1_c24[8192];
extern const float mobilenet_v1_c25[128];
extern const float mobilenet_v1_c26[1152];
extern const float mobilenet_v1_c27[128];
extern const float mobilenet_v1_c28[16384];
extern const float mobilenet_v1_c29[128];
extern const float mobilenet_v1_c30[1152];
extern const float mobilenet_v1_c31[128];
extern const float mobilenet_v1_c32[16384];
extern const float mobilenet_v1_c33[128];
extern const float mobilenet_v1_c34[1152];
extern const float mobilenet_v1_c35[128];
extern const float mobilenet_v1_c36[16384];
extern const float mobilenet_v1_c37[128];
extern const float mobilenet_v1_c38[1152];
extern const float mobilenet_v1_c39[128];
extern const float mobilenet_v1_c40[16384];
extern const float mobilenet_v1_c41[128];
extern const float mobilenet_v1_c42[1152];
extern const float mobilenet_v1_c43[128];
extern const float mobilenet_v1_c44[16384];
extern const float mobilenet_v1_c45[128];
extern const float mobilenet_v1_c46[1152];
extern const float mobilenet_v1_c47[128];
extern const float mobilenet_v1_c48[32768];
extern const float mobilenet_v1_c49[256];
extern const float mobilenet_v1_c50[2304];
extern const float mobilenet_v1_c51[256];
extern const float mobilenet_v1_c52[65536];
extern const float mobilenet_v1_c53[256];
extern const float mobilenet_v1_c54[512];
extern const float mobilenet_v1_c55[2];
extern const float mobilenet_v1_reference[2];
#endif
