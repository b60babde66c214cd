m4_dnl bench/ops.m4 - the operator set of the dispatch benchmark
m4_dnl (bench/dispatch.c; kernels: bench/kernels.c, all of which only return).
m4_dnl add2: a CPU kernel and nothing else, so a CPU tensor's call goes
m4_dnl straight to table entry 1 (CPU): the shortest dispatched call.
m4_dnl add2g: the same with an Autograd kernel that redispatches below
m4_dnl autograd, as every differentiable aten op does.
UC10_LIBRARY(bench)
UC10_DEF(bench, `add2(Tensor a, Tensor b) -> Tensor')
UC10_IMPL(bench, CPU, add2, bench_add2_cpu)
UC10_DEF(bench, `add2g(Tensor a, Tensor b) -> Tensor')
UC10_IMPL(bench, CPU, add2g, bench_add2g_cpu)
UC10_IMPL(bench, Autograd, add2g, bench_add2g_autograd)
