/* yolo_int8_data.h - the constants and reference data of program yolo_int8 (tools/export/uc10_export.py) */
#ifndef YOLO_INT8_DATA_H
#define YOLO_INT8_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float yolo_int8_input_x[12288];
extern const double yolo_int8_c0_scales[8];
extern const int64_t yolo_int8_c0_zero_points[8];
extern const int8_t yolo_int8_c0[216];
extern const float yolo_int8_c1[8];
extern const double yolo_int8_c2_scales[16];
extern const int64_t yolo_int8_c2_zero_points[16];
extern const int8_t yolo_int8_c2[1152];
extern const float yolo_int8_c3[16];
extern const double yolo_int8_c4_scales[32];
extern const int64_t yolo_int8_c4_zero_points[32];
extern const int8_t yolo_int8_c4[4608];
extern const float yolo_int8_c5[32];
extern const double yolo_int8_c6_scales[21];
extern const int64_t yolo_int8_c6_zero_points[21];
extern const int8_t yolo_int8_c6[672];
extern const float yolo_int8_c7[21];
extern const float yolo_int8_reference[1344];
#endif
