m4_dnl EXPECT: 4: error: UC10_IMPL_FALLTHROUGH: expected 3 arguments (namespace, KEY, op), got 4
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL_FALLTHROUGH(x, CPU, foo, foo_cpu)
