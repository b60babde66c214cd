/*
 * dropout (CompositeImplicitAutograd), as 1.13's _dropout_impl: p outside
 * [0, 1] is an error; with train=False, p == 0 or no elements the result is
 * input itself (the same tensor, as PyTorch returns it: nn.Dropout in eval
 * mode costs nothing); p == 1 in training zeroes everything
 * (input * zeros({})), through the dispatcher.  Training with 0 < p < 1
 * needs random numbers (bernoulli_), which uc10 has no generator for: a
 * status and a message.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_dropout_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, uc10_float p, uc10_bool train)
{
	static const int64_t none[1] = { 0 };
	uint64_t zero = 0;   /* a zero of any dtype uc10 stores */
	uc10_tensor z;
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(input))
		return uc10__fail_null("aten::dropout", ret ? "input" : "result");
	if (!(p >= 0 && p <= 1))
		return uc10_fail(UC10_E_ARG, "aten::dropout: dropout probability has to be between 0 and 1", "", "");
	if (p == 0 || !train || uc10_tensor_numel(input) == 0) {
		*ret = *input;
		return UC10_OK;
	}
	if (p != 1)
		return uc10_fail(UC10_E_ARG, "aten::dropout: train=True with 0 < p < 1 needs random numbers ",
		                 "(bernoulli_), which uc10 does not have", "");
	if ((st = uc10__alloc_st("aten::dropout", uc10_tensor_init(&z, (uc10_dtype)input->dtype, none, 0, &zero))) != UC10_OK)
		return st;
	return uc10_call_aten_mul_Tensor(ret, input, &z);
}
