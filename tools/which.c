/*
 * which.c - `make which': for every operator of a table set, which kernel
 * the runtime picks for a call under a local key-set mode.  It uses the
 * firmware's own code (uc10_ivalue_ks, uc10_dispatch_ks, uc10_ks_index).
 *
 *   uc10-which KEYS TLS INCLUDE EXCLUDE [ARGS [OP]]
 *   KEYS     comma-separated runtime keys on every tensor argument
 *   TLS      default | inference_mode | below_autograd | custom
 *   INCLUDE, EXCLUDE   with custom: the local sets (empty: empty sets)
 *   ARGS     name=VALUE,... for single arguments (tools/whichargs.h)
 *   OP       only this operator (ns::name or ns::name.overload)
 * Prints `NS::OP ks=0x%016x highest=KEY index=N kernel=NAME' per operator,
 * or, for bad input, a message and nothing else (status 2).
 */
#include <stdio.h>
#include <string.h>
#include "which.h"
#include "whichargs.h"

void uc10_stub_ran(const char *name, uc10_ks ks) { (void)name; (void)ks; }

static uc10_ks parse_or_die(const char *what, const char *list)
{
	const char *bad;
	uc10_ks ks = uc10_ks_parse(list, &bad);
	if (bad) {
		fprintf(stderr, "make which: %s: '%s' %s\n", what, bad, uc10_key_why(bad));
		return (uc10_ks)-1;
	}
	return ks;
}

static wa_list args;

/* Every operator's key set, checked (print 0) before anything is printed. */
static int each_op(const char *only, uc10_ks keys, int print)
{
	for (uint32_t i = 0; i < uc10_registry_main.nops; i++) {
		const uc10_op *op = uc10_registry_main.order[i];
		uc10_ks ks;
		if (only[0] && strcmp(op->name, only) != 0)
			continue;
		if (wa_call_ks(&args, op->name, op->schema, op->nargs, op->dispatch_args, keys, &ks) < 0) {
			fprintf(stderr, "make which: ARGS: %s\n", args.err);
			return -1;
		}
		if (print)
			uc10_which_line(op, ks);
	}
	return 0;
}

int main(int argc, char **argv)
{
	uc10_ks keys, inc, exc;
	uc10_guard g = { 0, 0, 0, 0, 0 };
	const char *only = argc > 6 ? argv[6] : "", *unused;
	if (argc < 5 || argc > 7) {
		fprintf(stderr, "usage: uc10-which KEYS TLS INCLUDE EXCLUDE [ARGS [OP]]\n");
		return 2;
	}
	keys = parse_or_die("KEYS", argv[1]);
	if (keys == (uc10_ks)-1) return 2;
	if (wa_parse(&args, argc > 5 ? argv[5] : "") < 0) {
		fprintf(stderr, "make which: ARGS: %s\n", args.err);
		return 2;
	}
	if (only[0] && !uc10_find_op_qualified(only)) {
		fprintf(stderr, "make which: OP: no operator %s in OPS\n", only);
		return 2;
	}
	if (strcmp(argv[2], "default") == 0) {
		/* the zero state is the default */
	} else if (strcmp(argv[2], "inference_mode") == 0) {
		g = uc10_inference_mode_guard();
	} else if (strcmp(argv[2], "below_autograd") == 0) {
		g = uc10_below_autograd_guard();
	} else if (strcmp(argv[2], "custom") == 0) {
		inc = parse_or_die("INCLUDE", argv[3]);
		exc = parse_or_die("EXCLUDE", argv[4]);
		if (inc == (uc10_ks)-1 || exc == (uc10_ks)-1) return 2;
		uc10_local_set(uc10_local_get(), inc, exc);
	} else {
		fprintf(stderr, "make which: TLS must be default, inference_mode, below_autograd or custom\n");
		return 2;
	}
	(void)g;
	if (each_op(only, keys, 0) < 0)
		return 2;
	if ((unused = wa_unused(&args)) != NULL) {
		if (only[0])
			fprintf(stderr, "make which: ARGS: %s: %s has no argument '%s'\n", unused, only, unused);
		else
			fprintf(stderr, "make which: ARGS: %s: no operator of OPS has an argument '%s'\n", unused, unused);
		return 2;
	}
	each_op(only, keys, 1);
	return 0;
}
