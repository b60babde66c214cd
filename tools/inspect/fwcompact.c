/*
 * fwcompact.c - entries of the compact table layout (uc10_abi[26] == 1,
 * Note [Compact tables] in m4/compact.m4), read as uc10_op_entry() in
 * include/uc10/dispatcher.h reads them:
 *
 *   i = op->cidx[uc10_slot_class[slot]]
 *   entry = i < uc10_compact_nshared ? uc10_shared_kernels[i]
 *                                    : op->palette[i - uc10_compact_nshared]
 *
 * The build-wide arrays are found by symbol; a class or index beyond what
 * the image declares is refused, not followed.  uc10_compact_nclasses is
 * not read at run time, so a --gc-sections link may drop it; classes are
 * numbered densely from 0, so the largest class + 1 is the count then.
 * Likewise uc10_compact_nshared, in a program that never looks an entry
 * up: then the size of uc10_shared_kernels says it.
 */
#include "insp.h"

/* A const object by name, failing with what the layout needs it for. */
static const struct elf_sym *need(struct insp *in, const char *name)
{
	const struct elf_sym *s = elf_sym_named(&in->elf, name);
	if (!s)
		insp_fail(in, "compact tables without %s (Note [Compact tables])", name);
	return s;
}

void fw_compact_init(struct insp *in)
{
	struct fw *fw = &in->fw;
	uint64_t cls = need(in, "uc10_slot_class")->value;
	const struct elf_sym *nc = elf_sym_named(&in->elf, "uc10_compact_nclasses");
	const struct elf_sym *ns = elf_sym_named(&in->elf, "uc10_compact_nshared");
	const struct elf_sym *sh = need(in, "uc10_shared_kernels");
	unsigned j;
	fw->shared_addr = sh->value;
	if (ns)
		fw->nshared = elf_u8(in, ns->value, "uc10_compact_nshared");
	else if (sh->size / in->elf.ptr <= 255)
		fw->nshared = (uint32_t)(sh->size / in->elf.ptr);
	fw->nclasses = nc ? elf_u8(in, nc->value, "uc10_compact_nclasses") : 0;
	if (fw->nshared == 0 || (nc && fw->nclasses == 0))
		insp_fail(in, "compact tables: %u shared entries, %u slot classes", fw->nshared, fw->nclasses);
	fw->slot_class = insp_alloc(in, fw->nent, 1);
	for (j = 0; j < fw->nent; j++) {
		fw->slot_class[j] = elf_u8(in, cls + j, "uc10_slot_class");
		if (!nc && fw->slot_class[j] >= fw->nclasses)
			fw->nclasses = fw->slot_class[j] + 1u;
		else if (fw->slot_class[j] >= fw->nclasses)
			insp_fail(in, "uc10_slot_class[%u] = %u, but there are %u classes", j,
			          fw->slot_class[j], fw->nclasses);
	}
}

uint64_t fw_compact_entry(struct insp *in, struct fw_op *op, unsigned j, const char *what)
{
	struct fw *fw = &in->fw;
	unsigned i = elf_u8(in, op->cidx_addr + fw->slot_class[j], what);
	if (i < fw->nshared)
		return elf_ptr(in, fw->shared_addr + (uint64_t)i * in->elf.ptr, what);
	i -= fw->nshared;
	if (i + 1 > op->npalette)
		op->npalette = i + 1;
	return elf_ptr(in, op->palette_addr + (uint64_t)i * in->elf.ptr, what);
}
