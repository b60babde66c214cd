/*
 * load.c - loading an image, failing, and the memory of one load
 * (Note [Errors are a longjmp] in insp.h).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "insp.h"

_Noreturn void insp_fail(struct insp *in, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(in->msg, sizeof in->msg, fmt, ap);
	va_end(ap);
	longjmp(in->fail, 1);
}

void *insp_alloc(struct insp *in, size_t n, size_t size)
{
	void *p;
	if (size && n > (size_t)-1 / size)
		insp_fail(in, "out of memory (%zu x %zu bytes)", n, size);
	if (in->nblocks == in->cap) {
		size_t cap = in->cap ? in->cap * 2 : 64;
		void **b = realloc(in->blocks, cap * sizeof *b);
		if (!b)
			insp_fail(in, "out of memory");
		in->blocks = b;
		in->cap = cap;
	}
	p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		insp_fail(in, "out of memory (%zu x %zu bytes)", n, size);
	in->blocks[in->nblocks++] = p;
	return p;
}

void insp_end(struct insp *in)
{
	size_t i;
	for (i = 0; i < in->nblocks; i++)
		free(in->blocks[i]);
	free(in->blocks);
	in->blocks = NULL;
	in->nblocks = in->cap = 0;
}

int insp_load(struct insp *in, const char *path, const uint8_t *data, size_t size)
{
	memset(in, 0, sizeof *in);
	in->path = path;
	if (setjmp(in->fail))
		return 2;
	elf_load(in, data, size);
	fw_load(in);
	return 0;
}
