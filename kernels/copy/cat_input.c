/* uc10__cat_input: an input's sizes against the first one's (cat.h). */
#include "copy/cat.h"

uc10_status uc10__cat_input(const char *op, const uc10_tensor *first, const uc10_tensor *t, int d, size_t i,
                            int64_t *size_d)
{
	char b1[21], b2[21];

	if (t->dim != first->dim)
		return uc10__fail5(UC10_E_SHAPE, op, ": Tensors must have same number of dimensions: got ",
		                   uc10__dec(first->dim, b1), " and ", uc10__dec(t->dim, b2));
	for (int k = 0; k < t->dim; k++)
		if (k != d && t->sizes[k] != first->sizes[k])
			return uc10__fail5(UC10_E_SHAPE, op, ": Sizes of tensors must match except in dimension ",
			                   uc10__dec(d, b1), "; not for tensor number ", uc10__dec((int64_t)i, b2));
	*size_d += t->sizes[d];
	return UC10_OK;
}
