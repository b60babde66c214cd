m4_dnl tests/reliability/relops.m4 - operators of the reliability tests
m4_dnl (kernels: tests/reliability/relops.c).  Built together with
m4_dnl tables/myops.m4 and tests/core/testops.m4 into $(BUILD)/gen-rel.
UC10_LIBRARY(rel)
m4_dnl Which kernel runs: each returns its own number (relops.h), so a
m4_dnl caller sees the path its key sets chose.  The Autograd kernel steps
m4_dnl below autograd with a guard (it uses the calling thread's context)
m4_dnl and adds 100 to what runs below.
UC10_DEF(rel, `which(Tensor self) -> int')
UC10_IMPL(rel, CPU, which, rel_which_cpu)
UC10_IMPL(rel, QuantizedCPU, which, rel_which_qcpu)
UC10_IMPL(rel, FPGA, which, rel_which_fpga)
UC10_IMPL(rel, Autograd, which, rel_which_autograd)
m4_dnl No tensor: the local included set decides.
UC10_DEF(rel, `which0(int x) -> int')
UC10_IMPL(rel, BackendSelect, which0, rel_which0_bs)
UC10_IMPL(rel, CPU, which0, rel_which0_cpu)
UC10_IMPL(rel, FPGA, which0, rel_which0_fpga)
m4_dnl A boxed fallback: answers rel::which and rel::which0, refuses the rest.
UC10_FALLBACK(PrivateUse3, rel_fallback)
m4_dnl Every argument kind a typed call checks, every output kind.
UC10_DEF(rel, `args(Tensor a, Tensor? b, Tensor[] c, Tensor?[] d, Tensor(a!) e, Tensor(b!)? f, Tensor(c!)[] g, str s, str? so, Generator? gen, Dimname dn, int[] il, float[]? fl, Scalar sc, Scalar? osc, ScalarType? dt, Device dev, bool flag) -> (Tensor, int, float, bool, Tensor?)')
UC10_IMPL(rel, CPU, args, rel_args_cpu)
m4_dnl An out= variant: the return is the out argument.
UC10_DEF(rel, `add.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)')
UC10_IMPL(rel, CompositeExplicitAutograd, add.out, rel_add_out)
m4_dnl A Tensor[] return (typed calls only) and a list return.
UC10_DEF(rel, `chunks(Tensor self, int n) -> Tensor[]')
UC10_IMPL(rel, CPU, chunks, rel_chunks_cpu)
UC10_DEF(rel, `shape(Tensor self) -> int[]')
UC10_IMPL(rel, CompositeImplicitAutograd, shape, rel_shape_cia)
m4_dnl Non-tensor pointers that are not optional.
UC10_DEF(rel, `named(Tensor self, str name, Dimname dim, Generator gen, Storage st) -> Tensor')
UC10_IMPL(rel, CPU, named, rel_named_cpu)
m4_dnl More returns than arguments: a boxed stack needs room for them.
UC10_DEF(rel, `pair(Tensor self) -> (Tensor, Tensor)')
UC10_IMPL(rel, CPU, pair, rel_pair_cpu)
