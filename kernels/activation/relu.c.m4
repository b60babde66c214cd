/*
 * relu, relu_: clamp_min(self, 0) in self's dtype, std::max semantics:
 * NaN stays NaN, -0.0 stays -0.0.  Bool is refused, as PyTorch does.
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_ARITH]@, @[
uc10_ew_unary_loop(@[UC10_TN(relu_loop)]@, @[m4_ifelse(UC10_KIND, @[u]@, @[x]@, @[x < 0 ? 0 : x]@)]@)
]@)

static uc10_status relu_prepare_(uc10__ew *op, const uc10_tensor *self)
{
	uc10_status st;

	if ((st = uc10__unary_prepare(op, "aten::relu", self)) != UC10_OK)
		return st;
	uc10_switch_dtype(@[UC10_ARITH]@, @[op->dtype]@, @[op->loop = UC10_TN(relu_loop)]@)
	return UC10_OK;
}

uc10_status uc10_relu_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(relu_prepare_(&op, self), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_relu__cpu(uc10_ks ks, uc10_tensor *self)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(relu_prepare_(&op, self), &op, UC10__INPLACE, self);
}
