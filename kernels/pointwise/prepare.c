/* Inputs and dtype of the pointwise ops (the TensorIterator build step). */
#include "pointwise/pointwise.h"

uc10_status uc10__binary_prepare(uc10__ew *op, const char *name, const uc10_tensor *self, const uc10_tensor *other,
                                 const uc10_scalar *other_s)
{
	uc10_result_type_state rs;

	if (!uc10__defined(self))
		return uc10__fail_null(name, "self");
	if (!other && !other_s)
		return uc10__fail_null(name, "other");
	if (other && !uc10__defined(other))
		return uc10__fail_null(name, "other");
	uc10_result_type_init(&rs);
	uc10_result_type_tensor(&rs, self);
	if (other)
		uc10_result_type_tensor(&rs, other);
	else if (other_s->tag == UC10_SCALAR_COMPLEX)
		return uc10_fail(UC10_E_DTYPE, name, ": other: complex Scalars are not supported by uc10", "");
	else
		uc10_result_type_scalar(&rs, *other_s);
	op->name = name;
	op->nin = 2;
	op->t[0] = self;
	op->t[1] = other;
	if (other_s)
		op->s[1] = *other_s;
	op->dtype = uc10_result_type(&rs);
	op->loop = NULL;
	op->ctx = NULL;
	if (!uc10__is_arith_dtype((uc10_dtype)self->dtype))
		return uc10__fail4(UC10_E_DTYPE, name, ": not implemented for '", uc10__dtype_name(self->dtype), "' (self)");
	if (other && !uc10__is_arith_dtype((uc10_dtype)other->dtype))
		return uc10__fail4(UC10_E_DTYPE, name, ": not implemented for '", uc10__dtype_name(other->dtype), "' (other)");
	if (!uc10__is_arith_dtype(op->dtype))
		return uc10__fail4(UC10_E_DTYPE, name, ": not implemented for '", uc10__dtype_name(op->dtype), "' (result type)");
	return UC10_OK;
}

uc10_status uc10__unary_prepare(uc10__ew *op, const char *name, const uc10_tensor *self)
{
	if (!uc10__defined(self))
		return uc10__fail_null(name, "self");
	op->name = name;
	op->nin = 1;
	op->t[0] = self;
	op->t[1] = NULL;
	op->dtype = (uc10_dtype)self->dtype;
	op->loop = NULL;
	op->ctx = NULL;
	if (!uc10__is_arith_dtype(op->dtype))
		return uc10__fail_dtype(name, op->dtype);
	return UC10_OK;
}

uc10_status uc10__unary_float_prepare(uc10__ew *op, const char *name, const uc10_tensor *self)
{
	uc10_status st;

	if ((st = uc10__unary_prepare(op, name, self)) != UC10_OK)
		return st;
	if (!uc10_dtype_is_floating(op->dtype))
		return uc10__fail_dtype(name, op->dtype);
	return UC10_OK;
}
