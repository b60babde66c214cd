m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: varargs (...) have no C form: foo(...) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(...) -> Tensor')
