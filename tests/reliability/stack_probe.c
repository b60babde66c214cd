/*
 * stack_probe.c - the dispatch path's stack, measured on the board
 * (PORT=cortex-m4f under QEMU, for tests/reliability/stack.sh): paint the
 * stack below the caller, make one call whose whole path is dispatcher
 * code (no kernel runs: the key set has none, or the stack is refused),
 * and find the deepest word written.  stack.sh compares each figure with
 * gcc's frames: measured = the probe function's own frame + the path
 * stack.awk computes.  Output: `probe NAME BYTES' lines.  Cortex-M only
 * (reads sp with `mov').
 */
#include <stdint.h>
#include <string.h>
#include "uc10_ops.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "../check.h"

#define PAINT 4096u
#define MARK 0xc5c5c5c5u

static float A[6];
static const int64_t SZ[2] = { 2, 3 };
static uc10_tensor meta, c2[1];
static const uc10_tensor *cl[1] = { &meta };
static uc10_tensor *gl[1] = { &c2[0] };
static const int64_t IL[1] = { 1 };
static uc10_tensor r0, r4;
static int64_t r1;
static double r2;
static bool r3;
static uc10_ivalue sv[20];
static uc10_tensor slots[2];

/* Each probe: one call, nothing else, not inlined. */
__attribute__((noinline)) static uc10_status probe_typed_args(void)
{
	return uc10_call_rel_args(&r0, &r1, &r2, &r3, &r4, &meta, NULL, (uc10_tensor_list){ cl, 1 },
	                          (uc10_opt_tensor_list){ NULL, 0 }, &c2[0], NULL, (uc10_mut_tensor_list){ gl, 1 },
	                          "s", NULL, NULL, "N", (uc10_int_list){ IL, 1 }, (uc10_opt_float_list){ false, { NULL, 0 } },
	                          (uc10_scalar){ UC10_SCALAR_INT, { .i = 1 } }, (uc10_opt_scalar){ false, { 0, { .i = 0 } } },
	                          (uc10_opt_dtype){ false, UC10_FLOAT32 }, (uc10_device){ 0, -1 }, false);
}

__attribute__((noinline)) static uc10_status probe_boxed_args(void)
{
	uc10_stack s = { sv, 18, 20, slots, 2, 0 };
	return uc10_call_boxed(UC10_OP_rel_args, &s);
}

__attribute__((noinline)) static uc10_status probe_typed_which(void)
{
	return uc10_call_rel_which(&r1, &meta);
}

/* Paint the PAINT bytes below our stack pointer (free: no interrupts
 * here, and the loop keeps to registers), run fn, and return how far below
 * our stack pointer it wrote - the probe function's frame included, which
 * stack.sh adds to the static figure. */
__attribute__((noinline)) static uint32_t measure(uc10_status (*fn)(void), uc10_status want, const char *name)
{
	uint32_t sp, i, used;
	volatile uint32_t *lo;
	uc10_status st;
	__asm__ volatile ("mov %0, sp" : "=r"(sp));
	lo = (volatile uint32_t *)(uintptr_t)(sp - PAINT);
	for (i = 0; i < PAINT / 4; i++)
		lo[i] = MARK;
	st = fn();
	for (i = 0; i < PAINT / 4 && lo[i] == MARK; i++)
		;
	used = PAINT - 4 * i;              /* before anything else touches the stack */
	CHECK(st == want, "%s: status %d (%s)", name, (int)st, uc10_last_error());
	CHECK(used < PAINT, "%s: deeper than the painted %u bytes", name, PAINT);
	return used;
}

int main(void)
{
	uc10_tensor_init(&meta, UC10_FLOAT32, SZ, 2, A);
	meta.key_set = UC10_KS_Meta | UC10_KS_ADInplaceOrView;   /* no kernel for rel::args, rel::which */
	c2[0] = meta;
	/* rel::args boxed: the tensors right (CPU: the adapter runs), `s' a
	 * None: refused by the unboxing adapter, the deepest boxed path. */
	memset(sv, 0, sizeof sv);
	uc10_box_tensor(&sv[0], &meta);
	sv[1].tag = UC10_T_NONE;
	uc10_box_tensor_list(&sv[2], (uc10_tensor_list){ cl, 1 });
	uc10_box_opt_tensor_list(&sv[3], (uc10_opt_tensor_list){ NULL, 0 });
	uc10_box_mtensor(&sv[4], &c2[0]);
	sv[5].tag = UC10_T_NONE;
	uc10_box_mut_tensor_list(&sv[6], (uc10_mut_tensor_list){ gl, 1 });
	meta.key_set = UC10_KS_CPU;                                 /* the boxed one reaches the adapter */
	c2[0].key_set = UC10_KS_CPU;
	printf("probe boxed_args %u\n", (unsigned)measure(probe_boxed_args, UC10_E_BAD_STACK, "boxed_args"));
	meta.key_set = UC10_KS_Meta | UC10_KS_ADInplaceOrView;
	c2[0] = meta;
	printf("probe typed_args %u\n", (unsigned)measure(probe_typed_args, UC10_E_MISSING_KERNEL, "typed_args"));
	printf("probe typed_which %u\n", (unsigned)measure(probe_typed_which, UC10_E_MISSING_KERNEL, "typed_which"));
	return check_done("stack-probe");
}
