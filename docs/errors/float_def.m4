m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: bad default `abc' for float argument `a': foo(float a=abc) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(float a=abc) -> Tensor')
