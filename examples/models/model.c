/* examples/models/model.c - the layers of model.h, through uc10's typed calls. */
#include <stdio.h>
#include <math.h>
#include "model.h"
#include "uc10_ops.h"
#include "uc10/local.h"
#ifdef MODEL_BENCH
/* instructions per inference on a board (BENCHMARKS.md): model_init to model_check */
#include "bench.h"
#endif

#ifndef MODEL_ARENA_BYTES
#define MODEL_ARENA_BYTES (64 * 1024)
#endif
#ifndef MODEL_SIDE_BYTES
#define MODEL_SIDE_BYTES 8
#endif

static _Alignas(8) unsigned char buf_[2][MODEL_ARENA_BYTES], side_buf_[MODEL_SIDE_BYTES];
static uc10_arena arena_[2], side_;
static int cur_;            /* the arena the latest output is in */
static bool aside_, failed_;

void model_init(const float *params, long nparams, model_params *mp)
{
	uc10_arena_init(&arena_[0], buf_[0], sizeof buf_[0]);
	uc10_arena_init(&arena_[1], buf_[1], sizeof buf_[1]);
	uc10_arena_init(&side_, side_buf_, sizeof side_buf_);
	cur_ = 0;
	uc10_arena_set_current(&arena_[0]);
	mp->p = params;
	mp->n = nparams;
	mp->used = 0;
#ifdef MODEL_BENCH
	bench_init();
	bench_begin("inference", 1);
#endif
}

void model_aside(void)
{
	aside_ = true;
}

/* Before a layer that allocates its output: the other arena, emptied (or the side one). */
static void next_(void)
{
	if (aside_) {
		uc10_arena_release(&side_, 0);
		uc10_arena_set_current(&side_);
		aside_ = false;
		return;
	}
	cur_ ^= 1;
	uc10_arena_release(&arena_[cur_], 0);
	uc10_arena_set_current(&arena_[cur_]);
}

static bool ok_(uc10_status st, const char *what)
{
	if (st != UC10_OK && !failed_) {
		printf("FAIL %s: %s: %s\n", what, uc10_status_name(st), uc10_last_error());
		failed_ = true;
	}
	return st == UC10_OK;
}

uc10_tensor model_const(const float *data, const int64_t *sizes, int dim)
{
	uc10_tensor t;

	if (!ok_(uc10_tensor_from_const(&t, UC10_FLOAT32, sizes, dim, data), "tensor"))
		uc10_tensor_undefined(&t);
	return t;
}

static uc10_tensor take_(model_params *mp, const int64_t *sizes, int dim)
{
	int64_t n = 1;
	uc10_tensor t;

	for (int i = 0; i < dim; i++)
		n *= sizes[i];
	if (mp->used + n > mp->n) {
		ok_(UC10_E_SHAPE, "parameters: the model takes more than the data has");
		uc10_tensor_undefined(&t);
		return t;
	}
	t = model_const(mp->p + mp->used, sizes, dim);
	mp->used += n;
	return t;
}

uc10_tensor model_conv2d(model_params *mp, const uc10_tensor *x, int64_t cout, int64_t kh, int64_t kw,
                         int64_t stride, int64_t pad_h, int64_t pad_w, int64_t groups, bool bias)
{
	int64_t ws[4] = { cout, x->sizes[1] / groups, kh, kw }, bs[1] = { cout };
	int64_t st[2] = { stride, stride }, pd[2] = { pad_h, pad_w }, dl[2] = { 1, 1 };
	uc10_tensor w = take_(mp, ws, 4), b, y;

	if (bias)
		b = take_(mp, bs, 1);
	if (failed_)
		return *x;
	next_();
	if (!ok_(uc10_call_aten_conv2d(&y, x, &w, bias ? &b : NULL, (uc10_int_list){ st, 2 }, (uc10_int_list){ pd, 2 },
	                               (uc10_int_list){ dl, 2 }, groups), "aten::conv2d"))
		return *x;
	return y;
}

uc10_tensor model_batch_norm(model_params *mp, const uc10_tensor *x)
{
	int64_t c[1] = { x->sizes[1] };
	uc10_tensor w = take_(mp, c, 1), b = take_(mp, c, 1), m = take_(mp, c, 1), v = take_(mp, c, 1), y;

	if (failed_)
		return *x;
	next_();
	/* as nn.BatchNorm in eval mode calls it: momentum 0.1, eps 1e-5, cuDNN enabled */
	if (!ok_(uc10_call_aten_batch_norm(&y, x, &w, &b, &m, &v, false, 0.1, 1e-5, true), "aten::batch_norm"))
		return *x;
	return y;
}

uc10_tensor model_act(const uc10_tensor *x, int act)
{
	uc10_scalar lo = { UC10_SCALAR_FLOAT, { .d = 0.0 } }, hi = { UC10_SCALAR_FLOAT, { .d = 6.0 } };
	uc10_tensor y;

	if (act == MODEL_NONE || failed_)
		return *x;
	next_();
	if (!ok_(act == MODEL_RELU ? uc10_call_aten_relu(&y, x) :
	         act == MODEL_QRELU6 ? uc10_call_quantized_relu6(&y, x, false) : uc10_call_aten_hardtanh(&y, x, lo, hi),
	         act == MODEL_RELU ? "aten::relu" : act == MODEL_QRELU6 ? "quantized::relu6" : "aten::hardtanh"))
		return *x;
	return y;
}

uc10_tensor model_conv_bn(model_params *mp, const uc10_tensor *x, int64_t cout, int64_t k, int64_t stride,
                          int64_t pad, int64_t groups, int act)
{
	uc10_tensor h = model_conv2d(mp, x, cout, k, k, stride, pad, pad, groups, false);

	h = model_batch_norm(mp, &h);
	return model_act(&h, act);
}

uc10_tensor model_linear(model_params *mp, const uc10_tensor *x, int64_t out)
{
	int64_t ws[2] = { out, x->sizes[x->dim - 1] }, bs[1] = { out };
	uc10_tensor w = take_(mp, ws, 2), b = take_(mp, bs, 1), y;

	if (failed_)
		return *x;
	next_();
	if (!ok_(uc10_call_aten_linear(&y, x, &w, &b), "aten::linear"))
		return *x;
	return y;
}

uc10_tensor model_avg_pool2d(const uc10_tensor *x, int64_t kh, int64_t kw)
{
	int64_t k[2] = { kh, kw }, pd[2] = { 0, 0 };
	uc10_tensor y;

	if (failed_)
		return *x;
	next_();
	/* nn.AvgPool2d(k): stride = kernel ([] in the call), no padding, floor, count_include_pad */
	if (!ok_(uc10_call_aten_avg_pool2d(&y, x, (uc10_int_list){ k, 2 }, (uc10_int_list){ NULL, 0 },
	                                   (uc10_int_list){ pd, 2 }, false, true, (uc10_opt_int){ 0 }), "aten::avg_pool2d"))
		return *x;
	return y;
}

uc10_tensor model_adaptive_avg_pool2d(const uc10_tensor *x, int64_t oh, int64_t ow)
{
	int64_t o[2] = { oh, ow };
	uc10_tensor y;

	if (failed_)
		return *x;
	next_();
	if (!ok_(uc10_call_aten_adaptive_avg_pool2d(&y, x, (uc10_int_list){ o, 2 }), "aten::adaptive_avg_pool2d"))
		return *x;
	return y;
}

uc10_tensor model_flatten(const uc10_tensor *x)
{
	uc10_tensor y;

	/* a view of a contiguous input: it stays in x's arena */
	if (failed_ || !ok_(uc10_call_aten_flatten_using_ints(&y, x, 1, -1), "aten::flatten"))
		return *x;
	return y;
}

uc10_tensor model_dropout(const uc10_tensor *x, double p)
{
	uc10_tensor y;

	/* eval mode: x itself, as PyTorch returns it */
	if (failed_ || !ok_(uc10_call_aten_dropout(&y, x, p, false), "aten::dropout"))
		return *x;
	return y;
}

uc10_tensor model_add(const uc10_tensor *a, const uc10_tensor *b)
{
	uc10_scalar one = { UC10_SCALAR_INT, { .i = 1 } };
	uc10_tensor y;

	if (failed_)
		return *a;
	next_();
	if (!ok_(uc10_call_aten_add_Tensor(&y, a, b, one), "aten::add.Tensor"))
		return *a;
	return y;
}

int model_check(const char *name, const uc10_tensor *y, const float *expected, long n, int argmax,
                const model_params *mp, float atol, float rtol)
{
	int passed = 0, failed = 0, am = 0;
	float worst = 0;

#ifdef MODEL_BENCH
	bench_end();
#endif
	if (!failed_ && (!y->defined || y->dtype != UC10_FLOAT32 || uc10_tensor_numel(y) != n || !y->is_contiguous))
		ok_(UC10_E_SHAPE, "output: not a contiguous float tensor of the expected size");
	if (!failed_) {
		const float *v = uc10_tensor_ptr(y);
		for (long i = 0; i < n; i++) {
			float d = fabsf(v[i] - expected[i]);
			if (d > worst)
				worst = d;
			if (!(d <= atol + rtol * fabsf(expected[i]))) {
				if (failed < 5)
					printf("FAIL %s: [%ld] = %.9g, PyTorch %.9g\n", name, i, (double)v[i], (double)expected[i]);
				failed++;
			} else {
				passed++;
			}
			if (v[i] > v[am])
				am = (int)i;
		}
		printf("%s: largest difference from PyTorch %.3g (tolerance %.3g + %.3g * |expected|); argmax %d, "
		       "PyTorch's %d; arenas' peaks %lu + %lu + %lu bytes\n", name, (double)worst, (double)atol,
		       (double)rtol, am, argmax, (unsigned long)arena_[0].peak, (unsigned long)arena_[1].peak,
		       (unsigned long)side_.peak);
		if (am == argmax)
			passed++;
		else
			failed++, printf("FAIL %s: argmax %d, PyTorch's %d\n", name, am, argmax);
		if (mp->used == mp->n)
			passed++;
		else
			failed++, printf("FAIL %s: %ld of %ld parameters used\n", name, mp->used, mp->n);
	} else {
		failed++;
	}
	printf("%s: %d passed, %d failed\n", name, passed, failed);
	return failed ? 1 : 0;
}

uc10_tensor model_quantize(const uc10_tensor *x, double scale, int64_t zero_point)
{
	uc10_tensor y;

	if (failed_)
		return *x;
	next_();
	if (!ok_(uc10_call_aten_quantize_per_tensor(&y, x, scale, zero_point, UC10_QUINT8), "aten::quantize_per_tensor"))
		return *x;
	return y;
}

uc10_tensor model_qlayer_run(const model_qlayer *l, const uc10_tensor *x)
{
	int64_t bs[1] = { l->sizes[0] };
	uc10_tensor w, b, y;
	uc10_status st;

	if (failed_)
		return *x;
	st = l->scales ? uc10_tensor_init_quantized_per_channel(&w, UC10_QINT8, l->sizes, l->dim, l->w, l->scales,
	                                                         l->zero_points, 0) :
	     uc10_tensor_init_quantized(&w, UC10_QINT8, l->sizes, l->dim, l->w, l->scale, 0);
	if (!ok_(st, "weight") || !ok_(uc10_tensor_from_const(&b, UC10_FLOAT32, bs, 1, l->bias), "bias"))
		return *x;
	next_();
	if (l->dim == 4) {
		uc10_int_list s = { l->stride, 2 }, p = { l->padding, 2 }, d = { l->dilation, 2 };
		st = l->relu ? uc10_call_quantized_unpacked_conv2d_relu(&y, x, &w, &b, s, p, d, l->groups, l->out_scale,
		                                                         l->out_zero_point) :
		     uc10_call_quantized_unpacked_conv2d(&y, x, &w, &b, s, p, d, l->groups, l->out_scale, l->out_zero_point);
	} else {
		st = l->relu ? uc10_call_quantized_unpacked_linear_relu(&y, x, &w, &b, l->out_scale, l->out_zero_point) :
		     uc10_call_quantized_unpacked_linear(&y, x, &w, &b, l->out_scale, l->out_zero_point);
	}
	if (!ok_(st, l->dim == 4 ? "quantized_unpacked::conv2d" : "quantized_unpacked::linear"))
		return *x;
	return y;
}

uc10_tensor model_qadd_relu(const uc10_tensor *a, const uc10_tensor *b, double scale, int64_t zero_point)
{
	uc10_tensor y;

	if (failed_)
		return *a;
	next_();
	if (!ok_(uc10_call_quantized_add_relu(&y, a, b, scale, zero_point), "quantized::add_relu"))
		return *a;
	return y;
}

uc10_tensor model_dequantize(const uc10_tensor *x)
{
	uc10_tensor y;

	if (failed_)
		return *x;
	next_();
	if (!ok_(uc10_call_aten_dequantize_self(&y, x), "aten::dequantize"))
		return *x;
	return y;
}

static long q_passed_, q_failed_;   /* model_expect_q's counts, for model_check_q */
static long q_total_passed_, q_total_failed_;   /* model_check_q's, for model_q_done */

/* The integers of q (quint8, n elements, in logical order) against expected: how many differ (printed). */
static long same_q_(const char *what, const uc10_tensor *q, const uint8_t *expected, long n)
{
	const uint8_t *v = uc10_tensor_ptr(q);
	long diff = 0;

	if (q->dtype != UC10_QUINT8 || uc10_tensor_numel(q) != n || !q->is_contiguous) {
		printf("FAIL %s: not a contiguous quint8 tensor of %ld elements\n", what, n);
		return n ? n : 1;
	}
	for (long i = 0; i < n; i++)
		if (v[i] != expected[i] && diff++ < 5)
			printf("FAIL %s[%ld] = %u, PyTorch %u\n", what, i, v[i], expected[i]);
	printf("%s: %ld of %ld integers equal to PyTorch's\n", what, n - diff, n);
	return diff;
}

void model_expect_q(const char *what, const uc10_tensor *x, const uint8_t *expected, long n)
{
	long d;

	if (failed_)
		return;
	d = same_q_(what, x, expected, n);
	q_passed_ += n - d;
	q_failed_ += d;
}

int model_check_q(const char *name, const uc10_tensor *q, const uint8_t *expected_q, const uc10_tensor *y,
                  const float *expected, long n, int argmax)
{
	long passed = q_passed_, failed = q_failed_;
	int am = 0;

#ifdef MODEL_BENCH
	bench_end();
#endif
	q_passed_ = q_failed_ = 0;
	if (!failed_ && (y->dtype != UC10_FLOAT32 || uc10_tensor_numel(y) != n || !y->is_contiguous))
		ok_(UC10_E_SHAPE, "output: not a contiguous float tensor of the expected size");
	if (!failed_) {
		const float *v = uc10_tensor_ptr(y);
		long dq = same_q_("output", q, expected_q, n), dy = 0;
		for (long i = 0; i < n; i++) {
			if (v[i] != expected[i])
				dy++;
			if (v[i] > v[am])
				am = (int)i;
		}
		passed += n - dq + n - dy;
		failed += dq + dy;
		printf("%s: dequantized output %s PyTorch's; argmax %d, PyTorch's %d; arenas' peaks %lu + %lu + %lu "
		       "bytes\n", name, dy ? "differs from" : "equal to", am, argmax, (unsigned long)arena_[0].peak,
		       (unsigned long)arena_[1].peak, (unsigned long)side_.peak);
		if (am == argmax)
			passed++;
		else
			failed++, printf("FAIL %s: argmax %d, PyTorch's %d\n", name, am, argmax);
	} else {
		failed++;
	}
	printf("%s: %ld passed, %ld failed\n", name, passed, failed);
	q_total_passed_ += passed;
	q_total_failed_ += failed;
	return failed ? 1 : 0;
}

int model_q_done(const char *name)
{
	printf("%s: %ld passed, %ld failed\n", name, q_total_passed_, q_total_failed_);
	return q_total_failed_ ? 1 : 0;
}
