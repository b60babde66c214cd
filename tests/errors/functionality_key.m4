m4_dnl EXPECT: 4: error: UC10_IMPL: `Dense' is a per-backend functionality key, which has no table entry of its own; register at one of its runtime keys (with a backend: CPU for Dense, QuantizedCPU for Quantized, ...)
UC10_LIBRARY(x)
UC10_DEF(x, `foo(Tensor a) -> Tensor')
UC10_IMPL(x, Dense, foo, foo_cpu)
