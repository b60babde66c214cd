/*
 * cat (CPU), as 1.13's structured cat: the inputs promoted together
 * (result_type), joined along dim; a 1-d tensor of size 0 is skipped (the
 * legacy rule, also for wrapping dim); every other input must have the
 * first one's sizes except along dim.  The result is channels_last when
 * every input suggests it, else contiguous (cat_compute_output_memory_format).
 * Each input is copied into its slice of the result by copy_ through the
 * dispatcher (which converts dtypes).  An empty list, a 0-dim input, an
 * undefined one or a mismatch: a status and PyTorch's message, nothing
 * allocated.
 */
#include "copy/cat.h"
#include "view/view.h"
#include "uc10_ops.h"

static const char OP[] = "aten::cat";

/* the legacy skip: a 1-d tensor with no elements */
static bool skip_(const uc10_tensor *t)
{
	return t->dim == 1 && t->sizes[0] == 0;
}

uc10_status uc10_cat_cpu(uc10_ks ks, uc10_tensor *ret, uc10_tensor_list tensors, uc10_int dim)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS], at = 0;
	uc10_memory_format mf = UC10_CHANNELS_LAST;
	uc10_result_type_state rs;
	const uc10_tensor *first = NULL;
	size_t mark = uc10__mark();
	uc10_tensor r, v;
	uc10_status st;
	int d = 0;

	(void)ks;
	if (!ret)
		return uc10__fail_null(OP, "result");
	if (tensors.len == 0)
		return uc10_fail(UC10_E_ARG, OP, ": torch.cat(): expected a non-empty list of Tensors", "");
	uc10_result_type_init(&rs);
	for (size_t i = 0; i < tensors.len; i++) {
		const uc10_tensor *t = tensors.data[i];
		char buf[21];
		if (!t || !uc10__defined(t))
			return uc10__fail_null(OP, "tensors");
		if (t->dim == 0)
			return uc10__fail5(UC10_E_SHAPE, OP, ": zero-dimensional tensor (at position ", uc10__dec((int64_t)i, buf),
			                   ") cannot be concatenated", "");
		if (!uc10__is_arith_dtype((uc10_dtype)t->dtype))
			return uc10__fail_dtype(OP, t->dtype);
		uc10_result_type_tensor(&rs, t);
		if (uc10_tensor_suggest_memory_format(t) != UC10_CHANNELS_LAST)
			mf = UC10_CONTIGUOUS_FORMAT;
		if (!first && !skip_(t))
			first = t;
	}
	if (first && (st = uc10__wrap_dim(OP, dim, first->dim, &d)) != UC10_OK)
		return st;
	if (!first) {   /* every input a skipped (0,): a (0,) result */
		sizes[0] = 0;
		st = uc10__alloc_st(OP, uc10_tensor_empty(&r, uc10_result_type(&rs), sizes, 1, UC10_CONTIGUOUS_FORMAT));
		if (st == UC10_OK)
			*ret = r;
		return st;
	}
	for (int k = 0; k < first->dim; k++)
		sizes[k] = first->sizes[k];
	sizes[d] = 0;
	for (size_t i = 0; i < tensors.len; i++) {
		const uc10_tensor *t = tensors.data[i];
		if (skip_(t))
			continue;
		if ((st = uc10__cat_input(OP, first, t, d, i, &sizes[d])) != UC10_OK)
			return st;
	}
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&r, uc10_result_type(&rs), sizes, first->dim,
	                                               first->dim == 4 ? mf : UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
		return st;
	for (size_t i = 0; i < tensors.len; i++) {
		const uc10_tensor *t = tensors.data[i];
		if (skip_(t))
			continue;
		uc10__view_geometry(&r, -1, sizes, strides);
		sizes[d] = t->sizes[d];
		uc10__make_view(&v, &r, sizes, strides, r.dim, r.storage_offset + at * r.strides[d]);
		at += t->sizes[d];
		if ((st = uc10_call_aten_copy_(&v, t, false)) != UC10_OK) {
			uc10__release(mark);
			return st;
		}
	}
	*ret = r;
	return UC10_OK;
}
