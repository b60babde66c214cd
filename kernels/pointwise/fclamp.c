/* uc10__fclamp_row, the portable loop (fclamp.h). */
#include "pointwise/fclamp.h"

#if !defined(UC10__FCLAMP_HAS_ROW)
void uc10__fclamp_row(float *o, const float *a, ptrdiff_t n, float lo, float hi, bool has_lo, bool has_hi)
{
	uc10__fclamp_elems(o, a, n, lo, hi, has_lo, has_hi);
}
#endif
