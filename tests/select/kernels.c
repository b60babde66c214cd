/* kernels.c - kernels of tests/select/ops.m4.  s_comp_cia calls s::leaf
 * through its typed wrapper, as a composite kernel does. */
#include "uc10_ops.h"

uc10_status s_leaf_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	(void)ks;
	*ret = *self;
	ret->q_zero_point += 1;
	return UC10_OK;
}

uc10_status s_comp_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	(void)ks;
	return uc10_call_s_leaf(ret, self);
}

uc10_status s_unused_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	(void)ks;
	*ret = *self;
	return UC10_OK;
}
