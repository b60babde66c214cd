/*
 * demo.c - a firmware-style program.  A static arena, const weights, and
 * operators called the three ways firmware calls them: typed wrappers,
 * boxed, and looked up by name.  Part 1 is the seed example (myops::myadd);
 * part 2 runs a tiny CNN (demo/model_data.h) in float and with int8
 * (quint8) activations, traces which kernels ran, and checks the outputs
 * against PyTorch 1.13's; part 3 runs the same CNN in int8 from end to end:
 * conv2d and linear on quint8 activations with qint8 weights
 * (quantized_unpacked::, PyTorch's quantized::conv2d / linear with the
 * prepack folded in), whose logits must equal PyTorch's integer for
 * integer.  Exit status 0 only if everything matched.
 * Runs on the host (`make demo') and on any board (`make PORT=cortex-m0 demo').
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "uc10/trace.h"
#include "model_data.h"

static unsigned char arena_buf[3072] __attribute__((aligned(8)));
static uc10_arena arena;
static uc10_trace_entry ring[24];
static int fails, passes;

#define TRY(call) do { uc10_status st_ = (call); if (st_ != UC10_OK) { \
	printf("FAILED %s: %s\n", #call, uc10_last_error()); fails++; return st_; } } while (0)

static void put(const char *line) { printf("    %s\n", line); }

static void tensor(uc10_tensor *t, const float *data, const int64_t *sizes, int dim)
{
	uc10_tensor_init(t, UC10_FLOAT32, sizes, dim, (void *)data);
}

/* ---- part 1: the seed, three ways ---------------------------------------- */
static uc10_status seed(void)
{
	static const float a[4] = { 0.5f, 1.5f, -2.0f, 4.0f }, b[4] = { 1, 2, 3, 4 };
	const int64_t n[1] = { 4 };
	uc10_tensor x, y, r, slot;
	uc10_ivalue v[2];
	uc10_stack s = { v, 0, 2, &slot, 1, 0 };
	const uc10_op *op;
	const float *p;

	tensor(&x, a, n, 1); tensor(&y, b, n, 1);
	TRY(uc10_call_myops_myadd(&r, &x, &y));                        /* typed */
	p = uc10_tensor_ptr(&r);
	printf("myops::myadd typed:           [%g, %g, %g, %g]\n", p[0], p[1], p[2], p[3]);
	op = uc10_find_op("myops::myadd", "");                         /* by name */
	uc10_box_tensor(&v[s.len++], &x);
	uc10_box_tensor(&v[s.len++], &y);
	TRY(op ? uc10_call_boxed(op, &s) : UC10_E_NOT_FOUND);          /* boxed */
	p = uc10_tensor_ptr(v[0].v.t);
	printf("myops::myadd by name, boxed:  [%g, %g, %g, %g]\n", p[0], p[1], p[2], p[3]);
	x.key_set = y.key_set = UC10_KS_PrivateUse1 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse1;
	passes += 2;
	TRY(uc10_call_myops_myadd(&r, &x, &y));                        /* an accelerator */
	passes++;
	printf("myops::myadd on PrivateUse1:  via the boxed fallback my_boxed_fallback\n");
	x.key_set = UC10_KS_QuantizedCPU | UC10_KS_AutogradCPU;
	printf("myops::myadd on QuantizedCPU: status %d: %s\n", uc10_call_myops_myadd(&r, &x, &x), uc10_last_error());
	return UC10_OK;
}

/* ---- part 2: a tiny CNN, float and quantized ------------------------------ */
static uc10_status features(uc10_tensor *pooled)
{
	static const int64_t xs[4] = { 1, 1, 6, 6 }, w1s[4] = { 4, 1, 3, 3 }, b1s[1] = { 4 };
	static const int64_t one[2] = { 1, 1 }, pad[2] = { 1, 1 }, two[2] = { 2, 2 }, zero[2] = { 0, 0 };
	uc10_tensor x, w1, b1, h, r;
	tensor(&x, X, xs, 4); tensor(&w1, W1, w1s, 4); tensor(&b1, B1, b1s, 1);
	TRY(uc10_call_aten_conv2d(&h, &x, &w1, &b1, (uc10_int_list){ one, 2 }, (uc10_int_list){ pad, 2 },
	                          (uc10_int_list){ one, 2 }, 1));
	TRY(uc10_call_aten_relu(&r, &h));
	TRY(uc10_call_aten_max_pool2d(pooled, &r, (uc10_int_list){ two, 2 }, (uc10_int_list){ two, 2 },
	                              (uc10_int_list){ zero, 2 }, (uc10_int_list){ one, 2 }, false));
	return UC10_OK;
}

static uc10_status head(uc10_tensor *y, const uc10_tensor *h)
{
	static const int64_t w2s[2] = { 10, 36 }, b2s[1] = { 10 };
	uc10_tensor f, w2, b2, l;
	tensor(&w2, W2, w2s, 2); tensor(&b2, B2, b2s, 1);
	TRY(uc10_call_aten_flatten_using_ints(&f, h, 1, -1));
	TRY(uc10_call_aten_linear(&l, &f, &w2, &b2));
	TRY(uc10_call_aten_softmax_int(y, &l, 1, (uc10_opt_dtype){ false, UC10_FLOAT32 }));
	return UC10_OK;
}

/* PyTorch computes conv, linear and softmax with other summation orders
 * (and Sleef's exp): compare with a relative tolerance. */
static void check(const char *what, const uc10_tensor *y, const float *want)
{
	const float *p = uc10_tensor_ptr(y);
	float worst = 0;
	int i, best = 0;
	for (i = 0; i < 10; i++) {
		float d = fabsf(p[i] - want[i]) / fmaxf(fabsf(want[i]), 1e-6f);
		if (d > worst) worst = d;
		if (p[i] > p[best]) best = i;
	}
	printf("%s: class %d (p=%.4f); PyTorch: class %d (p=%.4f); max rel. difference %.2g: %s\n",
	       what, best, (double)p[best], best, (double)want[best], (double)worst, worst < 1e-4f ? "match" : "MISMATCH");
	if (!(worst < 1e-4f)) fails++; else passes++;
}

static uc10_status model(void)
{
	uc10_tensor p, q, qr, qa, d, y;
	uc10_trace t;
	uc10_guard g;
	uc10_status st;
	size_t mark = uc10_arena_mark(&arena);

	g = uc10_trace_on(&t, ring, sizeof ring / sizeof ring[0]);
	st = features(&p);
	if (st == UC10_OK) st = head(&y, &p);
	uc10_trace_off(&g);
	if (st != UC10_OK) return st;
	check("float CNN    ", &y, Y_FLOAT);
	printf("  the calls, as the Tracer fallback saw them (op -> key: kernel [first input's shape]):\n");
	uc10_trace_print(&t, put);

	g = uc10_trace_on(&t, ring, sizeof ring / sizeof ring[0]);
	st = uc10_call_aten_quantize_per_tensor(&q, &p, QS, QZ, UC10_QUINT8);
	if (st == UC10_OK) st = uc10_call_aten_relu(&qr, &q);                 /* at QuantizedCPU */
	if (st == UC10_OK) st = uc10_call_quantized_add(&qa, &qr, &qr, QS2, QZ2);
	if (st == UC10_OK) st = uc10_call_aten_dequantize_self(&d, &qa);
	if (st == UC10_OK) st = head(&y, &d);
	uc10_trace_off(&g);
	if (st != UC10_OK) { printf("FAILED quantized path: %s\n", uc10_last_error()); fails++; return st; }
	check("quantized CNN", &y, Y_QUANT);
	printf("  the quantized part:\n");
	{
		uint32_t i;
		for (i = 0; i < 4 && uc10_trace_get(&t, i); i++) {
			const uc10_trace_entry *e = uc10_trace_get(&t, i);
			printf("    %s -> %s: %s\n", e->op, uc10_trace_key_name(e), e->kernel);
		}
	}
	printf("arena: %u bytes at peak\n", (unsigned)arena.peak);
	uc10_arena_release(&arena, mark);
	return UC10_OK;
}

/* ---- part 3: the CNN in int8 ---------------------------------------------- */

static uc10_status int8_model(void)
{
	static const int64_t xs[4] = { 1, 1, 6, 6 }, w1s[4] = { 4, 1, 3, 3 }, b1s[1] = { 4 }, w2s[2] = { 10, 36 };
	static const int64_t b2s[1] = { 10 }, one[2] = { 1, 1 }, two[2] = { 2, 2 }, zero[2] = { 0, 0 };
	uc10_tensor x, w1, b1, w2, b2, qx, qc, qr, qp, qa, qf, ql, dl, y;
	uc10_trace t;
	uc10_guard g;
	uc10_status st;
	size_t mark = uc10_arena_mark(&arena);
	const uint8_t *l;
	int same = 0;

	tensor(&x, X, xs, 4); tensor(&b1, B1, b1s, 1); tensor(&b2, B2, b2s, 1);
	/* the weights stay in flash: quantized tensors over const data */
	if ((st = uc10_tensor_init_quantized(&w1, UC10_QINT8, w1s, 4, QW1, QW1S, 0)) != UC10_OK ||
	    (st = uc10_tensor_init_quantized(&w2, UC10_QINT8, w2s, 2, QW2, QW2S, 0)) != UC10_OK) {
		printf("FAILED int8 weights: %s\n", uc10_status_name(st));
		fails++;
		return st;
	}
	g = uc10_trace_on(&t, ring, sizeof ring / sizeof ring[0]);
	st = uc10_call_aten_quantize_per_tensor(&qx, &x, XS, XZ, UC10_QUINT8);
	if (st == UC10_OK)
		st = uc10_call_quantized_unpacked_conv2d(&qc, &qx, &w1, &b1, (uc10_int_list){ one, 2 },
		                                         (uc10_int_list){ one, 2 }, (uc10_int_list){ one, 2 }, 1, CS, CZ);
	if (st == UC10_OK) st = uc10_call_aten_relu(&qr, &qc);
	/* max_pool2d on the quantized tensor: aten::quantized_max_pool2d at QuantizedCPU */
	if (st == UC10_OK)
		st = uc10_call_aten_max_pool2d(&qp, &qr, (uc10_int_list){ two, 2 }, (uc10_int_list){ two, 2 },
		                               (uc10_int_list){ zero, 2 }, (uc10_int_list){ one, 2 }, false);
	if (st == UC10_OK) st = uc10_call_quantized_add(&qa, &qp, &qp, QS2, QZ2);
	if (st == UC10_OK) st = uc10_call_aten_flatten_using_ints(&qf, &qa, 1, -1);
	if (st == UC10_OK) st = uc10_call_quantized_unpacked_linear(&ql, &qf, &w2, &b2, LS, LZ);
	if (st == UC10_OK) st = uc10_call_aten_dequantize_self(&dl, &ql);
	if (st == UC10_OK) st = uc10_call_aten_softmax_int(&y, &dl, 1, (uc10_opt_dtype){ false, UC10_FLOAT32 });
	uc10_trace_off(&g);
	if (st != UC10_OK) { printf("FAILED int8 path: %s\n", uc10_last_error()); fails++; return st; }
	l = uc10_tensor_ptr(&ql);
	for (int i = 0; i < 10; i++)
		same += l[i] == QL_INT8[i];
	printf("int8 CNN logits (quint8): [%u %u %u %u %u %u %u %u %u %u]; PyTorch's: %d of 10 equal: %s\n",
	       l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], l[8], l[9], same, same == 10 ? "match" : "MISMATCH");
	if (same == 10) passes++; else fails++;
	check("int8 CNN     ", &y, Y_INT8);
	printf("  the int8 part's quantized kernels:\n");
	for (uint32_t i = 0; uc10_trace_get(&t, i); i++) {
		const uc10_trace_entry *e = uc10_trace_get(&t, i);
		if (strcmp(uc10_runtime_key_names[e->key], "QuantizedCPU") == 0)
			printf("    %s -> %s: %s\n", e->op, uc10_trace_key_name(e), e->kernel);
	}
	uc10_arena_release(&arena, mark);
	return UC10_OK;
}

int main(void)
{
	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);
	seed();
	model();
	int8_model();
	printf("%s\n", fails ? "demo: FAILED" : "demo: all results match PyTorch 1.13");
	printf("demo: %d passed, %d failed\n", passes, fails);
	return fails != 0;
}
