/*
 * conv2d (CompositeImplicitAutograd), as at::native::conv2d: a 3-d
 * (unbatched) input is unsqueezed to a batch of one and the result squeezed
 * back; the rest is aten::convolution (not transposed, no output padding),
 * through the dispatcher.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_conv2d_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                            const uc10_tensor *bias, uc10_int_list stride, uc10_int_list padding,
                            uc10_int_list dilation, uc10_int groups)
{
	int64_t zeros[2] = { 0, 0 };
	uc10_int_list op = { zeros, 2 };
	uc10_tensor x, y;
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(input))
		return uc10__fail_null("aten::conv2d", ret ? "input" : "result");
	if (input->dim != 3 && input->dim != 4)
		return uc10_fail(UC10_E_SHAPE, "aten::conv2d: Expected 3D (unbatched) or 4D (batched) input to conv2d", "", "");
	if (input->dim == 4)
		return uc10_call_aten_convolution(ret, input, weight, bias, stride, padding, dilation, false, op, groups);
	if ((st = uc10_call_aten_unsqueeze(&x, input, 0)) != UC10_OK ||
	    (st = uc10_call_aten_convolution(&y, &x, weight, bias, stride, padding, dilation, false, op, groups)) != UC10_OK)
		return st;
	return uc10_call_aten_squeeze_dim(ret, &y, 0);
}
