/* lstm_vad_data.h - the constants and reference data of program lstm_vad (tools/export/uc10_export.py) */
#ifndef LSTM_VAD_DATA_H
#define LSTM_VAD_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float lstm_vad_input_x[260];
extern const float lstm_vad_c0[64];
extern const float lstm_vad_c1[64];
extern const float lstm_vad_c2[1664];
extern const float lstm_vad_c3[4096];
extern const float lstm_vad_c4[128];
extern const float lstm_vad_c5[128];
extern const float lstm_vad_c6[4096];
extern const float lstm_vad_c7[4096];
extern const float lstm_vad_c8[128];
extern const float lstm_vad_c9[128];
extern const float lstm_vad_c10[32];
extern const float lstm_vad_c11[1];
extern const float lstm_vad_reference[20];
#endif
