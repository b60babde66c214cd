/*
 * bench/qops.c - the int8 pooling and add operators of the MLPerf Tiny
 * models through the typed calls, quint8, instructions per element
 * (BENCHMARKS.md section 10): DS-CNN's average pool (64 x 25 x 5 to 1 x 1),
 * ResNet-8's block adds (quantized::add_relu at 16 x 32 x 32, 32 x 16 x 16
 * and 64 x 8 x 8) and its final pool as an adaptive one (64 x 8 x 8), a
 * 2 x 2 max pool; contiguous and channels_last.  Each figure is the count
 * of two calls less the count of one (bench.h), divided by the elements
 * read (pools: the input's, add: the result's).
 * Lines: `bench: NAME ELEMENTS COUNT'; on the host COUNT is callgrind's.
 */
#include <stdlib.h>
#include "bench.h"
#include "tensors.h"

#define ARENA_BYTES (160u << 10)

/* A quint8 (1, C, H, W) tensor of pseudo-random integers, contiguous or channels_last. */
static uc10_tensor qrand(int64_t c, int64_t h, int64_t w, bool cl, double scale, int64_t zp)
{
	static uint32_t seed = 2463534242u;
	const int64_t sz[4] = { 1, c, h, w };
	uc10_tensor t;
	check(uc10_tensor_empty(&t, UC10_QUINT8, sz, 4, cl ? UC10_CHANNELS_LAST : UC10_CONTIGUOUS_FORMAT), "empty");
	t.q_scale = scale;
	t.q_zero_point = zp;
	uint8_t *p = uc10_tensor_ptr(&t);
	for (int64_t i = 0; i < c * h * w; i++) {
		seed ^= seed << 13, seed ^= seed >> 17, seed ^= seed << 5;
		p[i] = (uint8_t)seed;
	}
	return t;
}

enum { AVG, ADAPTIVE, MAX, ADD };

typedef struct job {
	const char *name;
	int op;
	int64_t c, h, w, k;
	bool cl;
} job;

static void run(const job *j, const uc10_tensor *a, const uc10_tensor *b)
{
	const int64_t k[2] = { j->k, j->k }, kh[2] = { j->h, j->w }, z[2] = { 0, 0 }, one[2] = { 1, 1 };
	uc10_tensor y;
	switch (j->op) {
	case AVG:
		check(uc10_call_aten_avg_pool2d(&y, a, (uc10_int_list){ kh, 2 }, (uc10_int_list){ kh, 2 },
		                                (uc10_int_list){ z, 2 }, false, true, (uc10_opt_int){ 0 }), "avg_pool2d");
		break;
	case ADAPTIVE:
		check(uc10_call_aten_adaptive_avg_pool2d(&y, a, (uc10_int_list){ one, 2 }), "adaptive_avg_pool2d");
		break;
	case MAX:
		check(uc10_call_aten_max_pool2d(&y, a, (uc10_int_list){ k, 2 }, (uc10_int_list){ k, 2 },
		                                (uc10_int_list){ z, 2 }, (uc10_int_list){ one, 2 }, false), "max_pool2d");
		break;
	case ADD:
		check(uc10_call_quantized_add_relu(&y, a, b, 0.07, 5), "add_relu");
		break;
	}
}

static void measure(const job *j)
{
	size_t mark0 = uc10_arena_mark(&arena), mark;
	const uc10_tensor a = qrand(j->c, j->h, j->w, j->cl, 0.05, 3), b = qrand(j->c, j->h, j->w, j->cl, 0.04, 7);
	const unsigned long n = (unsigned long)(j->c * j->h * j->w);

	mark = uc10_arena_mark(&arena);
	run(j, &a, &b);
	uc10_arena_release(&arena, mark);
#if defined(UC10_PORT_HOST)
	bench_begin(j->name, n);
	run(j, &a, &b);
	bench_end();
#else
	{
		uint32_t c[3];
		for (int reps = 1; reps <= 2; reps++) {
			uint32_t t0 = uc10_counter_now();
			for (int r = 0; r < reps; r++) {
				run(j, &a, &b);
				uc10_arena_release(&arena, mark);
			}
			c[reps] = uc10_counter_count(t0, uc10_counter_now());
		}
		printf("bench: %s %lu %lu\n", j->name, n, (unsigned long)(c[2] - c[1]));
	}
#endif
	uc10_arena_release(&arena, mark0);
}

int main(void)
{
	static const job jobs[] = {
		{ "avgpool-25x5-dscnn", AVG, 64, 25, 5, 0, false },
		{ "avgpool-25x5-dscnn-cl", AVG, 64, 25, 5, 0, true },
		{ "adaptive-8x8-resnet8", ADAPTIVE, 64, 8, 8, 0, false },
		{ "adaptive-8x8-resnet8-cl", ADAPTIVE, 64, 8, 8, 0, true },
		{ "maxpool-2x2-16x16x16", MAX, 16, 16, 16, 2, false },
		{ "maxpool-2x2-16x16x16-cl", MAX, 16, 16, 16, 2, true },
		{ "add_relu-16x32x32", ADD, 16, 32, 32, 0, false },
		{ "add_relu-32x16x16", ADD, 32, 16, 16, 0, false },
		{ "add_relu-64x8x8", ADD, 64, 8, 8, 0, false },
		{ "add_relu-16x32x32-cl", ADD, 16, 32, 32, 0, true },
	};
	void *buf = malloc(ARENA_BYTES);

	bench_init();
	uc10_arena_init(&arena, buf, buf ? ARENA_BYTES : 0);
	uc10_arena_set_current(&arena);
	for (size_t i = 0; i < sizeof jobs / sizeof jobs[0] && !failed; i++)
		measure(&jobs[i]);
	return failed;
}
