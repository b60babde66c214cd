m4_dnl EXPECT: 3: error: UC10_LIBRARY: namespace `x' is already declared at docs/errors/fragment_first.m4:2; use UC10_LIBRARY_FRAGMENT to add to it
UC10_LIBRARY_FRAGMENT(x)
UC10_LIBRARY(x)
