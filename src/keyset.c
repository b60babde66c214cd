/* keyset.c - key set helpers that are not on the call path. */
#include "uc10/keyset.h"

uc10_ks uc10_ks_full_after(unsigned ix)
{
	/* toFunctionalityKey(k): the functionality of runtime entry ix is the
	 * highest functionality bit of its key set. */
	unsigned f = uc10_high_bit(uc10_runtime_key_sets[ix] >> UC10_NUM_BACKENDS);
	uc10_ks below = f ? (UINT64_C(1) << (UC10_NUM_BACKENDS + f - 1)) - 1 : 0;
	return below | UC10_KS_PythonDispatcher;
}

/* The cold paths' copy of uc10_ks_index (missing-kernel message, boxed
 * redispatch): one out-of-line function instead of an inlined copy each. */
unsigned uc10_ks_index_cold(uc10_ks ks)
{
	return uc10_ks_index(ks);
}
