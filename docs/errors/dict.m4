m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: type `Dict(str, Tensor)': dictionaries have no C form: foo(Dict(str, Tensor) d) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Dict(str, Tensor) d) -> Tensor')
