/*
 * kernels/quantized/qwindow.h - the integers of one pooling window, summed
 * or their largest: nh rows hs elements apart of nw values ws apart from
 * p, in p's integer type (qint8, quint8, qint32).  The pooling loops find
 * a window once per output position and read it for every channel with
 * these: the elements are reached by stepping pointers, with no index
 * arithmetic or bounds test per element.  Sums of 8-bit values are taken
 * in int32 (a window would need 2^23 elements to overflow it), qint32's in
 * int64.
 */
#ifndef UC10_QWINDOW_H
#define UC10_QWINDOW_H

#include "common/kernel.h"

#define UC10__QWIN(NAME, T, ACC, OP)                                                                       \
	static inline ACC NAME(const T *p, ptrdiff_t nh, ptrdiff_t nw, ptrdiff_t hs, ptrdiff_t ws, ACC a)     \
	{                                                                                                      \
		if (hs == nw * ws)                                                                                 \
			nw *= nh, nh = 1;   /* whole rows: one run */                                                  \
		for (; nh > 0; nh--, p += hs) {                                                                    \
			const T *q = p;                                                                                \
			ptrdiff_t w = nw;                                                                              \
			for (; w >= 4; w -= 4, q += 4 * ws)   /* four a pass: a third of the loop's instructions */   \
				a = OP(OP(a, q[0]), q[ws]), a = OP(OP(a, q[2 * ws]), q[3 * ws]);                           \
			for (; w > 0; w--, q += ws)                                                                    \
				a = OP(a, *q);                                                                             \
		}                                                                                                  \
		return a;                                                                                          \
	}
#define UC10__QWIN_ADD(a, v) ((a) + (v))
#define UC10__QWIN_MAX(a, v) ((v) > (a) ? (v) : (a))
UC10__QWIN(uc10__qwin_sum_s8, int8_t, int32_t, UC10__QWIN_ADD)
UC10__QWIN(uc10__qwin_sum_u8, uint8_t, int32_t, UC10__QWIN_ADD)
UC10__QWIN(uc10__qwin_sum_s32, int32_t, int64_t, UC10__QWIN_ADD)
UC10__QWIN(uc10__qwin_max_s8, int8_t, int32_t, UC10__QWIN_MAX)
UC10__QWIN(uc10__qwin_max_u8, uint8_t, int32_t, UC10__QWIN_MAX)
UC10__QWIN(uc10__qwin_max_s32, int32_t, int32_t, UC10__QWIN_MAX)

/* The sum of a window of a dtype's integers (p: its first element). */
static inline int64_t uc10__qwin_sum(const void *p, int dtype, ptrdiff_t nh, ptrdiff_t nw, ptrdiff_t hs, ptrdiff_t ws)
{
	if (dtype == UC10_QINT8)
		return uc10__qwin_sum_s8(p, nh, nw, hs, ws, 0);
	if (dtype == UC10_QUINT8)
		return uc10__qwin_sum_u8(p, nh, nw, hs, ws, 0);
	return uc10__qwin_sum_s32(p, nh, nw, hs, ws, 0);
}

/*
 * The largest of a window (INT32_MIN, stored truncated, when it is empty)
 * for nc channels: windows ic elements apart, results oc apart.
 */
#define UC10__QWIN_MAXC(NAME, T, WIN)                                                                       \
	static inline void NAME(T *o, ptrdiff_t oc, const T *p, ptrdiff_t ic, ptrdiff_t nc, ptrdiff_t nh,     \
	                        ptrdiff_t nw, ptrdiff_t hs, ptrdiff_t ws)                                     \
	{                                                                                                      \
		for (; nc > 0; nc--, p += ic, o += oc)                                                             \
			*o = (T)WIN(p, nh, nw, hs, ws, INT32_MIN);                                                     \
	}
UC10__QWIN_MAXC(uc10__qwin_maxc_s8, int8_t, uc10__qwin_max_s8)
UC10__QWIN_MAXC(uc10__qwin_maxc_u8, uint8_t, uc10__qwin_max_u8)
UC10__QWIN_MAXC(uc10__qwin_maxc_s32, int32_t, uc10__qwin_max_s32)

#endif
