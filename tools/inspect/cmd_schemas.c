/*
 * cmd_schemas.c - `--schemas': every operator's schema, in definition
 * order, one a line.  The generator stores the canonical schema with its
 * namespace ("myops::myadd(Tensor self, Tensor other) -> Tensor"), so the
 * line names the operator too.
 */
#include "insp.h"
#include "json.h"

int cmd_schemas(struct insp *in, FILE *out, int json)
{
	const struct fw *fw = &in->fw;
	uint32_t i;
	if (json)
		json_begin(in, out, "schemas"), fputs("\"ops\":[", out);
	for (i = 0; i < fw->nops; i++) {
		const struct fw_op *op = &fw->op[i];
		if (!json) {
			fprintf(out, "%s\n", op->schema);
			continue;
		}
		fputs(i ? ",\n{\"name\":" : "\n{\"name\":", out);
		json_str(out, op->name);
		fputs(",\"schema\":", out);
		json_str(out, op->schema);
		fprintf(out, ",\"nargs\":%u,\"nrets\":%u,\"dispatch_args\":", op->nargs, op->nrets);
		json_hex(out, op->dispatch_args);
		fputs("}", out);
	}
	if (json)
		fputs("\n]}\n", out);
	return 0;
}
