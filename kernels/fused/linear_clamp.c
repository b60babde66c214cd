/*
 * fused::linear_clamp: aten::linear with relu, relu6, hardtanh or clamp
 * of its result in one call (Note [Fusion] in m4/fuse.m4): the product
 * through the dispatcher, its float32 result then clamped in place by the
 * bounds given (None: no bound), the bits the two calls give.
 */
#include "common/kernel.h"
#include "fused/fclamp_result.h"
#include "uc10_ops.h"

uc10_status uc10_fused_linear_clamp_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input,
                                        const uc10_tensor *weight, const uc10_tensor *bias, uc10_opt_float min,
                                        uc10_opt_float max)
{
	static const char op[] = "fused::linear_clamp";
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(input))
		return uc10__fail_null(op, ret ? "input" : "result");
	if (!UC10__KERNEL_TAKES(uc10_fused_linear_clamp_cpu, input->dtype))
		return uc10__fail_dtype(op, input->dtype);
	if ((st = uc10_call_aten_linear(ret, input, weight, bias)) != UC10_OK)
		return st;
	return uc10__fclamp_result(op, ret, min, max);
}
