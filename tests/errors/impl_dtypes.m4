m4_dnl EXPECT: 4: error: UC10_IMPL: dtypes `Float Half' of foo_cpu: a list of Byte, Char, Short, Int, Long, Float, Double, Bool, QInt8, QUInt8, QInt32
UC10_LIBRARY(c)
UC10_DEF(c, `foo(Tensor a) -> Tensor')
UC10_IMPL(c, CPU, foo, foo_cpu, `Float Half')
