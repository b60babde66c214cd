m4_dnl OK: a fallthrough replaces a kernel at the same (op, key), and a kernel replaces a fallthrough, each said explicitly
UC10_LIBRARY(o)
UC10_DEF(o, `foo(Tensor a) -> Tensor')
UC10_DEF(o, `bar(Tensor a) -> Tensor')
UC10_IMPL(o, AutogradCPU, foo, foo_autograd)
UC10_IMPL_FALLTHROUGH_OVERRIDE(o, AutogradCPU, foo)
UC10_IMPL_FALLTHROUGH(o, CPU, bar)
UC10_IMPL_OVERRIDE(o, CPU, bar, bar_cpu)
