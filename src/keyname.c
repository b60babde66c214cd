/* keyname.c - the name PyTorch prints for the key a key set dispatches on
 * (uc10/keyset.h): make which, uc10-inspect, traces and the missing-kernel
 * message.  A file of its own: a firmware that names no key links none of it. */
#include "uc10/keyset.h"

const char *uc10_ks_key_name(uc10_ks ks)
{
	/* highestPriorityTypeId pairs the highest functionality with the
	 * highest backend; with no backend bit a per-backend functionality
	 * becomes StartOf<F>Backends, which c10 prints as <prefix>Unknown
	 * (its dispatch still takes the CPU slot: Note [DispatchKeySet layout]). */
	if (!(ks & UC10_BACKEND_MASK))
		switch (uc10_high_bit((ks & UC10_KS_FULL) >> UC10_NUM_BACKENDS)) {
#define UNKNOWN(f, prefix) case UC10_KEY_##f: return prefix "Unknown";
		UC10_FOR_EACH_PER_BACKEND(UNKNOWN)
#undef UNKNOWN
		default: break;
		}
	return uc10_runtime_key_names[uc10_ks_index(ks)];
}
