m4_dnl EXPECT: 2: error: UC10_LIBRARY: namespace `my-ops' is not a C identifier
UC10_LIBRARY(my-ops)
