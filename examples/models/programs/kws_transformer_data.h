/* kws_transformer_data.h - the constants and reference data of program kws_transformer (tools/export/uc10_export.py) */
#ifndef KWS_TRANSFORMER_DATA_H
#define KWS_TRANSFORMER_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float kws_transformer_input_x[640];
extern const float kws_transformer_c0[1280];
extern const float kws_transformer_c1[32];
extern const float kws_transformer_c2[512];
extern const float kws_transformer_c3[3072];
extern const float kws_transformer_c4[96];
extern const float kws_transformer_c5[1024];
extern const float kws_transformer_c6[32];
extern const float kws_transformer_c7[32];
extern const float kws_transformer_c8[32];
extern const float kws_transformer_c9[2048];
extern const float kws_transformer_c10[64];
extern const float kws_transformer_c11[2048];
extern const float kws_transformer_c12[32];
extern const float kws_transformer_c13[32];
extern const float kws_transformer_c14[32];
extern const float kws_transformer_c15[384];
extern const float kws_transformer_c16[12];
extern const float kws_transformer_reference[12];
#endif
