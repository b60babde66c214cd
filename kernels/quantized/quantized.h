/*
 * kernels/quantized/quantized.h - affine per-tensor quantization, as
 * PyTorch 1.13 does it on a build without FBGEMM (Debian's; quantized
 * engines qnnpack and onednn):
 *   quantize:   q = clamp((int64)(zp + nearbyintf(x * (1.0f / (float)scale))), qmin, qmax)
 *               (x * inv in float; zp + rounded value in float)
 *   dequantize: x = ((float)q - (float)zp) * (float)scale, in float
 * Per-channel tensors (Note [Quantized tensors] in uc10/tensor.h) quantize
 * each channel as above with its own scale and zero point.
 */
#ifndef UC10_QUANTIZED_H
#define UC10_QUANTIZED_H

#include <math.h>
#include "common/kernel.h"

int32_t uc10__quantize_val(float x, double scale, int64_t zero_point, uc10_dtype qdtype);

static inline float uc10__dequantize_val(int32_t q, double scale, int64_t zero_point)
{
	return ((float)q - (float)zero_point) * (float)scale;
}

/*
 * Per channel PyTorch multiplies by the channel's double scale in double
 * (dequantize_per_channel_affine_kernel) and rounds the product to float
 * once: equal to the above for a scale a float holds (an observer's), not
 * for others.
 */
static inline float uc10__dequantize_val_pc(int32_t q, double scale, int64_t zero_point)
{
	return (float)((double)((float)q - (float)zero_point) * scale);
}

/*
 * Per-channel tensors are per-tensor ones channel by channel: for c <
 * uc10__qchannels(t), uc10__qchannel(&v, t, c) is t's channel c (dim q_axis
 * narrowed to index c) with that channel's scale and zero point as a
 * per_tensor_affine tensor, so a per-tensor loop serves both.  A
 * per-tensor t has one channel, itself.  uc10__narrow1 narrows any tensor
 * (say, the float side of a quantize) the same way.
 */
int64_t uc10__qchannels(const uc10_tensor *t);
void uc10__qchannel(uc10_tensor *v, const uc10_tensor *t, int64_t c);
void uc10__narrow1(uc10_tensor *v, const uc10_tensor *t, int dim, int64_t c);

/*
 * The float32 x (broadcast to q's shape) quantized into the integers of q
 * with q's parameters, per tensor or per channel: quantize_per_tensor,
 * quantize_per_channel and copy_ from float.  No checks.
 */
void uc10__quantize_into(const uc10_tensor *q, const uc10_tensor *x);

/*
 * UC10_E_ARG unless t is per_tensor_affine, with PyTorch's message (what
 * q_scale() says) for kernels that read one scale and zero point.
 */
uc10_status uc10__qcheck_per_tensor(const char *op, const uc10_tensor *t);
/* The same, after UC10_E_DTYPE for a t that is not quantized at all. */
uc10_status uc10__qcheck_quantized_per_tensor(const char *op, const uc10_tensor *t);
/*
 * A QuantizedCPU kernel's first checks on its result pointer and self, with
 * op's messages: UC10_E_NULL for a NULL ret or an undefined self,
 * UC10_E_DTYPE for a self that is not quantized.
 */
uc10_status uc10__qcheck_self(const char *op, const void *ret, const uc10_tensor *self);

/* One integer of a qint8 / quint8 / qint32 tensor, read and written. */
static inline int32_t uc10__qload(const void *p, int dtype)
{
	return dtype == UC10_QINT8 ? *(const int8_t *)p : dtype == UC10_QUINT8 ? *(const uint8_t *)p : *(const int32_t *)p;
}

static inline void uc10__qstore(void *p, int dtype, int32_t q)
{
	if (dtype == UC10_QINT8)
		*(int8_t *)p = (int8_t)q;
	else if (dtype == UC10_QUINT8)
		*(uint8_t *)p = (uint8_t)q;
	else
		*(int32_t *)p = q;
}

/*
 * out = self's integers clamped to [lo, hi] (out may be self): relu,
 * relu6, hardtanh at QuantizedCPU.  No checks.
 */
void uc10__qclamp(const uc10_tensor *out, const uc10_tensor *self, int32_t lo, int32_t hi);

/*
 * The result of a quantized pooling: self's scale and zero point (per
 * tensor: the caller has checked); when self is channels_last-contiguous
 * (PyTorch's fast NHWC path) in self's suggest_memory_format(), contiguous
 * otherwise.  ws[dim]: the strides the kernel writes the result through,
 * channels_last's on the NHWC path (as PyTorch writes, whatever the
 * result's strides say), the result's otherwise.
 */
uc10_status uc10__qpool_output(const char *op, uc10_tensor *r, const uc10_tensor *self, const int64_t *sizes, int dim,
                               int64_t *ws);

/* qmin/qmax of a quantized dtype's underlying integer type. */
void uc10__qrange(uc10_dtype qdtype, int32_t *qmin, int32_t *qmax);

/*
 * The rows of a binary quantized op (add, mul): its result r and operands
 * a and b broadcast to r's shape (ops: the caller's array of three, which
 * the iteration reads), a row at a time; false when there is none.
 */
static inline bool uc10__qbinary_begin(uc10__iter *it, const uc10_tensor *ops[3], const uc10_tensor *r,
                                       const uc10_tensor *a, const uc10_tensor *b)
{
	ops[0] = r, ops[1] = a, ops[2] = b;
	uc10__iter_init(it, r->sizes, r->dim, 3, ops);
	return uc10__iter_begin(it);
}

/*
 * Note [onednn requantization]
 * quantized::linear and quantized::conv2d on PyTorch 1.13's onednn engine
 * (the default of Debian's build; ideep over oneDNN), quint8 activations x
 * (scale xs, zero point xz), qint8 weights w (scale ws, zero point 0: the
 * engine takes symmetric weights only), an optional float bias b, output
 * scale ys and zero point yz:
 *   acc = sum (x - xz) * w                          int32
 *   y   = ((float)acc + b * bs) * os + (float)yz    float, each op rounded
 *   q   = clamp(nearbyint(y), 0, 255)               half to even
 * with the scales as ideep forms them, oneDNN's being PyTorch's reciprocals
 * in float: bs = (float)(1/xs) * (float)(1/ws) (the bias is scaled into
 * the accumulator's scale once, in float, not rounded to an integer) and
 * os = (float)(1/ys) / bs.  A per-channel weight (PyTorch's default
 * qconfig; along dim 0, zero points all 0) has its own ws, so bs and os,
 * for each output channel: ideep's compute_scales does the same per entry,
 * from the double scale the prepack turns into (float)(1/ws[oc]).  The
 * fused _relu variants (oneDNN's eltwise relu post-op, before the zero
 * point) give max(q, clamp(yz, 0, 255)).  Bit-exact with the engine on the
 * x86 machine the test data was made on (AVX-512 VNNI: no int16
 * saturation of u8 * s8 pairs, which older x86 oneDNN kernels have).
 */
typedef struct uc10__qrequant {
	/* the float rule's operands: b * bs (0 without a bias), os, yz */
	float bias, out_scale, zero_point;
	/* the integer rule's (Note [integer requantization]) */
	int32_t acc_lo;   /* the window's first accumulator */
	uint32_t n;       /* its length; 0: no window, the float rule for every accumulator */
	uint32_t m;       /* out_scale * 2^(52 - k), an integer */
	int32_t c;        /* (y(acc_lo) + 0.5) * 2^20, rounded */
	uint8_t k;
	uint8_t sat;      /* 1: below the window is 0; 2: above it is 255 */
} uc10__qrequant;

/* One output channel's record; b: its float bias, NULL for none. */
void uc10__qrequant_init(uc10__qrequant *r, double x_scale, double w_scale, double y_scale, int64_t y_zero_point,
                         const float *b);

/* rq[oc] for every output channel oc < w->sizes[0] of w and the bias b (NULL or undefined: none), x's scale x_scale. */
void uc10__qrequant_fill(uc10__qrequant *rq, double x_scale, const uc10_tensor *w, const uc10_tensor *b,
                         double y_scale, int64_t y_zero_point);

/*
 * rq[oc] for every output channel oc < w->sizes[0] of a per-tensor or
 * per-channel weight and the float bias b (NULL: none), allocated from
 * the current arena after whatever the caller allocated last (its result),
 * so the caller releases it with the mark it took after that.
 * UC10_E_NOMEM with op's message.
 */
uc10_status uc10__qrequant_build(const char *op, const uc10_tensor *x, const uc10_tensor *w, const uc10_tensor *b,
                                 double y_scale, int64_t y_zero_point, uc10__qrequant **rq);

/* The lowest output of a requantization: 0, or with a fused relu the zero point (saturated to 0..255). */
static inline uint8_t uc10__qrequant_lo(bool relu, int64_t y_zero_point)
{
	return !relu || y_zero_point < 0 ? 0 : y_zero_point > 255 ? 255 : (uint8_t)y_zero_point;
}

/*
 * nearbyintf(y) for |y| < 2^22: adding 1.5 * 2^23 leaves no fraction bits,
 * so the sum rounds y to an integer as the current mode does (half to even
 * by default, as nearbyintf), and subtracting it back is exact; one add and
 * one subtract instead of a library call on FPUs without a rounding
 * instruction and in soft float.
 */
static inline float uc10__nearbyint22(float y)
{
	return (y + 12582912.0f) - 12582912.0f;
}

/* The float rule itself, operation by operation (Note [onednn requantization]). */
static inline __attribute__((always_inline)) uint8_t uc10__qrequant_float(const uc10__qrequant *r, int32_t acc)
{
	float y = ((float)acc + r->bias) * r->out_scale;

	y = y + r->zero_point;
	if (!(y > 0.0f))
		return 0;
	if (y >= 255.0f)
		return 255;
	return (uint8_t)uc10__nearbyint22(y);
}

/*
 * Note [integer requantization]
 * Without an FPU each operation of the float rule is a library call, some
 * hundred instructions an output.  The integer rule gives the same q in
 * about thirty: it computes the exact value Y = (acc + B) * S + Z (B, S, Z
 * the record's floats, as real numbers) in fixed point, and where that
 * cannot tell which integer the float rule rounds to, falls back to the
 * float rule (about one accumulator in 2,000, those next to a rounding
 * boundary k + 0.5).
 *
 * The float rule's error.  With |acc| <= 2^24 the conversion is exact; the
 * add, multiply and add then round to nearest (binary32, e = 2^-24):
 * t = (acc + B)(1 + d2), u = t S (1 + d3), y = (u + Z)(1 + d4), |di| <= e
 * (underflow adds at most 2^-150 to u; a subnormal sum is exact).  With
 * P = (acc + B) S: |u - P| <= 2.0001 e |P|, and |P| <= |Y| + |Z|, so
 *     |y - Y| <= |u - P| + e |u + Z| <= 3.0002 e |Y| + 2.0002 e |Z|,
 * which for |Y| <= 256.01 and |Z| <= 1024 is below 2817 * 2^-24, 176.1
 * units of 2^-20.
 *
 * The window.  uc10__qrequant_init finds the accumulators acc_lo ..
 * acc_lo + n - 1 (within +-2^24) where -1 <= Y <= 256, from the real
 * solutions in double (whose error moves Y at the ends by less than 2^-10:
 * |Y| <= 256.01 inside, Y < -0.99 just below, > 255.99 just above).
 * Inside it, with d = acc - acc_lo and
 * S = fs * 2^es (fs in [1, 2), es in [-29, 10]), k = max(es + 21, 0) and
 * m = S * 2^(52 - k) (an integer below 2^32: S has 24 significant bits),
 *     hi(d * 2^k * m) = floor(d * S * 2^20)
 * (hi: the upper word of the 64-bit product; d * 2^k < 2^31 since
 * d S <= 257.01).  ARMv6-M has no 32 x 32 -> 64 multiply; its three
 * 16 x 16 products (uc10__mulhi with mul3) drop the low halves' product and the
 * carries, at most 2 below.  c = (Y(acc_lo) + 0.5) * 2^20 truncated, from
 * double: within 1.01.  So v = hi + c is within 4.02 units of
 * (Y + 0.5) * 2^20, and of (y + 0.5) * 2^20 within 180.2 < E = 256.
 * Whenever v's fraction (its low 20 bits) is at least E from 0 and 1,
 * y + 0.5 lies strictly between the integers v >> 20 and (v >> 20) + 1:
 * y is not a tie and rounds to v >> 20, which the float rule then clamps
 * to 0..255 as the integer rule does (v < E: y < 0.5, 0).  Otherwise, the
 * float rule.
 *
 * Outside the window.  Each operation of the float rule is monotone in
 * acc, so q is: as Y(acc_lo - 1) < -0.99 (and |acc_lo - 1| <= 2^24), y < 0.5
 * there by the bound above, q = 0 there and at every accumulator below;
 * the same above the window with 255.  A window clipped at +-2^24 leaves
 * the accumulators beyond it to the float rule.  So does a record outside
 * the argument's assumptions (n = 0): S not in [2^-29, 2^11), |B| > 2^30,
 * |Z| > 1024, B or S not finite.  The argument assumes float arithmetic
 * rounding to nearest, the default; the tests compare the two rules over
 * ties, boundaries and window edges, scales and zero points.
 */
uint8_t uc10__qrequant_slow(const uc10__qrequant *r, int32_t acc);

#define UC10__QRQ_E 256u

/* The upper word of a * b: exact, or (mul3) up to 2 below with 32-bit multiplies only. */
static inline __attribute__((always_inline)) uint32_t uc10__mulhi(uint32_t a, uint32_t b, int mul3)
{
	if (mul3) {
		const uint32_t ah = a >> 16, al = a & 0xffffu, bh = b >> 16, bl = b & 0xffffu;
		return ah * bh + ((ah * bl) >> 16) + ((al * bh) >> 16);
	}
	return (uint32_t)(((uint64_t)a * b) >> 32);
}

static inline __attribute__((always_inline)) uint8_t uc10__qrequant_int(const uc10__qrequant *r, int32_t acc, int mul3)
{
	const uint32_t d = (uint32_t)acc - (uint32_t)r->acc_lo;
	uint32_t v, f;

	if (d >= r->n)
		return uc10__qrequant_slow(r, acc);
	v = uc10__mulhi(d << r->k, r->m, mul3) + (uint32_t)r->c;
	if ((int32_t)v < (int32_t)UC10__QRQ_E)
		return 0;
	f = v & 0xfffffu;
	if (f - UC10__QRQ_E > 0x100000u - 2 * UC10__QRQ_E)
		return uc10__qrequant_slow(r, acc);
	v >>= 20;
	return v > 255 ? 255 : (uint8_t)v;
}

/*
 * The integer rule where floats are library calls (no FPU: Cortex-M0/M3,
 * RV32IMAC), the float rule elsewhere; the same q.
 */
#ifndef UC10__QREQUANT_INT
#if (defined(__arm__) && !defined(__ARM_FP)) || (defined(__riscv) && !defined(__riscv_flen))
#define UC10__QREQUANT_INT 1
#else
#define UC10__QREQUANT_INT 0
#endif
#endif
#if defined(__ARM_ARCH_6M__)
#define UC10__MULHI3 1
#else
#define UC10__MULHI3 0
#endif

static inline __attribute__((always_inline)) uint8_t uc10__qrequant_u8(const uc10__qrequant *r, int32_t acc)
{
#if UC10__QREQUANT_INT
	return uc10__qrequant_int(r, acc, UC10__MULHI3);
#else
	return uc10__qrequant_float(r, acc);
#endif
}

/*
 * Note [Quantized tables]
 * A quantized elementwise op of one qint8 / quint8 input (hardswish,
 * hardsigmoid) has 256 possible inputs.  PyTorch 1.13 dequantizes each,
 * applies the float function and quantizes into the result's scale and
 * zero point, two ways (cpu_kernel_vec on its AVX2 build): the rows its
 * vectorized loop runs (64 integers at a time, the input contiguous or
 * broadcast, the result contiguous; the row's last n % 64 are not)
 * dequantize with fma(scale, q, -zp * scale) and quantize with the inverse
 * scale (float)(1.0 / scale); every other element with ((float)q - zp) *
 * scale and 1.0f / (float)scale.  The two can differ by one where a
 * dequantized value falls next to a rounding boundary, so uc10 keeps a
 * table for each way: f evaluated once per integer and way, then every
 * element mapped through the table of its way (a load an element on any
 * core, FPU or not).  t[0] is the vectorized way's, t[1] the other's,
 * indexed by the integer's byte.
 */
typedef struct uc10__qlut {
	uint8_t t[2][256];
} uc10__qlut;
/* The tables of f for input x's parameters and the result's (out_scale, out_zp, x's dtype). */
void uc10__qlut_build(uc10__qlut *l, const uc10_tensor *x, double out_scale, int64_t out_zp, float (*f)(float));
/* out (x's shape and dtype) = x's integers mapped through l, each element the way PyTorch takes it. */
void uc10__qlut_apply(const uc10_tensor *out, const uc10_tensor *x, const uc10__qlut *l);

/*
 * uc10_tensor_empty for op's result, with a message on failure (arena
 * exhausted, or sizes whose byte count overflows).
 */
uc10_status uc10__qempty(const char *op, uc10_tensor *r, uc10_dtype dt, const int64_t *sizes, int dim,
                         uc10_memory_format mf);

/*
 * The checks both quantized_unpacked ops make on their activation, weight
 * (of `wdim' dims) and bias (NULL or undefined: none), with PyTorch's
 * messages (the prepack's and the op's); `op' names the op in them.
 */
uc10_status uc10__qcheck_x_w_b(const char *op, const uc10_tensor *x, const uc10_tensor *w,
                               const uc10_tensor *b, int wdim);

#endif
