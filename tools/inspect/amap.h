/*
 * amap.h - address -> index, an open-addressing hash table: tables point
 * at the same kernel record from many slots and many operators, and a
 * big registry has millions of entries, so lookups must be O(1).
 */
#ifndef UC10_INSP_AMAP_H
#define UC10_INSP_AMAP_H

#include <stddef.h>
#include <stdint.h>

struct insp;

struct amap {
	uint64_t *key;
	int32_t *val;               /* -1: empty */
	size_t cap, n;              /* cap: a power of two, or 0 */
};

int32_t amap_get(const struct amap *m, uint64_t key);   /* -1: absent */
void amap_put(struct insp *in, struct amap *m, uint64_t key, int32_t val);

#endif
