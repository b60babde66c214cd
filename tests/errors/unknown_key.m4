m4_dnl EXPECT: 4: error: UC10_IMPL: unknown dispatch key `CPUU'
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPUU, foo, foo_cpu)
