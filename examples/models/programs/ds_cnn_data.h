/* ds_cnn_data.h - the constants and reference data of program ds_cnn (tools/export/uc10_export.py) */
#ifndef DS_CNN_DATA_H
#define DS_CNN_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float ds_cnn_input_x[490];
extern const float ds_cnn_c0[2560];
extern const float ds_cnn_c1[64];
extern const float ds_cnn_c2[64];
extern const float ds_cnn_c3[64];
extern const float ds_cnn_c4[64];
extern const float ds_cnn_c5[64];
extern const float ds_cnn_c6[576];
extern const float ds_cnn_c7[64];
extern const float ds_cnn_c8[64];
extern const float ds_cnn_c9[64];
extern const float ds_cnn_c10[64];
extern const float ds_cnn_c11[4096];
extern const float ds_cnn_c12[64];
extern const float ds_cnn_c13[64];
extern const float ds_cnn_c14[64];
extern const float ds_cnn_c15[64];
extern const float ds_cnn_c16[576];
extern const float ds_cnn_c17[64];
extern const float ds_cnn_c18[64];
extern const float ds_cnn_c19[64];
extern const float ds_cnn_c20[64];
extern const float ds_cnn_c21[4096];
extern const float ds_cnn_c22[64];
extern const float ds_cnn_c23[64];
extern const float ds_cnn_c24[64];
extern const float ds_cnn_c25[64];
extern const float ds_cnn_c26[576];
extern const float ds_cnn_c27[64];
extern const float ds_cnn_c28[64];
extern const float ds_cnn_c29[64];
extern const float ds_cnn_c30[64];
extern const float ds_cnn_c31[4096];
extern const float ds_cnn_c32[64];
extern const float ds_cnn_c33[64];
extern const float ds_cnn_c34[64];
extern const float ds_cnn_c35[64];
extern const float ds_cnn_c36[576];
extern const float ds_cnn_c37[64];
extern const float ds_cnn_c38[64];
extern const float ds_cnn_c39[64];
extern const float ds_cnn_c40[64];
extern const float ds_cnn_c41[4096];
extern const float ds_cnn_c42[64];
extern const float ds_cnn_c43[64];
extern const float ds_cnn_c44[64];
extern const float ds_cnn_c45[64];
extern const float ds_cnn_c46[768];
extern const float ds_cnn_c47[12];
extern const float ds_cnn_reference[12];
#endif
