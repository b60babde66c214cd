m4_dnl EXPECT: 4: error: UC10_DEF: operator x::foo is already defined at
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_DEF(x, `foo(Tensor b) -> Tensor')
