/* dtype facts: sizes, categories, key sets (Note [Tensor key sets]). */
#include "uc10/tensor_util.h"

size_t uc10_dtype_itemsize(uc10_dtype dt)
{
	switch (dt) {
	case UC10_UINT8: case UC10_INT8: case UC10_BOOL:
	case UC10_QINT8: case UC10_QUINT8:
		return 1;
	case UC10_INT16:
		return 2;
	case UC10_INT32: case UC10_FLOAT32: case UC10_QINT32:
		return 4;
	case UC10_INT64:
		return 8;
	default:
		return 0;
	}
}

bool uc10_dtype_is_floating(uc10_dtype dt)
{
	return dt == UC10_FLOAT16 || dt == UC10_FLOAT32 || dt == UC10_FLOAT64;
}

bool uc10_dtype_is_integral(uc10_dtype dt, bool include_bool)
{
	return dt == UC10_UINT8 || dt == UC10_INT8 || dt == UC10_INT16 || dt == UC10_INT32 ||
	       dt == UC10_INT64 || (include_bool && dt == UC10_BOOL);
}

bool uc10_dtype_is_quantized(uc10_dtype dt)
{
	return dt == UC10_QINT8 || dt == UC10_QUINT8 || dt == UC10_QINT32;
}

uc10_dtype uc10_dtype_underlying(uc10_dtype dt)
{
	switch (dt) {
	case UC10_QINT8: return UC10_INT8;
	case UC10_QUINT8: return UC10_UINT8;
	case UC10_QINT32: return UC10_INT32;
	default: return dt;
	}
}

uc10_ks uc10_dtype_key_set(uc10_dtype dt)
{
	return uc10_dtype_is_quantized(dt) ? UC10_KS_QUANTIZED_CPU_TENSOR : UC10_KS_CPU_TENSOR;
}
