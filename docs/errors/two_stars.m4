m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: more than one *: foo(Tensor a, *, int b, *, int c) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a, *, int b, *, int c) -> Tensor')
