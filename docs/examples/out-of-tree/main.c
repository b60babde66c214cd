/* main.c - the sensor firmware: clip a reading typed, in place, and by
 * name (boxed), and apply aten::relu if the build has uc10's aten
 * operators; trace the calls (uc10's tables/tracer.m4 is in OPS).  Prints
 * `sensor: N passed, N failed'. */
#include <stdio.h>
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "uc10/trace.h"

static unsigned char arena_buf[512] __attribute__((aligned(8)));
static int passed, failed;

static void check(int ok, const char *what)
{
	if (ok) passed++; else { failed++; printf("FAIL %s: %s\n", what, uc10_last_error()); }
}

static int is(const uc10_tensor *t, float a, float b, float c, float d)
{
	const float *p = uc10_tensor_ptr(t);
	return p[0] == a && p[1] == b && p[2] == c && p[3] == d;
}

static void put(const char *line) { printf("  %s\n", line); }

int main(void)
{
	static float reading[4] = { -3, 0.5f, 2, 9 };
	const int64_t n[1] = { 4 };
	uc10_arena arena;
	uc10_tensor x, r, slot;
	uc10_ivalue v[3];
	uc10_stack s = { v, 0, 3, &slot, 1, 0 };
	uc10_trace t;
	uc10_trace_entry ring[8];
	uc10_guard g;
	const uc10_op *op;

	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);
	uc10_tensor_init(&x, UC10_FLOAT32, n, 1, reading);

	g = uc10_trace_on(&t, ring, 8);
	check(uc10_call_sensor_clip(&r, &x, 0, 1) == UC10_OK && is(&r, 0, 0.5f, 1, 1), "typed");
	check(uc10_call_sensor_clip(&r, &x, 1, 0) == UC10_E_ARG &&
	      strcmp(uc10_last_error(), "sensor::clip: lo must not be above hi") == 0, "refused");
	op = uc10_find_op("sensor::clip", "");
	uc10_box_tensor(&v[s.len++], &x);
	uc10_box_float(&v[s.len++], -1);
	uc10_box_float(&v[s.len++], 2);
	check(op && uc10_call_boxed(op, &s) == UC10_OK && s.len == 1 && is(v[0].v.t, -1, 0.5f, 2, 2), "boxed");
	check(uc10_call_sensor_clip_(&x, -2, 4) == UC10_OK && is(&x, -2, 0.5f, 2, 4), "in place");
#ifdef UC10_OP_aten_relu   /* built with uc10's aten operators (make ATEN=yes) */
	check(uc10_call_aten_relu(&r, &x) == UC10_OK && is(&r, 0, 0.5f, 2, 4), "aten::relu");
#endif
	uc10_trace_off(&g);
	uc10_trace_print(&t, put);
	printf("%u operators\n", (unsigned)UC10_NUM_OPS);
	printf("sensor: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
