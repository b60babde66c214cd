/*
 * cmd_which.c - `--which KEYS': the kernel each operator of the image runs
 * for tensors carrying KEYS, in `make which''s format (tools/which.c):
 *
 *   NS::OP ks=0x%016x highest=KEY index=N kernel=NAME
 *
 * --args gives single arguments other values than KEYS and --op asks one
 * operator, as make which's ARGS and OP (tools/whichargs.h, whose key set
 * is the runtime's boxed extraction over the image's schemas).
 * The key set is computed by the runtime's own code, linked in from
 * include/uc10/{keyset,local,dispatcher}.h, src/keyset.c, src/local.c and
 * the host's generated uc10_keys.c: a native uc10_op carries the image's
 * non-fallthrough sets and dispatch mask through uc10_dispatch_ks(), and
 * the index it yields picks the entry of the image's table.  So the image
 * must use this build's key universe (checked).
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "insp.h"
#include "json.h"
#include "uc10/dispatcher.h"
#include "../whichargs.h"

static int parse(FILE *err, const char *what, const char *list, uc10_ks *ks)
{
	const char *bad;
	*ks = uc10_ks_parse(list ? list : "", &bad);
	if (bad) {
		fprintf(err, "uc10-inspect: %s: '%s' %s\n", what, bad, uc10_key_why(bad));
		return -1;
	}
	return 0;
}

static int same_universe(const struct fw *fw, FILE *err)
{
	unsigned j;
	if (fw->nent != UC10_NUM_RUNTIME_ENTRIES || fw->nbk != UC10_NUM_BACKENDS) {
		fprintf(err, "uc10-inspect: --which: the image has %u runtime keys and %u backends, "
		        "this uc10-inspect %u and %u: rebuild it from the firmware's uc10\n",
		        fw->nent, fw->nbk, UC10_NUM_RUNTIME_ENTRIES, UC10_NUM_BACKENDS);
		return 0;
	}
	for (j = 0; j < fw->nent; j++)
		if (strcmp(fw->keys[j], uc10_runtime_key_names[j]) != 0) {
			fprintf(err, "uc10-inspect: --which: the image's runtime key %u is '%s', this uc10-inspect's '%s'\n",
			        j, fw->keys[j], uc10_runtime_key_names[j]);
			return 0;
		}
	return 1;
}

/* Enter the local key-set mode; *saved restores the previous state. */
static int enter_tls(FILE *err, const struct which_opts *w, uc10_local *saved)
{
	const char *tls = w->tls ? w->tls : "default";
	uc10_ks inc, exc;
	uc10_guard g;
	*saved = *uc10_local_get();
	if ((w->include || w->exclude) && strcmp(tls, "custom") != 0) {
		fprintf(err, "uc10-inspect: --include and --exclude need --tls custom\n");
		return -1;
	}
	if (strcmp(tls, "default") == 0) {
		uc10_local_set(uc10_local_get(), UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED);
	} else if (strcmp(tls, "inference_mode") == 0) {
		g = uc10_inference_mode_guard();
		(void)g;
	} else if (strcmp(tls, "below_autograd") == 0) {
		g = uc10_below_autograd_guard();
		(void)g;
	} else if (strcmp(tls, "custom") == 0) {
		if (parse(err, "--include", w->include, &inc) < 0 || parse(err, "--exclude", w->exclude, &exc) < 0)
			return -1;
		uc10_local_set(uc10_local_get(), inc, exc);
	} else {
		fprintf(err, "uc10-inspect: --tls must be default, inference_mode, below_autograd or custom\n");
		return -1;
	}
	return 0;
}

static wa_list args;

/* The tensor key set of each operator's call (--op: that one's, the others
 * 0) into ks[], every value checked before anything is printed. */
static int call_sets(const struct fw *fw, FILE *err, const struct which_opts *w, uc10_ks keys, uc10_ks *ks)
{
	const char *unused;
	int found = 0;
	if (wa_parse(&args, w->args) < 0) {
		fprintf(err, "uc10-inspect: --args: %s\n", args.err);
		return -1;
	}
	for (uint32_t i = 0; i < fw->nops; i++) {
		const struct fw_op *fo = &fw->op[i];
		ks[i] = 0;
		if (w->op && strcmp(fo->name, w->op) != 0)
			continue;
		found = 1;
		if (wa_call_ks(&args, fo->name, fo->schema, fo->nargs, fo->dispatch_args, keys, &ks[i]) < 0) {
			fprintf(err, "uc10-inspect: --args: %s\n", args.err);
			return -1;
		}
	}
	if (w->op && !found) {
		fprintf(err, "uc10-inspect: --op: no operator %s in the image\n", w->op);
		return -1;
	}
	if ((unused = wa_unused(&args)) != NULL) {
		if (w->op)
			fprintf(err, "uc10-inspect: --args: %s: %s has no argument '%s'\n", unused, w->op, unused);
		else
			fprintf(err, "uc10-inspect: --args: %s: no operator has an argument '%s'\n", unused, unused);
		return -1;
	}
	return 0;
}

int cmd_which(struct insp *in, FILE *out, FILE *err, int json, const struct which_opts *w)
{
	const struct fw *fw = &in->fw;
	uc10_local saved;
	uc10_ks keys, *tks;
	uint32_t i, n = 0;
	saved = *uc10_local_get();
	if (!same_universe(fw, err) || parse(err, "--which", w->keys, &keys) < 0)
		return 2;
	tks = calloc(fw->nops ? fw->nops : 1, sizeof *tks);
	if (!tks) {
		fprintf(err, "uc10-inspect: out of memory\n");
		return 2;
	}
	if (call_sets(fw, err, w, keys, tks) < 0 || enter_tls(err, w, &saved) < 0) {
		*uc10_local_get() = saved;
		free(tks);
		return 2;
	}
	if (json) {
		json_begin(in, out, "which");
		fputs("\"which\":{\"keys\":", out);
		json_str(out, w->keys ? w->keys : "");
		fputs(",\"tls\":", out);
		json_str(out, w->tls ? w->tls : "default");
		fputs(",\"include\":", out);
		json_str(out, w->include ? w->include : "");
		fputs(",\"exclude\":", out);
		json_str(out, w->exclude ? w->exclude : "");
		fputs(",\"args\":", out);
		json_str(out, w->args ? w->args : "");
		fputs(",\"op\":", out);
		json_str(out, w->op ? w->op : "");
		fputs("},\n\"ops\":[", out);
	}
	/* Definition order, as make which prints. */
	for (i = 0; i < fw->nops; i++) {
		const struct fw_op *fo = &fw->op[i];
		const struct fw_kernel *k;
		uc10_op op;
		uc10_ks ks;
		unsigned ix;
		if (w->op && strcmp(fo->name, w->op) != 0)
			continue;
		memset(&op, 0, sizeof op);
		op.nft = fo->nft;
		op.dispatch_args = fo->dispatch_args;
		ks = uc10_dispatch_ks(&op, tks[i]);
		ix = uc10_ks_index(ks);
		k = fo->table[ix] >= 0 ? &fw->k[fo->table[ix]] : NULL;
		if (!json) {
			fprintf(out, "%s ks=0x%016" PRIx64 " highest=%s index=%u kernel=%s\n", fo->name, ks,
			        uc10_ks_key_name(ks), ix, k ? k->name : "missing");
			continue;
		}
		fputs(n++ ? ",\n{\"name\":" : "\n{\"name\":", out);
		json_str(out, fo->name);
		fputs(",\"ks\":", out);
		json_hex(out, ks);
		fputs(",\"highest\":", out);
		json_str(out, uc10_ks_key_name(ks));
		fprintf(out, ",\"index\":%u,\"kernel\":", ix);
		if (k) {
			json_str(out, k->name);
			fprintf(out, ",\"source\":\"%s\"}", uc10_source_names[k->source]);
		} else {
			fputs("null,\"source\":null}", out);
		}
	}
	if (json)
		fputs("\n]}\n", out);
	*uc10_local_get() = saved;
	free(tks);
	return 0;
}
