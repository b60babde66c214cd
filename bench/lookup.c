/*
 * bench/lookup.c - operators by name: instructions per hit and per miss
 * (BENCHMARKS.md, "Name lookup").  Built once per registry size, with that
 * registry's generated uc10_ops.c and bench/names/header.sh's arrays.
 *
 * Methods, each over the same BENCH_NQUERIES hits, then as many misses:
 *   hash      uc10_registry_find(&uc10_registry_main, name, overload)
 *   hashq     uc10_find_op_qualified("ns::name.overload") (splits, then hash)
 *   linear    strcmp over every qualified name, in definition order
 *   binary    binary search with strcmp over the names sorted
 *   none      the loop alone, finding nothing (the baseline of the others)
 * A count over a query set is `bench: METHOD-hit|miss NQUERIES COUNT'.
 */
#include <string.h>
#include "uc10_ops.h"
#include "bench.h"

struct bench_query { const char *name, *overload, *qualified; };
#include "names.h"

typedef const void *(*find_fn)(const struct bench_query *q);

static const void *find_hash(const struct bench_query *q)
{
	return uc10_registry_find(&uc10_registry_main, q->name, q->overload);
}

static const void *find_hashq(const struct bench_query *q)
{
	return uc10_find_op_qualified(q->qualified);
}

static const void *find_linear(const struct bench_query *q)
{
	unsigned i;
	for (i = 0; i < BENCH_NNAMES; i++)
		if (strcmp(bench_names[i], q->qualified) == 0)
			return bench_names[i];
	return NULL;
}

static const void *find_binary(const struct bench_query *q)
{
	unsigned lo = 0, hi = BENCH_NNAMES;
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		int c = strcmp(bench_sorted[mid], q->qualified);
		if (c == 0)
			return bench_sorted[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static const void *find_none(const struct bench_query *q)
{
	(void)q;
	return NULL;
}

static unsigned found;

BENCH_NOINLINE static void run(find_fn f, const struct bench_query *qs)
{
	unsigned i, n = 0;
	for (i = 0; i < BENCH_NQUERIES; i++)
		n += f(&qs[i]) != NULL;
	found = n;
}

static const struct { const char *name; find_fn f; } methods[] = {
	{ "none", find_none }, { "hash", find_hash }, { "hashq", find_hashq },
	{ "linear", find_linear }, { "binary", find_binary },
};

int main(void)
{
	static char label[32];
	unsigned i, bad = 0;
	bench_init();
	for (i = 0; i < sizeof methods / sizeof methods[0]; i++) {
		int none = methods[i].f == find_none;
		strcpy(label, methods[i].name);
		strcat(label, "-hit");
		bench_begin(label, BENCH_NQUERIES);
		run(methods[i].f, bench_hits);
		bench_end();
		if (found != (none ? 0u : BENCH_NQUERIES))
			printf("error: %s found %u of %u hits\n", methods[i].name, found, BENCH_NQUERIES), bad++;
		strcpy(label, methods[i].name);
		strcat(label, "-miss");
		bench_begin(label, BENCH_NQUERIES);
		run(methods[i].f, bench_misses);
		bench_end();
		if (found != 0)
			printf("error: %s found %u of %u misses\n", methods[i].name, found, BENCH_NQUERIES), bad++;
	}
	printf("info: names %u\n", (unsigned)BENCH_NNAMES);
	return bad != 0;
}
