m4_dnl EXPECT: 5: error: UC10_IMPL_FALLTHROUGH: second impl of o::foo at CPU (the first is at tests/errors/dup_fallthrough_impl.m4:4); use UC10_IMPL_FALLTHROUGH_OVERRIDE to replace it
UC10_LIBRARY(o)
UC10_DEF(o, `foo(Tensor a) -> Tensor')
UC10_IMPL(o, CPU, foo, foo_cpu)
UC10_IMPL_FALLTHROUGH(o, CPU, foo)
