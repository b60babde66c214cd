m4_dnl EXPECT: 4: error: UC10_IMPL: no UC10_DEF for operator x::bar
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPU, bar, bar_cpu)
