/*
 * relu, relu_: clamp_min(self, 0) in self's dtype, std::max semantics:
 * NaN stays NaN, -0.0 stays -0.0.  Bool is refused, as PyTorch does.
 * float32's dense rows: uc10__fclamp_row (pointwise/fclamp.h).
 */
#include "pointwise/fclamp.h"
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_ARITH]@, @[
uc10_ew_unary_loop(@[UC10_TN(relu_loop)]@, @[m4_ifelse(UC10_KIND, @[u]@, @[x]@, @[x < 0 ? 0 : x]@)]@)
]@)

/* float32: a dense row by uc10__fclamp_row (x < 0 ? 0 : x, the ISA's where it has one) */
static void relu_loop_f32_(uc10__iter *it, const void *ctx)
{
	const int64_t n = it->shape[0], so = it->stride[0][0], sa = it->stride[1][0];

	(void)ctx;
	for (bool more = uc10__iter_begin(it); more; more = uc10__iter_next(it)) {
		if (so == (int64_t)sizeof(float) && sa == (int64_t)sizeof(float)) {
			uc10__fclamp_row((float *)it->ptr[0], (const float *)it->ptr[1], (ptrdiff_t)n, 0.0f, 0.0f, true, false);
			continue;
		}
		for (int64_t i = 0; i < n; i++) {
			const float x = *(const float *)(it->ptr[1] + i * sa);
			*(float *)(it->ptr[0] + i * so) = x < 0 ? 0 : x;
		}
	}
}

static uc10_status relu_prepare_(uc10__ew *op, const uc10_tensor *self)
{
	uc10_status st;

	if ((st = uc10__unary_prepare(op, "aten::relu", self)) != UC10_OK)
		return st;
	uc10_switch_dtype(@[UC10_ARITH]@, @[op->dtype]@, @[op->loop = UC10_TN(relu_loop)]@)
	if (op->dtype == UC10_FLOAT32)
		op->loop = relu_loop_f32_;
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
