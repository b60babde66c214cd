/* Inputs and dtype of the pointwise ops (the TensorIterator build step). */
#include "pointwise/pointwise.h"

uc10_status uc10__binary_prepare(uc10__ew *op, const uc10_tensor *self, const uc10_tensor *other,
                                 const uc10_scalar *other_s)
{
	uc10_result_type_state rs;
	uc10_status st;

	if ((st = uc10__check_defined(self)) != UC10_OK)
		return st;
	if (!other && !other_s)
		return UC10_E_NULL;
	if (other && (st = uc10__check_defined(other)) != UC10_OK)
		return st;
	uc10_result_type_init(&rs);
	uc10_result_type_tensor(&rs, self);
	if (other)
		uc10_result_type_tensor(&rs, other);
	else if (other_s->tag == UC10_SCALAR_COMPLEX)
		return UC10_E_DTYPE;
	else
		uc10_result_type_scalar(&rs, *other_s);
	op->nin = 2;
	op->t[0] = self;
	op->t[1] = other;
	if (other_s)
		op->s[1] = *other_s;
	op->dtype = uc10_result_type(&rs);
	op->loop = NULL;
	op->ctx = NULL;
	if (!uc10__is_arith_dtype((uc10_dtype)self->dtype) || (other && !uc10__is_arith_dtype((uc10_dtype)other->dtype)) ||
	    !uc10__is_arith_dtype(op->dtype))
		return UC10_E_DTYPE;
	return UC10_OK;
}

uc10_status uc10__unary_prepare(uc10__ew *op, const uc10_tensor *self)
{
	uc10_status st;

	if ((st = uc10__check_defined(self)) != UC10_OK)
		return st;
	op->nin = 1;
	op->t[0] = self;
	op->t[1] = NULL;
	op->dtype = (uc10_dtype)self->dtype;
	op->loop = NULL;
	op->ctx = NULL;
	if (!uc10__is_arith_dtype(op->dtype))
		return UC10_E_DTYPE;
	return UC10_OK;
}
