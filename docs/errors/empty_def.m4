m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: empty default for `a': foo(int a=) -> Tensor
UC10_LIBRARY(x)
UC10_DEF(x, `foo(int a=) -> Tensor')
