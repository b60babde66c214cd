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
#if UC10_ISA == UC10_ISA_ARMV7EM
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

#if UC10_ISA == UC10_ISA_ARMV7EM
/* the kernels are core_qgemm_armv7em.c's (qcore.h) */
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

#if UC10_ISA == UC10_ISA_ARMV7EM
	uc10__qrows2(N / 2, K, a0, b1, Wp, y0, y1, y_cs, q->ch + n0, q->lo * 0x01010101u, q->hi * 0x01010101u);
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

#if UC10_ISA == UC10_ISA_ARMV7EM
	/* each row against the channel quads, then a last pair, then (below) a last channel */
	const uint32_t nzz = ((uint32_t)-xz & 0xffffu) * 0x10001u;   /* -xz in both halves */
	const uint32_t lo4 = q->lo * 0x01010101u, hi4 = q->hi * 0x01010101u;
	uc10__qquad1_u8(N / 4, K, x0, nzz, Wp, y0, y_cs, q->ch + n0, lo4, hi4);
	if (x1)
		uc10__qquad1_u8(N / 4, K, x1, nzz, Wp, y1, y_cs, q->ch + n0, lo4, hi4);
	j = N - N % 4;
	if (N - j >= 2) {
		if (x1)
			uc10__qrows2_u8(1, K, x0, x1, nzz, Wp + j * K, y0 + j * y_cs, y1 + j * y_cs, y_cs, q->ch + n0 + j, lo4, hi4);
		else
			uc10__qrow1_u8(1, K, x0, nzz, Wp + j * K, y0 + j * y_cs, y_cs, q->ch + n0 + j, lo4, hi4);
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

#if UC10_ISA == UC10_ISA_ARMV7EM
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
		uc10__qquad1_taps(N / 4, K, C, nr, rw, rn, rp, nzz, Wp, px ? y1 : y0, y_cs, q->ch + n0, lo4, hi4);
	}
	j = N - N % 4;
	if (N - j >= 2) {
		uc10__qrows2_taps(1, K, C, nt, tidx, tp0, b1, nzz, Wp + j * K, y0 + j * y_cs, tp1 ? y1 + j * y_cs : NULL, y_cs,
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
