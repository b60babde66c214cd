/*
 * argmax, argmax.out: the int64 index of the first largest value along dim
 * (None: of self flattened; keepdim then keeps every dim as 1, as PyTorch
 * 1.13's resize_reduction does).  The first NaN counts as the largest.
 * Bool is UC10_E_DTYPE; an empty reduction is UC10_E_ARG.
 */
#include "reduce/reduce.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_ARITH]@, @[
uc10_reduce_loop(@[UC10_TN(argmax_loop)]@, @[		real m = *(const real *)p;
		int64_t best = 0, k = 0;
		while (uc10__odo_next(r->nr, r->rsize, ri, r->rstride, &p)) {
			real x = *(const real *)p;
			k++;
uc10_if_float(@[			if (m != m)
				break;
			if (x != x || x > m) {
				m = x;
				best = k;
			}
]@, @[			if (x > m) {
				m = x;
				best = k;
			}
]@)		}
		*(int64_t *)op = best;
]@)]@)

static uc10_status argmax_(uc10_tensor *ret, uc10_tensor *out, const uc10_tensor *self, uc10_opt_int dim,
                           bool keepdim)
{
	int64_t oshape[UC10_MAX_DIMS];
	bool mask[UC10_MAX_DIMS];
	void (*loop)(uc10__red *) = NULL;
	uc10_tensor r, flat;
	uc10__red plan;
	uc10_status st;
	int odim;
	const char *op = ret ? "aten::argmax" : "aten::argmax.out";

	if (!uc10__defined(self))
		return uc10__fail_null(op, "self");
	uc10_switch_dtype(@[UC10_ARITH]@, @[self->dtype]@, @[loop = UC10_TN(argmax_loop)]@)
	if (dim.has) {
		int64_t d = dim.v;
		if ((st = uc10__reduce_shape(op, self, &d, 1, false, keepdim, mask, oshape, &odim)) != UC10_OK)
			return st;
		for (int i = 0; i < self->dim; i++)
			if ((mask[i] && self->sizes[i] == 0) || (self->dim == 0 && uc10_tensor_numel(self) == 0))
				return uc10_fail(UC10_E_ARG, "aten::argmax: Expected reduction dim to have non-zero size.", "", "");
	} else {
		if (uc10_tensor_numel(self) == 0)
			return uc10_fail(UC10_E_ARG, "aten::argmax: Expected reduction dim to be specified for input.numel() == 0.", "", "");
		if ((st = uc10__reduce_shape(op, self, NULL, 0, true, keepdim, mask, oshape, &odim)) != UC10_OK)
			return st;
	}
	if ((st = uc10__reduce_output(op, &r, ret, out, UC10_INT64, oshape, odim)) != UC10_OK)
		return st;
	flat = *self;
	uc10__reduce_plan(&plan, &flat, mask, &r);
	loop(&plan);
	if (ret)
		*ret = r;
	return UC10_OK;
}

uc10_status uc10_argmax_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_opt_int dim,
                            uc10_bool keepdim)
{
	(void)ks;
	if (!ret)
		return uc10__fail_null("aten::argmax", "result");
	return argmax_(ret, NULL, self, dim, keepdim);
}

uc10_status uc10_argmax_out_cpu(uc10_ks ks, const uc10_tensor *self, uc10_opt_int dim, uc10_bool keepdim,
                                uc10_tensor *out)
{
	(void)ks;
	if (!out)
		return uc10__fail_null("aten::argmax.out", "out");
	return argmax_(NULL, out, self, dim, keepdim);
}
