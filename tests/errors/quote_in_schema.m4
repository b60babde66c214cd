m4_dnl EXPECT: 3: error: UC10_DEF: malformed schema: expected NAME(ARGS) -> RETURNS
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a, str s="it's") -> Tensor')
