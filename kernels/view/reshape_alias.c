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
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::_reshape_alias", ret ? "self" : "result");
	if (size.len != stride.len || size.len > UC10_MAX_DIMS)
		return uc10_fail(UC10_E_ARG, "aten::_reshape_alias: ", size.len != stride.len ?
		                 "size and stride must have the same length" : "too many dims for uc10 (UC10_MAX_DIMS)", "");
	if (size.len > 0 && (!size.data || !stride.data))
		return uc10_fail(UC10_E_NULL, "aten::_reshape_alias: ", !size.data ? "size" : "stride", " has no data");
	/* validates the geometry; the storage is self's */
	if ((st = uc10_tensor_init_strided(&t, (uc10_dtype)self->dtype, size.data, stride.data, (int)size.len,
	                                   self->storage_offset, self->data ? self->data : (void *)self)) != UC10_OK)
		return uc10_fail(st, "aten::_reshape_alias: ", "size, stride or the offset is invalid (negative or overflowing)", "");
	uc10__make_view(ret, self, size.data, stride.data, (int)size.len, self->storage_offset);
	return UC10_OK;
}
