/*
 * relu, relu_: clamp_min(self, 0) in self's dtype, std::max semantics:
 * NaN stays NaN, -0.0 stays -0.0.  Bool is refused, as PyTorch does.
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_ARITH]@, @[
static void UC10_TN(relu_loop)(uc10__iter *it, const void *ctx)
{
	const int64_t n = it->shape[0], so = it->stride[0][0], sa = it->stride[1][0];

	(void)ctx;
	for (bool more = uc10__iter_begin(it); more; more = uc10__iter_next(it)) {
		char *o = it->ptr[0];
		const char *a = it->ptr[1];
		for (int64_t i = 0; i < n; i++) {
			real x = *(const real *)(a + i * sa);
			*(real *)(o + i * so) = m4_ifelse(UC10_KIND, @[u]@, @[x]@, @[x < 0 ? 0 : x]@);
		}
	}
}
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
	uc10_status st;

	(void)ks;
	if ((st = relu_prepare_(&op, self)) != UC10_OK)
		return st;
	return uc10__ew_new(ret, &op);
}

uc10_status uc10_relu__cpu(uc10_ks ks, uc10_tensor *self)
{
	uc10__ew op;
	uc10_status st;

	(void)ks;
	if ((st = relu_prepare_(&op, self)) != UC10_OK)
		return st;
	return uc10__ew_into(self, &op);
}
