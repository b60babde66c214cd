/*
 * elf.h - a small ELF reader for 32- and 64-bit little-endian executables,
 * as linked for the host (x86-64 PIE) or a board (ARM, RISC-V, static).
 *
 * Everything is read by *target address*: elf_at() finds the allocated
 * section holding [addr, addr+len) and returns the bytes in the file.
 * Pointers go through elf_ptr(), which applies the dynamic relocations of
 * a position-independent image (Note [Pointers in a PIE]).
 */
#ifndef UC10_INSP_ELF_H
#define UC10_INSP_ELF_H

#include <stddef.h>
#include <stdint.h>

struct insp;

struct elf_sec {
	const char *name;       /* "" when the name table is unusable */
	uint32_t type, link;
	uint64_t flags, addr, off, size, entsize;
	int in_file;            /* its bytes lie within the file */
};

struct elf_sym {
	const char *name;
	uint64_t value, size;
	uint8_t type, bind;     /* STT_*, STB_* */
	uint16_t shndx;
};

/* A pointer's value at a relocated address (Note [Pointers in a PIE]). */
struct elf_rel {
	uint64_t off, val;
};

struct elf {
	const uint8_t *d;
	size_t n;
	int is64;
	unsigned ptr;           /* pointer size: 4 or 8 */
	uint16_t type, machine;
	struct elf_sec *sec;
	size_t nsec, last;      /* last: the section elf_at() found last time */
	struct elf_sym *sym;    /* by value */
	struct elf_sym **byname;
	size_t nsym;
	int dynsym_only;        /* no .symtab: only the exported symbols */
	struct elf_rel *rel;    /* by off */
	size_t nrel;
};

#define ELF_ET_EXEC 2
#define ELF_ET_DYN 3
#define ELF_STT_OBJECT 1
#define ELF_STT_FUNC 2

void elf_load(struct insp *in, const uint8_t *d, size_t n);
void elf_load_syms(struct insp *in);    /* elfsym.c */
void elf_load_rels(struct insp *in);    /* elfrel.c */

/* Bytes at [addr, addr+len) of an allocated section with file contents;
 * fails naming `what' otherwise. */
const uint8_t *elf_at(struct insp *in, uint64_t addr, uint64_t len, const char *what);
uint8_t elf_u8(struct insp *in, uint64_t addr, const char *what);
uint16_t elf_u16(struct insp *in, uint64_t addr, const char *what);
uint32_t elf_u32(struct insp *in, uint64_t addr, const char *what);
uint64_t elf_u64(struct insp *in, uint64_t addr, const char *what);
/* A pointer stored at addr, relocated. */
uint64_t elf_ptr(struct insp *in, uint64_t addr, const char *what);
/* The NUL-terminated string at addr, at most max bytes before the NUL. */
const char *elf_str(struct insp *in, uint64_t addr, size_t max, const char *what);

/* Symbols: by name (defined ones, objects and functions first), and the
 * function or object symbol whose value is exactly addr (NULL if none). */
const struct elf_sym *elf_sym_named(const struct elf *e, const char *name);
const struct elf_sym *elf_sym_at(const struct elf *e, uint64_t addr);
/* The object or function symbol whose [value, value+size) holds addr. */
const struct elf_sym *elf_sym_in(const struct elf *e, uint64_t addr);
/* Does the symbol stand for code at addr?  On ARM a Thumb function's
 * value and pointers to it both carry bit 0, so exact match works; this
 * also accepts the two differing only there. */
int elf_same_code(const struct elf *e, uint64_t sym, uint64_t addr);
const char *elf_machine_name(uint16_t machine);

/* The binary search of the sorted tables (symbols by value and by name,
 * relocations by offset): the first i < n for which before(e, i, key) is
 * false, n if none; before must be true for the i below some point only. */
size_t elf_search(const struct elf *e, size_t n, const void *key,
                  int (*before)(const struct elf *e, size_t i, const void *key));

/* Little-endian loads from bytes already bounds-checked. */
static inline uint16_t le16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static inline uint32_t le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint64_t le64(const uint8_t *p) { return le32(p) | (uint64_t)le32(p + 4) << 32; }

#endif
