/*
 * kernels/linear/sgemm_vec.c - uc10__sgemm's kernels in GCC's vector
 * extension (Note [float32 vectors], Note [A home for each ISA]): where
 * the rows of B and C are contiguous, as in the 1x1 convolution of NCHW
 * tensors and in mm, blocks of 4 rows by two vectors of columns: each k
 * loads two vectors of B and broadcasts 4 values of A for 8 vector
 * multiply-adds.  The last columns, when fewer than a vector, are computed
 * as the vector that ends at the last column, again over columns already
 * done: the same sums, written again with the same values.  Each lane is
 * the portable block's sum, in its order.
 */
#include "uc10/keyset.h"
#include "linear/sgemm.h"

#if UC10_ISA == UC10_ISA_VEC
#define VL UC10__VL
#define LD(p) (*(const uc10__vf *)(p))
#define ST(p, v) (*(uc10__vf *)(p) = (v))

/* Rows a.. (R of them, ars apart) by columns (NV vectors, from b and c). */
UC10_INLINE void vblock(int R, int NV, ptrdiff_t K, const float *a, ptrdiff_t ars, ptrdiff_t acs, const float *b,
                        ptrdiff_t brs, float *c, ptrdiff_t crs, const float *bias, ptrdiff_t bs)
{
	const uc10__vf z = UC10__VSPLAT(0.0f);
	uc10__vf c00 = z, c01 = z, c10 = z, c11 = z, c20 = z, c21 = z, c30 = z, c31 = z;

	for (ptrdiff_t k = K; k > 0; k--, a += acs, b += brs) {
		const uc10__vf y0 = LD(b), y1 = NV > 1 ? LD(b + VL) : z;
		uc10__vf x = UC10__VSPLAT(a[0]);
		c00 = UC10__VMULADD(x, y0, c00);
		if (NV > 1)
			c01 = UC10__VMULADD(x, y1, c01);
		if (R > 1) {
			x = UC10__VSPLAT(a[ars]);
			c10 = UC10__VMULADD(x, y0, c10);
			if (NV > 1)
				c11 = UC10__VMULADD(x, y1, c11);
			x = UC10__VSPLAT(a[2 * ars]);
			c20 = UC10__VMULADD(x, y0, c20);
			if (NV > 1)
				c21 = UC10__VMULADD(x, y1, c21);
			x = UC10__VSPLAT(a[3 * ars]);
			c30 = UC10__VMULADD(x, y0, c30);
			if (NV > 1)
				c31 = UC10__VMULADD(x, y1, c31);
		}
	}
	/* each row's bias added to its finished sums, as block4x4 */
	for (int r = 0; r < R; r++, c += crs) {
		const uc10__vf bv = bias ? UC10__VSPLAT(bias[r * bs]) : z;
		uc10__vf v0 = r == 0 ? c00 : r == 1 ? c10 : r == 2 ? c20 : c30;
		uc10__vf v1 = r == 0 ? c01 : r == 1 ? c11 : r == 2 ? c21 : c31;
		if (bias)
			v0 += bv, v1 += bv;
		ST(c, v0);
		if (NV > 1)
			ST(c + VL, v1);
	}
}

/* R rows of C, every column (N >= VL); one function a row count. */
UC10_INLINE void vrows_(int R, ptrdiff_t N, ptrdiff_t K, const float *a, ptrdiff_t ars, ptrdiff_t acs, const float *b,
                        ptrdiff_t brs, float *c, ptrdiff_t crs, const float *bias, ptrdiff_t bs)
{
	ptrdiff_t j = 0;
	for (; j + 2 * VL <= N; j += 2 * VL)
		vblock(R, 2, K, a, ars, acs, b + j, brs, c + j, crs, bias, bs);
	if (j + VL <= N)
		vblock(R, 1, K, a, ars, acs, b + j, brs, c + j, crs, bias, bs), j += VL;
	if (j < N)
		vblock(R, 1, K, a, ars, acs, b + N - VL, brs, c + N - VL, crs, bias, bs);
}

void uc10__sgemm_vrows4(ptrdiff_t N, ptrdiff_t K, const float *a, ptrdiff_t ars, ptrdiff_t acs, const float *b,
                        ptrdiff_t brs, float *c, ptrdiff_t crs, const float *bias, ptrdiff_t bs)
{
	vrows_(4, N, K, a, ars, acs, b, brs, c, crs, bias, bs);
}

void uc10__sgemm_vrows1(ptrdiff_t N, ptrdiff_t K, const float *a, ptrdiff_t acs, const float *b, ptrdiff_t brs,
                        float *c, const float *bias)
{
	vrows_(1, N, K, a, 0, acs, b, brs, c, 0, bias, 0);
}
#endif
