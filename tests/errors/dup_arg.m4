m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: duplicate argument name `a'
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a, int a) -> Tensor')
