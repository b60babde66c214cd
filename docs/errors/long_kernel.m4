m4_dnl EXPECT: 4: error: UC10_IMPL: kernel is longer than 200 characters
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, CPU, foo, kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk)
