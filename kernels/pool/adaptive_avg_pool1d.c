/*
 * adaptive_avg_pool1d (CompositeImplicitAutograd), as ATen's
 * AdaptiveAveragePooling.cpp: a 2-d or 3-d self, one output size;
 * adaptive_avg_pool2d(self.unsqueeze(-2), [1, output_size[0]]).squeeze(-2)
 * through the dispatcher (so a 1 x 1 output is mean's, as in PyTorch).
 */
#include "common/kernel.h"
#include "uc10_ops.h"

static const char OP[] = "aten::adaptive_avg_pool1d";

uc10_status uc10_adaptive_avg_pool1d_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list output_size)
{
	int64_t osz[2];
	const uc10_int_list ol = { osz, 2 };
	size_t mark = uc10__mark();
	uc10_tensor u, p;
	uc10_status st;
	char b1[21];

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null(OP, ret ? "self" : "result");
	if (self->dim < 2 || self->dim > 3)
		return uc10__fail4(UC10_E_SHAPE, OP, ": Expected 2 to 3 dimensions, but got ", uc10__dec(self->dim, b1),
		                   "-dimensional tensor for argument #1 'self'");
	if (output_size.len != 1)
		return uc10__fail4(UC10_E_ARG, OP, ": adaptive_avg_pool1d() argument 'output_size' should contain one int (got ",
		                   uc10__dec((int64_t)output_size.len, b1), ")");
	osz[0] = 1;
	osz[1] = output_size.data[0];
	if ((st = uc10_call_aten_unsqueeze(&u, self, -2)) != UC10_OK ||
	    (st = uc10_call_aten_adaptive_avg_pool2d(&p, &u, ol)) != UC10_OK ||
	    (st = uc10_call_aten_squeeze_dim(ret, &p, -2)) != UC10_OK) {
		uc10__release(mark);
		return st;
	}
	return UC10_OK;
}
