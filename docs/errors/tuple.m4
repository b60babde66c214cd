m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: tuple type (int, int) has no C form: foo((int, int) a) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo((int, int) a) -> Tensor')
