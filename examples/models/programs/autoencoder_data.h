/* autoencoder_data.h - the constants and reference data of program autoencoder (tools/export/uc10_export.py) */
#ifndef AUTOENCODER_DATA_H
#define AUTOENCODER_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float autoencoder_input_x[640];
extern const float autoencoder_c0[81920];
extern const float autoencoder_c1[128];
extern const float autoencoder_c2[128];
extern const float autoencoder_c3[128];
extern const float autoencoder_c4[128];
extern const float autoencoder_c5[128];
extern const float autoencoder_c6[16384];
extern const float autoencoder_c7[128];
extern const float autoencoder_c8[128];
extern const float autoencoder_c9[128];
extern const float autoencoder_c10[128];
extern const float autoencoder_c11[128];
extern const float autoencoder_c12[16384];
extern const float autoencoder_c13[128];
extern const float autoencoder_c14[128];
extern const float autoencoder_c15[128];
extern const float autoencoder_c16[128];
extern const float autoencoder_c17[128];
extern const float autoencoder_c18[16384];
extern const float autoencoder_c19[128];
extern const float autoencoder_c20[128];
extern const float autoencoder_c21[128];
extern const float autoencoder_c22[128];
extern const float autoencoder_c23[128];
extern const float autoencoder_c24[1024];
extern const float autoencoder_c25[8];
extern const float autoencoder_c26[8];
extern const float autoencoder_c27[8];
extern const float autoencoder_c28[8];
extern const float autoencoder_c29[8];
extern const float autoencoder_c30[1024];
extern const float autoencoder_c31[128];
extern const float autoencoder_c32[128];
extern const float autoencoder_c33[128];
extern const float autoencoder_c34[128];
extern const float autoencoder_c35[128];
extern const float autoencoder_c36[16384];
extern const float autoencoder_c37[128];
extern const float autoencoder_c38[128];
extern const float autoencoder_c39[128];
extern const float autoencoder_c40[128];
extern const float autoencoder_c41[128];
extern const float autoencoder_c42[16384];
extern const float autoencoder_c43[128];
extern const float autoencoder_c44[128];
extern const float autoencoder_c45[128];
extern const float autoencoder_c46[128];
extern const float autoencoder_c47[128];
extern const float autoencoder_c48[16384];
extern const float autoencoder_c49[128];
extern const float autoencoder_c50[128];
extern const float autoencoder_c51[128];
extern const float autoencoder_c52[128];
extern const float autoencoder_c53[128];
extern const float autoencoder_c54[81920];
extern const float autoencoder_c55[640];
extern const float autoencoder_reference[640];
#endif
