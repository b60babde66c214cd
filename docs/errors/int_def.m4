m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: bad default `x' for int argument `a': foo(int a=x) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(int a=x) -> Tensor')
