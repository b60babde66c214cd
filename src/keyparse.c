/* keyparse.c - key names to key sets, for the tools (make which,
 * uc10-inspect) and the tests.  A file of its own so that a firmware,
 * which never names keys at run time, links none of it (even from a static
 * library, even without --gc-sections). */
#include <string.h>
#include "uc10/keyset.h"

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
