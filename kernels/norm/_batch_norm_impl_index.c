/*
 * _batch_norm_impl_index (CompositeImplicitAutograd), as 1.13's CPU
 * route through it: check the parameters against the input's channels
 * (dim 1), then native_batch_norm through the dispatcher; the reserve
 * tensor is empty and the implementation index 0 (native, not cuDNN or
 * MIOpen).
 */
#include "common/kernel.h"
#include "uc10_ops.h"

static const char op_[] = "aten::_batch_norm_impl_index";

/* check_dims_match_num_input_features */
static uc10_status check_(const uc10_tensor *t, int64_t c, const char *name)
{
	if (uc10__defined(t) && uc10_tensor_numel(t) != c)
		return uc10__fail4(UC10_E_SHAPE, op_, ": ", name, " should contain as many elements as input has channels (input.size(1))");
	return UC10_OK;
}

uc10_status uc10__batch_norm_impl_index_cia(uc10_ks ks, uc10_tensor *ret0, uc10_tensor *ret1, uc10_tensor *ret2,
                                            uc10_tensor *ret3, uc10_int *ret4, const uc10_tensor *input,
                                            const uc10_tensor *weight, const uc10_tensor *bias,
                                            const uc10_tensor *running_mean, const uc10_tensor *running_var,
                                            uc10_bool training, uc10_float momentum, uc10_float eps,
                                            uc10_bool cudnn_enabled)
{
	const int64_t zero = 0;
	size_t mark = uc10__mark();
	uc10_tensor reserve;
	uc10_status st;
	int64_t c;

	(void)ks;
	(void)cudnn_enabled;
	if (!ret0 || !ret1 || !ret2 || !ret3 || !ret4 || !uc10__defined(input))
		return uc10__fail_null(op_, uc10__defined(input) ? "result" : "input");
	if (input->dim < 2)
		return uc10_fail(UC10_E_SHAPE, op_, ": Dimension out of range (the input has no dim 1, its channels)", "");
	c = input->sizes[1];
	if (!training && (!uc10__defined(running_mean) || !uc10__defined(running_var)))
		return uc10_fail(UC10_E_NULL, op_, uc10__defined(running_mean) ? ": running_var" : ": running_mean",
		                 " must be defined in evaluation mode");
	if ((st = check_(running_mean, c, "running_mean")) != UC10_OK || (st = check_(running_var, c, "running_var")) != UC10_OK ||
	    (st = check_(weight, c, "weight")) != UC10_OK || (st = check_(bias, c, "bias")) != UC10_OK)
		return st;
	/*
	 * The reserve first: native_batch_norm writes its results only when it
	 * succeeds, and nothing can fail after it (outputs untouched on failure,
	 * and no temporaries on the stack of this deep call chain).
	 */
	if ((st = uc10__alloc_st(op_, uc10_tensor_empty(&reserve, UC10_FLOAT32, &zero, 1, UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
		return st;
	if ((st = uc10_call_aten_native_batch_norm(ret0, ret1, ret2, input, weight, bias, running_mean, running_var,
	                                           training, momentum, eps)) != UC10_OK) {
		uc10__release(mark);
		return st;
	}
	*ret3 = reserve;
	*ret4 = 0;
	return UC10_OK;
}
