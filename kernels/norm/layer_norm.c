/*
 * layer_norm (CompositeImplicitAutograd; nn.LayerNorm): the first result
 * of native_layer_norm through the dispatcher, the saved statistics
 * released (cudnn_enable is ignored, as in PyTorch).
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_layer_norm_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, uc10_int_list normalized_shape,
                                const uc10_tensor *weight, const uc10_tensor *bias, uc10_float eps, uc10_bool cudnn_enable)
{
	size_t mark = uc10__mark();
	uc10_tensor y, mean, rstd;
	uc10_status st;

	(void)ks;
	(void)cudnn_enable;
	if (!ret)
		return uc10__fail_null("aten::layer_norm", "result");
	if ((st = uc10_call_aten_native_layer_norm(&y, &mean, &rstd, input, normalized_shape, weight, bias, eps)) != UC10_OK)
		return st;
	uc10__keep_only(mark, &y);
	*ret = y;
	return UC10_OK;
}
