/* uc10__fclamp_result (fclamp_result.h). */
#include "common/kernel.h"
#include "fused/fclamp_result.h"
#include "pointwise/fclamp.h"

uc10_status uc10__fclamp_result(const char *op, const uc10_tensor *r, uc10_opt_float min, uc10_opt_float max)
{
	if (r->dtype != UC10_FLOAT32)
		return uc10__fail4(UC10_E_DTYPE, op, ": expected a Float result, got ", uc10__dtype_name(r->dtype), "");
	/* a result of its own, laid out densely in one of the two formats the cores write */
	if (!uc10_tensor_is_contiguous_as(r, UC10_CONTIGUOUS_FORMAT) && !uc10_tensor_is_contiguous_as(r, UC10_CHANNELS_LAST))
		return uc10_fail(UC10_E_ARG, op, ": the core's result is not dense", "");
	if (min.has || max.has)
		uc10__fclamp_row(uc10_tensor_ptr(r), uc10_tensor_ptr(r), (ptrdiff_t)uc10_tensor_numel(r), (float)min.v,
		                 (float)max.v, min.has, max.has);
	return UC10_OK;
}
