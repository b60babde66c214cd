/*
 * Type promotion: c10::promoteTypes, c10::canCast and at::native's
 * ResultTypeState (aten/src/ATen/native/TypeProperties.cpp).
 */
#include "uc10/tensor_util.h"

/*
 * Position of a dtype in the promotion lattice of the dtypes uc10 knows:
 * bool < uint8 | int8 < int16 < int32 < int64 < float16 < float32 < float64.
 * uint8 and int8 meet at int16.
 */
static int rank_(uc10_dtype dt)
{
	switch (dt) {
	case UC10_BOOL: return 0;
	case UC10_UINT8: return 1;
	case UC10_INT8: return 1;
	case UC10_INT16: return 2;
	case UC10_INT32: return 3;
	case UC10_INT64: return 4;
	case UC10_FLOAT16: return 5;
	case UC10_FLOAT32: return 6;
	case UC10_FLOAT64: return 7;
	default: return -1;
	}
}

uc10_dtype uc10_promote_types(uc10_dtype a, uc10_dtype b)
{
	int ra, rb;

	if (a == b)
		return a;
	if (a == UC10_DTYPE_UNDEFINED)
		return b;
	if (b == UC10_DTYPE_UNDEFINED)
		return a;
	ra = rank_(a);
	rb = rank_(b);
	if (ra < 0 || rb < 0)        /* quantized (or unknown) with something else */
		return UC10_DTYPE_UNDEFINED;
	if (ra == 1 && rb == 1)      /* uint8 with int8 */
		return UC10_INT16;
	return ra > rb ? a : b;
}

bool uc10_can_cast(uc10_dtype from, uc10_dtype to)
{
	if (uc10_dtype_is_floating(from) && uc10_dtype_is_integral(to, false))
		return false;
	if (from != UC10_BOOL && to == UC10_BOOL)
		return false;
	return true;
}

void uc10_result_type_init(uc10_result_type_state *s)
{
	s->dim_result = s->zero_result = s->wrapped_result = UC10_DTYPE_UNDEFINED;
}

void uc10_result_type_tensor(uc10_result_type_state *s, const uc10_tensor *t)
{
	if (!t || !t->defined)
		return;
	if (t->dim > 0)
		s->dim_result = uc10_promote_types(s->dim_result, (uc10_dtype)t->dtype);
	else
		s->zero_result = uc10_promote_types(s->zero_result, (uc10_dtype)t->dtype);
}

void uc10_result_type_scalar(uc10_result_type_state *s, uc10_scalar v)
{
	uc10_dtype dt = uc10_scalar_dtype(v);

	if (dt == UC10_FLOAT64)     /* a wrapped float counts as the default dtype */
		dt = UC10_FLOAT32;
	s->wrapped_result = uc10_promote_types(s->wrapped_result, dt);
}

/* combine_categories(higher, lower) */
static uc10_dtype combine_(uc10_dtype higher, uc10_dtype lower)
{
	if (uc10_dtype_is_floating(higher))
		return higher;
	if (higher == UC10_BOOL || uc10_dtype_is_floating(lower))
		return uc10_promote_types(higher, lower);
	if (higher != UC10_DTYPE_UNDEFINED)
		return higher;
	return lower;
}

uc10_dtype uc10_result_type(const uc10_result_type_state *s)
{
	return combine_(s->dim_result, combine_(s->zero_result, s->wrapped_result));
}
