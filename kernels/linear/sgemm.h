/*
 * kernels/linear/sgemm.h - the float32 matrix product behind mm, addmm,
 * linear and the 1x1 convolution, and the float multiply-add they share.
 *
 * Note [float32 multiply-add]
 * Where the FPU has a fused multiply-add (Cortex-M4F, M7: VFMA.F32), the
 * float kernels' sums are fmaf(a, b, acc), one instruction and one
 * rounding; elsewhere (no FPU, or an x86-64 built for the baseline ISA)
 * a * b + acc, as C writes it (ISO C mode does not contract it).  The
 * difference is one rounding per term, well inside the tolerances at which
 * float results are compared with PyTorch's, whose BLAS and oneDNN sum in
 * another order and with FMA anyway.
 */
#ifndef UC10_SGEMM_H
#define UC10_SGEMM_H

#include <stddef.h>

#if defined(__ARM_FEATURE_FMA) || defined(__FP_FAST_FMAF)
#define UC10__MULADDF(a, b, acc) __builtin_fmaf((a), (b), (acc))
#else
#define UC10__MULADDF(a, b, acc) ((a) * (b) + (acc))
#endif

/*
 * C[i][j] = sum over k of A[i][k] * B[k][j] (k in order, from 0), plus
 * bias[i] when bias is not NULL (added to the finished sum), for i < M,
 * j < N; elements are addressed by their strides in elements (row, column).
 * Computed in 4 x 4 blocks, each element of A and B loaded once per block;
 * the blocks' inner loop is specialised for unit column strides of A and B
 * (row-major operands) and for A and B^T both running along k (the dot
 * products of a channels_last 1x1 convolution or of linear's weight).
 */
void uc10__sgemm(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const float *A, ptrdiff_t a_rs, ptrdiff_t a_cs,
                 const float *B, ptrdiff_t b_rs, ptrdiff_t b_cs, float *C, ptrdiff_t c_rs, ptrdiff_t c_cs,
                 const float *bias, ptrdiff_t bias_s);

#endif
