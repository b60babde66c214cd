m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: bad default `abc' for str argument `s': foo(str s=abc) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(str s=abc) -> Tensor')
