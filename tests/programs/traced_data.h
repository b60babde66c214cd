/* traced_data.h - the constants and reference data of program traced (tools/export/uc10_export.py) */
#ifndef TRACED_DATA_H
#define TRACED_DATA_H
#include <stdbool.h>
#include <stdint.h>
extern const float traced_input_x[48];
extern const float traced_c0[2];
extern const float traced_c1[2];
extern const float traced_reference[24];
#endif
