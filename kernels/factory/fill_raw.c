/* Fill every element of a strided tensor with one bit pattern. */
#include <string.h>
#include "factory/factory.h"

void uc10__fill_raw(const uc10_tensor *t, const void *val)
{
	const uc10_tensor *ops[1] = { t };
	size_t isz = uc10_dtype_itemsize((uc10_dtype)t->dtype);
	uc10__iter it;
	uint64_t v8 = 0;
	uint32_t v4 = 0;
	uint16_t v2 = 0;
	uint8_t v1 = 0;

	memcpy(isz == 8 ? (void *)&v8 : isz == 4 ? (void *)&v4 : isz == 2 ? (void *)&v2 : (void *)&v1, val, isz);
	uc10__iter_init(&it, t->sizes, t->dim, 1, ops);
	for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it)) {
		char *p = it.ptr[0];
		const int64_t n = it.shape[0], s = it.stride[0][0];
		for (int64_t i = 0; i < n; i++, p += s)
			switch (isz) {
			case 8: memcpy(p, &v8, 8); break;
			case 4: memcpy(p, &v4, 4); break;
			case 2: memcpy(p, &v2, 2); break;
			default: *(uint8_t *)p = v1; break;
			}
	}
}
