m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: bad default `maybe' for bool argument `flag'
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a, bool flag=maybe) -> Tensor')
