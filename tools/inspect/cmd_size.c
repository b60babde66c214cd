/*
 * cmd_size.c - `--size': what each operator costs in flash, and the total.
 *
 * Per operator (each byte counted once, for one operator or as shared):
 *   struct    its uc10_op (sizeof from uc10_abi)
 *   strings   its name and schema, with their NULs
 *   records   its kernel records no other op points at, and their name
 *             strings unless another op's record uses the same string
 *   nft       its share of its non-fallthrough array (ops with the same
 *             fallthrough slots share one; the shares add up exactly)
 *   index     compact layout only (Note [Compact tables]): its share of
 *             its cidx array, and its palette (one pointer per own entry)
 *   tables    the sum of the above
 *   wrappers  code of its own generated functions, by symbol size:
 *             uc10_call_C, uc10_redispatch_C (and uc10_unbox_C,
 *             uc10_boxcall_C where the generator writes those per op)
 *   kernels   code of kernel functions only its records call
 * Shared: records more than one op uses (boxed fallbacks, the runtime's
 * fallthrough/ambiguity sentinels), the hash's disp[], order[], the
 * registry struct, the compact layout's slot classes and shared entries; the code of kernels several ops call, and of the
 * helpers written once per signature (uc10_unbox_sN, ...).
 */
#include <stdlib.h>
#include <string.h>
#include "insp.h"
#include "json.h"

struct col {
	uint64_t strct, strings, records, nft, index, wrappers, kernels;
};

struct shared {
	uint64_t nrec, records, disp, order, reg, compact, keys, abi, code, sigs;
};

static uint64_t tables(const struct col *c)
{
	return c->strct + c->strings + c->records + c->nft + c->index;
}

/* Code bytes of the generated wrappers of an op (Note [Generated names]
 * in include/uc10/dispatcher.h: ns::name.ovl -> ns_name_ovl). */
static uint64_t wrappers(const struct elf *e, const char *q)
{
	static const char *const pre[] = { "uc10_unbox_", "uc10_boxcall_", "uc10_redispatch_", "uc10_call_" };
	char c[1024], buf[1100];
	size_t n = 0, i;
	uint64_t sum = 0;
	for (; *q && n < sizeof c - 1; q++) {
		if (q[0] == ':' && q[1] == ':')
			q++;
		c[n++] = (*q == ':' || *q == '.') ? '_' : *q;
	}
	c[n] = 0;
	for (i = 0; i < sizeof pre / sizeof pre[0]; i++) {
		const struct elf_sym *s;
		snprintf(buf, sizeof buf, "%s%s", pre[i], c);
		if ((s = elf_sym_named(e, buf)) != NULL)
			sum += s->size;
	}
	return sum;
}

/* Helpers the generator writes once per distinct signature and ops
 * share: uc10_{unbox,boxcall,redispatch,call}_sN. */
static int sig_helper(const char *n)
{
	static const char *const pre[] = { "uc10_unbox_s", "uc10_boxcall_s", "uc10_redispatch_s", "uc10_call_s" };
	size_t i, l;
	for (i = 0; i < sizeof pre / sizeof pre[0]; i++) {
		l = strlen(pre[i]);
		if (strncmp(n, pre[i], l) != 0 || !n[l])
			continue;
		for (n += l; *n >= '0' && *n <= '9'; n++)
			;
		return *n == 0;
	}
	return 0;
}

static const struct fw *sort_fw;
static int by_name_addr(const void *a, const void *b)
{
	uint64_t x = sort_fw->k[*(const uint32_t *)a].name_addr, y = sort_fw->k[*(const uint32_t *)b].name_addr;
	return x < y ? -1 : x > y;
}
static uint64_t fn_of(uint32_t i)
{
	const struct elf_sym *s = sort_fw->k[i].fn;
	return s ? s->value : 0;
}
static int by_fn(const void *a, const void *b)
{
	uint64_t x = fn_of(*(const uint32_t *)a), y = fn_of(*(const uint32_t *)b);
	return x < y ? -1 : x > y;
}

static int measure(struct insp *in, struct col *c, struct shared *sh)
{
	const struct fw *fw = &in->fw;
	uint32_t *ix = malloc((fw->nk ? fw->nk : 1) * sizeof *ix), i;
	if (!ix)
		return -1;
	for (i = 0; i < fw->nops; i++) {
		const struct fw_op *op = &fw->op[i];
		c[i].strct = fw->abi[ABI_OP_SIZE];
		c[i].strings = strlen(op->name) + 1 + strlen(op->schema) + 1;
		c[i].nft = op->nft_share;
		c[i].index = op->cidx_share + (uint64_t)op->npalette * in->elf.ptr;
		c[i].wrappers = wrappers(&in->elf, op->name);
	}
	for (i = 0; i < fw->nk; i++) {
		const struct fw_kernel *k = &fw->k[i];
		ix[i] = i;
		if (k->owner >= 0)
			c[k->owner].records += fw->abi[ABI_K_SIZE];
		else
			sh->nrec++, sh->records += fw->abi[ABI_K_SIZE];
	}
	/* Strings and functions several records share count once. */
	sort_fw = fw;
	qsort(ix, fw->nk, sizeof *ix, by_name_addr);
	for (i = 0; i < fw->nk; i++) {
		const struct fw_kernel *k = &fw->k[ix[i]];
		if (i && fw->k[ix[i - 1]].name_addr == k->name_addr)
			continue;
		if (k->name_owner >= 0)
			c[k->name_owner].records += strlen(k->name) + 1;
		else
			sh->records += strlen(k->name) + 1;
	}
	qsort(ix, fw->nk, sizeof *ix, by_fn);
	for (i = 0; i < fw->nk; i++) {
		const struct fw_kernel *k = &fw->k[ix[i]];
		if (!k->fn || (i && fn_of(ix[i - 1]) == k->fn->value))
			continue;
		if (k->fn_owner >= 0)
			c[k->fn_owner].kernels += k->fn->size;
		else
			sh->code += k->fn->size;
	}
	free(ix);
	for (i = 0; i < in->elf.nsym; i++)
		if (sig_helper(in->elf.sym[i].name))
			sh->sigs += in->elf.sym[i].size;
	sh->disp = 2 * (uint64_t)fw->nbuckets;
	sh->order = (uint64_t)fw->nops * in->elf.ptr;
	sh->reg = fw->abi[ABI_R_SIZE];
	if (fw->layout == FW_LAYOUT_COMPACT)
		sh->compact = fw->nent + (uint64_t)fw->nshared * in->elf.ptr + 2;
	sh->abi = fw->abi_bytes;
	if (fw->keys_from_elf) {
		sh->keys = (uint64_t)fw->nent * in->elf.ptr;
		for (i = 0; i < fw->nent; i++)
			sh->keys += strlen(fw->keys[i]) + 1;
	}
	return 0;
}

static void add(struct col *t, const struct col *c)
{
	t->strct += c->strct;
	t->strings += c->strings;
	t->records += c->records;
	t->nft += c->nft;
	t->index += c->index;
	t->wrappers += c->wrappers;
	t->kernels += c->kernels;
}

static void row(FILE *out, int w, const char *name, const struct col *c)
{
	fprintf(out, "%-*s %7llu %7llu %7llu %6llu %6llu %7llu %8llu %7llu\n", w, name,
	        (unsigned long long)c->strct, (unsigned long long)c->strings,
	        (unsigned long long)c->records, (unsigned long long)c->nft, (unsigned long long)c->index,
	        (unsigned long long)tables(c), (unsigned long long)c->wrappers,
	        (unsigned long long)c->kernels);
}

static void text(const struct fw *fw, FILE *out, const struct col *c, const struct col *t,
                 const struct shared *sh)
{
	uint64_t all = tables(t) + sh->records + sh->disp + sh->order + sh->reg + sh->compact;
	char label[64];
	int w = 24;
	uint32_t i;
	for (i = 0; i < fw->nops; i++)
		if ((int)strlen(fw->op[i].name) > w && strlen(fw->op[i].name) < 60)
			w = (int)strlen(fw->op[i].name);
	fprintf(out, "%-*s %7s %7s %7s %6s %6s %7s %8s %7s\n", w, "operator (bytes)", "struct", "strings",
	        "records", "nft", "index", "tables", "wrappers", "kernels");
	for (i = 0; i < fw->nops; i++)
		row(out, w, fw->op[i].name, &c[i]);
	snprintf(label, sizeof label, "sum of %u operators", fw->nops);
	row(out, w, label, t);
	fprintf(out, "shared        %llu kernel records (fallbacks, sentinels, used by several ops) %llu B,\n"
	        "              hash disp %llu B, order %llu B, registry %llu B",
	        (unsigned long long)sh->nrec, (unsigned long long)sh->records, (unsigned long long)sh->disp,
	        (unsigned long long)sh->order, (unsigned long long)sh->reg);
	if (fw->layout == FW_LAYOUT_COMPACT)
		fprintf(out, ",\n              compact slot classes and shared entries %llu B", (unsigned long long)sh->compact);
	fprintf(out, "\nlayout        %s\n", fw->layout == FW_LAYOUT_COMPACT ? "compact" : "dense");
	fprintf(out, "tables total  %llu B", (unsigned long long)all);
	if (fw->nops)
		fprintf(out, " (%.1f B per operator)", (double)all / fw->nops);
	fprintf(out, "\ncode total    %llu B wrappers + %llu B signature helpers + %llu B kernels of one operator\n"
	        "              + %llu B kernels of several = %llu B\n",
	        (unsigned long long)t->wrappers, (unsigned long long)sh->sigs, (unsigned long long)t->kernels,
	        (unsigned long long)sh->code, (unsigned long long)(t->wrappers + sh->sigs + t->kernels + sh->code));
	fprintf(out, "runtime       key names %llu B, uc10_abi %llu B\n",
	        (unsigned long long)sh->keys, (unsigned long long)sh->abi);
}

static void json_col(FILE *out, const struct col *c)
{
	fprintf(out, "\"struct\":%llu,\"strings\":%llu,\"records\":%llu,\"nft\":%llu,\"index\":%llu,\"tables\":%llu,"
	        "\"wrappers\":%llu,\"kernels\":%llu}",
	        (unsigned long long)c->strct, (unsigned long long)c->strings,
	        (unsigned long long)c->records, (unsigned long long)c->nft, (unsigned long long)c->index,
	        (unsigned long long)tables(c), (unsigned long long)c->wrappers,
	        (unsigned long long)c->kernels);
}

static void json(struct insp *in, FILE *out, const struct col *c, const struct col *t,
                 const struct shared *sh)
{
	const struct fw *fw = &in->fw;
	uint32_t i;
	json_begin(in, out, "size");
	fputs("\"ops\":[", out);
	for (i = 0; i < fw->nops; i++) {
		fputs(i ? ",\n{\"name\":" : "\n{\"name\":", out);
		json_str(out, fw->op[i].name);
		putc(',', out);
		json_col(out, &c[i]);
	}
	fputs("\n],\n\"sum\":{", out);
	json_col(out, t);
	fprintf(out, ",\n\"layout\":\"%s\",\"shared\":{\"kernel_records\":%llu,\"kernel_record_bytes\":%llu,\"disp\":%llu,"
	        "\"order\":%llu,\"registry\":%llu,\"compact\":%llu,\"key_names\":%llu,\"abi\":%llu,\"kernel_code\":%llu,"
	        "\"signature_helpers\":%llu},\n"
	        "\"tables_total\":%llu,\"code_total\":%llu}\n",
	        in->fw.layout == FW_LAYOUT_COMPACT ? "compact" : "dense",
	        (unsigned long long)sh->nrec, (unsigned long long)sh->records, (unsigned long long)sh->disp,
	        (unsigned long long)sh->order, (unsigned long long)sh->reg, (unsigned long long)sh->compact,
	        (unsigned long long)sh->keys,
	        (unsigned long long)sh->abi, (unsigned long long)sh->code, (unsigned long long)sh->sigs,
	        (unsigned long long)(tables(t) + sh->records + sh->disp + sh->order + sh->reg + sh->compact),
	        (unsigned long long)(t->wrappers + sh->sigs + t->kernels + sh->code));
}

/* Per-operator columns for other commands (the page's size column). */
int size_columns(struct insp *in, uint64_t *tables_out, uint64_t *code_out)
{
	const struct fw *fw = &in->fw;
	struct col *c = calloc(fw->nops ? fw->nops : 1, sizeof *c);
	struct shared sh;
	uint32_t i;
	memset(&sh, 0, sizeof sh);
	if (!c || measure(in, c, &sh) < 0) {
		free(c);
		return -1;
	}
	for (i = 0; i < fw->nops; i++) {
		tables_out[i] = tables(&c[i]);
		code_out[i] = c[i].wrappers + c[i].kernels;
	}
	free(c);
	return 0;
}

int cmd_size(struct insp *in, FILE *out, int js)
{
	const struct fw *fw = &in->fw;
	struct col *c = calloc(fw->nops ? fw->nops : 1, sizeof *c), t;
	struct shared sh;
	uint32_t i;
	memset(&sh, 0, sizeof sh);
	memset(&t, 0, sizeof t);
	if (!c || measure(in, c, &sh) < 0) {
		free(c);
		fprintf(stderr, "uc10-inspect: out of memory\n");
		return 2;
	}
	for (i = 0; i < fw->nops; i++)
		add(&t, &c[i]);
	if (js)
		json(in, out, c, &t, &sh);
	else
		text(fw, out, c, &t, &sh);
	free(c);
	return 0;
}
