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
	a->base2 = NULL;
	a->split = 0;
	a->refused = 0;
}

void uc10_arena_init_split(uc10_arena *a, void *buf, size_t split, void *buf2, size_t size2)
{
	uc10_arena_init(a, buf, split + size2);
	if (a && buf && buf2) {
		a->base2 = buf2;
		a->split = split;
	}
}

/* Remember the largest request refused (a refused request of 0 bytes counts as 1). */
static uc10_status refuse(uc10_arena *a, size_t nbytes)
{
	if (nbytes >= a->refused)
		a->refused = nbytes ? nbytes : 1;
	return UC10_E_NOMEM;
}

uc10_status uc10_arena_alloc(uc10_arena *a, size_t nbytes, size_t align, void **out)
{
	uintptr_t top, pad;
	size_t at;

	if (!a || !out)
		return UC10_E_NULL;
	if (align == 0 || align > 64 || (align & (align - 1)))
		return UC10_E_ARG;
	if (!a->base)
		return refuse(a, nbytes);
	at = a->used;
	top = (uintptr_t)(a->base2 && at >= a->split ? a->base2 + (at - a->split) : a->base + at);
	pad = (uintptr_t)(-top) & (align - 1);
	if (a->base2 && at < a->split && (pad > a->split - at || nbytes > a->split - at - pad)) {
		at = a->split;   /* not in what is left of the first piece: the second's start */
		top = (uintptr_t)a->base2;
		pad = (uintptr_t)(-top) & (align - 1);
	}
	if (pad > a->size - at || nbytes > a->size - at - pad)
		return refuse(a, nbytes);
	*out = (unsigned char *)top + pad;
	a->used = at + pad + nbytes;
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
