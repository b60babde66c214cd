/*
 * uc10__copy_convert: elementwise copy with dtype conversion, one loop per
 * (dst, src) dtype pair, written once (kernels/generic.m4).
 */
#include "common/kernel.h"

uc10_foreach_dtype(@[UC10_ALL]@, @[m4_pushdef(@[DST]@, Real)m4_pushdef(@[dreal]@, real)
uc10_foreach_dtype(@[UC10_ALL]@, @[
static void cvt_@[]@DST@[]@_@[]@Real@[]@(uc10__iter *it)
{
	const int64_t n = it->shape[0], so = it->stride[0][0], si = it->stride[1][0];

	for (bool more = uc10__iter_begin(it); more; more = uc10__iter_next(it)) {
		char *o = it->ptr[0];
		const char *a = it->ptr[1];
		for (int64_t i = 0; i < n; i++)
			*(dreal *)(o + i * so) = UC10_CVT(DST, Real, *(const real *)(a + i * si));
	}
}
]@)m4_popdef(@[DST]@, @[dreal]@)]@)

typedef void (*cvt_fn)(uc10__iter *it);

/* cvt_table[dst][src], in the order of dtype_index_ */
static const cvt_fn cvt_table[7][7] = {
uc10_foreach_dtype(@[UC10_ALL]@, @[m4_pushdef(@[DST]@, Real)	{ uc10_foreach_dtype(@[UC10_ALL]@, @[cvt_@[]@DST@[]@_@[]@Real@[]@, ]@)},
m4_popdef(@[DST]@)]@)};

static int dtype_index_(uc10_dtype dt)
{
	int i = 0;
uc10_foreach_dtype(@[UC10_ALL]@, @[	if (dt == UC10_DT)
		return i;
	i++;
]@)	return -1;
}

void uc10__copy_convert(const uc10_tensor *dst, const uc10_tensor *src)
{
	const uc10_tensor *ops[2] = { dst, src };
	int di = dtype_index_((uc10_dtype)dst->dtype), si = dtype_index_((uc10_dtype)src->dtype);
	uc10__iter it;

	if (di < 0 || si < 0)
		return;
	uc10__iter_init(&it, dst->sizes, dst->dim, 2, ops);
	cvt_table[di][si](&it);
}
