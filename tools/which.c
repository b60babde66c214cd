/*
 * which.c - `make which': for every operator of a table set, which kernel
 * the runtime picks for tensors carrying KEYS under a local key-set mode.
 * It uses the firmware's own code (uc10_dispatch_ks, uc10_ks_index).
 *
 *   uc10-which KEYS TLS INCLUDE EXCLUDE
 *   KEYS     comma-separated runtime keys on every tensor argument
 *   TLS      default | inference_mode | below_autograd | custom
 *   INCLUDE, EXCLUDE   with custom: the local sets (empty: empty sets)
 * Prints `NS::OP ks=0x%016x highest=KEY index=N kernel=NAME' per operator.
 */
#include <stdio.h>
#include <string.h>
#include "which.h"

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

int main(int argc, char **argv)
{
	uc10_ks keys, inc, exc;
	uc10_guard g = { 0, 0, 0, 0, 0 };
	if (argc != 5) {
		fprintf(stderr, "usage: uc10-which KEYS TLS INCLUDE EXCLUDE\n");
		return 2;
	}
	keys = parse_or_die("KEYS", argv[1]);
	if (keys == (uc10_ks)-1) return 2;
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
	uc10_which_lines(keys);
	return 0;
}
