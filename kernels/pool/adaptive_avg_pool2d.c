/*
 * adaptive_avg_pool2d (CompositeImplicitAutograd), as 1.13's: output_size
 * of two non-negative ints; an output of 1 x 1 on a non-quantized input is
 * mean over the last two dims (keepdim) through the dispatcher, restrided
 * to channels_last when the input suggests it (what AdaptiveAvgPool2d(1)
 * in MobileNet-style models runs); otherwise _adaptive_avg_pool2d.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_adaptive_avg_pool2d_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                         uc10_int_list output_size)
{
	static const int64_t hw[2] = { -1, -2 };
	uc10_opt_int_list dims = { true, { hw, 2 } };
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::adaptive_avg_pool2d", ret ? "self" : "result");
	if (output_size.len != 2 || !output_size.data)
		return uc10_fail(UC10_E_ARG, "aten::adaptive_avg_pool2d: output_size must be 2", "", "");
	if (output_size.data[0] < 0 || output_size.data[1] < 0)
		return uc10_fail(UC10_E_ARG, "aten::adaptive_avg_pool2d: elements of output_size must be greater ",
		                 "than or equal to 0", "");
	if (uc10_dtype_is_quantized(self->dtype) || output_size.data[0] != 1 || output_size.data[1] != 1)
		return uc10_call_aten__adaptive_avg_pool2d(ret, self, output_size);
	if ((st = uc10_call_aten_mean_dim(&r, self, dims, true, (uc10_opt_dtype){ 0 })) != UC10_OK)
		return st;
	if (uc10_tensor_suggest_memory_format(self) == UC10_CHANNELS_LAST) {
		/* as_strided_({n, c, 1, 1}, {c, 1, c, c}): self is 4-d here */
		r.strides[0] = r.sizes[1];
		r.strides[1] = 1;
		r.strides[2] = r.strides[3] = r.sizes[1];
		uc10_tensor_refresh(&r);
	}
	*ret = r;
	return UC10_OK;
}
