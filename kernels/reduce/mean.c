/*
 * mean.dim, mean.out: as PyTorch's CPU mean_out, sum_out(...) then div_ by
 * the number of elements reduced (NaN for none).  Only floating results:
 * an integral self without dtype is UC10_E_DTYPE ("mean(): could not infer
 * output dtype").
 */
#include "reduce/reduce.h"
#include "uc10_ops.h"

uc10_status uc10__sum(const char *op, uc10_tensor *res, uc10_tensor *ret, uc10_tensor *out,
                      const uc10_tensor *self, uc10_opt_int_list dim, bool keepdim, uc10_dtype dt);

static const char mean_dtype_[] = "aten::mean(): could not infer output dtype. Input dtype must be either "
                                 "a floating point or complex dtype.";

static uc10_status mean_(uc10_tensor *ret, uc10_tensor *out, const uc10_tensor *self, uc10_opt_int_list dim,
                         bool keepdim, uc10_dtype dt)
{
	int64_t count = 1;
	uc10_tensor r;
	uc10_status st;

	if (dt != UC10_FLOAT32)
		return uc10__fail_dtype("aten::mean", dt);
	if (!dim.has || dim.v.len == 0 || self->dim == 0) {
		count = uc10_tensor_numel(self);
	} else {
		for (size_t i = 0; i < dim.v.len; i++) {
			int d;
			if (!dim.v.data)
				return uc10_fail(UC10_E_NULL, "aten::mean: dim has no data", "", "");
			if ((st = uc10__wrap_dim("aten::mean", dim.v.data[i], self->dim, &d)) != UC10_OK)
				return st;
			count *= self->sizes[d];
		}
	}
	if ((st = uc10__sum(ret ? "aten::mean" : "aten::mean.out", &r, ret, out, self, dim, keepdim, dt)) != UC10_OK)
		return st;
	{
		const uc10_tensor *ops[1] = { &r };
		float c = (float)count;
		uc10__iter it;
		uc10__iter_init(&it, r.sizes, r.dim, 1, ops);
		for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it))
			for (int64_t i = 0; i < it.shape[0]; i++) {
				float *p = (float *)(it.ptr[0] + i * it.stride[0][0]);
				*p = *p / c;
			}
	}
	if (ret)
		*ret = r;
	return UC10_OK;
}

uc10_status uc10_mean_dim_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_opt_int_list dim,
                              uc10_bool keepdim, uc10_opt_dtype dtype)
{
	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::mean", ret ? "self" : "result");
	if (!uc10_dtype_is_floating(dtype.has ? dtype.v : (uc10_dtype)self->dtype))
		return uc10_fail(UC10_E_DTYPE, mean_dtype_, "", "");
	return mean_(ret, NULL, self, dim, keepdim, dtype.has ? dtype.v : (uc10_dtype)self->dtype);
}

uc10_status uc10_mean_out_cpu(uc10_ks ks, const uc10_tensor *self, uc10_opt_int_list dim, uc10_bool keepdim,
                              uc10_opt_dtype dtype, uc10_tensor *out)
{
	(void)ks;
	if (!uc10__defined(self) || !uc10__defined(out))
		return uc10__fail_null("aten::mean.out", !uc10__defined(self) ? "self" : "out");
	if (!uc10_dtype_is_floating(dtype.has ? dtype.v : (uc10_dtype)self->dtype))
		return uc10_fail(UC10_E_DTYPE, mean_dtype_, "", "");
	return mean_(NULL, out, self, dim, keepdim, dtype.has ? dtype.v : (uc10_dtype)out->dtype);
}
