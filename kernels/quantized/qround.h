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
 * decides), the exact function.  Callers check once per call that the
 * rounding mode is round-to-nearest (uc10__qround_ok) and that zp is in
 * range, or take uc10__quantize_val for every element.
 */
#ifndef UC10_QROUND_H
#define UC10_QROUND_H

#include <fenv.h>
#include "quantized/quantized.h"

static inline bool uc10__qround_ok(int64_t zero_point)
{
	return fegetround() == FE_TONEAREST && zero_point >= -4194304 && zero_point <= 4194304;
}

/* nearbyintf(y) for |y| < 2^22, round-to-nearest-even mode */
static inline float uc10__rne22(float y)
{
	return (y + 12582912.0f) - 12582912.0f;
}

/* uc10__quantize_val(x, scale, zp, dt) given inv = 1.0f / (float)scale and uc10__qround_ok(zp) */
static inline __attribute__((always_inline)) int32_t uc10__quantize_rn(float x, float inv, int32_t zp, int32_t qmin,
                                                                        int32_t qmax, double scale, uc10_dtype dt)
{
	const float y = x * inv;
	if (!(y > -4194304.0f && y < 4194304.0f))
		return uc10__quantize_val(x, scale, zp, dt);
	const int32_t q = zp + (int32_t)uc10__rne22(y);
	return q < qmin ? qmin : q > qmax ? qmax : q;
}

#endif
