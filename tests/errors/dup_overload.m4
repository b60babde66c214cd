m4_dnl EXPECT: 4: error: UC10_DEF: operator x::foo.out is already defined at
UC10_LIBRARY(x)
UC10_DEF(x, `foo.out(Tensor a, *, Tensor(a!) out) -> Tensor(a!)')
UC10_DEF(x, `foo.out(Tensor a, Tensor b, *, Tensor(a!) out) -> Tensor(a!)')
