/*
 * elfpatch.c - corrupt a copy of a firmware image on purpose, for the
 * bad-input tests (tests/inspect/run.sh).  It finds places through
 * uc10-inspect's own ELF reader, which is fine: it only aims the damage.
 *
 *   inspect-elfpatch FILE SYMBOL[+OFF] SIZE VALUE   write VALUE (SIZE = 1, 2, 4, 8
 *                                                   bytes, little-endian) there
 *   inspect-elfpatch FILE SYMBOL[+OFF] SIZE         print what is there
 *   inspect-elfpatch FILE SYMBOL[+OFF] 0            print its address
 *   inspect-elfpatch FILE --mutate SEED N           overwrite N random bytes
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "insp.h"

static uint8_t *data;
static size_t size;

static int load(const char *path)
{
	FILE *f = fopen(path, "rb");
	long n;
	if (!f || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0)
		return -1;
	size = (size_t)n;
	data = malloc(size ? size : 1);
	if (!data || fread(data, 1, size, f) != size)
		return -1;
	return fclose(f);
}

static int save(const char *path)
{
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(data, 1, size, f) != size)
		return -1;
	return fclose(f);
}

/* File offset of SYMBOL[+OFF], or -1; its address in *addr. */
static long locate(const char *spec, size_t len, unsigned long long *addr)
{
	static struct insp in;
	char name[256];
	const char *plus = strchr(spec, '+');
	size_t n = plus ? (size_t)(plus - spec) : strlen(spec);
	unsigned long off = plus ? strtoul(plus + 1, NULL, 0) : 0;
	const struct elf_sym *s;
	const uint8_t *p;
	if (n >= sizeof name)
		return -1;
	memcpy(name, spec, n);
	name[n] = 0;
	if (setjmp(in.fail)) {
		fprintf(stderr, "inspect-elfpatch: %s\n", in.msg);
		return -1;
	}
	elf_load(&in, data, size);
	if (!(s = elf_sym_named(&in.elf, name))) {
		fprintf(stderr, "inspect-elfpatch: no symbol %s\n", name);
		return -1;
	}
	*addr = s->value + off;
	if (len == 0)
		return 0;
	p = elf_at(&in, s->value + off, len, name);
	return (long)(p - data);
}

int main(int argc, char **argv)
{
	unsigned long long addr;
	long at;
	size_t len, i;
	if (argc < 4 || load(argv[1]) != 0) {
		fprintf(stderr, "usage: inspect-elfpatch FILE SYMBOL[+OFF] SIZE [VALUE] | FILE --mutate SEED N\n");
		return 2;
	}
	if (strcmp(argv[2], "--mutate") == 0 && argc == 5) {
		unsigned long long x = strtoull(argv[3], NULL, 0) * 2862933555777941757ULL + 3037000493ULL;
		unsigned long n = strtoul(argv[4], NULL, 0);
		for (i = 0; i < n && size; i++) {
			x = x * 6364136223846793005ULL + 1442695040888963407ULL;
			data[(x >> 33) % size] = (uint8_t)(x >> 25);
		}
		return save(argv[1]) ? 2 : 0;
	}
	len = strtoul(argv[3], NULL, 0);
	if ((len > 2 && len != 4 && len != 8) || (at = locate(argv[2], len, &addr)) < 0)
		return 2;
	if (len == 0) {
		printf("0x%llx\n", addr);
		return 0;
	}
	if (argc == 4) {
		unsigned long long v = 0;
		for (i = len; i-- > 0;)
			v = v << 8 | data[at + (long)i];
		printf("0x%llx\n", v);
		return 0;
	} else {
		unsigned long long v = strtoull(argv[4], NULL, 0);
		for (i = 0; i < len; i++, v >>= 8)
			data[at + (long)i] = (uint8_t)v;
		return save(argv[1]) ? 2 : 0;
	}
}
