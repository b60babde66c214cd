/*
 * _reshape_alias (CPU, QuantizedCPU): self with the given sizes and strides
 * at the same storage offset (what reshape uses once computeStride found a
 * view).
 */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10__reshape_alias_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                    uc10_int_list size, uc10_int_list stride)
{
	uc10_tensor t;
	uc10_status st;

	(void)ks;
	if (!ret || (st = uc10__check_defined(self)) != UC10_OK)
		return UC10_E_NULL;
	if (size.len != stride.len || size.len > UC10_MAX_DIMS)
		return UC10_E_ARG;
	if (size.len > 0 && (!size.data || !stride.data))
		return UC10_E_NULL;
	/* validates the geometry; the storage is self's */
	if ((st = uc10_tensor_init_strided(&t, (uc10_dtype)self->dtype, size.data, stride.data, (int)size.len,
	                                   self->storage_offset, self->data ? self->data : (void *)self)) != UC10_OK)
		return st;
	uc10__make_view(ret, self, size.data, stride.data, (int)size.len, self->storage_offset);
	return UC10_OK;
}
