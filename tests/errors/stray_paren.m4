m4_dnl EXPECT: 3: error: a `)' too many closes a macro call early
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor'))
UC10_IMPL(x, CPU, foo, foo_cpu)
