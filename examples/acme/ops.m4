m4_dnl ops.m4 - the acme project's operator library: one operator with a CPU
m4_dnl kernel (kernels.c).  uc10's generator reads it from the project's own
m4_dnl tree: uc10_add_tables(TARGET acme_demo OPS ops.m4) in CMakeLists.txt.
UC10_LIBRARY(acme)
UC10_DEF(acme, `scaled_add(Tensor self, Tensor other, float alpha=1.0) -> Tensor')
UC10_IMPL(acme, CPU, scaled_add, acme_scaled_add_cpu)
