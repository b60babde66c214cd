/*
 * kernels/quantized/core_qdwconv_armv7em.c - the int8 depthwise core's
 * kernels for Armv7E-M with a single-precision FPU (Cortex-M4F, M7; Note
 * [A home for each ISA] in common/isa.h), called by core_qdwconv.c
 * (qcore.h lists them): four channels a word, SMLABB / SMLATT over their
 * widened pairs, the four outputs requantized together and stored as one
 * word.
 */
#include "quantized/qcore.h"

#if UC10_ISA == UC10_ISA_ARMV7EM
typedef ptrdiff_t ix;

/* One tap of four channels: a word of four inputs, two words of their widened weights (wp past them), four MACs. */
static inline __attribute__((always_inline)) void tap(int32_t s[4], const uint8_t *xp, const int16_t **wp,
                                                      uint32_t nzz)
{
	const uint32_t xv = uc10__ld32(xp);
	const int16x2_t xe = __uxtab16(nzz, xv), xo = uc10__uxtab16_odd(nzz, xv);
	int16x2_t we, wo;
	uc10__ld2(wp, &we, &wo);
	s[0] = __smlabb(xe, we, s[0]), s[2] = __smlatt(xe, we, s[2]);
	s[1] = __smlabb(xo, wo, s[1]), s[3] = __smlatt(xo, wo, s[3]);
}

/* Four channels' sums requantized and clamped to [lo, hi] (in each byte of lo4, hi4), stored as one word. */
static inline __attribute__((always_inline)) void store4(uint8_t *y, const uc10__qch *ch, const int32_t s[4],
                                                         uint32_t lo4, uint32_t hi4)
{
	const uint32_t m = uc10__clamp4(uc10__qch_u8x4(ch, s[0], s[1], s[2], s[3]), lo4, hi4);
	memcpy(y, &m, 4);
}

/*
 * uc10__qdw_quads for np pixels of a row whose nine taps of a 3x3 kernel
 * are all inside (xp_step, yp_step bytes apart): the taps unrolled, the
 * weights read straight through (a quad's 18 words follow the last
 * quad's), nothing kept across a row of taps but xs and xr; a run of
 * pixels a call, not one.
 */
UC10__QKERNEL void uc10__qdw_quads9(uint8_t *y, const uint8_t *x, const uint32_t *wq, const uc10__qch *ch, ix C4,
                                    ix xs, ix xr, uint32_t nzz, uint32_t lo4, uint32_t hi4, ix np, ix xp_step,
                                    ix yp_step)
{
	const ix xr2 = xr - 2 * xs;
	for (; np > 0; np--, x += xp_step, y += yp_step) {
		const int16_t *wp = (const int16_t *)wq;
		const uc10__qch *cp = ch;
		for (ix c = 0; c < C4; c += 4, cp += 4) {
			int32_t s[4] = { 0, 0, 0, 0 };
			const uint8_t *xp = x + c;
#pragma GCC unroll 3
			for (int r = 0; r < 3; r++, xp += xr2) {
				tap(s, xp, &wp, nzz);
				xp += xs;
				tap(s, xp, &wp, nzz);
				xp += xs;
				tap(s, xp, &wp, nzz);
			}
			store4(y + c, cp, s, lo4, hi4);
		}
	}
}

/*
 * One output pixel, channels 0 .. C4 - 1 four at a time: x at channel 0's
 * first valid tap, nkh rows of nk taps (xs apart, rows xr apart); wq at
 * the first quad's words for that tap (a quad has 2 T words, two a tap:
 * channels (0, 2) and (1, 3) widened to int16, the pairs UXTAB16 gives),
 * rows 2 KW words apart.  Rows of three and two taps (3x3 kernels: the
 * rows away from and at the left and right edges) are unrolled.  The four outputs are requantized
 * from the table and clamped at lo (in each byte of lo4) together, one
 * word stored.
 */
UC10__QKERNEL void uc10__qdw_quads(uint8_t *y, const uint8_t *x, const uint32_t *wq, const uc10__qch *ch, ix C4,
                                   ix nkh, ix nk, ix xs, ix xr, ix T, ix KW, uint32_t nzz, uint32_t lo4, uint32_t hi4)
{
	for (ix c = 0; c < C4; c += 4, x += 4, y += 4, wq += 2 * T, ch += 4) {
		int32_t s[4] = { 0, 0, 0, 0 };
		const uint8_t *xp = x;
		const int16_t *wp = (const int16_t *)wq;
		for (ix r = nkh; r > 0; r--, xp += xr, wp += 4 * (KW - nk)) {
			if (nk == 3) {
				tap(s, xp, &wp, nzz);
				tap(s, xp + xs, &wp, nzz);
				tap(s, xp + 2 * xs, &wp, nzz);
			} else if (nk == 2) {
				tap(s, xp, &wp, nzz);
				tap(s, xp + xs, &wp, nzz);
			} else {
				for (ix k = 0; k < nk; k++)
					tap(s, xp + k * xs, &wp, nzz);
			}
		}
		store4(y, ch, s, lo4, hi4);
	}
}
#endif
