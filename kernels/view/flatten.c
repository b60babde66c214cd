/*
 * flatten.using_ints (CompositeImplicitAutograd), as at::native::flatten:
 * dims start_dim..end_dim become one; a 0-d tensor becomes shape [1];
 * start_dim == end_dim is self itself; the rest is reshape (a view when
 * possible, else a copy).
 */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_flatten_using_ints_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                        uc10_int start_dim, uc10_int end_dim)
{
	int64_t shape[UC10_MAX_DIMS], slice = 1;
	uc10_int_list sl;
	uc10_status st;
	int s, e, n = 0;

	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::flatten", ret ? "self" : "result");
	if ((st = uc10__wrap_dim("aten::flatten", start_dim, self->dim, &s)) != UC10_OK ||
	    (st = uc10__wrap_dim("aten::flatten", end_dim, self->dim, &e)) != UC10_OK)
		return st;
	if (s > e)
		return uc10_fail(UC10_E_ARG, "aten::flatten: flatten() has invalid args: start_dim cannot come after end_dim", "", "");
	if (self->dim == 0) {
		shape[n++] = 1;
	} else {
		if (s == e) {
			*ret = *self;
			return UC10_OK;
		}
		for (int i = 0; i < s; i++)
			shape[n++] = self->sizes[i];
		for (int i = s; i <= e; i++)
			slice *= self->sizes[i];
		shape[n++] = slice;
		for (int i = e + 1; i < self->dim; i++)
			shape[n++] = self->sizes[i];
	}
	sl.data = shape;
	sl.len = (size_t)n;
	return uc10_reshape_cia(ks, ret, self, sl);   /* native::reshape, not through the dispatcher */
}
