m4_dnl OK: a catch-all kernel, as m.impl(name, fn) without a key: at CompositeImplicitAutograd
UC10_LIBRARY(c)
UC10_DEF(c, `foo(Tensor a) -> Tensor')
UC10_IMPL_CATCHALL(c, foo, foo_any)
UC10_LIBRARY_BLOCK(d, `
  UC10_M_DEF(`bar(Tensor a) -> Tensor')
  UC10_M_IMPL(bar, bar_any)
  UC10_M_DEF(`baz(Tensor a) -> Tensor')
  UC10_M_FALLTHROUGH(baz)
')
