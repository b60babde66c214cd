/*
 * amax, amax.out: the largest value over `dim` ([] = all dims), in self's
 * dtype (out must have it too).  NaN wins, as PyTorch's max reduction
 * propagates NaN.  A reduced dim of size 0 is UC10_E_ARG ("Expected
 * reduction dim 0 to have non-zero size").
 */
#include "reduce/reduce.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_ALL]@, @[
uc10_reduce_loop(@[UC10_TN(amax_loop)]@, @[		real m = *(const real *)p;
		while (uc10__odo_next(r->nr, r->rsize, ri, r->rstride, &p)) {
			real x = *(const real *)p;
uc10_if_float(@[			if (x != x || x > m)
				m = x;
			if (m != m)
				break;
]@, @[			if (x > m)
				m = x;
]@)		}
		*(real *)op = m;
]@)]@)

static uc10_status amax_(uc10_tensor *ret, uc10_tensor *out, const uc10_tensor *self, uc10_int_list dim,
                         bool keepdim)
{
	int64_t oshape[UC10_MAX_DIMS];
	bool mask[UC10_MAX_DIMS];
	void (*loop)(uc10__red *) = NULL;
	uc10_tensor r;
	uc10__red plan;
	uc10_status st;
	int odim;

	if (!uc10__defined(self))
		return uc10__fail_null("aten::amax", "self");
	uc10_switch_dtype(@[UC10_ALL]@, @[self->dtype]@, @[loop = UC10_TN(amax_loop)]@)
	if ((st = uc10__reduce_shape(ret ? "aten::amax" : "aten::amax.out", self, dim.data, dim.len, dim.len == 0, keepdim, mask, oshape, &odim)) != UC10_OK)
		return st;
	for (int i = 0; i < self->dim; i++)
		if (mask[i] && self->sizes[i] == 0)
			return uc10_fail(UC10_E_ARG, "aten::amax: Expected reduction dim to have non-zero size.", "", "");
	if ((st = uc10__reduce_output(ret ? "aten::amax" : "aten::amax.out", &r, ret, out, (uc10_dtype)self->dtype, oshape, odim)) != UC10_OK)
		return st;
	uc10__reduce_plan(&plan, self, mask, &r);
	loop(&plan);
	if (ret)
		*ret = r;
	return UC10_OK;
}

uc10_status uc10_amax_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list dim,
                          uc10_bool keepdim)
{
	(void)ks;
	if (!ret)
		return uc10__fail_null("aten::amax", "result");
	return amax_(ret, NULL, self, dim, keepdim);
}

uc10_status uc10_amax_out_cpu(uc10_ks ks, const uc10_tensor *self, uc10_int_list dim, uc10_bool keepdim,
                              uc10_tensor *out)
{
	(void)ks;
	if (!out)
		return uc10__fail_null("aten::amax.out", "out");
	return amax_(NULL, out, self, dim, keepdim);
}
