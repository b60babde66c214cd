/* lookup.c - operators by name, through the generated perfect hash
 * (Note [Operator name hash] in m4/hash.m4). */
#include <string.h>
#include "uc10/dispatcher.h"

static uint32_t fnv(uint32_t h, const char *s)
{
	while (*s)
		h = (h ^ (uint8_t)*s++) * 0x01000193u;
	return h;
}

static uint32_t fmix32(uint32_t h)
{
	h ^= h >> 16;
	h *= 0x85ebca6bu;
	h ^= h >> 13;
	h *= 0xc2b2ae35u;
	h ^= h >> 16;
	return h;
}

uint32_t uc10_name_hash(const char *name, const char *overload, uint32_t seed)
{
	uint32_t h = fnv(0x811c9dc5u ^ seed, name);
	if (overload && *overload)
		h = fnv(fnv(h, "."), overload);
	return fmix32(h);
}

const uc10_op *uc10_registry_find(const uc10_registry *r, const char *name, const char *overload)
{
	uint32_t h1, m = r->nops, slot, d;
	const uc10_op *op;
	size_t n;
	if (!name || m == 0)
		return NULL;
	if (!overload)
		overload = "";
	h1 = uc10_name_hash(name, overload, r->seed);
	d = r->disp[(h1 & 0x7fffffffu) % r->nbuckets];
	if (d & 0x8000u) {
		slot = d & 0x7fffu;
	} else {
		uint32_t p = r->prime;
		uint32_t g1 = (fmix32(h1 ^ 0x9e3779b9u) & 0x7fffffffu) % p;
		uint32_t g2 = p >= 3 ? (fmix32(h1 ^ 0x7f4a7c15u) & 0x7fffffffu) % (p - 1) + 1 : 1;
		slot = (g1 + d * g2) % p % m;
	}
	if (slot >= m)
		return NULL;
	/* One compare verifies: "ns::name" then ".overload" or the end. */
	op = &r->ops[slot];
	n = strlen(name);
	if (n != op->name_len || memcmp(op->name, name, n) != 0)
		return NULL;
	if (*overload)
		return op->name[n] == '.' && strcmp(op->name + n + 1, overload) == 0 ? op : NULL;
	return op->name[n] == 0 ? op : NULL;
}

const uc10_op *uc10_registry_find_qualified(const uc10_registry *r, const char *q)
{
	/* Split at the first '.' after "::"; names hold no other dots. */
	char buf[256];
	const char *sep = q ? strstr(q, "::") : NULL;
	const char *dot = sep ? strchr(sep, '.') : NULL;
	size_t n;
	if (!q)
		return NULL;
	if (!dot)
		return uc10_registry_find(r, q, "");
	n = (size_t)(dot - q);
	if (n >= sizeof buf)
		return NULL;
	memcpy(buf, q, n);
	buf[n] = 0;
	return uc10_registry_find(r, buf, dot + 1);
}
