m4_dnl EXPECT: 3: error: UC10_IMPL_FALLTHROUGH: no UC10_DEF for operator x::foo
UC10_LIBRARY(x)
UC10_IMPL_FALLTHROUGH(x, AutogradCPU, foo)
