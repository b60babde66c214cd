/*
 * uc10__conv2d_f32: the float32 2-d convolution of aten::convolution
 * (convolution.c.m4 checks the arguments and allocates the result), any
 * strides of input, weight and output (NCHW, channels_last or views), so
 * channels_last tensors are read and written in place, without copies.
 *
 *  - 1x1 kernel, stride 1, no padding, pixels that flatten to one stride
 *    (contiguous or channels_last planes): per batch and group, the matrix
 *    product out[oc][p] = W[oc][c] x[c][p] + bias (uc10__sgemm);
 *  - otherwise direct, four output channels of a group at a time (one when
 *    the group has fewer left, as a depthwise convolution's): the taps
 *    inside the input are found once per output row (kh) and, for the
 *    pixels near the left and right edges only, once per pixel (kw);
 *    never tested per multiply-add.  Each input value loaded serves the
 *    four channels.  Groups of one input channel (depthwise, or a first
 *    layer's single channel) with padding read a zero-padded copy of the
 *    channel in the caller's buffer (uc10__conv2d_f32_buffer_size), where
 *    every pixel is interior.
 * Where the build has vectors (Note [float32 vectors]: x86-64) the direct
 * loop also takes 2 * UC10__VL output channels at a time (a group with
 * that many left), weights packed lane by lane, four pixels a pass: each
 * tap loads two vectors of weights and broadcasts four inputs for eight
 * vector multiply-adds; and a 3x3 depthwise channel at stride 1 on a plane
 * whose rows are contiguous is computed a vector of pixels at a time over
 * the plane read as one long row (Note [Depthwise plane as one row]).
 * Each output element is the sum over (c, kh, kw) in that order plus the
 * bias, as the generic loop of convolution.c.m4, with the multiply-add of
 * Note [float32 multiply-add]; the vector paths compute each lane exactly
 * as the scalar path they replace.
 */
#include "common/kernel.h"
#include "conv/conv2d_f32.h"
#include "conv/taps.h"
#include "linear/sgemm.h"

typedef ptrdiff_t ix;   /* sizes, strides and element offsets of tensors in memory */

/*
 * Four output channels oc..oc+3 of one group at one pixel: x is the first
 * valid tap, w lane 0's weight for it (lanes ws0 apart); the taps are nkh
 * rows of nk, summed over the group's CG input channels.  Each input value
 * loaded serves the four lanes.
 */
UC10_INLINE void taps4(float acc[4], const float *x, const float *w, ix CG, ix nkh, ix nk, ix is1, ix ihstep,
                      ix istep, ix ws0, ix ws1, ix ws2, ix ws3)
{
	float a0 = 0, a1 = 0, a2 = 0, a3 = 0;
	for (ix c = 0; c < CG; c++, x += is1, w += ws1) {
		const float *xr = x, *wr = w;
		for (ix kh = nkh; kh > 0; kh--, xr += ihstep, wr += ws2) {
			const float *xp = xr, *w0 = wr, *w1 = wr + ws0, *w2 = w1 + ws0, *w3 = w2 + ws0;
			for (ix k = nk; k > 0; k--, xp += istep, w0 += ws3, w1 += ws3, w2 += ws3, w3 += ws3) {
				const float v = *xp;
				a0 = UC10__MULADDF(v, *w0, a0), a1 = UC10__MULADDF(v, *w1, a1);
				a2 = UC10__MULADDF(v, *w2, a2), a3 = UC10__MULADDF(v, *w3, a3);
			}
		}
	}
	acc[0] = a0, acc[1] = a1, acc[2] = a2, acc[3] = a3;
}

/* One output channel at one pixel (a depthwise convolution's, or a group's leftover). */
UC10_INLINE float taps1(const float *x, const float *w, ix CG, ix nkh, ix nk, ix is1, ix ihstep, ix istep, ix ws1,
                       ix ws2, ix ws3)
{
	float a = 0;
	for (ix c = 0; c < CG; c++, x += is1, w += ws1) {
		const float *xr = x, *wr = w;
		for (ix kh = nkh; kh > 0; kh--, xr += ihstep, wr += ws2) {
			const float *xp = xr, *wp = wr;
			for (ix k = nk; k > 0; k--, xp += istep, wp += ws3)
				a = UC10__MULADDF(*xp, *wp, a);
		}
	}
	return a;
}

/*
 * The pixels of one output row whose taps are all inside the input, the
 * steps in elements: x is the first pixel's first tap, xs the step from
 * one pixel's to the next (stride * W's stride).  Four lanes (output
 * channels ws0 apart in the weight, os1 apart in the output) or one; one
 * function a case, so that the compiler keeps each one's pointers in
 * registers.
 */
typedef struct taps {
	ix CG, nkh, nk, is1, ihstep, istep, ws1, ws2, ws3;
} taps;

static __attribute__((noinline)) void run4(float *o, ix os1, ix os3, ix n, const float *x, ix xs, const float *w,
                                           const taps *t, const float *bias, ix bs)
{
	const float b0 = bias ? bias[0] : 0, b1 = bias ? bias[bs] : 0, b2 = bias ? bias[2 * bs] : 0,
	            b3 = bias ? bias[3 * bs] : 0;
	for (; n > 0; n--, x += xs, o += os3) {
		float acc[4];
		/* packed weights: the four lanes side by side, taps 4 apart */
		taps4(acc, x, w, t->CG, t->nkh, t->nk, t->is1, t->ihstep, t->istep, 1, t->ws1, t->ws2, 4);
		o[0] = acc[0] + b0, o[os1] = acc[1] + b1, o[2 * os1] = acc[2] + b2, o[3 * os1] = acc[3] + b3;
	}
}

static __attribute__((noinline)) void run1(float *o, ix os3, ix n, const float *x, ix xs, const float *w, const taps *t, float bias)
{
	for (; n > 0; n--, x += xs, o += os3)
		*o = taps1(x, w, t->CG, t->nkh, t->nk, t->is1, t->ihstep, t->istep, t->ws1, t->ws2, t->ws3) + bias;
}

/*
 * A 3x3 depthwise row: the nine weights stay in registers, each pixel
 * loads its nine inputs (rows ihstep apart, columns istep apart).
 */
UC10_INLINE void run3x3_(float *o, ix os3, ix n, const float *x, ix xs, const float *w9, ix ihstep, ix istep,
                        float bias)
{
	const float w0 = w9[0], w1 = w9[1], w2 = w9[2], w3 = w9[3], w4 = w9[4], w5 = w9[5], w6 = w9[6], w7 = w9[7],
	            w8 = w9[8];
	for (; n > 0; n--, x += xs, o += os3) {
		const float *r0 = x, *r1 = x + ihstep, *r2 = r1 + ihstep;
		float a = r0[0] * w0;
		a = UC10__MULADDF(r0[istep], w1, a), a = UC10__MULADDF(r0[2 * istep], w2, a);
		a = UC10__MULADDF(r1[0], w3, a), a = UC10__MULADDF(r1[istep], w4, a), a = UC10__MULADDF(r1[2 * istep], w5, a);
		a = UC10__MULADDF(r2[0], w6, a), a = UC10__MULADDF(r2[istep], w7, a), a = UC10__MULADDF(r2[2 * istep], w8, a);
		*o = a + bias;
	}
}

static __attribute__((noinline)) void run3x3(float *o, ix os3, ix n, const float *x, ix xs, const float *w9, ix ihstep, ix istep, float bias)
{
	if (istep == 1 && xs == 1)
		run3x3_(o, os3, n, x, 1, w9, ihstep, 1, bias);
	else
		run3x3_(o, os3, n, x, xs, w9, ihstep, istep, bias);
}

#if UC10__VL > 1
#define VL UC10__VL
#define LANES (2 * VL)   /* output channels of a vector pass */
#define LD(p) (*(const uc10__vf *)(p))
#define ST(p, v) (*(uc10__vf *)(p) = (v))

/* LANES output channels (weights packed: lanes side by side) of 1 or 4 pixels xs apart. */
UC10_INLINE void tapsv(int NP, uc10__vf acc[8], const float *x, ix xs, const float *w, const taps *t)
{
	const uc10__vf z = UC10__VSPLAT(0.0f);
	uc10__vf a00 = z, a01 = z, a10 = z, a11 = z, a20 = z, a21 = z, a30 = z, a31 = z;
	for (ix c = t->CG; c > 0; c--, x += t->is1, w += t->ws1) {
		const float *xr = x, *wr = w;
		for (ix kh = t->nkh; kh > 0; kh--, xr += t->ihstep, wr += t->ws2) {
			const float *xp = xr, *wp = wr;
			for (ix k = t->nk; k > 0; k--, xp += t->istep, wp += LANES) {
				const uc10__vf w0 = LD(wp), w1 = LD(wp + VL);
				uc10__vf v = UC10__VSPLAT(xp[0]);
				a00 = UC10__VMULADD(v, w0, a00), a01 = UC10__VMULADD(v, w1, a01);
				if (NP > 1) {
					v = UC10__VSPLAT(xp[xs]);
					a10 = UC10__VMULADD(v, w0, a10), a11 = UC10__VMULADD(v, w1, a11);
					v = UC10__VSPLAT(xp[2 * xs]);
					a20 = UC10__VMULADD(v, w0, a20), a21 = UC10__VMULADD(v, w1, a21);
					v = UC10__VSPLAT(xp[3 * xs]);
					a30 = UC10__VMULADD(v, w0, a30), a31 = UC10__VMULADD(v, w1, a31);
				}
			}
		}
	}
	acc[0] = a00, acc[1] = a01, acc[2] = a10, acc[3] = a11, acc[4] = a20, acc[5] = a21, acc[6] = a30, acc[7] = a31;
}

/* The LANES channels of NP pixels plus the bias, out to channels os1 apart. */
UC10_INLINE void storev(int NP, float *o, ix os1, ix os3, const uc10__vf acc[8], uc10__vf b0, uc10__vf b1)
{
	for (int p = 0; p < NP; p++, o += os3) {
		float v[LANES];
		ST(v, acc[2 * p] + b0), ST(v + VL, acc[2 * p + 1] + b1);
		for (int l = 0; l < LANES; l++)
			o[l * os1] = v[l];
	}
}

static __attribute__((noinline)) void runv(float *o, ix os1, ix os3, ix n, const float *x, ix xs, const float *w,
                                           const taps *t, const float *bias, ix bs)
{
	float bl[LANES];
	for (int l = 0; l < LANES; l++)
		bl[l] = bias ? bias[l * bs] : 0.0f;
	const uc10__vf b0 = LD(bl), b1 = LD(bl + VL);
	uc10__vf acc[8];
	for (; n >= 4; n -= 4, x += 4 * xs, o += 4 * os3) {
		tapsv(4, acc, x, xs, w, t);
		storev(4, o, os1, os3, acc, b0, b1);
	}
	for (; n > 0; n--, x += xs, o += os3) {
		tapsv(1, acc, x, xs, w, t);
		storev(1, o, os1, os3, acc, b0, b1);
	}
}

/*
 * Note [Depthwise plane as one row]
 * A 3x3 filter at stride 1 over a plane whose rows are contiguous, W wide
 * and is2 apart: output (oh, ow) sums the inputs at oh * is2 + ow + the
 * tap's offset.  Read as one long row, the outputs at v = oh * is2 + ow are
 * a 1-d convolution of the plane: vectors of consecutive v load consecutive
 * inputs, whatever the width.  The v whose ow falls past the last column
 * (the is2 - OW between two output rows) are computed too and not kept:
 * the row of (OH - 1) * is2 + OW values goes to the caller's scratch, then
 * its OH rows of OW to the output.  Each value is run3x3_'s sum, in its
 * order.
 */
static __attribute__((noinline)) void dw3x3_row(float *q, ix nv, const float *x, ix is2, const float *w9, float bias)
{
	const uc10__vf w0 = UC10__VSPLAT(w9[0]), w1 = UC10__VSPLAT(w9[1]), w2 = UC10__VSPLAT(w9[2]),
	               w3 = UC10__VSPLAT(w9[3]), w4 = UC10__VSPLAT(w9[4]), w5 = UC10__VSPLAT(w9[5]),
	               w6 = UC10__VSPLAT(w9[6]), w7 = UC10__VSPLAT(w9[7]), w8 = UC10__VSPLAT(w9[8]), b = UC10__VSPLAT(bias);
	for (ix v = 0; v < nv; v += VL) {
		/* the last vector ends at the last value, over values already done */
		const ix i = v + VL <= nv ? v : nv - VL;
		const float *r0 = x + i, *r1 = r0 + is2, *r2 = r1 + is2;
		uc10__vf a = LD(r0) * w0;
		a = UC10__VMULADD(LD(r0 + 1), w1, a), a = UC10__VMULADD(LD(r0 + 2), w2, a);
		a = UC10__VMULADD(LD(r1), w3, a), a = UC10__VMULADD(LD(r1 + 1), w4, a), a = UC10__VMULADD(LD(r1 + 2), w5, a);
		a = UC10__VMULADD(LD(r2), w6, a), a = UC10__VMULADD(LD(r2 + 1), w7, a), a = UC10__VMULADD(LD(r2 + 2), w8, a);
		ST(q + i, a + b);
	}
}
#else
#define LANES 4
#endif

/* Is a plane of h x w at strides s2, s3 one run of h*w elements at stride s3? */
static int flat_(int64_t h, int64_t w, int64_t s2, int64_t s3)
{
	return h == 1 || s2 == w * s3;
}

/* The padded plane of a one-channel group, when it is worth it: elements, or 0. */
static ix padded_elems(const uc10_tensor *in, const uc10_tensor *w, const int64_t *pad)
{
	const int64_t H = in->sizes[2], Wd = in->sizes[3];
	if (w->sizes[1] != 1 || (pad[0] == 0 && pad[1] == 0) || (w->sizes[2] == 1 && w->sizes[3] == 1))
		return 0;
	/* no more than about twice the plane: a padding far wider than the kernel is
	 * cheaper to skip than to fill */
	if (pad[0] > H + w->sizes[2] || pad[1] > Wd + w->sizes[3])
		return 0;
	/* and pad[1] more: the copy's last row writes the left padding of a row after the plane */
	return (ix)((H + 2 * pad[0]) * (Wd + 2 * pad[1]) + pad[1]);
}

/* Output channels' weights side by side (run4, runv), when a group has four (LANES). */
static ix packed_elems(const uc10_tensor *w, int64_t groups)
{
	const int64_t ocg = w->sizes[0] / groups;
	if (ocg < 4)
		return 0;
	return (ix)((ocg >= LANES ? LANES : 4) * w->sizes[1] * w->sizes[2] * w->sizes[3]);
}

/* The 3x3 depthwise plane as one row (Note [Depthwise plane as one row]): its scratch, or 0. */
static int dw_row_(const uc10_tensor *w, const int64_t *stride, const int64_t *dil)
{
	return UC10__VL > 1 && w->sizes[1] == 1 && w->sizes[2] == 3 && w->sizes[3] == 3 && stride[0] == 1 &&
	       stride[1] == 1 && dil[0] == 1 && dil[1] == 1;
}

/*
 * The row of dw3x3_row: at most the (padded) plane's size.  The stride is
 * not known here: a 3x3 one-channel group has it whatever its stride.
 */
static ix dw_row_elems(const uc10_tensor *in, const uc10_tensor *w, const int64_t *pad)
{
	static const int64_t one[2] = { 1, 1 };
	if (!dw_row_(w, one, one))
		return 0;
	return (ix)((in->sizes[2] + 2 * pad[0]) * (in->sizes[3] + 2 * pad[1]));
}

size_t uc10__conv2d_f32_buffer_size(const uc10_tensor *in, const uc10_tensor *w, const int64_t *pad, int64_t groups)
{
	return (size_t)(padded_elems(in, w, pad) + packed_elems(w, groups) + dw_row_elems(in, w, pad)) * sizeof(float);
}

/* The input planes as the direct loop reads them: a tensor's, or the padded copy. */
typedef struct plane {
	const float *x;   /* lane 0's input channel, batch n */
	ix is1, is2, is3, H, W, pad0, pad1;
} plane;

/* Output rows of channels oc.. (nl lanes) from the plane p. */
static void direct_rows(float *o, ix os1, ix os2, ix os3, ix OH, ix OW, const plane *p, const float *wc, ix ws1,
                        ix ws2, ix ws3, ix CG, ix KH, ix KW, const int64_t *stride, const int64_t *dil,
                        const float *bc, ix bs, ix nl)
{
	const int64_t H = p->H, Wd = p->W, pad0 = p->pad0, pad1 = p->pad1;
	const ix xs = (ix)stride[1] * p->is3;
	/* the pixels whose taps are all inside the input: ow in [owa, owb) */
	int64_t owa = (pad1 + stride[1] - 1) / stride[1], owb = 0;
	if (Wd - 1 - (KW - 1) * dil[1] + pad1 >= 0)
		owb = (Wd - 1 - (KW - 1) * dil[1] + pad1) / stride[1] + 1;
	if (owb > OW)
		owb = OW;
	if (owa > owb)
		owa = owb;
	/* 3x3 weights of one contiguous channel, for run3x3 */
	const int w3x3 = nl == 1 && CG == 1 && KH == 3 && KW == 3 && ws3 == 1 && ws2 == 3;
	for (ix oh = 0; oh < OH; oh++) {
		/* the kh whose input row is inside (user strides and pads: in int64) */
		const int64_t ih0 = oh * stride[0] - pad0;
		ix kh0, kh1;
		uc10__taps(ih0, KH, dil[0], H, &kh0, &kh1);
		taps t = { CG, kh1 - kh0, KW, p->is1, (ix)dil[0] * p->is2, (ix)dil[1] * p->is3, ws1, ws2, ws3 };
		const float *xrow = p->x + (t.nkh ? (ix)(ih0 + kh0 * dil[0]) * p->is2 : 0);
		const float *wrow = wc + kh0 * ws2;
		float *orow = o + oh * os2;
		for (ix ow = 0; ow < OW; ow++) {
			const float *x = xrow, *wp = wrow;
			ix cnt = 1;
			if (ow == owa && owb > owa) {
				/* the interior pixels, all at once */
				cnt = (ix)(owb - owa);
				x += (ow * (ix)stride[1] - (ix)pad1) * p->is3;
				t.nk = KW;
			} else {
				const int64_t iw0 = ow * stride[1] - pad1;
				ix kw0, kw1;
				uc10__taps(iw0, KW, dil[1], Wd, &kw0, &kw1);
				t.nk = kw1 - kw0;
				if (t.nk > 0)
					x += (ix)(iw0 + kw0 * dil[1]) * p->is3;
				wp += kw0 * ws3;
			}
			if (t.nk <= 0 || t.nkh <= 0) {
				/* every tap in the padding: the bias alone */
				for (ix i = 0; i < cnt; i++)
					for (ix l = 0; l < nl; l++)
						orow[(ow + i) * os3 + l * os1] = 0.0f + (bc ? bc[l * bs] : 0.0f);
			} else if (nl == 4) {
				run4(orow + ow * os3, os1, os3, cnt, x, xs, wp, &t, bc, bs);
#if UC10__VL > 1
			} else if (nl == LANES) {
				runv(orow + ow * os3, os1, os3, cnt, x, xs, wp, &t, bc, bs);
#endif
			} else if (w3x3 && t.nkh == 3 && t.nk == 3) {
				run3x3(orow + ow * os3, os3, cnt, x, xs, wp, t.ihstep, t.istep, bc ? *bc : 0.0f);
			} else {
				run1(orow + ow * os3, os3, cnt, x, xs, wp, &t, bc ? *bc : 0.0f);
			}
			ow += cnt - 1;
		}
	}
}

void uc10__conv2d_f32(const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w, const uc10_tensor *b,
                      const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups, void *buf)
{
	const float *I = uc10_tensor_ptr(in), *W = uc10_tensor_ptr(w), *B = b ? uc10_tensor_ptr(b) : NULL;
	float *O = uc10_tensor_ptr(out), *P = buf;
	const ix N = (ix)out->sizes[0], OC = (ix)out->sizes[1], OH = (ix)out->sizes[2], OW = (ix)out->sizes[3];
	const ix CG = (ix)w->sizes[1], KH = (ix)w->sizes[2], KW = (ix)w->sizes[3], G = (ix)groups, OCG = OC / G;
	const ix H = (ix)in->sizes[2], Wd = (ix)in->sizes[3];
	const ix is0 = (ix)in->strides[0], is1 = (ix)in->strides[1], is2 = (ix)in->strides[2], is3 = (ix)in->strides[3];
	const ix ws0 = (ix)w->strides[0], ws1 = (ix)w->strides[1], ws2 = (ix)w->strides[2], ws3 = (ix)w->strides[3];
	const ix os0 = (ix)out->strides[0], os1 = (ix)out->strides[1], os2 = (ix)out->strides[2], os3 = (ix)out->strides[3];
	const ix bs = b ? (ix)b->strides[0] : 0;

	if (uc10_tensor_numel(out) == 0)
		return;
	if (CG == 0) {
		/* no taps (no input channels): the bias; the input and weight may have no storage */
		for (ix n = 0; n < N; n++)
			for (ix oc = 0; oc < OC; oc++)
				for (ix oh = 0; oh < OH; oh++)
					for (ix ow = 0; ow < OW; ow++)
						O[n * os0 + oc * os1 + oh * os2 + ow * os3] = 0.0f + (B ? B[oc * bs] : 0.0f);
		return;
	}
	if (KH == 1 && KW == 1 && stride[0] == 1 && stride[1] == 1 && pad[0] == 0 && pad[1] == 0 &&
	    flat_(H, Wd, is2, is3) && flat_(OH, OW, os2, os3)) {
		for (ix n = 0; n < N; n++)
			for (ix g = 0; g < G; g++)
				uc10__sgemm(OCG, OH * OW, CG, W + g * OCG * ws0, ws0, ws1, I + n * is0 + g * CG * is1, is1, is3,
				            O + n * os0 + g * OCG * os1, os1, os3, B ? B + g * OCG * bs : NULL, bs);
		return;
	}
	float *pk = P, *pl = P ? P + packed_elems(w, groups) : NULL;   /* packed weights, padded plane */
	/* without the buffer (the arena had no room for it): one lane, the input in place */
	const int padded = P && padded_elems(in, w, pad) > 0;
	for (ix n = 0; n < N; n++) {
		ix filled = -1;   /* the input channel in the padded plane */
		for (ix oc = 0; oc < OC;) {
			/* LANES or four lanes if they are in one group, else one */
			const ix nl = P && oc % OCG + LANES <= OCG ? LANES : P && oc % OCG + 4 <= OCG ? 4 : 1;
			const ix ci = (oc / OCG) * CG;   /* the group's first input channel */
			plane p = { I + n * is0 + ci * is1, is1, is2, is3, H, Wd, (ix)pad[0], (ix)pad[1] };
			const float *wc = W + oc * ws0;
			ix v1 = ws1, v2 = ws2, v3 = ws3;
			if (padded) {
				/* one input channel: copied into the middle of a zeroed plane, so
				 * that every tap of every pixel is inside it */
				const ix p0 = (ix)pad[0], p1 = (ix)pad[1], wpd = Wd + 2 * p1;
				if (filled != ci) {
					float *d = pl;
					for (ix i = p0 * wpd + p1; i > 0; i--)
						*d++ = 0.0f;
					for (ix h = 0; h < H; h++) {
						const float *src = p.x + h * is2;
						for (ix j = Wd; j > 0; j--, src += is3)
							*d++ = *src;
						for (ix j = 2 * p1; j > 0; j--)
							*d++ = 0.0f;
					}
					for (ix i = p0 * wpd - p1; i > 0; i--)
						*d++ = 0.0f;
					filled = ci;
				}
				p = (plane){ pl, 0, wpd, 1, H + 2 * p0, wpd, 0, 0 };
			}
			if (nl > 1) {
				/* [c][kh][kw][lane] */
				float *d = pk;
				for (ix c = 0; c < CG; c++)
					for (ix kh = 0; kh < KH; kh++)
						for (ix kw = 0; kw < KW; kw++) {
							const float *s0 = wc + c * ws1 + kh * ws2 + kw * ws3;
							for (ix l = 0; l < nl; l++)
								*d++ = s0[l * ws0];
						}
				wc = pk, v3 = nl, v2 = nl * KW, v1 = nl * KH * KW;
			}
#if UC10__VL > 1
			/* Note [Depthwise plane as one row]: contiguous rows, 9 contiguous weights */
			const ix nv = (OH - 1) * p.is2 + OW;
			if (nl == 1 && P && dw_row_(w, stride, dil) && p.is3 == 1 && (padded || p.is2 == Wd) && ws3 == 1 &&
			    ws2 == 3 && nv >= VL) {
				float *pq = pl + padded_elems(in, w, pad);   /* after the padded plane */
				dw3x3_row(pq, nv, p.x, p.is2, wc, B ? B[oc * bs] : 0.0f);
				float *o = O + n * os0 + oc * os1;
				for (ix oh = 0; oh < OH; oh++)
					for (ix ow = 0; ow < OW; ow++)
						o[oh * os2 + ow * os3] = pq[oh * p.is2 + ow];
				oc++;
				continue;
			}
#endif
			direct_rows(O + n * os0 + oc * os1, os1, os2, os3, OH, OW, &p, wc, v1, v2, v3, CG, KH, KW, stride, dil,
			            B ? B + oc * bs : NULL, bs, nl);
			oc += nl;
		}
	}
}
