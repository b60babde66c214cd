/*
 * dropout_ (CompositeImplicitAutograd), in place, as 1.13's
 * _dropout_impl<inplace=true>: p outside [0, 1] is an error; with
 * train=False, p == 0 or no elements self is returned as it is (nn.Dropout
 * in eval mode costs nothing); p == 1 in training zeroes self
 * (self.mul_(zeros({}))), through the dispatcher.  Training with 0 < p < 1
 * needs random numbers (bernoulli_), which uc10 has no generator for: a
 * status and a message, self untouched.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_dropout__cia(uc10_ks ks, uc10_tensor *self, uc10_float p, uc10_bool train)
{
	static const int64_t none[1] = { 0 };
	uint64_t zero = 0;   /* a zero of any dtype uc10 stores */
	uc10_tensor z;
	uc10_status st;

	(void)ks;
	if (!uc10__defined(self))
		return uc10__fail_null("aten::dropout_", "self");
	if (!(p >= 0 && p <= 1))
		return uc10_fail(UC10_E_ARG, "aten::dropout_: dropout probability has to be between 0 and 1", "", "");
	if (p == 0 || !train || uc10_tensor_numel(self) == 0)
		return UC10_OK;
	if (p != 1)
		return uc10_fail(UC10_E_ARG, "aten::dropout_: train=True with 0 < p < 1 needs random numbers ",
		                 "(bernoulli_), which uc10 does not have", "");
	if ((st = uc10__alloc_st("aten::dropout_", uc10_tensor_init(&z, (uc10_dtype)self->dtype, none, 0, &zero))) != UC10_OK)
		return st;
	return uc10_call_aten_mul__Tensor(self, &z);
}
