/* lstm_vad_dynamic_data.h - the constants and reference data of program lstm_vad_dynamic (tools/export/uc10_export.py) */
#ifndef LSTM_VAD_DYNAMIC_DATA_H
#define LSTM_VAD_DYNAMIC_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float lstm_vad_dynamic_input_x[260];
extern const float lstm_vad_dynamic_c0[64];
extern const int8_t lstm_vad_dynamic_c1[1664];
extern const int8_t lstm_vad_dynamic_c2[4096];
extern const float lstm_vad_dynamic_c3[128];
extern const float lstm_vad_dynamic_c4[128];
extern const int8_t lstm_vad_dynamic_c5[4096];
extern const int8_t lstm_vad_dynamic_c6[4096];
extern const float lstm_vad_dynamic_c7[128];
extern const float lstm_vad_dynamic_c8[128];
extern const int8_t lstm_vad_dynamic_c9[32];
extern const float lstm_vad_dynamic_c10[1];
extern const float lstm_vad_dynamic_reference[20];
#endif
