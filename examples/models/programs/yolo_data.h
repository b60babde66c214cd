/* yolo_data.h - the constants and reference data of program yolo (tools/export/uc10_export.py) */
#ifndef YOLO_DATA_H
#define YOLO_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float yolo_input_x[12288];
extern const float yolo_c0[216];
extern const float yolo_c1[8];
extern const float yolo_c2[1152];
extern const float yolo_c3[16];
extern const float yolo_c4[4608];
extern const float yolo_c5[32];
extern const float yolo_c6[672];
extern const float yolo_c7[21];
extern const float yolo_reference[1344];
#endif
