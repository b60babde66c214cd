/*
 * cmd_kernels.c - `--kernels': every kernel record the tables point at, in
 * the order the tables first reach them, with its pointers resolved
 * through the symbol table:
 *
 *   RECORD@0xADDR name=NAME source=SOURCE ops=N unboxed=SYM@0xADDR boxed=SYM@0xADDR [flags]
 *
 * `-' is a NULL pointer, SYM+0xOFF@0xADDR a place inside an object (the
 * fallthrough sentinels are an array), `?' an address no symbol holds.  Flags:
 * `fallthrough', `sentinel' (the runtime's shared fallthrough/ambiguity
 * records), and `MISMATCH' for a record whose name string is not the name
 * of the function it calls: what error messages and `make dump' say is
 * then not what runs.
 */
#include <inttypes.h>
#include "insp.h"
#include "json.h"
#include "uc10/dispatcher.h"

char *sym_fmt(const struct elf *e, uint64_t addr, char *buf, size_t n)
{
	const struct elf_sym *s = addr ? elf_sym_at(e, addr) : NULL;
	if (!addr)
		snprintf(buf, n, "-");
	else if (s)
		snprintf(buf, n, "%s@0x%" PRIx64, s->name, addr);
	else if ((s = elf_sym_in(e, addr)) != NULL)
		snprintf(buf, n, "%s+0x%" PRIx64 "@0x%" PRIx64, s->name, addr - s->value, addr);
	else
		snprintf(buf, n, "?@0x%" PRIx64, addr);
	return buf;
}

void sym_text(const struct elf *e, FILE *out, uint64_t addr)
{
	char buf[1200];
	fputs(sym_fmt(e, addr, buf, sizeof buf), out);
}

static void sym_json(const struct elf *e, FILE *out, uint64_t addr)
{
	const struct elf_sym *s = addr ? elf_sym_at(e, addr) : NULL;
	if (!addr) {
		fputs("null", out);
		return;
	}
	if (!s)
		s = elf_sym_in(e, addr);
	fputs("{\"address\":", out);
	json_hex(out, addr);
	fputs(",\"symbol\":", out);
	if (s)
		json_str(out, s->name);
	else
		fputs("null", out);
	fprintf(out, ",\"offset\":%" PRIu64 "}", s ? addr - s->value : 0);
}

int cmd_kernels(struct insp *in, FILE *out, int json)
{
	const struct fw *fw = &in->fw;
	const struct elf *e = &in->elf;
	uint32_t i, bad = 0;
	if (json)
		json_begin(in, out, "kernels"), fputs("\"kernels\":[", out);
	for (i = 0; i < fw->nk; i++) {
		const struct fw_kernel *k = &fw->k[i];
		bad += k->mismatch != 0;
		if (!json) {
			sym_text(e, out, k->addr);
			fprintf(out, " name=%s source=%s ops=%u unboxed=", k->name,
			        uc10_source_names[k->source], k->users);
			sym_text(e, out, k->unboxed);
			fputs(" boxed=", out);
			sym_text(e, out, k->boxed);
			fprintf(out, "%s%s", k->fallthrough ? " fallthrough" : "", k->sentinel ? " sentinel" : "");
			if (k->mismatch)
				fprintf(out, " MISMATCH: its function is %s", k->fn ? k->fn->name : "unnamed");
			putc('\n', out);
			continue;
		}
		fputs(i ? ",\n{\"record\":" : "\n{\"record\":", out);
		sym_json(e, out, k->addr);
		fputs(",\"name\":", out);
		json_str(out, k->name);
		fprintf(out, ",\"source\":\"%s\",\"fallthrough\":%s,\"sentinel\":%s,\"ops\":%u,\"unboxed\":",
		        uc10_source_names[k->source], json_bool(k->fallthrough), json_bool(k->sentinel), k->users);
		sym_json(e, out, k->unboxed);
		fputs(",\"boxed\":", out);
		sym_json(e, out, k->boxed);
		fprintf(out, ",\"mismatch\":%s}", json_bool(k->mismatch));
	}
	if (json)
		fprintf(out, "\n],\n\"mismatches\":%u}\n", bad);
	else
		fprintf(out, "%u kernel records, %u whose name is not their function's symbol\n", fw->nk, bad);
	return 0;
}
