/*
 * The int8 depthwise convolution core (qcore.h): one input and one output
 * channel a group, x and y channels_last (channel stride 1), so that four
 * neighbouring channels of a tap are one word.  The weights are reordered
 * by tap, [kh][kw][c] (as TFLite stores depthwise weights), into the
 * caller's buffer; then each output pixel finds its taps inside the input
 * once (the padding's add nothing) and sums them four channels at a time:
 * on the DSP extension one word of inputs and one of weights widened into
 * even and odd pairs, and a 16 x 16 multiply-accumulate per channel
 * (SMLABB / SMLATT), as CMSIS-NN's arm_depthwise_conv_s8_opt does.
 */
#include "conv/taps.h"
#include "quantized/qcore.h"


typedef ptrdiff_t ix;

int uc10__qdwconv2d_applies(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, int64_t groups)
{
	return w->sizes[1] == 1 && groups == x->sizes[1] && groups == w->sizes[0] &&
	       (x->sizes[1] == 1 || (x->strides[1] == 1 && y->strides[1] == 1)) &&
	       x->q_zero_point >= 0 && x->q_zero_point <= 255;   /* x - xz fits int16 */
}

size_t uc10__qdwconv2d_buffer_size(const uc10_tensor *w)
{
	return (size_t)(w->sizes[0] * w->sizes[2] * w->sizes[3]);
}

#if defined(__ARM_FEATURE_DSP)
/*
 * Channels c..c+3 of one pixel: nkh rows of nk taps, x's taps xs apart
 * and rows xr apart, the weights' C apart and rows wr apart.
 */
static UC10__QKERNEL void quad(uint32_t s[4], const uint8_t *x, const int8_t *w, ix nkh, ix nk, ix xs, ix xr, ix C, ix wr,
                 uint32_t nzz)
{
	int32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
	for (; nkh > 0; nkh--, x += xr, w += wr) {
		const uint8_t *xp = x;
		const int8_t *wp = w;
		for (ix k = nk; k > 0; k--, xp += xs, wp += C) {
			const uint32_t xv = uc10__ld32(xp), wv = uc10__ld32(wp);
			const int16x2_t xe = __uxtab16(nzz, xv), xo = uc10__uxtab16_odd(nzz, xv);
			const int16x2_t we = __sxtb16(wv), wo = uc10__sxtb16_odd(wv);
			s0 = __smlabb(xe, we, s0), s2 = __smlatt(xe, we, s2);
			s1 = __smlabb(xo, wo, s1), s3 = __smlatt(xo, wo, s3);
		}
	}
	s[0] = (uint32_t)s0, s[1] = (uint32_t)s1, s[2] = (uint32_t)s2, s[3] = (uint32_t)s3;
}
#endif

/* One channel of one pixel, the portable way (and the channels left over from the quads). */
static uint32_t one(const uint8_t *x, const int8_t *w, ix nkh, ix nk, ix xs, ix xr, ix C, ix wr, int32_t xz)
{
	uint32_t s = 0;   /* int32 arithmetic that wraps, as the engine's */
	for (; nkh > 0; nkh--, x += xr, w += wr) {
		const uint8_t *xp = x;
		const int8_t *wp = w;
		for (ix k = nk; k > 0; k--, xp += xs, wp += C)
			s += (uint32_t)(((int32_t)*xp - xz) * (int32_t)*wp);
	}
	return s;
}

void uc10__qdwconv2d(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, const uc10__qout *q,
                     const int64_t *stride, const int64_t *pad, const int64_t *dil, void *buf)
{
	const uint8_t *X = uc10_tensor_ptr(x);
	const int8_t *Wt = uc10_tensor_ptr(w);
	uint8_t *Y = uc10_tensor_ptr(y);
	int8_t *Wp = buf;
	const ix N = (ix)y->sizes[0], C = (ix)y->sizes[1], OH = (ix)y->sizes[2], OW = (ix)y->sizes[3];
	const ix KH = (ix)w->sizes[2], KW = (ix)w->sizes[3];
	const int64_t H = x->sizes[2], Wd = x->sizes[3];
	const ix is0 = (ix)x->strides[0], is2 = (ix)x->strides[2], is3 = (ix)x->strides[3];
	const ix os0 = (ix)y->strides[0], os2 = (ix)y->strides[2], os3 = (ix)y->strides[3];
	const int32_t xz = (int32_t)x->q_zero_point;
	const ix xs = (ix)dil[1] * is3, xr = (ix)dil[0] * is2, wr = KW * C;
#if defined(__ARM_FEATURE_DSP)
	const uint32_t nzz = ((uint32_t)-xz & 0xffffu) * 0x10001u;   /* -xz in both halves */
	const ix C4 = C - C % 4;
#else
	const ix C4 = 0;
#endif

	for (ix c = 0; c < C; c++)
		for (ix kh = 0; kh < KH; kh++)
			for (ix kw = 0; kw < KW; kw++)
				Wp[(kh * KW + kw) * C + c] = Wt[c * (ix)w->strides[0] + kh * (ix)w->strides[2] + kw * (ix)w->strides[3]];
	for (ix n = 0; n < N; n++)
		for (ix oh = 0; oh < OH; oh++) {
			/* the kh whose input row is inside (user strides and pads: in int64) */
			const int64_t ih0 = oh * stride[0] - pad[0];
			ix kh0, kh1;
			uc10__taps(ih0, KH, dil[0], H, &kh0, &kh1);
			for (ix ow = 0; ow < OW; ow++) {
				const int64_t iw0 = ow * stride[1] - pad[1];
				uint8_t *yp = Y + n * os0 + oh * os2 + ow * os3;
				ix kw0, kw1;
				uc10__taps(iw0, KW, dil[1], Wd, &kw0, &kw1);
				const ix nkh = kh1 - kh0, nk = kw1 - kw0;
				/* the first valid tap of channel 0, and its weight */
				const uint8_t *xp = X + n * is0 + (nkh && nk ? (ix)(ih0 + kh0 * dil[0]) * is2 +
				                                                  (ix)(iw0 + kw0 * dil[1]) * is3 : 0);
				const int8_t *wp = Wp + (kh0 * KW + kw0) * C;
				ix c = 0;
				if (nkh <= 0 || nk <= 0) {
					for (; c < C; c++)
						yp[c] = uc10__qout_u8(q, c, 0);
					continue;
				}
#if defined(__ARM_FEATURE_DSP)
				for (; c < C4; c += 4) {
					uint32_t s[4];
					quad(s, xp + c, wp + c, nkh, nk, xs, xr, C, wr, nzz);
					yp[c] = uc10__qout_u8(q, c, (int32_t)s[0]);
					yp[c + 1] = uc10__qout_u8(q, c + 1, (int32_t)s[1]);
					yp[c + 2] = uc10__qout_u8(q, c + 2, (int32_t)s[2]);
					yp[c + 3] = uc10__qout_u8(q, c + 3, (int32_t)s[3]);
				}
#else
				(void)C4;
#endif
				for (; c < C; c++)
					yp[c] = uc10__qout_u8(q, c, (int32_t)one(xp + c, wp + c, nkh, nk, xs, xr, C, wr, xz));
			}
		}
}
