/* ones (CompositeExplicitAutograd): full(size, 1), float32 by default. */
#include "factory/factory.h"
#include "uc10_ops.h"

uc10_status uc10_ones_cea(uc10_ks ks, uc10_tensor *ret, uc10_int_list size, uc10_opt_dtype dtype,
                          uc10_opt_layout layout, uc10_opt_device device, uc10_opt_bool pin_memory)
{
	uc10_scalar v = { .tag = UC10_SCALAR_INT, .v.i = 1 };

	(void)ks;
	return uc10__full(ret, size, v, dtype, layout, device, pin_memory, UC10_FLOAT32);
}

/* BackendSelect: the backend from the dtype alone (computeDispatchKey), then redispatch. */
uc10_status uc10_ones_backendselect(uc10_ks ks, uc10_tensor *ret, uc10_int_list size, uc10_opt_dtype dtype, uc10_opt_layout layout, uc10_opt_device device, uc10_opt_bool pin_memory)
{
	(void)ks;
	return uc10_redispatch_aten_ones(uc10__factory_key_set(dtype), ret, size, dtype, layout, device, pin_memory);
}
