/* speech1d_data.h - the constants and reference data of program speech1d (tools/export/uc10_export.py) */
#ifndef SPEECH1D_DATA_H
#define SPEECH1D_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float speech1d_input_x[490];
extern const float speech1d_c0[1600];
extern const float speech1d_c1[32];
extern const float speech1d_c2[96];
extern const float speech1d_c3[32];
extern const float speech1d_c4[1024];
extern const float speech1d_c5[32];
extern const float speech1d_c6[96];
extern const float speech1d_c7[32];
extern const float speech1d_c8[1024];
extern const float speech1d_c9[32];
extern const float speech1d_c10[96];
extern const float speech1d_c11[32];
extern const float speech1d_c12[1024];
extern const float speech1d_c13[32];
extern const float speech1d_c14[384];
extern const float speech1d_c15[12];
extern const float speech1d_reference[12];
#endif
