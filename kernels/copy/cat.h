/*
 * kernels/copy/cat.h - what the float cat (copy/cat.c) and the quantized
 * ones (quantized/cat.c) share: 1.13's rule for the sizes of cat's inputs.
 */
#ifndef UC10_CAT_H
#define UC10_CAT_H

#include "common/kernel.h"

/* Input number i of a cat along d, t, against the first input not skipped:
 * the same number of dimensions, and the same sizes but along d, or a
 * status and PyTorch's message; its size along d is added to *size_d. */
uc10_status uc10__cat_input(const char *op, const uc10_tensor *first, const uc10_tensor *t, int d, size_t i,
                            int64_t *size_d);

#endif
