/* Checked size arithmetic: shapes come from callers, so products can overflow. */
#include "uc10/tensor_util.h"

uc10_status uc10_mul_overflow(int64_t a, int64_t b, int64_t *r)
{
	int64_t v;

	if (__builtin_mul_overflow(a, b, &v))
		return UC10_E_OVERFLOW;
	*r = v;
	return UC10_OK;
}

uc10_status uc10_add_overflow(int64_t a, int64_t b, int64_t *r)
{
	int64_t v;

	if (__builtin_add_overflow(a, b, &v))
		return UC10_E_OVERFLOW;
	*r = v;
	return UC10_OK;
}

uc10_status uc10_shape_numel(const int64_t *sizes, int dim, int64_t *numel)
{
	int64_t n = 1;
	bool zero = false;
	int i;

	for (i = 0; i < dim; i++)
		if (sizes[i] < 0)
			return UC10_E_ARG;
		else if (sizes[i] == 0)
			zero = true;
	/* a zero size makes any product 0, but the others must still multiply */
	for (i = 0; i < dim; i++)
		if (sizes[i] != 0 && uc10_mul_overflow(n, sizes[i], &n))
			return UC10_E_OVERFLOW;
	*numel = zero ? 0 : n;
	return UC10_OK;
}

int64_t uc10_tensor_numel(const uc10_tensor *t)
{
	int64_t n = 1;
	int i;

	for (i = 0; i < t->dim; i++)
		n *= t->sizes[i];
	return n;
}
