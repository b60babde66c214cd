m4_dnl tables/myops.m4 - the seed example (PyTorch's dispatcher tutorial, the
m4_dnl uc10 way): an operator outside aten with a CPU kernel, an Autograd kernel
m4_dnl that steps below autograd and calls again, a per-backend fallthrough, and
m4_dnl a boxed fallback standing for an accelerator on PrivateUse1.
m4_dnl Kernels: kernels/myops/.
UC10_LIBRARY(myops)
UC10_DEF(myops, `myadd(Tensor self, Tensor other) -> Tensor')
UC10_IMPL(myops, CPU, myadd, myadd_cpu)
UC10_IMPL(myops, Autograd, myadd, myadd_autograd)
UC10_IMPL_FALLTHROUGH(myops, AutogradMeta, myadd)
UC10_FALLBACK(PrivateUse1, my_boxed_fallback)
UC10_FALLBACK_FALLTHROUGH(AutogradPrivateUse1)
