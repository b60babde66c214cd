/*
 * The packed layouts of the int8 cores (qcore.h), one function each: the
 * matrix core's channel pairs (uc10__qpack), the depthwise core's taps
 * (uc10__qdwpack) and the DSP layout's table of floats (uc10__qch_build).
 * The operators call them on their scratch at run time; the build calls
 * the same functions on the host, for the target's layout (qlayout.h), to
 * prepare a program's constants once (qprepack.h).  Plain C only: the DSP
 * extension's faster copy of the dense case is Armv7E-M's (UC10_ISA).
 */
#include <string.h>
#include "quantized/qcore.h"

typedef ptrdiff_t ix;

/* Where weight k of channel j goes in its pair's packed form (2 K elements). */
static inline ptrdiff_t pack_pos(ptrdiff_t j, ptrdiff_t k, ptrdiff_t K)
{
#if UC10_QLAYOUT == UC10_QLAYOUT_DSP
	/* in each four k, two words of channel j's widened pairs in the rows' order
	 * ((0, 2), (1, 3)), then two of channel j + 1's; the rest a pair a k */
	const ptrdiff_t K4 = K - K % 4;
	if (k < K4)
		return (k & ~(ptrdiff_t)3) * 2 + (j & 1) * 4 + uc10__qwiden_pos(k & 3, 4);
	return K4 * 2 + (k - K4) * 2 + (j & 1);
#else
	(void)K;
	return k * 2 + (j & 1);
#endif
}

void uc10__qpack(uc10__qw *d, const uc10_tensor *w, ptrdiff_t n0, ptrdiff_t N)
{
	const int dim = w->dim;
	const int8_t *W = uc10_tensor_ptr(w);
	ptrdiff_t K = 1;
	for (int i = 1; i < dim; i++)
		K *= (ptrdiff_t)w->sizes[i];
	/* k's element offset is one stride times k when the other dims are dense */
	ptrdiff_t ks = (ptrdiff_t)w->strides[dim - 1], expect = ks;
	int dense = 1;
	for (int i = dim - 2; i >= 1; i--) {
		expect *= (ptrdiff_t)w->sizes[i + 1];
		if (w->sizes[i] > 1 && (ptrdiff_t)w->strides[i] != expect)
			dense = 0;
	}
#if UC10_ISA == UC10_ISA_ARMV7EM
	if (dense && ks == 1) {
		/* each pair's fours of k as SXTB16 widens them, (0, 2) then (1, 3): the packed order
		 * itself, two words a channel; the rest, and an odd count's last channel, below */
		const ptrdiff_t K4 = K - K % 4, s0 = (ptrdiff_t)w->strides[0];
		for (ptrdiff_t j = 0; j + 2 <= N; j += 2) {
			const int8_t *w0 = W + (n0 + j) * s0, *w1 = w0 + s0;
			int16x2_t *dj = (int16x2_t *)(void *)(d + j * K);
			for (ptrdiff_t k = 0; k < K4; k += 4, dj += 4) {
				const uint32_t a = uc10__ld32(w0 + k), b = uc10__ld32(w1 + k);
				const int16x2_t v[4] = { __sxtb16(a), uc10__sxtb16_odd(a), __sxtb16(b), uc10__sxtb16_odd(b) };
				memcpy(dj, v, sizeof v);
			}
			for (ptrdiff_t k = K4; k < K; k++)
				d[j * K + pack_pos(j, k, K)] = w0[k], d[j * K + pack_pos(j + 1, k, K)] = w1[k];
		}
		if (N & 1)
			for (ptrdiff_t k = 0; k < K; k++)
				d[(N - 1) * K + uc10__qwiden_pos(k, K)] = W[(n0 + N - 1) * s0 + k];
		return;
	}
#endif
	for (ptrdiff_t j = 0; j < N; j++) {
		/* a pair's 2 K elements; an odd count's last channel alone, in the rows' order */
		uc10__qw *dj = d + (j & ~(ptrdiff_t)1) * K;
		const int alone = (N & 1) && j == N - 1;
		const int8_t *wj = W + (n0 + j) * (ptrdiff_t)w->strides[0];
		for (ptrdiff_t k = 0; k < K; k++) {
			ptrdiff_t off = k * ks, rem = k;
			if (!dense)
				for (int i = dim - 1; i >= 1; i--) {
					off = (i == dim - 1 ? 0 : off) + (rem % (ptrdiff_t)w->sizes[i]) * (ptrdiff_t)w->strides[i];
					rem /= (ptrdiff_t)w->sizes[i];
				}
			dj[alone ? uc10__qwiden_pos(k, K) : pack_pos(j, k, K)] = wj[off];
		}
	}
}

void uc10__qch_build(uc10__qch *ch, const uc10__qout *q, ptrdiff_t n)
{
	for (ptrdiff_t oc = 0; oc < n; oc++) {
		const uc10__qrequant *r = &q->rq[oc];
		ch[oc] = (uc10__qch){ r->bias, r->out_scale, r->zero_point };
	}
}

size_t uc10__qdwpack_size(int64_t C, int64_t KH, int64_t KW)
{
#if UC10_QLAYOUT == UC10_QLAYOUT_DSP
	return (size_t)((C - C % 4) * KH * KW) * sizeof(int16_t);
#else
	return (size_t)(C * KH * KW);
#endif
}

void uc10__qdwpack(void *d, const uc10_tensor *w)
{
	const int8_t *Wt = uc10_tensor_ptr(w);
	const ix C = (ix)w->sizes[0], KH = (ix)w->sizes[2], KW = (ix)w->sizes[3];
	const ix ws0 = (ix)w->strides[0], ws2 = (ix)w->strides[2], ws3 = (ix)w->strides[3];
#if UC10_QLAYOUT == UC10_QLAYOUT_DSP
	/* each quad's weights [tap][2] as words of two int16, channels (0, 2) and (1, 3) (quads()) */
	uint32_t *q = d;
	for (ix c = 0; c + 4 <= C; c += 4)
		for (ix kh = 0; kh < KH; kh++)
			for (ix kw = 0; kw < KW; kw++, q += 2) {
				const int8_t *wc = Wt + c * ws0 + kh * ws2 + kw * ws3;
				q[0] = (uint16_t)wc[0] | (uint32_t)(uint16_t)wc[2 * ws0] << 16;
				q[1] = (uint16_t)wc[ws0] | (uint32_t)(uint16_t)wc[3 * ws0] << 16;
			}
#else
	/* by tap, [kh][kw][c] (one()) */
	int8_t *p = d;
	for (ix c = 0; c < C; c++)
		for (ix kh = 0; kh < KH; kh++)
			for (ix kw = 0; kw < KW; kw++)
				p[(kh * KW + kw) * C + c] = Wt[c * ws0 + kh * ws2 + kw * ws3];
#endif
}

