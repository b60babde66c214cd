/*
 * hardswish, hardswish_ (CPU): x * min(max(x + 3, 0), 6) / 6 in float, the
 * operations in hardswish_kernel's order (ATen's cpu/Activation.cpp), so
 * the result is PyTorch's bit for bit (its vectorized and scalar paths
 * compute the same); a NaN stays NaN.  Floating dtypes only, as
 * AT_DISPATCH_FLOATING_TYPES: an integral self is an error.
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_FLOATS]@, @[
uc10_ew_unary_loop(@[UC10_TN(hardswish_loop)]@, @[x * uc10__clip06f(x + 3) / 6]@)
]@)

static uc10_status hardswish_prepare_(uc10__ew *op, const uc10_tensor *self)
{
	uc10_status st;

	if ((st = uc10__unary_float_prepare(op, "aten::hardswish", self)) != UC10_OK)
		return st;
	uc10_switch_dtype(@[UC10_FLOATS]@, @[op->dtype]@, @[op->loop = UC10_TN(hardswish_loop)]@)
	return UC10_OK;
}

uc10_status uc10_hardswish_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(hardswish_prepare_(&op, self), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_hardswish__cpu(uc10_ks ks, uc10_tensor *self)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(hardswish_prepare_(&op, self), &op, UC10__INPLACE, self);
}
