/*
 * kernels/pointwise/fclamp.h - a contiguous row of float32 clamped:
 * o[i] = clamp1(a[i]) with clamp's std::max / std::min (x < lo ? lo : x,
 * then hi < x ? hi : x; a NaN x stays NaN, -0.0 stays -0.0 against a +0.0
 * bound), each bound only where given: what relu (lo 0), hardtanh and
 * clamp do to every element of a dense row.  o may be a (in place).
 *
 * The portable loop is fclamp.c's; fclamp_armv7em.c does four elements a
 * pass on Cortex-M4F / M7 (Note [A home for each ISA]): one VLDM, a
 * compare and a conditional move a bound an element, one VSTM, where GCC's
 * loop takes an element a pass (about 4.5 instructions an element for
 * relu instead of 9, 8.5 for relu6 instead of 13).
 */
#ifndef UC10_FCLAMP_H
#define UC10_FCLAMP_H

#include <stdbool.h>
#include <stddef.h>
#include "common/isa.h"

#if UC10_ISA == UC10_ISA_ARMV7EM
#define UC10__FCLAMP_HAS_ROW 1
#endif

void uc10__fclamp_row(float *o, const float *a, ptrdiff_t n, float lo, float hi, bool has_lo, bool has_hi);

/* An element at a time: the portable row, and the tail of a row an ISA's
 * variant does in blocks. */
static inline void uc10__fclamp_elems(float *o, const float *a, ptrdiff_t n, float lo, float hi, bool has_lo,
                                      bool has_hi)
{
	for (; n > 0; n--) {
		float x = *a++;
		if (has_lo)
			x = x < lo ? lo : x;
		if (has_hi)
			x = hi < x ? hi : x;
		*o++ = x;
	}
}

#endif
