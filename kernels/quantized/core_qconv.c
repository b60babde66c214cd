/*
 * The int8 2-d convolution core (qcore.h), any layout of x, w and y:
 * two output pixels at a time, their taps gathered once (im2col, CMSIS-NN's
 * arm_convolve_s8 shape) into two widened rows, the padding's taps as 0
 * (x == xz adds nothing), then uc10__qdot2 against every output channel
 * of the group.  A 1x1 convolution's rows are the pixels' channels, read
 * in place.  Depthwise convolutions over channels_last tensors go to
 * uc10__qdwconv2d, whose per-channel sums need no gathering.
 */
#include <string.h>
#include "conv/taps.h"
#include "quantized/qcore.h"

typedef ptrdiff_t ix;

uc10_status uc10__qconv_result(const char *OP, uc10_tensor *r, const uc10_tensor *x, int64_t oc, const int64_t *k_hw,
                               const int64_t *stride, const int64_t *pad, const int64_t *dil, double scale,
                               int64_t zero_point)
{
	int64_t shape[4] = { x->sizes[0], oc, 0, 0 };
	uc10_status s;

	for (int i = 0; i < 2; i++) {
		/* the engine's output size, C's truncating division included: a kernel one larger than
		 * the padded input gives an empty result, not an error */
		const int64_t eff = dil[i] * (k_hw[i] - 1) + 1, padded = x->sizes[2 + i] + 2 * pad[i];
		shape[2 + i] = (padded - eff) / stride[i] + 1;
		if (shape[2 + i] < 0)
			return uc10_fail(UC10_E_SHAPE, OP, ": Trying to create tensor with negative dimension "
			                 "(the kernel is larger than the padded input)", "");
	}
	if ((s = uc10__qempty(OP, r, UC10_QUINT8, shape, 4, UC10_CHANNELS_LAST)) != UC10_OK)
		return s;
	r->q_scale = scale;
	r->q_zero_point = zero_point;
	return UC10_OK;
}

size_t uc10__qconv2d_buffer_size(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, int64_t groups)
{
	const int64_t K = w->sizes[1] * w->sizes[2] * w->sizes[3];

	if (uc10__qdwconv2d_applies(y, x, w, groups))
		return uc10__qdwconv2d_buffer_size(w);
	/* the requantization table (DSP builds), two widened rows, the packed weights */
	return UC10__QCH_SIZE(w->sizes[0]) + (size_t)(2 * uc10__qrow((ptrdiff_t)K)) * sizeof(int16_t) +
	       (size_t)(w->sizes[0] * K) * sizeof(uc10__qw);
}

/*
 * One pixel's taps, widened: x at the group's first channel, taps kh in
 * [kh0, kh1) and kw in [kw0, kw1) inside the input (uc10__taps), the first
 * of them at xt; the others are padding, 0, written by one memset for a
 * pixel at an edge (a call a kernel row cost more than the copies: GCC
 * makes each short zero run one).  Its own function: inlined, its loop
 * kept every pointer on the stack.
 */
static UC10__QKERNEL void gather(int16_t *d, const uint8_t *xt, const int64_t *is, ix CG, ix KH, ix KW, ix kh0,
                                 ix kh1, ix kw0, ix kw1, ix xr, ix xs, int32_t xz)
{
	const ix K = CG * KH * KW, is1 = (ix)is[1], n = kw1 - kw0;

	if (kh0 > 0 || kh1 < KH || kw0 > 0 || kw1 < KW)
		memset(d, 0, (size_t)K * sizeof *d);
	for (ix c = 0; c < CG; c++, xt += is1) {
		const uint8_t *xp = xt;
		for (ix kh = kh0; kh < kh1; kh++, xp += xr) {
			int16_t *p = d + (c * KH + kh) * KW + kw0;
			if (n == 3) {
				/* a 3x3 kernel's row inside the input (a first layer's): the loop's overhead was twice the copy */
				p[0] = (int16_t)((int32_t)xp[0] - xz);
				p[1] = (int16_t)((int32_t)xp[xs] - xz);
				p[2] = (int16_t)((int32_t)xp[2 * xs] - xz);
				continue;
			}
			for (ix i = 0; i < n; i++)
				p[i] = (int16_t)((int32_t)xp[i * xs] - xz);
		}
	}
	/* into the widened order (uc10__qwiden_pos): where it pairs (0, 2) and (1, 3), swap each four's middle two */
	if (uc10__qwiden_pos(1, K) != 1)
		for (ix k = 0; k + 4 <= K; k += 4) {
			const int16_t t = d[k + 1];
			d[k + 1] = d[k + 2], d[k + 2] = t;
		}
}

void uc10__qconv2d(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, const uc10__qout *q,
                   const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups, void *buf)
{
	uint8_t *Y = uc10_tensor_ptr(y);
	const ix N = (ix)y->sizes[0], OC = (ix)y->sizes[1], OH = (ix)y->sizes[2], OW = (ix)y->sizes[3];
	const ix CG = (ix)w->sizes[1], KH = (ix)w->sizes[2], KW = (ix)w->sizes[3], G = (ix)groups, OCG = OC / G;
	const ix K = CG * KH * KW, P = OH * OW;
	const int64_t *is = x->strides, *os = y->strides;
	const int32_t xz = (int32_t)x->q_zero_point;
	int16_t *a0 = buf ? (int16_t *)((char *)buf + UC10__QCH_SIZE(OC)) : NULL, *a1 = buf ? a0 + uc10__qrow(K) : NULL;
	uc10__qw *Wp = buf ? (uc10__qw *)(a0 + 2 * uc10__qrow(K)) : NULL;
	uc10__qout qt = *q;

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
	if (!buf) {
		/* no room for the buffer: one output at a time from the tensors in place (slower, the same sums) */
		const uint8_t *X = uc10_tensor_ptr(x);
		const int8_t *Wt = uc10_tensor_ptr(w);
		const int64_t *ws = w->strides;
		for (ix n = 0; n < N; n++)
			for (ix oc = 0; oc < OC; oc++)
				for (ix oh = 0; oh < OH; oh++)
					for (ix ow = 0; ow < OW; ow++) {
						const int64_t ih0 = oh * stride[0] - pad[0], iw0 = ow * stride[1] - pad[1];
						uint32_t acc = 0;   /* int32 arithmetic that wraps, as the engine's */
						ix kh0, kh1, kw0, kw1;
						uc10__taps(ih0, KH, dil[0], x->sizes[2], &kh0, &kh1);
						uc10__taps(iw0, KW, dil[1], x->sizes[3], &kw0, &kw1);
						for (ix c = 0; c < CG; c++)
							for (ix kh = kh0; kh < kh1; kh++)
								for (ix kw = kw0; kw < kw1; kw++) {
									const int32_t xv = (int32_t)X[n * (ix)is[0] + ((oc / OCG) * CG + c) * (ix)is[1] +
									                              (ix)(ih0 + kh * dil[0]) * (ix)is[2] +
									                              (ix)(iw0 + kw * dil[1]) * (ix)is[3]] - xz;
									acc += (uint32_t)(xv * (int32_t)Wt[oc * (ix)ws[0] + c * (ix)ws[1] + kh * (ix)ws[2] +
									                                   kw * (ix)ws[3]]);
								}
						Y[n * (ix)os[0] + oc * (ix)os[1] + oh * (ix)os[2] + ow * (ix)os[3]] =
							uc10__qout_u8(q, oc, (int32_t)acc);
					}
		return;
	}
	if (uc10__qdwconv2d_applies(y, x, w, groups)) {
		uc10__qdwconv2d(y, x, w, q, stride, pad, dil, buf);
		return;
	}
	if (UC10__QCH_SIZE(OC) > 0) {
		/* the requantization table (qcore.h) */
		qt.ch = buf;
		uc10__qch_build(buf, q, OC);
		q = &qt;
	}
	/* A group's weights are packed at the buffer's start, where the kernels'
	 * word reads (LDRD) find them aligned: after a group of an odd number
	 * of weights, the next group's would start at an odd halfword. */
	for (ix g = 0; g < G; g++) {
		uc10__qpack(Wp, w, g * OCG, OCG);
		uc10__qconv2d_group(y, x, w->sizes + 1, g, OCG, Wp, q, stride, pad, dil, a0, a1);
	}
}

/*
 * Group g over channels_last input, its weights packed with k = (kh, kw, c)
 * (uc10__qconv2d_group, a0 NULL): two pixels a call, over the taps either
 * has inside the input; a tap in the padding of one of them reads C bytes
 * of the zero point (zb).  One pixel a call for the last of an odd count
 * and where C is over UC10__QTAPS_CMAX.
 */
static void taps_group(const uc10_tensor *y, const uc10_tensor *x, ix CG, ix KH, ix KW, ix g, ix OCG,
                       const uc10__qw *Wp, const uc10__qout *q, const int64_t *stride, const int64_t *pad,
                       const int64_t *dil)
{
	const uint8_t *X = uc10_tensor_ptr(x);
	uint8_t *Y = uc10_tensor_ptr(y);
	const ix N = (ix)y->sizes[0], OH = (ix)y->sizes[2], OW = (ix)y->sizes[3], P = OH * OW;
	const int64_t *is = x->strides, *os = y->strides;
	const int32_t xz = (int32_t)x->q_zero_point;
	const int pairs = CG <= UC10__QTAPS_CMAX;
	const uint8_t *tp[2][UC10__QTAPS_MAX];
	ptrdiff_t tidx[UC10__QTAPS_MAX];
	uint8_t zb[UC10__QTAPS_CMAX];

	memset(zb, xz, sizeof zb);
	for (ix n = 0; n < N; n++) {
		const uint8_t *xg = X + n * (ix)is[0] + g * CG * (ix)is[1];
		for (ix p = 0; p < P; p += 1 + pairs) {
			const int two = pairs && p + 1 < P;
			int64_t ih0[2], iw0[2];
			ix w[2][4], nt = 0;
			uint8_t *yp[2];
			for (int t = 0; t < 1 + two; t++) {
				const ix oh = (p + t) / OW, ow = (p + t) % OW;
				ih0[t] = oh * stride[0] - pad[0], iw0[t] = ow * stride[1] - pad[1];
				uc10__taps(ih0[t], KH, dil[0], x->sizes[2], &w[t][0], &w[t][1]);
				uc10__taps(iw0[t], KW, dil[1], x->sizes[3], &w[t][2], &w[t][3]);
				yp[t] = Y + n * (ix)os[0] + g * OCG * (ix)os[1] + oh * (ix)os[2] + ow * (ix)os[3];
			}
			for (ix kh = 0; kh < KH; kh++)
				for (ix kw = 0; kw < KW; kw++) {
					int in = 0;
					for (int t = 0; t < 1 + two; t++) {
						const int v = kh >= w[t][0] && kh < w[t][1] && kw >= w[t][2] && kw < w[t][3];
						tp[t][nt] = v ? xg + (ix)(ih0[t] + kh * dil[0]) * (ix)is[2] + (ix)(iw0[t] + kw * dil[1]) *
						                     (ix)is[3] : zb;
						in |= v;
					}
					if (in)
						tidx[nt++] = kh * KW + kw;
				}
			uc10__qdot2_taps(OCG, CG, KH * KW, nt, tidx, tp[0], two ? tp[1] : NULL, xz, Wp, yp[0],
			                 two ? yp[1] : NULL, (ix)os[1], q, g * OCG);
		}
	}
}

void uc10__qconv2d_group(const uc10_tensor *y, const uc10_tensor *x, const int64_t *wsz, ptrdiff_t g, ptrdiff_t OCG,
                         const uc10__qw *Wp, const uc10__qout *q, const int64_t *stride, const int64_t *pad,
                         const int64_t *dil, int16_t *a0, int16_t *a1)
{
	const uint8_t *X = uc10_tensor_ptr(x);
	uint8_t *Y = uc10_tensor_ptr(y);
	const ix N = (ix)y->sizes[0], OH = (ix)y->sizes[2], OW = (ix)y->sizes[3];
	const ix CG = (ix)wsz[0], KH = (ix)wsz[1], KW = (ix)wsz[2], K = CG * KH * KW, P = OH * OW;
	const int64_t *is = x->strides, *os = y->strides;
	const int32_t xz = (int32_t)x->q_zero_point;
	const int pointwise = KH == 1 && KW == 1 && stride[0] == 1 && stride[1] == 1 && pad[0] == 0 && pad[1] == 0;

	if (!a0 && !pointwise) {
		taps_group(y, x, CG, KH, KW, g, OCG, Wp, q, stride, pad, dil);
		return;
	}
	for (ix n = 0; n < N; n++) {
		const uint8_t *xg = X + n * (ix)is[0] + g * CG * (ix)is[1];
		for (ix p = 0; p < P; p += 2) {
			const int two = p + 1 < P;
			const uint8_t *xp[2] = { NULL, NULL };
			uint8_t *yp[2];
			for (int t = 0; t < 1 + two; t++) {
				const ix oh = (p + t) / OW, ow = (p + t) % OW;
				int16_t *d = t ? a1 : a0;
				yp[t] = Y + n * (ix)os[0] + g * OCG * (ix)os[1] + oh * (ix)os[2] + ow * (ix)os[3];
				if (pointwise && !a0) {
					xp[t] = xg + oh * (ix)is[2] + ow * (ix)is[3];   /* read in place (qcore.h) */
				} else if (pointwise) {
					uc10__qwiden(d, xg + oh * (ix)is[2] + ow * (ix)is[3], (ix)is[1], K, xz);
				} else {
					const int64_t ih0 = oh * stride[0] - pad[0], iw0 = ow * stride[1] - pad[1];
					ix kh0, kh1, kw0, kw1;
					uc10__taps(ih0, KH, dil[0], x->sizes[2], &kh0, &kh1);
					uc10__taps(iw0, KW, dil[1], x->sizes[3], &kw0, &kw1);
					gather(d, kh1 > kh0 && kw1 > kw0 ? xg + (ix)(ih0 + kh0 * dil[0]) * (ix)is[2] +
					                                       (ix)(iw0 + kw0 * dil[1]) * (ix)is[3] : xg,
					       is, CG, KH, KW, kh0, kh1, kw0, kw1, (ix)dil[0] * (ix)is[2], (ix)dil[1] * (ix)is[3], xz);
				}
			}
			if (xp[0])
				uc10__qdot2_u8(OCG, K, xp[0], xp[1], xz, Wp, yp[0], two ? yp[1] : NULL, (ix)os[1], q, g * OCG);
			else
				uc10__qdot2(OCG, K, a0, two ? a1 : NULL, Wp, yp[0], two ? yp[1] : NULL, (ix)os[1], q, g * OCG);
		}
	}
}
