/*
 * kernels/conv/taps.h - which taps of a convolution or pooling window fall
 * inside the input, found once per output row or pixel instead of tested
 * per multiply-add.
 */
#ifndef UC10_TAPS_H
#define UC10_TAPS_H

#include <stddef.h>
#include <stdint.h>

/*
 * The taps t in [*t0, *t1) of a window of k taps dil apart, starting at
 * input index i0 (negative in the padding), with 0 <= i0 + t * dil < n.
 * In int64: i0 comes from the user's stride and padding.  *t0 == *t1 when
 * none is inside.
 */
static inline void uc10__taps(int64_t i0, int64_t k, int64_t dil, int64_t n, ptrdiff_t *t0, ptrdiff_t *t1)
{
	int64_t a = 0, b = k;
	while (a < k && i0 + a * dil < 0)
		a++;
	while (b > a && i0 + (b - 1) * dil >= n)
		b--;
	*t0 = (ptrdiff_t)a, *t1 = (ptrdiff_t)b;
}

#endif
