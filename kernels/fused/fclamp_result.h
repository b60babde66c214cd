/*
 * kernels/fused/fclamp_result.h - what the fused operators (fused::, Note
 * [Fusion] in m4/fuse.m4) do after their core: clamp its float32 result in
 * place, each bound only where given, with uc10__fclamp_row
 * (pointwise/fclamp.h), the function relu_, hardtanh_ and clamp_ run on a
 * dense row: the same bits as the activation run as a call of its own.
 */
#ifndef UC10_FCLAMP_RESULT_H
#define UC10_FCLAMP_RESULT_H

#include "uc10/tensor.h"
#include "uc10/types.h"

/* r: a float32 result its core just made (dense: contiguous or channels_last); else UC10_E_ARG, naming op. */
uc10_status uc10__fclamp_result(const char *op, const uc10_tensor *r, uc10_opt_float min, uc10_opt_float max);

#endif
