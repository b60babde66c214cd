m4_dnl EXPECT: 4: error: UC10_IMPL: `fallthrough' is reserved for uc10 dump output; rename the function
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPU, foo, fallthrough)
