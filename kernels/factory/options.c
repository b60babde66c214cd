/* TensorOptions and size arguments of the factory kernels. */
#include "factory/factory.h"

static const char factory_[] = "factory (empty, full, ...): ";

uc10_status uc10__factory_options(uc10_opt_dtype dtype, uc10_opt_layout layout, uc10_opt_device device,
                                  uc10_opt_bool pin_memory, uc10_dtype def, uc10_dtype *dt)
{
	if (layout.has && layout.v != UC10_STRIDED)
		return uc10_fail(UC10_E_ARG, factory_, "layout must be torch.strided", "");
	if (device.has && device.v.type != 0)
		return uc10_fail(UC10_E_ARG, factory_, "device must be the CPU", "");
	if (pin_memory.has && pin_memory.v)
		return uc10_fail(UC10_E_ARG, factory_, "pin_memory is not supported", "");
	*dt = dtype.has ? dtype.v : def;
	if (uc10_dtype_itemsize(*dt) == 0)
		return uc10__fail_dtype("factory", *dt);
	return UC10_OK;
}

uc10_status uc10__shape_arg(uc10_int_list size, int *dim)
{
	if (size.len > 0 && !size.data)
		return uc10_fail(UC10_E_NULL, factory_, "size has no data", "");
	if (size.len > UC10_MAX_DIMS)
		return uc10_fail(UC10_E_ARG, factory_, "too many dims for uc10 (UC10_MAX_DIMS)", "");
	for (size_t i = 0; i < size.len; i++)
		if (size.data[i] < 0)
			return uc10_fail(UC10_E_ARG, factory_, "Trying to create tensor with negative dimension", "");
	*dim = (int)size.len;
	return UC10_OK;
}

uc10_ks uc10__factory_key_set(uc10_opt_dtype dtype)
{
	return dtype.has && uc10_dtype_is_quantized(dtype.v) ? UC10_KS_QuantizedCPU : UC10_KS_CPU;
}
