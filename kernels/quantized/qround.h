/*
 * kernels/quantized/qround.h - uc10__quantize_val without its library
 * calls, for the loops of quantized add and pooling that requantize every
 * output: nearbyintf is a call on FPv4 and in soft float, and the int64
 * conversion goes through double.
 *
 * uc10__quantize_val(x, scale, zp) is clamp((int64)(double)((float)zp +
 * nearbyintf(x * inv)), qmin, qmax) with inv = 1.0f / (float)scale.  When
 * y = x * inv is inside (-2^22, 2^22), (y + 1.5 * 2^23) - 1.5 * 2^23 is
 * nearbyintf(y) in the round-to-nearest-even mode (the sum's last bit is
 * the units bit), and with |zp| <= 2^22 the float sum zp + r is exact, as
 * is its conversion: the result is zp + (int32)r, clamped.  Outside (huge,
 * infinite or NaN y, where the int64 conversion's out-of-range rule
 * decides), the exact function, as for every value when the rounding mode
 * is not round-to-nearest or zp is out of range (uc10__qround_ok, checked
 * once per call).
 */
#ifndef UC10_QROUND_H
#define UC10_QROUND_H

#include <fenv.h>
#include "quantized/quantized.h"

static inline bool uc10__qround_ok(int64_t zero_point)
{
	return fegetround() == FE_TONEAREST && zero_point >= -4194304 && zero_point <= 4194304;
}

/*
 * uc10_cvt_f2i32(nearbyintf(v)), without the library call where the sum
 * trick gives the same (rn: the mode is round-to-nearest, uc10__qround_ok).
 */
static inline __attribute__((always_inline)) int32_t uc10__qround_i32(float v, bool rn)
{
	return rn && v > -4194304.0f && v < 4194304.0f ? (int32_t)uc10__nearbyint22(v) : uc10_cvt_f2i32(nearbyintf(v));
}

/* What quantizing into one scale and zero point needs, set up once per call. */
typedef struct uc10__qround {
	float inv, ymax;       /* 1.0f / (float)scale; the y rounded here: |y| < ymax */
	int32_t zp, lo, hi;    /* results clamped to [lo, hi] */
	int64_t zp64;
	double scale;
	uc10_dtype dt;
} uc10__qround;

/*
 * r for uc10__quantize_val(., scale, zero_point, dt), its result clamped
 * to [lo, hi] (qmin and qmax, or narrower: a fused relu's lo); ok:
 * uc10__qround_ok(zero_point), else every value takes uc10__quantize_val.
 */
static inline void uc10__qround_init(uc10__qround *r, double scale, int64_t zero_point, uc10_dtype dt, int32_t lo,
                                     int32_t hi, bool ok)
{
	r->inv = 1.0f / (float)scale;
	r->ymax = ok ? 4194304.0f : 0.0f;   /* |y| < 0: never */
	r->zp = ok ? (int32_t)zero_point : 0;
	r->zp64 = zero_point;
	r->scale = scale;
	r->dt = dt;
	r->lo = lo;
	r->hi = hi;
}

static inline __attribute__((always_inline)) int32_t uc10__qround_val(const uc10__qround *r, float x)
{
	const float y = x * r->inv;
	int32_t q;
	if (__builtin_fabsf(y) < r->ymax)   /* false for a NaN */
		q = r->zp + (int32_t)uc10__nearbyint22(y);
	else
		q = uc10__quantize_val(x, r->scale, r->zp64, r->dt);
	return q < r->lo ? r->lo : q > r->hi ? r->hi : q;
}

#endif
