/* kernels/pointwise/pointwise.h - what the pointwise kernels share (internal). */
#ifndef UC10_POINTWISE_H
#define UC10_POINTWISE_H

#include "common/kernel.h"

/* One element of any dtype (a loop's scalar argument). */
typedef union uc10__pw_buf { float f; int64_t i; double d; unsigned char b[8]; } uc10__pw_buf;

/*
 * A binary op's inputs and dtype (name: the op, for messages): self and other (or the Scalar *other_s
 * when other is NULL), dtype = result_type(self, other).  UC10_E_NULL for
 * a missing tensor, UC10_E_DTYPE for one uc10 cannot compute in.
 */
uc10_status uc10__binary_prepare(uc10__ew *op, const char *name, const uc10_tensor *self, const uc10_tensor *other,
                                 const uc10_scalar *other_s);

/* A unary op's input: self; dtype = self's. */
uc10_status uc10__unary_prepare(uc10__ew *op, const char *name, const uc10_tensor *self);

/*
 * The same for an op PyTorch writes for floating dtypes only
 * (AT_DISPATCH_FLOATING_TYPES after build_unary_op: no promotion), the
 * activations: an integral or bool self is UC10_E_DTYPE.
 */
uc10_status uc10__unary_float_prepare(uc10__ew *op, const char *name, const uc10_tensor *self);

/* std::min(std::max(v, 0), 6), as PyTorch's hardswish and hardsigmoid clip x + 3: a NaN stays NaN. */
static inline float uc10__clip06f(float v)
{
	v = v < 0 ? 0 : v;
	return 6 < v ? 6 : v;
}

/* add with alpha (shared by sub). */
uc10_status uc10__add_prepare(uc10__ew *op, const char *name, const uc10_tensor *self, const uc10_tensor *other,
                              const uc10_scalar *other_s, uc10_scalar alpha, uc10__pw_buf *alpha_buf);

#endif
