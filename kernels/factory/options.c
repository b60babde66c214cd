/* TensorOptions and size arguments of the factory kernels. */
#include "factory/factory.h"

uc10_status uc10__factory_options(uc10_opt_dtype dtype, uc10_opt_layout layout, uc10_opt_device device,
                                  uc10_opt_bool pin_memory, uc10_dtype def, uc10_dtype *dt)
{
	if (layout.has && layout.v != UC10_STRIDED)
		return UC10_E_ARG;
	if (device.has && device.v.type != 0)
		return UC10_E_ARG;
	if (pin_memory.has && pin_memory.v)
		return UC10_E_ARG;
	*dt = dtype.has ? dtype.v : def;
	if (uc10_dtype_itemsize(*dt) == 0)
		return UC10_E_DTYPE;
	return UC10_OK;
}

uc10_status uc10__shape_arg(uc10_int_list size, int *dim)
{
	if (size.len > 0 && !size.data)
		return UC10_E_NULL;
	if (size.len > UC10_MAX_DIMS)
		return UC10_E_ARG;
	for (size_t i = 0; i < size.len; i++)
		if (size.data[i] < 0)
			return UC10_E_ARG;   /* "Trying to create tensor with negative dimension" */
	*dim = (int)size.len;
	return UC10_OK;
}

uc10_ks uc10__factory_key_set(uc10_opt_dtype dtype)
{
	return dtype.has && uc10_dtype_is_quantized(dtype.v) ? UC10_KS_QuantizedCPU : UC10_KS_CPU;
}
