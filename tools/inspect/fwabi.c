/*
 * fwabi.c - uc10_abi[]: the firmware's own word on the size and offsets of
 * its structs (Note [Table ABI] in src/abi.c).  Checked for being
 * self-consistent before a single table is read through it: every field
 * must lie inside its struct, so a read through a bad descriptor cannot
 * stray outside the object it was bounds-checked for.
 */
#include "insp.h"

/* Fields as (index of offset, bytes), per struct (index of size). */
struct field { uint8_t at, len; const char *name; };

static void check_fields(struct insp *in, unsigned size_ix, const char *what,
                         const struct field *f, unsigned n, unsigned ptr)
{
	const uint16_t *a = in->fw.abi;
	unsigned i;
	if (a[size_ix] == 0)
		insp_fail(in, "uc10_abi: sizeof(%s) is 0", what);
	for (i = 0; i < n; i++) {
		unsigned len = f[i].len ? f[i].len : ptr;
		if ((unsigned)a[f[i].at] + len > a[size_ix])
			insp_fail(in, "uc10_abi: %s.%s at offset %u (%u bytes) lies outside sizeof(%s) = %u",
			          what, f[i].name, a[f[i].at], len, what, a[size_ix]);
	}
}

void fw_read_abi(struct insp *in)
{
	struct fw *fw = &in->fw;
	const struct elf_sym *s = elf_sym_named(&in->elf, "uc10_abi");
	const unsigned ptr = in->elf.ptr;
	static const struct field op[] = {
		{ ABI_OP_NAME, 0, "name" }, { ABI_OP_SCHEMA, 0, "schema" }, { ABI_OP_NFT, 0, "nft" },
		{ ABI_OP_NAME_LEN, 2, "name_len" },
		{ ABI_OP_NARGS, 2, "nargs, nrets" },
	};
	static const struct field k[] = {
		{ ABI_K_UNBOXED, 0, "unboxed" }, { ABI_K_BOXED, 0, "boxed" }, { ABI_K_NAME, 0, "name" },
		{ ABI_K_SOURCE, 1, "source" }, { ABI_K_FALLTHROUGH, 1, "fallthrough" },
	};
	static const struct field r[] = {
		{ ABI_R_OPS, 0, "ops" }, { ABI_R_NOPS, 4, "nops" }, { ABI_R_NBUCKETS, 4, "nbuckets" },
		{ ABI_R_PRIME, 4, "prime" }, { ABI_R_SEED, 4, "seed" }, { ABI_R_DISP, 0, "disp" },
		{ ABI_R_ORDER, 0, "order" },
	};
	unsigned i, n = ABI_COUNT;

	/* --gc-sections drops an object nothing refers to; the message says
	 * how to keep it, since that is the likely cause on a board. */
	if (!s)
		insp_fail(in, "no uc10_abi symbol: the table descriptor (src/abi.c) is not in the image "
		          "(a --gc-sections link drops it unless kept, e.g. with -Wl,--undefined=uc10_abi)");
	fw->abi_addr = s->value;
	fw->abi[ABI_VERSION] = elf_u16(in, s->value, "uc10_abi");
	if (fw->abi[ABI_VERSION] != FW_ABI_VERSION)
		insp_fail(in, "uc10_abi version %u: this uc10-inspect reads version %u only",
		          fw->abi[ABI_VERSION], FW_ABI_VERSION);
	if (s->size && s->size < 2 * ABI_COUNT)
		insp_fail(in, "uc10_abi has %llu entries, version 1 has at least %u",
		          (unsigned long long)s->size / 2, ABI_COUNT);
	/* Later entries were added within version 1: read them if there. */
	if (s->size >= 2 * ABI_MAX)
		n = ABI_MAX;
	for (i = 1; i < n; i++)
		fw->abi[i] = elf_u16(in, s->value + 2 * i, "uc10_abi");
	fw->abi_bytes = s->size ? s->size : 2 * n;
	if (fw->abi[ABI_PTR] != ptr)
		insp_fail(in, "uc10_abi: pointer size %u in a %u-bit ELF", fw->abi[ABI_PTR], ptr * 8);
	fw->nent = fw->abi[ABI_ENTRIES];
	fw->nbk = fw->abi[ABI_BACKENDS];
	if (fw->nent == 0 || fw->nent > 1024)
		insp_fail(in, "uc10_abi: %u table entries per operator (want 1..1024)", fw->nent);
	if (fw->nbk == 0 || fw->nbk > 64)
		insp_fail(in, "uc10_abi: %u backends (want 1..64)", fw->nbk);
	check_fields(in, ABI_OP_SIZE, "uc10_op", op, sizeof op / sizeof op[0], ptr);
	/* dispatch_args grew from 32 to 64 bits; name_len follows it. */
	fw->args_width = fw->abi[ABI_OP_NAME_LEN] - fw->abi[ABI_OP_DISPATCH_ARGS] == 8 ? 8 : 4;
	{
		const struct field da = { ABI_OP_DISPATCH_ARGS, (uint8_t)fw->args_width, "dispatch_args" };
		check_fields(in, ABI_OP_SIZE, "uc10_op", &da, 1, ptr);
	}
	fw->layout = fw->abi[ABI_LAYOUT];
	if (fw->layout == FW_LAYOUT_COMPACT) {
		static const struct field c[] = { { ABI_OP_TABLE, 0, "cidx" }, { ABI_OP_PALETTE, 0, "palette" } };
		check_fields(in, ABI_OP_SIZE, "uc10_op", c, 2, ptr);
	} else if (fw->layout != FW_LAYOUT_DENSE) {
		insp_fail(in, "uc10_abi: table layout %u (this uc10-inspect reads 0, dense, and 1, compact)", fw->layout);
	} else if ((unsigned)fw->abi[ABI_OP_TABLE] + fw->nent * ptr > fw->abi[ABI_OP_SIZE]) {
		insp_fail(in, "uc10_abi: uc10_op.table (%u entries at offset %u) lies outside sizeof(uc10_op) = %u",
		          fw->nent, fw->abi[ABI_OP_TABLE], fw->abi[ABI_OP_SIZE]);
	}
	check_fields(in, ABI_K_SIZE, "uc10_kernel", k, sizeof k / sizeof k[0], ptr);
	check_fields(in, ABI_R_SIZE, "uc10_registry", r, sizeof r / sizeof r[0], ptr);
}
