/* qcnn_data.h - the constants and reference data of program qcnn (tools/export/uc10_export.py) */
#ifndef QCNN_DATA_H
#define QCNN_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float qcnn_input_x[36];
extern const int8_t qcnn_c0[36];
extern const float qcnn_c1[4];
extern const int8_t qcnn_c2[1440];
extern const float qcnn_c3[10];
extern const float qcnn_reference[10];
#endif
