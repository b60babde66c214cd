m4_dnl EXPECT: 5: error: UC10_IMPL: second impl of x::foo at CPU (the first is at
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPU, foo, foo_cpu)
UC10_IMPL(x, CPU, foo, foo_cpu2)
