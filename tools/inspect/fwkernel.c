/*
 * fwkernel.c - kernel records (uc10_kernel), each read once however many
 * table entries point at it, and named through the symbol table: the
 * record's own symbol (uc10_k_<op>__<fn>_<SOURCE>, uc10_fb_<fn>) and the
 * function it calls.  A record whose name string is not its function's
 * symbol is flagged: the name is what `make dump' and error messages
 * print, the symbol is what runs.
 */
#include <string.h>
#include "insp.h"
#include "amap.h"
#include "uc10/dispatcher.h"

_Static_assert(FW_SRC_FALLBACK == UC10_SRC_FALLBACK, "fw.h: FW_SRC_FALLBACK");
_Static_assert(FW_NSOURCES == UC10_SRC_FALLBACK + 1, "fw.h: FW_NSOURCES");

#define MAX_KNAME 1023

int32_t fw_kernel_at(struct insp *in, struct amap *m, uint64_t addr, const char *what)
{
	struct fw *fw = &in->fw;
	const uint16_t *a = fw->abi;
	int32_t ix = amap_get(m, addr);
	struct fw_kernel *k;
	if (ix >= 0)
		return ix;
	if (fw->nk == INT32_MAX)
		insp_fail(in, "too many kernel records");
	/* Grow by doubling; the count is whatever the tables point at. */
	if (fw->nk == 0 || (fw->nk >= 16 && (fw->nk & (fw->nk - 1)) == 0)) {
		struct fw_kernel *nk = insp_alloc(in, fw->nk ? 2 * (size_t)fw->nk : 16, sizeof *nk);
		if (fw->nk)
			memcpy(nk, fw->k, fw->nk * sizeof *nk);
		fw->k = nk;
	}
	k = &fw->k[fw->nk];
	memset(k, 0, sizeof *k);
	elf_at(in, addr, a[ABI_K_SIZE], what);
	k->addr = addr;
	k->unboxed = elf_ptr(in, addr + a[ABI_K_UNBOXED], "uc10_kernel.unboxed");
	k->boxed = elf_ptr(in, addr + a[ABI_K_BOXED], "uc10_kernel.boxed");
	k->name_addr = elf_ptr(in, addr + a[ABI_K_NAME], "uc10_kernel.name");
	k->name = elf_str(in, k->name_addr, MAX_KNAME, "a kernel's name");
	k->source = elf_u8(in, addr + a[ABI_K_SOURCE], "uc10_kernel.source");
	k->fallthrough = elf_u8(in, addr + a[ABI_K_FALLTHROUGH], "uc10_kernel.fallthrough");
	k->owner = -1;
	if (k->source >= FW_NSOURCES)
		insp_fail(in, "kernel record '%.100s' at 0x%llx: source %u is not a uc10_source",
		          k->name, (unsigned long long)addr, k->source);
	amap_put(in, m, addr, (int32_t)fw->nk);
	return (int32_t)fw->nk++;
}

/* Is addr one of the runtime's sentinels (src/dispatch.c)? */
static int sentinel(const struct elf *e, uint64_t addr)
{
	const struct elf_sym *ft = elf_sym_named(e, "uc10_fallthrough_kernels");
	const struct elf_sym *amb = elf_sym_named(e, "uc10_ambiguous_autogradother_kernel");
	return (ft && addr >= ft->value && addr - ft->value < ft->size) || (amb && addr == amb->value);
}

/* Owners of things several records may share (a merged name string, a
 * function): the op owning every record that uses it, or -1.  The map
 * holds owner + 1, and 0 for "shared". */
static void own(struct insp *in, struct amap *m, uint64_t key, int32_t owner)
{
	int32_t v = amap_get(m, key);
	if (v < 0)
		amap_put(in, m, key, owner + 1);
	else if (v != owner + 1)
		amap_put(in, m, key, 0);
}

void fw_kernels_done(struct insp *in)
{
	struct fw *fw = &in->fw;
	struct amap names = { 0, 0, 0, 0 }, fns = { 0, 0, 0, 0 };
	uint32_t i;
	for (i = 0; i < fw->nk; i++) {
		struct fw_kernel *k = &fw->k[i];
		uint64_t fn = k->unboxed ? k->unboxed : k->boxed;
		k->sentinel = sentinel(&in->elf, k->addr);
		/* Sentinels and fallback records exist whatever ops there are. */
		if (k->sentinel || k->source == FW_SRC_FALLBACK)
			k->owner = -1;
		k->sym = elf_sym_at(&in->elf, k->addr);
		k->fn = fn ? elf_sym_at(&in->elf, fn) : NULL;
		k->mismatch = !k->sentinel && (!k->fn || strcmp(k->fn->name, k->name) != 0);
		own(in, &names, k->name_addr, k->owner);
		if (k->fn)
			own(in, &fns, k->fn->value, k->owner);
	}
	for (i = 0; i < fw->nk; i++) {
		struct fw_kernel *k = &fw->k[i];
		k->name_owner = amap_get(&names, k->name_addr) - 1;
		k->fn_owner = k->fn ? amap_get(&fns, k->fn->value) - 1 : -1;
	}
}
