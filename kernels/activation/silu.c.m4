/*
 * silu, silu_ (CPU): x / (1 + exp(-x)) in float, as silu_kernel (ATen's
 * cpu/Activation.cpp).  PyTorch vectorizes exp with Sleef (1 ulp), uc10
 * uses the C library: results agree to a few ulp, not bit for bit.
 * Floating dtypes only (AT_DISPATCH_FLOATING_TYPES).
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"
#include <math.h>

uc10_foreach_dtype(@[UC10_FLOATS]@, @[
uc10_ew_unary_loop(@[UC10_TN(silu_loop)]@, @[x / (1 + expf(-x))]@)
]@)

static uc10_status silu_prepare_(uc10__ew *op, const uc10_tensor *self)
{
	uc10_status st;

	if ((st = uc10__unary_float_prepare(op, "aten::silu", self)) != UC10_OK)
		return st;
	uc10_switch_dtype(@[UC10_FLOATS]@, @[op->dtype]@, @[op->loop = UC10_TN(silu_loop)]@)
	return UC10_OK;
}

uc10_status uc10_silu_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(silu_prepare_(&op, self), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_silu__cpu(uc10_ks ks, uc10_tensor *self)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(silu_prepare_(&op, self), &op, UC10__INPLACE, self);
}
