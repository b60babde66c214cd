/*
 * The int8 2-d convolution core (qcore.h), any layout of x, w and y:
 * two output pixels at a time, their taps gathered once (im2col, CMSIS-NN's
 * arm_convolve_s8 shape) into two widened rows, the padding's taps as 0
 * (x == xz adds nothing), then uc10__qdot2 against every output channel
 * of the group.  A 1x1 convolution's rows are the pixels' channels, read
 * in place.  Depthwise convolutions over channels_last tensors go to
 * uc10__qdwconv2d, whose per-channel sums need no gathering.
 */
#include "quantized/qcore.h"

typedef ptrdiff_t ix;

/* The weight's taps (c, kh, kw) of one output channel contiguous, as uc10__qdot2 reads them? */
static int w_dense(const uc10_tensor *w)
{
	const int64_t *s = w->strides, *z = w->sizes;
	return (z[3] == 1 || s[3] == 1) && (z[2] == 1 || s[2] == z[3]) && (z[1] == 1 || s[1] == z[2] * z[3]);
}

size_t uc10__qconv2d_buffer_size(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, int64_t groups)
{
	const int64_t K = w->sizes[1] * w->sizes[2] * w->sizes[3];
	size_t n;

	if (uc10__qdwconv2d_applies(y, x, w, groups))
		return uc10__qdwconv2d_buffer_size(w);
	n = (size_t)(2 * K) * sizeof(int16_t);
	if (!w_dense(w))
		n += (size_t)(w->sizes[0] * K);   /* the weights, repacked */
	return n;
}

/* One pixel's taps, widened: x at the group's first channel, (ih0, iw0) the top-left tap. */
static void gather(int16_t *d, const uint8_t *x, const int64_t *is, ix CG, ix KH, ix KW, int64_t ih0, int64_t iw0,
                   const int64_t *dil, int64_t H, int64_t Wd, int32_t xz)
{
	const ix K = CG * KH * KW;
	ix k = 0;
	for (ix c = 0; c < CG; c++)
		for (ix kh = 0; kh < KH; kh++) {
			const int64_t ih = ih0 + kh * dil[0];
			const int rin = ih >= 0 && ih < H;
			const uint8_t *xr = x + c * (ix)is[1] + (rin ? (ix)ih * (ix)is[2] : 0);
			for (ix kw = 0; kw < KW; kw++, k++) {
				const int64_t iw = iw0 + kw * dil[1];
				d[uc10__qwiden_pos(k, K)] =
					rin && iw >= 0 && iw < Wd ? (int16_t)((int32_t)xr[(ix)iw * (ix)is[3]] - xz) : 0;
			}
		}
}

void uc10__qconv2d(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, const uc10__qout *q,
                   const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups, void *buf)
{
	const uint8_t *X = uc10_tensor_ptr(x);
	const int8_t *Wt = uc10_tensor_ptr(w);
	uint8_t *Y = uc10_tensor_ptr(y);
	const ix N = (ix)y->sizes[0], OC = (ix)y->sizes[1], OH = (ix)y->sizes[2], OW = (ix)y->sizes[3];
	const ix CG = (ix)w->sizes[1], KH = (ix)w->sizes[2], KW = (ix)w->sizes[3], G = (ix)groups, OCG = OC / G;
	const ix K = CG * KH * KW, P = OH * OW;
	const int64_t *is = x->strides, *os = y->strides;
	const int32_t xz = (int32_t)x->q_zero_point;
	const int pointwise = KH == 1 && KW == 1 && stride[0] == 1 && stride[1] == 1 && pad[0] == 0 && pad[1] == 0;
	int16_t *a0 = buf, *a1 = buf ? a0 + K : NULL;
	const int8_t *Wr = Wt;
	ix w_rs = (ix)w->strides[0];

	if (uc10_tensor_numel(y) == 0)
		return;
	if (K == 0) {
		/* no taps: every sum is 0; x and w may have no storage */
		for (ix n = 0; n < N; n++)
			for (ix oc = 0; oc < OC; oc++)
				for (ix p = 0; p < P; p++)
					Y[n * (ix)os[0] + oc * (ix)os[1] + (p / OW) * (ix)os[2] + (p % OW) * (ix)os[3]] =
						uc10__qout_u8(q, oc, 0);
		return;
	}
	if (uc10__qdwconv2d_applies(y, x, w, groups)) {
		uc10__qdwconv2d(y, x, w, q, stride, pad, dil, buf);
		return;
	}
	if (!w_dense(w)) {
		/* [oc][c][kh][kw], as the rows are gathered */
		int8_t *d = (int8_t *)(a1 + K);
		for (ix oc = 0; oc < OC; oc++)
			for (ix c = 0; c < CG; c++)
				for (ix kh = 0; kh < KH; kh++)
					for (ix kw = 0; kw < KW; kw++)
						*d++ = Wt[oc * (ix)w->strides[0] + c * (ix)w->strides[1] + kh * (ix)w->strides[2] +
						          kw * (ix)w->strides[3]];
		Wr = (const int8_t *)(a1 + K);
		w_rs = K;
	}
	for (ix n = 0; n < N; n++)
		for (ix g = 0; g < G; g++) {
			const uint8_t *xg = X + n * (ix)is[0] + g * CG * (ix)is[1];
			for (ix p = 0; p < P; p += 2) {
				const int two = p + 1 < P;
				uint8_t *yp[2];
				for (int t = 0; t < 1 + two; t++) {
					const ix oh = (p + t) / OW, ow = (p + t) % OW;
					int16_t *d = t ? a1 : a0;
					yp[t] = Y + n * (ix)os[0] + g * OCG * (ix)os[1] + oh * (ix)os[2] + ow * (ix)os[3];
					if (pointwise)
						uc10__qwiden(d, xg + oh * (ix)is[2] + ow * (ix)is[3], (ix)is[1], K, xz);
					else
						gather(d, xg, is, CG, KH, KW, oh * stride[0] - pad[0], ow * stride[1] - pad[1], dil,
						       x->sizes[2], x->sizes[3], xz);
				}
				uc10__qdot2(OCG, K, a0, two ? a1 : NULL, Wr + g * OCG * w_rs, w_rs, yp[0], two ? yp[1] : NULL,
				            (ix)os[1], q, g * OCG);
			}
		}
}
