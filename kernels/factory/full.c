/*
 * full (CompositeExplicitAutograd): empty(size, options) then
 * fill_(fill_value).  Without a dtype it comes from the value (bool ->
 * bool, int -> int64, float -> float32), as PyTorch 1.13 does.  zeros.c and
 * ones.c are full with 0 and 1 and the default dtype float32.
 */
#include "factory/factory.h"
#include "uc10_ops.h"

uc10_status uc10__full(uc10_tensor *ret, uc10_int_list size, uc10_scalar value, uc10_opt_dtype dtype,
                         uc10_opt_layout layout, uc10_opt_device device, uc10_opt_bool pin_memory,
                         uc10_dtype def)
{
	unsigned char buf[8];
	uc10_tensor t;
	uc10_dtype dt;
	uc10_status st;
	int dim;

	if (!ret)
		return uc10__fail_null("aten::full", "result");
	if ((st = uc10__factory_options(dtype, layout, device, pin_memory, def, &dt)) != UC10_OK ||
	    (st = uc10__shape_arg(size, &dim)) != UC10_OK)
		return st;
	if (uc10_dtype_is_quantized(dt))
		return uc10__fail_dtype("aten::full", dt);
	if ((st = uc10__scalar_to("aten::full: fill_value", buf, dt, value)) != UC10_OK ||
	    (st = uc10__alloc_st("aten::full", uc10_tensor_empty(&t, dt, size.data, dim, UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
		return st;
	uc10__fill_raw(&t, buf);
	*ret = t;
	return UC10_OK;
}

uc10_status uc10_full_cea(uc10_ks ks, uc10_tensor *ret, uc10_int_list size, uc10_scalar fill_value,
                          uc10_opt_dtype dtype, uc10_opt_layout layout, uc10_opt_device device,
                          uc10_opt_bool pin_memory)
{
	uc10_dtype def = fill_value.tag == UC10_SCALAR_BOOL ? UC10_BOOL :
	                 fill_value.tag == UC10_SCALAR_INT ? UC10_INT64 : UC10_FLOAT32;

	(void)ks;
	return uc10__full(ret, size, fill_value, dtype, layout, device, pin_memory, def);
}

/* BackendSelect: the backend from the dtype alone (computeDispatchKey), then redispatch. */
uc10_status uc10_full_backendselect(uc10_ks ks, uc10_tensor *ret, uc10_int_list size, uc10_scalar fill_value, uc10_opt_dtype dtype, uc10_opt_layout layout, uc10_opt_device device,
                                   uc10_opt_bool pin_memory)
{
	(void)ks;
	return uc10_redispatch_aten_full(uc10__factory_key_set(dtype), ret, size, fill_value, dtype, layout, device, pin_memory);
}
