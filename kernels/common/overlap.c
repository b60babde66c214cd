/* Memory overlap checks (aten/src/ATen/MemoryOverlap.cpp). */
#include "common/kernel.h"
#include "uc10/dispatcher.h"

/* (callers that know the op and the argument say so: uc10__fail_null) */
uc10_status uc10__check_defined(const uc10_tensor *t)
{
	return t && t->defined ? UC10_OK
	       : uc10_fail(UC10_E_NULL, "Expected a proper Tensor but got None (or an undefined Tensor in C++)", "", "");
}

/* assert_no_internal_overlap / assert_no_partial_overlap's messages */
static uc10_status overlap_(const char *what)
{
	return uc10_fail(UC10_E_ALIAS, "unsupported operation: ", what,
	                 " a single memory location");
}

bool uc10__same_tensor(const uc10_tensor *a, const uc10_tensor *b)
{
	if (a == b)
		return true;
	if (uc10_tensor_ptr(a) != uc10_tensor_ptr(b) || a->dtype != b->dtype || !uc10_tensor_same_shape(a, b))
		return false;
	for (int i = 0; i < a->dim; i++)
		if (a->sizes[i] > 1 && a->strides[i] != b->strides[i])
			return false;
	return true;
}

uc10_status uc10__check_no_internal_overlap(const uc10_tensor *t)
{
	if (uc10_tensor_is_non_overlapping_and_dense(t))
		return UC10_OK;
	for (int i = 0; i < t->dim; i++)
		if (t->sizes[i] > 1 && t->strides[i] == 0)
			return overlap_("more than one element of the written-to tensor refers to");
	return UC10_OK;
}

static const char partial_[] = "some elements of the input tensor and the written-to tensor refer to";

uc10_status uc10__check_no_partial_overlap(const uc10_tensor *a, const uc10_tensor *b)
{
	int64_t alo, ahi, blo, bhi;
	char *pa, *pb;

	if (a == b || uc10_tensor_numel(a) == 0 || uc10_tensor_numel(b) == 0)
		return UC10_OK;
	/* PyTorch gives up (TOO_HARD, allowed) unless both are dense */
	if (!uc10_tensor_is_non_overlapping_and_dense(a) || !uc10_tensor_is_non_overlapping_and_dense(b))
		return UC10_OK;
	uc10_tensor_byte_span(a, &alo, &ahi);
	uc10_tensor_byte_span(b, &blo, &bhi);
	pa = uc10_tensor_ptr(a);
	pb = uc10_tensor_ptr(b);
	if (pa == pb && ahi == bhi) {
		for (int i = 0; i < a->dim && i < b->dim; i++)
			if (a->dim != b->dim || a->strides[i] != b->strides[i])
				return overlap_(partial_);
		return a->dim == b->dim ? UC10_OK : overlap_(partial_);
	}
	if (pa < pb + bhi && pb < pa + ahi)
		return overlap_(partial_);
	return UC10_OK;
}
