/*
 * The float32 cores (kernels/conv/conv2d_f32.h, kernels/linear/sgemm.h)
 * against the plain loops that define them, bit for bit: each output the
 * sum over its taps (c, kh, kw) or its k in order with UC10__MULADDF, from
 * zero, plus the bias (or zero).  On the shapes where their paths part: the
 * 4 x 4 blocks and the leftover rows and columns (a matrix-vector product
 * among them); four output channels
 * by four pixels at strides 1, 2 and others, and the 3x3 depthwise rows
 * slid along (Armv7E-M: Note [A home for each ISA]); on a build with vectors
 * (Note [float32 vectors]) two vectors of columns, one, and the last
 * columns that overlap; output channels in vector passes (2 * UC10__VL
 * lanes), fours and ones, groups, strides, dilation, padding, inputs
 * contiguous, channels_last and strided, with and without the scratch and
 * with the weights packed as the build packs them (fconv_pack.h);
 * depthwise 3x3 planes read as one row (Note [Depthwise plane as one row]),
 * shorter than a vector, padded and not, and a view whose rows are not
 * contiguous; the float clamp rows of relu and hardtanh (fclamp.h) on
 * NaN, signed zeros and the bounds.  PyTorch's own results for the operators are test_conv's and
 * test_linear's.
 */
#include <math.h>
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "conv/conv2d_f32.h"
#include "conv/fconv.h"
#include "conv/fconv_pack.h"
#include "linear/sgemm.h"
#include "pointwise/fclamp.h"

static uint32_t seed = 88172645u;
static float rndf(void)
{
	seed ^= seed << 13, seed ^= seed >> 17, seed ^= seed << 5;
	return (float)(int32_t)(seed >> 8 & 0xffff) / 4096.0f - 8.0f;
}

static float *floats(size_t n)
{
	void *p = NULL;
	if (uc10_arena_alloc(&kt_arena, (n ? n : 1) * sizeof(float), 8, &p) != UC10_OK)
		return NULL;
	for (size_t i = 0; i < n; i++)
		((float *)p)[i] = rndf();
	return p;
}

static int same(float a, float b)
{
	return memcmp(&a, &b, sizeof a) == 0;
}

/* C = A B + bias, A M x K at (ars, 1) or (1, M) when at, B K x N at (N, 1) or (1, K) when bt. */
static void gemm_one(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, int at, int bt, int bias)
{
	size_t m0 = kt_arena.used;
	float *A = floats((size_t)(M * K)), *B = floats((size_t)(K * N)), *C = floats((size_t)(M * N)),
	      *bi = floats((size_t)M);
	const ptrdiff_t ars = at ? 1 : K, acs = at ? M : 1, brs = bt ? 1 : N, bcs = bt ? K : 1;
	int bad = 0;

	if (!A || !B || !C || !bi) {
		CHECK(0, "arena too small for gemm %dx%dx%d", (int)M, (int)N, (int)K);
		return;
	}
	uc10__sgemm(M, N, K, A, ars, acs, B, brs, bcs, C, N, 1, bias ? bi : NULL, 1);
	for (ptrdiff_t i = 0; i < M; i++)
		for (ptrdiff_t j = 0; j < N; j++) {
			float s = 0;
			for (ptrdiff_t k = 0; k < K; k++)
				s = UC10__MULADDF(A[i * ars + k * acs], B[k * brs + j * bcs], s);
			bad += !same(C[i * N + j], bias ? s + bi[i] : s);
		}
	CHECK(bad == 0, "sgemm %dx%dx%d (A^T %d, B^T %d, bias %d): %d elements differ", (int)M, (int)N, (int)K, at, bt,
	      bias, bad);
	uc10_arena_release(&kt_arena, m0);
}

enum { L_NCHW, L_NHWC, L_STRIDED };

/* (N, C, H, W) strides of layout l: L_STRIDED rows twice as long as the plane's width */
static int64_t layout(const int64_t *sz, int l, int64_t *st)
{
	if (l == L_NHWC) {
		st[1] = 1, st[3] = sz[1], st[2] = st[3] * sz[3], st[0] = st[2] * sz[2];
		return st[0] * sz[0];
	}
	st[3] = 1, st[2] = (l == L_STRIDED ? 2 : 1) * sz[3], st[1] = st[2] * sz[2], st[0] = st[1] * sz[1];
	return st[0] * sz[0];
}

static uc10_tensor tensor4(const int64_t *sz, int l)
{
	int64_t st[4];
	uc10_tensor t = { 0 };
	float *p = floats((size_t)layout(sz, l, st));
	if (p)
		uc10_tensor_init_strided(&t, UC10_FLOAT32, sz, st, 4, 0, p);
	return t;
}

typedef struct conv_case {
	int64_t n, c, h, w, oc, kh, kw, st[2], pd[2], dl[2], g;
	int xl, yl, bias;
} conv_case;

static const conv_case conv_cases[] = {
	/* output channels in vector passes of up to 32 lanes, then fours and ones */
	{ 1, 2, 3, 4, 36, 2, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 1 },
	{ 1, 1, 5, 4, 37, 3, 2, { 2, 1 }, { 2, 0 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 0 },
	{ 1, 2, 4, 4, 34, 2, 2, { 1, 2 }, { 0, 1 }, { 2, 1 }, 2, L_NHWC, L_NHWC, 1 },
	{ 2, 3, 3, 5, 9, 3, 3, { 1, 1 }, { 1, 2 }, { 1, 1 }, 1, L_STRIDED, L_NCHW, 1 },
	/* DS-CNN's first layer, smaller: one channel, 10x4 at stride 2, padding (5, 1) */
	{ 1, 1, 9, 6, 8, 10, 4, { 2, 2 }, { 5, 1 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 1 },
	/* depthwise 3x3 stride 1: planes as one row, long and short, padded or not */
	{ 1, 3, 7, 5, 3, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 3, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 9, 9, 2, 3, 3, { 1, 1 }, { 0, 0 }, { 1, 1 }, 2, L_NCHW, L_NHWC, 0 },
	{ 1, 2, 2, 2, 2, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 1, 3, 2, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
	{ 2, 2, 6, 7, 4, 3, 3, { 1, 1 }, { 0, 0 }, { 1, 1 }, 2, L_STRIDED, L_NCHW, 1 },
	{ 1, 3, 6, 6, 3, 3, 3, { 1, 1 }, { 2, 1 }, { 1, 1 }, 3, L_NHWC, L_NHWC, 1 },
	/* depthwise 3x3 padded by at most one, read in place (Armv7E-M): one column, even widths at
	 * stride 2, padding on one axis only, different strides */
	{ 1, 2, 4, 1, 2, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 8, 8, 2, 3, 3, { 2, 2 }, { 1, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 5, 6, 2, 3, 3, { 1, 1 }, { 1, 0 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 0 },
	{ 1, 2, 6, 5, 2, 3, 3, { 2, 1 }, { 0, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
	/* depthwise the other ways: stride 2, dilation, not 3x3 */
	{ 1, 2, 7, 7, 2, 3, 3, { 2, 2 }, { 1, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 7, 7, 2, 3, 3, { 1, 1 }, { 2, 2 }, { 2, 2 }, 2, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 6, 6, 4, 2, 4, { 1, 1 }, { 1, 2 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 0 },
	/* four channels x four pixels (Armv7E-M) at strides 1, 2 and 3, rows with pixels left over */
	{ 1, 3, 6, 13, 8, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 1 },
	{ 1, 4, 9, 17, 4, 3, 3, { 2, 2 }, { 1, 1 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 7, 20, 4, 2, 2, { 3, 3 }, { 0, 0 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 0 },
	{ 1, 3, 5, 11, 8, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 1, L_NHWC, L_NCHW, 1 },
	/* 1x1 the direct way (Armv7E-M: the channels as one row of taps): stride 2, padding */
	{ 1, 8, 6, 10, 8, 1, 1, { 2, 2 }, { 0, 0 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 1 },
	{ 1, 5, 4, 9, 4, 1, 1, { 1, 1 }, { 1, 1 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 0 },
	/* 1x1: the matrix product */
	{ 1, 5, 3, 7, 6, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 1, L_NCHW, L_NCHW, 1 },
	{ 2, 4, 2, 9, 8, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 0 },
	{ 1, 5, 3, 3, 6, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 1, L_NHWC, L_NHWC, 1 },
	/* 1x1 without scratch over pixels that do not flatten to one stride: a row at a time */
	{ 1, 5, 3, 7, 6, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 1, L_STRIDED, L_NCHW, 1 },
	{ 1, 4, 3, 5, 4, 1, 1, { 1, 1 }, { 0, 0 }, { 1, 1 }, 1, L_NCHW, L_NHWC, 0 },
	/* 3x3 depthwise padded by one, wider than the constant row of zeros (UC10__FCONV_ZROW, 64) */
	{ 1, 2, 3, 70, 2, 3, 3, { 1, 1 }, { 1, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 4, 67, 2, 3, 3, { 2, 2 }, { 1, 1 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
	{ 1, 2, 3, 64, 2, 3, 3, { 1, 1 }, { 1, 0 }, { 1, 1 }, 2, L_NCHW, L_NCHW, 1 },
};

static void conv_one(const conv_case *cc, int with_buf)
{
	size_t m0 = kt_arena.used;
	const int64_t xs[4] = { cc->n, cc->c, cc->h, cc->w }, wsz[4] = { cc->oc, cc->c / cc->g, cc->kh, cc->kw };
	int64_t ysz[4] = { cc->n, cc->oc, 0, 0 }, bsz[1] = { cc->oc };
	for (int i = 0; i < 2; i++)
		ysz[2 + i] = (xs[2 + i] + 2 * cc->pd[i] - cc->dl[i] * (wsz[2 + i] - 1) - 1) / cc->st[i] + 1;
	uc10_tensor x = tensor4(xs, cc->xl), w = tensor4(wsz, L_NCHW), y = tensor4(ysz, cc->yl), b;
	float *bp = floats((size_t)cc->oc);
	const int ok = x.dim == 4 && w.dim == 4 && y.dim == 4 && bp;
	int bad = 0;

	if (ok)
		uc10_tensor_init(&b, UC10_FLOAT32, bsz, 1, bp);
	size_t nb = ok ? uc10__conv2d_f32_buffer_size(&x, &w, cc->st, cc->pd, cc->dl, cc->g) : 0;
	float *buf = with_buf == 1 && nb ? floats(nb / sizeof(float)) : NULL;
	/* with_buf 2: no scratch, the weights packed as the build packs them (fconv_pack.h) */
	const size_t nw = (size_t)(wsz[0] * wsz[1] * wsz[2] * wsz[3]);
	float *pre = with_buf == 2 && ok ? floats(nw) : NULL;
	if (!ok || (with_buf == 1 && nb && !buf) || (with_buf == 2 && !pre)) {
		CHECK(0, "arena too small for conv case %d", (int)(cc - conv_cases));
		uc10_arena_release(&kt_arena, m0);
		return;
	}
	if (pre) {
		uc10__fconv_pack(pre, uc10_tensor_ptr(&w), (ptrdiff_t)wsz[0], (ptrdiff_t)wsz[1], (ptrdiff_t)wsz[2],
		                 (ptrdiff_t)wsz[3], (ptrdiff_t)cc->g, UC10__FCONV_LANES);
		uc10__conv2d_f32_prepacked(&y, &x, &w, cc->bias ? &b : NULL, cc->st, cc->pd, cc->dl, cc->g, pre);
	} else {
		uc10__conv2d_f32(&y, &x, &w, cc->bias ? &b : NULL, cc->st, cc->pd, cc->dl, cc->g, buf);
	}
	{
		const float *X = uc10_tensor_ptr(&x), *Wt = uc10_tensor_ptr(&w), *Y = uc10_tensor_ptr(&y);
		const int64_t *is = x.strides, *ws = w.strides, *os = y.strides, CG = wsz[1], OCG = cc->oc / cc->g;
		for (int64_t n = 0; n < cc->n; n++)
			for (int64_t oc = 0; oc < cc->oc; oc++)
				for (int64_t oh = 0; oh < ysz[2]; oh++)
					for (int64_t ow = 0; ow < ysz[3]; ow++) {
						float s = 0;
						for (int64_t c = 0; c < CG; c++)
							for (int64_t kh = 0; kh < cc->kh; kh++)
								for (int64_t kw = 0; kw < cc->kw; kw++) {
									const int64_t ih = oh * cc->st[0] - cc->pd[0] + kh * cc->dl[0],
									              iw = ow * cc->st[1] - cc->pd[1] + kw * cc->dl[1];
									if (ih < 0 || ih >= cc->h || iw < 0 || iw >= cc->w)
										continue;
									s = UC10__MULADDF(X[n * is[0] + ((oc / OCG) * CG + c) * is[1] + ih * is[2] +
									                    iw * is[3]],
									                  Wt[oc * ws[0] + c * ws[1] + kh * ws[2] + kw * ws[3]], s);
								}
						s = s + (cc->bias ? bp[oc] : 0.0f);
						bad += !same(Y[n * os[0] + oc * os[1] + oh * os[2] + ow * os[3]], s);
					}
	}
	CHECK(bad == 0, "conv case %d (scratch %d, 2: prepacked): %d outputs differ from the plain loop",
	      (int)(cc - conv_cases),
	      with_buf, bad);
	uc10_arena_release(&kt_arena, m0);
}

/*
 * uc10__fclamp_row (relu, hardtanh, clamp on dense float rows) against
 * clamp's rule, bit for bit: NaN of either sign kept, -0.0 kept against a
 * +0.0 bound, infinities, values on the bounds; rows of 0 to 9 (four a
 * pass and the rest), each bound or both, in place too.
 */
static void fclamp_all(void)
{
	static const float v[] = { -1.0f, -0.0f, 0.0f, 6.0f, 6.0000005f, 5.9999995f, 3.0f, -INFINITY, INFINITY, NAN,
	                           -NAN, 1e-40f, -1e-40f, 7.0f, -6.0f, 0.5f };
	const int nv = (int)(sizeof v / sizeof v[0]);
	static const float bounds[][2] = { { 0.0f, 6.0f }, { -1.0f, 1.0f }, { 0.0f, 0.0f }, { 2.0f, -2.0f } };
	int bad = 0;
	for (int bi = 0; bi < 4; bi++)
		for (int m = 0; m < 4; m++)
			for (int n = 0; n <= 9; n++)
				for (int start = 0; start < nv; start += 3)
					for (int inplace = 0; inplace < 2; inplace++) {
						float a[9], o[9];
						const float lo = bounds[bi][0], hi = bounds[bi][1];
						for (int i = 0; i < n; i++)
							a[i] = v[(start + i) % nv];
						float *out = inplace ? a : o;
						float want[9];
						for (int i = 0; i < n; i++) {
							float x = a[i];
							if (m & 1)
								x = x < lo ? lo : x;
							if (m & 2)
								x = hi < x ? hi : x;
							want[i] = x;
						}
						uc10__fclamp_row(out, a, n, lo, hi, m & 1, (m & 2) != 0);
						for (int i = 0; i < n; i++)
							bad += !same(out[i], want[i]);
					}
	CHECK(bad == 0, "fclamp rows: %d elements differ from clamp's rule", bad);
}

int main(void)
{
	fclamp_all();
	kt_init();
	/* M, N, K: 4 x 4 blocks and leftovers; vector columns: two vectors, one, the overlapping last */
	static const int16_t mnk[][3] = { { 4, 4, 3 }, { 9, 7, 5 }, { 5, 37, 6 }, { 8, 48, 9 }, { 3, 33, 1 },
	                                  { 1, 17, 4 }, { 6, 64, 3 }, { 2, 3, 8 }, { 7, 16, 2 }, { 4, 100, 2 },
	                                  { 4, 1, 13 }, { 12, 3, 16 }, { 9, 1, 4 } };
	for (size_t i = 0; i < sizeof mnk / sizeof mnk[0]; i++)
		for (int v = 0; v < 4; v++)
			gemm_one(mnk[i][0], mnk[i][1], mnk[i][2], v & 1, v >> 1 & 1, (int)(i + v) % 3 != 0);
	for (size_t i = 0; i < sizeof conv_cases / sizeof conv_cases[0]; i++)
		for (int with_buf = 0; with_buf < 3; with_buf++)
			conv_one(&conv_cases[i], with_buf);
	return check_done("kernels/fcore");
}
