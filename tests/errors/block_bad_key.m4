m4_dnl EXPECT: 2: error: UC10_LIBRARY_IMPL: unknown dispatch key `CPUX'
UC10_LIBRARY_IMPL(b, CPUX, `
  UC10_M_IMPL(myadd, myadd_cpu)
')
