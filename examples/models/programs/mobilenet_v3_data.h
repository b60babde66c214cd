/* mobilenet_v3_data.h - the constants and reference data of program mobilenet_v3 (tools/export/uc10_export.py) */
#ifndef MOBILENET_V3_DATA_H
#define MOBILENET_V3_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float mobilenet_v3_input_x[3072];
extern const float mobilenet_v3_c0[432];
extern const float mobilenet_v3_c1[16];
extern const float mobilenet_v3_c2[144];
extern const float mobilenet_v3_c3[16];
extern const float mobilenet_v3_c4[128];
extern const float mobilenet_v3_c5[8];
extern const float mobilenet_v3_c6[128];
extern const float mobilenet_v3_c7[16];
extern const float mobilenet_v3_c8[256];
extern const float mobilenet_v3_c9[16];
extern const float mobilenet_v3_c10[1152];
extern const float mobilenet_v3_c11[72];
extern const float mobilenet_v3_c12[648];
extern const float mobilenet_v3_c13[72];
extern const float mobilenet_v3_c14[1728];
extern const float mobilenet_v3_c15[24];
extern const float mobilenet_v3_c16[2112];
extern const float mobilenet_v3_c17[88];
extern const float mobilenet_v3_c18[792];
extern const float mobilenet_v3_c19[88];
extern const float mobilenet_v3_c20[2112];
extern const float mobilenet_v3_c21[24];
extern const float mobilenet_v3_c22[2304];
extern const float mobilenet_v3_c23[96];
extern const float mobilenet_v3_c24[2400];
extern const float mobilenet_v3_c25[96];
extern const float mobilenet_v3_c26[2304];
extern const float mobilenet_v3_c27[24];
extern const float mobilenet_v3_c28[2304];
extern const float mobilenet_v3_c29[96];
extern const float mobilenet_v3_c30[3840];
extern const float mobilenet_v3_c31[40];
extern const float mobilenet_v3_c32[9600];
extern const float mobilenet_v3_c33[240];
extern const float mobilenet_v3_c34[6000];
extern const float mobilenet_v3_c35[240];
extern const float mobilenet_v3_c36[15360];
extern const float mobilenet_v3_c37[64];
extern const float mobilenet_v3_c38[15360];
extern const float mobilenet_v3_c39[240];
extern const float mobilenet_v3_c40[9600];
extern const float mobilenet_v3_c41[40];
extern const float mobilenet_v3_c42[4800];
extern const float mobilenet_v3_c43[120];
extern const float mobilenet_v3_c44[3000];
extern const float mobilenet_v3_c45[120];
extern const float mobilenet_v3_c46[3840];
extern const float mobilenet_v3_c47[32];
extern const float mobilenet_v3_c48[3840];
extern const float mobilenet_v3_c49[120];
extern const float mobilenet_v3_c50[5760];
extern const float mobilenet_v3_c51[48];
extern const float mobilenet_v3_c52[13824];
extern const float mobilenet_v3_c53[288];
extern const float mobilenet_v3_c54[36864];
extern const float mobilenet_v3_c55[128];
extern const float mobilenet_v3_c56[1280];
extern const float mobilenet_v3_c57[10];
extern const float mobilenet_v3_reference[10];
#endif
