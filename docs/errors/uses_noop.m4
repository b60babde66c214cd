m4_dnl EXPECT: 3: error: UC10_USES: missing operator name
UC10_LIBRARY(x)
UC10_USES(x, , `x::bar')
