/*
 * elu, elu_ (CPU): x <= 0 ? (exp(x * input_scale) - 1) * alpha * scale
 * : x * scale, in float, as elu_kernel (ATen's cpu/Activation.cpp): the
 * three Scalars converted to float (Scalar::to<float>, checked) and
 * alpha * scale multiplied in float.  PyTorch vectorizes exp with Sleef (1
 * ulp), uc10 uses the C library: results agree to about 1e-7 (exp(x) - 1
 * cancels near 0).  Floating dtypes only (AT_DISPATCH_FLOATING_TYPES).
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"
#include <math.h>

typedef struct elu_ctx {
	float negcoef, poscoef, negiptcoef;
} elu_ctx;

uc10_foreach_dtype(@[UC10_FLOATS]@, @[
uc10_ew_unary_loop(@[UC10_TN(elu_loop)]@, @[x <= 0 ? (expf(x * negiptcoef) - 1) * negcoef : x * poscoef]@,
	@[const elu_ctx *c = ctx;
	const real negcoef = c->negcoef, poscoef = c->poscoef, negiptcoef = c->negiptcoef;]@)
]@)

static uc10_status elu_prepare_(uc10__ew *op, elu_ctx *c, const uc10_tensor *self, uc10_scalar alpha,
                                uc10_scalar scale, uc10_scalar input_scale)
{
	float a;
	uc10_status st;

	if ((st = uc10__unary_float_prepare(op, "aten::elu", self)) != UC10_OK ||
	    (st = uc10__scalar_to("aten::elu: alpha", &a, UC10_FLOAT32, alpha)) != UC10_OK ||
	    (st = uc10__scalar_to("aten::elu: scale", &c->poscoef, UC10_FLOAT32, scale)) != UC10_OK ||
	    (st = uc10__scalar_to("aten::elu: input_scale", &c->negiptcoef, UC10_FLOAT32, input_scale)) != UC10_OK)
		return st;
	c->negcoef = a * c->poscoef;
	op->ctx = c;
	uc10_switch_dtype(@[UC10_FLOATS]@, @[op->dtype]@, @[op->loop = UC10_TN(elu_loop)]@)
	return UC10_OK;
}

uc10_status uc10_elu_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_scalar alpha,
                         uc10_scalar scale, uc10_scalar input_scale)
{
	elu_ctx c;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(elu_prepare_(&op, &c, self, alpha, scale, input_scale), &op,
	                    UC10__FUNCTIONAL, ret);
}

uc10_status uc10_elu__cpu(uc10_ks ks, uc10_tensor *self, uc10_scalar alpha, uc10_scalar scale,
                          uc10_scalar input_scale)
{
	elu_ctx c;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(elu_prepare_(&op, &c, self, alpha, scale, input_scale), &op,
	                    UC10__INPLACE, self);
}
