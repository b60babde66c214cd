/* uc10__keep_only: see kernel.h. */
#include <string.h>
#include "common/kernel.h"

void uc10__keep_only(size_t mark, uc10_tensor *t)
{
	uc10_arena *a = uc10_arena_current();
	unsigned char *p = t->data, *dst;
	int64_t lo, hi;
	size_t at;

	if (!a)
		return;
	if (p < a->base + mark || p >= a->base + a->used) {
		uc10_arena_release(a, mark);   /* the result is not in the arena above mark */
		return;
	}
	uc10_tensor_byte_span(t, &lo, &hi);
	hi += t->storage_offset * (int64_t)uc10_dtype_itemsize((uc10_dtype)t->dtype);
	at = mark + ((size_t)(-(uintptr_t)(a->base + mark)) & (UC10_ARENA_ALIGN - 1));
	dst = a->base + at;
	if (dst != p)
		memmove(dst, p, (size_t)hi);
	t->data = dst;
	a->used = at + (size_t)hi;
}
