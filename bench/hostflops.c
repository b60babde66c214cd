/*
 * bench/hostflops.c - the host's float convolution against the machine's
 * peak: flops per cycle of aten::conv2d (DS-CNN's three kinds of layer and
 * two larger ones) and the share of the peak single-core FMA throughput
 * they reach (BENCHMARKS.md section 7).  Three measurements, all wall
 * time, best of BEST runs of a loop long enough (about 2 ms) to dwarf the
 * clock's cost:
 *  - the core clock: a chain of dependent integer adds, one cycle each on
 *    every x86-64 since the Pentium Pro, so adds per ns = cycles per ns
 *    (the turbo clock the benchmarks run at, which the TSC does not show);
 *  - the peak: independent chains of vector FMAs (16 accumulators, more
 *    than latency x ports on any x86-64), for each width the CPU has:
 *    AVX-512F (16 lanes), AVX2+FMA (8), and SSE2's separate multiply and
 *    add (4 lanes, what the baseline build may use); 2 flops per lane and
 *    FMA (a multiply and an add counted as 2 as well);
 *  - each convolution through the typed call, 2 flops per multiply-add
 *    (every tap, padding's included, as bench/dscnn.c counts MACs).
 * "of peak" is the convolution's flops per ns over the widest peak's, so
 * it does not depend on the clock.  x86-64 only (elsewhere the peak lines
 * are missing); the convolutions use what the build was compiled for
 * (HOST_ARCH, Note [float32 vectors]).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "tensors.h"

#define BEST 15
#define ARENA_BYTES (8u << 20)

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Best of BEST runs of fn(arg, reps), in ns per rep. */
static double best(void (*fn)(void *, long), void *arg, long reps)
{
	double b = 1e300;
	for (int i = 0; i < BEST; i++) {
		double t0 = now();
		fn(arg, reps);
		double t = (now() - t0) / (double)reps;
		if (t < b)
			b = t;
	}
	return b;
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
/*
 * 8 dependent adds an iteration (x += x: an add of an immediate may be
 * folded at rename on recent cores); the loop's own dec/jnz run beside them
 */
static void add_chain(void *arg, long n)
{
	long x = 0;
	(void)arg;
	__asm__ volatile("1:\n\t"
	                 "add %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\t"
	                 "add %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\t"
	                 "dec %1\n\tjnz 1b"
	                 : "+r"(x), "+r"(n) : : "cc");
}

/* 16 independent accumulators (distinct, so that none is common to two), one FMA each an iteration */
#define CHAINS(T, SET1, FMA, ADDALL)                                                                 \
	T c0 = SET1(1.0f), c1 = SET1(1.1f), c2 = SET1(1.2f), c3 = SET1(1.3f), c4 = SET1(1.4f),        \
	  c5 = SET1(1.5f), c6 = SET1(1.6f), c7 = SET1(1.7f), c8 = SET1(1.8f), c9 = SET1(1.9f),        \
	  c10 = SET1(2.0f), c11 = SET1(2.1f), c12 = SET1(2.2f), c13 = SET1(2.3f), c14 = SET1(2.4f),   \
	  c15 = SET1(2.5f);                                                                           \
	const T m = SET1(0.999999f), a = SET1(1e-7f);                                                    \
	for (long i = 0; i < n; i++) {                                                                  \
		c0 = FMA(c0, m, a), c1 = FMA(c1, m, a), c2 = FMA(c2, m, a), c3 = FMA(c3, m, a);         \
		c4 = FMA(c4, m, a), c5 = FMA(c5, m, a), c6 = FMA(c6, m, a), c7 = FMA(c7, m, a);         \
		c8 = FMA(c8, m, a), c9 = FMA(c9, m, a), c10 = FMA(c10, m, a), c11 = FMA(c11, m, a);     \
		c12 = FMA(c12, m, a), c13 = FMA(c13, m, a), c14 = FMA(c14, m, a), c15 = FMA(c15, m, a); \
	}                                                                                               \
	sink = ADDALL;

static volatile float sink;

__attribute__((target("avx512f"))) static void fma512(void *arg, long n)
{
	(void)arg;
	CHAINS(__m512, _mm512_set1_ps, _mm512_fmadd_ps,
	       _mm512_reduce_add_ps(c0 + c1 + c2 + c3 + c4 + c5 + c6 + c7 + c8 + c9 + c10 + c11 + c12 + c13 + c14 + c15))
}

__attribute__((target("avx2,fma"))) static void fma256(void *arg, long n)
{
	(void)arg;
	CHAINS(__m256, _mm256_set1_ps, _mm256_fmadd_ps,
	       (c0 + c1 + c2 + c3 + c4 + c5 + c6 + c7 + c8 + c9 + c10 + c11 + c12 + c13 + c14 + c15)[0])
}

#define MULADD128(c, m, a) _mm_add_ps(_mm_mul_ps((c), (m)), (a))
static void muladd128(void *arg, long n)
{
	(void)arg;
	CHAINS(__m128, _mm_set1_ps, MULADD128,
	       (c0 + c1 + c2 + c3 + c4 + c5 + c6 + c7 + c8 + c9 + c10 + c11 + c12 + c13 + c14 + c15)[0])
}
#endif

typedef struct shape {
	const char *name;
	int64_t c, h, w, oc, kh, kw, sh, sw, ph, pw, groups;
} shape;

typedef struct conv {
	const shape *s;
	uc10_tensor x, wt, b;
} conv;

static void run_conv(void *arg, long reps)
{
	const conv *c = arg;
	const int64_t st[2] = { c->s->sh, c->s->sw }, pd[2] = { c->s->ph, c->s->pw }, dl[2] = { 1, 1 };
	for (long i = 0; i < reps; i++) {
		uc10_tensor y;
		size_t m = uc10_arena_mark(&arena);
		uc10_status s = uc10_call_aten_conv2d(&y, &c->x, &c->wt, &c->b, (uc10_int_list){ st, 2 },
		                                      (uc10_int_list){ pd, 2 }, (uc10_int_list){ dl, 2 }, c->s->groups);
		if (s != UC10_OK) {
			printf("error: %s: %s\n", c->s->name, uc10_last_error());
			exit(1);
		}
		uc10_arena_release(&arena, m);
	}
}

int main(void)
{
	static const shape convs[] = {
		{ "dscnn-conv1 1->64 10x4 s2 49x10", 1, 49, 10, 64, 10, 4, 2, 2, 5, 1, 1 },
		{ "dscnn-dw 64 3x3 25x5", 64, 25, 5, 64, 3, 3, 1, 1, 1, 1, 64 },
		{ "dscnn-pw 64->64 1x1 25x5", 64, 25, 5, 64, 1, 1, 1, 1, 0, 0, 1 },
		{ "pw 128->128 1x1 32x32", 128, 32, 32, 128, 1, 1, 1, 1, 0, 0, 1 },
		{ "conv 64->64 3x3 32x32", 64, 32, 32, 64, 3, 3, 1, 1, 1, 1, 1 },
	};
	static void *mem;
	double peak = 0;   /* flops per ns of the widest FMA the CPU has */
	double ghz = 0;

	mem = malloc(ARENA_BYTES);
	uc10_arena_init(&arena, mem, ARENA_BYTES);
	uc10_arena_set_current(&arena);
	printf("float conv2d against the peak; the build's vectors: %s\n",
#if defined(__AVX512F__)
	       "AVX-512F, 16 floats"
#elif defined(__AVX__)
	       "AVX, 8 floats"
#elif defined(__SSE2__)
	       "SSE2, 4 floats"
#else
	       "none"
#endif
	);
#if defined(__x86_64__) && defined(__GNUC__)
	{
		const long n = 1000000;
		ghz = 8.0 / best(add_chain, NULL, n);
		printf("clock: %.3f GHz (dependent integer adds)\n", ghz);
		double f = 16.0 * 4 * 2 / best(muladd128, NULL, n / 4);
		printf("peak: sse2 mul+add 4 lanes: %.2f flops/cycle (%.1f GFLOP/s)\n", f / ghz, f);
		peak = f;
		__builtin_cpu_init();
		if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
			f = 16.0 * 8 * 2 / best(fma256, NULL, n / 4);
			printf("peak: avx2 fma 8 lanes: %.2f flops/cycle (%.1f GFLOP/s)\n", f / ghz, f);
			peak = f > peak ? f : peak;
		}
		if (__builtin_cpu_supports("avx512f")) {
			f = 16.0 * 16 * 2 / best(fma512, NULL, n / 4);
			printf("peak: avx512f fma 16 lanes: %.2f flops/cycle (%.1f GFLOP/s)\n", f / ghz, f);
			peak = f > peak ? f : peak;
		}
	}
#endif
	double dscnn_ns = 0, dscnn_macs = 0;   /* DS-CNN's convolutions: conv1 + 4 x (dw + pw) */
	for (size_t i = 0; i < sizeof convs / sizeof convs[0]; i++) {
		const shape *s = &convs[i];
		const int64_t xs[4] = { 1, s->c, s->h, s->w }, ws[4] = { s->oc, s->c / s->groups, s->kh, s->kw },
		              bs[1] = { s->oc };
		const int64_t oh = (s->h + 2 * s->ph - s->kh) / s->sh + 1, ow = (s->w + 2 * s->pw - s->kw) / s->sw + 1;
		const long macs = (long)(s->oc * (s->c / s->groups) * s->kh * s->kw * oh * ow);
		conv c = { s, rand_tensor(xs, 4, 1.0f), rand_tensor(ws, 4, 1.0f), rand_tensor(bs, 1, 1.0f) };
		if (failed)
			return 1;
		/* about 2 ms a run at 1 MAC per ns */
		const long reps = 1 + 2000000L / (macs + 1000);
		const double ns = best(run_conv, &c, reps), f = 2.0 * (double)macs / ns;
		printf("conv: %-34s %9ld MACs %10.1f ns %7.1f GFLOP/s", s->name, macs, ns, f);
		if (ghz > 0)
			printf(" %6.2f flops/cycle %5.1f%% of peak", f / ghz, 100.0 * f / peak);
		printf("\n");
		if (i < 3)
			dscnn_ns += (i ? 4 : 1) * ns, dscnn_macs += (i ? 4 : 1) * (double)macs;
	}
	{
		const double f = 2.0 * dscnn_macs / dscnn_ns;
		printf("conv: %-34s %9.0f MACs %10.1f ns %7.1f GFLOP/s", "dscnn all (conv1 + 4 x (dw + pw))", dscnn_macs,
		       dscnn_ns, f);
		if (ghz > 0)
			printf(" %6.2f flops/cycle %5.1f%% of peak", f / ghz, 100.0 * f / peak);
		printf("\n");
	}
	return 0;
}
