/* The strides of the two dense layouts: contiguous and channels_last. */
#include "uc10/tensor_util.h"

uc10_status uc10_contiguous_strides(const int64_t *sizes, int dim, int64_t *strides)
{
	int64_t tmp[UC10_MAX_DIMS], s = 1;
	int i;

	if (dim < 0 || dim > UC10_MAX_DIMS)
		return UC10_E_ARG;
	for (i = dim - 1; i >= 0; i--) {
		tmp[i] = s;
		if (uc10_mul_overflow(s, sizes[i] > 1 ? sizes[i] : 1, &s))
			return UC10_E_OVERFLOW;
	}
	for (i = 0; i < dim; i++)
		strides[i] = tmp[i];
	return UC10_OK;
}

uc10_status uc10_channels_last_strides(const int64_t *sizes, int dim, int64_t *strides)
{
	int64_t t[4];

	if (dim == 4) {
		t[1] = 1;
		t[3] = sizes[1];
		if (uc10_mul_overflow(t[3], sizes[3], &t[2]) || uc10_mul_overflow(t[2], sizes[2], &t[0]))
			return UC10_E_OVERFLOW;
	} else if (dim == 3) {
		t[0] = 1;
		t[2] = sizes[0];
		if (uc10_mul_overflow(t[2], sizes[2], &t[1]))
			return UC10_E_OVERFLOW;
	} else {
		return UC10_E_ARG;
	}
	for (int i = 0; i < dim; i++)
		strides[i] = t[i];
	return UC10_OK;
}
