m4_dnl EXPECT: 5: error: unknown macro UC10_IMLP (misspelled?): text outside any uc10 macro is an error: UC10_IMLP(x, CPU, foo, foo_cpu)
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
m4_dnl m4 would drop the call and foo would have no CPU kernel.
UC10_IMLP(x, CPU, foo, foo_cpu)
