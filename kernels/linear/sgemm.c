/*
 * uc10__sgemm: float32 C = A B (+ bias per row), see sgemm.h.
 *
 * A 4 x 4 block of C keeps its 16 sums in registers (the FPU has 32
 * single-precision ones, x86-64 16 SSE ones: the rest spill to the stack
 * there, which costs less than reloading A and B); each k loads 4 values
 * of A and 4 of B for 16 multiply-adds.  The rows and columns left over
 * (M or N not a multiple of 4) are done one element at a time, or, when A
 * runs along k, four rows at a time (uc10__sgemm_dots4).
 *
 * Where an ISA has its own kernels (Note [A home for each ISA], sgemm.h),
 * they compute the same sums: sgemm_vec.c the host's vectors of columns,
 * sgemm_armv7em.c Cortex-M4F / M7's 4 x 4 block and four dot products
 * along k, in s-registers, loaded four at a time.
 */
#include "uc10/keyset.h"
#include "linear/sgemm.h"

/* One 4 x 4 block; acs..bcs are constants where the caller knows them. */
UC10_INLINE void block4x4(ptrdiff_t K, const float *a, ptrdiff_t ars, ptrdiff_t acs, const float *b, ptrdiff_t brs,
                         ptrdiff_t bcs, float *c, ptrdiff_t crs, ptrdiff_t ccs, const float *bias, ptrdiff_t bs)
{
	const float *a0 = a, *a1 = a + ars, *a2 = a + 2 * ars, *a3 = a + 3 * ars;
	float c00 = 0, c01 = 0, c02 = 0, c03 = 0, c10 = 0, c11 = 0, c12 = 0, c13 = 0;
	float c20 = 0, c21 = 0, c22 = 0, c23 = 0, c30 = 0, c31 = 0, c32 = 0, c33 = 0;

	for (ptrdiff_t k = K; k > 0; k--) {
		const float x0 = *a0, x1 = *a1, x2 = *a2, x3 = *a3;
		const float y0 = b[0], y1 = b[bcs], y2 = b[2 * bcs], y3 = b[3 * bcs];
		a0 += acs, a1 += acs, a2 += acs, a3 += acs, b += brs;
		c00 = UC10__MULADDF(x0, y0, c00), c01 = UC10__MULADDF(x0, y1, c01);
		c02 = UC10__MULADDF(x0, y2, c02), c03 = UC10__MULADDF(x0, y3, c03);
		c10 = UC10__MULADDF(x1, y0, c10), c11 = UC10__MULADDF(x1, y1, c11);
		c12 = UC10__MULADDF(x1, y2, c12), c13 = UC10__MULADDF(x1, y3, c13);
		c20 = UC10__MULADDF(x2, y0, c20), c21 = UC10__MULADDF(x2, y1, c21);
		c22 = UC10__MULADDF(x2, y2, c22), c23 = UC10__MULADDF(x2, y3, c23);
		c30 = UC10__MULADDF(x3, y0, c30), c31 = UC10__MULADDF(x3, y1, c31);
		c32 = UC10__MULADDF(x3, y2, c32), c33 = UC10__MULADDF(x3, y3, c33);
	}
	if (bias) {
		const float b0 = bias[0], b1 = bias[bs], b2 = bias[2 * bs], b3 = bias[3 * bs];
		c00 += b0, c01 += b0, c02 += b0, c03 += b0, c10 += b1, c11 += b1, c12 += b1, c13 += b1;
		c20 += b2, c21 += b2, c22 += b2, c23 += b2, c30 += b3, c31 += b3, c32 += b3, c33 += b3;
	}
	c[0] = c00, c[ccs] = c01, c[2 * ccs] = c02, c[3 * ccs] = c03, c += crs;
	c[0] = c10, c[ccs] = c11, c[2 * ccs] = c12, c[3 * ccs] = c13, c += crs;
	c[0] = c20, c[ccs] = c21, c[2 * ccs] = c22, c[3 * ccs] = c23, c += crs;
	c[0] = c30, c[ccs] = c31, c[2 * ccs] = c32, c[3 * ccs] = c33;
}

/* One element (the leftover rows and columns). */
static void dot1(ptrdiff_t K, const float *a, ptrdiff_t acs, const float *b, ptrdiff_t brs, float *c,
                 const float *bias)
{
	float s = 0;
	for (ptrdiff_t k = K; k > 0; k--, a += acs, b += brs)
		s = UC10__MULADDF(*a, *b, s);
	*c = bias ? s + *bias : s;
}

/*
 * The blocks of one row band, one function per case of constant strides:
 * apart from the loops around them, their pointers fit in registers.
 */
#define BLOCK(NAME, ACS, BRS, BCS) \
	NAME(ptrdiff_t K, const float *a, ptrdiff_t a_rs, ptrdiff_t a_cs, const float *B, ptrdiff_t b_rs, \
	     ptrdiff_t b_cs, float *c, ptrdiff_t c_rs, ptrdiff_t c_cs, const float *bi, ptrdiff_t bias_s) \
	{ \
		(void)a_cs, (void)b_rs, (void)b_cs; \
		block4x4(K, a, a_rs, ACS, B, BRS, BCS, c, c_rs, c_cs, bi, bias_s); \
	}
#define BAND(NAME, BLOCKFN) \
	static void NAME(ptrdiff_t N, ptrdiff_t K, const float *a, ptrdiff_t a_rs, ptrdiff_t a_cs, const float *B, \
	                 ptrdiff_t b_rs, ptrdiff_t b_cs, float *c, ptrdiff_t c_rs, ptrdiff_t c_cs, const float *bi, \
	                 ptrdiff_t bias_s) \
	{ \
		for (ptrdiff_t j = N / 4; j > 0; j--, B += 4 * b_cs, c += 4 * c_cs) \
			BLOCKFN(K, a, a_rs, a_cs, B, b_rs, b_cs, c, c_rs, c_cs, bi, bias_s); \
	}
static __attribute__((noinline)) void BLOCK(block_rows, 1, b_rs, 1)   /* A and B row-major */
static __attribute__((noinline)) void BLOCK(block_dots, 1, 1, b_cs)   /* A and B^T row-major: dot products */
static __attribute__((noinline)) void BLOCK(block_any, a_cs, b_rs, b_cs)
BAND(band_rows, block_rows)
BAND(band_dots, block_dots)
BAND(band_any, block_any)
#if defined(UC10__SGEMM_HAS_BLOCK_ROWS)
/* A, B and C row-major: the ISA's block */
static inline void block_rows_isa(ptrdiff_t K, const float *a, ptrdiff_t a_rs, ptrdiff_t a_cs, const float *B,
                                  ptrdiff_t b_rs, ptrdiff_t b_cs, float *c, ptrdiff_t c_rs, ptrdiff_t c_cs,
                                  const float *bi, ptrdiff_t bias_s)
{
	(void)a_cs, (void)b_cs, (void)c_cs;
	uc10__sgemm_block_rows(K, a, a_rs, B, b_rs, c, c_rs, bi, bias_s);
}
BAND(band_rows1, block_rows_isa)
#else
#define band_rows1 band_rows
#endif

#if !defined(UC10__SGEMM_HAS_DOTS4)
void uc10__sgemm_dots4(ptrdiff_t K, const float *a, ptrdiff_t ars, const float *b, ptrdiff_t brs, float *c,
                       ptrdiff_t crs, const float *bias, ptrdiff_t bs)
{
	for (int r = 0; r < 4; r++)
		dot1(K, a + r * ars, 1, b, brs, c + r * crs, bias ? bias + r * bs : NULL);
}
#endif

void uc10__sgemm(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const float *A, ptrdiff_t a_rs, ptrdiff_t a_cs,
                 const float *B, ptrdiff_t b_rs, ptrdiff_t b_cs, float *C, ptrdiff_t c_rs, ptrdiff_t c_cs,
                 const float *bias, ptrdiff_t bias_s)
{
	ptrdiff_t i, j;

	if (K == 0) {
		/* no products: A and B may have no storage at all */
		for (i = 0; i < M; i++)
			for (j = 0; j < N; j++)
				C[i * c_rs + j * c_cs] = bias ? 0.0f + bias[i * bias_s] : 0.0f;
		return;
	}
#if defined(UC10__SGEMM_HAS_VROWS)
	if (b_cs == 1 && c_cs == 1 && N >= UC10__VL) {
		for (i = 0; i + 4 <= M; i += 4)
			uc10__sgemm_vrows4(N, K, A + i * a_rs, a_rs, a_cs, B, b_rs, C + i * c_rs, c_rs, bias ? bias + i * bias_s : NULL,
			       bias_s);
		for (; i < M; i++)
			uc10__sgemm_vrows1(N, K, A + i * a_rs, a_cs, B, b_rs, C + i * c_rs, bias ? bias + i * bias_s : NULL);
		return;
	}
#endif
	for (i = 0; i + 4 <= M; i += 4) {
		const float *a = A + i * a_rs, *bi = bias ? bias + i * bias_s : NULL;
		void (*band)(ptrdiff_t, ptrdiff_t, const float *, ptrdiff_t, ptrdiff_t, const float *, ptrdiff_t, ptrdiff_t,
		             float *, ptrdiff_t, ptrdiff_t, const float *, ptrdiff_t) =
			a_cs == 1 && b_cs == 1 ? (c_cs == 1 ? band_rows1 : band_rows) : a_cs == 1 && b_rs == 1 ? band_dots :
			band_any;
		band(N, K, a, a_rs, a_cs, B, b_rs, b_cs, C + i * c_rs, c_rs, c_cs, bi, bias_s);
		for (j = N - N % 4; j < N; j++)
			if (a_cs == 1)   /* four dot products along k (a batch-1 linear layer's) */
				uc10__sgemm_dots4(K, a, a_rs, B + j * b_cs, b_rs, C + i * c_rs + j * c_cs, c_rs, bi, bias_s);
			else
				for (ptrdiff_t r = i; r < i + 4; r++)
					dot1(K, A + r * a_rs, a_cs, B + j * b_cs, b_rs, C + r * c_rs + j * c_cs,
					     bias ? bias + r * bias_s : NULL);
	}
	for (; i < M; i++)
		for (j = 0; j < N; j++)
			dot1(K, A + i * a_rs, a_cs, B + j * b_cs, b_rs, C + i * c_rs + j * c_cs,
			     bias ? bias + i * bias_s : NULL);
}
