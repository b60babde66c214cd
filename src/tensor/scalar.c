/*
 * Scalar -> element conversions: Scalar::to<T>() (checked) and the
 * static_cast a wrapped Scalar goes through (unchecked).  See
 * uc10/tensor_util.h for the rules.
 */
#include <float.h>
#include <string.h>
#include "uc10/tensor_util.h"

uc10_dtype uc10_scalar_dtype(uc10_scalar v)
{
	switch (v.tag) {
	case UC10_SCALAR_INT: return UC10_INT64;
	case UC10_SCALAR_FLOAT: return UC10_FLOAT64;
	case UC10_SCALAR_BOOL: return UC10_BOOL;
	default: return UC10_DTYPE_UNDEFINED;   /* complex: unsupported */
	}
}

bool uc10_scalar_is_floating(uc10_scalar v)
{
	return v.tag == UC10_SCALAR_FLOAT;
}

double uc10_scalar_to_double(uc10_scalar v)
{
	switch (v.tag) {
	case UC10_SCALAR_INT: return (double)v.v.i;
	case UC10_SCALAR_FLOAT: return v.v.d;
	case UC10_SCALAR_BOOL: return v.v.b ? 1.0 : 0.0;
	default: return v.v.c.re;
	}
}

int64_t uc10_scalar_to_int64(uc10_scalar v)
{
	switch (v.tag) {
	case UC10_SCALAR_INT: return v.v.i;
	case UC10_SCALAR_FLOAT: return uc10_cvt_f2i64(v.v.d);
	case UC10_SCALAR_BOOL: return v.v.b;
	default: return uc10_cvt_f2i64(v.v.c.re);
	}
}

/* Store an int64 (wrapping) or a double (x86 cast) as one element of dt. */
static uc10_status store_(void *dst, uc10_dtype dt, uc10_scalar v)
{
	bool isf = v.tag == UC10_SCALAR_FLOAT;
	double d = uc10_scalar_to_double(v);
	int64_t i = uc10_scalar_to_int64(v);
	union { float f; double d; int64_t i64; int32_t i32; int16_t i16; int8_t i8; uint8_t u8; bool b; } u;
	size_t n = uc10_dtype_itemsize(dt);

	switch (dt) {
	case UC10_FLOAT32: u.f = isf ? (float)d : (float)i; break;
	case UC10_INT64: u.i64 = i; break;
	case UC10_INT32: u.i32 = isf ? uc10_cvt_f2i32(d) : (int32_t)i; break;
	case UC10_INT16: u.i16 = isf ? (int16_t)uc10_cvt_f2i32(d) : (int16_t)i; break;
	case UC10_INT8: u.i8 = isf ? (int8_t)uc10_cvt_f2i32(d) : (int8_t)i; break;
	case UC10_UINT8: u.u8 = (uint8_t)i; break;      /* float: through int64, as c10 */
	case UC10_BOOL: u.b = isf ? d != 0 : i != 0; break;
	default: return UC10_E_DTYPE;
	}
	memcpy(dst, &u, n);
	return UC10_OK;
}

uc10_status uc10_scalar_to_unchecked(void *dst, uc10_dtype dt, uc10_scalar v)
{
	if (!dst)
		return UC10_E_NULL;
	if (v.tag == UC10_SCALAR_COMPLEX)
		return UC10_E_DTYPE;
	return store_(dst, dt, v);
}

/* c10::overflows<To, From> for the integral To of range [lo, hi]. */
static bool int_overflows_(uc10_scalar v, int64_t lo, int64_t hi, bool is_unsigned)
{
	if (v.tag == UC10_SCALAR_FLOAT) {
		double d = v.v.d;
		return d != d || d < (double)lo || d > (double)hi;
	}
	if (v.tag == UC10_SCALAR_BOOL)
		return false;
	if (is_unsigned)   /* negative values may wrap: -255 is fine for uint8 */
		return v.v.i > hi || (v.v.i < 0 && -(uint64_t)v.v.i > (uint64_t)hi);
	return v.v.i < lo || v.v.i > hi;
}

uc10_status uc10_scalar_to_checked(void *dst, uc10_dtype dt, uc10_scalar v)
{
	bool bad;

	if (!dst)
		return UC10_E_NULL;
	if (v.tag == UC10_SCALAR_COMPLEX)
		return UC10_E_DTYPE;
	switch (dt) {
	case UC10_FLOAT32:
		bad = v.tag == UC10_SCALAR_FLOAT && v.v.d == v.v.d &&
		      v.v.d - v.v.d == 0 && (v.v.d > FLT_MAX || v.v.d < -FLT_MAX);
		break;
	case UC10_INT64: bad = int_overflows_(v, INT64_MIN, INT64_MAX, false); break;
	case UC10_INT32: bad = int_overflows_(v, INT32_MIN, INT32_MAX, false); break;
	case UC10_INT16: bad = int_overflows_(v, INT16_MIN, INT16_MAX, false); break;
	case UC10_INT8: bad = int_overflows_(v, INT8_MIN, INT8_MAX, false); break;
	case UC10_UINT8: bad = int_overflows_(v, 0, UINT8_MAX, true); break;
	case UC10_BOOL: bad = false; break;
	default: return UC10_E_DTYPE;
	}
	if (bad)
		return UC10_E_ARG;
	return store_(dst, dt, v);
}
