/*
 * empty.memory_format: CPU (empty_cpu), QuantizedCPU (empty_unknown_quantized:
 * per-tensor affine, scale 1, zero point 0) and the BackendSelect kernel
 * that picks the backend from the dtype and redispatches, as PyTorch's
 * generated RegisterBackendSelect.cpp does.
 */
#include "factory/factory.h"
#include "uc10_ops.h"

static uc10_status empty_(uc10_tensor *ret, uc10_int_list size, uc10_opt_dtype dtype, uc10_opt_layout layout,
                          uc10_opt_device device, uc10_opt_bool pin_memory,
                          uc10_opt_memory_format memory_format, bool quantized)
{
	uc10_memory_format mf = memory_format.has ? memory_format.v : UC10_CONTIGUOUS_FORMAT;
	uc10_dtype dt;
	uc10_status st;
	int dim;

	if (!ret)
		return uc10__fail_null("aten::empty", "result");
	if ((st = uc10__factory_options(dtype, layout, device, pin_memory, UC10_FLOAT32, &dt)) != UC10_OK ||
	    (st = uc10__shape_arg(size, &dim)) != UC10_OK)
		return st;
	if (uc10_dtype_is_quantized(dt) != quantized)
		return uc10__fail_dtype(quantized ? "aten::empty (QuantizedCPU)" : "aten::empty", dt);
	if ((st = uc10__check_memory_format("aten::empty", mf, dim, false)) != UC10_OK)
		return st;
	return uc10__alloc_st("aten::empty", uc10_tensor_empty(ret, dt, size.data, dim, mf));
}

uc10_status uc10_empty_memory_format_cpu(uc10_ks ks, uc10_tensor *ret, uc10_int_list size, uc10_opt_dtype dtype,
                                         uc10_opt_layout layout, uc10_opt_device device,
                                         uc10_opt_bool pin_memory, uc10_opt_memory_format memory_format)
{
	(void)ks;
	return empty_(ret, size, dtype, layout, device, pin_memory, memory_format, false);
}

uc10_status uc10_empty_memory_format_qcpu(uc10_ks ks, uc10_tensor *ret, uc10_int_list size, uc10_opt_dtype dtype,
                                          uc10_opt_layout layout, uc10_opt_device device,
                                          uc10_opt_bool pin_memory, uc10_opt_memory_format memory_format)
{
	(void)ks;
	return empty_(ret, size, dtype, layout, device, pin_memory, memory_format, true);
}

uc10_status uc10_empty_memory_format_backendselect(uc10_ks ks, uc10_tensor *ret, uc10_int_list size,
                                                   uc10_opt_dtype dtype, uc10_opt_layout layout,
                                                   uc10_opt_device device, uc10_opt_bool pin_memory,
                                                   uc10_opt_memory_format memory_format)
{
	(void)ks;
	return uc10_redispatch_aten_empty_memory_format(uc10__factory_key_set(dtype), ret, size, dtype, layout, device, pin_memory,
	                                                 memory_format);
}
