/*
 * kernels/quantized/qcore.h - the int8 compute cores behind
 * quantized_unpacked::conv2d / linear (CMSIS-NN style: one kernel a file,
 * the operator checks and allocates, the core computes; scratch memory is
 * the caller's, sized by the core's *_buffer_size()).
 *
 * buf may be NULL (the operators pass NULL when the arena has no room for
 * it): the core then computes one output at a time from the tensors in
 * place, slower, the same sums.
 *
 * Every core computes, for each output element, exactly the reference
 * loop's result (Note [onednn requantization] in quantized.h):
 *     acc = sum (x - xz) * w                       int32, wrapping
 *     q   = uc10__qrequant_u8(&rq[oc], acc)
 *     y   = q < lo ? lo : q,  then  y > hi ? hi : y
 * only the order of the int32 additions differs, which wrapping int32
 * arithmetic does not see.  rq has one entry per output channel; [lo, hi]
 * is the output clamp (lo the fused _relu ops' zero point, hi 255; a
 * prepared call's fused relu6: qprepack.h).
 *
 * Note [int8 multiply-accumulate]
 * On cores with the DSP extension (Cortex-M4F, M7: UC10_ISA_ARMV7EM) four
 * quint8 inputs are widened to two pairs of int16 with the zero point
 * subtracted (UXTAB16), four qint8 weights to two pairs (SXTB16), and each
 * SMLAD adds two products: two MACs an instruction, the order of the pairs
 * being the same on both sides.  Elsewhere (Cortex-M0/M3, RV32, the host)
 * plain C over bytes.  Chosen at build time by UC10_ISA (common/isa.h:
 * UC10_ISA_ARMV7EM, whose int8 layout qlayout.h gives); the results are
 * the same.
 */
#ifndef UC10_QCORE_H
#define UC10_QCORE_H

#include <stddef.h>
#include "quantized/quantized.h"
#include "quantized/qlayout.h"

#if UC10_ISA == UC10_ISA_ARMV7EM
#include <string.h>
#include <arm_acle.h>

/* A word from any address: one LDR (ARMv7E-M loads unaligned words). */
static inline uint32_t uc10__ld32(const void *p)
{
	uint32_t v;
	memcpy(&v, p, 4);
	return v;
}

/*
 * Two words from a 4-aligned address (the cores' scratch) and the pointer
 * past them: one LDRD with writeback, which GCC's Cortex-M4 tuning does
 * not emit by itself (it splits 64-bit loads into two LDR).
 */
static inline __attribute__((always_inline)) void uc10__ld2(const int16_t **p, int16x2_t *lo, int16x2_t *hi)
{
	int16x2_t a, b;
	__asm__("ldrd %0, %1, [%2], #8" : "=r"(a), "=r"(b), "+r"(*p) : "m"(*(const uint64_t *)*p));
	*lo = a, *hi = b;
}

/* UXTAB16 / SXTB16 of the word rotated by 8: the odd bytes (1, 3) as two int16. */
static inline int16x2_t uc10__uxtab16_odd(uint32_t a, uint32_t v)
{
	int16x2_t r;
	__asm__("uxtab16 %0, %1, %2, ror #8" : "=r"(r) : "r"(a), "r"(v));
	return r;
}

static inline int16x2_t uc10__sxtb16_odd(uint32_t v)
{
	int16x2_t r;
	__asm__("sxtb16 %0, %1, ror #8" : "=r"(r) : "r"(v));
	return r;
}
#endif

/*
 * The innermost kernels (the 2 x 2 block, the depthwise quad) are their own
 * functions, so that their sums and pointers have the registers to
 * themselves, and with the DSP extension GCC compiles them at -O2 whatever
 * the build's OPT (as UC10__FAST_LOOP does for the elementwise loops): at
 * -Os it rewrites the 2 x 2 block's four pointers as one index over bases
 * kept on the stack, 33 instructions for 16 MACs instead of 28.
 */
#if UC10_ISA == UC10_ISA_ARMV7EM && defined(__GNUC__) && !defined(__clang__)
#define UC10__QKERNEL __attribute__((noinline, optimize("O2", "no-schedule-insns")))
#else
#define UC10__QKERNEL __attribute__((noinline))
#endif

/*
 * One output channel's requantization as the DSP cores' inner loops read
 * it (one VLDM): the bias already in the accumulator's scale (b * bs, the
 * float product uc10__qrequant_build folds into the record), the output scale, the zero
 * point.  The cores build the table in their scratch once a call
 * (uc10__qch_build), UC10__QCH_SIZE(channels) bytes at its start.
 */
typedef struct uc10__qch {
	float bias, scale, zero_point;
} uc10__qch;

#if UC10_QLAYOUT == UC10_QLAYOUT_DSP
#define UC10__QCH_SIZE(n) ((size_t)(n) * sizeof(uc10__qch))
#else
#define UC10__QCH_SIZE(n) ((size_t)0)
#endif

/*
 * The requantization parameters every core takes.  The clamp [lo, hi]
 * comes after the requantization's own 0..255: a fused relu's low end
 * (the zero point), a fused relu6 / hardtanh's two (qclamp's order: low
 * end first).
 */
typedef struct uc10__qout {
	const uc10__qrequant *rq;   /* one per output channel, its bias folded in (a DSP-layout blob's: NULL, ch) */
	uint8_t lo, hi;             /* the clamp */
	const uc10__qch *ch;        /* the DSP layout's table (NULL from the operators: the cores build it) */
	const int32_t *wsum;        /* the plain layout's byte paths (uc10__qdot2_u8, _taps): each channel's weights summed */
} uc10__qout;

/* ch[0 .. n - 1] from q's rq and bias (the DSP cores, into their scratch). */
void uc10__qch_build(uc10__qch *ch, const uc10__qout *q, ptrdiff_t n);

/*
 * The packed weights' element (uc10__qpack): on the DSP extension int16,
 * widened once, so that the inner loop loads pairs ready for SMLAD;
 * elsewhere the int8 values themselves.  The widened rows are
 * uc10__qrow(K) int16 apart in the scratch (even on the DSP extension:
 * every row and the packed weights start 4-aligned, for LDRD).
 */
#if UC10_QLAYOUT == UC10_QLAYOUT_DSP
typedef int16_t uc10__qw;
static inline ptrdiff_t uc10__qrow(ptrdiff_t K)
{
	return (K + 1) & ~(ptrdiff_t)1;
}
#else
typedef int8_t uc10__qw;
static inline ptrdiff_t uc10__qrow(ptrdiff_t K)
{
	return K;
}
#endif

/*
 * The matrix core: rows of inputs already widened to int16 with the zero
 * point subtracted (uc10__qwiden), two at a time, times N channels of
 * packed weights (uc10__qpack): y0[j * y_cs] (and y1's, when a1 is not
 * NULL) for output channel n0 + j.  The widened order is the kernel's: in
 * each four k, (0, 2) then (1, 3) where the DSP extension pairs them
 * (Note [int8 multiply-accumulate]), the rest in order.
 */
void uc10__qdot2(ptrdiff_t N, ptrdiff_t K, const int16_t *a0, const int16_t *a1, const uc10__qw *Wp, uint8_t *y0,
                 uint8_t *y1, ptrdiff_t y_cs, const uc10__qout *q, ptrdiff_t n0);

/*
 * uc10__qdot2 with the rows read in place: x0 (and x1, or NULL for one
 * row) K contiguous quint8 values, xz in 0..255, widened on the way (on the
 * DSP extension a word of four at a time, into the pairs the packed weights
 * are in): no scratch.  A batch-1 linear layer is one call with x1 NULL
 * (a matrix-vector product), a 1x1 convolution over channels_last input
 * two pixels a call.  Without the DSP extension q->wsum must hold each
 * channel's weight sum (the prepared blob's): the zero point is taken out
 * once an output, not once a product.
 */
void uc10__qdot2_u8(ptrdiff_t N, ptrdiff_t K, const uint8_t *x0, const uint8_t *x1, int32_t xz, const uc10__qw *Wp,
                    uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qout *q, ptrdiff_t n0);

/*
 * uc10__qdot2_u8 for a convolution over channels_last input whose weights
 * are packed with k = (kh, kw, c) (C input channels a group, a multiple of
 * four, T = kH * kW taps): nt taps of one or two output pixels, tap t's C
 * channels at tp0[t] (tp1[t]; tp1 NULL for one pixel), its weights tap
 * tidx[t]'s.  A tap in the padding is left out, or, where it is the other
 * pixel's, points at C bytes of the zero point (adding nothing).  No scratch.
 */
void uc10__qdot2_taps(ptrdiff_t N, ptrdiff_t C, ptrdiff_t T, ptrdiff_t nt, const ptrdiff_t *tidx,
                      const uint8_t *const *tp0, const uint8_t *const *tp1, int32_t xz, const uc10__qw *Wp,
                      uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qout *q, ptrdiff_t n0);

/* The most taps (kH * kW) uc10__qdot2_taps serves: its callers' tap lists are arrays of this many. */
#define UC10__QTAPS_MAX 64
/* The most channels a pixel pair with different padding shares a call for (the zero point's bytes, on the stack). */
#define UC10__QTAPS_CMAX 256

/* Where element k of a row goes in its widened form. */
static inline ptrdiff_t uc10__qwiden_pos(ptrdiff_t k, ptrdiff_t K)
{
#if UC10_QLAYOUT == UC10_QLAYOUT_DSP
	if (k < K - K % 4)
		return (k & ~(ptrdiff_t)3) + ((k & 1) << 1) + ((k >> 1) & 1);
#else
	(void)K;
#endif
	return k;
}

/* One row of K quint8 values, xs apart, minus xz, into d in the widened order. */
void uc10__qwiden(int16_t *d, const uint8_t *x, ptrdiff_t xs, ptrdiff_t K, int32_t xz);

/*
 * Channels n0.. n0 + N - 1 of the qint8 weight w (dim 2 or 4; k runs over
 * its other dims in C order, any strides) into d (N * K elements) as
 * uc10__qdot2 reads them: channel pairs interleaved, so that one pointer
 * walks both.
 */
void uc10__qpack(uc10__qw *d, const uc10_tensor *w, ptrdiff_t n0, ptrdiff_t N);

/*
 * Linear layer: M rows of K quint8 values (row i at X + i * x_rs, values
 * x_ks apart) times the N x K qint8 weight w, into Y[i * y_rs + j * y_cs].
 * buf: uc10__qgemm_buffer_size(N, K) bytes, 4-aligned, NULL when 0.  With
 * rows that one stride does not reach, call it a row at a time (M = 1)
 * with packed = 1 after the first: the weights stay packed in buf.
 */
size_t uc10__qgemm_buffer_size(ptrdiff_t N, ptrdiff_t K);
void uc10__qgemm(ptrdiff_t M, ptrdiff_t K, const uint8_t *X, ptrdiff_t x_rs, ptrdiff_t x_ks, int32_t xz,
                 const uc10_tensor *w, uint8_t *Y, ptrdiff_t y_rs, ptrdiff_t y_cs, const uc10__qout *q, void *buf,
                 int packed);

/*
 * A quantized convolution's result (quantized_unpacked::conv2d's, the
 * prepared one's): quint8, channels_last, (N, oc, oH, oW) at the engine's
 * output size from x's sizes and the kernel's (k_hw), in the arena, of the
 * given scale and zero point; UC10_E_SHAPE with PyTorch's message where a
 * size would be negative, UC10_E_NOMEM.
 */
uc10_status uc10__qconv_result(const char *OP, uc10_tensor *r, const uc10_tensor *x, int64_t oc, const int64_t *k_hw,
                               const int64_t *stride, const int64_t *pad, const int64_t *dil, double scale,
                               int64_t zero_point);

/*
 * 2-d convolution: x quint8 (N, C, H, W) any strides, w qint8 (O, C / groups,
 * kH, kW) any strides, y quint8 (N, O, oH, oW) any strides (the operator's
 * result); stride, pad, dil: 2 values.  A depthwise convolution (one input
 * and one output channel a group) with channel-contiguous x and y goes to
 * uc10__qdwconv2d.  buf: uc10__qconv2d_buffer_size() bytes, 4-aligned
 * (NULL when 0).
 */
size_t uc10__qconv2d_buffer_size(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, int64_t groups);
void uc10__qconv2d(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, const uc10__qout *q,
                   const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups, void *buf);

/*
 * Group g (OCG output channels) of a convolution whose weights (sizes wsz:
 * C / groups, kH, kW) are packed in Wp (uc10__qpack), q's table built:
 * two output pixels at a time into the widened rows a0 and a1
 * (2 uc10__qrow(K) int16), or, a0 NULL, x's channels contiguous and its
 * zero point in 0..255, read in place: a 1x1 convolution with stride 1 and
 * no padding (uc10__qdot2_u8), any other with C / groups a multiple of four,
 * kH * kW <= UC10__QTAPS_MAX and its weights packed with k = (kh, kw, c)
 * (uc10__qdot2_taps).
 */
void uc10__qconv2d_group(const uc10_tensor *y, const uc10_tensor *x, const int64_t *wsz, ptrdiff_t g, ptrdiff_t OCG,
                         const uc10__qw *Wp, const uc10__qout *q, const int64_t *stride, const int64_t *pad,
                         const int64_t *dil, int16_t *a0, int16_t *a1);

/*
 * Depthwise 2-d convolution (groups == C == O) with x and y channel-contiguous
 * (channels_last): the weights reordered by tap into buf
 * (uc10__qdwconv2d_buffer_size() bytes), four channels at a time.
 */
int uc10__qdwconv2d_applies(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, int64_t groups);
size_t uc10__qdwconv2d_buffer_size(const uc10_tensor *w);
void uc10__qdwconv2d(const uc10_tensor *y, const uc10_tensor *x, const uc10_tensor *w, const uc10__qout *q,
                     const int64_t *stride, const int64_t *pad, const int64_t *dil, void *buf);

/*
 * The depthwise core's weights as it reads them, C channels of kH x kW taps:
 * with the DSP layout each quad of channels' taps as words of two int16
 * (uc10__qdwpack_size(w) bytes: the channels after the last quad are not
 * packed), else every channel's by tap, [kh][kw][c], int8.
 */
size_t uc10__qdwpack_size(int64_t C, int64_t KH, int64_t KW);
void uc10__qdwpack(void *d, const uc10_tensor *w);

/*
 * The depthwise core over packed weights wpk (uc10__qdwpack), q's table
 * built; with the DSP layout the channels after the last quad (from
 * C4 = C - C % 4) read theirs from Wt, channel C4's first (element strides
 * wst, as a (C, 1, kH, kW) weight's).
 */
void uc10__qdwconv2d_run(const uc10_tensor *y, const uc10_tensor *x, int64_t KH, int64_t KW, const void *wpk,
                         const int8_t *Wt, const int64_t *wst, const uc10__qout *q, const int64_t *stride,
                         const int64_t *pad, const int64_t *dil);

/*
 * What each ISA's file provides (Note [A home for each ISA] in
 * common/isa.h; its layout: qlayout.h).  Armv7E-M (Cortex-M4F, M7),
 * core_qgemm_armv7em.c and core_qdwconv_armv7em.c, with the DSP layout:
 * the int16 pairs of Note [int8 multiply-accumulate], the table ch of
 * uc10__qch, the output clamp [lo, hi] in each byte of lo4 and hi4:
 *  - uc10__qrows2: two widened rows (a1 == a0 and y1 NULL for one) against
 *    NP channel pairs (2 K int16 a pair);
 *  - uc10__qrows2_u8, uc10__qrow1_u8: the same over rows of bytes read in
 *    place (nzz: -xz in both halves), two rows or one;
 *  - uc10__qquad1_u8: one row of bytes against NQ channel quads (two pairs);
 *  - uc10__qrows2_taps: two pixels' taps in place against NP pairs;
 *  - uc10__qquad1_taps: one pixel's runs of taps (rn[t] taps from tp0[t],
 *    weights from tap tidx[t]) against NQ quads;
 *  - uc10__qdw_quads9, uc10__qdw_quads: depthwise pixels' C4 channels,
 *    four at a time (a run of pixels with all nine taps of a 3x3 kernel
 *    inside; one pixel, any taps).
 * The portable C of each (the other ISAs: plain layout) is in the core's
 * own file.  A new ISA: its layout line in qlayout.h, a file a core, its
 * list here, its branch in the drivers (uc10__qdot2*, uc10__qdwconv2d_run).
 */
#if UC10_ISA == UC10_ISA_ARMV7EM
void uc10__qrows2(ptrdiff_t NP, ptrdiff_t K, const int16_t *a0, const int16_t *a1, const int16_t *wp, uint8_t *y0,
                  uint8_t *y1, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4);
void uc10__qrows2_u8(ptrdiff_t NP, ptrdiff_t K, const uint8_t *x0, const uint8_t *x1, uint32_t nzz, const int16_t *wp,
                     uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4);
void uc10__qrow1_u8(ptrdiff_t NP, ptrdiff_t K, const uint8_t *x0, uint32_t nzz, const int16_t *wp, uint8_t *y0,
                    ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4);
void uc10__qquad1_u8(ptrdiff_t NQ, ptrdiff_t K, const uint8_t *x0, uint32_t nzz, const int16_t *wp, uint8_t *y0,
                     ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4);
void uc10__qrows2_taps(ptrdiff_t NP, ptrdiff_t K, ptrdiff_t C, ptrdiff_t nt, const ptrdiff_t *tidx,
                       const uint8_t *const *tp0, const uint8_t *const *tp1, uint32_t nzz, const int16_t *wp,
                       uint8_t *y0, uint8_t *y1, ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4);
void uc10__qquad1_taps(ptrdiff_t NQ, ptrdiff_t K, ptrdiff_t C, ptrdiff_t nt, const ptrdiff_t *tidx,
                       const ptrdiff_t *rn, const uint8_t *const *tp0, uint32_t nzz, const int16_t *wp, uint8_t *y0,
                       ptrdiff_t y_cs, const uc10__qch *ch, uint32_t lo4, uint32_t hi4);
void uc10__qdw_quads9(uint8_t *y, const uint8_t *x, const uint32_t *wq, const uc10__qch *ch, ptrdiff_t C4,
                      ptrdiff_t xs, ptrdiff_t xr, uint32_t nzz, uint32_t lo4, uint32_t hi4, ptrdiff_t np,
                      ptrdiff_t xp_step, ptrdiff_t yp_step);
void uc10__qdw_quads(uint8_t *y, const uint8_t *x, const uint32_t *wq, const uc10__qch *ch, ptrdiff_t C4,
                     ptrdiff_t nkh, ptrdiff_t nk, ptrdiff_t xs, ptrdiff_t xr, ptrdiff_t T, ptrdiff_t KW, uint32_t nzz,
                     uint32_t lo4, uint32_t hi4);
#endif

/*
 * Note [requantization on the FPU]
 * With a single-precision FPU beside the DSP extension (Cortex-M4F, M7) the
 * float rule of Note [onednn requantization] costs fewer instructions
 * when its last steps go another way to the same byte: y is computed as
 * the reference does (the same three rounded float operations), then
 * VCVTR rounds it to an int32 in the FPSCR's rounding mode (the mode the
 * reference's 1.5 * 2^23 addition rounds in), and USAT clamps that to
 * 0..255.  Case by case it is the reference's result: y NaN converts to
 * 0 (the reference: !(y > 0), 0); y <= 0 rounds to an integer <= 0
 * (VCVTR saturates at INT32_MIN), 0; y >= 255 rounds to >= 255 (saturated
 * at INT32_MAX for +inf), 255; 0 < y < 255 rounds to the same integer as
 * the reference's addition, which lies in 0..255.  No compare, no branch:
 * about 10 instructions an output instead of 20 to 35.  test_qcore checks
 * it against uc10__qrequant_u8 on the boundaries (halves, 0, 255, NaN,
 * infinities, INT32_MIN / MAX).
 */
#if UC10_ISA == UC10_ISA_ARMV7EM
#define UC10__QOUT_VCVTR 1
static inline __attribute__((always_inline)) int32_t uc10__qout_round(float y)
{
	float t;
	int32_t v;
	__asm__("vcvtr.s32.f32 %0, %1" : "=t"(t) : "t"(y));
	memcpy(&v, &t, 4);
	return __usat(v, 8);
}
#endif

/* One output element's requantization and clamp (the reference's). */
static inline __attribute__((always_inline)) uint8_t uc10__qout_u8(const uc10__qout *q, ptrdiff_t oc, int32_t acc)
{
	const uc10__qrequant *r = &q->rq[oc];
#if defined(UC10__QOUT_VCVTR)
	/* the reference's float steps, then Note [requantization on the FPU] */
	float y = ((float)acc + r->bias) * r->out_scale;
	int32_t v = uc10__qout_round(y + r->zero_point);
#else
	int32_t v = uc10__qrequant_u8(r, acc);
#endif
	v = v < q->lo ? q->lo : v;
	return (uint8_t)(v > q->hi ? q->hi : v);
}

/* Channel c's requantization from its table entry, 0..255 before the clamp's low end. */
static inline __attribute__((always_inline)) int32_t uc10__qch_u8(const uc10__qch *c, int32_t acc)
{
#if defined(UC10__QOUT_VCVTR)
	return uc10__qout_round(((float)acc + c->bias) * c->scale + c->zero_point);
#else
	const uc10__qrequant r = { c->bias, c->scale, c->zero_point, 0, 0, 0, 0, 0, 0 };
	return uc10__qrequant_float(&r, acc);
#endif
}

#if defined(UC10__QOUT_VCVTR)
/*
 * Four consecutive channels' requantization (uc10__qch_u8), byte i of the
 * result channel i's: the table's twelve floats loaded by one VLDM, which
 * GCC does not form from the twelve loads by itself.
 */
static inline __attribute__((always_inline)) uint32_t uc10__qch_u8x4(const uc10__qch *ch, int32_t a0, int32_t a1,
                                                                     int32_t a2, int32_t a3)
{
	register float b0 __asm__("s0"), k0 __asm__("s1"), z0 __asm__("s2");
	register float b1 __asm__("s3"), k1 __asm__("s4"), z1 __asm__("s5");
	register float b2 __asm__("s6"), k2 __asm__("s7"), z2 __asm__("s8");
	register float b3 __asm__("s9"), k3 __asm__("s10"), z3 __asm__("s11");
	__asm__("vldmia %12, {s0-s11}"
	        : "=t"(b0), "=t"(k0), "=t"(z0), "=t"(b1), "=t"(k1), "=t"(z1), "=t"(b2), "=t"(k2), "=t"(z2), "=t"(b3),
	          "=t"(k3), "=t"(z3)
	        : "r"(ch), "m"(*(const uc10__qch(*)[4])ch));
	return (uint32_t)uc10__qout_round(((float)a0 + b0) * k0 + z0) |
	       (uint32_t)uc10__qout_round(((float)a1 + b1) * k1 + z1) << 8 |
	       (uint32_t)uc10__qout_round(((float)a2 + b2) * k2 + z2) << 16 |
	       (uint32_t)uc10__qout_round(((float)a3 + b3) * k3 + z3) << 24;
}

/*
 * Two consecutive channels' requantization of two rows' sums (the matrix
 * cores' 2 x 2 block), bytes (row 0 channel 0, row 0 channel 1, row 1
 * channel 0, row 1 channel 1): the two entries' six floats one VLDM.
 */
static inline __attribute__((always_inline)) uint32_t uc10__qch_u8x2x2(const uc10__qch *ch, int32_t a00, int32_t a01,
                                                                       int32_t a10, int32_t a11)
{
	register float b0 __asm__("s0"), k0 __asm__("s1"), z0 __asm__("s2");
	register float b1 __asm__("s3"), k1 __asm__("s4"), z1 __asm__("s5");
	__asm__("vldmia %6, {s0-s5}"
	        : "=t"(b0), "=t"(k0), "=t"(z0), "=t"(b1), "=t"(k1), "=t"(z1)
	        : "r"(ch), "m"(*(const uc10__qch(*)[2])ch));
	return (uint32_t)uc10__qout_round(((float)a00 + b0) * k0 + z0) |
	       (uint32_t)uc10__qout_round(((float)a01 + b1) * k1 + z1) << 8 |
	       (uint32_t)uc10__qout_round(((float)a10 + b0) * k0 + z0) << 16 |
	       (uint32_t)uc10__qout_round(((float)a11 + b1) * k1 + z1) << 24;
}

/* The block's first row only: bytes 0 and 1. */
static inline __attribute__((always_inline)) uint32_t uc10__qch_u8x2(const uc10__qch *ch, int32_t a0, int32_t a1)
{
	register float b0 __asm__("s0"), k0 __asm__("s1"), z0 __asm__("s2");
	register float b1 __asm__("s3"), k1 __asm__("s4"), z1 __asm__("s5");
	__asm__("vldmia %6, {s0-s5}"
	        : "=t"(b0), "=t"(k0), "=t"(z0), "=t"(b1), "=t"(k1), "=t"(z1)
	        : "r"(ch), "m"(*(const uc10__qch(*)[2])ch));
	return (uint32_t)uc10__qout_round(((float)a0 + b0) * k0 + z0) |
	       (uint32_t)uc10__qout_round(((float)a1 + b1) * k1 + z1) << 8;
}
#endif

#if UC10_ISA == UC10_ISA_ARMV7EM
/*
 * Each byte of v clamped to [lo, hi] (that byte of lo4, hi4): USUB8 sets a
 * GE flag per byte where v's is >= lo's, SEL picks; then the min with
 * hi's the same way.  Four outputs' clamp in four instructions.
 */
static inline __attribute__((always_inline)) uint32_t uc10__clamp4(uint32_t v, uint32_t lo4, uint32_t hi4)
{
	uint32_t m, t;
	__asm__("usub8 %0, %2, %3\n\tsel %0, %2, %3\n\t"
	        "usub8 %1, %4, %0\n\tsel %0, %0, %4"
	        : "=&r"(m), "=&r"(t) : "r"(v), "r"(lo4), "r"(hi4) : "cc");
	return m;
}
#endif

/* uc10__qout_u8 from q->ch where the cores built it (the DSP extension's paths). */
static inline __attribute__((always_inline)) uint8_t uc10__qout_fast(const uc10__qout *q, ptrdiff_t oc, int32_t acc)
{
#if UC10_ISA == UC10_ISA_ARMV7EM
	int32_t v = uc10__qch_u8(&q->ch[oc], acc);
	v = v < q->lo ? q->lo : v;
	return (uint8_t)(v > q->hi ? q->hi : v);
#else
	return uc10__qout_u8(q, oc, acc);
#endif
}

#endif
