/* mlp_data.h - the constants and reference data of program mlp (tools/export/uc10_export.py) */
#ifndef MLP_DATA_H
#define MLP_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float mlp_input_x[16];
extern const float mlp_c0[512];
extern const float mlp_c1[32];
extern const float mlp_c2[256];
extern const float mlp_c3[8];
extern const float mlp_reference[8];
#endif
