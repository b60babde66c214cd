m4_dnl tests/reliability/wideops.m4 - operators with more than 32 arguments
m4_dnl (kernels and test: tests/reliability/test_wide.c).  uc10_op keeps the
m4_dnl arguments that feed the key set as bits of a uint32_t: these check the
m4_dnl 33rd argument and beyond.
UC10_LIBRARY(w)
m4_dnl A tensor at argument 34.
UC10_DEF(w, `tail(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9, int a10, int a11, int a12, int a13, int a14, int a15, int a16, int a17, int a18, int a19, int a20, int a21, int a22, int a23, int a24, int a25, int a26, int a27, int a28, int a29, int a30, int a31, int a32, int a33, Tensor last) -> int')
UC10_IMPL(w, CPU, tail, w_tail_cpu)
UC10_IMPL(w, QuantizedCPU, tail, w_tail_qcpu)
m4_dnl A tensor first, then 32 ints: argument 32 is not a tensor.
UC10_DEF(w, `head(Tensor self, int b1, int b2, int b3, int b4, int b5, int b6, int b7, int b8, int b9, int b10, int b11, int b12, int b13, int b14, int b15, int b16, int b17, int b18, int b19, int b20, int b21, int b22, int b23, int b24, int b25, int b26, int b27, int b28, int b29, int b30, int b31, int b32) -> int')
UC10_IMPL(w, CPU, head, w_head_cpu)
