/*
 * sub: sub.Tensor, sub_.Tensor, sub.out = add with -alpha (BinaryOps.cpp),
 * after sub_check refuses bool tensors.
 */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

static uc10_status sub_prepare_(uc10__ew *op, const uc10_tensor *self, const uc10_tensor *other,
                                uc10_scalar alpha, uc10__pw_buf *buf)
{
	if (self && other && (self->dtype == UC10_BOOL || other->dtype == UC10_BOOL))
		return uc10_fail(UC10_E_DTYPE, "aten::sub: Subtraction, the `-` operator, with a bool tensor is not supported.",
		                 "", "");
	switch (alpha.tag) {
	case UC10_SCALAR_INT: alpha.v.i = (int64_t)(0 - (uint64_t)alpha.v.i); break;
	case UC10_SCALAR_FLOAT: alpha.v.d = -alpha.v.d; break;
	default:
		return uc10_fail(UC10_E_ARG, "aten::sub: alpha: ", alpha.tag == UC10_SCALAR_BOOL ?
		                 "Boolean alpha only supported for Boolean results." : "complex alpha is not supported", "");
	}
	return uc10__add_prepare(op, "aten::sub", self, other, NULL, alpha, buf);
}

uc10_status uc10_sub_tensor_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                const uc10_tensor *other, uc10_scalar alpha)
{
	uc10__pw_buf buf;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(sub_prepare_(&op, self, other, alpha, &buf), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_sub__tensor_cpu(uc10_ks ks, uc10_tensor *self, const uc10_tensor *other, uc10_scalar alpha)
{
	uc10__pw_buf buf;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(sub_prepare_(&op, self, other, alpha, &buf), &op, UC10__INPLACE, self);
}

uc10_status uc10_sub_out_cpu(uc10_ks ks, const uc10_tensor *self, const uc10_tensor *other,
                             uc10_scalar alpha, uc10_tensor *out)
{
	uc10__pw_buf buf;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(sub_prepare_(&op, self, other, alpha, &buf), &op, UC10__OUT, out);
}
