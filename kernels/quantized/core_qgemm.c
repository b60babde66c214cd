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

/* Where weight k of channel j goes in its pair's packed form (2 K elements). */
static inline ptrdiff_t pack_pos(ptrdiff_t j, ptrdiff_t k, ptrdiff_t K)
{
#if defined(__ARM_FEATURE_DSP)
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
#if defined(__ARM_FEATURE_DSP)
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

/* Requantize and store the sums of one or two rows, one channel. */
static inline __attribute__((always_inline)) void store(uint8_t *y0, uint8_t *y1, ptrdiff_t j, const uc10__qout *q,
                                                        ptrdiff_t oc, uint32_t s0, uint32_t s1)
{
	y0[j] = uc10__qout_fast(q, oc, (int32_t)s0);
	if (y1)
		y1[j] = uc10__qout_fast(q, oc, (int32_t)s1);
}

#if defined(__ARM_FEATURE_DSP)
/*
 * Two widened rows against NP channel pairs (their packed weights one after
 * another, 2 K int16 a pair), each pair's four sums requantized from the
 * table ch and stored (y1 NULL: one row, a1 == a0, its sums not stored).
 * The channel loop is inside, so that nothing is passed through memory
 * between the sums and the requantization.
 */
static UC10__QKERNEL void rows2(ptrdiff_t NP, ptrdiff_t K, const int16_t *a0, const int16_t *a1, const int16_t *wp,
                                uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qch *ch, int32_t lo)
{
	for (ptrdiff_t j = 0; j < NP; j++, ch += 2) {
		/* int32 sums that wrap, as the engine's; SMLAD wraps too */
		uint32_t s00 = 0, s01 = 0, s10 = 0, s11 = 0;
		const int16_t *p0 = a0, *p1 = a1;
		ptrdiff_t k;
		int32_t v;
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
		v = uc10__qch_u8(&ch[0], (int32_t)s00);
		y0[2 * j * y_cs] = (uint8_t)(v < lo ? lo : v);
		v = uc10__qch_u8(&ch[1], (int32_t)s01);
		y0[(2 * j + 1) * y_cs] = (uint8_t)(v < lo ? lo : v);
		if (y1) {
			v = uc10__qch_u8(&ch[0], (int32_t)s10);
			y1[2 * j * y_cs] = (uint8_t)(v < lo ? lo : v);
			v = uc10__qch_u8(&ch[1], (int32_t)s11);
			y1[(2 * j + 1) * y_cs] = (uint8_t)(v < lo ? lo : v);
		}
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
#endif

void uc10__qdot2(ptrdiff_t N, ptrdiff_t K, const int16_t *a0, const int16_t *a1, const uc10__qw *Wp, uint8_t *y0,
                 uint8_t *y1, ptrdiff_t y_cs, const uc10__qout *q, ptrdiff_t n0)
{
	const int16_t *b1 = a1 ? a1 : a0;   /* one row: the second is the first again, not stored */
	ptrdiff_t j = 0;

#if defined(__ARM_FEATURE_DSP)
	rows2(N / 2, K, a0, b1, Wp, y0, y1, y_cs, q->ch + n0, q->lo);
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
