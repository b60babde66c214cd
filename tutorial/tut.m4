m4_dnl tutorial/tut.m4 - the tutorial's operator library (tutorial/README.md).
m4_dnl The DSP backend registers in tutorial/dsp.m4; kernels: tutorial/*.c.

m4_dnl Step 1: the schema, and a kernel for CPU tensors.
UC10_LIBRARY(tut)
UC10_DEF(tut, `myadd(Tensor self, Tensor other) -> Tensor')
UC10_IMPL(tut, CPU, myadd, tut_myadd_cpu)

m4_dnl Step 3: autograd, for every backend at once (an alias key).
UC10_IMPL(tut, Autograd, myadd, tut_myadd_autograd)

m4_dnl Step 4: an in-place operator; its return is its first argument.
UC10_DEF(tut, `myadd_(Tensor(a!) self, Tensor other) -> Tensor(a!)')
UC10_IMPL(tut, CPU, myadd_, tut_myadd__cpu)
UC10_IMPL(tut, Autograd, myadd_, tut_myadd__autograd)
UC10_IMPL(tut, ADInplaceOrView, myadd_, tut_myadd__adinplace)

m4_dnl Step 5: autocast to int8, and myadd of int8 tensors.
UC10_IMPL(tut, AutocastCPU, myadd, tut_myadd_autocast)
UC10_IMPL(tut, QuantizedCPU, myadd, tut_myadd_qcpu)

m4_dnl Step 6: an operator with a CPU kernel only.
UC10_DEF(tut, `mymul(Tensor self, Tensor other) -> Tensor')
UC10_IMPL(tut, CPU, mymul, tut_mymul_cpu)

m4_dnl Step 7: tut::mymul skips the Tracer fallback (tables/tracer.m4).
UC10_IMPL_FALLTHROUGH(tut, Tracer, mymul)
