/*
 * uc10__fclamp_row on Armv7E-M with a single-precision FPU (fclamp.h):
 * four elements a pass in s0-s3.  VCMP sets N exactly when the first
 * operand is less than the second (an unordered compare, a NaN on either
 * side, leaves N clear), so "it mi; vmovmi" is x < lo ? lo : x and, with
 * the operands swapped, hi < x ? hi : x, as the portable loop.
 */
#include "pointwise/fclamp.h"

#if UC10_ISA == UC10_ISA_ARMV7EM
#define LO1(S) "vcmp.f32 " S ", %[lo]\n\tvmrs APSR_nzcv, fpscr\n\tit mi\n\tvmovmi.f32 " S ", %[lo]\n\t"
#define HI1(S) "vcmp.f32 %[hi], " S "\n\tvmrs APSR_nzcv, fpscr\n\tit mi\n\tvmovmi.f32 " S ", %[hi]\n\t"
#define LOOP(BODY) \
	__asm__ volatile("1:\n\t" \
	                 "vldmia %[a]!, {s0-s3}\n\t" BODY "vstmia %[o]!, {s0-s3}\n\t" \
	                 "subs %[n], %[n], #1\n\t" \
	                 "bne 1b" \
	                 : [o] "+r"(o), [a] "+r"(a), [n] "+r"(n4) \
	                 : [lo] "t"(lo), [hi] "t"(hi) \
	                 : "s0", "s1", "s2", "s3", "cc", "memory")

void uc10__fclamp_row(float *o, const float *a, ptrdiff_t n, float lo, float hi, bool has_lo, bool has_hi)
{
	ptrdiff_t n4 = n / 4;
	if (n4 > 0) {
		if (has_lo && has_hi)
			LOOP(LO1("s0") LO1("s1") LO1("s2") LO1("s3") HI1("s0") HI1("s1") HI1("s2") HI1("s3"));
		else if (has_lo)
			LOOP(LO1("s0") LO1("s1") LO1("s2") LO1("s3"));
		else if (has_hi)
			LOOP(HI1("s0") HI1("s1") HI1("s2") HI1("s3"));
		else
			LOOP("");
	}
	uc10__fclamp_elems(o, a, n % 4, lo, hi, has_lo, has_hi);
}
#endif
