/* uc10__int_pair: see kernel.h. */
#include "common/kernel.h"

bool uc10__int_pair(uc10_int_list l, int64_t v[2])
{
	if (!l.data || (l.len != 1 && l.len != 2))
		return false;
	v[0] = l.data[0];
	v[1] = l.len == 2 ? l.data[1] : l.data[0];
	return true;
}
