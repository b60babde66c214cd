/*
 * fw.c - uc10_registry_main and its operators, read through the ABI
 * descriptor (fw.h).  Limits are the generator's own: at most 32767
 * operators (m4/hash.m4); names are short, schemas bounded.
 */
#include <string.h>
#include "insp.h"
#include "amap.h"
#include "uc10/keyset.h"

#define MAX_OPS 32767
#define MAX_NAME 1023
#define MAX_SCHEMA 65535
#define MAX_KEY 63

/* A distinct non-fallthrough array, shared by every op with the same
 * fallthrough slots. */
struct nft {
	uint64_t *v;
};

static void read_registry(struct insp *in, uint64_t at)
{
	struct fw *fw = &in->fw;
	const uint16_t *a = fw->abi;
	uint32_t i;
	elf_at(in, at, a[ABI_R_SIZE], "uc10_registry_main");
	fw->reg = at;
	fw->ops = elf_ptr(in, at + a[ABI_R_OPS], "registry.ops");
	fw->nops = elf_u32(in, at + a[ABI_R_NOPS], "registry.nops");
	fw->nbuckets = elf_u32(in, at + a[ABI_R_NBUCKETS], "registry.nbuckets");
	fw->prime = elf_u32(in, at + a[ABI_R_PRIME], "registry.prime");
	fw->seed = elf_u32(in, at + a[ABI_R_SEED], "registry.seed");
	fw->disp_addr = elf_ptr(in, at + a[ABI_R_DISP], "registry.disp");
	fw->order_addr = elf_ptr(in, at + a[ABI_R_ORDER], "registry.order");
	if (fw->nops > MAX_OPS)
		insp_fail(in, "registry: %u operators (at most %u)", fw->nops, MAX_OPS);
	/* The runtime's lookup divides by both (src/lookup.c). */
	if (fw->nops && (fw->nbuckets == 0 || fw->nbuckets > MAX_OPS))
		insp_fail(in, "registry: %u hash buckets for %u operators", fw->nbuckets, fw->nops);
	if (fw->nops && (fw->prime < fw->nops || fw->prime > 2 * MAX_OPS))
		insp_fail(in, "registry: hash prime %u for %u operators", fw->prime, fw->nops);
	if (fw->nops == 0)
		fw->nbuckets = 0;   /* nothing to look up; the array may be a stub */
	fw->disp = insp_alloc(in, fw->nbuckets, sizeof *fw->disp);
	for (i = 0; i < fw->nbuckets; i++)
		fw->disp[i] = elf_u16(in, fw->disp_addr + 2 * (uint64_t)i, "registry.disp");
	if (fw->nops)
		elf_at(in, fw->ops, (uint64_t)fw->nops * a[ABI_OP_SIZE], "registry.ops");
}

/* order[i] -> the slot it points at, each slot exactly once. */
static uint32_t order_slot(struct insp *in, uint32_t i, uint8_t *seen)
{
	struct fw *fw = &in->fw;
	uint64_t p = elf_ptr(in, fw->order_addr + (uint64_t)i * in->elf.ptr, "registry.order");
	uint64_t sz = fw->abi[ABI_OP_SIZE], d = p - fw->ops;
	if (p < fw->ops || d % sz || d / sz >= fw->nops)
		insp_fail(in, "registry.order[%u] = 0x%llx is not one of the %u operators at 0x%llx",
		          i, (unsigned long long)p, fw->nops, (unsigned long long)fw->ops);
	if (seen[d / sz]++)
		insp_fail(in, "registry.order names slot %llu twice", (unsigned long long)(d / sz));
	return (uint32_t)(d / sz);
}

static void read_op(struct insp *in, struct fw_op *op, uint32_t slot, struct amap *km,
                    struct amap *nm, struct nft *nfts)
{
	struct fw *fw = &in->fw;
	const uint16_t *a = fw->abi;
	uint64_t at = fw->ops + (uint64_t)slot * a[ABI_OP_SIZE];
	char what[160];
	int32_t ix;
	unsigned j;

	op->addr = at;
	op->slot = slot;
	op->name_addr = elf_ptr(in, at + a[ABI_OP_NAME], "uc10_op.name");
	op->name = elf_str(in, op->name_addr, MAX_NAME, "an operator's name");
	snprintf(what, sizeof what, "%.100s: schema", op->name);
	op->schema_addr = elf_ptr(in, at + a[ABI_OP_SCHEMA], what);
	op->schema = elf_str(in, op->schema_addr, MAX_SCHEMA, what);
	op->dispatch_args = fw->args_width == 8 ? elf_u64(in, at + a[ABI_OP_DISPATCH_ARGS], "uc10_op.dispatch_args")
	                                        : elf_u32(in, at + a[ABI_OP_DISPATCH_ARGS], "uc10_op.dispatch_args");
	op->name_len = elf_u16(in, at + a[ABI_OP_NAME_LEN], "uc10_op.name_len");
	op->nargs = elf_u8(in, at + a[ABI_OP_NARGS], "uc10_op.nargs");
	op->nrets = elf_u8(in, at + a[ABI_OP_NARGS] + 1, "uc10_op.nrets");

	snprintf(what, sizeof what, "%.100s: non-fallthrough sets", op->name);
	op->nft_addr = elf_ptr(in, at + a[ABI_OP_NFT], what);
	ix = amap_get(nm, op->nft_addr);
	if (ix < 0) {
		ix = (int32_t)fw->nnft++;
		nfts[ix].v = insp_alloc(in, fw->nbk, sizeof *nfts[ix].v);
		for (j = 0; j < fw->nbk; j++)
			nfts[ix].v[j] = elf_u64(in, op->nft_addr + 8 * (uint64_t)j, what);
		amap_put(in, nm, op->nft_addr, ix);
	}
	op->nft = nfts[ix].v;

	op->table = insp_alloc(in, fw->nent, sizeof *op->table);
	if (fw->layout == FW_LAYOUT_COMPACT) {
		op->cidx_addr = elf_ptr(in, at + a[ABI_OP_TABLE], "uc10_op.cidx");
		op->palette_addr = elf_ptr(in, at + a[ABI_OP_PALETTE], "uc10_op.palette");
	}
	for (j = 0; j < fw->nent; j++) {
		uint64_t p;
		snprintf(what, sizeof what, "%.100s: table entry %u", op->name, j);
		if (fw->layout == FW_LAYOUT_COMPACT)
			p = fw_compact_entry(in, op, j, what);
		else
			p = elf_ptr(in, at + a[ABI_OP_TABLE] + (uint64_t)j * in->elf.ptr, what);
		op->table[j] = p ? fw_kernel_at(in, km, p, what) : -1;
	}
}

/* Split `size' bytes of each distinct address among the ops using it,
 * whole bytes that add up exactly: share[i] and users[i] of op i. */
static void split(struct insp *in, const uint64_t *addr, uint64_t size, uint32_t *share, uint32_t *users)
{
	struct fw *fw = &in->fw;
	struct amap m = { 0, 0, 0, 0 };
	uint32_t *cnt = insp_alloc(in, fw->nops, sizeof *cnt), *given = insp_alloc(in, fw->nops, sizeof *given);
	int32_t *ix = insp_alloc(in, fw->nops, sizeof *ix), k = 0;
	uint32_t i;
	for (i = 0; i < fw->nops; i++) {
		if ((ix[i] = amap_get(&m, addr[i])) < 0)
			amap_put(in, &m, addr[i], ix[i] = k++);
		cnt[ix[i]]++;
	}
	for (i = 0; i < fw->nops; i++) {
		uint32_t c = cnt[ix[i]], g = given[ix[i]]++;
		share[i] = (uint32_t)(size * (g + 1) / c - size * g / c);
		users[i] = c;
	}
}

/* Users of each kernel record (distinct operators), and each op's whole
 * bytes of the arrays it shares (nft, and cidx in the compact layout). */
static void count_shares(struct insp *in)
{
	struct fw *fw = &in->fw;
	uint64_t *addr = insp_alloc(in, fw->nops, sizeof *addr);
	uint32_t *share = insp_alloc(in, fw->nops, sizeof *share), *users = insp_alloc(in, fw->nops, sizeof *users);
	uint32_t i;
	unsigned j;
	for (i = 0; i < fw->nops; i++)
		addr[i] = fw->op[i].nft_addr;
	split(in, addr, 8 * (uint64_t)fw->nbk, share, users);
	for (i = 0; i < fw->nops; i++)
		fw->op[i].nft_share = share[i], fw->op[i].nft_users = users[i];
	if (fw->layout == FW_LAYOUT_COMPACT) {
		for (i = 0; i < fw->nops; i++)
			addr[i] = fw->op[i].cidx_addr;
		split(in, addr, fw->nclasses, share, users);
		for (i = 0; i < fw->nops; i++)
			fw->op[i].cidx_share = share[i];
	}
	for (i = 0; i < fw->nops; i++) {
		struct fw_op *op = &fw->op[i];
		for (j = 0; j < fw->nent; j++) {
			struct fw_kernel *k;
			if (op->table[j] < 0)
				continue;
			k = &fw->k[op->table[j]];
			if (k->stamp == i + 1)
				continue;
			k->stamp = i + 1;
			k->owner = k->users++ ? -1 : (int32_t)i;
		}
	}
}

/* Key names from the image when it keeps them, else this build's own
 * (the same m4/keys.m4 universe, when the counts agree). */
static void read_keys(struct insp *in)
{
	struct fw *fw = &in->fw;
	const struct elf_sym *s = elf_sym_named(&in->elf, "uc10_runtime_key_names");
	unsigned j;
	fw->keys = insp_alloc(in, fw->nent, sizeof *fw->keys);
	if (s) {
		fw->keys_addr = s->value;
		fw->keys_from_elf = 1;
		for (j = 0; j < fw->nent; j++) {
			uint64_t p = elf_ptr(in, s->value + (uint64_t)j * in->elf.ptr, "uc10_runtime_key_names");
			fw->keys[j] = elf_str(in, p, MAX_KEY, "a runtime key name");
		}
		return;
	}
	if (fw->nent != UC10_NUM_RUNTIME_ENTRIES)
		insp_fail(in, "no uc10_runtime_key_names in the image, and its %u table entries are not this uc10-inspect's %u",
		          fw->nent, UC10_NUM_RUNTIME_ENTRIES);
	for (j = 0; j < fw->nent; j++)
		fw->keys[j] = uc10_runtime_key_names[j];
}

void fw_load(struct insp *in)
{
	struct fw *fw = &in->fw;
	const struct elf_sym *reg = elf_sym_named(&in->elf, "uc10_registry_main");
	struct amap km = { 0, 0, 0, 0 }, nm = { 0, 0, 0, 0 };
	struct nft *nfts;
	uint8_t *seen;
	uint32_t i;

	if (!reg && in->elf.dynsym_only)
		insp_fail(in, "no .symtab: the ELF is stripped (uc10-inspect finds the tables by their symbols; inspect the unstripped ELF)");
	if (!reg)
		insp_fail(in, "no uc10 tables: the image has no symbol uc10_registry_main");
	fw_read_abi(in);
	if (fw->layout == FW_LAYOUT_COMPACT)
		fw_compact_init(in);
	read_registry(in, reg->value);
	read_keys(in);
	fw->op = insp_alloc(in, fw->nops, sizeof *fw->op);
	nfts = insp_alloc(in, fw->nops, sizeof *nfts);
	seen = insp_alloc(in, fw->nops, 1);
	for (i = 0; i < fw->nops; i++)
		read_op(in, &fw->op[i], order_slot(in, i, seen), &km, &nm, nfts);
	count_shares(in);
	fw_kernels_done(in);
}
