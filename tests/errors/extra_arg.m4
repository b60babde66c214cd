m4_dnl EXPECT: 4: error: UC10_IMPL: expected 4 or 5 arguments (namespace, KEY, op, c_function[, dtypes]), got 6
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPU, foo, foo_cpu, `Float', extra)
