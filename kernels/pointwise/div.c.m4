/*
 * div (true division): div.Tensor, div_.Tensor, div.out.  Integer and bool
 * inputs promote to the default float dtype (float32) first, as
 * build_borrowing_binary_float_op does; then a / b in float32.
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_FLOATS]@, @[
uc10_ew_loop(@[UC10_TN(div_loop)]@, @[x / y]@)]@)

static uc10_status div_prepare_(uc10__ew *op, const uc10_tensor *self, const uc10_tensor *other)
{
	uc10_status st;

	if ((st = uc10__binary_prepare(op, "aten::div", self, other, NULL)) != UC10_OK)
		return st;
	if (uc10_dtype_is_integral(op->dtype, true))
		op->dtype = UC10_FLOAT32;
	uc10_switch_dtype(@[UC10_FLOATS]@, @[op->dtype]@, @[op->loop = UC10_TN(div_loop)]@)
	return UC10_OK;
}

uc10_status uc10_div_tensor_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(div_prepare_(&op, self, other), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_div__tensor_cpu(uc10_ks ks, uc10_tensor *self, const uc10_tensor *other)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(div_prepare_(&op, self, other), &op, UC10__INPLACE, self);
}

uc10_status uc10_div_out_cpu(uc10_ks ks, const uc10_tensor *self, const uc10_tensor *other, uc10_tensor *out)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(div_prepare_(&op, self, other), &op, UC10__OUT, out);
}
