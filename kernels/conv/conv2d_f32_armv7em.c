/*
 * kernels/conv/conv2d_f32_armv7em.c - the float32 convolution core's row
 * kernels for Armv7E-M with a single-precision FPU (Cortex-M4F, M7; Note
 * [A home for each ISA]), whose 32 s-registers hold a block of sums:
 *  - four output channels x four pixels a pass (uc10__fconv_run4): per tap
 *    four packed weights and four inputs loaded for sixteen VFMA, every
 *    operand in an s-register, the sums too; 8 loads for 16 MACs where the
 *    portable kernel takes 5 for 4.  A row's last pixels (fewer than four)
 *    and the edges' one at a time, four channels (pixels4: 9 instructions
 *    a tap for 4 MACs);
 *  - a 3x3 depthwise row at stride 1 (uc10__fconv_run3x3): the nine
 *    weights in registers and the window slid along the row, three columns
 *    of inputs kept, one new column (three loads) an output instead of
 *    nine; other strides load the nine; a whole plane whose pixels are
 *    all interior with the weights loaded once (uc10__fconv_dw3x3_plane),
 *    and one padded by at most one read in place (uc10__fconv_dw3x3_pad).
 * Each output's sum is the portable kernels' (fconv.h): the same terms in
 * the same order with the same multiply-add, so the same bits (test_fcore).
 */
#include "conv/fconv.h"

#if UC10_ISA == UC10_ISA_ARMV7EM
typedef uc10__ix ix;

#define MA(x, w, a) UC10__MULADDF(x, w, a)

/*
 * The innermost kernels are their own functions compiled at -O2 without
 * the pre-allocation scheduling (as the int8 cores' UC10__QKERNEL): -Os
 * and the scheduler hoist loads ahead of their uses and spill the sums.
 */
#if defined(__GNUC__) && !defined(__clang__)
#define FKERNEL __attribute__((noinline, optimize("O2", "no-schedule-insns")))
#else
#define FKERNEL __attribute__((noinline))
#endif

/* nb blocks of four pixels (XS apart, a constant where the caller knows it) x four packed channels. */
UC10_INLINE void blocks4x4_(float *o, ix os1, ix os3, ix nb, const float *x, ix XS, const float *w,
                           const uc10__ftaps *t, const float b[4])
{
	const ix CG = t->CG, nkh = t->nkh, nk = t->nk, is1 = t->is1, ihstep = t->ihstep, istep = t->istep;
	const ix ws1 = t->ws1, ws2 = t->ws2;
	for (; nb > 0; nb--, x += 4 * XS, o += 4 * os3) {
		float a00 = 0, a01 = 0, a02 = 0, a03 = 0, a10 = 0, a11 = 0, a12 = 0, a13 = 0;
		float a20 = 0, a21 = 0, a22 = 0, a23 = 0, a30 = 0, a31 = 0, a32 = 0, a33 = 0;
		const float *xc = x, *wc = w;
		for (ix c = CG; c > 0; c--, xc += is1, wc += ws1) {
			const float *xr = xc, *wr = wc;
			for (ix kh = nkh; kh > 0; kh--, xr += ihstep, wr += ws2) {
				const float *xp = xr, *wp = wr;
				for (ix k = nk; k > 0; k--, xp += istep, wp += 4) {
					const float w0 = wp[0], w1 = wp[1], w2 = wp[2], w3 = wp[3];
					float v = xp[0];
					a00 = MA(v, w0, a00), a01 = MA(v, w1, a01), a02 = MA(v, w2, a02), a03 = MA(v, w3, a03);
					v = xp[XS];
					a10 = MA(v, w0, a10), a11 = MA(v, w1, a11), a12 = MA(v, w2, a12), a13 = MA(v, w3, a13);
					v = xp[2 * XS];
					a20 = MA(v, w0, a20), a21 = MA(v, w1, a21), a22 = MA(v, w2, a22), a23 = MA(v, w3, a23);
					v = xp[3 * XS];
					a30 = MA(v, w0, a30), a31 = MA(v, w1, a31), a32 = MA(v, w2, a32), a33 = MA(v, w3, a33);
				}
			}
		}
		float *p = o;
		p[0] = a00 + b[0], p[os1] = a01 + b[1], p[2 * os1] = a02 + b[2], p[3 * os1] = a03 + b[3], p += os3;
		p[0] = a10 + b[0], p[os1] = a11 + b[1], p[2 * os1] = a12 + b[2], p[3 * os1] = a13 + b[3], p += os3;
		p[0] = a20 + b[0], p[os1] = a21 + b[1], p[2 * os1] = a22 + b[2], p[3 * os1] = a23 + b[3], p += os3;
		p[0] = a30 + b[0], p[os1] = a31 + b[1], p[2 * os1] = a32 + b[2], p[3 * os1] = a33 + b[3];
	}
}

/*
 * One row of taps (nk, istep bytes apart) of four pixels x four lanes,
 * the sums in acc[pixel * 4 + lane], in s0-s15 while the row runs: per tap
 * the four packed weights by one VLDM with writeback, the four inputs by
 * one VLDM (pixels 1 apart: X1) or four VLDR (2 apart: X2), sixteen VFMA.
 * With three taps 1 apart and pixels 1 apart (a 3x3 filter at stride 1)
 * the six inputs the row needs are loaded once (ROW3).
 */
#define FMA16(P0, P1, P2, P3) \
	"vfma.f32 s0, " P0 ", s16\n\t" "vfma.f32 s1, " P0 ", s17\n\t" "vfma.f32 s2, " P0 ", s18\n\t" \
	"vfma.f32 s3, " P0 ", s19\n\t" "vfma.f32 s4, " P1 ", s16\n\t" "vfma.f32 s5, " P1 ", s17\n\t" \
	"vfma.f32 s6, " P1 ", s18\n\t" "vfma.f32 s7, " P1 ", s19\n\t" "vfma.f32 s8, " P2 ", s16\n\t" \
	"vfma.f32 s9, " P2 ", s17\n\t" "vfma.f32 s10, " P2 ", s18\n\t" "vfma.f32 s11, " P2 ", s19\n\t" \
	"vfma.f32 s12, " P3 ", s16\n\t" "vfma.f32 s13, " P3 ", s17\n\t" "vfma.f32 s14, " P3 ", s18\n\t" \
	"vfma.f32 s15, " P3 ", s19\n\t"
#define CLOBBER16_25 \
	"s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14", "s15", "s16", \
	"s17", "s18", "s19", "s20", "s21", "s22", "s23", "s24", "s25", "cc", "memory"

UC10_INLINE void row_x1(float *acc, const float *x, const float *w, ix nk, ix istep)
{
	__asm__ volatile("vldmia %[acc], {s0-s15}\n"
	                 "1:\n\t"
	                 "vldmia %[w]!, {s16-s19}\n\t"
	                 "vldmia %[x], {s20-s23}\n\t"
	                 "add %[x], %[x], %[is]\n\t"
	                 FMA16("s20", "s21", "s22", "s23")
	                 "subs %[k], %[k], #1\n\t"
	                 "bne 1b\n\t"
	                 "vstmia %[acc], {s0-s15}"
	                 : [w] "+r"(w), [x] "+r"(x), [k] "+r"(nk)
	                 : [acc] "r"(acc), [is] "r"(istep * (ix)sizeof(float))
	                 : CLOBBER16_25);
}

UC10_INLINE void row_x2(float *acc, const float *x, const float *w, ix nk, ix istep)
{
	__asm__ volatile("vldmia %[acc], {s0-s15}\n"
	                 "1:\n\t"
	                 "vldmia %[w]!, {s16-s19}\n\t"
	                 "vldr s20, [%[x]]\n\t"
	                 "vldr s21, [%[x], #8]\n\t"
	                 "vldr s22, [%[x], #16]\n\t"
	                 "vldr s23, [%[x], #24]\n\t"
	                 "add %[x], %[x], %[is]\n\t"
	                 FMA16("s20", "s21", "s22", "s23")
	                 "subs %[k], %[k], #1\n\t"
	                 "bne 1b\n\t"
	                 "vstmia %[acc], {s0-s15}"
	                 : [w] "+r"(w), [x] "+r"(x), [k] "+r"(nk)
	                 : [acc] "r"(acc), [is] "r"(istep * (ix)sizeof(float))
	                 : CLOBBER16_25);
}

UC10_INLINE void row3_x1(float *acc, const float *x, const float *w)
{
	__asm__ volatile("vldmia %[acc], {s0-s15}\n\t"
	                 "vldmia %[x], {s20-s25}\n\t"
	                 "vldmia %[w]!, {s16-s19}\n\t"
	                 FMA16("s20", "s21", "s22", "s23")
	                 "vldmia %[w]!, {s16-s19}\n\t"
	                 FMA16("s21", "s22", "s23", "s24")
	                 "vldmia %[w]!, {s16-s19}\n\t"
	                 FMA16("s22", "s23", "s24", "s25")
	                 "vstmia %[acc], {s0-s15}"
	                 : [w] "+r"(w)
	                 : [acc] "r"(acc), [x] "r"(x)
	                 : CLOBBER16_25);
}

/* One pixel's row of taps x four lanes: the sums in acc[0..3] (s0-s3 while the row runs). */
UC10_INLINE void row_1px(float *acc, const float *x, const float *w, ix nk, ix istep)
{
	__asm__ volatile("vldmia %[acc], {s0-s3}\n"
	                 "1:\n\t"
	                 "vldmia %[w]!, {s16-s19}\n\t"
	                 "vldr s20, [%[x]]\n\t"
	                 "add %[x], %[x], %[is]\n\t"
	                 "vfma.f32 s0, s20, s16\n\t"
	                 "vfma.f32 s1, s20, s17\n\t"
	                 "vfma.f32 s2, s20, s18\n\t"
	                 "vfma.f32 s3, s20, s19\n\t"
	                 "subs %[k], %[k], #1\n\t"
	                 "bne 1b\n\t"
	                 "vstmia %[acc], {s0-s3}"
	                 : [w] "+r"(w), [x] "+r"(x), [k] "+r"(nk)
	                 : [acc] "r"(acc), [is] "r"(istep * (ix)sizeof(float))
	                 : "s0", "s1", "s2", "s3", "s16", "s17", "s18", "s19", "s20", "cc", "memory");
}

/* n single pixels (xs apart) x four packed channels: the pixels a row leaves over, the edges' */
static FKERNEL void pixels4(float *o, ix os1, ix os3, ix n, const float *x, ix xs, const float *w,
                            const uc10__ftaps *t, const float b[4])
{
	const ix CG = t->CG, nkh = t->nkh, nk = t->nk, is1 = t->is1, ihstep = t->ihstep, istep = t->istep;
	const ix ws1 = t->ws1, ws2 = t->ws2;
	float acc[4] __attribute__((aligned(8)));
	for (; n > 0; n--, x += xs, o += os3) {
		acc[0] = acc[1] = acc[2] = acc[3] = 0.0f;
		const float *xc = x, *wc = w;
		if (nkh == 1 && nk == 1 && ws1 == 4) {
			row_1px(acc, xc, wc, CG, is1);
		} else {
			for (ix c = CG; c > 0; c--, xc += is1, wc += ws1) {
				const float *xr = xc, *wr = wc;
				for (ix kh = nkh; kh > 0; kh--, xr += ihstep, wr += ws2)
					row_1px(acc, xr, wr, nk, istep);
			}
		}
		o[0] = acc[0] + b[0], o[os1] = acc[1] + b[1], o[2 * os1] = acc[2] + b[2], o[3 * os1] = acc[3] + b[3];
	}
}

/* nb blocks of four pixels x four packed channels, pixels XS (1 or 2) apart. */
UC10_INLINE void blocks4x4_asm(float *o, ix os1, ix os3, ix nb, const float *x, int XS, const float *w,
                               const uc10__ftaps *t, const float b[4])
{
	const ix CG = t->CG, nkh = t->nkh, nk = t->nk, is1 = t->is1, ihstep = t->ihstep, istep = t->istep;
	const ix ws1 = t->ws1, ws2 = t->ws2;
	const int r3 = XS == 1 && nk == 3 && istep == 1;
	float acc[16] __attribute__((aligned(8)));
	for (; nb > 0; nb--, x += 4 * XS, o += 4 * os3) {
		for (int i = 0; i < 16; i++)
			acc[i] = 0.0f;
		const float *xc = x, *wc = w;
		if (nkh == 1 && nk == 1 && ws1 == 4) {
			/* a 1x1 filter: the channels are the row of taps, is1 apart */
			if (XS == 1)
				row_x1(acc, xc, wc, CG, is1);
			else
				row_x2(acc, xc, wc, CG, is1);
		} else {
			for (ix c = CG; c > 0; c--, xc += is1, wc += ws1) {
				const float *xr = xc, *wr = wc;
				for (ix kh = nkh; kh > 0; kh--, xr += ihstep, wr += ws2)
					if (r3)
						row3_x1(acc, xr, wr);
					else if (XS == 1)
						row_x1(acc, xr, wr, nk, istep);
					else
						row_x2(acc, xr, wr, nk, istep);
			}
		}
		float *p = o;
		for (int q = 0; q < 4; q++, p += os3)
			p[0] = acc[4 * q] + b[0], p[os1] = acc[4 * q + 1] + b[1], p[2 * os1] = acc[4 * q + 2] + b[2],
			p[3 * os1] = acc[4 * q + 3] + b[3];
	}
}

static FKERNEL void blocks4x4_1(float *o, ix os1, ix os3, ix nb, const float *x, const float *w,
                                const uc10__ftaps *t, const float b[4])
{
	blocks4x4_asm(o, os1, os3, nb, x, 1, w, t, b);
}

static FKERNEL void blocks4x4_2(float *o, ix os1, ix os3, ix nb, const float *x, const float *w,
                                const uc10__ftaps *t, const float b[4])
{
	blocks4x4_asm(o, os1, os3, nb, x, 2, w, t, b);
}

static FKERNEL void blocks4x4_n(float *o, ix os1, ix os3, ix nb, const float *x, ix xs, const float *w,
                                const uc10__ftaps *t, const float b[4])
{
	blocks4x4_(o, os1, os3, nb, x, xs, w, t, b);
}

void uc10__fconv_run4(float *o, ix os1, ix os3, ix n, const float *x, ix xs, const float *w, const uc10__ftaps *t,
                      const float *bias, ix bs)
{
	const float b[4] = { bias ? bias[0] : 0, bias ? bias[bs] : 0, bias ? bias[2 * bs] : 0, bias ? bias[3 * bs] : 0 };
	const ix nb = n / 4;
	if (nb > 0) {
		if (xs == 1)
			blocks4x4_1(o, os1, os3, nb, x, w, t, b);
		else if (xs == 2)
			blocks4x4_2(o, os1, os3, nb, x, w, t, b);
		else
			blocks4x4_n(o, os1, os3, nb, x, xs, w, t, b);
		o += 4 * nb * os3, x += 4 * nb * xs;
	}
	if (n > 4 * nb)
		pixels4(o, os1, os3, n - 4 * nb, x, xs, w, t, b);
}

/*
 * One 3x3 output from the columns (p, q, s: rows 0, 1, 2) c0, c1, c2, in
 * the portable order: row 0's three taps, row 1's, row 2's.
 */
#define DW9(P0, Q0, S0, P1, Q1, S1, P2, Q2, S2) \
	MA(S2, w8, MA(S1, w7, MA(S0, w6, MA(Q2, w5, MA(Q1, w4, MA(Q0, w3, MA(P2, w2, MA(P1, w1, (P0) * w0))))))))

/* Stride 1, rows contiguous: three columns kept, one loaded an output. */
static FKERNEL void dw3x3_s1(float *o, ix os3, ix n, const float *x, const float *w9, ix ihstep, float bias)
{
	const float w0 = w9[0], w1 = w9[1], w2 = w9[2], w3 = w9[3], w4 = w9[4], w5 = w9[5], w6 = w9[6], w7 = w9[7],
	            w8 = w9[8];
	const float *r0 = x, *r1 = x + ihstep, *r2 = r1 + ihstep;
	float pa = r0[0], qa = r1[0], sa = r2[0], pb = r0[1], qb = r1[1], sb = r2[1], pc, qc, sc;
	r0 += 2, r1 += 2, r2 += 2;
	for (; n >= 3; n -= 3, r0 += 3, r1 += 3, r2 += 3, o += 3 * os3) {
		pc = r0[0], qc = r1[0], sc = r2[0];
		o[0] = DW9(pa, qa, sa, pb, qb, sb, pc, qc, sc) + bias;
		pa = r0[1], qa = r1[1], sa = r2[1];
		o[os3] = DW9(pb, qb, sb, pc, qc, sc, pa, qa, sa) + bias;
		pb = r0[2], qb = r1[2], sb = r2[2];
		o[2 * os3] = DW9(pc, qc, sc, pa, qa, sa, pb, qb, sb) + bias;
	}
	for (; n > 0; n--, r0++, r1++, r2++, o += os3) {
		pc = r0[0], qc = r1[0], sc = r2[0];
		o[0] = DW9(pa, qa, sa, pb, qb, sb, pc, qc, sc) + bias;
		pa = pb, qa = qb, sa = sb, pb = pc, qb = qc, sb = sc;
	}
}

/* Any strides: the nine inputs loaded for each output. */
static FKERNEL void dw3x3_n(float *o, ix os3, ix n, const float *x, ix xs, const float *w9, ix ihstep, ix istep,
                            float bias)
{
	const float w0 = w9[0], w1 = w9[1], w2 = w9[2], w3 = w9[3], w4 = w9[4], w5 = w9[5], w6 = w9[6], w7 = w9[7],
	            w8 = w9[8];
	for (; n > 0; n--, x += xs, o += os3) {
		const float *r0 = x, *r1 = x + ihstep, *r2 = r1 + ihstep;
		*o = DW9(r0[0], r1[0], r2[0], r0[istep], r1[istep], r2[istep], r0[2 * istep], r1[2 * istep],
		         r2[2 * istep]) + bias;
	}
}

/*
 * A 3x3 depthwise plane whose every pixel is interior (the padded copy, or
 * no padding), columns 1 apart: the weights loaded once, then each output
 * row as dw3x3_s1's (stride 1) or with its nine loads (other strides).
 */
static FKERNEL void dw3x3_plane(float *o, ix os2, ix os3, ix OH, ix OW, const float *x, ix is2, ix sh, ix sw,
                                const float *w9, float bias)
{
	const float w0 = w9[0], w1 = w9[1], w2 = w9[2], w3 = w9[3], w4 = w9[4], w5 = w9[5], w6 = w9[6], w7 = w9[7],
	            w8 = w9[8];
	for (; OH > 0; OH--, o += os2, x += sh * is2) {
		const float *r0 = x, *r1 = x + is2, *r2 = r1 + is2;
		float *q = o;
		ix n = OW;
		if (sw != 1) {
			for (; n > 0; n--, r0 += sw, r1 += sw, r2 += sw, q += os3)
				*q = DW9(r0[0], r1[0], r2[0], r0[1], r1[1], r2[1], r0[2], r1[2], r2[2]) + bias;
			continue;
		}
		float pa = r0[0], qa = r1[0], sa = r2[0], pb = r0[1], qb = r1[1], sb = r2[1], pc, qc, sc;
		r0 += 2, r1 += 2, r2 += 2;
		for (; n >= 3; n -= 3, r0 += 3, r1 += 3, r2 += 3, q += 3 * os3) {
			pc = r0[0], qc = r1[0], sc = r2[0];
			q[0] = DW9(pa, qa, sa, pb, qb, sb, pc, qc, sc) + bias;
			pa = r0[1], qa = r1[1], sa = r2[1];
			q[os3] = DW9(pb, qb, sb, pc, qc, sc, pa, qa, sa) + bias;
			pb = r0[2], qb = r1[2], sb = r2[2];
			q[2 * os3] = DW9(pc, qc, sc, pa, qa, sa, pb, qb, sb) + bias;
		}
		if (n > 0) {
			pc = r0[0], qc = r1[0], sc = r2[0];
			q[0] = DW9(pa, qa, sa, pb, qb, sb, pc, qc, sc) + bias;
		}
		if (n > 1) {
			pa = r0[1], qa = r1[1], sa = r2[1];
			q[os3] = DW9(pb, qb, sb, pc, qc, sc, pa, qa, sa) + bias;
		}
	}
}

/* Column c of a row, zero outside [0, W): the padding, for the outputs at the edges. */
#define AT(R, C) ((C) >= 0 && (C) < W ? (R)[C] : 0.0f)

/*
 * A 3x3 depthwise plane padded by at most one on each side, read in place:
 * the rows above and below the plane are a row of zeros (zero, W long),
 * the columns left and right of it zeros in registers, so every output is
 * the sum of its nine terms as over the zero-padded copy, without the copy.
 * Stride 1: one new column an output (zeros past the plane); other
 * strides: the nine loads, the outputs at the left and right edges
 * through AT.
 */
static FKERNEL void dw3x3_pad(float *o, ix os2, ix os3, ix OH, ix OW, const float *x, ix is2, ix H, ix W, ix sh,
                              ix sw, ix ph, ix pw, const float *zero, const float *w9, float bias)
{
	const float w0 = w9[0], w1 = w9[1], w2 = w9[2], w3 = w9[3], w4 = w9[4], w5 = w9[5], w6 = w9[6], w7 = w9[7],
	            w8 = w9[8];
	for (ix oh = 0; oh < OH; oh++, o += os2) {
		const ix ih = oh * sh - ph;
		const float *r0 = ih >= 0 && ih < H ? x + ih * is2 : zero;
		const float *r1 = ih + 1 >= 0 && ih + 1 < H ? x + (ih + 1) * is2 : zero;
		const float *r2 = ih + 2 >= 0 && ih + 2 < H ? x + (ih + 2) * is2 : zero;
		float *q = o;
		if (sw == 1) {
			/* a, b: the first output's first two columns (-pw, 1 - pw); then column ow + 2 - pw */
			float pa = AT(r0, -pw), qa = AT(r1, -pw), sa = AT(r2, -pw);
			float pb = AT(r0, 1 - pw), qb = AT(r1, 1 - pw), sb = AT(r2, 1 - pw), pc, qc, sc;
			ix nl = W - 2 + pw;   /* outputs whose new column is inside the plane */
			nl = nl < 0 ? 0 : nl > OW ? OW : nl;
			ix nz = OW - nl;
			const float *p0 = r0 + 2 - pw, *p1 = r1 + 2 - pw, *p2 = r2 + 2 - pw;
			for (; nl >= 3; nl -= 3, p0 += 3, p1 += 3, p2 += 3, q += 3 * os3) {
				pc = p0[0], qc = p1[0], sc = p2[0];
				q[0] = DW9(pa, qa, sa, pb, qb, sb, pc, qc, sc) + bias;
				pa = p0[1], qa = p1[1], sa = p2[1];
				q[os3] = DW9(pb, qb, sb, pc, qc, sc, pa, qa, sa) + bias;
				pb = p0[2], qb = p1[2], sb = p2[2];
				q[2 * os3] = DW9(pc, qc, sc, pa, qa, sa, pb, qb, sb) + bias;
			}
			for (; nl + nz > 0; nl--, p0++, p1++, p2++, q += os3) {
				if (nl > 0)
					pc = *p0, qc = *p1, sc = *p2;
				else
					pc = qc = sc = 0.0f, nz--, nl++;
				*q = DW9(pa, qa, sa, pb, qb, sb, pc, qc, sc) + bias;
				pa = pb, qa = qb, sa = sb, pb = pc, qb = qc, sb = sc;
			}
			continue;
		}
		ix ow = 0, c = -pw;
		for (; ow < OW && (c < 0 || c + 2 >= W); ow++, c += sw, q += os3)
			*q = DW9(AT(r0, c), AT(r1, c), AT(r2, c), AT(r0, c + 1), AT(r1, c + 1), AT(r2, c + 1), AT(r0, c + 2),
			         AT(r1, c + 2), AT(r2, c + 2)) + bias;
		for (; ow < OW && c + 2 < W; ow++, c += sw, q += os3)
			*q = DW9(r0[c], r1[c], r2[c], r0[c + 1], r1[c + 1], r2[c + 1], r0[c + 2], r1[c + 2], r2[c + 2]) + bias;
		for (; ow < OW; ow++, c += sw, q += os3)
			*q = DW9(AT(r0, c), AT(r1, c), AT(r2, c), AT(r0, c + 1), AT(r1, c + 1), AT(r2, c + 1), AT(r0, c + 2),
			         AT(r1, c + 2), AT(r2, c + 2)) + bias;
	}
}

/*
 * The common case of dw3x3_pad on its own, with fewer values live: stride
 * 1 along the row, one column of padding (so OW = W): column -1 is zeros,
 * the W - 1 outputs after the first load one column each, the last one
 * takes zeros for column W.
 */
static FKERNEL void dw3x3_pad1_s1(float *o, ix os2, ix os3, ix OH, ix W, const float *x, ix is2, ix H, ix sh, ix ph,
                                  const float *zero, const float *w9, float bias)
{
	const float w0 = w9[0], w1 = w9[1], w2 = w9[2], w3 = w9[3], w4 = w9[4], w5 = w9[5], w6 = w9[6], w7 = w9[7],
	            w8 = w9[8];
	for (ix ih = -ph; OH > 0; OH--, o += os2, ih += sh) {
		const float *r0 = ih >= 0 && ih < H ? x + ih * is2 : zero;
		const float *r1 = ih + 1 >= 0 && ih + 1 < H ? x + (ih + 1) * is2 : zero;
		const float *r2 = ih + 2 < H ? x + (ih + 2) * is2 : zero;
		float pa = 0.0f, qa = 0.0f, sa = 0.0f, pb = r0[0], qb = r1[0], sb = r2[0], pc, qc, sc;
		float *q = o;
		ix n = W - 1;
		for (r0++, r1++, r2++; n >= 3; n -= 3, r0 += 3, r1 += 3, r2 += 3, q += 3 * os3) {
			pc = r0[0], qc = r1[0], sc = r2[0];
			q[0] = DW9(pa, qa, sa, pb, qb, sb, pc, qc, sc) + bias;
			pa = r0[1], qa = r1[1], sa = r2[1];
			q[os3] = DW9(pb, qb, sb, pc, qc, sc, pa, qa, sa) + bias;
			pb = r0[2], qb = r1[2], sb = r2[2];
			q[2 * os3] = DW9(pc, qc, sc, pa, qa, sa, pb, qb, sb) + bias;
		}
		for (; n > 0; n--, r0++, r1++, r2++, q += os3) {
			pc = *r0, qc = *r1, sc = *r2;
			*q = DW9(pa, qa, sa, pb, qb, sb, pc, qc, sc) + bias;
			pa = pb, qa = qb, sa = sb, pb = pc, qb = qc, sb = sc;
		}
		*q = DW9(pa, qa, sa, pb, qb, sb, 0.0f, 0.0f, 0.0f) + bias;
	}
}

void uc10__fconv_dw3x3_pad(float *o, ix os2, ix os3, ix OH, ix OW, const float *x, ix is2, ix H, ix W, ix sh, ix sw,
                           ix ph, ix pw, const float *zero, const float *w9, float bias)
{
	if (sw == 1 && pw == 1 && OW == W && W >= 1)
		dw3x3_pad1_s1(o, os2, os3, OH, W, x, is2, H, sh, ph, zero, w9, bias);
	else
		dw3x3_pad(o, os2, os3, OH, OW, x, is2, H, W, sh, sw, ph, pw, zero, w9, bias);
}

void uc10__fconv_dw3x3_plane(float *o, ix os2, ix os3, ix OH, ix OW, const float *x, ix is2, ix sh, ix sw,
                             const float *w9, float bias)
{
	dw3x3_plane(o, os2, os3, OH, OW, x, is2, sh, sw, w9, bias);
}

void uc10__fconv_run3x3(float *o, ix os3, ix n, const float *x, ix xs, const float *w9, ix ihstep, ix istep, float bias)
{
	if (istep == 1 && xs == 1)
		dw3x3_s1(o, os3, n, x, w9, ihstep, bias);
	else
		dw3x3_n(o, os3, n, x, xs, w9, ihstep, istep, bias);
}
#endif
