m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: unsupported type 1a: foo(1a b) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(1a b) -> Tensor')
