/*
 * kernels/quantized/core_qgemm_armv7em.c - the int8 matrix cores' kernels
 * for Armv7E-M with a single-precision FPU (Cortex-M4F, M7; Note [A home
 * for each ISA] in common/isa.h), called by core_qgemm.c's drivers
 * (qcore.h lists them): SMLAD over the int16 pairs of Note [int8
 * multiply-accumulate], the requantization on the FPU (Note
 * [requantization on the FPU]) four outputs at once, the clamp by
 * USUB8 / SEL on four bytes.  Each integer is the portable kernels' (the
 * sums wrap alike, in any order): test_qcore compares them.
 */
#include "quantized/qcore.h"

#if UC10_ISA == UC10_ISA_ARMV7EM
/*
 * A 2 x 2 block's sums (rows 0 and 1, channels ch[0] and ch[1]) requantized,
 * clamped to [lo, hi] (each byte of lo4, hi4) four at once and stored: a
 * halfword a row where the channels are adjacent (channels_last outputs,
 * a linear layer's rows), else bytes; y1 NULL: row 0's only.  About 40
 * instructions for the four, where one output at a time took over 80.
 */
static inline __attribute__((always_inline)) void store2x2(uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs,
                                                           const uc10__qch *ch, uint32_t s00, uint32_t s01,
                                                           uint32_t s10, uint32_t s11, uint32_t lo4, uint32_t hi4)
{
	uint32_t v;
	if (!y1) {
		v = uc10__clamp4(uc10__qch_u8x2(ch, (int32_t)s00, (int32_t)s01), lo4, hi4);
	} else {
		v = uc10__clamp4(uc10__qch_u8x2x2(ch, (int32_t)s00, (int32_t)s01, (int32_t)s10, (int32_t)s11), lo4, hi4);
	}
	if (y_cs == 1) {
		const uint16_t h0 = (uint16_t)v, h1 = (uint16_t)(v >> 16);
		memcpy(y0, &h0, 2);
		if (y1)
			memcpy(y1, &h1, 2);
	} else {
		y0[0] = (uint8_t)v, y0[y_cs] = (uint8_t)(v >> 8);
		if (y1)
			y1[0] = (uint8_t)(v >> 16), y1[y_cs] = (uint8_t)(v >> 24);
	}
}

/*
 * Four inputs of two rows of bytes (p0, p1) widened (nzz: -xz in both
 * halves) against a channel pair's four k at *wp (advanced past them):
 * the 2 x 2 block's sixteen MACs, 8 SMLAD.
 */
static inline __attribute__((always_inline)) void step2x2_u8(uint32_t *s00, uint32_t *s01, uint32_t *s10,
                                                             uint32_t *s11, const uint8_t *p0, const uint8_t *p1,
                                                             const int16_t **wp, uint32_t nzz)
{
	const uint32_t v0 = uc10__ld32(p0), v1 = uc10__ld32(p1);
	const int16x2_t x0e = __uxtab16(nzz, v0), x0o = uc10__uxtab16_odd(nzz, v0);
	const int16x2_t x1e = __uxtab16(nzz, v1), x1o = uc10__uxtab16_odd(nzz, v1);
	int16x2_t we, wo;
	uc10__ld2(wp, &we, &wo);
	*s00 = (uint32_t)__smlad(x0o, wo, __smlad(x0e, we, (int32_t)*s00));
	*s10 = (uint32_t)__smlad(x1o, wo, __smlad(x1e, we, (int32_t)*s10));
	uc10__ld2(wp, &we, &wo);
	*s01 = (uint32_t)__smlad(x0o, wo, __smlad(x0e, we, (int32_t)*s01));
	*s11 = (uint32_t)__smlad(x1o, wo, __smlad(x1e, we, (int32_t)*s11));
}

/*
 * n > 0 words of four inputs at *x (x - xz widened by UXTAB16, nzz: -xz in
 * both halves) times four channels' packed weights, their two pairs at *a
 * and *b, into s0 .. s3; the three pointers left past what was read.  17
 * instructions for 16 MACs, every operand in a register: in assembly since
 * GCC, whatever the C's shape, moves a sum between registers or keeps one
 * on the stack inside the loop (20 to 22).
 */
static inline __attribute__((always_inline)) void quad_k4(uint32_t *s0, uint32_t *s1, uint32_t *s2, uint32_t *s3,
                                                          const uint8_t **x, const int16_t **a, const int16_t **b,
                                                          ptrdiff_t n, uint32_t nzz)
{
	uint32_t t0 = *s0, t1 = *s1, t2 = *s2, t3 = *s3, v, xe, we, wo;
	const uint8_t *p = *x, *end = p + 4 * n;
	const int16_t *pa = *a, *pb = *b;
	__asm__("1:\n\t"
	        "ldr %[v], [%[p]], #4\n\t"
	        "ldrd %[we], %[wo], [%[pa]], #8\n\t"
	        "uxtab16 %[xe], %[nzz], %[v]\n\t"
	        "uxtab16 %[v], %[nzz], %[v], ror #8\n\t"
	        "smlad %[t0], %[xe], %[we], %[t0]\n\t"
	        "smlad %[t0], %[v], %[wo], %[t0]\n\t"
	        "ldrd %[we], %[wo], [%[pa]], #8\n\t"
	        "smlad %[t1], %[xe], %[we], %[t1]\n\t"
	        "smlad %[t1], %[v], %[wo], %[t1]\n\t"
	        "ldrd %[we], %[wo], [%[pb]], #8\n\t"
	        "smlad %[t2], %[xe], %[we], %[t2]\n\t"
	        "smlad %[t2], %[v], %[wo], %[t2]\n\t"
	        "ldrd %[we], %[wo], [%[pb]], #8\n\t"
	        "smlad %[t3], %[xe], %[we], %[t3]\n\t"
	        "smlad %[t3], %[v], %[wo], %[t3]\n\t"
	        "cmp %[p], %[end]\n\t"
	        "bne 1b"
	        : [t0] "+r"(t0), [t1] "+r"(t1), [t2] "+r"(t2), [t3] "+r"(t3), [p] "+r"(p), [pa] "+r"(pa), [pb] "+r"(pb),
	          [v] "=&r"(v), [xe] "=&r"(xe), [we] "=&r"(we), [wo] "=&r"(wo)
	        : [end] "r"(end), [nzz] "r"(nzz)
	        : "cc", "memory");
	*s0 = t0, *s1 = t1, *s2 = t2, *s3 = t3;
	*x = p, *a = pa, *b = pb;
}

/* Four channels' sums of one row (ch[0 .. 3]) requantized, clamped and stored: one word where they are adjacent. */
static inline __attribute__((always_inline)) void store4(uint8_t *y0, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t s0,
                                                         uint32_t s1, uint32_t s2, uint32_t s3, uint32_t lo4,
                                                         uint32_t hi4)
{
	const uint32_t v = uc10__clamp4(uc10__qch_u8x4(ch, (int32_t)s0, (int32_t)s1, (int32_t)s2, (int32_t)s3), lo4, hi4);
	if (y_cs == 1) {
		memcpy(y0, &v, 4);
	} else {
		y0[0] = (uint8_t)v, y0[y_cs] = (uint8_t)(v >> 8);
		y0[2 * y_cs] = (uint8_t)(v >> 16), y0[3 * y_cs] = (uint8_t)(v >> 24);
	}
}

/*
 * Two widened rows against NP channel pairs (their packed weights one after
 * another, 2 K int16 a pair), each pair's four sums requantized from the
 * table ch and stored (y1 NULL: one row, a1 == a0, its sums not stored).
 * The channel loop is inside, so that nothing is passed through memory
 * between the sums and the requantization.
 */
UC10__QKERNEL void uc10__qrows2(ptrdiff_t NP, ptrdiff_t K, const int16_t *a0, const int16_t *a1, const int16_t *wp,
                                uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4,
                                uint32_t hi4)
{
	for (ptrdiff_t j = 0; j < NP; j++, ch += 2) {
		/* int32 sums that wrap, as the engine's; SMLAD wraps too */
		uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
		const int16_t *p0 = a0, *p1 = a1;
		ptrdiff_t k;
		/* four k: a word pair of each row, two of each channel, 8 SMLAD; all 4-aligned */
		for (k = K >> 2; k > 0; k--) {
			int16x2_t x0e, x0o, x1e, x1o, we, wo;
			uc10__ld2(&p0, &x0e, &x0o);
			uc10__ld2(&p1, &x1e, &x1o);
			uc10__ld2(&wp, &we, &wo);
			s00 = (uint32_t)__smlad(x0e, we, (int32_t)s00);
			s00 = (uint32_t)__smlad(x0o, wo, (int32_t)s00);
			s10 = (uint32_t)__smlad(x1e, we, (int32_t)s10);
			s10 = (uint32_t)__smlad(x1o, wo, (int32_t)s10);
			uc10__ld2(&wp, &we, &wo);
			s01 = (uint32_t)__smlad(x0e, we, (int32_t)s01);
			s01 = (uint32_t)__smlad(x0o, wo, (int32_t)s01);
			s11 = (uint32_t)__smlad(x1e, we, (int32_t)s11);
			s11 = (uint32_t)__smlad(x1o, wo, (int32_t)s11);
		}
		for (k = K & 3; k > 0; k--, p0++, p1++, wp += 2) {
			const int32_t x0 = *p0, x1 = *p1, wa = wp[0], wb = wp[1];
			s00 += (uint32_t)(x0 * wa), s01 += (uint32_t)(x0 * wb);
			s10 += (uint32_t)(x1 * wa), s11 += (uint32_t)(x1 * wb);
		}
		store2x2(y0 + 2 * j * y_cs, y1 ? y1 + 2 * j * y_cs : NULL, y_cs, ch, s00, s01, s10, s11, lo4, hi4);
	}
}

/*
 * uc10__qrows2 with the rows read as bytes in place (x0, x1 contiguous; x1 == x0
 * and y1 NULL for one row): each word of four inputs widened by UXTAB16
 * into the pairs the packed weights are in, the zero point subtracted on
 * the way (nzz: -xz in both halves), so no widened copy is kept.
 */
UC10__QKERNEL void uc10__qrows2_u8(ptrdiff_t NP, ptrdiff_t K, const uint8_t *x0, const uint8_t *x1, uint32_t nzz,
                                   const int16_t *wp, uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qch *ch,
                                   uint32_t lo4, uint32_t hi4)
{
	const int32_t xz = -(int16_t)(nzz & 0xffffu);
	for (ptrdiff_t j = 0; j < NP; j++, ch += 2) {
		uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
		const uint8_t *p0 = x0, *p1 = x1;
		ptrdiff_t k;
		for (k = K >> 2; k > 0; k--, p0 += 4, p1 += 4)
			step2x2_u8(&s00, &s01, &s10, &s11, p0, p1, &wp, nzz);
		for (k = K & 3; k > 0; k--, p0++, p1++, wp += 2) {
			const int32_t a = (int32_t)*p0 - xz, b = (int32_t)*p1 - xz, wa = wp[0], wb = wp[1];
			s00 += (uint32_t)(a * wa), s01 += (uint32_t)(a * wb);
			s10 += (uint32_t)(b * wa), s11 += (uint32_t)(b * wb);
		}
		store2x2(y0 + 2 * j * y_cs, y1 ? y1 + 2 * j * y_cs : NULL, y_cs, ch, s00, s01, s10, s11, lo4, hi4);
	}
}

/*
 * One row read in place against NP channel pairs: each word of inputs
 * widened once for both channels (the matrix-vector product of a batch-1
 * linear layer).
 */
UC10__QKERNEL void uc10__qrow1_u8(ptrdiff_t NP, ptrdiff_t K, const uint8_t *x0, uint32_t nzz, const int16_t *wp,
                                  uint8_t *y0, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4)
{
	const int32_t xz = -(int16_t)(nzz & 0xffffu);
	for (ptrdiff_t j = 0; j < NP; j++, ch += 2) {
		uint32_t s0 = 0, s1 = 0;
		const uint8_t *p0 = x0;
		ptrdiff_t k;
		for (k = K >> 2; k > 0; k--, p0 += 4) {
			const uint32_t v0 = uc10__ld32(p0);
			const int16x2_t xe = __uxtab16(nzz, v0), xo = uc10__uxtab16_odd(nzz, v0);
			int16x2_t we, wo, ve, vo;
			uc10__ld2(&wp, &we, &wo);
			uc10__ld2(&wp, &ve, &vo);
			s0 = (uint32_t)__smlad(xe, we, (int32_t)s0);
			s0 = (uint32_t)__smlad(xo, wo, (int32_t)s0);
			s1 = (uint32_t)__smlad(xe, ve, (int32_t)s1);
			s1 = (uint32_t)__smlad(xo, vo, (int32_t)s1);
		}
		for (k = K & 3; k > 0; k--, p0++, wp += 2) {
			const int32_t a = (int32_t)*p0 - xz;
			s0 += (uint32_t)(a * wp[0]), s1 += (uint32_t)(a * wp[1]);
		}
		store2x2(y0 + 2 * j * y_cs, NULL, y_cs, ch, s0, s1, 0, 0, lo4, hi4);
	}
}

/*
 * One row read in place against NQ channel quads (two pairs' packed
 * weights, 2 K int16 apart): each word of inputs widened once for four
 * channels, 17 instructions for 16 MACs where the 2 x 2 block's eighteen
 * registers do not fit (GCC keeps its weight pointer and end on the
 * stack); the four outputs requantized together (uc10__qch_u8x4) and, where
 * the channels are adjacent, stored as one word.
 */
UC10__QKERNEL void uc10__qquad1_u8(ptrdiff_t NQ, ptrdiff_t K, const uint8_t *x0, uint32_t nzz, const int16_t *wp,
                                   uint8_t *y0, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4)
{
	const int32_t xz = -(int16_t)(nzz & 0xffffu);
	if (K % 4 == 0 && K > 0 && y_cs == 1) {
		/* whole words, the outputs adjacent (a 1x1 convolution's channels_last pixel, a linear
		 * layer's row): a quad's second pair ends where the next quad starts, nothing else to
		 * keep (the general loop below took twice the instructions around the sums) */
		const uc10__qch *const ce = ch + 4 * NQ;
		const int16_t *wa = wp;
		for (; ch < ce; ch += 4, y0 += 4) {
			uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
			const uint8_t *p0 = x0;
			const int16_t *wb = wa + 2 * K;
			quad_k4(&s0, &s1, &s2, &s3, &p0, &wa, &wb, K >> 2, nzz);
			wa = wb;
			store4(y0, 1, ch, s0, s1, s2, s3, lo4, hi4);
		}
		return;
	}
	for (ptrdiff_t j = 0; j < NQ; j++, ch += 4, y0 += 4 * y_cs) {
		uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
		const uint8_t *p0 = x0;
		const int16_t *wa = wp + 4 * j * K, *wb = wa + 2 * K;
		ptrdiff_t k;
		if (K >= 4)
			quad_k4(&s0, &s1, &s2, &s3, &p0, &wa, &wb, K >> 2, nzz);
		for (k = K & 3; k > 0; k--, p0++, wa += 2, wb += 2) {
			const int32_t a = (int32_t)*p0 - xz;
			s0 += (uint32_t)(a * wa[0]), s1 += (uint32_t)(a * wa[1]);
			s2 += (uint32_t)(a * wb[0]), s3 += (uint32_t)(a * wb[1]);
		}
		store4(y0, y_cs, ch, s0, s1, s2, s3, lo4, hi4);
	}
}

/*
 * uc10__qrows2_u8 over the taps of two output pixels of a convolution over
 * channels_last input: tap t's C input channels at tp0[t] (and tp1[t]),
 * its packed weights tidx[t] * 2 C int16 into the channel pair's
 * (the weights packed with k = (kh, kw, c), C a multiple of four); a
 * pair's weights 2 K apart.
 */
UC10__QKERNEL void uc10__qrows2_taps(ptrdiff_t NP, ptrdiff_t K, ptrdiff_t C, ptrdiff_t nt, const ptrdiff_t *tidx,
                                     const uint8_t *const *tp0, const uint8_t *const *tp1, uint32_t nzz,
                                     const int16_t *wp, uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs,
                                     const uc10__qch *ch, uint32_t lo4, uint32_t hi4)
{
	for (ptrdiff_t j = 0; j < NP; j++, ch += 2, wp += 2 * K) {
		uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
		for (ptrdiff_t t = 0; t < nt; t++) {
			const uint8_t *p0 = tp0[t], *p1 = tp1[t];
			const int16_t *w = wp + tidx[t] * 2 * C;
			for (ptrdiff_t k = C >> 2; k > 0; k--, p0 += 4, p1 += 4)
				step2x2_u8(&s00, &s01, &s10, &s11, p0, p1, &w, nzz);
		}
		store2x2(y0 + 2 * j * y_cs, y1 ? y1 + 2 * j * y_cs : NULL, y_cs, ch, s00, s01, s10, s11, lo4, hi4);
	}
}

/*
 * uc10__qquad1_u8 over the taps of one output pixel: nt runs of taps, run t
 * rn[t] taps whose C channels each follow the last's in the input (a row
 * of a kernel away from the edges) at tp0[t], the first tap's weights
 * tidx[t] * 2 C into each of the two pairs' packed weights (the rest
 * follow: k = (kh, kw, c)).
 */
UC10__QKERNEL void uc10__qquad1_taps(ptrdiff_t NQ, ptrdiff_t K, ptrdiff_t C, ptrdiff_t nt, const ptrdiff_t *tidx,
                                     const ptrdiff_t *rn, const uint8_t *const *tp0, uint32_t nzz, const int16_t *wp,
                                     uint8_t *y0, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4)
{
	for (ptrdiff_t j = 0; j < NQ; j++, ch += 4, wp += 4 * K, y0 += 4 * y_cs) {
		uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
		for (ptrdiff_t t = 0; t < nt; t++) {
			const uint8_t *p0 = tp0[t];
			const int16_t *wa = wp + tidx[t] * 2 * C, *wb = wa + 2 * K;
			quad_k4(&s0, &s1, &s2, &s3, &p0, &wa, &wb, rn[t] * (C >> 2), nzz);
		}
		store4(y0, y_cs, ch, s0, s1, s2, s3, lo4, hi4);
	}
}
#endif
