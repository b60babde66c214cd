m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: malformed return `Tensor a b': foo(Tensor a) -> Tensor a b
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor a b')
