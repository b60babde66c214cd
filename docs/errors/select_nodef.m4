m4_dnl EXPECT: 2: error: UC10_SELECT: no UC10_DEF for operator x::nope
UC10_SELECT(`x::nope')
