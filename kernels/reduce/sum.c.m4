/*
 * sum.dim_IntList, sum.IntList_out (and mean, mean.c): the sum over `dim`
 * (None or [] = all dims) in the output dtype: `dtype` if given, else
 * out's dtype (out=), else self's with integral and bool promoted to int64.
 * self is converted to that dtype first.  Integers wrap.  float32 adds in
 * float32 in index order; PyTorch's cascaded, vectorized sum adds in
 * another order, so float results agree to rounding, not bit for bit.
 */
#include "reduce/reduce.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[f32, i64, i32, i16, i8, u8]@, @[
uc10_reduce_loop(@[UC10_TN(sum_loop)]@, @[		real acc = 0;
		if (r->rnumel > 0)
			do
				acc = UC10_WADD(acc, *(const real *)p);
			while (uc10__odo_next(r->nr, r->rsize, ri, r->rstride, &p));
		*(real *)op = acc;
]@)]@)

/*
 * The sum into a result of dtype dt (new: ret; out=: out).  On success
 * *res is the result.  op names the caller (aten::sum, aten::mean) in messages.
 */
uc10_status uc10__sum(const char *op, uc10_tensor *res, uc10_tensor *ret, uc10_tensor *out,
                      const uc10_tensor *self, uc10_opt_int_list dim, bool keepdim, uc10_dtype dt)
{
	int64_t oshape[UC10_MAX_DIMS];
	bool mask[UC10_MAX_DIMS];
	void (*loop)(uc10__red *) = NULL;
	uc10_tensor r, x;
	uc10__red plan;
	size_t m0 = uc10__mark(), m1;
	uc10_status st;
	int odim;

	if (!uc10__is_arith_dtype((uc10_dtype)self->dtype))
		return uc10__fail_dtype(op, self->dtype);
	uc10_switch_dtype(@[f32, i64, i32, i16, i8, u8]@, @[dt]@, @[loop = UC10_TN(sum_loop)]@)
	if ((st = uc10__reduce_shape(op, self, dim.has ? dim.v.data : NULL, dim.has ? dim.v.len : 0,
	                             !dim.has || dim.v.len == 0, keepdim, mask, oshape, &odim)) != UC10_OK)
		return st;
	if ((st = uc10__reduce_output(op, &r, ret, out, dt, oshape, odim)) != UC10_OK)
		return st;
	m1 = uc10__mark();
	x = *self;
	if (self->dtype != dt) {
		if ((st = uc10__alloc_st(op, uc10_tensor_empty_like(&x, self, dt, UC10_CONTIGUOUS_FORMAT))) != UC10_OK) {
			uc10__release(m0);
			return st;
		}
		uc10__copy_convert(&x, self);
	}
	uc10__reduce_plan(&plan, &x, mask, &r);
	loop(&plan);
	uc10__release(m1);
	*res = r;
	return UC10_OK;
}

static uc10_dtype sum_dtype_(const uc10_tensor *self, uc10_opt_dtype dtype)
{
	if (dtype.has)
		return dtype.v;
	return uc10_dtype_is_integral((uc10_dtype)self->dtype, true) ? UC10_INT64 : (uc10_dtype)self->dtype;
}

uc10_status uc10_sum_dim_intlist_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                     uc10_opt_int_list dim, uc10_bool keepdim, uc10_opt_dtype dtype)
{
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::sum", ret ? "self" : "result");
	if ((st = uc10__sum("aten::sum", &r, ret, NULL, self, dim, keepdim, sum_dtype_(self, dtype))) != UC10_OK)
		return st;
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_sum_intlist_out_cpu(uc10_ks ks, const uc10_tensor *self, uc10_opt_int_list dim,
                                     uc10_bool keepdim, uc10_opt_dtype dtype, uc10_tensor *out)
{
	uc10_tensor r;

	(void)ks;
	if (!uc10__defined(self) || !uc10__defined(out))
		return uc10__fail_null("aten::sum.IntList_out", !uc10__defined(self) ? "self" : "out");
	return uc10__sum("aten::sum.IntList_out", &r, NULL, out, self, dim, keepdim, dtype.has ? dtype.v : (uc10_dtype)out->dtype);
}
