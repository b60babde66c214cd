/*
 * bench/torch/dispatch.cpp - bench/dispatch.c's `call' and `direct' loops
 * through PyTorch 1.13 itself (Debian's libtorch-dev), for the ratio in
 * BENCHMARKS.md: bench::add2 is defined with TORCH_LIBRARY, its CPU kernel
 * (which only returns) registered with TORCH_FN, and called through the
 * typed handle's Dispatcher::call with two CPU tensors, as generated
 * at::add would be.  Counted by callgrind like the C programs (bench.h).
 */
#include <ATen/ATen.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <torch/library.h>
#include <torch/csrc/api/include/torch/version.h>
#include "bench.h"

#ifndef BENCH_N
#define BENCH_N 10000
#endif

__attribute__((noinline)) at::Tensor add2_cpu(const at::Tensor &a, const at::Tensor &b)
{
	(void)a; (void)b;
	return at::Tensor();
}

TORCH_LIBRARY(bench, m) { m.def("add2(Tensor a, Tensor b) -> Tensor"); }
TORCH_LIBRARY_IMPL(bench, CPU, m) { m.impl("add2", TORCH_FN(add2_cpu)); }

static at::Tensor ta, tb;
static volatile unsigned defined;

BENCH_NOINLINE static void run_call(unsigned long n)
{
	static auto op = c10::Dispatcher::singleton()
		.findSchemaOrThrow("bench::add2", "")
		.typed<at::Tensor(const at::Tensor &, const at::Tensor &)>();
	unsigned d = 0;
	while (n--)
		d += op.call(ta, tb).defined();
	defined += d;
}

BENCH_NOINLINE static void run_direct(unsigned long n)
{
	unsigned d = 0;
	while (n--)
		d += add2_cpu(ta, tb).defined();
	defined += d;
}

int main()
{
	static const struct { const char *label; void (*run)(unsigned long); } loops[] = {
		{ "call", run_call }, { "direct", run_direct },
	};
	ta = at::empty({1});
	tb = at::empty({1});
	for (const auto &l : loops) {
		l.run(1);
		bench_begin(l.label, BENCH_N);
		l.run(BENCH_N);
		bench_end();
		bench_begin(l.label, 2 * BENCH_N);
		l.run(2 * BENCH_N);
		bench_end();
	}
	printf("info: torch %s, keys %s\n", TORCH_VERSION,
	       c10::toString(ta.key_set()).c_str());
	return defined != 0;
}
