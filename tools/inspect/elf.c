/*
 * elf.c - the ELF header, the section table, and reads by target address.
 * Every offset, size and count in the file is distrusted: each access is
 * checked against the file's length before a byte is touched.
 */
#include <string.h>
#include "insp.h"

#define SHT_NOBITS 8
#define SHF_ALLOC 2
#define SHF_TLS 0x400
#define SHN_XINDEX 0xffff

/* The bytes [off, off+len) of the file itself. */
static const uint8_t *file_at(struct insp *in, uint64_t off, uint64_t len, const char *what)
{
	const struct elf *e = &in->elf;
	if (off > e->n || len > e->n - off)
		insp_fail(in, "%s at file offset 0x%llx (%llu bytes) lies past the end of the file (%zu bytes): truncated?",
		          what, (unsigned long long)off, (unsigned long long)len, e->n);
	return e->d + off;
}

/* A field of a header of either class: 32-bit files have 4-byte words. */
static uint64_t word(const struct elf *e, const uint8_t *p)
{
	return e->is64 ? le64(p) : le32(p);
}

static void read_section(struct insp *in, struct elf_sec *s, const uint8_t *p)
{
	struct elf *e = &in->elf;
	s->type = le32(p + 4);
	if (e->is64) {
		s->flags = le64(p + 8);
		s->addr = le64(p + 16);
		s->off = le64(p + 24);
		s->size = le64(p + 32);
		s->link = le32(p + 40);
		s->entsize = le64(p + 56);
	} else {
		s->flags = le32(p + 8);
		s->addr = le32(p + 12);
		s->off = le32(p + 16);
		s->size = le32(p + 20);
		s->link = le32(p + 24);
		s->entsize = le32(p + 36);
	}
	/* A NOBITS section (.bss) has a size but nothing in the file. */
	s->in_file = s->type != SHT_NOBITS && s->off <= e->n && s->size <= e->n - s->off;
}

/* Section names: bad ones become "" (they are only ever shown). */
static void name_sections(struct insp *in, const uint8_t *sh, size_t shent, uint32_t strndx)
{
	struct elf *e = &in->elf;
	const struct elf_sec *st = strndx < e->nsec ? &e->sec[strndx] : NULL;
	size_t i;
	for (i = 0; i < e->nsec; i++) {
		uint32_t off = le32(sh + i * shent);
		const char *s = "";
		if (st && st->in_file && off < st->size) {
			const char *p = (const char *)e->d + st->off + off;
			if (memchr(p, 0, (size_t)(st->size - off)))
				s = p;
		}
		e->sec[i].name = s;
	}
}

void elf_load(struct insp *in, const uint8_t *d, size_t n)
{
	struct elf *e = &in->elf;
	const uint8_t *h, *sh;
	uint64_t shoff;
	size_t shent, shnum, i, need;
	uint32_t strndx;

	memset(e, 0, sizeof *e);
	e->d = d;
	e->n = n;
	h = file_at(in, 0, 16, "the ELF identification");
	if (memcmp(h, "\177ELF", 4) != 0)
		insp_fail(in, "not an ELF file (no \\177ELF magic)");
	if (h[4] != 1 && h[4] != 2)
		insp_fail(in, "bad ELF class %u (want 1, 32-bit, or 2, 64-bit)", h[4]);
	if (h[5] == 2)
		insp_fail(in, "big-endian ELF: uc10-inspect reads little-endian images only");
	if (h[5] != 1)
		insp_fail(in, "bad ELF data encoding %u (want 1, little-endian)", h[5]);
	e->is64 = h[4] == 2;
	e->ptr = e->is64 ? 8 : 4;
	h = file_at(in, 0, e->is64 ? 64 : 52, "the ELF header");
	e->type = le16(h + 16);
	e->machine = le16(h + 18);
	if (e->type != ELF_ET_EXEC && e->type != ELF_ET_DYN)
		insp_fail(in, "ELF type %u: not an executable or shared object (a .o is not linked yet)", e->type);
	shoff = word(e, h + (e->is64 ? 40 : 32));
	shent = le16(h + (e->is64 ? 58 : 46));
	shnum = le16(h + (e->is64 ? 60 : 48));
	strndx = le16(h + (e->is64 ? 62 : 50));
	need = e->is64 ? 64 : 40;
	if (shoff == 0)
		insp_fail(in, "no section table: uc10-inspect needs sections and symbols");
	if (shent < need)
		insp_fail(in, "section header size %zu is smaller than %zu", shent, need);
	/* Extended numbering: section 0 holds the real count and index. */
	if (shnum == 0 || strndx == SHN_XINDEX) {
		sh = file_at(in, shoff, shent, "section header 0");
		if (shnum == 0)
			shnum = (size_t)(e->is64 ? le64(sh + 32) : le32(sh + 20));
		if (strndx == SHN_XINDEX)
			strndx = le32(sh + (e->is64 ? 40 : 24));
	}
	if (shnum == 0 || shnum > n / shent)
		insp_fail(in, "section count %zu does not fit in the file", shnum);
	sh = file_at(in, shoff, (uint64_t)shnum * shent, "the section table");
	e->nsec = shnum;
	e->sec = insp_alloc(in, shnum, sizeof *e->sec);
	for (i = 0; i < shnum; i++)
		read_section(in, &e->sec[i], sh + i * shent);
	name_sections(in, sh, shent, strndx);
	elf_load_syms(in);
	elf_load_rels(in);
}

static int holds(const struct elf_sec *s, uint64_t addr, uint64_t len)
{
	return (s->flags & SHF_ALLOC) && s->addr <= addr && addr - s->addr <= s->size &&
	       len <= s->size - (addr - s->addr);
}

const uint8_t *elf_at(struct insp *in, uint64_t addr, uint64_t len, const char *what)
{
	struct elf *e = &in->elf;
	const struct elf_sec *empty = NULL;
	size_t i;
	/* Reads come in runs within one section (a table, a string): try the
	 * last one first, which keeps a many-section file from being slow. */
	if (e->last < e->nsec && e->sec[e->last].in_file && holds(&e->sec[e->last], addr, len))
		return e->d + e->sec[e->last].off + (addr - e->sec[e->last].addr);
	for (i = 0; i < e->nsec; i++) {
		const struct elf_sec *s = &e->sec[i];
		/* TLS templates reuse addresses of other sections: never data. */
		if ((s->flags & SHF_TLS) || !holds(s, addr, len))
			continue;
		if (!s->in_file) {
			if (!empty)
				empty = s;
			continue;
		}
		e->last = i;
		return e->d + s->off + (addr - s->addr);
	}
	if (empty)
		insp_fail(in, "%s at 0x%llx lies in %s%s, which has no contents in the file",
		          what, (unsigned long long)addr, *empty->name ? empty->name : "a section",
		          empty->type == SHT_NOBITS ? " (RAM, not flash)" : "");
	insp_fail(in, "%s: address 0x%llx (%llu bytes) is outside every loaded section",
	          what, (unsigned long long)addr, (unsigned long long)len);
}

uint8_t elf_u8(struct insp *in, uint64_t addr, const char *what) { return *elf_at(in, addr, 1, what); }
uint16_t elf_u16(struct insp *in, uint64_t addr, const char *what) { return le16(elf_at(in, addr, 2, what)); }
uint32_t elf_u32(struct insp *in, uint64_t addr, const char *what) { return le32(elf_at(in, addr, 4, what)); }
uint64_t elf_u64(struct insp *in, uint64_t addr, const char *what) { return le64(elf_at(in, addr, 8, what)); }

const char *elf_str(struct insp *in, uint64_t addr, size_t max, const char *what)
{
	struct elf *e = &in->elf;
	const uint8_t *p = elf_at(in, addr, 1, what);
	const struct elf_sec *s = &e->sec[e->last];
	uint64_t room = s->size - (addr - s->addr);
	const uint8_t *z = memchr(p, 0, room < max + 1 ? (size_t)room : max + 1);
	if (!z)
		insp_fail(in, "%s at 0x%llx: no NUL within %zu bytes (or before the end of %s)",
		          what, (unsigned long long)addr, max, *s->name ? s->name : "its section");
	return (const char *)p;
}

const char *elf_machine_name(uint16_t m)
{
	switch (m) {
	case 3: return "i386";
	case 40: return "ARM";
	case 62: return "x86-64";
	case 183: return "AArch64";
	case 243: return "RISC-V";
	default: return "unknown";
	}
}

size_t elf_search(const struct elf *e, size_t n, const void *key,
                  int (*before)(const struct elf *e, size_t i, const void *key))
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (before(e, mid, key))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}
