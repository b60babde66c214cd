m4_dnl EXPECT: 2: error: UC10_M_IMPL and UC10_M_FALLTHROUGH belong inside UC10_LIBRARY_IMPL
UC10_LIBRARY_BLOCK(x, `
  UC10_M_DEF(`foo(Tensor a) -> Tensor')
  UC10_M_IMPL(foo, foo_cpu)
')
