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
#include "common/isa.h"

#if defined(__ARM_FEATURE_FMA) || defined(__FP_FAST_FMAF)
#define UC10__MULADDF(a, b, acc) __builtin_fmaf((a), (b), (acc))
#else
#define UC10__MULADDF(a, b, acc) ((a) * (b) + (acc))
#endif

/*
 * Note [float32 vectors]
 * On x86-64 the float cores' innermost loops work on UC10__VL floats at a
 * time, GCC's vector extension (uc10__vf): 4 lanes (SSE2, the baseline
 * every x86-64 has), 8 when the build targets AVX, 16 with AVX-512F.  The
 * width is the compiler's: the host build picks it with HOST_ARCH
 * (ports/host/port.mk, e.g. `make HOST_ARCH=native`), the default build
 * stays at the baseline.  Each lane is one output element's sum, computed
 * in the scalar code's order with the scalar code's multiply-add (the
 * FMA instruction where the build has one, as UC10__MULADDF), so a result
 * is the same bit for bit whichever path computes it.  Elsewhere (the
 * boards, other hosts) UC10__VL is 1 and there is no vector code.  The
 * build has them when UC10_ISA is UC10_ISA_VEC (common/isa.h).
 */
#if UC10_ISA == UC10_ISA_VEC
#include <immintrin.h>
#if defined(__AVX512F__)
#define UC10__VL 16
#elif defined(__AVX__)
#define UC10__VL 8
#else
#define UC10__VL 4
#endif
/* unaligned, and a view of any float array */
typedef float uc10__vf __attribute__((vector_size(UC10__VL * sizeof(float)), aligned(sizeof(float)), may_alias));
#if UC10__VL == 16
#define UC10__VSPLAT(x) ((uc10__vf)_mm512_set1_ps(x))
#define UC10__VMULADD(a, b, acc) ((uc10__vf)_mm512_fmadd_ps((a), (b), (acc)))
#elif UC10__VL == 8
#define UC10__VSPLAT(x) ((uc10__vf)_mm256_set1_ps(x))
#define UC10__VMULADD(a, b, acc) ((uc10__vf)_mm256_fmadd_ps((a), (b), (acc)))
#else
#define UC10__VSPLAT(x) ((uc10__vf)_mm_set1_ps(x))
#define UC10__VMULADD(a, b, acc) ((uc10__vf)_mm_fmadd_ps((a), (b), (acc)))
#endif
#if !defined(__FP_FAST_FMAF)
#undef UC10__VMULADD
#define UC10__VMULADD(a, b, acc) ((a) * (b) + (acc))
#endif
#else
#define UC10__VL 1
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

/*
 * The kernels behind it, where an ISA has its own (Note [A home for each
 * ISA]; sgemm.c defines the portable ones of the others):
 *   UC10__SGEMM_HAS_VROWS       sgemm_vec.c: rows of C by vectors of
 *                               columns, B and C rows contiguous
 *   UC10__SGEMM_HAS_BLOCK_ROWS  one 4 x 4 block of A, B and C row-major
 *                               (uc10__sgemm_block_rows)
 *   UC10__SGEMM_HAS_DOTS4       four rows of A, contiguous along k, by one
 *                               column of B (uc10__sgemm_dots4: the
 *                               columns left over, and a matrix-vector
 *                               product: a batch-1 linear layer)
 * None of them needs scratch.
 */
#if UC10_ISA == UC10_ISA_VEC
#define UC10__SGEMM_HAS_VROWS 1
#elif UC10_ISA == UC10_ISA_ARMV7EM
#define UC10__SGEMM_HAS_BLOCK_ROWS 1
#define UC10__SGEMM_HAS_DOTS4 1
#endif

/* C's rows i.. (4 of them, c_rs apart) by every column, vectors of columns (N >= UC10__VL). */
void uc10__sgemm_vrows4(ptrdiff_t N, ptrdiff_t K, const float *a, ptrdiff_t ars, ptrdiff_t acs, const float *b,
                        ptrdiff_t brs, float *c, ptrdiff_t crs, const float *bias, ptrdiff_t bs);
/* One row of C, the same. */
void uc10__sgemm_vrows1(ptrdiff_t N, ptrdiff_t K, const float *a, ptrdiff_t acs, const float *b, ptrdiff_t brs,
                        float *c, const float *bias);
/* One 4 x 4 block of C from A, B and C row-major (column strides 1; K > 0). */
void uc10__sgemm_block_rows(ptrdiff_t K, const float *a, ptrdiff_t a_rs, const float *b, ptrdiff_t b_rs, float *c,
                            ptrdiff_t c_rs, const float *bias, ptrdiff_t bias_s);
/* c[r * crs] = sum over k of a[r * ars + k] * b[k * brs] (+ bias[r * bs]), r < 4. */
void uc10__sgemm_dots4(ptrdiff_t K, const float *a, ptrdiff_t ars, const float *b, ptrdiff_t brs, float *c,
                       ptrdiff_t crs, const float *bias, ptrdiff_t bs);

#endif
