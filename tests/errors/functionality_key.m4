m4_dnl EXPECT: 4: error: UC10_IMPL: unknown dispatch key `Dense'
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, Dense, foo, foo_cpu)
