/*
 * relu6, relu6_ (CompositeImplicitAutograd): hardtanh(self, 0, 6) and
 * hardtanh_(self, 0, 6) through the dispatcher, as ATen's Activation.cpp
 * writes them (the bounds as integer Scalars, so an integral self keeps
 * its dtype).  F.relu6 traces to aten::relu6; nn.ReLU6 calls hardtanh.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

static const uc10_scalar zero_ = { .tag = UC10_SCALAR_INT, .v.i = 0 }, six_ = { .tag = UC10_SCALAR_INT, .v.i = 6 };

uc10_status uc10_relu6_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	(void)ks;
	return uc10_call_aten_hardtanh(ret, self, zero_, six_);
}

uc10_status uc10_relu6__cia(uc10_ks ks, uc10_tensor *self)
{
	(void)ks;
	return uc10_call_aten_hardtanh_(self, zero_, six_);
}
