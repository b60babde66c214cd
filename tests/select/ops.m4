m4_dnl tests/select/ops.m4 - a composite operator and the operator it calls.
UC10_LIBRARY(s)
UC10_DEF(s, `leaf(Tensor self) -> Tensor')
UC10_IMPL(s, CPU, leaf, s_leaf_cpu)
UC10_DEF(s, `comp(Tensor self) -> Tensor')
UC10_IMPL(s, CompositeImplicitAutograd, comp, s_comp_cia)
UC10_DEF(s, `unused(Tensor self) -> Tensor')
UC10_IMPL(s, CPU, unused, s_unused_cpu)
