/* Reduction geometry: see kernels/reduce/reduce.h. */
#include "reduce/reduce.h"

uc10_status uc10__reduce_shape(const char *op, const uc10_tensor *self, const int64_t *dims, size_t ndims, bool all,
                               bool keepdim, bool *mask, int64_t *oshape, int *odim)
{
	int n = 0;
	uc10_status st;

	for (int i = 0; i < UC10_MAX_DIMS; i++)
		mask[i] = all;
	if (!all) {
		if (ndims > 0 && !dims)
			return uc10_fail(UC10_E_NULL, op, ": dim has no data", "");
		for (size_t i = 0; i < ndims; i++) {
			int d;
			if ((st = uc10__wrap_dim(op, dims[i], self->dim, &d)) != UC10_OK)
				return st;
			if (mask[d])
				return uc10_fail(UC10_E_ARG, op, ": a dim appears multiple times in the list of dims", "");
			mask[d] = true;
		}
	}
	for (int i = 0; i < self->dim; i++) {
		if (!mask[i])
			oshape[n++] = self->sizes[i];
		else if (keepdim)
			oshape[n++] = 1;
	}
	*odim = n;
	return UC10_OK;
}

void uc10__reduce_plan(uc10__red *r, const uc10_tensor *self, const bool *mask, const uc10_tensor *out)
{
	int64_t isz = (int64_t)uc10_dtype_itemsize((uc10_dtype)self->dtype);
	int64_t osz = (int64_t)uc10_dtype_itemsize((uc10_dtype)out->dtype);
	int64_t ostr[UC10_MAX_DIMS];
	int j = 0;

	/* the output is contiguous over the kept dims whether or not keepdim */
	r->nk = r->nr = 0;
	r->onumel = r->rnumel = 1;
	for (int i = 0; i < self->dim; i++) {
		if (mask[i]) {
			r->rsize[r->nr] = self->sizes[i];
			r->rstride[r->nr++] = self->strides[i] * isz;
			r->rnumel *= self->sizes[i];
		} else {
			r->ksize[r->nk] = self->sizes[i];
			r->kstride[r->nk++] = self->strides[i] * isz;
			r->onumel *= self->sizes[i];
		}
	}
	for (int i = out->dim - 1; i >= 0; i--)
		ostr[i] = out->strides[i];
	/* map kept dims to the output's dims (skipping keepdim's size-1 dims) */
	for (int i = 0, k = 0; i < self->dim; i++) {
		if (!mask[i]) {
			r->ostride[k++] = ostr[j] * osz;
			j++;
		} else if (out->dim == self->dim) {
			j++;
		}
	}
	r->in = uc10_tensor_ptr(self);
	r->out = uc10_tensor_ptr(out);
}

uc10_status uc10__reduce_output(const char *op, uc10_tensor *res, uc10_tensor *ret, uc10_tensor *out, uc10_dtype dt,
                                const int64_t *oshape, int odim)
{
	uc10_status st;

	if (ret)
		return uc10__alloc_st(op, uc10_tensor_empty(res, dt, oshape, odim, UC10_CONTIGUOUS_FORMAT));
	if (!uc10__defined(out))
		return uc10__fail_null(op, "out");
	for (int i = 0; i <= odim; i++)
		if (out->dim != odim || (i < odim && out->sizes[i] != oshape[i]))
			return uc10_fail(UC10_E_SHAPE, op, ": out must have the result's shape", " (uc10 does not resize out=)");
	if (out->dtype != dt)
		return uc10__fail5(UC10_E_DTYPE, op, ": Expected out tensor to have dtype ", uc10__dtype_name(dt),
		                   ", but got ", uc10__dtype_name(out->dtype));
	if ((st = uc10__check_no_internal_overlap(out)) != UC10_OK)
		return st;
	*res = *out;
	return UC10_OK;
}
