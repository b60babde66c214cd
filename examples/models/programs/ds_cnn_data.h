/* ds_cnn_data.h - the constants and reference data of program ds_cnn (tools/export/uc10_export.py) */
#ifndef DS_CNN_DATA_H
#define DS_CNN_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float ds_cnn_input_x[490];
extern const float ds_cnn_c0[2560];
extern const float ds_cnn_c1[64];
extern const float ds_cnn_c2[576];
extern const float ds_cnn_c3[64];
extern const float ds_cnn_c4[4096];
extern const float ds_cnn_c5[64];
extern const float ds_cnn_c6[576];
extern const float ds_cnn_c7[64];
extern const float ds_cnn_c8[4096];
extern const float ds_cnn_c9[64];
extern const float ds_cnn_c10[576];
extern const float ds_cnn_c11[64];
extern const float ds_cnn_c12[4096];
extern const float ds_cnn_c13[64];
extern const float ds_cnn_c14[576];
extern const float ds_cnn_c15[64];
extern const float ds_cnn_c16[4096];
extern const float ds_cnn_c17[64];
extern const float ds_cnn_c18[768];
extern const float ds_cnn_c19[12];
extern const float ds_cnn_reference[12];
#endif
