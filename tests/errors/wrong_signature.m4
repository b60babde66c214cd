UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a, int n) -> Tensor')
UC10_IMPL(x, CPU, foo, foo_cpu)
