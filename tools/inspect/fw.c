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
	uint32_t users, given;
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
	op->dispatch_args = elf_u32(in, at + a[ABI_OP_DISPATCH_ARGS], "uc10_op.dispatch_args");
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
	nfts[ix].users++;
	op->nft = nfts[ix].v;
	op->nft_users = (uint32_t)ix;   /* the array's index until shares are known */

	op->table = insp_alloc(in, fw->nent, sizeof *op->table);
	for (j = 0; j < fw->nent; j++) {
		uint64_t p;
		snprintf(what, sizeof what, "%.100s: table entry %u", op->name, j);
		p = elf_ptr(in, at + a[ABI_OP_TABLE] + (uint64_t)j * in->elf.ptr, what);
		op->table[j] = p ? fw_kernel_at(in, km, p, what) : -1;
	}
}

/* Users of each kernel record (distinct operators), and each op's whole
 * bytes of its nft array, split so that the shares add up exactly. */
static void count_shares(struct insp *in, struct nft *nfts)
{
	struct fw *fw = &in->fw;
	uint64_t size = 8 * (uint64_t)fw->nbk;
	uint32_t i;
	unsigned j;
	for (i = 0; i < fw->nops; i++) {
		struct fw_op *op = &fw->op[i];
		struct nft *n = &nfts[op->nft_users];
		op->nft_share = (uint32_t)(size * (n->given + 1) / n->users - size * n->given / n->users);
		n->given++;
		op->nft_users = n->users;
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

	if (!reg)
		insp_fail(in, "no uc10 tables: the image has no symbol uc10_registry_main");
	fw_read_abi(in);
	read_registry(in, reg->value);
	read_keys(in);
	fw->op = insp_alloc(in, fw->nops, sizeof *fw->op);
	nfts = insp_alloc(in, fw->nops, sizeof *nfts);
	seen = insp_alloc(in, fw->nops, 1);
	for (i = 0; i < fw->nops; i++)
		read_op(in, &fw->op[i], order_slot(in, i, seen), &km, &nm, nfts);
	count_shares(in, nfts);
	fw_kernels_done(in);
}
