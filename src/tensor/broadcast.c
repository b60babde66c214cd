/* Shapes: broadcasting (infer_size) and dimension wrapping (maybe_wrap_dim). */
#include "uc10/tensor_util.h"

uc10_status uc10_broadcast_shapes(const int64_t *a, int adim, const int64_t *b, int bdim,
                                  int64_t *out, int *odim)
{
	int64_t tmp[UC10_MAX_DIMS];
	int n = adim > bdim ? adim : bdim;

	if (n > UC10_MAX_DIMS)
		return UC10_E_ARG;
	for (int i = n - 1; i >= 0; i--) {
		int ia = i - (n - adim), ib = i - (n - bdim);
		int64_t sa = ia >= 0 ? a[ia] : 1, sb = ib >= 0 ? b[ib] : 1;
		if (sa != sb && sa != 1 && sb != 1)
			return UC10_E_SHAPE;
		tmp[i] = sa == 1 ? sb : sa;
	}
	for (int i = 0; i < n; i++)
		out[i] = tmp[i];
	*odim = n;
	return UC10_OK;
}

uc10_status uc10_wrap_dim(int64_t dim, int n, int *out)
{
	if (n <= 0)
		n = 1;
	if (dim < -n || dim >= n)
		return UC10_E_ARG;
	*out = (int)(dim < 0 ? dim + n : dim);
	return UC10_OK;
}
