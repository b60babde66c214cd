/*
 * sigmoid, sigmoid_, sigmoid.out: 1 / (1 + exp(-x)) in float32 (integer and bool
 * inputs promote to float32 first).  PyTorch vectorizes exp with Sleef
 * (1 ulp), uc10 uses the C library: results agree to a few ulp, not bit
 * for bit.
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"
#include <math.h>

uc10_foreach_dtype(@[UC10_FLOATS]@, @[
uc10_ew_unary_loop(@[UC10_TN(sigmoid_loop)]@, @[(real)1 / ((real)1 + expf(-x))]@)
]@)

static uc10_status sigmoid_prepare_(uc10__ew *op, const uc10_tensor *self)
{
	uc10_status st;

	if ((st = uc10__unary_prepare(op, "aten::sigmoid", self)) != UC10_OK)
		return st;
	if (uc10_dtype_is_integral(op->dtype, true))
		op->dtype = UC10_FLOAT32;
	uc10_switch_dtype(@[UC10_FLOATS]@, @[op->dtype]@, @[op->loop = UC10_TN(sigmoid_loop)]@)
	return UC10_OK;
}

uc10_status uc10_sigmoid_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(sigmoid_prepare_(&op, self), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_sigmoid__cpu(uc10_ks ks, uc10_tensor *self)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(sigmoid_prepare_(&op, self), &op, UC10__INPLACE, self);
}

uc10_status uc10_sigmoid_out_cpu(uc10_ks ks, const uc10_tensor *self, uc10_tensor *out)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(sigmoid_prepare_(&op, self), &op, UC10__OUT, out);
}
