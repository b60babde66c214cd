m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: unknown type `Tensr'
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensr a) -> Tensor')
