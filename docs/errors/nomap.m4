m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: type `Scalar?[]' has no C mapping in uc10: foo(Scalar?[] a) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Scalar?[] a) -> Tensor')
