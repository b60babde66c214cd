m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: default None for non-optional argument `a': foo(int a=None) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(int a=None) -> Tensor')
