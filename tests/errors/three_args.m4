m4_dnl EXPECT: 3: error: UC10_DEF: expected 2 arguments (namespace, `schema'), got 3
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor', extra)
