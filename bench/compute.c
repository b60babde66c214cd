/*
 * bench/compute.c - the CPU kernels at work, called through the dispatcher
 * as a firmware calls them (BENCHMARKS.md, "Kernels").
 *   host     wall time, best of BENCH_REPS (50), everything in one run:
 *            aten::add.out on 1M floats against memcpy of the same 4 MB
 *            (the two interleaved),
 *            aten::mm and aten::conv2d in MAC/s
 *   boards   instructions per element / per MAC (bench.h), on sizes that
 *            fit in RAM: add.out on 4096 floats, mm 32x32x32, conv2d
 *            8->8 channels 3x3 on 16x16
 * Lines: `time: NAME N SECONDS' (host) or `bench: NAME N COUNT' (boards),
 * N being elements or MACs.
 */
#if defined(UC10_PORT_HOST)
#define _POSIX_C_SOURCE 199309L   /* clock_gettime under -std=c11 */
#endif
#include <stdlib.h>
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/tensor_util.h"
#include "bench.h"

#if defined(UC10_PORT_HOST)
#include <time.h>
#define ADD_N (1L << 20)
#define MM_N 256
#define CONV_C 16
#define CONV_K 32
#define CONV_HW 32
#define BENCH_REPS 50
#define ARENA_BYTES (32u << 20)
#else
#define ADD_N 4096L
#define MM_N 32
#define CONV_C 8
#define CONV_K 8
#define CONV_HW 16
#define ARENA_BYTES (128u << 10)
#endif

static uc10_arena arena;
static int failed;

static void check(uc10_status st, const char *what)
{
	if (st != UC10_OK) {
		printf("error: %s: %s %s\n", what, uc10_status_name(st), uc10_last_error());
		failed = 1;
	}
}

static float *floats(long n)
{
	void *p = NULL;
	long i;
	check(uc10_arena_alloc(&arena, (size_t)n * sizeof(float), 64, &p), "arena");
	if (p)
		for (i = 0; i < n; i++)
			((float *)p)[i] = (float)(i % 7) * 0.25f - 0.5f;
	return p;
}

static uc10_tensor tensor(const int64_t *sizes, int dim)
{
	uc10_tensor t;
	int64_t n = 1;
	int i;
	for (i = 0; i < dim; i++)
		n *= sizes[i];
	check(uc10_tensor_init(&t, UC10_FLOAT32, sizes, dim, floats((long)n)), "tensor");
	return t;
}

static const uc10_scalar one = { UC10_SCALAR_INT, { .i = 1 } };

#if defined(UC10_PORT_HOST)
static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
/* Best of BENCH_REPS: the run least disturbed by the rest of the machine. */
#define MEASURE(name, n, stmt) do { \
		double best_ = 1e30, t0_; int r_; \
		for (r_ = 0; r_ < BENCH_REPS; r_++) { \
			t0_ = now(); stmt; t0_ = now() - t0_; \
			if (t0_ < best_) best_ = t0_; \
		} \
		printf("time: %s %ld %.9f\n", name, (long)(n), best_); \
	} while (0)
#else
#define MEASURE(name, n, stmt) do { \
		stmt; /* warm */ \
		bench_begin(name, (unsigned long)(n)); stmt; bench_end(); \
	} while (0)
#endif

int main(void)
{
	static const int64_t add_sz[1] = { ADD_N };
	static const int64_t mm_sz[2] = { MM_N, MM_N };
	static const int64_t in_sz[4] = { 1, CONV_C, CONV_HW, CONV_HW };
	static const int64_t w_sz[4] = { CONV_K, CONV_C, 3, 3 };
	static const int64_t ones[2] = { 1, 1 };
	uc10_tensor a, b, out, m1, m2, mo, x, w, y;
	size_t mark;
	void *buf = malloc(ARENA_BYTES);
	float *src, *dst;

	bench_init();
	uc10_arena_init(&arena, buf, buf ? ARENA_BYTES : 0);
	uc10_arena_set_current(&arena);

	/* add: out = a + b, against copying a to out */
	a = tensor(add_sz, 1);
	b = tensor(add_sz, 1);
	out = tensor(add_sz, 1);
	src = uc10_tensor_ptr(&a);
	dst = uc10_tensor_ptr(&out);
	if (failed)
		return 1;
#if defined(UC10_PORT_HOST)
	/* Interleaved, so that whatever else the machine does hits both alike. */
	{
		double best_add = 1e30, best_cpy = 1e30, t;
		int r;
		for (r = 0; r < BENCH_REPS; r++) {
			t = now();
			check(uc10_call_aten_add_out(&a, &b, one, &out), "add.out");
			t = now() - t;
			if (t < best_add)
				best_add = t;
			t = now();
			memcpy(dst, src, (size_t)ADD_N * sizeof(float));
			t = now() - t;
			if (t < best_cpy)
				best_cpy = t;
		}
		printf("time: add %ld %.9f\ntime: memcpy %ld %.9f\n", (long)ADD_N, best_add, (long)ADD_N, best_cpy);
	}
#else
	MEASURE("add", ADD_N, check(uc10_call_aten_add_out(&a, &b, one, &out), "add.out"));
	MEASURE("memcpy", ADD_N, memcpy(dst, src, (size_t)ADD_N * sizeof(float)));
#endif

	/* mm: (N x N) @ (N x N) into a preallocated result */
	m1 = tensor(mm_sz, 2);
	m2 = tensor(mm_sz, 2);
	mo = tensor(mm_sz, 2);
	MEASURE("mm", (long)MM_N * MM_N * MM_N, check(uc10_call_aten_mm_out(&m1, &m2, &mo), "mm.out"));

	/* conv2d: 3x3, stride 1, padding 1, no bias; the result is allocated
	 * from the arena by the kernel, so release it after each call */
	x = tensor(in_sz, 4);
	w = tensor(w_sz, 4);
	mark = uc10_arena_mark(&arena);
	MEASURE("conv2d", (long)CONV_K * CONV_C * 9 * CONV_HW * CONV_HW,
	        check(uc10_call_aten_conv2d(&y, &x, &w, NULL, (uc10_int_list){ ones, 2 },
	                                    (uc10_int_list){ ones, 2 }, (uc10_int_list){ ones, 2 }, 1),
	              "conv2d");
	        uc10_arena_release(&arena, mark));
	return failed;
}
