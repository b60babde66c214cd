/*
 * fuzz_lookup.c - libFuzzer target: operator lookup by name with arbitrary
 * bytes.  uc10_find_op, uc10_find_op_qualified,
 * uc10_registry_find and uc10_registry_find_qualified must never crash and
 * must return exactly what a linear scan of the registry returns: NULL, or
 * the one operator whose name is that name (and overload).
 *
 * Input: NAME [NUL OVERLOAD [NUL ...]]: the bytes up to the first NUL are
 * the name (and the qualified name); the next run, if there is a NUL, the
 * overload (else the overload is NULL, which means none).
 * Operators: tables/myops.m4 + tests/core/testops.m4 +
 * tests/reliability/relops.m4 (build/host/gen-rel).  See tests/fuzz/README.md.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "uc10_ops.h"

#define MAXIN 4096

/* The reference: "ns::name" and overload against each operator's name. */
static const uc10_op *ref_find(const char *name, const char *ovl)
{
	uint32_t i;
	size_t n;
	if (!name)
		return NULL;
	if (!ovl)
		ovl = "";
	n = strlen(name);
	for (i = 0; i < uc10_registry_main.nops; i++) {
		const uc10_op *op = uc10_registry_main.order[i];
		if (n != op->name_len || memcmp(op->name, name, n) != 0)
			continue;
		if (*ovl ? op->name[n] == '.' && strcmp(op->name + n + 1, ovl) == 0 : op->name[n] == 0)
			return op;
	}
	return NULL;
}

/* "ns::name.overload": split at the first '.' (PyTorch's parseName; the
 * name part of a real operator holds no '.'). */
static const uc10_op *ref_find_qualified(const char *q)
{
	static char buf[MAXIN + 1];
	const char *dot = strchr(q, '.');
	if (!dot)
		return ref_find(q, "");
	memcpy(buf, q, (size_t)(dot - q));
	buf[dot - q] = 0;
	return ref_find(buf, dot + 1);
}

static void must(int cond, const char *what, const char *name, const char *ovl)
{
	if (!cond) {
		fprintf(stderr, "fuzz_lookup: %s: name \"%s\" overload %s%s%s\n", what, name,
		        ovl ? "\"" : "", ovl ? ovl : "NULL", ovl ? "\"" : "");
		abort();
	}
}

static int in_table(const uc10_op *op)
{
	uint32_t i;
	for (i = 0; i < uc10_registry_main.nops; i++)
		if (op == &uc10_registry_main.ops[i])
			return 1;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char in[MAXIN + 2];
	const char *name, *ovl = NULL;
	const uc10_op *got, *want;
	size_t n = size < MAXIN ? size : MAXIN, k;
	memcpy(in, data, n);
	in[n] = in[n + 1] = 0;
	name = in;
	if (strlen(in) < n)
		ovl = in + strlen(in) + 1;

	want = ref_find(name, ovl);
	got = uc10_find_op(name, ovl);
	must(got == want, "uc10_find_op differs from a linear scan", name, ovl);
	must(!got || in_table(got), "uc10_find_op: pointer outside the table", name, ovl);
	must(uc10_registry_find(&uc10_registry_main, name, ovl) == want, "uc10_registry_find", name, ovl);

	/* The same strings at every address modulo 4, followed by junk: the
	 * lookup reads words (Note [Word lookup] in src/lookup.c). */
	for (k = 1; k < 4; k++) {
		static char sn[MAXIN + 16], so[MAXIN + 16];
		size_t nn = strlen(name);
		memset(sn, 'x', sizeof sn);
		memset(so, 'y', sizeof so);
		memcpy(sn + k, name, nn + 1);
		if (ovl)
			memcpy(so + 4 - k, ovl, strlen(ovl) + 1);
		must(uc10_registry_find(&uc10_registry_main, sn + k, ovl ? so + 4 - k : NULL) == want,
		     "uc10_registry_find, name and overload moved", name, ovl);
	}

	want = ref_find_qualified(name);
	for (k = 1; k < 4; k++) {
		static char sq[MAXIN + 16];
		memset(sq, 'z', sizeof sq);
		memcpy(sq + k, name, strlen(name) + 1);
		must(uc10_find_op_qualified(sq + k) == want, "uc10_find_op_qualified, moved", name, NULL);
	}
	got = uc10_find_op_qualified(name);
	must(got == want, "uc10_find_op_qualified differs from a linear scan", name, NULL);
	must(uc10_registry_find_qualified(&uc10_registry_main, name) == want, "uc10_registry_find_qualified", name, NULL);
	if (ovl) {
		want = ref_find_qualified(ovl);
		must(uc10_find_op_qualified(ovl) == want, "uc10_find_op_qualified (second string)", ovl, NULL);
	}
	/* Every operator is found by its own names (hash agreement). */
	if (size == 1) {
		const uc10_op *op = uc10_registry_main.order[data[0] % uc10_registry_main.nops];
		must(uc10_find_op_qualified(op->name) == op, "an operator's own name", op->name, NULL);
	}
	return 0;
}
