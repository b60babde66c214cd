/* json.c - JSON output helpers (json.h). */
#include <inttypes.h>
#include "insp.h"
#include "json.h"

int utf8_len(const unsigned char *s)
{
	int n, i;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	return n;
}

void json_str(FILE *f, const char *s)
{
	json_str_in(f, s, 0);
}

void json_str_in(FILE *f, const char *s, int script)
{
	const unsigned char *p = (const unsigned char *)s;
	putc('"', f);
	while (*p) {
		int n;
		if (script && (*p == '<' || *p == '>' || *p == '&')) {
			fprintf(f, "\\u%04x", *p++);
		} else if (*p == '"' || *p == '\\') {
			putc('\\', f);
			putc(*p++, f);
		} else if (*p < 0x20 || *p == 0x7f) {
			fprintf(f, "\\u%04x", *p++);
		} else if (*p < 0x80) {
			putc(*p++, f);
		} else if ((n = utf8_len(p)) > 0) {
			fwrite(p, 1, (size_t)n, f);
			p += n;
		} else {
			fprintf(f, "\\u%04x", *p++);
		}
	}
	putc('"', f);
}

void json_hex(FILE *f, uint64_t v)
{
	fprintf(f, "\"0x%" PRIx64 "\"", v);
}

const char *json_bool(int b)
{
	return b ? "true" : "false";
}

void json_begin(struct insp *in, FILE *f, const char *command)
{
	const struct elf *e = &in->elf;
	const struct fw *fw = &in->fw;
	fprintf(f, "{\"uc10_inspect\":%d,\"command\":", JSON_FORMAT_VERSION);
	json_str(f, command);
	fputs(",\n\"elf\":{\"path\":", f);
	json_str(f, in->path);
	fprintf(f, ",\"class\":%d,\"machine\":", e->is64 ? 64 : 32);
	json_str(f, elf_machine_name(e->machine));
	fprintf(f, ",\"e_machine\":%u,\"type\":\"%s\",\"pointer_size\":%u,\"abi_version\":%u,"
	        "\"layout\":\"%s\",\"runtime_entries\":%u,\"backends\":%u,\"key_names\":\"%s\",\"registry\":",
	        e->machine, e->type == ELF_ET_DYN ? "DYN" : "EXEC", e->ptr, fw->abi[ABI_VERSION],
	        fw->layout == FW_LAYOUT_COMPACT ? "compact" : "dense",
	        fw->nent, fw->nbk, fw->keys_from_elf ? "image" : "uc10-inspect");
	json_hex(f, fw->reg);
	fprintf(f, ",\"operators\":%u},\n", fw->nops);
}
