/*
 * convolution (CompositeExplicitAutograd), as at::native::convolution:
 * _convolution through the dispatcher with the global context's cuDNN
 * settings (benchmark off, deterministic off, cuDNN enabled, TF32
 * allowed: PyTorch's defaults; the CPU path ignores them).  The jit trace
 * of a model shows aten::_convolution for this reason.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_convolution_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                                 const uc10_tensor *bias, uc10_int_list stride, uc10_int_list padding,
                                 uc10_int_list dilation, uc10_bool transposed, uc10_int_list output_padding,
                                 uc10_int groups)
{
	(void)ks;
	return uc10_call_aten__convolution(ret, input, weight, bias, stride, padding, dilation, transposed,
	                                   output_padding, groups, false, false, true, true);
}
