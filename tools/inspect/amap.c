/* amap.c - address -> index (amap.h).  Growing leaves the old arrays to
 * insp_end(): at most as much again as the final table. */
#include "insp.h"
#include "amap.h"

static size_t slot_of(uint64_t key, size_t cap)
{
	key ^= key >> 33;
	key *= UINT64_C(0xff51afd7ed558ccd);   /* murmur3's fmix64 */
	key ^= key >> 33;
	return (size_t)key & (cap - 1);
}

int32_t amap_get(const struct amap *m, uint64_t key)
{
	size_t i;
	if (!m->cap)
		return -1;
	for (i = slot_of(key, m->cap); m->val[i] >= 0; i = (i + 1) & (m->cap - 1))
		if (m->key[i] == key)
			return m->val[i];
	return -1;
}

static void insert(struct amap *m, uint64_t key, int32_t val)
{
	size_t i = slot_of(key, m->cap);
	while (m->val[i] >= 0 && m->key[i] != key)
		i = (i + 1) & (m->cap - 1);
	if (m->val[i] < 0)
		m->n++;
	m->key[i] = key;
	m->val[i] = val;
}

void amap_put(struct insp *in, struct amap *m, uint64_t key, int32_t val)
{
	if (2 * (m->n + 1) > m->cap) {
		struct amap old = *m;
		size_t i;
		m->cap = old.cap ? old.cap * 2 : 64;
		m->n = 0;
		m->key = insp_alloc(in, m->cap, sizeof *m->key);
		m->val = insp_alloc(in, m->cap, sizeof *m->val);
		for (i = 0; i < m->cap; i++)
			m->val[i] = -1;
		for (i = 0; i < old.cap; i++)
			if (old.val[i] >= 0)
				insert(m, old.key[i], old.val[i]);
	}
	insert(m, key, val);
}
