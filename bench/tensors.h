/*
 * bench/tensors.h - what the kernel benchmarks (dscnn.c, hostflops.c,
 * qops.c) share: their arena, a call checked once (the first error is
 * printed, later ones are consequences), and float tensors of
 * pseudo-random values.  Included once, by the program's one C file.
 */
#ifndef BENCH_TENSORS_H
#define BENCH_TENSORS_H

#include <stdio.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/tensor_util.h"

static uc10_arena arena;
static int failed;

static void check(uc10_status st, const char *what)
{
	if (st != UC10_OK && !failed) {
		printf("error: %s: %s %s\n", what, uc10_status_name(st), uc10_last_error());
		failed = 1;
	}
}

/* A float tensor of the given sizes from the arena, values in [-amp, amp). */
static __attribute__((unused)) uc10_tensor rand_tensor(const int64_t *sizes, int dim, float amp)
{
	static uint32_t seed = 12345;
	uc10_tensor t;
	void *p = NULL;
	int64_t n = 1;
	for (int i = 0; i < dim; i++)
		n *= sizes[i];
	check(uc10_arena_alloc(&arena, (size_t)n * sizeof(float), 16, &p), "arena");
	if (!p)
		return t = (uc10_tensor){ 0 };
	for (int64_t i = 0; i < n; i++) {
		seed = seed * 1664525u + 1013904223u;
		((float *)p)[i] = amp * ((float)(seed >> 8) / 8388608.0f - 1.0f);
	}
	check(uc10_tensor_init(&t, UC10_FLOAT32, sizes, dim, p), "tensor");
	return t;
}

#endif
