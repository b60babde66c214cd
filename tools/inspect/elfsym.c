/*
 * elfsym.c - the symbol table: uc10's tables are found by name
 * (uc10_registry_main, uc10_abi), and kernel pointers are shown by the
 * name of the function they point at.
 */
#include <stdlib.h>
#include <string.h>
#include "insp.h"

#define SHT_SYMTAB 2
#define SHT_STRTAB 3
#define SHT_DYNSYM 11
#define STT_SECTION 3
#define STT_FILE 4
#define STB_LOCAL 0
#define STB_GLOBAL 1

/* Prefer what a person would call the thing's name: a global over a weak
 * or local alias, an object or function over a plain label. */
static int rank(const struct elf_sym *s)
{
	return (s->bind == STB_GLOBAL ? 0 : s->bind == STB_LOCAL ? 2 : 1) * 2 +
	       (s->type == ELF_STT_FUNC || s->type == ELF_STT_OBJECT ? 0 : 1);
}

static int by_value(const void *a, const void *b)
{
	const struct elf_sym *x = a, *y = b;
	if (x->value != y->value)
		return x->value < y->value ? -1 : 1;
	if (rank(x) != rank(y))
		return rank(x) - rank(y);
	return strcmp(x->name, y->name);
}

static int by_name(const void *a, const void *b)
{
	const struct elf_sym *x = *(const struct elf_sym *const *)a, *y = *(const struct elf_sym *const *)b;
	int c = strcmp(x->name, y->name);
	if (c)
		return c;
	if (rank(x) != rank(y))
		return rank(x) - rank(y);
	return x->value < y->value ? -1 : x->value > y->value;
}

/* The table of type `type', or NULL.  .symtab has every symbol; .dynsym
 * only the exported ones, but is all a shared object may keep. */
static const struct elf_sec *find_table(const struct elf *e, uint32_t type)
{
	size_t i;
	for (i = 0; i < e->nsec; i++)
		if (e->sec[i].type == type)
			return &e->sec[i];
	return NULL;
}

void elf_load_syms(struct insp *in)
{
	struct elf *e = &in->elf;
	const struct elf_sec *t = find_table(e, SHT_SYMTAB), *str;
	size_t ent = e->is64 ? 24 : 16, n, i, k = 0;

	if (!t) {
		t = find_table(e, SHT_DYNSYM);
		e->dynsym_only = 1;
	}
	if (!t)
		insp_fail(in, "no symbol table: the ELF is stripped (uc10-inspect finds the tables by their symbols; inspect the unstripped ELF)");
	if (!t->in_file)
		insp_fail(in, "the symbol table (%s) lies past the end of the file: truncated?", t->name);
	if (t->link >= e->nsec || e->sec[t->link].type != SHT_STRTAB || !e->sec[t->link].in_file)
		insp_fail(in, "the symbol table's string table (section %u) is missing or truncated", t->link);
	str = &e->sec[t->link];
	n = (size_t)(t->size / ent);
	e->sym = insp_alloc(in, n ? n : 1, sizeof *e->sym);
	for (i = 0; i < n; i++) {
		const uint8_t *p = e->d + t->off + i * ent;
		struct elf_sym s;
		uint32_t name = le32(p);
		const char *nm;
		if (e->is64) {
			s.type = p[4] & 15;
			s.bind = p[4] >> 4;
			s.shndx = le16(p + 6);
			s.value = le64(p + 8);
			s.size = le64(p + 16);
		} else {
			s.value = le32(p + 4);
			s.size = le32(p + 8);
			s.type = p[12] & 15;
			s.bind = p[12] >> 4;
			s.shndx = le16(p + 14);
		}
		if (name == 0 || name >= str->size || s.shndx == 0 ||
		    s.type == STT_SECTION || s.type == STT_FILE)
			continue;
		nm = (const char *)e->d + str->off + name;
		/* A name running off its table is skipped, not trusted. ARM and
		 * RISC-V mapping symbols ($t, $d, $x) mark code/data, not things. */
		if (!memchr(nm, 0, (size_t)(str->size - name)) || nm[0] == '$')
			continue;
		s.name = nm;
		e->sym[k++] = s;
	}
	e->nsym = k;
	qsort(e->sym, k, sizeof *e->sym, by_value);
	e->byname = insp_alloc(in, k ? k : 1, sizeof *e->byname);
	for (i = 0; i < k; i++)
		e->byname[i] = &e->sym[i];
	qsort(e->byname, k, sizeof *e->byname, by_name);
}

static int name_before(const struct elf *e, size_t i, const void *name)
{
	return strcmp(e->byname[i]->name, name) < 0;
}

static int value_before(const struct elf *e, size_t i, const void *addr)
{
	return e->sym[i].value < *(const uint64_t *)addr;
}

static int value_not_after(const struct elf *e, size_t i, const void *addr)
{
	return e->sym[i].value <= *(const uint64_t *)addr;
}

const struct elf_sym *elf_sym_named(const struct elf *e, const char *name)
{
	/* The first of the run of equal names is the best ranked. */
	size_t lo = elf_search(e, e->nsym, name, name_before);
	return lo < e->nsym && strcmp(e->byname[lo]->name, name) == 0 ? e->byname[lo] : NULL;
}

static const struct elf_sym *exact(const struct elf *e, uint64_t addr)
{
	size_t lo = elf_search(e, e->nsym, &addr, value_before);
	return lo < e->nsym && e->sym[lo].value == addr ? &e->sym[lo] : NULL;
}

const struct elf_sym *elf_sym_at(const struct elf *e, uint64_t addr)
{
	const struct elf_sym *s = exact(e, addr);
	if (!s && e->machine == 40)
		s = exact(e, addr ^ 1);
	return s;
}

int elf_same_code(const struct elf *e, uint64_t sym, uint64_t addr)
{
	return sym == addr || (e->machine == 40 && (sym | 1) == (addr | 1));
}

const struct elf_sym *elf_sym_in(const struct elf *e, uint64_t addr)
{
	size_t lo = elf_search(e, e->nsym, &addr, value_not_after), n;
	/* lo: the first symbol above addr.  Objects rarely nest, so a few
	 * steps back find the one holding addr if any does. */
	for (n = 0; lo > 0 && n < 16; lo--, n++) {
		const struct elf_sym *s = &e->sym[lo - 1];
		if (addr - s->value < s->size)
			return s;
	}
	return NULL;
}
