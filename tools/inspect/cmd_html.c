/*
 * cmd_html.c - `--html FILE': one self-contained page, an operators x
 * runtime-keys grid coloured by each entry's source, with a size column
 * (--size's "tables" and code bytes), a search box, and the kernel symbol
 * and schema on hover.  Style and script: html_page.c.
 *
 * The grid is plain HTML, so it reads without the script; the script's
 * data (kernel records, schemas, key names) is a JSON block with < > &
 * escaped, so no name in the image can end the <script> element early.
 * Cells: the source's abbreviation (K kernel, CEA default backend, CIA
 * math, NT nested, AG autograd, AMB ambiguous, FB backend fallback), `ft'
 * for a fallthrough, empty for missing; data-k indexes data.kernels.
 */
#include <stdlib.h>
#include <string.h>
#include "insp.h"
#include "json.h"
#include "uc10/dispatcher.h"

extern const char html_css[], html_js[];

static const char *const abbrev[FW_NSOURCES] = { "K", "CEA", "CIA", "NT", "AG", "AMB", "FB" };
static const char *const legend[FW_NSOURCES] = {
	"kernel", "default backend (CEA)", "math (CIA)", "nested (CIANT)", "autograd",
	"ambiguous autogradother", "backend fallback",
};

/* Text or attribute value: markup characters as entities, bytes that are
 * not UTF-8 as U+FFFD. */
static void esc(FILE *f, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		int n;
		switch (*p) {
		case '&': fputs("&amp;", f); p++; continue;
		case '<': fputs("&lt;", f); p++; continue;
		case '>': fputs("&gt;", f); p++; continue;
		case '"': fputs("&quot;", f); p++; continue;
		case '\'': fputs("&#39;", f); p++; continue;
		}
		if (*p < 0x80) {
			putc(*p < 0x20 ? ' ' : *p, f);
			p++;
		} else if ((n = utf8_len(p)) > 0) {
			fwrite(p, 1, (size_t)n, f);
			p += n;
		} else {
			fputs("&#xfffd;", f);
			p++;
		}
	}
}

static void data_block(struct insp *in, FILE *f)
{
	const struct fw *fw = &in->fw;
	char buf[1200];
	uint32_t i;
	fputs("<script id=\"data\" type=\"application/json\">{\"kernels\":[", f);
	for (i = 0; i < fw->nk; i++) {
		const struct fw_kernel *k = &fw->k[i];
		fputs(i ? ",\n{\"name\":" : "\n{\"name\":", f);
		json_str_in(f, k->name, 1);
		fprintf(f, ",\"source\":\"%s\",\"fallthrough\":%s,\"mismatch\":%s,\"symbol\":",
		        uc10_source_names[k->source], json_bool(k->fallthrough), json_bool(k->mismatch));
		json_str_in(f, sym_fmt(&in->elf, k->unboxed ? k->unboxed : k->boxed, buf, sizeof buf), 1);
		fputs(",\"record\":", f);
		json_str_in(f, sym_fmt(&in->elf, k->addr, buf, sizeof buf), 1);
		putc('}', f);
	}
	fputs("],\n\"schemas\":[", f);
	for (i = 0; i < fw->nops; i++) {
		if (i)
			fputs(",\n", f);
		json_str_in(f, fw->op[i].schema, 1);
	}
	fputs("],\n\"keys\":[", f);
	for (i = 0; i < fw->nent; i++) {
		if (i)
			putc(',', f);
		json_str_in(f, fw->keys[i], 1);
	}
	fputs("]}</script>\n", f);
}

static void header(struct insp *in, FILE *f, const uint64_t *tab, const uint32_t *count)
{
	const struct fw *fw = &in->fw;
	uint64_t total = 0;
	uint32_t i;
	for (i = 0; i < fw->nops; i++)
		total += tab[i];
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>uc10 tables: ", f);
	esc(f, in->path);
	fprintf(f, "</title>\n<style>\n%s</style></head>\n<body class=\"used\">\n<header><h1>uc10 tables in ", html_css);
	esc(f, in->path);
	fprintf(f, "</h1>%s %d-bit, %u operators, %u kernel records, %u runtime keys; "
	        "operator tables %llu bytes (as --size counts them)</header>\n",
	        elf_machine_name(in->elf.machine), in->elf.is64 ? 64 : 32, fw->nops, fw->nk, fw->nent,
	        (unsigned long long)total);
	fputs("<div id=\"bar\"><input id=\"q\" type=\"search\" placeholder=\"search operators, schemas, kernels\">"
	      "<span id=\"count\"></span><label><input id=\"all\" type=\"checkbox\"> all keys "
	      "(else only keys some operator has an entry for)</label><span class=\"legend\">", f);
	for (i = 0; i < FW_NSOURCES; i++)
		fprintf(f, "<span class=\"c%u\">%s %s: %u</span>", i, abbrev[i], legend[i], count[i]);
	fprintf(f, "<span class=\"ft\">ft fallthrough: %u</span><span>(blank) missing: %u</span></span></div>\n",
	        count[FW_NSOURCES], count[FW_NSOURCES + 1]);
}

/* One row: name, sizes, then an entry per key (empty keys get class e). */
static void row(struct insp *in, FILE *f, uint32_t i, const uint8_t *used, uint64_t tab, uint64_t code)
{
	const struct fw *fw = &in->fw;
	const struct fw_op *op = &fw->op[i];
	unsigned j;
	fprintf(f, "<tr data-i=\"%u\" data-s=\"", i);
	esc(f, op->schema);
	for (j = 0; j < fw->nent; j++)
		if (op->table[j] >= 0 && !fw->k[op->table[j]].sentinel) {
			putc(' ', f);
			esc(f, fw->k[op->table[j]].name);
		}
	fputs("\"><th class=\"op\">", f);
	esc(f, op->name);
	fprintf(f, "</th><td class=\"sz\">%llu</td><td class=\"sz\">%llu</td>",
	        (unsigned long long)tab, (unsigned long long)code);
	for (j = 0; j < fw->nent; j++) {
		const struct fw_kernel *k = op->table[j] >= 0 ? &fw->k[op->table[j]] : NULL;
		if (!k)
			fputs(used[j] ? "<td></td>" : "<td class=\"e\"></td>", f);
		else if (k->fallthrough)
			fprintf(f, "<td class=\"ft\" data-k=\"%d\">ft</td>", op->table[j]);
		else
			fprintf(f, "<td class=\"c%u%s\" data-k=\"%d\">%s</td>", k->source,
			        k->mismatch ? " mis" : "", op->table[j], abbrev[k->source]);
	}
	fputs("</tr>\n", f);
}

int cmd_html(struct insp *in, FILE *f)
{
	const struct fw *fw = &in->fw;
	uint64_t *tab = calloc(fw->nops ? fw->nops : 1, sizeof *tab);
	uint64_t *code = calloc(fw->nops ? fw->nops : 1, sizeof *code);
	uint8_t *used = calloc(fw->nent, 1);
	uint32_t count[FW_NSOURCES + 2], i;
	unsigned j;
	if (!tab || !code || !used || size_columns(in, tab, code) < 0) {
		free(tab), free(code), free(used);
		fprintf(stderr, "uc10-inspect: out of memory\n");
		return 2;
	}
	memset(count, 0, sizeof count);
	for (i = 0; i < fw->nops; i++)
		for (j = 0; j < fw->nent; j++) {
			int32_t k = fw->op[i].table[j];
			used[j] |= k >= 0;
			count[k < 0 ? FW_NSOURCES + 1 : fw->k[k].fallthrough ? FW_NSOURCES : fw->k[k].source]++;
		}
	header(in, f, tab, count);
	fputs("<div id=\"wrap\"><table id=\"grid\"><thead><tr><th class=\"op\">operator</th>"
	      "<th data-sort=\"1\" title=\"bytes of tables (--size)\">tables&nbsp;B</th>"
	      "<th data-sort=\"2\" title=\"bytes of its own code: wrappers and kernels only it calls\">code&nbsp;B</th>", f);
	for (j = 0; j < fw->nent; j++) {
		fputs(used[j] ? "<th class=\"key\">" : "<th class=\"key e\">", f);
		esc(f, fw->keys[j]);
		fputs("</th>", f);
	}
	fputs("</tr></thead>\n<tbody>\n", f);
	for (i = 0; i < fw->nops; i++)
		row(in, f, i, used, tab[i], code[i]);
	fputs("</tbody></table></div>\n<div id=\"tip\"></div><pre id=\"selftest\"></pre>\n", f);
	data_block(in, f);
	fprintf(f, "<script>\n%s</script>\n</body></html>\n", html_js);
	free(tab), free(code), free(used);
	return 0;
}
