m4_dnl EXPECT: 3: error: UC10_LIBRARY: namespace `x' is already declared at
UC10_LIBRARY(x)
UC10_LIBRARY(x)
