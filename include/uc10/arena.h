/*
 * uc10/arena.h - the memory tensors live in: a stack of bytes the firmware
 * owns.
 *
 * Note [Arena]
 * uc10 never calls malloc.  The firmware gives an arena a buffer (a static
 * array, a linker section, ...) once with uc10_arena_init(); allocations
 * take aligned bytes from its top and are given back only in bulk, by
 * releasing to a mark taken earlier:
 *
 *     size_t m = uc10_arena_mark(&a);
 *     ... allocate, compute ...
 *     uc10_arena_release(&a, m);      everything allocated since m is gone
 *
 * An allocation that does not fit returns UC10_E_NOMEM and leaves the arena
 * exactly as it was.
 *
 * Kernel signatures carry no arena (they are fixed by the schema, Note
 * [Schema types in C]), so a kernel allocates its outputs from the
 * *current* arena: a pointer the firmware sets with uc10_arena_set_current()
 * and reads back with uc10_arena_current().  With no current arena every
 * allocation fails with UC10_E_NOMEM.  A kernel that fails releases what it
 * allocated, so a failed call leaves the current arena unchanged; a kernel
 * that succeeds leaves exactly its outputs allocated (temporaries are
 * released).  Not thread-safe: one current arena per program.
 *
 * An arena may be made of two pieces of one buffer (uc10_arena_init_split):
 * offsets below `split' are bytes of the first, the rest bytes of the
 * second, and an allocation that does not fit what is left of the first
 * starts at the second's beginning.  A program uses it to put a call's
 * result where its memory plan says and the kernel's scratch, allocated
 * next, in another gap of the plan (Note [Memory plan] in m4/plan.m4).
 * Marks, release and peak are offsets, as in one piece.  Every request
 * that does not fit is remembered (`refused'), so that a caller can tell a
 * kernel that ran without the scratch it asked for (a slower fallback)
 * from one that got it.
 */
#ifndef UC10_ARENA_H
#define UC10_ARENA_H

#include "uc10/types.h"

/* Alignment of tensor data: enough for every element type (int64, double). */
#define UC10_ARENA_ALIGN 8

typedef struct uc10_arena {
	unsigned char *base;   /* the firmware's buffer */
	size_t size;           /* its length in bytes */
	size_t used;           /* bytes from base that are taken (incl. padding) */
	size_t peak;           /* the largest `used` ever seen */
	unsigned char *base2;  /* NULL: one piece; else offsets from `split` on are base2 + (offset - split) */
	size_t split;
	size_t refused;        /* the largest request that did not fit since init (0: none) */
} uc10_arena;

/* Give the arena `size` bytes at `buf`.  buf may be NULL only if size is 0. */
void uc10_arena_init(uc10_arena *a, void *buf, size_t size);

/* Two pieces: offsets [0, split) at buf, [split, split + size2) at buf2. */
void uc10_arena_init_split(uc10_arena *a, void *buf, size_t split, void *buf2, size_t size2);

/*
 * Take `nbytes` bytes aligned to `align` (a power of two, at most 64) and
 * store their address in *out.  Returns UC10_OK; UC10_E_NULL if a or out is
 * NULL; UC10_E_ARG for a bad alignment; UC10_E_NOMEM if they do not fit (the
 * arena and *out are then unchanged).  nbytes may be 0.
 */
uc10_status uc10_arena_alloc(uc10_arena *a, size_t nbytes, size_t align, void **out);

/* The arena's top, to release to later.  A NULL arena gives 0. */
size_t uc10_arena_mark(const uc10_arena *a);

/* Give back everything allocated since `mark` (a mark above the top is ignored). */
void uc10_arena_release(uc10_arena *a, size_t mark);

/* Bytes still free (ignoring alignment padding, and in two pieces the first's rest). */
size_t uc10_arena_avail(const uc10_arena *a);

/* The current arena that kernels allocate from (NULL: none). */
void uc10_arena_set_current(uc10_arena *a);
uc10_arena *uc10_arena_current(void);

#endif
