/*
 * The quantized pooling and add loops (windows read for every channel at
 * once, rows walked by pointers, qround.h's requantization) against the
 * plain loops they replaced, one element at a time with
 * uc10__quantize_val and nearbyintf, bit for bit, where the fast paths
 * part from the slow: contiguous, channels_last and strided inputs; qint8,
 * quint8 and qint32; add rows longer than the vectorized block (64) and
 * shorter, broadcast rows; zero points at the ends of a dtype and past
 * the range the fast rounding takes; sums and scales whose quotient leaves
 * (-2^22, 2^22) (saturation, and the int64 conversion's out-of-range
 * rule); a rounding mode other than round-to-nearest where the C library
 * can set one; quantize_per_tensor's rows (Note [quantization on the FPU]
 * where the target has it) on the boundaries of its rounding.  PyTorch's own results for the operators are test_qpool's
 * and test_quantized's.
 */
#include <fenv.h>
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "pool/pool.h"
#include "quantized/quantized.h"
#include "uc10_ops.h"

static uint32_t seed = 1234567u;
static uint32_t rnd(void)
{
	seed ^= seed << 13, seed ^= seed >> 17, seed ^= seed << 5;
	return seed;
}

enum { L_NCHW, L_NHWC, L_STRIDED };

/* A (1, C, H, W) quantized tensor of random integers (qint32: within +-big) in layout l. */
static uc10_tensor qtensor(uc10_dtype dt, int64_t c, int64_t h, int64_t w, int l, double scale, int64_t zp, int32_t big)
{
	const int64_t sz[4] = { 1, c, h, w };
	int64_t st[4];
	uc10_tensor t = { 0 };
	const size_t isz = uc10_dtype_itemsize(dt);
	if (l == L_NHWC)
		st[1] = 1, st[3] = c, st[2] = w * c, st[0] = h * w * c;
	else   /* L_STRIDED: every other column */
		st[3] = l == L_STRIDED ? 2 : 1, st[2] = st[3] * w, st[1] = st[2] * h, st[0] = st[1] * c;
	void *p = NULL;
	const int64_t n = st[0];
	if (uc10_arena_alloc(&kt_arena, (size_t)n * isz, 8, &p) != UC10_OK)
		return t;
	for (int64_t i = 0; i < n; i++) {
		const uint32_t r = rnd();
		if (dt == UC10_QINT32)
			((int32_t *)p)[i] = (int32_t)((int64_t)(r % (2u * (uint32_t)big + 1)) - big);
		else
			((uint8_t *)p)[i] = (uint8_t)r;
	}
	uc10_tensor_init_strided(&t, dt, sz, st, 4, 0, p);
	t.q_scale = scale;
	t.q_zero_point = zp;
	return t;
}

static int64_t at(const uc10_tensor *t, int64_t c, int64_t h, int64_t w)
{
	return c * t->strides[1] + h * t->strides[2] + w * t->strides[3];
}

static int32_t get(const uc10_tensor *t, int64_t c, int64_t h, int64_t w)
{
	return uc10__qload((const char *)uc10_tensor_ptr(t) + uc10_dtype_itemsize((uc10_dtype)t->dtype) * (size_t)at(t, c, h, w),
	                   t->dtype);
}

/* ---- add ---- */
static void add_one(uc10_dtype dt, int64_t c, int64_t h, int64_t w, int l, int bcast, double sa, int64_t za,
                    double sb, int64_t zb, double scale, int64_t zp, int relu)
{
	size_t m0 = kt_arena.used;
	uc10_tensor a = qtensor(dt, c, h, w, l, sa, za, 0), b = qtensor(dt, bcast ? 1 : c, h, w, l, sb, zb, 0), y;
	uc10_status st = relu ? uc10_call_quantized_add_relu(&y, &a, &b, scale, zp) : uc10_call_quantized_add(&y, &a, &b, scale, zp);
	int bad = 0;
	CHECK(st == UC10_OK, "add: %s", uc10_last_error());
	if (st != UC10_OK) {
		uc10_arena_release(&kt_arena, m0);
		return;
	}
	/* the plain loop: the vectorized dequantization on rows of contiguous operands */
	const bool vec = l != L_STRIDED;
	const int64_t row = bcast ? w * h : c * h * w, nv = vec ? row - row % 64 : 0;
	const int32_t lo = relu ? uc10__quantize_val(0.0f, scale, zp, dt) : INT32_MIN;
	for (int64_t ci = 0; ci < c; ci++)
		for (int64_t hi = 0; hi < h; hi++)
			for (int64_t wi = 0; wi < w; wi++) {
				/* the element's place in its row (the iterator's innermost run) */
				const int64_t i = l == L_NHWC ? (hi * w + wi) * c + ci : bcast ? hi * w + wi : (ci * h + hi) * w + wi;
				const int32_t qa = get(&a, ci, hi, wi), qb = get(&b, bcast ? 0 : ci, hi, wi);
				float da, db;
				if (vec && (l == L_NHWC ? !bcast : 1) && i % row < nv) {
					da = uc10__fmaf((float)sa, (float)qa, (float)sa * -(float)za);
					db = uc10__fmaf((float)sb, (float)qb, (float)sb * -(float)zb);
				} else {
					da = uc10__dequantize_val(qa, sa, za);
					db = uc10__dequantize_val(qb, sb, zb);
				}
				int32_t q = uc10__quantize_val(da + db, scale, zp, dt);
				q = q < lo ? lo : q;
				bad += get(&y, ci, hi, wi) != q;
			}
	CHECK(bad == 0, "add %s %dx%dx%d layout %d bcast %d zp %ld scale %g relu %d: %d elements differ",
	      uc10__dtype_name(dt), (int)c, (int)h, (int)w, l, bcast, (long)zp, scale, relu, bad);
	uc10_arena_release(&kt_arena, m0);
}

/* ---- pooling ---- */
enum { P_MAX, P_AVG, P_ADAPTIVE };

typedef struct pool_case {
	int op;
	uc10_dtype dt;
	int64_t c, h, w, k[2], s[2], p[2], d[2];
	int l, ceil, incl, div;
	int64_t zp;
	int32_t big;   /* qint32 values within +-big */
} pool_case;

static const pool_case pool_cases[] = {
	{ P_MAX, UC10_QINT8, 3, 7, 6, { 3, 2 }, { 2, 1 }, { 1, 1 }, { 1, 2 }, L_NCHW, 1, 0, 0, 0, 0 },
	{ P_MAX, UC10_QUINT8, 5, 6, 7, { 2, 3 }, { 2, 2 }, { 1, 0 }, { 2, 1 }, L_NHWC, 0, 0, 0, 3, 0 },
	{ P_MAX, UC10_QINT32, 2, 5, 5, { 3, 3 }, { 1, 1 }, { 1, 1 }, { 1, 1 }, L_STRIDED, 0, 0, 0, 0, 100000 },
	{ P_MAX, UC10_QUINT8, 4, 4, 9, { 2, 2 }, { 2, 2 }, { 0, 0 }, { 1, 1 }, L_STRIDED, 1, 0, 0, 0, 0 },
	{ P_AVG, UC10_QUINT8, 3, 7, 5, { 3, 3 }, { 2, 2 }, { 1, 1 }, { 1, 1 }, L_NCHW, 1, 1, 0, 7, 0 },
	{ P_AVG, UC10_QUINT8, 5, 7, 5, { 3, 3 }, { 2, 2 }, { 1, 1 }, { 1, 1 }, L_NHWC, 1, 0, 0, 250, 0 },
	{ P_AVG, UC10_QINT8, 4, 6, 6, { 2, 4 }, { 1, 2 }, { 1, 2 }, { 1, 1 }, L_NHWC, 0, 1, 5, -128, 0 },
	{ P_AVG, UC10_QINT8, 3, 5, 8, { 5, 8 }, { 5, 8 }, { 0, 0 }, { 1, 1 }, L_STRIDED, 0, 1, 0, 127, 0 },
	/* qint32 sums far past 2^22, a zero point past the fast rounding's range */
	{ P_AVG, UC10_QINT32, 2, 6, 6, { 3, 3 }, { 3, 3 }, { 0, 0 }, { 1, 1 }, L_NHWC, 0, 1, 0, 5000000, 2000000000 },
	{ P_AVG, UC10_QINT32, 2, 6, 6, { 2, 2 }, { 2, 2 }, { 1, 1 }, { 1, 1 }, L_NCHW, 0, 0, 3, -9, 1000000000 },
	{ P_ADAPTIVE, UC10_QUINT8, 3, 7, 5, { 3, 2 }, { 0, 0 }, { 0, 0 }, { 1, 1 }, L_NCHW, 0, 0, 0, 11, 0 },
	{ P_ADAPTIVE, UC10_QUINT8, 6, 7, 5, { 3, 2 }, { 0, 0 }, { 0, 0 }, { 1, 1 }, L_NHWC, 0, 0, 0, 11, 0 },
	{ P_ADAPTIVE, UC10_QINT8, 4, 8, 8, { 1, 1 }, { 0, 0 }, { 0, 0 }, { 1, 1 }, L_NHWC, 0, 0, 0, -100, 0 },
	{ P_ADAPTIVE, UC10_QINT32, 2, 5, 6, { 2, 4 }, { 0, 0 }, { 0, 0 }, { 1, 1 }, L_NHWC, 0, 0, 0, 4194305, 2000000000 },
	{ P_ADAPTIVE, UC10_QINT32, 2, 5, 6, { 4, 3 }, { 0, 0 }, { 0, 0 }, { 1, 1 }, L_STRIDED, 0, 0, 0, 0, 2000000000 },
};

static int32_t clampq(int64_t q, uc10_dtype dt)
{
	int32_t qmin, qmax;
	uc10__qrange(dt, &qmin, &qmax);
	return q < qmin ? qmin : q > qmax ? qmax : (int32_t)q;
}

static void pool_one(const pool_case *pc)
{
	size_t m0 = kt_arena.used;
	uc10_tensor x = qtensor(pc->dt, pc->c, pc->h, pc->w, pc->l, 0.1, pc->zp, pc->big), y;
	const uc10_int_list k = { pc->k, 2 }, s = { pc->s, 2 }, p = { pc->p, 2 }, d = { pc->d, 2 };
	uc10_status st;
	int bad = 0;
	if (pc->op == P_MAX)
		st = uc10_call_aten_max_pool2d(&y, &x, k, s, p, d, pc->ceil);
	else if (pc->op == P_AVG)
		st = uc10_call_aten_avg_pool2d(&y, &x, k, s, p, pc->ceil, pc->incl, (uc10_opt_int){ pc->div != 0, pc->div });
	else
		st = uc10_call_aten_adaptive_avg_pool2d(&y, &x, k);
	CHECK(st == UC10_OK, "pool case %d: %s", (int)(pc - pool_cases), uc10_last_error());
	if (st != UC10_OK) {
		uc10_arena_release(&kt_arena, m0);
		return;
	}
	const bool nhwc = x.is_channels_last;
	uc10__pool g;
	if (pc->op != P_ADAPTIVE)
		uc10__pool_setup(&g, &x, k, s, p, pc->op == P_MAX ? &d : NULL, pc->ceil);
	for (int64_t c = 0; c < pc->c; c++)
		for (int64_t oh = 0; oh < y.sizes[2]; oh++)
			for (int64_t ow = 0; ow < y.sizes[3]; ow++) {
				int64_t h0, h1, w0, w1, pool = 0, q;
				if (pc->op == P_MAX) {
					uc10__pool_max_window(&g, oh, ow, &h0, &h1, &w0, &w1);
					int32_t m = INT32_MIN;
					for (int64_t h = h0; h < h1; h += pc->d[0])
						for (int64_t w = w0; w < w1; w += pc->d[1])
							m = get(&x, c, h, w) > m ? get(&x, c, h, w) : m;
					q = m;
				} else {
					if (pc->op == P_AVG) {
						uc10__pool_avg_window(&g, oh, ow, &h0, &h1, &w0, &w1, &pool);
					} else {
						h0 = (int64_t)floorf((float)(oh * pc->h) / (float)y.sizes[2]);
						h1 = (int64_t)ceilf((float)((oh + 1) * pc->h) / (float)y.sizes[2]);
						w0 = (int64_t)floorf((float)(ow * pc->w) / (float)y.sizes[3]);
						w1 = (int64_t)ceilf((float)((ow + 1) * pc->w) / (float)y.sizes[3]);
					}
					int64_t sum = 0, n = (h1 - h0) * (w1 - w0);
					for (int64_t h = h0; h < h1; h++)
						for (int64_t w = w0; w < w1; w++)
							sum += get(&x, c, h, w);
					const int64_t div = pc->op == P_ADAPTIVE ? n : pc->div ? pc->div : pc->incl ? pool : n;
					if (nhwc) {
						const float mh = 1.0f / (float)div;
						const int32_t acc = (int32_t)((uint32_t)sum - (uint32_t)(n * pc->zp));
						q = uc10__quantize_val((float)acc, (double)(1.0f / mh), pc->zp, pc->dt);
					} else if (pc->op == P_AVG) {
						const int32_t acc = (int32_t)((uint32_t)sum - (uint32_t)(n * pc->zp));
						q = clampq(uc10_cvt_f2i32(nearbyintf((float)acc * (float)(1.0 / (double)div) + (float)pc->zp)), pc->dt);
					} else {
						q = uc10_cvt_f2i32(nearbyintf((float)sum * ((1.0f / (float)(h1 - h0)) / (float)(w1 - w0))));
					}
				}
				bad += get(&y, c, oh, ow) != (int32_t)(pc->dt == UC10_QINT8 ? (int8_t)q : pc->dt == UC10_QUINT8 ? (uint8_t)q : q);
			}
	CHECK(bad == 0, "pool case %d: %d outputs differ from the plain loop", (int)(pc - pool_cases), bad);
	uc10_arena_release(&kt_arena, m0);
}

/* ---- quantize_per_tensor ---- */
/*
 * The values where the fast rows could part from the exact function (Note
 * [quantization on the FPU] in quantize_val.c): halves and the integers
 * beside them, the ends of the dtypes' ranges, 2^22 .. 2^24, 2^31, 2^63
 * and their neighbours, infinities, NaN, zeros and subnormals, each
 * divided by the scale again so that x * inv lands on them or next to them.
 */
static float qvalue(int i, double scale)
{
	static const float v[] = {
		0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.5f, 0.49999997f, 0.50000006f, 127.5f, 128.5f, -128.5f, -129.5f,
		254.5f, 255.5f, 256.5f, -255.5f, 0x1p22f, 0x1p22f + 0.5f, 0x1p23f, 0x1p23f + 1.0f, 0x1p24f, 0x1p24f - 256.0f,
		-0x1p24f + 255.0f, 0x1p31f, 0x1p31f - 128.0f, -0x1p31f, -0x1p31f - 256.0f, 0x1p63f, 0x1p63f - 0x1p39f,
		-0x1p63f, -0x1p64f, 0x1p64f, 3e38f, -3e38f, 0.0f, -0.0f, 1e-40f, -1e-40f, 1.0f, -1.0f, 100.0f, -100.0f,
	};
	const int n = (int)(sizeof v / sizeof v[0]);
	if (i < n)
		return v[i];
	if (i == n)
		return INFINITY;
	if (i == n + 1)
		return -INFINITY;
	if (i == n + 2)
		return NAN;
	if (i < 3 * n + 3)   /* the list again as x with x * inv near it */
		return (float)(v[i - n - 3 - (i >= 2 * n + 3 ? n : 0)] * scale * (i >= 2 * n + 3 ? 1.0000001 : 1.0));
	return (float)((int32_t)(rnd() % 4000) - 2000) / 7.0f;   /* ordinary values */
}

/* One row of n values (from value `first', a NaN or infinity among them or not) quantized by the operator. */
static void quantize_one(uc10_dtype dt, double scale, int64_t zp, int first, int64_t n, int strided)
{
	size_t m0 = kt_arena.used;
	const int64_t sz[1] = { n }, st[1] = { strided ? 2 : 1 };
	float *p = NULL;
	uc10_tensor x, y;
	int bad = 0;
	if (uc10_arena_alloc(&kt_arena, (size_t)(2 * n + 1) * sizeof(float), 8, (void **)&p) != UC10_OK) {
		CHECK(0, "quantize: arena too small");
		return;
	}
	for (int64_t i = 0; i < 2 * n; i++)
		p[i] = qvalue(first + (int)i, scale);
	uc10_tensor_init_strided(&x, UC10_FLOAT32, sz, st, 1, 0, p);
	uc10_status s = uc10_call_aten_quantize_per_tensor(&y, &x, scale, zp, dt);
	CHECK(s == UC10_OK, "quantize: %s", uc10_last_error());
	if (s == UC10_OK)
		for (int64_t i = 0; i < n; i++) {
			const int32_t q = uc10__quantize_val(p[i * st[0]], scale, zp, dt);
			const int32_t g = uc10__qload((const char *)uc10_tensor_ptr(&y) + i * (int64_t)uc10_dtype_itemsize(dt), dt);
			bad += g != q;
		}
	CHECK(bad == 0, "quantize_per_tensor %s scale %g zp %ld from value %d, %ld elements%s: %d differ",
	      uc10__dtype_name(dt), scale, (long)zp, first, (long)n, strided ? " strided" : "", bad);
	uc10_arena_release(&kt_arena, m0);
}

static void quantize_all(void)
{
	static const double scales[] = { 1.0, 0.1, 1.0 / 3.0, 0.0078125, 3e-6, 1e-30, 7.5, 1e30 };
	static const struct { uc10_dtype dt; int64_t zp; } z[] = {
		{ UC10_QUINT8, 0 }, { UC10_QUINT8, 128 }, { UC10_QUINT8, 255 }, { UC10_QINT8, 0 }, { UC10_QINT8, -128 },
		{ UC10_QINT8, 127 }, { UC10_QINT32, 5 }, { UC10_QINT32, 2000000000 },
	};
	for (size_t si = 0; si < sizeof scales / sizeof scales[0]; si++)
		for (size_t zi = 0; zi < sizeof z / sizeof z[0]; zi++) {
			/* every boundary value in rows of one element, then rows of 1..9 from each start */
			for (int i = 0; i < 132; i++)
				quantize_one(z[zi].dt, scales[si], z[zi].zp, i, 1, 0);
			for (int64_t n = 1; n <= 9; n++)
				for (int i = 0; i < 132; i += 7)
					quantize_one(z[zi].dt, scales[si], z[zi].zp, i, n, n % 2);
			/* ordinary values: a row without any NaN or infinity (the fast row's result kept) */
			quantize_one(z[zi].dt, scales[si], z[zi].zp, 1000, 67, 0);
		}
}

static void all(void)
{
	quantize_all();
	/* rows of 2 x 64 + 2 and of 15; broadcast rows; qint8 and quint8 */
	add_one(UC10_QUINT8, 2, 5, 13, L_NCHW, 0, 0.05, 3, 0.04, 250, 0.07, 5, 1);
	add_one(UC10_QUINT8, 3, 5, 13, L_NHWC, 0, 0.05, 0, 0.04, 255, 0.1, 128, 0);
	add_one(UC10_QINT8, 3, 1, 15, L_NCHW, 1, 0.02, -128, 0.03, 127, 0.05, -3, 1);
	add_one(UC10_QINT8, 2, 4, 9, L_STRIDED, 0, 0.02, 7, 0.03, 0, 0.04, 0, 0);
	add_one(UC10_QUINT8, 2, 8, 9, L_NCHW, 1, 0.02, 7, 0.03, 0, 0.04, 10, 0);
	/* zero points past the fast rounding's range; quotients past 2^22 and past int64 */
	add_one(UC10_QUINT8, 2, 8, 9, L_NCHW, 0, 0.02, 7, 0.03, 0, 0.04, 5000000, 0);
	add_one(UC10_QINT8, 2, 8, 9, L_NCHW, 0, 0.02, 7, 0.03, 0, 0.04, -4194305, 1);
	add_one(UC10_QUINT8, 2, 8, 9, L_NCHW, 0, 0.5, 7, 0.3, 0, 1e-9, 3, 0);
	add_one(UC10_QINT8, 2, 8, 9, L_NHWC, 0, 0.5, 7, 0.3, 0, 1e-30, 3, 1);
	for (size_t i = 0; i < sizeof pool_cases / sizeof pool_cases[0]; i++)
		pool_one(&pool_cases[i]);
}

int main(void)
{
	kt_init();
	all();
#ifdef FE_UPWARD
	/* again rounding upward, where the library can (the fast rounding stands aside) */
	if (fesetround(FE_UPWARD) == 0 && fegetround() == FE_UPWARD) {
		all();
		fesetround(FE_TONEAREST);
	}
#endif
	return check_done("kernels/qloops");
}
