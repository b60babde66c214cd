/* uc10__fclamp_row, the portable loop (fclamp.h). */
#include "pointwise/fclamp.h"

#if !defined(UC10__FCLAMP_HAS_ROW)
void uc10__fclamp_row(float *o, const float *a, ptrdiff_t n, float lo, float hi, bool has_lo, bool has_hi)
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
