/*
 * The int8 matrix core (qcore.h): two widened input rows against every
 * weight row, two weight rows at a time, so that each value loaded serves
 * two multiply-accumulates (four on the DSP extension, where a word holds
 * two widened inputs or, once extended, two weights).  The loop shape is
 * CMSIS-NN's arm_nn_mat_mult_kernel_s8_s16 (2 x 2 outputs, inputs widened
 * once, weights widened in the loop); the requantization is the onednn
 * engine's float one per output (qcore.h).
 */
#include "quantized/qcore.h"


void uc10__qwiden(int16_t *d, const uint8_t *x, ptrdiff_t xs, ptrdiff_t K, int32_t xz)
{
	ptrdiff_t k = 0;
#if defined(__ARM_FEATURE_DSP)
	if (xs == 1 && xz >= 0 && xz <= 255) {
		/* four bytes a word: UXTAB16 subtracts the zero point and leaves (0, 2) and (1, 3),
		 * the widened order itself */
		const uint32_t nzz = ((uint32_t)-xz & 0xffffu) * 0x10001u;   /* -xz in both halves */
		for (; k + 4 <= K; k += 4) {
			const uint32_t v = uc10__ld32(x + k);
			const int16x2_t e = __uxtab16(nzz, v), o = uc10__uxtab16_odd(nzz, v);
			memcpy(d + k, &e, 4);
			memcpy(d + k + 2, &o, 4);
		}
	}
#endif
	for (; k < K; k++)
		d[uc10__qwiden_pos(k, K)] = (int16_t)((int32_t)x[k * xs] - xz);
}

/* Requantize and store the sums of one or two rows, one channel. */
static inline __attribute__((always_inline)) void store(uint8_t *y0, uint8_t *y1, ptrdiff_t j, const uc10__qout *q,
                                                        ptrdiff_t oc, uint32_t s0, uint32_t s1)
{
	y0[j] = uc10__qout_fast(q, oc, (int32_t)s0);
	if (y1)
		y1[j] = uc10__qout_fast(q, oc, (int32_t)s1);
}

/*
 * store() once, for the byte paths (uc10__qdot2_u8, _taps): without an FPU
 * the integer requantization inlined at their six call sites took about
 * 1.5 KB of Cortex-M0 code (whose kernel tests fill its 256 KB of flash);
 * a call an output pair is little beside the K products before it.
 */
static __attribute__((noinline)) void store_pair(uint8_t *y0, uint8_t *y1, ptrdiff_t j, const uc10__qout *q,
                                                 ptrdiff_t oc, uint32_t s0, uint32_t s1)
{
	store(y0, y1, j, q, oc, s0, s1);
}

#if defined(__ARM_FEATURE_DSP)
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
static UC10__QKERNEL void rows2(ptrdiff_t NP, ptrdiff_t K, const int16_t *a0, const int16_t *a1, const int16_t *wp,
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
 * rows2 with the rows read as bytes in place (x0, x1 contiguous; x1 == x0
 * and y1 NULL for one row): each word of four inputs widened by UXTAB16
 * into the pairs the packed weights are in, the zero point subtracted on
 * the way (nzz: -xz in both halves), so no widened copy is kept.
 */
static UC10__QKERNEL void rows2_u8(ptrdiff_t NP, ptrdiff_t K, const uint8_t *x0, const uint8_t *x1, uint32_t nzz,
                                   const int16_t *wp, uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qch *ch,
                                   uint32_t lo4, uint32_t hi4)
{
	const int32_t xz = -(int16_t)(nzz & 0xffffu);
	for (ptrdiff_t j = 0; j < NP; j++, ch += 2) {
		uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
		const uint8_t *p0 = x0, *p1 = x1;
		ptrdiff_t k;
		for (k = K >> 2; k > 0; k--, p0 += 4, p1 += 4) {
			const uint32_t v0 = uc10__ld32(p0), v1 = uc10__ld32(p1);
			const int16x2_t x0e = __uxtab16(nzz, v0), x0o = uc10__uxtab16_odd(nzz, v0);
			const int16x2_t x1e = __uxtab16(nzz, v1), x1o = uc10__uxtab16_odd(nzz, v1);
			int16x2_t we, wo;
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
static UC10__QKERNEL void row1_u8(ptrdiff_t NP, ptrdiff_t K, const uint8_t *x0, uint32_t nzz, const int16_t *wp,
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
static UC10__QKERNEL void quad1_u8(ptrdiff_t NQ, ptrdiff_t K, const uint8_t *x0, uint32_t nzz, const int16_t *wp,
                                   uint8_t *y0, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4)
{
	const int32_t xz = -(int16_t)(nzz & 0xffffu);
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
 * rows2_u8 over the taps of two output pixels of a convolution over
 * channels_last input: tap t's C input channels at tp0[t] (and tp1[t]),
 * its packed weights tidx[t] * 2 C int16 into the channel pair's
 * (the weights packed with k = (kh, kw, c), C a multiple of four); a
 * pair's weights 2 K apart.
 */
static UC10__QKERNEL void rows2_taps(ptrdiff_t NP, ptrdiff_t K, ptrdiff_t C, ptrdiff_t nt, const ptrdiff_t *tidx,
                                     const uint8_t *const *tp0, const uint8_t *const *tp1, uint32_t nzz,
                                     const int16_t *wp, uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs,
                                     const uc10__qch *ch, uint32_t lo4, uint32_t hi4)
{
	for (ptrdiff_t j = 0; j < NP; j++, ch += 2, wp += 2 * K) {
		uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
		for (ptrdiff_t t = 0; t < nt; t++) {
			const uint8_t *p0 = tp0[t], *p1 = tp1[t];
			const int16_t *w = wp + tidx[t] * 2 * C;
			for (ptrdiff_t k = C >> 2; k > 0; k--, p0 += 4, p1 += 4) {
				const uint32_t v0 = uc10__ld32(p0), v1 = uc10__ld32(p1);
				const int16x2_t x0e = __uxtab16(nzz, v0), x0o = uc10__uxtab16_odd(nzz, v0);
				const int16x2_t x1e = __uxtab16(nzz, v1), x1o = uc10__uxtab16_odd(nzz, v1);
				int16x2_t we, wo;
				uc10__ld2(&w, &we, &wo);
				s00 = (uint32_t)__smlad(x0e, we, (int32_t)s00);
				s00 = (uint32_t)__smlad(x0o, wo, (int32_t)s00);
				s10 = (uint32_t)__smlad(x1e, we, (int32_t)s10);
				s10 = (uint32_t)__smlad(x1o, wo, (int32_t)s10);
				uc10__ld2(&w, &we, &wo);
				s01 = (uint32_t)__smlad(x0e, we, (int32_t)s01);
				s01 = (uint32_t)__smlad(x0o, wo, (int32_t)s01);
				s11 = (uint32_t)__smlad(x1e, we, (int32_t)s11);
				s11 = (uint32_t)__smlad(x1o, wo, (int32_t)s11);
			}
		}
		store2x2(y0 + 2 * j * y_cs, y1 ? y1 + 2 * j * y_cs : NULL, y_cs, ch, s00, s01, s10, s11, lo4, hi4);
	}
}

/*
 * quad1_u8 over the taps of one output pixel: nt runs of taps, run t
 * rn[t] taps whose C channels each follow the last's in the input (a row
 * of a kernel away from the edges) at tp0[t], the first tap's weights
 * tidx[t] * 2 C into each of the two pairs' packed weights (the rest
 * follow: k = (kh, kw, c)).
 */
static UC10__QKERNEL void quad1_taps(ptrdiff_t NQ, ptrdiff_t K, ptrdiff_t C, ptrdiff_t nt, const ptrdiff_t *tidx,
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
#else
/*
 * The sums of two rows and one channel pair: s[0..3] = row 0 x channel
 * 0, row 0 x 1, row 1 x 0, row 1 x 1.  Its own function, so that its
 * pointers, sums and operands have the registers to themselves.
 */
static UC10__QKERNEL void pair2(uint32_t s[4], ptrdiff_t K, const int16_t *p0, const int16_t *p1,
                                const uc10__qw *wp)
{
	/* int32 sums that wrap, as the engine's */
	uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
	ptrdiff_t k = K;
#if defined(__ARM_ARCH_6M__)
	if (k > 0 && !((uintptr_t)wp & 1)) {
		/* ARMv6-M: GCC's Thumb-1 code for the loop below keeps the four sums on the
		 * stack, about 40 instructions for 4 MACs.  Here they live in r8-r11 (which
		 * ADD reaches), one negative byte offset walks the three arrays to their
		 * ends, and a channel pair's weights are one halfword (so wp must be even):
		 * 16 instructions */
		register uint32_t a00 __asm__("r8") = 0, a01 __asm__("r9") = 0, a10 __asm__("r10") = 0,
		                  a11 __asm__("r11") = 0;
		const int16_t *e0 = p0 + k, *e1 = p1 + k;
		const int8_t *ew = wp + 2 * k;
		int32_t i = -2 * (int32_t)k, x, wa, wb;
		__asm__("1:\n\t"
		        "ldrsh %[wb], [%[ew], %[i]]\n\t"   /* weights of channels 0, 1 */
		        "sxtb %[wa], %[wb]\n\t"
		        "asr %[wb], %[wb], #8\n\t"
		        "ldrsh %[x], [%[e0], %[i]]\n\t"
		        "mul %[x], %[wa]\n\t"
		        "add %[a00], %[x]\n\t"
		        "ldrsh %[x], [%[e0], %[i]]\n\t"
		        "mul %[x], %[wb]\n\t"
		        "add %[a01], %[x]\n\t"
		        "ldrsh %[x], [%[e1], %[i]]\n\t"
		        "mul %[wa], %[x]\n\t"
		        "add %[a10], %[wa]\n\t"
		        "mul %[wb], %[x]\n\t"
		        "add %[a11], %[wb]\n\t"
		        "add %[i], #2\n\t"
		        "bne 1b"
		        : [a00] "+r"(a00), [a01] "+r"(a01), [a10] "+r"(a10), [a11] "+r"(a11), [i] "+l"(i), [x] "=&l"(x),
		          [wa] "=&l"(wa), [wb] "=&l"(wb)
		        : [e0] "l"(e0), [e1] "l"(e1), [ew] "l"(ew)
		        : "cc", "memory");
		s00 = a00, s01 = a01, s10 = a10, s11 = a11;
		k = 0;
	}
#endif
	for (; k > 0; k--, p0++, p1++, wp += 2) {
		const int32_t x0 = *p0, x1 = *p1, wa = wp[0], wb = wp[1];
		s00 += (uint32_t)(x0 * wa), s01 += (uint32_t)(x0 * wb);
		s10 += (uint32_t)(x1 * wa), s11 += (uint32_t)(x1 * wb);
	}
	s[0] = s00, s[1] = s01, s[2] = s10, s[3] = s11;
}

/*
 * The byte paths without the DSP extension leave the zero point out of
 * their inner loops: sum (x - xz) w = sum x w - xz sum w in int32 that
 * wraps, and sum w, a channel's weights (all of them: uc10__qout's wsum,
 * prepared with the blob), is subtracted once an output.  Where a
 * convolution's pixel has taps in the padding its sum over the valid taps
 * is taken on the way (pair2_taps_part).
 */

/* pair2 over rows read as bytes in place: s[] = sum x w, the zero point left out. */
static UC10__QKERNEL void pair2_u8(uint32_t s[4], ptrdiff_t K, const uint8_t *p0, const uint8_t *p1,
                                   const uc10__qw *wp)
{
	uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
	for (ptrdiff_t k = K; k > 0; k--, p0++, p1++, wp += 2) {
		const int32_t x0 = *p0, x1 = *p1, wa = wp[0], wb = wp[1];
		s00 += (uint32_t)(x0 * wa), s01 += (uint32_t)(x0 * wb);
		s10 += (uint32_t)(x1 * wa), s11 += (uint32_t)(x1 * wb);
	}
	s[0] = s00, s[1] = s01, s[2] = s10, s[3] = s11;
}

/* One row read in place against a channel pair: s[0], s[1] = sum x w. */
static UC10__QKERNEL void pair1_u8(uint32_t s[2], ptrdiff_t K, const uint8_t *p0, const uc10__qw *wp)
{
	uint32_t s0 = 0, s1 = 0;
	for (ptrdiff_t k = K; k > 0; k--, p0++, wp += 2) {
		const int32_t x0 = *p0;
		s0 += (uint32_t)(x0 * wp[0]), s1 += (uint32_t)(x0 * wp[1]);
	}
	s[0] = s0, s[1] = s1;
}

/*
 * pair2_u8 over the valid taps (rows2_taps): wp the channel pair's packed
 * weights; with part, s[4] and s[5] the two channels' weight sums over
 * those taps.
 */
static inline __attribute__((always_inline)) void taps_body(uint32_t s[6], ptrdiff_t C, ptrdiff_t nt,
                                                            const ptrdiff_t *tidx, const uint8_t *const *tp0,
                                                            const uint8_t *const *tp1, const uc10__qw *wp, int part)
{
	uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0, sa = 0, sb = 0;
	for (ptrdiff_t t = 0; t < nt; t++) {
		const uint8_t *p0 = tp0[t], *p1 = tp1[t];
		const uc10__qw *w = wp + tidx[t] * 2 * C;
		for (ptrdiff_t k = C; k > 0; k--, p0++, p1++, w += 2) {
			const int32_t a = *p0, b = *p1, wa = w[0], wb = w[1];
			s00 += (uint32_t)(a * wa), s01 += (uint32_t)(a * wb);
			s10 += (uint32_t)(b * wa), s11 += (uint32_t)(b * wb);
			if (part)
				sa += (uint32_t)wa, sb += (uint32_t)wb;
		}
	}
	s[0] = s00, s[1] = s01, s[2] = s10, s[3] = s11, s[4] = sa, s[5] = sb;
}

static UC10__QKERNEL void pair2_taps(uint32_t s[6], ptrdiff_t C, ptrdiff_t nt, const ptrdiff_t *tidx,
                                     const uint8_t *const *tp0, const uint8_t *const *tp1, const uc10__qw *wp)
{
	taps_body(s, C, nt, tidx, tp0, tp1, wp, 0);
}

static UC10__QKERNEL void pair2_taps_part(uint32_t s[6], ptrdiff_t C, ptrdiff_t nt, const ptrdiff_t *tidx,
                                          const uint8_t *const *tp0, const uint8_t *const *tp1, const uc10__qw *wp)
{
	taps_body(s, C, nt, tidx, tp0, tp1, wp, 1);
}
#endif

void uc10__qdot2(ptrdiff_t N, ptrdiff_t K, const int16_t *a0, const int16_t *a1, const uc10__qw *Wp, uint8_t *y0,
                 uint8_t *y1, ptrdiff_t y_cs, const uc10__qout *q, ptrdiff_t n0)
{
	const int16_t *b1 = a1 ? a1 : a0;   /* one row: the second is the first again, not stored */
	ptrdiff_t j = 0;

#if defined(__ARM_FEATURE_DSP)
	rows2(N / 2, K, a0, b1, Wp, y0, y1, y_cs, q->ch + n0, q->lo * 0x01010101u, q->hi * 0x01010101u);
	j = N - N % 2;
#else
	for (; j + 2 <= N; j += 2) {
		uint32_t s[4];
		pair2(s, K, a0, b1, Wp + j * K);
		store(y0, y1, j * y_cs, q, n0 + j, s[0], s[2]);
		store(y0, y1, (j + 1) * y_cs, q, n0 + j + 1, s[1], s[3]);
	}
#endif
	if (j < N) {
		/* the last channel of an odd count, its weights in the rows' order */
		const uc10__qw *w0 = Wp + j * K;
		uint32_t s0 = 0, s1 = 0;
		for (ptrdiff_t k = 0; k < K; k++) {
			const int32_t wv = w0[k];
			s0 += (uint32_t)(a0[k] * wv), s1 += (uint32_t)(b1[k] * wv);
		}
		store(y0, y1, j * y_cs, q, n0 + j, s0, s1);
	}
}

void uc10__qdot2_u8(ptrdiff_t N, ptrdiff_t K, const uint8_t *x0, const uint8_t *x1, int32_t xz, const uc10__qw *Wp,
                    uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qout *q, ptrdiff_t n0)
{
	ptrdiff_t j = 0;

#if defined(__ARM_FEATURE_DSP)
	/* each row against the channel quads, then a last pair, then (below) a last channel */
	const uint32_t nzz = ((uint32_t)-xz & 0xffffu) * 0x10001u;   /* -xz in both halves */
	const uint32_t lo4 = q->lo * 0x01010101u, hi4 = q->hi * 0x01010101u;
	quad1_u8(N / 4, K, x0, nzz, Wp, y0, y_cs, q->ch + n0, lo4, hi4);
	if (x1)
		quad1_u8(N / 4, K, x1, nzz, Wp, y1, y_cs, q->ch + n0, lo4, hi4);
	j = N - N % 4;
	if (N - j >= 2) {
		if (x1)
			rows2_u8(1, K, x0, x1, nzz, Wp + j * K, y0 + j * y_cs, y1 + j * y_cs, y_cs, q->ch + n0 + j, lo4, hi4);
		else
			row1_u8(1, K, x0, nzz, Wp + j * K, y0 + j * y_cs, y_cs, q->ch + n0 + j, lo4, hi4);
		j += 2;
	}
#else
	for (; j + 2 <= N; j += 2) {
		/* sum x w, then less xz times the channels' weight sums */
		const uint32_t za = (uint32_t)xz * (uint32_t)q->wsum[n0 + j], zb = (uint32_t)xz * (uint32_t)q->wsum[n0 + j + 1];
		uint32_t s[4];
		if (x1) {
			pair2_u8(s, K, x0, x1, Wp + j * K);
		} else {
			pair1_u8(s, K, x0, Wp + j * K);
			s[2] = s[0], s[3] = s[1];
		}
		store_pair(y0, y1, j * y_cs, q, n0 + j, s[0] - za, s[2] - za);
		store_pair(y0, y1, (j + 1) * y_cs, q, n0 + j + 1, s[1] - zb, s[3] - zb);
	}
#endif
	if (j < N) {
		/* the last channel of an odd count, its weights in the rows' order */
		const uc10__qw *w0 = Wp + j * K;
		uint32_t s0 = 0, s1 = 0;
		for (ptrdiff_t k = 0; k < K; k++) {
			const int32_t wv = w0[uc10__qwiden_pos(k, K)];
			s0 += (uint32_t)(((int32_t)x0[k] - xz) * wv);
			if (x1)
				s1 += (uint32_t)(((int32_t)x1[k] - xz) * wv);
		}
		store_pair(y0, y1, j * y_cs, q, n0 + j, s0, s1);
	}
}

void uc10__qdot2_taps(ptrdiff_t N, ptrdiff_t C, ptrdiff_t T, ptrdiff_t nt, const ptrdiff_t *tidx,
                      const uint8_t *const *tp0, const uint8_t *const *tp1, int32_t xz, const uc10__qw *Wp,
                      uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qout *q, ptrdiff_t n0)
{
	const ptrdiff_t K = T * C;
	const uint8_t *const *b1 = tp1 ? tp1 : tp0;   /* one pixel: the second is the first again, not stored */
	ptrdiff_t j = 0;

#if defined(__ARM_FEATURE_DSP)
	const uint32_t nzz = ((uint32_t)-xz & 0xffffu) * 0x10001u;   /* -xz in both halves */
	/* each pixel against the channel quads, then a last pair, then (below) a last channel */
	const uint32_t lo4 = q->lo * 0x01010101u, hi4 = q->hi * 0x01010101u;
	for (int px = 0; px < (tp1 ? 2 : 1) && N >= 4; px++) {
		/* the pixel's taps merged into runs where both the input and the weights follow on */
		const uint8_t *const *tp = px ? tp1 : tp0;
		const uint8_t *rp[UC10__QTAPS_MAX];
		ptrdiff_t rw[UC10__QTAPS_MAX], rn[UC10__QTAPS_MAX], nr = 0;
		for (ptrdiff_t t = 0; t < nt; t++) {
			if (nr > 0 && tp[t] == rp[nr - 1] + rn[nr - 1] * C && tidx[t] == rw[nr - 1] + rn[nr - 1]) {
				rn[nr - 1]++;
				continue;
			}
			rp[nr] = tp[t], rw[nr] = tidx[t], rn[nr++] = 1;
		}
		quad1_taps(N / 4, K, C, nr, rw, rn, rp, nzz, Wp, px ? y1 : y0, y_cs, q->ch + n0, lo4, hi4);
	}
	j = N - N % 4;
	if (N - j >= 2) {
		rows2_taps(1, K, C, nt, tidx, tp0, b1, nzz, Wp + j * K, y0 + j * y_cs, tp1 ? y1 + j * y_cs : NULL, y_cs,
		           q->ch + n0 + j, lo4, hi4);
		j += 2;
	}
#else
	for (; j + 2 <= N; j += 2) {
		/* sum x w, then less xz times the weight sums over the taps: the channels' own where
		 * every tap is there (away from the edges) */
		uint32_t s[6];
		if (nt == T) {
			pair2_taps(s, C, nt, tidx, tp0, b1, Wp + j * K);
			s[4] = (uint32_t)q->wsum[n0 + j], s[5] = (uint32_t)q->wsum[n0 + j + 1];
		} else {
			pair2_taps_part(s, C, nt, tidx, tp0, b1, Wp + j * K);
		}
		s[4] *= (uint32_t)xz, s[5] *= (uint32_t)xz;
		store_pair(y0, tp1 ? y1 : NULL, j * y_cs, q, n0 + j, s[0] - s[4], s[2] - s[4]);
		store_pair(y0, tp1 ? y1 : NULL, (j + 1) * y_cs, q, n0 + j + 1, s[1] - s[5], s[3] - s[5]);
	}
#endif
	if (j < N) {
		/* the last channel of an odd count, its weights in the rows' order (whole fours a tap) */
		const uc10__qw *w0 = Wp + j * K;
		uint32_t s0 = 0, s1 = 0;
		for (ptrdiff_t t = 0; t < nt; t++)
			for (ptrdiff_t k = 0; k < C; k++) {
				const int32_t wv = w0[tidx[t] * C + uc10__qwiden_pos(k, C)];
				s0 += (uint32_t)(((int32_t)tp0[t][k] - xz) * wv);
				s1 += (uint32_t)(((int32_t)b1[t][k] - xz) * wv);
			}
		store_pair(y0, tp1 ? y1 : NULL, j * y_cs, q, n0 + j, s0, s1);
	}
}

size_t uc10__qgemm_buffer_size(ptrdiff_t N, ptrdiff_t K)
{
	/* the requantization table (DSP builds), two widened rows, the packed weights */
	return UC10__QCH_SIZE(N) + (size_t)(2 * uc10__qrow(K)) * sizeof(int16_t) + (size_t)(N * K) * sizeof(uc10__qw);
}

void uc10__qgemm(ptrdiff_t M, ptrdiff_t K, const uint8_t *X, ptrdiff_t x_rs, ptrdiff_t x_ks, int32_t xz,
                 const uc10_tensor *w, uint8_t *Y, ptrdiff_t y_rs, ptrdiff_t y_cs, const uc10__qout *q, void *buf,
                 int packed)
{
	const ptrdiff_t N = (ptrdiff_t)w->sizes[0];
	int16_t *a0 = buf ? (int16_t *)((char *)buf + UC10__QCH_SIZE(N)) : NULL, *a1 = buf ? a0 + uc10__qrow(K) : NULL;
	uc10__qw *Wp = buf ? (uc10__qw *)(a0 + 2 * uc10__qrow(K)) : NULL;
	uc10__qout qt = *q;

	if (K == 0) {
		/* every sum is 0; X, w and the buffer may have no storage */
		for (ptrdiff_t i = 0; i < M; i++)
			for (ptrdiff_t j = 0; j < N; j++)
				Y[i * y_rs + j * y_cs] = uc10__qout_u8(q, j, 0);
		return;
	}
	if (!buf) {
		/* no room for the buffer: one output at a time from the tensors in place (slower, the same sums) */
		const int8_t *W = uc10_tensor_ptr(w);
		const ptrdiff_t w0 = (ptrdiff_t)w->strides[0], w1 = (ptrdiff_t)w->strides[w->dim - 1];
		for (ptrdiff_t i = 0; i < M; i++)
			for (ptrdiff_t j = 0; j < N; j++) {
				uint32_t acc = 0;   /* int32 arithmetic that wraps, as the engine's */
				for (ptrdiff_t k = 0; k < K; k++)
					acc += (uint32_t)(((int32_t)X[i * x_rs + k * x_ks] - xz) * (int32_t)W[j * w0 + k * w1]);
				Y[i * y_rs + j * y_cs] = uc10__qout_u8(q, j, (int32_t)acc);
			}
		return;
	}
	if (UC10__QCH_SIZE(N) > 0) {
		/* the requantization table (qcore.h), N entries: little beside N * M outputs */
		qt.ch = buf;
		uc10__qch_build(buf, q, N);
		q = &qt;
	}
	if (!packed)
		uc10__qpack(Wp, w, 0, N);
	for (ptrdiff_t i = 0; i < M; i += 2) {
		const int two = i + 1 < M;
		uc10__qwiden(a0, X + i * x_rs, x_ks, K, xz);
		if (two)
			uc10__qwiden(a1, X + (i + 1) * x_rs, x_ks, K, xz);
		uc10__qdot2(N, K, a0, two ? a1 : NULL, Wp, Y + i * y_rs, two ? Y + (i + 1) * y_rs : NULL, y_cs, q, 0);
	}
}
