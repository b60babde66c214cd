/* uc10_tensor_from_const: see tensor_util.h. */
#include "uc10/tensor_util.h"

uc10_status uc10_tensor_from_const(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim, const void *data)
{
	/*
	 * The struct has one data pointer for inputs and outputs alike, as
	 * TensorImpl has; the const is dropped here, once, and kept by the
	 * contract that such a tensor is only ever an input.
	 */
	return uc10_tensor_init(t, dt, sizes, dim, (void *)(uintptr_t)data);
}
