/* self_attention_data.h - the constants and reference data of program self_attention (tools/export/uc10_export.py) */
#ifndef SELF_ATTENTION_DATA_H
#define SELF_ATTENTION_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float self_attention_input_x[512];
extern const float self_attention_c0[3072];
extern const float self_attention_c1[96];
extern const float self_attention_c2[1];
extern const float self_attention_c3[1024];
extern const float self_attention_c4[32];
extern const float self_attention_reference[512];
#endif
