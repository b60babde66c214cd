/*
 * bench/dispatch.c - what one dispatched call costs, in instructions
 * (BENCHMARKS.md, "Dispatch overhead").
 *
 * Every loop below runs n times, for n = N and 2N; bench/report.sh turns
 * the two counts into instructions per iteration, and each overhead is a
 * loop minus its baseline loop, so the loop itself cancels:
 *   call        uc10_call_bench_add2, inline (Note [CPU fast path]): for
 *               CPU tensors the build-time answer, a direct call; else
 *               key sets, local sets, nft mask, table index, kernel
 *               record, indirect call
 *   general     the same call with tensors that carry only the CPU key
 *               (as inference tensors do): same kernel, but no build-time
 *               shortcut (Note [CPU fast path], when there is one) applies
 *   direct      the same kernel called directly (baseline of call, redisp)
 *   redisp      uc10_redispatch_bench_add2 with a computed key set
 *   chain       uc10_call_bench_add2g: AutogradCPU kernel that redispatches
 *               with ks & UC10_KS_AFTER_AUTOGRAD to the CPU kernel
 *   boxed       uc10_call_boxed on add2, refilling the 2-argument stack
 *   boxbase     the same refill, then the kernel called directly
 *   local       uc10_local_get(), which every call and guard makes: inline
 *               (one address) unless a port with threads brings its own
 *   empty       the same loop body without the call (baseline of local)
 * Kernels: bench/kernels.c (they only return).
 */
#include <stdlib.h>
#include "uc10_ops.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "bench.h"

#ifndef BENCH_N
#define BENCH_N 10000
#endif

/* Two CPU tensors as torch.empty gives them: only key_set matters here. */
static uc10_tensor ta = { .key_set = UC10_KS_CPU_TENSOR, .defined = 1 };
static uc10_tensor tb = { .key_set = UC10_KS_CPU_TENSOR, .defined = 1 };
static uc10_tensor tc = { .key_set = UC10_KS_CPU, .defined = 1 };
static uc10_tensor td = { .key_set = UC10_KS_CPU, .defined = 1 };
static uc10_tensor tr;
static volatile unsigned fails;
static uc10_local *volatile sink;
static uc10_local dummy;

BENCH_NOINLINE static void run_call(unsigned long n)
{
	unsigned st = 0;
	while (n--)
		st |= uc10_call_bench_add2(&tr, &ta, &tb);
	fails += st;
}

BENCH_NOINLINE static void run_general(unsigned long n)
{
	unsigned st = 0;
	while (n--)
		st |= uc10_call_bench_add2(&tr, &tc, &td);
	fails += st;
}

BENCH_NOINLINE static void run_direct(unsigned long n)
{
	unsigned st = 0;
	while (n--)
		st |= bench_add2_cpu(UC10_KS_CPU, &tr, &ta, &tb);
	fails += st;
}

BENCH_NOINLINE static void run_redisp(unsigned long n)
{
	unsigned st = 0;
	while (n--)
		st |= uc10_redispatch_bench_add2(UC10_KS_CPU, &tr, &ta, &tb);
	fails += st;
}

BENCH_NOINLINE static void run_chain(unsigned long n)
{
	unsigned st = 0;
	while (n--)
		st |= uc10_call_bench_add2g(&tr, &ta, &tb);
	fails += st;
}

/* The stack holds the arguments; the call leaves the return in their place. */
static uc10_ivalue sv[2];
static uc10_stack stk = { sv, 2, 2, &tr, 1, 0 };
static inline void refill(void)
{
	uc10_box_tensor(&sv[0], &ta);
	uc10_box_tensor(&sv[1], &tb);
	stk.len = 2;
	stk.ret_used = 0;
}

BENCH_NOINLINE static void run_boxed(unsigned long n)
{
	unsigned st = 0;
	while (n--) {
		refill();
		st |= uc10_call_boxed(UC10_OP_bench_add2, &stk);
	}
	fails += st;
}

BENCH_NOINLINE static void run_boxbase(unsigned long n)
{
	unsigned st = 0;
	while (n--) {
		refill();
		st |= bench_add2_cpu(UC10_KS_CPU, &tr, &ta, &tb);
	}
	fails += st;
}

BENCH_NOINLINE static void run_local(unsigned long n)
{
	while (n--)
		sink = uc10_local_get();
}

BENCH_NOINLINE static void run_empty(unsigned long n)
{
	while (n--)
		sink = &dummy;
}

static const struct { const char *label; void (*run)(unsigned long); } loops[] = {
	{ "call", run_call }, { "general", run_general }, { "direct", run_direct }, { "redisp", run_redisp },
	{ "chain", run_chain }, { "boxed", run_boxed }, { "boxbase", run_boxbase },
	{ "local", run_local }, { "empty", run_empty },
};

int main(void)
{
	unsigned i;
	bench_init();
	for (i = 0; i < sizeof loops / sizeof loops[0]; i++) {
		loops[i].run(1);   /* warm: the first call of anything is not measured */
		bench_begin(loops[i].label, BENCH_N);
		loops[i].run(BENCH_N);
		bench_end();
		bench_begin(loops[i].label, 2 * BENCH_N);
		loops[i].run(2 * BENCH_N);
		bench_end();
	}
	if (fails) {
		printf("bench: a dispatched call failed: %s\n", uc10_last_error());
		return 1;
	}
	return 0;
}
