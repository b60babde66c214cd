m4_dnl EXPECT: 4: error: UC10_DEF: operator x::a_b clashes with x::a.b after C name mangling (both become x_a_b)
UC10_LIBRARY(x)
UC10_DEF(x, `a.b(Tensor a) -> Tensor')
UC10_DEF(x, `a_b(Tensor a) -> Tensor')
