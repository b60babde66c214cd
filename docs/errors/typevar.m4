m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: type variable `t' has no C form: foo(t a) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(t a) -> Tensor')
