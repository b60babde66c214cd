/* keyset.c - key set helpers that are not on the call path. */
#include <string.h>
#include "uc10/keyset.h"

uc10_ks uc10_ks_full_after(unsigned ix)
{
	/* toFunctionalityKey(k): the functionality of runtime entry ix is the
	 * highest functionality bit of its key set. */
	unsigned f = uc10_high_bit(uc10_runtime_key_sets[ix] >> UC10_NUM_BACKENDS);
	uc10_ks below = f ? (UINT64_C(1) << (UC10_NUM_BACKENDS + f - 1)) - 1 : 0;
	return below | UC10_KS_PythonDispatcher;
}

int uc10_key_index(const char *name)
{
	int i;
	for (i = 0; i < UC10_NUM_RUNTIME_ENTRIES; i++)
		if (strcmp(uc10_runtime_key_names[i], name) == 0)
			return i;
	return -1;
}

uc10_ks uc10_ks_parse(const char *list, const char **bad)
{
	static char one[64];   /* names are short; only tools call this */
	uc10_ks ks = 0;
	*bad = NULL;
	while (*list) {
		size_t n = strcspn(list, ",");
		int ix;
		if (n == 0 || n >= sizeof one) { *bad = list; return 0; }
		memcpy(one, list, n);
		one[n] = 0;
		ix = uc10_key_index(one);
		if (ix < 0) { *bad = one; return 0; }
		ks |= uc10_runtime_key_sets[ix];
		list += n;
		if (*list == ',') list++;
	}
	return ks;
}
