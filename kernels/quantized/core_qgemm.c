/*
 * The int8 matrix core (qcore.h): two widened input rows against every
 * weight row, two weight rows at a time, so that each value loaded serves
 * two multiply-accumulates (four on the DSP extension, where a word holds
 * two widened inputs or, once extended, two weights).  The loop shape is
 * CMSIS-NN's arm_nn_mat_mult_kernel_s8_s16 (2 x 2 outputs, inputs widened
 * once, weights widened in the loop); the requantization is the onednn
 * engine's float one per output (qcore.h).
 */
#include <string.h>
#include "quantized/qcore.h"

#if defined(__ARM_FEATURE_DSP)
#include <arm_acle.h>

static inline uint32_t ld32(const void *p)
{
	uint32_t v;
	memcpy(&v, p, 4);   /* one LDR: ARMv7E-M loads unaligned words */
	return v;
}

/* SXTB16 of the word rotated by 8: the odd bytes (1, 3) as two int16. */
static inline int16x2_t sxtb16_odd(uint32_t v)
{
	int16x2_t r;
	__asm__("sxtb16 %0, %1, ror #8" : "=r"(r) : "r"(v));
	return r;
}
#endif

void uc10__qwiden(int16_t *d, const uint8_t *x, ptrdiff_t xs, ptrdiff_t K, int32_t xz)
{
	for (ptrdiff_t k = 0; k < K; k++)
		d[uc10__qwiden_pos(k, K)] = (int16_t)((int32_t)x[k * xs] - xz);
}

/* Requantize and store the sums of one or two rows, one channel. */
static inline void store(uint8_t *y0, uint8_t *y1, ptrdiff_t j, const uc10__qout *q, ptrdiff_t oc, uint32_t s0,
                         uint32_t s1)
{
	y0[j] = uc10__qout_u8(q, oc, (int32_t)s0);
	if (y1)
		y1[j] = uc10__qout_u8(q, oc, (int32_t)s1);
}

void uc10__qdot2(ptrdiff_t N, ptrdiff_t K, const int16_t *a0, const int16_t *a1, const int8_t *W, ptrdiff_t w_rs,
                 uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qout *q, ptrdiff_t n0)
{
	const ptrdiff_t K4 = K - K % 4;
	const int16_t *b1 = a1 ? a1 : a0;   /* one row: the second is the first again, not stored */
	ptrdiff_t j = 0;

	for (; j + 2 <= N; j += 2) {
		const int8_t *w0 = W + j * w_rs, *w1 = w0 + w_rs;
		/* int32 sums that wrap, as the engine's; the DSP's SMLAD wraps too */
		uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
		const int16_t *p0 = a0, *p1 = b1;
		ptrdiff_t k = 0;
#if defined(__ARM_FEATURE_DSP)
		for (; k < K4; k += 4, p0 += 4, p1 += 4, w0 += 4, w1 += 4) {
			const int16x2_t x0e = (int16x2_t)ld32(p0), x0o = (int16x2_t)ld32(p0 + 2);
			const int16x2_t x1e = (int16x2_t)ld32(p1), x1o = (int16x2_t)ld32(p1 + 2);
			uint32_t wv = ld32(w0);
			int16x2_t we = __sxtb16(wv), wo = sxtb16_odd(wv);
			s00 = (uint32_t)__smlad(x0e, we, (int32_t)s00);
			s00 = (uint32_t)__smlad(x0o, wo, (int32_t)s00);
			s10 = (uint32_t)__smlad(x1e, we, (int32_t)s10);
			s10 = (uint32_t)__smlad(x1o, wo, (int32_t)s10);
			wv = ld32(w1);
			we = __sxtb16(wv), wo = sxtb16_odd(wv);
			s01 = (uint32_t)__smlad(x0e, we, (int32_t)s01);
			s01 = (uint32_t)__smlad(x0o, wo, (int32_t)s01);
			s11 = (uint32_t)__smlad(x1e, we, (int32_t)s11);
			s11 = (uint32_t)__smlad(x1o, wo, (int32_t)s11);
		}
#else
		(void)K4;
#endif
		for (; k < K; k++, p0++, p1++, w0++, w1++) {
			const int32_t x0 = *p0, x1 = *p1, wa = *w0, wb = *w1;
			s00 += (uint32_t)(x0 * wa), s01 += (uint32_t)(x0 * wb);
			s10 += (uint32_t)(x1 * wa), s11 += (uint32_t)(x1 * wb);
		}
		store(y0, y1, j * y_cs, q, n0 + j, s00, s10);
		store(y0, y1, (j + 1) * y_cs, q, n0 + j + 1, s01, s11);
	}
	for (; j < N; j++) {
		/* the last channel of an odd count */
		const int8_t *w0 = W + j * w_rs;
		uint32_t s0 = 0, s1 = 0;
		for (ptrdiff_t k = 0; k < K; k++) {
			/* the weights in the rows' order (the widened one) */
			const int32_t wv = w0[k];
			const ptrdiff_t pos = uc10__qwiden_pos(k, K);
			s0 += (uint32_t)(a0[pos] * wv), s1 += (uint32_t)(b1[pos] * wv);
		}
		store(y0, y1, j * y_cs, q, n0 + j, s0, s1);
	}
}

size_t uc10__qgemm_buffer_size(ptrdiff_t K)
{
	return (size_t)(2 * K) * sizeof(int16_t);
}

void uc10__qgemm(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const uint8_t *X, ptrdiff_t x_rs, ptrdiff_t x_ks, int32_t xz,
                 const int8_t *W, ptrdiff_t w_rs, uint8_t *Y, ptrdiff_t y_rs, ptrdiff_t y_cs, const uc10__qout *q,
                 void *buf)
{
	int16_t *a0 = buf, *a1 = buf ? a0 + K : NULL;

	if (K == 0) {
		/* every sum is 0; X, W and the buffer may have no storage */
		for (ptrdiff_t i = 0; i < M; i++)
			for (ptrdiff_t j = 0; j < N; j++)
				Y[i * y_rs + j * y_cs] = uc10__qout_u8(q, j, 0);
		return;
	}
	for (ptrdiff_t i = 0; i < M; i += 2) {
		const int two = i + 1 < M;
		uc10__qwiden(a0, X + i * x_rs, x_ks, K, xz);
		if (two)
			uc10__qwiden(a1, X + (i + 1) * x_rs, x_ks, K, xz);
		uc10__qdot2(N, K, a0, two ? a1 : NULL, W, w_rs, Y + i * y_rs, two ? Y + (i + 1) * y_rs : NULL, y_cs, q, 0);
	}
}
