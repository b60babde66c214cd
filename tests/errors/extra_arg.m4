m4_dnl EXPECT: 4: error: UC10_IMPL: expected 4 arguments (namespace, KEY, op, c_function), got 5
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPU, foo, foo_cpu, extra)
