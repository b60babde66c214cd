m4_dnl OK: TORCH_LIBRARY-style blocks register the same things as the plain macros
UC10_LIBRARY_BLOCK(b, `
  UC10_M_DEF(`myadd(Tensor self, Tensor other) -> Tensor')
  UC10_M_DEF(`mysub(Tensor self, Tensor other) -> Tensor')
')
UC10_LIBRARY_IMPL(b, CPU, `
  UC10_M_IMPL(myadd, myadd_cpu)
  UC10_M_IMPL(mysub, mysub_cpu)
')
UC10_LIBRARY_IMPL(b, AutogradCPU, `
  UC10_M_FALLTHROUGH(mysub)
')
