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
	/* the requantization table (DSP layout), the packed weights (uc10__qdwpack: with the DSP layout
	 * the quads' only, the rest unused) */
	return UC10__QCH_SIZE(w->sizes[0]) + (size_t)(w->sizes[0] * w->sizes[2] * w->sizes[3]) * sizeof(uc10__qw);
}

#if UC10_ISA != UC10_ISA_ARMV7EM
/* One channel of one pixel, the portable way. */
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
#endif

void uc10__qdwconv2d(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, const uc10__qout *q,
                     const int64_t *stride, const int64_t *pad, const int64_t *dil, void *buf)
{
	uc10__qout qt = *q;

	if (UC10__QCH_SIZE(w->sizes[0]) > 0) {
		qt.ch = buf;
		uc10__qch_build(buf, q, (ptrdiff_t)w->sizes[0]);
	}
	uc10__qdwpack((char *)buf + UC10__QCH_SIZE(w->sizes[0]), w);
	uc10__qdwconv2d_run(y, x, w->sizes[2], w->sizes[3], (char *)buf + UC10__QCH_SIZE(w->sizes[0]),
	                    (const int8_t *)uc10_tensor_ptr(w) + (w->sizes[0] - w->sizes[0] % 4) * w->strides[0], w->strides,
	                    &qt, stride, pad, dil);
}

void uc10__qdwconv2d_run(const uc10_tensor *y, const uc10_tensor *x, int64_t kh_, int64_t kw_, const void *wpk,
                         const int8_t *Wt, const int64_t *wst, const uc10__qout *q, const int64_t *stride,
                         const int64_t *pad, const int64_t *dil)
{
	const uint8_t *X = uc10_tensor_ptr(x);
	uint8_t *Y = uc10_tensor_ptr(y);
	const ix N = (ix)y->sizes[0], C = (ix)y->sizes[1], OH = (ix)y->sizes[2], OW = (ix)y->sizes[3];
	const ix KH = (ix)kh_, KW = (ix)kw_;
	const int64_t H = x->sizes[2], Wd = x->sizes[3];
	const ix is0 = (ix)x->strides[0], is2 = (ix)x->strides[2], is3 = (ix)x->strides[3];
	const ix os0 = (ix)y->strides[0], os2 = (ix)y->strides[2], os3 = (ix)y->strides[3];
	const int32_t xz = (int32_t)x->q_zero_point;
	const ix xs = (ix)dil[1] * is3, xr = (ix)dil[0] * is2;
#if UC10_ISA == UC10_ISA_ARMV7EM
	/* the quads' weights (uc10__qdwpack); the channels after the last quad read theirs from Wt
	 * (channel C4's first) */
	const uint32_t nzz = ((uint32_t)-xz & 0xffffu) * 0x10001u;   /* -xz in both halves */
	const uint32_t lo4 = q->lo * 0x01010101u, hi4 = q->hi * 0x01010101u;
	const ix T = KH * KW, C4 = C - C % 4;
	const uint32_t *Wq = wpk;
	const ix ws0 = (ix)wst[0], ws2 = (ix)wst[2], ws3 = (ix)wst[3];
#else
	const int8_t *Wp = wpk;
	const ix wr = KW * C;
	(void)Wt, (void)wst;
#endif
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
				/* the first valid tap of channel 0 */
				const uint8_t *xp = X + n * is0 + (nkh && nk ? (ix)(ih0 + kh0 * dil[0]) * is2 +
				                                                  (ix)(iw0 + kw0 * dil[1]) * is3 : 0);
				ix c = 0;
				if (nkh <= 0 || nk <= 0) {
					for (; c < C; c++)
						yp[c] = uc10__qout_fast(q, c, 0);
					continue;
				}
#if UC10_ISA == UC10_ISA_ARMV7EM
				{
					if (nkh == 3 && nk == 3 && KH == 3 && KW == 3 && C4 == C) {
						/* this pixel and those after it whose three columns are inside too */
						const int64_t last = (Wd - 1 - 2 * dil[1] + pad[1]) / stride[1];
						const ix np = (ix)(last < OW - 1 ? last : OW - 1) - ow + 1;
						uc10__qdw_quads9(yp, xp, Wq, q->ch, C4, xs, xr, nzz, lo4, hi4, np, (ix)stride[1] * is3, os3);
						ow += np - 1;
						continue;
					}
					if (nkh == 3 && nk == 3 && KH == 3 && KW == 3)
						uc10__qdw_quads9(yp, xp, Wq, q->ch, C4, xs, xr, nzz, lo4, hi4, 1, 0, 0);
					else
						uc10__qdw_quads(yp, xp, Wq + (kh0 * KW + kw0) * 2, q->ch, C4, nkh, nk, xs, xr, T, KW, nzz,
						                lo4, hi4);
					for (c = C4; c < C; c++) {
						/* the channels after the last quad, their weights in place */
						const int8_t *wc = Wt + (c - C4) * ws0 + kh0 * ws2 + kw0 * ws3;
						const uint8_t *xc = xp + c;
						uint32_t s = 0;   /* int32 arithmetic that wraps, as the engine's */
						for (ix r = 0; r < nkh; r++, xc += xr, wc += ws2)
							for (ix k = 0; k < nk; k++)
								s += (uint32_t)(((int32_t)xc[k * xs] - xz) * (int32_t)wc[k * ws3]);
						yp[c] = uc10__qout_fast(q, c, (int32_t)s);
					}
				}
#else
				for (; c < C; c++)
					yp[c] = uc10__qout_u8(q, c, (int32_t)one(xp + c, Wp + (kh0 * KW + kw0) * C + c, nkh, nk, xs, xr,
					                                         C, wr, xz));
#endif
			}
		}
}
