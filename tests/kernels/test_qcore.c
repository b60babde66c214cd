/*
 * The int8 cores (kernels/quantized/qcore.h) against the reference loop
 * that defines them (the quantized_unpacked operators' loop, Note [onednn
 * requantization]), bit for bit, on the shapes where their paths part:
 * 1x1 convolutions (rows read in place), general ones (gathered, with
 * padding, strides, dilation, groups), depthwise ones (channels_last, four
 * channels a word and the rest), channel and row counts that leave tails
 * (odd channels, K not a multiple of four, an odd pixel count), inputs
 * contiguous, channels_last and non-contiguous, weights channels_last
 * (repacked), per-channel requantization, a clamp's low end, input zero
 * points at both ends of the range, and uc10__qgemm with strided rows.
 * PyTorch's own results for the operators are test_quantized's and
 * test_qchannel's.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "quantized/qcore.h"
#include "quantized/qprepack.h"
#include "uc10_ops.h"

static uint32_t seed = 2463534242u;
static uint32_t rnd(void)
{
	seed ^= seed << 13, seed ^= seed >> 17, seed ^= seed << 5;
	return seed;
}

static void *alloc(size_t n)
{
	void *p = NULL;
	if (uc10_arena_alloc(&kt_arena, n ? n : 1, 8, &p) != UC10_OK)
		return NULL;
	return p;
}

enum { L_NCHW, L_NHWC, L_STRIDED };

/* A (N, C, H, W) tensor of random bytes in layout l (L_STRIDED: every other channel of a wider NHWC one). */
static uc10_tensor make4(uc10_dtype dt, const int64_t *sz, int l)
{
	int64_t st[4], n;
	uc10_tensor t;
	if (l == L_NCHW)
		st[3] = 1, st[2] = sz[3], st[1] = sz[2] * sz[3], st[0] = sz[1] * sz[2] * sz[3];
	else
		st[1] = l == L_STRIDED ? 2 : 1, st[3] = st[1] * sz[1], st[2] = st[3] * sz[3], st[0] = st[2] * sz[2];
	n = st[0] * sz[0];
	uint8_t *p = alloc((size_t)n);
	for (int64_t i = 0; i < n; i++)
		p[i] = (uint8_t)rnd();
	uc10_tensor_init_strided(&t, dt, sz, st, 4, 0, p);
	return t;
}

typedef struct conv_case {
	int64_t n, c, h, w, oc, kh, kw, st[2], pd[2], dl[2], g;
	int xl, wl;   /* layouts of x and w */
	int32_t xz;
	uint8_t lo;
	int bias;
} conv_case;

static const conv_case conv_cases[] = {
	/* 1x1, as DS-CNN's pointwise layers but smaller: rows in place, channel pairs, K % 4 */
	{ 1, 16, 3, 5, 16, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 1, L_NHWC, L_NCHW, 3, 0, 1 },
	{ 2, 7, 3, 3, 5, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 1, L_NHWC, L_NCHW, 128, 0, 1 },
	{ 1, 6, 2, 3, 3, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 0, 0, 0 },
	{ 1, 6, 3, 3, 4, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 2, L_STRIDED, L_NCHW, 255, 100, 1 },
	/* general: DS-CNN's first layer shape (one channel, 10x4, stride 2, padding (5,1)), smaller */
	{ 1, 1, 13, 6, 6, 5, 4, { 2, 2 }, { 2, 1 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 128, 0, 1 },
	{ 2, 3, 7, 6, 5, 3, 3, { 1, 2 }, { 1, 0 }, { 1, 1 }, 1, L_NHWC, L_NHWC, 17, 0, 1 },
	{ 1, 4, 8, 7, 6, 3, 2, { 1, 1 }, { 2, 1 }, { 2, 3 }, 2, L_STRIDED, L_NCHW, 200, 0, 0 },
	{ 1, 3, 4, 4, 3, 3, 3, { 2, 2 }, { 4, 3 }, { 1, 1 }, 1, L_NCHW, L_NHWC, 90, 128, 1 },
	/* groups of 3 channels of K = 9: the second group's packed weights at an odd address
	 * (ARMv6-M's kernel reads a channel pair's weights as one halfword: not there) */
	{ 1, 2, 5, 5, 6, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 50, 0, 1 },
	/* channels_last input, C / groups a multiple of four: the prepared weights' taps read in place
	 * (edges one pixel at a time, an odd channel count, groups, dilation, a strided 1x1) */
	{ 1, 8, 6, 7, 5, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 1, L_NHWC, L_NCHW, 100, 0, 1 },
	{ 2, 8, 7, 5, 6, 3, 2, { 2, 1 }, { 1, 0 }, { 1, 2 }, 2, L_NHWC, L_NHWC, 255, 0, 1 },
	{ 1, 16, 5, 5, 16, 1, 1, { 2, 2 }, { 0, 0 }, { 1, 1 }, 1, L_NHWC, L_NCHW, 3, 0, 0 },
	/* depthwise: channels_last (quads and a tail), strides, dilation, kernels not 3x3 */
	{ 1, 9, 6, 5, 9, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 9, L_NHWC, L_NCHW, 3, 3, 1 },
	{ 2, 8, 7, 6, 8, 3, 3, { 2, 1 }, { 1, 2 }, { 1, 2 }, 8, L_NHWC, L_NHWC, 255, 0, 1 },
	{ 1, 5, 5, 5, 5, 2, 4, { 1, 2 }, { 0, 1 }, { 2, 1 }, 5, L_NHWC, L_NCHW, 0, 0, 0 },
	{ 1, 4, 3, 3, 4, 3, 3, { 1, 1 }, { 3, 3 }, { 1, 1 }, 4, L_NHWC, L_NCHW, 77, 0, 1 },
	{ 1, 12, 7, 8, 12, 3, 3, { 2, 2 }, { 0, 1 }, { 1, 1 }, 12, L_NHWC, L_NHWC, 128, 120, 0 },
	/* runs of 3x3 pixels inside the input (stride 1; strides and dilation 2), a 5x3 kernel whose
	 * pixels at the edges have three rows inside (not the 3x3 kernel's) */
	{ 1, 8, 5, 9, 8, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 8, L_NHWC, L_NCHW, 40, 0, 1 },
	{ 1, 4, 9, 11, 4, 3, 3, { 1, 2 }, { 1, 2 }, { 2, 2 }, 4, L_NHWC, L_NHWC, 200, 0, 0 },
	{ 1, 8, 7, 6, 8, 5, 3, { 1, 1 }, { 2, 1 }, { 1, 1 }, 8, L_NHWC, L_NCHW, 60, 0, 1 },
	/* depthwise over NCHW or strided channels: the general path */
	{ 1, 4, 5, 5, 4, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 4, L_NCHW, L_NCHW, 12, 0, 1 },
	{ 1, 4, 5, 5, 8, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 4, L_NHWC, L_NCHW, 12, 0, 1 },
};

static void conv_one(const conv_case *cc)
{
	size_t m0 = kt_arena.used;
	const int64_t xs[4] = { cc->n, cc->c, cc->h, cc->w }, wsz[4] = { cc->oc, cc->c / cc->g, cc->kh, cc->kw };
	int64_t ysz[4] = { cc->n, cc->oc, 0, 0 };
	uc10_tensor x = make4(UC10_QUINT8, xs, cc->xl), w = make4(UC10_QINT8, wsz, cc->wl), y;
	uc10__qrequant *rq = alloc((size_t)cc->oc * sizeof *rq);
	float *bias = alloc((size_t)cc->oc * sizeof(float));
	uc10__qout q;
	int bad = 0;

	x.q_zero_point = cc->xz;
	for (int i = 0; i < 2; i++)
		ysz[2 + i] = (xs[2 + i] + 2 * cc->pd[i] - cc->dl[i] * (wsz[2 + i] - 1) - 1) / cc->st[i] + 1;
	for (int64_t o = 0; o < cc->oc; o++) {
		bias[o] = (float)((int32_t)(rnd() % 2001) - 1000) * 0.01f;
		uc10__qrequant_init(&rq[o], 0.02, 0.001 * (double)(1 + o % 5), 0.05 + 0.01 * (double)(o % 3), 100,
		                    cc->bias ? &bias[o] : NULL);
	}
	q = (uc10__qout){ rq, cc->lo, 255, NULL, NULL };
	if (uc10_tensor_empty(&y, UC10_QUINT8, ysz, 4, UC10_CHANNELS_LAST) != UC10_OK) {
		CHECK(0, "arena too small for a conv case");
		return;
	}
	{
		size_t nb = uc10__qconv2d_buffer_size(&y, &x, &w, cc->g);
		void *buf = alloc(nb);
		uc10__qconv2d(&y, &x, &w, &q, cc->st, cc->pd, cc->dl, cc->g, nb ? buf : NULL);
	}
	/* the reference loop */
	{
		const uint8_t *X = uc10_tensor_ptr(&x), *Y = uc10_tensor_ptr(&y);
		const int8_t *Wt = uc10_tensor_ptr(&w);
		const int64_t *is = x.strides, *ws = w.strides, *os = y.strides, CG = wsz[1], OCG = cc->oc / cc->g;
		for (int64_t oc = 0; oc < cc->oc; oc++)
			for (int64_t n = 0; n < cc->n; n++)
				for (int64_t oh = 0; oh < ysz[2]; oh++)
					for (int64_t ow = 0; ow < ysz[3]; ow++) {
						uint32_t acc = 0;
						for (int64_t c = 0; c < CG; c++)
							for (int64_t kh = 0; kh < cc->kh; kh++) {
								int64_t ih = oh * cc->st[0] - cc->pd[0] + kh * cc->dl[0];
								if (ih < 0 || ih >= cc->h)
									continue;
								for (int64_t kw = 0; kw < cc->kw; kw++) {
									int64_t iw = ow * cc->st[1] - cc->pd[1] + kw * cc->dl[1];
									if (iw < 0 || iw >= cc->w)
										continue;
									int32_t xv = (int32_t)X[n * is[0] + ((oc / OCG) * CG + c) * is[1] + ih * is[2] +
									                        iw * is[3]] - cc->xz;
									acc += (uint32_t)(xv * (int32_t)Wt[oc * ws[0] + c * ws[1] + kh * ws[2] + kw * ws[3]]);
								}
							}
						uint8_t v = uc10__qrequant_float(&rq[oc], (int32_t)acc);
						if (v < cc->lo)
							v = cc->lo;
						if (Y[n * os[0] + oc * os[1] + oh * os[2] + ow * os[3]] != v && bad++ < 3)
							printf("conv %d: [%d,%d,%d,%d] = %d, want %d\n", (int)(cc - conv_cases), (int)n, (int)oc,
							       (int)oh, (int)ow, Y[n * os[0] + oc * os[1] + oh * os[2] + ow * os[3]], v);
					}
	}
	CHECK(bad == 0, "conv case %d: %d outputs differ from the reference loop", (int)(cc - conv_cases), bad);
	uc10_arena_release(&kt_arena, m0);
}

/* uc10__qgemm: M x N from K, rows x_rs apart with values x_ks apart */
static void gemm_one(int64_t M, int64_t N, int64_t K, int64_t x_ks, int32_t xz)
{
	size_t m0 = kt_arena.used;
	const int64_t x_rs = K * x_ks + 3;
	uint8_t *X = alloc((size_t)(M * x_rs)), *Y = alloc((size_t)(M * N));
	int8_t *W = alloc((size_t)(N * K));
	const int64_t wsz[2] = { N, K };
	uc10_tensor wt;
	uc10__qrequant *rq = alloc((size_t)N * sizeof *rq);
	float *bias = alloc((size_t)N * sizeof(float));
	void *buf = alloc(uc10__qgemm_buffer_size((ptrdiff_t)N, (ptrdiff_t)K));
	uc10__qout q = { rq, 0, 255, NULL, NULL };
	int bad = 0;

	for (int64_t i = 0; i < M * x_rs; i++)
		X[i] = (uint8_t)rnd();
	for (int64_t i = 0; i < N * K; i++)
		W[i] = (int8_t)rnd();
	for (int64_t j = 0; j < N; j++) {
		bias[j] = (float)((int32_t)(rnd() % 201) - 100) * 0.1f;
		uc10__qrequant_init(&rq[j], 0.03, 0.002, 0.1, 128, &bias[j]);
	}
	uc10_tensor_init(&wt, UC10_QINT8, wsz, 2, W);
	uc10__qgemm((ptrdiff_t)M, (ptrdiff_t)K, X, (ptrdiff_t)x_rs, (ptrdiff_t)x_ks, xz, &wt, Y, (ptrdiff_t)N, 1, &q, buf, 0);
	for (int64_t i = 0; i < M; i++)
		for (int64_t j = 0; j < N; j++) {
			uint32_t acc = 0;
			for (int64_t k = 0; k < K; k++)
				acc += (uint32_t)(((int32_t)X[i * x_rs + k * x_ks] - xz) * (int32_t)W[j * K + k]);
			uint8_t v = uc10__qrequant_float(&rq[j], (int32_t)acc);
			bad += Y[i * N + j] != v;
		}
	CHECK(bad == 0, "gemm %dx%dx%d (x_ks %d, xz %d): %d outputs differ", (int)M, (int)N, (int)K, (int)x_ks, (int)xz,
	      bad);
	uc10_arena_release(&kt_arena, m0);
}

/*
 * The cores' own requantization (uc10__qout_fast from the table
 * uc10__qch_build makes: VCVTR and USAT on the FPU, Note [requantization
 * on the FPU]) against the reference rule, on its boundaries: exact halves
 * (half to even), 0 and 255 and either side, int32's ends, accumulators
 * past float's 2^24, biases infinite and NaN, and zero points out of
 * 0..255, with and without a clamp's low end.
 */
static void requant_edges(void)
{
	static const double scales[][3] = { { 1.0, 1.0, 2.0 }, { 0.02, 0.004, 0.05 }, { 1e-4, 1e-3, 1e3 } };
	static const int64_t zps[] = { 100, 0, 255, -7, 300 };
	static const float biases[] = { 0.0f, 0.5f, -1.5f, 1e30f, -1e30f, 1.0f / 0.0f, -1.0f / 0.0f, 0.0f / 0.0f };
	static const int32_t big[] = { INT32_MIN, INT32_MIN + 1, -16777217, -16777216, 16777215, 16777217, 33554433,
	                               INT32_MAX - 1, INT32_MAX };
	enum { NB = sizeof biases / sizeof biases[0] };
	uc10__qrequant rq[NB];
	uc10__qch ch[NB];
	int bad = 0, n = 0;

	for (size_t si = 0; si < sizeof scales / sizeof scales[0]; si++)
		for (size_t zi = 0; zi < sizeof zps / sizeof zps[0]; zi++)
			for (int lo = 0; lo < 256; lo += 200) {
				uc10__qout q = { rq, (uint8_t)lo, 255, NULL, NULL };
				for (int b = 0; b < NB; b++)
					uc10__qrequant_init(&rq[b], scales[si][0], scales[si][1], scales[si][2], zps[zi], &biases[b]);
				uc10__qch_build(ch, &q, NB);
				q.ch = ch;
				for (int b = 0; b < NB; b++)
					for (int32_t i = -620; i < 620 + (int32_t)(sizeof big / sizeof big[0]); i++) {
						const int32_t acc = i < 620 ? i : big[i - 620];
						const uint8_t want = uc10__qout_u8(&q, b, acc), got = uc10__qout_fast(&q, b, acc);
						n++;
						if (got != want && bad++ < 3)
							printf("requant: scales %d zp %d lo %d bias %g acc %ld: %d, want %d\n", (int)si,
							       (int)zps[zi], lo, (double)biases[b], (long)acc, got, want);
					}
			}
	CHECK(bad == 0 && n > 0, "requantization from the table: %d of %d outputs differ from the reference", bad, n);
}

/*
 * quantized_prepacked::conv2d / linear over a blob uc10__qprepare made here
 * (with this target's layout, as the build makes it on the host) against
 * quantized_unpacked:: followed by the activation's own operator (aten::relu,
 * quantized::relu6), both dispatched: the rows read in place (1x1 over
 * channels_last input, batch-1 and several-row linear) and widened (1x1
 * over NCHW, gathered taps, strided rows), the depthwise core's quads and
 * tail from the blob, a fused clamp after a _relu operator, per-channel
 * weights.  The unpacked operators are PyTorch's (test_quantized,
 * test_qchannel).
 */
enum { ACT_NONE, ACT_RELU, ACT_RELU6 };

static const uc10_tensor *blob(uc10_tensor *P, const uc10__qprep_args *a)
{
	const char *why;
	size_t n = uc10__qprepare(NULL, 0, a, &why);
	void *d = n ? alloc(n) : NULL;
	int64_t sz[1] = { (int64_t)n };
	if (!d || uc10__qprepare(d, n, a, &why) != n)
		return NULL;
	uc10_tensor_init(P, UC10_UINT8, sz, 1, d);
	return P;
}

static uc10_status activate(uc10_tensor *r, int act)
{
	uc10_tensor t = *r;
	return act == ACT_RELU ? uc10_call_aten_relu(r, &t) : act == ACT_RELU6 ? uc10_call_quantized_relu6(r, &t, false)
	                                                                        : UC10_OK;
}

static int same4(const uc10_tensor *a, const uc10_tensor *b)
{
	const uint8_t *A = uc10_tensor_ptr(a), *B = uc10_tensor_ptr(b);
	int bad = 0;
	for (int64_t n = 0; n < a->sizes[0]; n++)
		for (int64_t c = 0; c < a->sizes[1]; c++)
			for (int64_t h = 0; h < a->sizes[2]; h++)
				for (int64_t w = 0; w < a->sizes[3]; w++)
					bad += A[n * a->strides[0] + c * a->strides[1] + h * a->strides[2] + w * a->strides[3]] !=
					       B[n * b->strides[0] + c * b->strides[1] + h * b->strides[2] + w * b->strides[3]];
	return bad;
}

static void prep_conv_one(const conv_case *cc, int relu, int act)
{
	size_t m0 = kt_arena.used;
	const int64_t xs[4] = { cc->n, cc->c, cc->h, cc->w }, wsz[4] = { cc->oc, cc->c / cc->g, cc->kh, cc->kw };
	uc10_tensor x = make4(UC10_QUINT8, xs, cc->xl), w = make4(UC10_QINT8, wsz, cc->wl), b, P, want, got;
	double *sc = alloc((size_t)cc->oc * sizeof(double));
	int64_t *zp = alloc((size_t)cc->oc * sizeof(int64_t)), bsz[1] = { cc->oc };
	float *bias = alloc((size_t)cc->oc * sizeof(float));
	const int dw = cc->g == cc->c && cc->g == cc->oc && cc->c / cc->g == 1;
	const int64_t yz = relu ? 90 : 130;
	uc10__qprep_args a;
	uc10_status s1, s2;

	for (int64_t o = 0; o < cc->oc; o++) {
		sc[o] = 0.001 * (double)(1 + o % 5);
		zp[o] = 0;
		bias[o] = (float)((int32_t)(rnd() % 2001) - 1000) * 0.01f;
	}
	w.qscheme = UC10_PER_CHANNEL_AFFINE, w.q_scales = sc, w.q_zero_points = zp, w.q_axis = 0;
	x.q_scale = 0.02, x.q_zero_point = cc->xz;
	uc10_tensor_init(&b, UC10_FLOAT32, bsz, 1, bias);
	a = (uc10__qprep_args){ .kind = UC10__QPREP_CONV, .w = &w, .b = cc->bias ? &b : NULL, .x_scale = 0.02,
	                        .x_zero_point = cc->xz, .y_scale = 0.07, .y_zero_point = yz, .groups = cc->g,
	                        .x_channels = cc->c, .x_chlast = cc->xl == L_NHWC || cc->c == 1, .relu = relu, .act = act == ACT_NONE ? UC10__QACT_NONE :
	                        act == ACT_RELU ? UC10__QACT_RELU : UC10__QACT_CLAMP, .act_min = 0.0f, .act_max = 6.0f };
	for (int i = 0; i < 2; i++)
		a.stride[i] = cc->st[i], a.pad[i] = cc->pd[i], a.dil[i] = cc->dl[i];
	if (!blob(&P, &a)) {
		CHECK(0, "conv case %d: no blob", (int)(cc - conv_cases));
		return;
	}
	{
		const uc10_int_list st = { cc->st, 2 }, pd = { cc->pd, 2 }, dl = { cc->dl, 2 };
		s1 = (relu ? uc10_call_quantized_unpacked_conv2d_relu : uc10_call_quantized_unpacked_conv2d)(
			&want, &x, &w, cc->bias ? &b : NULL, st, pd, dl, cc->g, 0.07, yz);
	}
	if (s1 == UC10_OK)
		s1 = activate(&want, act);
	s2 = uc10_call_quantized_prepacked_conv2d(&got, &x, &P, 0.07, yz);
	if (dw && cc->xl != L_NHWC && cc->c > 1) {
		/* a depthwise blob is for channels_last input (program.m4 prepares it only then) */
		CHECK(s2 == UC10_E_ARG, "prepacked depthwise case %d over NCHW: status %d, want UC10_E_ARG",
		      (int)(cc - conv_cases), (int)s2);
	} else {
		CHECK(s1 == UC10_OK && s2 == UC10_OK, "prepacked conv case %d: status %d / %d (%s)", (int)(cc - conv_cases),
		      (int)s1, (int)s2, uc10_last_error());
		if (s1 == UC10_OK && s2 == UC10_OK) {
			int bad = same4(&want, &got);
			CHECK(bad == 0 && got.q_scale == 0.07 && got.q_zero_point == yz,
			      "prepacked conv case %d (relu %d, act %d): %d outputs differ", (int)(cc - conv_cases), relu, act,
			      bad);
		}
	}
	uc10_arena_release(&kt_arena, m0);
}

static void prep_linear_one(int64_t M, int64_t N, int64_t K, int64_t ks, int32_t xz, int act)
{
	size_t m0 = kt_arena.used;
	const int64_t xsz[2] = { M, K }, xst[2] = { K * ks, ks }, wsz[2] = { N, K }, bsz[1] = { N };
	uint8_t *X = alloc((size_t)(M * K * ks));
	int8_t *W = alloc((size_t)(N * K));
	float *bias = alloc((size_t)N * sizeof(float));
	uc10_tensor x, w, b, P, want, got;
	uc10__qprep_args a;
	uc10_status s1, s2;
	int bad = 0;

	for (int64_t i = 0; i < M * K * ks; i++)
		X[i] = (uint8_t)rnd();
	for (int64_t i = 0; i < N * K; i++)
		W[i] = (int8_t)rnd();
	for (int64_t j = 0; j < N; j++)
		bias[j] = (float)((int32_t)(rnd() % 201) - 100) * 0.1f;
	uc10_tensor_init_strided(&x, UC10_QUINT8, xsz, xst, 2, 0, X);
	x.q_scale = 0.03, x.q_zero_point = xz;
	uc10_tensor_init(&w, UC10_QINT8, wsz, 2, W);
	w.q_scale = 0.002, w.q_zero_point = 0;
	uc10_tensor_init(&b, UC10_FLOAT32, bsz, 1, bias);
	a = (uc10__qprep_args){ .kind = UC10__QPREP_LINEAR, .w = &w, .b = &b, .x_scale = 0.03, .x_zero_point = xz,
	                        .y_scale = 0.1, .y_zero_point = 128, .act = act == ACT_NONE ? UC10__QACT_NONE :
	                        act == ACT_RELU ? UC10__QACT_RELU : UC10__QACT_CLAMP, .act_min = 0.0f, .act_max = 6.0f };
	if (!blob(&P, &a)) {
		CHECK(0, "linear %dx%dx%d: no blob", (int)M, (int)N, (int)K);
		return;
	}
	s1 = uc10_call_quantized_unpacked_linear(&want, &x, &w, &b, 0.1, 128);
	if (s1 == UC10_OK)
		s1 = activate(&want, act);
	s2 = uc10_call_quantized_prepacked_linear(&got, &x, &P, 0.1, 128);
	CHECK(s1 == UC10_OK && s2 == UC10_OK, "prepacked linear %dx%dx%d: status %d / %d (%s)", (int)M, (int)N, (int)K,
	      (int)s1, (int)s2, uc10_last_error());
	if (s1 == UC10_OK && s2 == UC10_OK) {
		const uint8_t *A = uc10_tensor_ptr(&want), *B = uc10_tensor_ptr(&got);
		for (int64_t i = 0; i < M * N; i++)
			bad += A[i] != B[i];
		CHECK(bad == 0, "prepacked linear %dx%dx%d (x_ks %d, xz %d, act %d): %d outputs differ", (int)M, (int)N,
		      (int)K, (int)ks, (int)xz, act, bad);
	}
	/* a blob is for the scales it was prepared for, and for this target's layout */
	s2 = uc10_call_quantized_prepacked_linear(&got, &x, &P, 0.2, 128);
	CHECK(s2 == UC10_E_ARG, "prepacked linear with another output scale: status %d, want UC10_E_ARG", (int)s2);
	((uc10__qprep *)uc10_tensor_ptr(&P))->layout ^= 1;
	s2 = uc10_call_quantized_prepacked_linear(&got, &x, &P, 0.1, 128);
	CHECK(s2 == UC10_E_ARG && strstr(uc10_last_error(), "layout"),
	      "prepacked linear with another layout's blob: status %d, want UC10_E_ARG", (int)s2);
	uc10_arena_release(&kt_arena, m0);
}

int main(void)
{
	kt_init();
	requant_edges();
	for (size_t i = 0; i < sizeof conv_cases / sizeof conv_cases[0]; i++)
		conv_one(&conv_cases[i]);
	gemm_one(1, 12, 64, 1, 128);
	gemm_one(5, 7, 13, 1, 0);
	gemm_one(4, 8, 16, 3, 255);
	gemm_one(3, 1, 5, 2, 7);
	gemm_one(2, 2, 1, 1, 200);
	for (size_t i = 0; i < sizeof conv_cases / sizeof conv_cases[0]; i++)
		for (int act = ACT_NONE; act <= ACT_RELU6; act++)
			prep_conv_one(&conv_cases[i], (int)(i + (size_t)act) % 2, act);
	prep_linear_one(1, 12, 64, 1, 128, ACT_NONE);
	prep_linear_one(1, 7, 13, 1, 0, ACT_RELU);
	prep_linear_one(3, 8, 16, 1, 255, ACT_RELU6);
	prep_linear_one(5, 7, 13, 1, 7, ACT_NONE);
	prep_linear_one(4, 8, 16, 3, 200, ACT_RELU);
	prep_linear_one(2, 1, 1, 2, 100, ACT_RELU6);
	return check_done("kernels/qcore");
}
