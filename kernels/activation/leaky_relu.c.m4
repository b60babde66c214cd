/*
 * leaky_relu, leaky_relu_ (CPU): x > 0 ? x : x * negative_slope in float,
 * the slope converted with Scalar::to<float> (checked), as
 * leaky_relu_kernel (ATen's cpu/Activation.cpp): exact.  Floating dtypes
 * only (AT_DISPATCH_FLOATING_TYPES).
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_FLOATS]@, @[
uc10_ew_unary_loop(@[UC10_TN(leaky_relu_loop)]@, @[x > 0 ? x : x * negval]@,
	@[const real negval = *(const float *)ctx;]@)
]@)

static uc10_status leaky_relu_prepare_(uc10__ew *op, float *negval, const uc10_tensor *self, uc10_scalar negative_slope)
{
	uc10_status st;

	if ((st = uc10__unary_float_prepare(op, "aten::leaky_relu", self)) != UC10_OK ||
	    (st = uc10__scalar_to("aten::leaky_relu: negative_slope", negval, UC10_FLOAT32, negative_slope)) != UC10_OK)
		return st;
	op->ctx = negval;
	uc10_switch_dtype(@[UC10_FLOATS]@, @[op->dtype]@, @[op->loop = UC10_TN(leaky_relu_loop)]@)
	return UC10_OK;
}

uc10_status uc10_leaky_relu_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_scalar negative_slope)
{
	float negval;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(leaky_relu_prepare_(&op, &negval, self, negative_slope), &op,
	                    UC10__FUNCTIONAL, ret);
}

uc10_status uc10_leaky_relu__cpu(uc10_ks ks, uc10_tensor *self, uc10_scalar negative_slope)
{
	float negval;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(leaky_relu_prepare_(&op, &negval, self, negative_slope), &op,
	                    UC10__INPLACE, self);
}
