/* main.c - call acme::scaled_add both ways firmware calls operators: typed
 * (the generated uc10_call_acme_scaled_add) and by name, boxed (what an
 * interpreter of a saved model does).  Exit status 0 when both give
 * x + 2y. */
#include <stdio.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"

static unsigned char arena_buf[1024] __attribute__((aligned(8)));
static const float X[4] = { 1, 2, 3, 4 }, Y[4] = { 10, 20, 30, 40 };

static int show(const char *how, const uc10_tensor *t)
{
	const float *p = uc10_tensor_ptr(t);
	int i, bad = 0;
	for (i = 0; i < 4; i++)
		bad |= p[i] != X[i] + 2 * Y[i];
	printf("%-24s [%g, %g, %g, %g]%s\n", how, p[0], p[1], p[2], p[3], bad ? "  WRONG" : "");
	return bad;
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

	/* typed: checked by the C compiler against the schema */
	if (uc10_call_acme_scaled_add(&r, &x, &y, 2.0) != UC10_OK) { puts(uc10_last_error()); fails++; }
	else fails += show("typed:", &r);

	/* by name, boxed: the stack holds the arguments, then the return */
	op = uc10_find_op("acme::scaled_add", "");
	if (!op) { puts("acme::scaled_add not found"); return 1; }
	printf("found by name:           %s\n", op->schema);
	{
		uc10_ivalue v[3];
		uc10_tensor slot;
		uc10_stack s = { v, 0, 3, &slot, 1, 0 };
		uc10_box_tensor(&v[s.len++], &x);
		uc10_box_tensor(&v[s.len++], &y);
		uc10_box_float(&v[s.len++], 2.0);
		if (uc10_call_boxed(op, &s) != UC10_OK) { puts(uc10_last_error()); fails++; }
		else fails += show("boxed, by name:", v[0].v.t);
	}
	return fails != 0;
}
