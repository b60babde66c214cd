/* uc10 arena: see Note [Arena] in uc10/arena.h. */
#include <stdint.h>
#include "uc10/arena.h"

void uc10_arena_init(uc10_arena *a, void *buf, size_t size)
{
	if (!a)
		return;
	a->base = buf;
	a->size = buf ? size : 0;
	a->used = 0;
	a->peak = 0;
}

uc10_status uc10_arena_alloc(uc10_arena *a, size_t nbytes, size_t align, void **out)
{
	uintptr_t top, pad;

	if (!a || !out)
		return UC10_E_NULL;
	if (align == 0 || align > 64 || (align & (align - 1)))
		return UC10_E_ARG;
	if (!a->base)
		return UC10_E_NOMEM;
	top = (uintptr_t)(a->base + a->used);
	pad = (uintptr_t)(-top) & (align - 1);
	if (pad > a->size - a->used || nbytes > a->size - a->used - pad)
		return UC10_E_NOMEM;
	*out = a->base + a->used + pad;
	a->used += pad + nbytes;
	if (a->used > a->peak)
		a->peak = a->used;
	return UC10_OK;
}

size_t uc10_arena_mark(const uc10_arena *a)
{
	return a ? a->used : 0;
}

void uc10_arena_release(uc10_arena *a, size_t mark)
{
	if (a && mark <= a->used)
		a->used = mark;
}

size_t uc10_arena_avail(const uc10_arena *a)
{
	return a ? a->size - a->used : 0;
}
