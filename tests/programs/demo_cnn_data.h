/* demo_cnn_data.h - the constants and reference data of program demo_cnn (tools/export/uc10_export.py) */
#ifndef DEMO_CNN_DATA_H
#define DEMO_CNN_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float demo_cnn_input_x[36];
extern const float demo_cnn_c0[36];
extern const float demo_cnn_c1[4];
extern const float demo_cnn_c2[360];
extern const float demo_cnn_c3[10];
extern const float demo_cnn_reference[10];
#endif
