m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: malformed argument list: foo(Tensor a,, Tensor b) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a,, Tensor b) -> Tensor')
