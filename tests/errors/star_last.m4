m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: * must be followed by a keyword-only argument
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a, *) -> Tensor')
