m4_dnl OK: an unquoted schema works while its commas sit inside parentheses
UC10_LIBRARY(x)
UC10_DEF(x, foo(Tensor a, int[2] b=[1, 1]) -> Tensor)
