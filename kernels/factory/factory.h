/* kernels/factory/factory.h - shared by the factory kernels (internal). */
#ifndef UC10_FACTORY_H
#define UC10_FACTORY_H

#include "common/kernel.h"

/*
 * TensorOptions a CPU factory accepts: strided layout, a CPU device (type
 * 0), no pinned memory (PyTorch needs CUDA for it); dtype defaults to
 * `def`.  UC10_E_ARG / UC10_E_DTYPE otherwise.
 */
uc10_status uc10__factory_options(uc10_opt_dtype dtype, uc10_opt_layout layout, uc10_opt_device device,
                                  uc10_opt_bool pin_memory, uc10_dtype def, uc10_dtype *dt);

/*
 * computeDispatchKey(dtype, layout, device) of a BackendSelect kernel: the
 * backend key alone (QuantizedCPU for a quantized dtype, else CPU), not
 * the key set the kernel was called with.
 */
uc10_ks uc10__factory_key_set(uc10_opt_dtype dtype);

/* A size list as a shape: at most UC10_MAX_DIMS dims, none negative. */
uc10_status uc10__shape_arg(uc10_int_list size, int *dim);

/* Write the one element at `val` (of t's itemsize) to every element of t. */
void uc10__fill_raw(const uc10_tensor *t, const void *val);

/* full(size, value, options) with `def` the dtype when options has none. */
uc10_status uc10__full(uc10_tensor *ret, uc10_int_list size, uc10_scalar value, uc10_opt_dtype dtype,
                       uc10_opt_layout layout, uc10_opt_device device, uc10_opt_bool pin_memory,
                       uc10_dtype def);

#endif
