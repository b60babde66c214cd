m4_dnl EXPECT: 6: error: stray text outside any uc10 macro: registers nothing
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPU, foo, foo_cpu)

  registers nothing
