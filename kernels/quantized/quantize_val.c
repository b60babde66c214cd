/* One value, and a float tensor, to quantized integers: see kernels/quantized/quantized.h. */
#include <math.h>
#include <string.h>
#include "common/isa.h"
#include "quantized/qround.h"

void uc10__qrange(uc10_dtype qdtype, int32_t *qmin, int32_t *qmax)
{
	if (qdtype == UC10_QUINT8) {
		*qmin = 0;
		*qmax = 255;
	} else if (qdtype == UC10_QINT32) {
		*qmin = INT32_MIN;
		*qmax = INT32_MAX;
	} else {
		*qmin = -128;
		*qmax = 127;
	}
}

int32_t uc10__quantize_val(float x, double scale, int64_t zero_point, uc10_dtype qdtype)
{
	float inv = 1.0f / (float)scale;
	float r = nearbyintf(x * inv);
	int64_t q = uc10_cvt_f2i64((double)((float)zero_point + r));
	int32_t qmin, qmax;

	uc10__qrange(qdtype, &qmin, &qmax);
	if (q < qmin)
		q = qmin;
	if (q > qmax)
		q = qmax;
	return (int32_t)q;
}

/*
 * Note [quantization on the FPU]
 * With a single-precision FPU beside the DSP extension (Cortex-M4F, M7),
 * a contiguous row of floats becomes qint8 / quint8 in a few instructions
 * an element: y = x * inv as the reference computes it, VCVTR (y to an
 * int32 in the FPSCR's rounding mode: round-to-nearest-even, checked once a
 * call, as nearbyintf rounds), QADD of the zero point (saturating) and
 * SSAT / USAT to the dtype's range.  Against uc10__quantize_val,
 * clamp((int64)(double)((float)zp + nearbyintf(y)), qmin, qmax), with
 * |zp| <= 255 (the zero point fits the dtype), case by case:
 *  - |y| < 2^31: VCVTR gives r = nearbyintf(y) exactly.  If |r| <= 2^24 -
 *    256 the float sum zp + r is exact and converts to the integer zp + r,
 *    which both clamp alike; otherwise both the float sum and the integer
 *    one are beyond +-(2^24 - 512), far outside the 8-bit range on the same
 *    side: both clamp to the same end.
 *  - y = -inf or a finite y <= -2^31: VCVTR saturates to INT32_MIN, QADD
 *    stays below -2^31 + 255: qmin; the reference's sum is <= -2^31 + 255,
 *    or -inf, or below -2^63 where its conversion gives INT64_MIN: qmin.
 *  - a finite 2^31 <= y < 2^63: VCVTR saturates to INT32_MAX, so qmax; the
 *    reference's sum converts exactly (below 2^63), so qmax.
 *  - y NaN, +inf or a finite y >= 2^63: the reference's conversion gives
 *    INT64_MIN, so qmin, where VCVTR gives 0 or INT32_MAX.  These are the
 *    values where y * 2^65, rounded, is not finite (|y| >= 2^63: 2^65 y
 *    reaches 2^128, the first power of two past FLT_MAX).  A running sum
 *    chk + y * 2^65 (VMLA: the product rounded before the add, so an
 *    infinity is never cancelled by the exact sum) ends NaN or infinite
 *    when any of them is in the row (or, harmlessly, when finite terms of
 *    |y| near 2^62 overflow it): the row is then done again by the exact
 *    function.
 * test_qloops checks it against uc10__quantize_val on those boundaries.
 */
#if UC10_ISA == UC10_ISA_ARMV7EM
#include <arm_acle.h>
#define UC10__QUANT_VCVTR 1

static inline __attribute__((always_inline)) int32_t vcvtr_(float y)
{
	float t;
	int32_t v;
	__asm__("vcvtr.s32.f32 %0, %1" : "=t"(t) : "t"(y));
	memcpy(&v, &t, 4);
	return v;
}

#define Q8_(Y, ZP, U) ((U) ? __usat(__qadd(vcvtr_(Y), (ZP)), 8) : __ssat(__qadd(vcvtr_(Y), (ZP)), 8))

/* n contiguous floats to 8-bit integers (U: quint8, else qint8); false: the row needs the exact function. */
UC10_INLINE bool quantize_row8_(uint8_t *o, const float *x, ptrdiff_t n, float inv, int32_t zp, int u)
{
	float chk = 0.0f;
	for (; n >= 4; n -= 4, x += 4, o += 4) {
		const float y0 = x[0] * inv, y1 = x[1] * inv, y2 = x[2] * inv, y3 = x[3] * inv;
		chk = chk + y0 * 0x1p65f, chk = chk + y1 * 0x1p65f;
		chk = chk + y2 * 0x1p65f, chk = chk + y3 * 0x1p65f;
		o[0] = (uint8_t)Q8_(y0, zp, u), o[1] = (uint8_t)Q8_(y1, zp, u);
		o[2] = (uint8_t)Q8_(y2, zp, u), o[3] = (uint8_t)Q8_(y3, zp, u);
	}
	for (; n > 0; n--, x++, o++) {
		const float y = *x * inv;
		chk = chk + y * 0x1p65f;
		*o = (uint8_t)Q8_(y, zp, u);
	}
	return __builtin_isfinite(chk);
}

static __attribute__((noinline)) bool quantize_u8_(uint8_t *o, const float *x, ptrdiff_t n, float inv, int32_t zp)
{
	return quantize_row8_(o, x, n, inv, zp, 1);
}

static __attribute__((noinline)) bool quantize_s8_(uint8_t *o, const float *x, ptrdiff_t n, float inv, int32_t zp)
{
	return quantize_row8_(o, x, n, inv, zp, 0);
}
#endif

#if !defined(UC10__QUANT_VCVTR) && UC10__QREQUANT_INT
/*
 * Without an FPU (Cortex-M0 / M3, RV32IMAC: every float operation a library
 * call), an 8-bit q's element: the reference's product y = x * inv and its
 * nearbyintf (integer code in the C library, in the current rounding mode
 * as the reference's), then the zero point added in integers.  For |y| <
 * 2^30 the integer sum is the reference's result after the clamp, by the
 * argument of Note [quantization on the FPU] (|zp| <= 255); other y (and
 * infinities, NaN: the bits tell) take the exact function.  Fewer library
 * calls than the exact function's float sum and double conversions, and
 * than qround.h's 1.5 * 2^23 rounding, which is two float additions here.
 */
static int32_t quantize_soft8_(const uc10__qround *r, float x)
{
	const float y = x * r->inv;
	uint32_t b;
	memcpy(&b, &y, sizeof b);
	if ((b & 0x7fffffffu) >= 0x4e800000u)   /* |y| >= 2^30, or not finite */
		return uc10__quantize_val(x, r->scale, r->zp64, r->dt);
	const int32_t q = (int32_t)nearbyintf(y) + (int32_t)r->zp64;
	return q < r->lo ? r->lo : q > r->hi ? r->hi : q;
}
#endif

/*
 * x quantized into the integers of a per-tensor q: a contiguous row of an
 * 8-bit q by Note [quantization on the FPU] where the target has it, an
 * 8-bit q's elements by quantize_soft8_ where floats are library calls,
 * every other element by qround.h's rounding (the exact function's result,
 * without its library calls where they are not needed).
 */
static void quantize_into1_(const uc10_tensor *q, const uc10_tensor *x)
{
	const uc10_tensor *ops[2] = { q, x };
	const int dt = q->dtype;
	int32_t qmin, qmax;
	uc10__qround r;
	uc10__iter it;

	uc10__qrange((uc10_dtype)dt, &qmin, &qmax);
	uc10__qround_init(&r, q->q_scale, q->q_zero_point, (uc10_dtype)dt, qmin, qmax,
	                  uc10__qround_ok(q->q_zero_point));
	uc10__iter_init(&it, q->sizes, q->dim, 2, ops);
	for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it)) {
		const int64_t os = it.stride[0][0], xs = it.stride[1][0];
#if defined(UC10__QUANT_VCVTR)
		if (dt != UC10_QINT32 && os == 1 && xs == sizeof(float) && r.ymax > 0.0f &&
		    (dt == UC10_QUINT8 ? quantize_u8_ : quantize_s8_)((uint8_t *)it.ptr[0], (const float *)it.ptr[1],
		                                                    (ptrdiff_t)it.shape[0], r.inv, r.zp))
			continue;
#endif
#if !defined(UC10__QUANT_VCVTR) && UC10__QREQUANT_INT
		if (dt != UC10_QINT32) {
			for (int64_t i = 0; i < it.shape[0]; i++)
				uc10__qstore(it.ptr[0] + i * os, dt, quantize_soft8_(&r, *(const float *)(it.ptr[1] + i * xs)));
			continue;
		}
#endif
		for (int64_t i = 0; i < it.shape[0]; i++)
			uc10__qstore(it.ptr[0] + i * os, dt, uc10__qround_val(&r, *(const float *)(it.ptr[1] + i * xs)));
	}
}

void uc10__quantize_into(const uc10_tensor *q, const uc10_tensor *x)
{
	int xd = (int)q->q_axis - (q->dim - x->dim);   /* x's dim under q's axis, aligned at the right */

	for (int64_t c = 0; c < uc10__qchannels(q); c++) {
		uc10_tensor d, s = *x;
		uc10__qchannel(&d, q, c);
		if (q->qscheme == UC10_PER_CHANNEL_AFFINE && xd >= 0 && x->sizes[xd] != 1)
			uc10__narrow1(&s, x, xd, c);
		quantize_into1_(&d, &s);
	}
}
