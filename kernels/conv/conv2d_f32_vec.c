/*
 * kernels/conv/conv2d_f32_vec.c - the float32 convolution core's row
 * kernels in GCC's vector extension (Note [float32 vectors]: the host's
 * SSE2, AVX or AVX-512F; Note [A home for each ISA]): 2 * UC10__VL output
 * channels a pass, weights packed lane by lane, four pixels a pass: each
 * tap loads two vectors of weights and broadcasts four inputs for eight
 * vector multiply-adds; and a 3x3 depthwise channel at stride 1 on a plane
 * whose rows are contiguous computed a vector of pixels at a time over the
 * plane read as one long row.  Each lane is computed exactly as the
 * portable kernels of conv2d_f32.c compute it.
 */
#include "conv/fconv.h"

#if UC10_ISA == UC10_ISA_VEC
typedef uc10__ix ix;
#define VL UC10__VL
#define LANES UC10__FCONV_LANES   /* output channels of a vector pass: 2 * VL */
#define LD(p) (*(const uc10__vf *)(p))
#define ST(p, v) (*(uc10__vf *)(p) = (v))

/* LANES output channels (weights packed: lanes side by side) of 1 or 4 pixels xs apart. */
UC10_INLINE void tapsv(int NP, uc10__vf acc[8], const float *x, ix xs, const float *w, const uc10__ftaps *t)
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

void uc10__fconv_runv(float *o, ix os1, ix os3, ix n, const float *x, ix xs, const float *w, const uc10__ftaps *t,
                      const float *bias, ix bs)
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
void uc10__fconv_dw3x3_row(float *q, ix nv, const float *x, ix is2, const float *w9, float bias)
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
#endif
