m4_dnl EXPECT: 4: error: UC10_USES: x::foo uses x::bar, which has no UC10_DEF
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_USES(x, foo, `x::bar')
