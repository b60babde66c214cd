/*
 * kernels/linear/sgemm_armv7em.c - uc10__sgemm's kernels for Armv7E-M with
 * a single-precision FPU (Cortex-M4F, M7; Note [A home for each ISA]):
 *  - a 4 x 4 block of C from A, B and C row-major (the 1x1 convolution of
 *    NCHW planes, mm): the sixteen sums in s0-s15, per k the four values
 *    of B's row by one VLDM and A's column by four single-register VLDMs
 *    with writeback, for sixteen VFMA: 24 instructions for 16 MACs with
 *    the loop, where GCC's code of the portable block takes 28 to 34; the
 *    sums zeroed, biased and stored (a VSTM a row) in the same assembly;
 *  - four dot products along k (a batch-1 linear layer, the columns left
 *    over): four values of each of the four rows and of the column by one
 *    VLDM each (a column of a row-major B: four loads), sixteen VFMA, 23
 *    instructions for 16 MACs (30 strided; the portable one-element loop
 *    takes 7 a MAC).
 * The loops are inline assembly because GCC forms neither the VLDMs nor,
 * at -Os, keeps the sums out of the stack.  Each sum is the portable
 * kernels' (sgemm.c): the terms in k order from zero, one VFMA each (the
 * fused multiply-add of UC10__MULADDF), the bias added to the finished
 * sum: the same bits (test_fcore).
 */
#include "uc10/keyset.h"
#include "linear/sgemm.h"

#if UC10_ISA == UC10_ISA_ARMV7EM
/* One VFMA: acc += x * y, rounded once (ACC a register, or an operand "%[name]"). */
#define FMA(ACC, X, Y) "vfma.f32 " ACC ", " X ", " Y "\n\t"
/* One row's four terms a[k..k+3] * b[k..k+3] into its sum (b's in s4-s7). */
#define DOT4(S, A) \
	"vldmia " A "!, {s8-s11}\n\t" FMA(S, "s4", "s8") FMA(S, "s5", "s9") FMA(S, "s6", "s10") FMA(S, "s7", "s11")
/* Four sums plus one bias. */
#define ADD4(S0, S1, S2, S3, B) \
	"vadd.f32 " S0 ", " S0 ", " B "\n\t" "vadd.f32 " S1 ", " S1 ", " B "\n\t" \
	"vadd.f32 " S2 ", " S2 ", " B "\n\t" "vadd.f32 " S3 ", " S3 ", " B "\n\t"

void uc10__sgemm_block_rows(ptrdiff_t K, const float *a, ptrdiff_t a_rs, const float *b, ptrdiff_t b_rs, float *c,
                            ptrdiff_t c_rs, const float *bias, ptrdiff_t bias_s)
{
	const float *a0 = a, *a1 = a + a_rs, *a2 = a1 + a_rs, *a3 = a2 + a_rs;
	float *c0 = c, *c1 = c + c_rs, *c2 = c1 + c_rs, *c3 = c2 + c_rs;
	const ptrdiff_t bstep = b_rs * (ptrdiff_t)sizeof(float);
	const float b0 = bias ? bias[0] : 0, b1 = bias ? bias[bias_s] : 0, b2 = bias ? bias[2 * bias_s] : 0,
	            b3 = bias ? bias[3 * bias_s] : 0;
	ptrdiff_t k = K;

	/*
	 * s0-s15: the sums, row by row (zeroed from two core registers at a
	 * time); s16-s19: B's row k (columns 0..3); s20-s23: A's column k (rows
	 * 0..3); then the bias added where there is one, and each row of C
	 * stored by one VSTM.
	 */
	__asm__ volatile("vmov s0, s1, %[z], %[z]\n\t"
	                 "vmov s2, s3, %[z], %[z]\n\t"
	                 "vmov s4, s5, %[z], %[z]\n\t"
	                 "vmov s6, s7, %[z], %[z]\n\t"
	                 "vmov s8, s9, %[z], %[z]\n\t"
	                 "vmov s10, s11, %[z], %[z]\n\t"
	                 "vmov s12, s13, %[z], %[z]\n\t"
	                 "vmov s14, s15, %[z], %[z]\n"
	                 "1:\n\t"
	                 "vldmia %[b], {s16-s19}\n\t"
	                 "vldmia %[a0]!, {s20}\n\t"
	                 "vldmia %[a1]!, {s21}\n\t"
	                 "vldmia %[a2]!, {s22}\n\t"
	                 "vldmia %[a3]!, {s23}\n\t"
	                 "add %[b], %[b], %[bstep]\n\t"
	                 FMA("s0", "s20", "s16") FMA("s1", "s20", "s17") FMA("s2", "s20", "s18") FMA("s3", "s20", "s19")
	                 FMA("s4", "s21", "s16") FMA("s5", "s21", "s17") FMA("s6", "s21", "s18") FMA("s7", "s21", "s19")
	                 FMA("s8", "s22", "s16") FMA("s9", "s22", "s17") FMA("s10", "s22", "s18") FMA("s11", "s22", "s19")
	                 FMA("s12", "s23", "s16") FMA("s13", "s23", "s17") FMA("s14", "s23", "s18")
	                 FMA("s15", "s23", "s19")
	                 "subs %[k], %[k], #1\n\t"
	                 "bne 1b\n\t"
	                 "cmp %[hb], #0\n\t"
	                 "beq 2f\n\t"
	                 ADD4("s0", "s1", "s2", "s3", "%[b0]") ADD4("s4", "s5", "s6", "s7", "%[b1]")
	                 ADD4("s8", "s9", "s10", "s11", "%[b2]") ADD4("s12", "s13", "s14", "s15", "%[b3]")
	                 "2:\n\t"
	                 "vstmia %[c0], {s0-s3}\n\t"
	                 "vstmia %[c1], {s4-s7}\n\t"
	                 "vstmia %[c2], {s8-s11}\n\t"
	                 "vstmia %[c3], {s12-s15}"
	                 : [a0] "+r"(a0), [a1] "+r"(a1), [a2] "+r"(a2), [a3] "+r"(a3), [b] "+r"(b), [k] "+r"(k)
	                 : [bstep] "r"(bstep), [z] "r"(0), [hb] "r"(bias != NULL), [c0] "r"(c0), [c1] "r"(c1),
	                   [c2] "r"(c2), [c3] "r"(c3), [b0] "t"(b0), [b1] "t"(b1), [b2] "t"(b2), [b3] "t"(b3)
	                 : "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14",
	                   "s15", "s16", "s17", "s18", "s19", "s20", "s21", "s22", "s23", "cc", "memory");
}

void uc10__sgemm_dots4(ptrdiff_t K, const float *a, ptrdiff_t ars, const float *b, ptrdiff_t brs, float *c,
                       ptrdiff_t crs, const float *bias, ptrdiff_t bs)
{
	register float s0 __asm__("s0") = 0, s1 __asm__("s1") = 0, s2 __asm__("s2") = 0, s3 __asm__("s3") = 0;
	const float *a0 = a, *a1 = a + ars, *a2 = a1 + ars, *a3 = a2 + ars;
	ptrdiff_t k4 = K / 4;

	/* s4-s7: b[k..k+3]; s8-s11: a row's a[k..k+3], the four rows in turn */
	if (k4 > 0 && brs == 1)
		__asm__ volatile("1:\n\t"
		                 "vldmia %[b]!, {s4-s7}\n\t"
		                 DOT4("%[s0]", "%[a0]") DOT4("%[s1]", "%[a1]") DOT4("%[s2]", "%[a2]") DOT4("%[s3]", "%[a3]")
		                 "subs %[k], %[k], #1\n\t"
		                 "bne 1b"
		                 : [s0] "+t"(s0), [s1] "+t"(s1), [s2] "+t"(s2), [s3] "+t"(s3), [a0] "+r"(a0),
		                   [a1] "+r"(a1), [a2] "+r"(a2), [a3] "+r"(a3), [b] "+r"(b), [k] "+r"(k4)
		                 :
		                 : "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "cc", "memory");
	else if (k4 > 0)   /* b a column of a row-major B: its four values one load each */
		__asm__ volatile("1:\n\t"
		                 "vldr s4, [%[b]]\n\t"
		                 "add %[b], %[b], %[bs]\n\t"
		                 "vldr s5, [%[b]]\n\t"
		                 "add %[b], %[b], %[bs]\n\t"
		                 "vldr s6, [%[b]]\n\t"
		                 "add %[b], %[b], %[bs]\n\t"
		                 "vldr s7, [%[b]]\n\t"
		                 "add %[b], %[b], %[bs]\n\t"
		                 DOT4("%[s0]", "%[a0]") DOT4("%[s1]", "%[a1]") DOT4("%[s2]", "%[a2]") DOT4("%[s3]", "%[a3]")
		                 "subs %[k], %[k], #1\n\t"
		                 "bne 1b"
		                 : [s0] "+t"(s0), [s1] "+t"(s1), [s2] "+t"(s2), [s3] "+t"(s3), [a0] "+r"(a0),
		                   [a1] "+r"(a1), [a2] "+r"(a2), [a3] "+r"(a3), [b] "+r"(b), [k] "+r"(k4)
		                 : [bs] "r"(brs * (ptrdiff_t)sizeof(float))
		                 : "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "cc", "memory");
	for (ptrdiff_t k = K % 4; k > 0; k--, b += brs) {
		const float x = *b;
		s0 = UC10__MULADDF(*a0++, x, s0), s1 = UC10__MULADDF(*a1++, x, s1);
		s2 = UC10__MULADDF(*a2++, x, s2), s3 = UC10__MULADDF(*a3++, x, s3);
	}
	if (bias)
		s0 += bias[0], s1 += bias[bs], s2 += bias[2 * bs], s3 += bias[3 * bs];
	c[0] = s0, c[crs] = s1, c[2 * crs] = s2, c[3 * crs] = s3;
}
#endif
