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
 * The row kernels are the instruction set's where it has its own (Note [A
 * home for each ISA], kernels/conv/fconv.h): conv2d_f32_vec.c with the
 * host's vectors (2 * UC10__VL output channels a pass, and a 3x3 depthwise
 * plane read as one row: Note [Depthwise plane as one row]),
 * conv2d_f32_armv7em.c on Cortex-M4F / M7 (four channels x four pixels a
 * pass in s-registers, 3x3 depthwise rows slid along); this file's
 * portable ones otherwise.
 * Each output element is the sum over (c, kh, kw) in that order plus the
 * bias, as the generic loop of convolution.c.m4, with the multiply-add of
 * Note [float32 multiply-add]; the other paths compute each output exactly
 * as the portable one.
 */
#include "common/kernel.h"
#include "conv/conv2d_f32.h"
#include "conv/fconv.h"
#include "conv/fconv_pack.h"
#include "conv/taps.h"

typedef uc10__ix ix;

/*
 * Four output channels at one pixel: x the first valid tap, w lane 0's
 * weight for it (lanes ws0 apart, taps ws3 apart).  Each input value
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

typedef uc10__ftaps taps;

/*
 * The portable row kernels (fconv.h), where the ISA's file has none: one
 * function a case, so that the compiler keeps each one's pointers in
 * registers.
 */
#if !defined(UC10__FCONV_HAS_RUN4)
void uc10__fconv_run4(float *o, ix os1, ix os3, ix n, const float *x, ix xs, const float *w, const taps *t,
                      const float *bias, ix bs)
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
#endif

static __attribute__((noinline)) void run1(float *o, ix os3, ix n, const float *x, ix xs, const float *w, const taps *t, float bias)
{
	for (; n > 0; n--, x += xs, o += os3)
		*o = taps1(x, w, t->CG, t->nkh, t->nk, t->is1, t->ihstep, t->istep, t->ws1, t->ws2, t->ws3) + bias;
}

#if !defined(UC10__FCONV_HAS_RUN3X3)
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

void uc10__fconv_run3x3(float *o, ix os3, ix n, const float *x, ix xs, const float *w9, ix ihstep, ix istep, float bias)
{
	if (istep == 1 && xs == 1)
		run3x3_(o, os3, n, x, 1, w9, ihstep, 1, bias);
	else
		run3x3_(o, os3, n, x, xs, w9, ihstep, istep, bias);
}
#endif

#define LANES UC10__FCONV_LANES

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
#if !defined(UC10__FCONV_HAS_DWROW)
	(void)w, (void)stride, (void)dil;
	return 0;
#else
	return w->sizes[1] == 1 && w->sizes[2] == 3 && w->sizes[3] == 3 && stride[0] == 1 &&
	       stride[1] == 1 && dil[0] == 1 && dil[1] == 1;
#endif
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

/* The 1x1 matrix product (uc10__sgemm reads the weights in place): no scratch. */
static int gemm_(const uc10_tensor *w, const int64_t *stride, const int64_t *pad)
{
	return w->sizes[2] == 1 && w->sizes[3] == 1 && stride[0] == 1 && stride[1] == 1 && pad[0] == 0 && pad[1] == 0;
}

/*
 * A one-channel 3x3 group padded by at most one that uc10__fconv_dw3x3_pad
 * reads in place (fconv.h): rows of contiguous pixels, the nine weights
 * contiguous.  Its rows outside the plane read zeros: the constant zrow_
 * for a plane up to UC10__FCONV_ZROW wide, else a row of the scratch.
 */
#define UC10__FCONV_ZROW 64
#if defined(UC10__FCONV_HAS_DWPAD)
static const float zrow_[UC10__FCONV_ZROW];
#endif

static int dw_pad_(const uc10_tensor *in, const uc10_tensor *w, const int64_t *pad, const int64_t *dil)
{
#if !defined(UC10__FCONV_HAS_DWPAD)
	(void)in, (void)w, (void)pad, (void)dil;
	return 0;
#else
	return w->sizes[1] == 1 && w->sizes[2] == 3 && w->sizes[3] == 3 && w->strides[3] == 1 && w->strides[2] == 3 &&
	       dil[0] == 1 && dil[1] == 1 && in->strides[3] == 1 && pad[0] <= 1 && pad[1] <= 1;
#endif
}

/*
 * The scratch: none for a 1x1 matrix product, nor for one-channel groups
 * (fewer than four output channels a group: no packed weights) that
 * dw3x3_pad reads in place with the constant row of zeros; else the
 * padded plane, packed weights and depthwise row.
 */
size_t uc10__conv2d_f32_buffer_size(const uc10_tensor *in, const uc10_tensor *w, const int64_t *stride,
                                    const int64_t *pad, const int64_t *dil, int64_t groups)
{
	if (gemm_(w, stride, pad))
		return 0;
	if (packed_elems(w, groups) == 0 && dw_pad_(in, w, pad, dil) && in->sizes[3] <= UC10__FCONV_ZROW)
		return 0;
	return (size_t)(padded_elems(in, w, pad) + packed_elems(w, groups) + dw_row_elems(in, w, pad)) * sizeof(float);
}

/* The input planes as the direct loop reads them: a tensor's, or the padded copy. */
typedef struct plane {
	const float *x;   /* lane 0's input channel, batch n */
	ix is1, is2, is3, H, W, pad0, pad1;
} plane;

/*
 * cnt pixels from o (ps apart in the output) whose taps are t's: x the
 * first one's first tap, xs the step to the next one's; nl lanes.
 */
static void run_(float *o, ix os1, ix ps, ix cnt, const float *x, ix xs, const float *wp, const taps *t,
                 const float *bc, ix bs, ix nl, int w3x3)
{
	if (t->nk <= 0 || t->nkh <= 0) {
		/* every tap in the padding: the bias alone */
		for (ix i = 0; i < cnt; i++)
			for (ix l = 0; l < nl; l++)
				o[i * ps + l * os1] = 0.0f + (bc ? bc[l * bs] : 0.0f);
	} else if (nl == 4) {
		uc10__fconv_run4(o, os1, ps, cnt, x, xs, wp, t, bc, bs);
#if defined(UC10__FCONV_HAS_RUNV)
	} else if (nl == LANES) {
		uc10__fconv_runv(o, os1, ps, cnt, x, xs, wp, t, bc, bs);
#endif
	} else if (w3x3 && t->nkh == 3 && t->nk == 3) {
		uc10__fconv_run3x3(o, ps, cnt, x, xs, wp, t->ihstep, t->istep, bc ? *bc : 0.0f);
	} else {
		run1(o, ps, cnt, x, xs, wp, t, bc ? *bc : 0.0f);
	}
}

/* The outputs o in [oa, ob) of n whose taps are all inside an input of n_in (stride s, padding pad). */
static void interior_(int64_t n, int64_t n_in, int64_t k, int64_t s, int64_t d, int64_t pad, int64_t *oa,
                      int64_t *ob)
{
	*oa = (pad + s - 1) / s, *ob = 0;
	if (n_in - 1 - (k - 1) * d + pad >= 0)
		*ob = (n_in - 1 - (k - 1) * d + pad) / s + 1;
	if (*ob > n)
		*ob = n;
	if (*oa > *ob)
		*oa = *ob;
}

/*
 * Output rows of channels oc.. (nl lanes) from the plane p.  The pixels
 * of a row whose taps are all inside go to the row kernel at once; with
 * several lanes, the pixels of a column near the left or right edge whose
 * rows are inside do too, down the column (the kernels take any step
 * between pixels), so that a narrow plane's edges are not done one pixel
 * at a time.
 */
static void direct_rows(float *o, ix os1, ix os2, ix os3, ix OH, ix OW, const plane *p, const float *wc, ix ws1,
                        ix ws2, ix ws3, ix CG, ix KH, ix KW, const int64_t *stride, const int64_t *dil,
                        const float *bc, ix bs, ix nl)
{
	const int64_t H = p->H, Wd = p->W, pad0 = p->pad0, pad1 = p->pad1;
	const ix xs = (ix)stride[1] * p->is3;
	int64_t owa, owb, oha, ohb;
	interior_(OW, Wd, KW, stride[1], dil[1], pad1, &owa, &owb);
	interior_(OH, H, KH, stride[0], dil[0], pad0, &oha, &ohb);
	/* down the edge columns: rows [oha, ohb), when there is an interior to skip in them */
	const int cols = nl > 1 && owb > owa && ohb > oha;
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
		const int inner = cols && oh >= oha && oh < ohb;
		for (ix ow = inner ? (ix)owa : 0; ow < (inner ? (ix)owb : OW); ow++) {
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
			run_(orow + ow * os3, os1, os3, cnt, x, xs, wp, &t, bc, bs, nl, w3x3);
			ow += cnt - 1;
		}
	}
	for (ix ow = owa > 0 ? 0 : (ix)owb; cols && ow < OW; ow = ow + 1 == owa ? (ix)owb : ow + 1) {
		const int64_t iw0 = ow * stride[1] - pad1, ih0 = oha * stride[0] - pad0;
		ix kw0, kw1;
		uc10__taps(iw0, KW, dil[1], Wd, &kw0, &kw1);
		taps t = { CG, KH, kw1 - kw0, p->is1, (ix)dil[0] * p->is2, (ix)dil[1] * p->is3, ws1, ws2, ws3 };
		const float *x = p->x + (ix)ih0 * p->is2 + (t.nk > 0 ? (ix)(iw0 + kw0 * dil[1]) * p->is3 : 0);
		run_(o + oha * os2 + ow * os3, os1, os2, (ix)(ohb - oha), x, (ix)stride[0] * p->is2, wc + kw0 * ws3, &t, bc,
		     bs, nl, 0);
	}
}

/* The core: buf the scratch or NULL; pre NULL, or w's weights packed at build time (fconv_pack.h). */
static void conv_(const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w, const uc10_tensor *b,
                  const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups, void *buf,
                  const float *pre)
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
	if (gemm_(w, stride, pad)) {
		/* the planes as one run of pixels where they flatten to one stride, else a row at a time */
		const int flat = flat_(H, Wd, is2, is3) && flat_(OH, OW, os2, os3);
		for (ix n = 0; n < N; n++)
			for (ix g = 0; g < G; g++)
				for (ix oh = 0; oh < (flat ? 1 : OH); oh++)
					uc10__sgemm(OCG, flat ? OH * OW : OW, CG, W + g * OCG * ws0, ws0, ws1,
					            I + n * is0 + g * CG * is1 + oh * is2, is1, is3, O + n * os0 + g * OCG * os1 + oh * os2,
					            os1, os3, B ? B + g * OCG * bs : NULL, bs);
		return;
	}
	float *pk = P, *pl = P ? P + packed_elems(w, groups) : NULL;   /* packed weights, padded plane */
	/* without the buffer (the arena had no room for it): one lane, the input in place */
	const int padded = P && padded_elems(in, w, pad) > 0;
	for (ix n = 0; n < N; n++) {
		ix filled = -1;   /* the input channel in the padded plane (-2: a row of zeros) */
		for (ix oc = 0; oc < OC;) {
			/* LANES or four lanes if they are in one group, else one */
			const ix nl = P || pre ? uc10__fconv_block(oc, OCG, LANES) : 1;
			const ix ci = (oc / OCG) * CG;   /* the group's first input channel */
			plane p = { I + n * is0 + ci * is1, is1, is2, is3, H, Wd, (ix)pad[0], (ix)pad[1] };
			const float *wc = W + oc * ws0;
			ix v1 = ws1, v2 = ws2, v3 = ws3;
#if defined(UC10__FCONV_HAS_DWPAD)
			if (nl == 1 && (pad[0] != 0 || pad[1] != 0) && dw_pad_(in, w, pad, dil) &&
			    (Wd <= UC10__FCONV_ZROW || padded)) {
				/* the plane in place, a row of zeros (the constant one, or at the scratch's start) for the padding */
				const float *zero = zrow_;
				if (Wd > UC10__FCONV_ZROW) {
					if (filled != -2)
						for (ix i = 0; i < Wd; i++)
							pl[i] = 0.0f;
					filled = -2, zero = pl;
				}
				uc10__fconv_dw3x3_pad(O + n * os0 + oc * os1, os2, os3, OH, OW, p.x, is2, H, Wd, (ix)stride[0],
				                      (ix)stride[1], (ix)pad[0], (ix)pad[1], zero, wc, B ? B[oc * bs] : 0.0f);
				oc++;
				continue;
			}
#endif
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
						ix j = Wd;
						if (is3 == 1)   /* (the boards' C library copies a byte at a time) */
							for (; j >= 4; j -= 4, src += 4, d += 4)
								d[0] = src[0], d[1] = src[1], d[2] = src[2], d[3] = src[3];
						for (; j > 0; j--, src += is3)
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
			if (pre) {
				/* packed at build time: this block's [c][kh][kw][lane] (one lane: [c][kh][kw]) */
				wc = pre + oc * CG * KH * KW, v3 = nl, v2 = nl * KW, v1 = nl * KH * KW;
			} else if (nl > 1) {
				/* [c][kh][kw][lane] */
				uc10__fconv_pack_block(pk, wc, CG, KH, KW, ws0, ws1, ws2, ws3, nl);
				wc = pk, v3 = nl, v2 = nl * KW, v1 = nl * KH * KW;
			}
#if defined(UC10__FCONV_HAS_DWROW)
			/* Note [Depthwise plane as one row]: contiguous rows, 9 contiguous weights */
			const ix nv = (OH - 1) * p.is2 + OW;
			if (nl == 1 && P && dw_row_(w, stride, dil) && p.is3 == 1 && (padded || p.is2 == Wd) && ws3 == 1 &&
			    ws2 == 3 && nv >= UC10__VL) {
				float *pq = pl + padded_elems(in, w, pad);   /* after the padded plane */
				uc10__fconv_dw3x3_row(pq, nv, p.x, p.is2, wc, B ? B[oc * bs] : 0.0f);
				float *o = O + n * os0 + oc * os1;
				for (ix oh = 0; oh < OH; oh++)
					for (ix ow = 0; ow < OW; ow++)
						o[oh * os2 + ow * os3] = pq[oh * p.is2 + ow];
				oc++;
				continue;
			}
#endif
			if (nl == 1 && CG == 1 && KH == 3 && KW == 3 && ws3 == 1 && ws2 == 3 && dil[0] == 1 && dil[1] == 1 &&
			    (padded || (pad[0] == 0 && pad[1] == 0))) {
				/* a 3x3 depthwise plane whose every pixel is interior: its rows straight to the row kernel */
				float *o = O + n * os0 + oc * os1;
				const float bias = B ? B[oc * bs] : 0.0f;
#if defined(UC10__FCONV_HAS_DWPLANE)
				if (p.is3 == 1)
					uc10__fconv_dw3x3_plane(o, os2, os3, OH, OW, p.x, p.is2, (ix)stride[0], (ix)stride[1], wc, bias);
				else
#endif
					for (ix oh = 0; oh < OH; oh++)
						uc10__fconv_run3x3(o + oh * os2, os3, OW, p.x + oh * (ix)stride[0] * p.is2,
						                   (ix)stride[1] * p.is3, wc, p.is2, p.is3, bias);
				oc++;
				continue;
			}
			direct_rows(O + n * os0 + oc * os1, os1, os2, os3, OH, OW, &p, wc, v1, v2, v3, CG, KH, KW, stride, dil,
			            B ? B + oc * bs : NULL, bs, nl);
			oc += nl;
		}
	}
}

void uc10__conv2d_f32(const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w, const uc10_tensor *b,
                      const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups, void *buf)
{
	conv_(out, in, w, b, stride, pad, dil, groups, buf, NULL);
}

void uc10__conv2d_f32_prepacked(const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w,
                                const uc10_tensor *b, const int64_t *stride, const int64_t *pad, const int64_t *dil,
                                int64_t groups, const float *pre)
{
	conv_(out, in, w, b, stride, pad, dil, groups, NULL, pre);
}
