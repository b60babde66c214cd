m4_dnl EXPECT: 3: error: UC10_USES: no UC10_DEF for operator x::foo
UC10_LIBRARY(x)
UC10_USES(x, foo, `x::bar')
