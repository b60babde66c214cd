m4_dnl EXPECT: 4: error: UC10_IMPL: missing operator name
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPU, , foo_cpu)
