/*
 * bench/dscnn.c - MLPerf Tiny's keyword-spotting DS-CNN through uc10's
 * typed calls, float32 and int8 (quint8 activations, qint8 weights), layer
 * by layer and whole: instructions per multiply-accumulate (BENCHMARKS.md,
 * "DS-CNN").  The model, batch norm folded into the convolutions' biases:
 *   input 1x1x49x10 (MFCC frames x coefficients)
 *   conv1   64 filters 10x4, stride 2, padding (5,1)  -> 64x25x5, relu
 *   4x  depthwise 3x3, 64 groups, padding 1, relu
 *       pointwise 1x1 64->64, relu
 *   avg_pool2d 25x5 -> 64x1x1, flatten, linear 64->12
 * MACs count every tap of the kernel, padded ones included (as the model's
 * published 2.66 M MACs do): 320,000 + 4 x (72,000 + 512,000) + 768.
 * Each figure is count(2 calls) - count(1 call) (bench.h), after a first
 * call that warms nothing but allocates nothing either: every result is
 * taken from the arena and released after the call.
 * Lines: `bench: NAME MACS COUNT'; on the host COUNT is callgrind's
 * (bench/callgrind.sh).  The weights are pseudo-random: the kernels'
 * instruction counts do not depend on the values except for the
 * requantization's clamping branches, which random data exercises as a
 * trained model does.
 */
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "tensors.h"

/*
 * The model's sizes: MLPerf Tiny's unless given on the command line
 * (EXTRA_CFLAGS=-DDSCNN_C=16 ...) for a board too small for it: DSCNN_C
 * channels, an input of DSCNN_H frames, DSCNN_BLOCKS blocks, an arena of
 * ARENA_BYTES.
 */
#ifndef DSCNN_C
#define DSCNN_C 64
#endif
#ifndef DSCNN_H
#define DSCNN_H 49
#endif
#ifndef DSCNN_BLOCKS
#define DSCNN_BLOCKS 4
#endif
#ifndef ARENA_BYTES
#define ARENA_BYTES (1024u << 10)
#endif
#define NBLOCKS DSCNN_BLOCKS
#define C_ DSCNN_C
#define OH_ (DSCNN_H / 2 + 1)   /* conv1: 10 taps, stride 2, padding 5 */
#define OW_ 5

static const int64_t one2[2] = { 1, 1 }, two_1[2] = { 2, 2 }, pad1[2] = { 5, 1 }, zero2[2] = { 0, 0 };
#define IL(a) ((uc10_int_list){ (a), 2 })

typedef struct model {
	uc10_tensor x, w1, b1, dw[NBLOCKS], dwb[NBLOCKS], pw[NBLOCKS], pwb[NBLOCKS], fc, fcb;
} model;

enum { L_CONV1, L_DW, L_PW, L_POOL, L_FC, NLAYERS };
static const char *const layer_name[NLAYERS] = { "conv1", "dw", "pw", "pool", "fc" };
static const long layer_macs[NLAYERS] = { C_ * OH_ * OW_ * 10L * 4, C_ * OH_ * OW_ * 9L, C_ * C_ * OH_ * OW_ * 1L, 0,
                                         C_ * 12L };

/* ---- float32 ---- */
static void f32_layer(const model *m, int layer, int blk, const uc10_tensor *in, uc10_tensor *out)
{
	static const int64_t pool_k[2] = { OH_, OW_ };
	uc10_tensor t;
	switch (layer) {
	case L_CONV1:
		check(uc10_call_aten_conv2d(out, in, &m->w1, &m->b1, IL(two_1), IL(pad1), IL(one2), 1), "conv1");
		check(uc10_call_aten_relu_(out), "relu");
		break;
	case L_DW:
		check(uc10_call_aten_conv2d(out, in, &m->dw[blk], &m->dwb[blk], IL(one2), IL(one2), IL(one2), C_), "dw");
		check(uc10_call_aten_relu_(out), "relu");
		break;
	case L_PW:
		check(uc10_call_aten_conv2d(out, in, &m->pw[blk], &m->pwb[blk], IL(one2), IL(zero2), IL(one2), 1), "pw");
		check(uc10_call_aten_relu_(out), "relu");
		break;
	case L_POOL: {
		static const int64_t flat[2] = { 1, C_ };
		check(uc10_call_aten_avg_pool2d(&t, in, IL(pool_k), IL(pool_k), IL(zero2), false, true,
		                                (uc10_opt_int){ 0 }), "avg_pool2d");
		check(uc10_call_aten_view(out, &t, IL(flat)), "view");
		break;
	}
	case L_FC:
		check(uc10_call_aten_linear(out, in, &m->fc, &m->fcb), "linear");
		break;
	}
}

static void f32_model(const model *m, uc10_tensor *out)
{
	uc10_tensor a, b;
	f32_layer(m, L_CONV1, 0, &m->x, &a);
	for (int i = 0; i < NBLOCKS; i++) {
		f32_layer(m, L_DW, i, &a, &b);
		f32_layer(m, L_PW, i, &b, &a);
	}
	f32_layer(m, L_POOL, 0, &a, &b);
	f32_layer(m, L_FC, 0, &b, out);
}

/* ---- int8: quint8 activations, qint8 weights (zero point 0), float bias ---- */
typedef struct qmodel {
	uc10_tensor x, w1, dw[NBLOCKS], pw[NBLOCKS], fc;
} qmodel;

#define ACT_SCALE 0.05
#define ACT_ZP 3   /* after relu: the zero point near the bottom of the range */

static uc10_tensor quant(const uc10_tensor *t, double scale, int64_t zp, uc10_dtype dt)
{
	uc10_tensor q;
	check(uc10_call_aten_quantize_per_tensor(&q, t, scale, zp, dt), "quantize_per_tensor");
	return q;
}

static void q_layer(const qmodel *q, const model *m, int layer, int blk, const uc10_tensor *in, uc10_tensor *out)
{
	static const int64_t pool_k[2] = { OH_, OW_ };
	uc10_tensor t;
	switch (layer) {
	/* relu fused into the convolutions, as a converted model has them */
	case L_CONV1:
		check(uc10_call_quantized_unpacked_conv2d_relu(out, in, &q->w1, &m->b1, IL(two_1), IL(pad1), IL(one2), 1,
		                                               ACT_SCALE, ACT_ZP), "qconv1");
		break;
	case L_DW:
		check(uc10_call_quantized_unpacked_conv2d_relu(out, in, &q->dw[blk], &m->dwb[blk], IL(one2), IL(one2),
		                                               IL(one2), C_, ACT_SCALE, ACT_ZP), "qdw");
		break;
	case L_PW:
		check(uc10_call_quantized_unpacked_conv2d_relu(out, in, &q->pw[blk], &m->pwb[blk], IL(one2), IL(zero2),
		                                               IL(one2), 1, ACT_SCALE, ACT_ZP), "qpw");
		break;
	case L_POOL: {
		static const int64_t flat[2] = { 1, C_ };
		check(uc10_call_aten_avg_pool2d(&t, in, IL(pool_k), IL(pool_k), IL(zero2), false, true,
		                                (uc10_opt_int){ 0 }), "quantized avg_pool2d");
		check(uc10_call_aten_view(out, &t, IL(flat)), "view");
		break;
	}
	case L_FC:
		check(uc10_call_quantized_unpacked_linear(out, in, &q->fc, &m->fcb, 0.1, 128), "qlinear");
		break;
	}
}

static void q_model(const qmodel *q, const model *m, uc10_tensor *out)
{
	uc10_tensor a, b;
	q_layer(q, m, L_CONV1, 0, &q->x, &a);
	for (int i = 0; i < NBLOCKS; i++) {
		q_layer(q, m, L_DW, i, &a, &b);
		q_layer(q, m, L_PW, i, &b, &a);
	}
	q_layer(q, m, L_POOL, 0, &a, &b);
	q_layer(q, m, L_FC, 0, &b, out);
}

static void run(const char *kind, int layer, const model *m, const qmodel *q, const uc10_tensor *in)
{
	uc10_tensor out;
	(void)kind;
	if (layer < 0 && q)
		q_model(q, m, &out);
	else if (layer < 0)
		f32_model(m, &out);
	else if (q)
		q_layer(q, m, layer, 0, in, &out);
	else
		f32_layer(m, layer, 0, in, &out);
}

/*
 * One layer's (or the model's, layer < 0) count: once unmeasured, then
 * once and twice under the counter (on the host, callgrind counts one);
 * each run's results go back to the arena.
 */
static void measure(const char *kind, int layer, const model *m, const qmodel *q)
{
	uc10_tensor act[NLAYERS];
	const uc10_tensor *in = q ? &q->x : &m->x;
	char name[32];
	long macs = 0;
	size_t mark0 = uc10_arena_mark(&arena), mark;

	/* a layer: its first block; the model: all four */
	for (int l = 0; l < NLAYERS; l++)
		if (layer < 0 || l == layer)
			macs += layer_macs[l] * (layer < 0 && (l == L_DW || l == L_PW) ? NBLOCKS : 1);
	snprintf(name, sizeof name, "dscnn-%s-%s", kind, layer < 0 ? "model" : layer_name[layer]);
	/* the layer's input: the previous layers' results, kept till the end */
	for (int l = 0; l < layer; l++) {
		if (q)
			q_layer(q, m, l, 0, in, &act[l]);
		else
			f32_layer(m, l, 0, in, &act[l]);
		in = &act[l];
	}
	mark = uc10_arena_mark(&arena);
	run(kind, layer, m, q, in);
	uc10_arena_release(&arena, mark);
#if defined(UC10_PORT_HOST)
	bench_begin(name, (unsigned long)macs);
	run(kind, layer, m, q, in);
	bench_end();
	uc10_arena_release(&arena, mark);
#else
	{
		uint32_t c[3];
		for (int reps = 1; reps <= 2; reps++) {
			uint32_t t0 = uc10_counter_now();
			for (int r = 0; r < reps; r++) {
				run(kind, layer, m, q, in);
				uc10_arena_release(&arena, mark);
			}
			c[reps] = uc10_counter_count(t0, uc10_counter_now());
		}
		printf("bench: %s %ld %lu\n", name, macs, (unsigned long)(c[2] - c[1]));
	}
#endif
	uc10_arena_release(&arena, mark0);
}

int main(void)
{
	static const int64_t x_sz[4] = { 1, 1, DSCNN_H, 10 }, w1_sz[4] = { C_, 1, 10, 4 }, c64[1] = { C_ };
	static const int64_t dw_sz[4] = { C_, 1, 3, 3 }, pw_sz[4] = { C_, C_, 1, 1 }, fc_sz[2] = { 12, C_ }, c12[1] = { 12 };
	static model m;
	static qmodel q;
	void *buf = malloc(ARENA_BYTES);

	bench_init();
	if (C_ != 64 || DSCNN_H != 49 || NBLOCKS != 4)
		printf("note: DS-CNN's layers at %d channels, input %dx10 (conv1 output %dx%d), %d block(s)\n", C_, DSCNN_H,
		       OH_, OW_, NBLOCKS);
	uc10_arena_init(&arena, buf, buf ? ARENA_BYTES : 0);
	uc10_arena_set_current(&arena);
	m.x = rand_tensor(x_sz, 4, 2.0f);
	m.w1 = rand_tensor(w1_sz, 4, 0.3f);
	m.b1 = rand_tensor(c64, 1, 0.5f);
	for (int i = 0; i < NBLOCKS; i++) {
		m.dw[i] = rand_tensor(dw_sz, 4, 0.5f);
		m.dwb[i] = rand_tensor(c64, 1, 0.5f);
		m.pw[i] = rand_tensor(pw_sz, 4, 0.2f);
		m.pwb[i] = rand_tensor(c64, 1, 0.5f);
	}
	m.fc = rand_tensor(fc_sz, 2, 0.3f);
	m.fcb = rand_tensor(c12, 1, 0.5f);
	q.x = quant(&m.x, 0.02, 128, UC10_QUINT8);
	q.w1 = quant(&m.w1, 0.3 / 127, 0, UC10_QINT8);
	for (int i = 0; i < NBLOCKS; i++) {
		q.dw[i] = quant(&m.dw[i], 0.5 / 127, 0, UC10_QINT8);
		q.pw[i] = quant(&m.pw[i], 0.2 / 127, 0, UC10_QINT8);
	}
	q.fc = quant(&m.fc, 0.3 / 127, 0, UC10_QINT8);
	if (failed)
		return 1;
	for (int l = -1; l < NLAYERS && !failed; l++)
		measure("f32", l, &m, NULL);
	for (int l = -1; l < NLAYERS && !failed; l++)
		measure("int8", l, &m, &q);
	return failed;
}
