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
static void UC10_TN(sigmoid_loop)(uc10__iter *it, const void *ctx)
{
	const int64_t n = it->shape[0], so = it->stride[0][0], sa = it->stride[1][0];

	(void)ctx;
	for (bool more = uc10__iter_begin(it); more; more = uc10__iter_next(it)) {
		char *o = it->ptr[0];
		const char *a = it->ptr[1];
		for (int64_t i = 0; i < n; i++) {
			real x = *(const real *)(a + i * sa);
			*(real *)(o + i * so) = (real)1 / ((real)1 + expf(-x));
		}
	}
}
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
	uc10_status st;

	(void)ks;
	if ((st = sigmoid_prepare_(&op, self)) != UC10_OK)
		return st;
	return uc10__ew_new(ret, &op);
}

uc10_status uc10_sigmoid__cpu(uc10_ks ks, uc10_tensor *self)
{
	uc10__ew op;
	uc10_status st;

	(void)ks;
	if ((st = sigmoid_prepare_(&op, self)) != UC10_OK)
		return st;
	return uc10__ew_into(self, &op);
}

uc10_status uc10_sigmoid_out_cpu(uc10_ks ks, const uc10_tensor *self, uc10_tensor *out)
{
	uc10__ew op;
	uc10_status st;

	(void)ks;
	if ((st = sigmoid_prepare_(&op, self)) != UC10_OK)
		return st;
	return uc10__ew_into(out, &op);
}
