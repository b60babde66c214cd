/*
 * batch_norm (CompositeImplicitAutograd): what nn.BatchNorm1d/2d call;
 * the first result of _batch_norm_impl_index through the dispatcher, as
 * at::native::batch_norm; the other results (empty in eval mode) are
 * dropped, so that only the output stays in the arena.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_batch_norm_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                                const uc10_tensor *bias, const uc10_tensor *running_mean,
                                const uc10_tensor *running_var, uc10_bool training, uc10_float momentum,
                                uc10_float eps, uc10_bool cudnn_enabled)
{
	uc10_tensor save_mean, save_var, reserve;
	size_t mark = uc10__mark();
	uc10_int index;
	uc10_status st;

	(void)ks;
	if (!ret)
		return uc10__fail_null("aten::batch_norm", "result");
	/* ret is written only on success, and nothing fails after */
	if ((st = uc10_call_aten__batch_norm_impl_index(ret, &save_mean, &save_var, &reserve, &index, input, weight,
	                                                bias, running_mean, running_var, training, momentum, eps,
	                                                cudnn_enabled)) != UC10_OK)
		return st;
	uc10__keep_only(mark, ret);
	return UC10_OK;
}
