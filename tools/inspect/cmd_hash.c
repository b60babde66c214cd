/*
 * cmd_hash.c - `--hash': the perfect hash's parameters and cost, and a
 * check that it works: every name is looked up with the runtime's own
 * uc10_registry_find_qualified (src/lookup.c, linked in) over a copy of
 * the image's registry, and must land on its own slot.  A failure means
 * the image's hash does not match this uc10's (Note [Operator name hash]
 * in m4/hash.m4): exit status 1.
 */
#include <stdlib.h>
#include <string.h>
#include "insp.h"
#include "json.h"
#include "uc10/dispatcher.h"

struct stats {
	uint32_t sizes[4];          /* buckets holding 0, 1, 2, 3+ names */
	uint32_t direct, displaced, maxd, found;
	uint64_t disp, order, reg;
};

/* The bucket of a qualified name, as uc10_registry_find computes it. */
static uint32_t bucket_of(const struct fw *fw, const char *q)
{
	char buf[1024];
	const char *sep = strstr(q, "::"), *dot = sep ? strchr(sep, '.') : NULL;
	size_t n = dot ? (size_t)(dot - q) : strlen(q);
	if (n >= sizeof buf)
		n = sizeof buf - 1;
	memcpy(buf, q, n);
	buf[n] = 0;
	return (uint32_t)(((uint64_t)uc10_name_hash(buf, dot ? dot + 1 : "", fw->seed) * fw->nbuckets) >> 32);
}

/* Look every name up through a native registry holding the image's
 * names, lengths and displacements: 1 where it found the right slot.
 * The runtime compares names a word at a time: each copy is 4-byte
 * aligned and zero-padded to whole words, as the generator emits them
 * (Note [Word lookup] in src/lookup.c). */
static int lookup_all(const struct fw *fw, uint8_t *ok)
{
	uc10_op *ops = calloc(fw->nops ? fw->nops : 1, sizeof *ops);
	uint32_t **names = calloc(fw->nops ? fw->nops : 1, sizeof *names);
	uc10_registry r;
	uint32_t i;
	int rc = 0;
	if (!ops || !names) {
		free(ops);
		free(names);
		return -1;
	}
	for (i = 0; i < fw->nops; i++) {
		size_t n = strlen(fw->op[i].name);
		names[i] = calloc(n / 4 + 1, 4);
		if (!names[i]) {
			rc = -1;
			break;
		}
		memcpy(names[i], fw->op[i].name, n);
		ops[fw->op[i].slot].name = (const char *)names[i];
		ops[fw->op[i].slot].name_len = fw->op[i].name_len;
	}
	memset(&r, 0, sizeof r);
	r.ops = ops;
	r.nops = fw->nops;
	r.nbuckets = fw->nbuckets;
	r.prime = fw->prime;
	r.seed = fw->seed;
	r.disp = fw->disp;
	for (i = 0; rc == 0 && i < fw->nops; i++)
		ok[i] = uc10_registry_find_qualified(&r, fw->op[i].name) == &ops[fw->op[i].slot];
	for (i = 0; i < fw->nops; i++)
		free(names[i]);
	free(names);
	free(ops);
	return rc;
}

static void count(const struct fw *fw, struct stats *st, const uint8_t *ok)
{
	uint32_t *names = calloc(fw->nbuckets ? fw->nbuckets : 1, sizeof *names);
	uint32_t i;
	memset(st, 0, sizeof *st);
	for (i = 0; i < fw->nops; i++) {
		if (names)
			names[bucket_of(fw, fw->op[i].name)]++;
		st->found += ok[i];
	}
	for (i = 0; names && i < fw->nbuckets; i++) {
		st->sizes[names[i] < 3 ? names[i] : 3]++;
		if (fw->disp[i] & 0x8000u)
			st->direct++;
		else if (names[i]) {
			st->displaced++;
			if (fw->disp[i] > st->maxd)
				st->maxd = fw->disp[i];
		}
	}
	free(names);
	st->disp = 2 * (uint64_t)fw->nbuckets;
	st->order = (uint64_t)fw->nops * fw->abi[ABI_PTR];
	st->reg = fw->abi[ABI_R_SIZE];
}

static void text(const struct fw *fw, FILE *out, const struct stats *st, const uint8_t *ok)
{
	uint64_t total = st->disp + st->order + st->reg;
	uint32_t i;
	fprintf(out, "operators     %u\n", fw->nops);
	fprintf(out, "buckets       %u (holding 0 names: %u, 1: %u, 2: %u, 3 or more: %u)\n",
	        fw->nbuckets, st->sizes[0], st->sizes[1], st->sizes[2], st->sizes[3]);
	fprintf(out, "prime         %u\n", fw->prime);
	fprintf(out, "seed          %u\n", fw->seed);
	fprintf(out, "displacement  %u buckets placed directly, %u displaced (largest d %u)\n",
	        st->direct, st->displaced, st->maxd);
	fprintf(out, "metadata      %llu B disp + %llu B order + %llu B registry = %llu B",
	        (unsigned long long)st->disp, (unsigned long long)st->order,
	        (unsigned long long)st->reg, (unsigned long long)total);
	if (fw->nops)
		fprintf(out, " (%.1f B per operator)", (double)total / fw->nops);
	fprintf(out, "\nlookup        %u/%u names found in their slots by the runtime's uc10_registry_find\n",
	        st->found, fw->nops);
	for (i = 0; i < fw->nops; i++)
		if (!ok[i])
			fprintf(out, "  FAIL: %s (slot %u) not found by its name\n", fw->op[i].name, fw->op[i].slot);
}

static void json(struct insp *in, FILE *out, const struct stats *st, const uint8_t *ok)
{
	const struct fw *fw = &in->fw;
	uint32_t i, n = 0;
	json_begin(in, out, "hash");
	fprintf(out, "\"hash\":{\"nops\":%u,\"nbuckets\":%u,\"prime\":%u,\"seed\":%u,"
	        "\"bucket_sizes\":[%u,%u,%u,%u],\"direct\":%u,\"displaced\":%u,\"max_displacement\":%u,\n"
	        "\"bytes\":{\"disp\":%llu,\"order\":%llu,\"registry\":%llu,\"total\":%llu},\n"
	        "\"lookup\":{\"found\":%u,\"failed\":[",
	        fw->nops, fw->nbuckets, fw->prime, fw->seed, st->sizes[0], st->sizes[1],
	        st->sizes[2], st->sizes[3], st->direct, st->displaced, st->maxd,
	        (unsigned long long)st->disp, (unsigned long long)st->order, (unsigned long long)st->reg,
	        (unsigned long long)(st->disp + st->order + st->reg), st->found);
	for (i = 0; i < fw->nops; i++)
		if (!ok[i]) {
			if (n++)
				putc(',', out);
			json_str(out, fw->op[i].name);
		}
	fputs("]}}}\n", out);
}

int cmd_hash(struct insp *in, FILE *out, int js)
{
	const struct fw *fw = &in->fw;
	uint8_t *ok = calloc(fw->nops ? fw->nops : 1, 1);
	struct stats st;
	int rc;
	if (!ok || lookup_all(fw, ok) < 0) {
		free(ok);
		fprintf(stderr, "uc10-inspect: out of memory\n");
		return 2;
	}
	count(fw, &st, ok);
	if (js)
		json(in, out, &st, ok);
	else
		text(fw, out, &st, ok);
	rc = st.found == fw->nops ? 0 : 1;
	free(ok);
	return rc;
}
