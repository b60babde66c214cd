/*
 * fw.h - uc10's tables as read from a firmware image.
 *
 * fw_load() reads uc10_abi[] (Note [Table ABI] in src/abi.c) and refuses
 * any version but 1, then walks uc10_registry_main: the operators in
 * definition order (registry.order), each one's strings, non-fallthrough
 * sets and dispatch table, and every kernel record the tables point at,
 * once each.  Everything is checked on the way in (a pointer must land
 * in a loaded section, order[] must name each slot once, a source must be
 * a uc10_source, ...), so the commands can trust the model.
 */
#ifndef UC10_INSP_FW_H
#define UC10_INSP_FW_H

#include <stdint.h>

struct insp;
struct elf_sym;

/* Indices into uc10_abi[], version 1 (src/abi.c). */
enum {
	ABI_VERSION, ABI_PTR, ABI_ENTRIES, ABI_BACKENDS,
	ABI_OP_SIZE, ABI_OP_NAME, ABI_OP_SCHEMA, ABI_OP_NFT, ABI_OP_DISPATCH_ARGS,
	ABI_OP_NAME_LEN, ABI_OP_NARGS, ABI_OP_TABLE,
	ABI_K_SIZE, ABI_K_UNBOXED, ABI_K_BOXED, ABI_K_NAME, ABI_K_SOURCE, ABI_K_FALLTHROUGH,
	ABI_R_SIZE, ABI_R_OPS, ABI_R_NOPS, ABI_R_NBUCKETS, ABI_R_PRIME, ABI_R_SEED,
	ABI_R_DISP, ABI_R_ORDER,
	ABI_COUNT,                  /* entries every version-1 descriptor has */
	ABI_LAYOUT = ABI_COUNT,     /* 0 dense, 1 compact (absent: dense) */
	ABI_OP_PALETTE,             /* compact: offset of uc10_op.palette */
	ABI_MAX
};
#define FW_LAYOUT_DENSE 0
#define FW_LAYOUT_COMPACT 1
#define FW_ABI_VERSION 1
#define FW_NSOURCES 7           /* uc10_source */
#define FW_SRC_FALLBACK 6       /* UC10_SRC_FALLBACK */

struct fw_kernel {
	uint64_t addr, unboxed, boxed, name_addr;
	const char *name;
	uint8_t source, fallthrough;
	uint32_t users;             /* operators whose table points at it */
	int32_t owner;              /* the op it is counted for: its only user, unless
	                             * it is a sentinel or a fallback record; or -1 */
	uint32_t stamp;             /* fw_load's counting */
	int sentinel;               /* a fallthrough or ambiguity record of the runtime */
	const struct elf_sym *sym;  /* the record's own symbol, or NULL */
	const struct elf_sym *fn;   /* symbol of unboxed (boxed if none), or NULL */
	int mismatch;               /* not a sentinel, and name != fn's name */
	int32_t name_owner;         /* the only op using its name string, or -1 */
	int32_t fn_owner;           /* the only op whose records call fn, or -1 */
};

struct fw_op {
	uint64_t addr, name_addr, schema_addr, nft_addr;
	uint32_t slot;              /* its index in registry.ops */
	const char *name, *schema;
	const uint64_t *nft;        /* [fw.nbk] */
	uint64_t dispatch_args;
	uint16_t name_len;
	uint8_t nargs, nrets;
	int32_t *table;             /* [fw.nent]: index into fw.k, -1: missing */
	uint32_t nft_users;         /* operators sharing its nft array */
	uint32_t nft_share;         /* its bytes of that array (shares sum exactly) */
	/* Compact layout (Note [Compact tables] in m4/compact.m4) */
	uint64_t cidx_addr, palette_addr;
	uint32_t npalette;          /* palette entries its cidx reaches */
	uint32_t cidx_share;        /* its bytes of its (shared) cidx array */
};

struct fw {
	uint16_t abi[ABI_MAX];
	unsigned nent, nbk;         /* table entries per op, nft sets per op */
	unsigned args_width;        /* bytes of uc10_op.dispatch_args: 4 or 8 */
	unsigned layout;            /* FW_LAYOUT_* */
	/* Compact layout: the build-wide parts. */
	uint8_t *slot_class;        /* [nent] */
	uint32_t nclasses, nshared;
	uint64_t shared_addr;       /* uc10_shared_kernels */
	uint64_t abi_addr, abi_bytes, reg, ops, disp_addr, order_addr, keys_addr;
	uint32_t nops, nbuckets, prime, seed;
	uint16_t *disp;             /* [nbuckets] */
	struct fw_op *op;           /* [nops], definition order */
	struct fw_kernel *k;
	uint32_t nk;
	uint32_t nnft;              /* distinct nft arrays */
	const char **keys;          /* [nent] runtime key names */
	int keys_from_elf;          /* else uc10-inspect's own (same universe) */
};

void fw_load(struct insp *in);

/* fw_load()'s parts, in fwabi.c, fwcompact.c and fwkernel.c. */
struct amap;
void fw_read_abi(struct insp *in);
void fw_compact_init(struct insp *in);
uint64_t fw_compact_entry(struct insp *in, struct fw_op *op, unsigned j, const char *what);
int32_t fw_kernel_at(struct insp *in, struct amap *m, uint64_t addr, const char *what);
void fw_kernels_done(struct insp *in);

#endif
