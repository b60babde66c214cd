m4_dnl EXPECT: 2: error: UC10_DEF: namespace `y' has no UC10_LIBRARY(y)
UC10_DEF(y, `foo(Tensor a) -> Tensor')
