m4_dnl EXPECT: 3: error: UC10_DEF: schema namespace `y' differs from library `x'
UC10_LIBRARY(x)
UC10_DEF(x, `y::foo(Tensor a) -> Tensor')
