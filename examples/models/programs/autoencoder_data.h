/* autoencoder_data.h - the constants and reference data of program autoencoder (tools/export/uc10_export.py) */
#ifndef AUTOENCODER_DATA_H
#define AUTOENCODER_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float autoencoder_input_x[640];
extern const float autoencoder_c0[81920];
extern const float autoencoder_c1[128];
extern const float autoencoder_c2[16384];
extern const float autoencoder_c3[128];
extern const float autoencoder_c4[16384];
extern const float autoencoder_c5[128];
extern const float autoencoder_c6[16384];
extern const float autoencoder_c7[128];
extern const float autoencoder_c8[1024];
extern const float autoencoder_c9[8];
extern const float autoencoder_c10[1024];
extern const float autoencoder_c11[128];
extern const float autoencoder_c12[16384];
extern const float autoencoder_c13[128];
extern const float autoencoder_c14[16384];
extern const float autoencoder_c15[128];
extern const float autoencoder_c16[16384];
extern const float autoencoder_c17[128];
extern const float autoencoder_c18[81920];
extern const float autoencoder_c19[640];
extern const float autoencoder_reference[640];
#endif
