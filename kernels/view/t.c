/* t (CompositeExplicitAutograd): a tensor of at most 2 dims transposed, as transpose(0, 1) (0-d and 1-d: itself, a view). */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_t_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::t", ret ? "self" : "result");
	if (self->dim > 2)
		return uc10_fail(UC10_E_SHAPE, "aten::t: t() expects a tensor with <= 2 dimensions", "", "");
	return uc10_call_aten_transpose_int(ret, self, 0, self->dim < 2 ? 0 : 1);
}
