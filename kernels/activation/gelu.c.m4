/*
 * gelu (CPU), approximate "none": x * 0.5 * (1 + erf(x * sqrt(1/2))), and
 * "tanh": 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))), in
 * float with GeluKernelImpl's constants and order of operations (ATen's
 * cpu/Activation.cpp).  PyTorch vectorizes erf and tanh with Sleef (1
 * ulp), uc10 uses the C library: results agree to a few ulp, or to about
 * 1e-7 where 1 + erf cancels (large negative x).  Floating dtypes only
 * (AT_DISPATCH_FLOATING_TYPES); approximate must be "none" or "tanh".
 */
#include <string.h>
#include "pointwise/pointwise.h"
#include "uc10_ops.h"
#include <math.h>

/* PyTorch's kAlpha = M_SQRT1_2, kBeta = M_SQRT2 * M_2_SQRTPI * 0.5 (in double, then float), kKappa */
#define GELU_ALPHA ((float)0.70710678118654752440)
#define GELU_BETA ((float)(1.41421356237309504880 * 1.12837916709551257390 * 0.5))
#define GELU_KAPPA ((float)0.044715)

uc10_foreach_dtype(@[UC10_FLOATS]@, @[
uc10_ew_unary_loop(@[UC10_TN(gelu_erf_loop)]@, @[x * (real)0.5 * (1 + erff(x * GELU_ALPHA))]@)
uc10_ew_unary_loop(@[UC10_TN(gelu_tanh_loop)]@,
	@[(real)0.5 * x * (1 + tanhf(GELU_BETA * (x + GELU_KAPPA * (x * x * x))))]@)
]@)

static uc10_status gelu_prepare_(uc10__ew *op, const uc10_tensor *self, uc10_str approximate)
{
	uc10_status st;
	bool tanh_;

	if ((st = uc10__unary_float_prepare(op, "aten::gelu", self)) != UC10_OK)
		return st;
	if (!approximate)
		return uc10_fail(UC10_E_NULL, "aten::gelu: approximate: a NULL string", "", "");
	if (strcmp(approximate, "none") != 0 && strcmp(approximate, "tanh") != 0)
		return uc10_fail(UC10_E_ARG, "aten::gelu: approximate argument must be either none or tanh.", "", "");
	tanh_ = approximate[0] == 't';
	uc10_switch_dtype(@[UC10_FLOATS]@, @[op->dtype]@,
		@[op->loop = tanh_ ? UC10_TN(gelu_tanh_loop) : UC10_TN(gelu_erf_loop)]@)
	return UC10_OK;
}

uc10_status uc10_gelu_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_str approximate)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(gelu_prepare_(&op, self, approximate), &op, UC10__FUNCTIONAL, ret);
}
