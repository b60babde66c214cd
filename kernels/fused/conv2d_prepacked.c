/*
 * fused::conv2d_prepacked: a float conv2d over a weight packed at build
 * time (Note [Prepared float convolution] in kernels/conv/fconv_pack.h),
 * with the clamp of an activation fused into it (min, max: None for no
 * bound).  The blob's header gives the weight's shape and the lanes it
 * was packed for, which must be this core's; the convolution is
 * aten::_convolution's (its checks, its result, its core, reading the
 * packed weights in place: no scratch), then the clamp as the other
 * fused:: operators do it.
 */
#include <stdint.h>
#include "common/kernel.h"
#include "conv/conv2d_f32.h"
#include "conv/fconv.h"
#include "conv/fconv_pack.h"
#include "fused/fclamp_result.h"
#include "uc10_ops.h"

uc10_status uc10_fused_conv2d_prepacked_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input,
                                            const uc10_tensor *packed_weight, const uc10_tensor *bias,
                                            uc10_int_list stride, uc10_int_list padding, uc10_int_list dilation,
                                            uc10_int groups, uc10_opt_float min, uc10_opt_float max)
{
	static const char op[] = "fused::conv2d_prepacked";
	const uc10__fconv_prep *h;
	const uc10_tensor *P = packed_weight;
	uc10_tensor wt;
	int64_t ws[4];
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(input) || !uc10__defined(P))
		return uc10__fail_null(op, !ret ? "result" : !uc10__defined(input) ? "input" : "packed_weight");
	if (!UC10__KERNEL_TAKES(uc10_fused_conv2d_prepacked_cpu, input->dtype))
		return uc10__fail_dtype(op, input->dtype);
	if (P->dtype != UC10_UINT8 || P->dim != 1 || P->strides[0] != 1 || P->sizes[0] < (int64_t)sizeof *h ||
	    ((uintptr_t)uc10_tensor_ptr(P) & 7) != 0)
		return uc10_fail(UC10_E_ARG, op, ": packed_weight is not a prepared constant (8-aligned bytes)", "");
	h = uc10_tensor_ptr(P);
	ws[0] = h->oc, ws[1] = h->cg, ws[2] = h->kh, ws[3] = h->kw;
	if (h->magic != UC10__FCONV_PREP_MAGIC || h->oc <= 0 || h->cg <= 0 || h->kh <= 0 || h->kw <= 0 ||
	    P->sizes[0] != (int64_t)sizeof *h + (int64_t)h->oc * h->cg * h->kh * h->kw * (int64_t)sizeof(float))
		return uc10_fail(UC10_E_ARG, op, ": packed_weight is not a prepared float convolution", "");
	if (h->lanes != UC10__FCONV_LANES || h->groups != groups)
		return uc10_fail(UC10_E_ARG, op, h->groups != groups ? ": packed_weight was packed for other groups"
		                 : ": packed_weight was packed for another core (its lanes)", "");
	if ((st = uc10_tensor_from_const(&wt, UC10_FLOAT32, ws, 4, h + 1)) != UC10_OK)
		return st;
	if ((st = uc10__convolution_prepacked(ret, input, &wt, bias, stride, padding, dilation, groups,
	                                      (const float *)(const void *)(h + 1))) != UC10_OK)
		return st;
	return uc10__fclamp_result(op, ret, min, max);
}
