/*
 * demo.c - a firmware-style program: a static arena, tensors over const
 * data, and operators called the three ways firmware calls them: typed,
 * boxed, and looked up by name.  Runs on the host (`make demo') and on any
 * board (`make PORT=cortex-m4f demo').
 */
#include <stdio.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "uc10/trace.h"

static unsigned char arena_buf[2048] __attribute__((aligned(8)));
static const float X[4] = { 0.5f, 1.5f, -2.0f, 4.0f };
static const float Y[4] = { 1.0f, 2.0f, 3.0f, 4.0f };

static void put(const char *line) { printf("  trace: %s\n", line); }

static void show(const char *how, const uc10_tensor *t)
{
	const float *p = uc10_tensor_ptr(t);
	printf("%-34s [%g, %g, %g, %g]\n", how, p[0], p[1], p[2], p[3]);
}

int main(void)
{
	uc10_arena arena;
	uc10_tensor x, y, r;
	const int64_t n[1] = { 4 };
	const uc10_op *op;
	int fails = 0;

	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);
	uc10_tensor_init(&x, UC10_FLOAT32, n, 1, (void *)X);
	uc10_tensor_init(&y, UC10_FLOAT32, n, 1, (void *)Y);

	/* 1. typed: the generated wrapper, checked by the C compiler; traced */
	{
		uc10_trace t;
		uc10_trace_entry ring[8];
		uc10_guard g = uc10_trace_on(&t, ring, 8);
		if (uc10_call_myops_myadd(&r, &x, &y) != UC10_OK) { puts(uc10_last_error()); fails++; }
		uc10_trace_off(&g);
		show("typed uc10_call_myops_myadd:", &r);
		uc10_trace_print(&t, put);
	}

	/* 2. by name + boxed: what an interpreter of a saved model does */
	op = uc10_find_op("myops::myadd", "");
	if (!op) { puts("myops::myadd not found"); return 1; }
	{
		uc10_ivalue v[2];
		uc10_tensor slot;
		uc10_stack s = { v, 0, 2, &slot, 1, 0 };
		uc10_box_tensor(&v[s.len++], &x);
		uc10_box_tensor(&v[s.len++], &y);
		if (uc10_call_boxed(op, &s) != UC10_OK) { puts(uc10_last_error()); fails++; }
		else show("boxed, found by name:", v[0].v.t);
	}

	/* 3. an accelerator backend: the same call on PrivateUse1 tensors
	 * reaches the boxed fallback registered for PrivateUse1 */
	x.key_set = y.key_set = UC10_KS_PrivateUse1 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse1;
	if (uc10_call_myops_myadd(&r, &x, &y) != UC10_OK) { puts(uc10_last_error()); fails++; }
	else show("PrivateUse1 -> my_boxed_fallback:", &r);

	/* 4. what happens with no kernel: a status and PyTorch's message */
	x.key_set = y.key_set = UC10_KS_QuantizedCPU | UC10_KS_AutogradCPU;
	printf("QuantizedCPU tensors: status %d: %s\n", uc10_call_myops_myadd(&r, &x, &y), uc10_last_error());

	printf("arena: %u of %u bytes used at peak\n", (unsigned)arena.peak, (unsigned)arena.size);
	return fails;
}
