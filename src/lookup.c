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

/* The same, counting the bytes on the way (no separate strlen). */
static uint32_t fnv_len(uint32_t h, const char *s, size_t *n)
{
	const char *p = s;
	while (*p)
		h = (h ^ (uint8_t)*p++) * 0x01000193u;
	*n = (size_t)(p - s);
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
	const char *a;
	size_t n, i;
	if (!name || m == 0)
		return NULL;
	if (!overload)
		overload = "";
	/* uc10_name_hash, inlined to count the name's length as it goes */
	h1 = fnv_len(0x811c9dc5u ^ r->seed, name, &n);
	if (*overload)
		h1 = fnv(fnv(h1, "."), overload);
	h1 = fmix32(h1);
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
	/* One compare verifies: "ns::name" then ".overload" or the end.
	 * (Byte loops: names are short, and a libc memcmp call costs more.) */
	op = &r->ops[slot];
	if (n != op->name_len)
		return NULL;
	a = op->name;
	for (i = 0; i < n; i++)
		if (a[i] != name[i])
			return NULL;
	a += n;
	if (!*overload)
		return *a == 0 ? op : NULL;
	if (*a++ != '.')
		return NULL;
	while (*a && *a == *overload)
		a++, overload++;
	return *a == 0 && *overload == 0 ? op : NULL;
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
