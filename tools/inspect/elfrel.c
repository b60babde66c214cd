/*
 * elfrel.c - pointers, relocated.
 *
 * Note [Pointers in a PIE]
 * A board image is linked at its flash address: a pointer in .rodata is
 * stored as its value.  A position-independent image (the host's PIE, a
 * shared object) is linked at 0 and moved at load time; with RELA
 * relocations (x86-64, AArch64, RISC-V) the stored word is usually 0 and
 * the value is in the relocation entry: R_*_RELATIVE's addend, or symbol
 * + addend for an absolute relocation against a symbol.  REL and RELR
 * relocations keep the addend in the word itself, so the stored word is
 * right as it is.  Only the allocated (dynamic) relocation sections
 * count: a non-allocated .rela.data kept by --emit-relocs describes the
 * link, not the load.
 */
#include <stdlib.h>
#include <string.h>
#include "insp.h"

#define SHT_RELA 4
#define SHF_ALLOC 2

/* The relocation types whose value is known without a loader. */
static int relative(uint16_t machine, uint32_t t)
{
	switch (machine) {
	case 62: return t == 8;         /* R_X86_64_RELATIVE */
	case 183: return t == 1027;     /* R_AARCH64_RELATIVE */
	case 243: return t == 3;        /* R_RISCV_RELATIVE */
	case 40: return t == 23;        /* R_ARM_RELATIVE */
	case 3: return t == 8;          /* R_386_RELATIVE */
	default: return 0;
	}
}

static int absolute(uint16_t machine, uint32_t t, int is64)
{
	switch (machine) {
	case 62: return t == 1;         /* R_X86_64_64 */
	case 183: return t == 257;      /* R_AARCH64_ABS64 */
	case 243: return t == (is64 ? 2u : 1u);   /* R_RISCV_64 / R_RISCV_32 */
	case 40: return t == 2;         /* R_ARM_ABS32 */
	case 3: return t == 1;          /* R_386_32 */
	default: return 0;
	}
}

/* Value of symbol i of the table in section tab, 0 if undefined/bad. */
static uint64_t sym_value(const struct elf *e, uint32_t tab, uint64_t i)
{
	size_t ent = e->is64 ? 24 : 16;
	const struct elf_sec *s;
	const uint8_t *p;
	if (tab >= e->nsec || !e->sec[tab].in_file)
		return 0;
	s = &e->sec[tab];
	if (i >= s->size / ent)
		return 0;
	p = e->d + s->off + i * ent;
	if (le16(p + (e->is64 ? 6 : 14)) == 0)
		return 0;
	return e->is64 ? le64(p + 8) : le32(p + 4);
}

static int by_off(const void *a, const void *b)
{
	const struct elf_rel *x = a, *y = b;
	return x->off < y->off ? -1 : x->off > y->off;
}

void elf_load_rels(struct insp *in)
{
	struct elf *e = &in->elf;
	size_t ent = e->is64 ? 24 : 12, total = 0, i, j;
	for (i = 0; i < e->nsec; i++)
		if (e->sec[i].type == SHT_RELA && (e->sec[i].flags & SHF_ALLOC) && e->sec[i].in_file)
			total += (size_t)(e->sec[i].size / ent);
	if (total == 0)
		return;
	e->rel = insp_alloc(in, total, sizeof *e->rel);
	for (i = 0; i < e->nsec; i++) {
		const struct elf_sec *s = &e->sec[i];
		if (s->type != SHT_RELA || !(s->flags & SHF_ALLOC) || !s->in_file)
			continue;
		for (j = 0; j < s->size / ent; j++) {
			const uint8_t *p = e->d + s->off + j * ent;
			uint64_t off = e->is64 ? le64(p) : le32(p);
			uint64_t info = e->is64 ? le64(p + 8) : le32(p + 4);
			uint64_t add = e->is64 ? le64(p + 16) : (uint64_t)(int64_t)(int32_t)le32(p + 8);
			uint32_t type = (uint32_t)(e->is64 ? info & 0xffffffffu : info & 0xff);
			uint64_t symi = e->is64 ? info >> 32 : info >> 8;
			uint64_t val;
			if (relative(e->machine, type))
				val = add;
			else if (absolute(e->machine, type, e->is64))
				val = sym_value(e, s->link, symi) + add;
			else
				continue;
			if (!e->is64)
				val &= 0xffffffffu;
			e->rel[e->nrel].off = off;
			e->rel[e->nrel].val = val;
			e->nrel++;
		}
	}
	qsort(e->rel, e->nrel, sizeof *e->rel, by_off);
}

static int rel_before(const struct elf *e, size_t i, const void *addr)
{
	return e->rel[i].off < *(const uint64_t *)addr;
}

uint64_t elf_ptr(struct insp *in, uint64_t addr, const char *what)
{
	const struct elf *e = &in->elf;
	const uint8_t *p = elf_at(in, addr, e->ptr, what);
	size_t lo = elf_search(e, e->nrel, &addr, rel_before);
	if (lo < e->nrel && e->rel[lo].off == addr)
		return e->rel[lo].val;
	return e->is64 ? le64(p) : le32(p);
}
