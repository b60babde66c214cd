/* gru_kws_data.h - the constants and reference data of program gru_kws (tools/export/uc10_export.py) */
#ifndef GRU_KWS_DATA_H
#define GRU_KWS_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float gru_kws_input_x[490];
extern const float gru_kws_c0[48];
extern const float gru_kws_c1[720];
extern const float gru_kws_c2[1728];
extern const float gru_kws_c3[72];
extern const float gru_kws_c4[72];
extern const float gru_kws_c5[720];
extern const float gru_kws_c6[1728];
extern const float gru_kws_c7[72];
extern const float gru_kws_c8[72];
extern const float gru_kws_c9[576];
extern const float gru_kws_c10[12];
extern const float gru_kws_reference[12];
#endif
