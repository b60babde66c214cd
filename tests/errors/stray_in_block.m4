m4_dnl EXPECT: 5: error: unknown macro UC10_M_IMLP (misspelled?)
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_LIBRARY_IMPL(x, CPU, `
  UC10_M_IMLP(foo, foo_cpu)
')
