/*
 * cmd_dump.c - the default output: exactly `make dump' (m4/emit_dump.m4)
 * for the tables in the image, so the two can be compared byte for byte:
 *
 *   ns::op.overload
 *     KEY: KERNEL [SOURCE]        one line per non-missing entry, slot order
 */
#include "insp.h"
#include "json.h"
#include "uc10/dispatcher.h"

int cmd_dump(struct insp *in, FILE *out, int json)
{
	const struct fw *fw = &in->fw;
	uint32_t i;
	unsigned j;
	if (json)
		json_begin(in, out, "dump"), fputs("\"ops\":[", out);
	for (i = 0; i < fw->nops; i++) {
		const struct fw_op *op = &fw->op[i];
		int first = 1;
		if (json) {
			fputs(i ? ",\n{\"name\":" : "\n{\"name\":", out);
			json_str(out, op->name);
			fprintf(out, ",\"slot\":%u,\"entries\":[", op->slot);
		} else {
			fprintf(out, "%s\n", op->name);
		}
		for (j = 0; j < fw->nent; j++) {
			const struct fw_kernel *k;
			if (op->table[j] < 0)
				continue;
			k = &fw->k[op->table[j]];
			if (!json) {
				fprintf(out, "  %s: %s [%s]\n", fw->keys[j], k->name, uc10_source_names[k->source]);
				continue;
			}
			fputs(first ? "{\"key\":" : ",{\"key\":", out);
			first = 0;
			json_str(out, fw->keys[j]);
			fprintf(out, ",\"index\":%u,\"kernel\":", j);
			json_str(out, k->name);
			fprintf(out, ",\"source\":\"%s\",\"fallthrough\":%s}", uc10_source_names[k->source],
			        json_bool(k->fallthrough));
		}
		if (json)
			fputs("]}", out);
	}
	if (json)
		fputs("\n]}\n", out);
	return 0;
}
