/* keyname.c - the name PyTorch prints for the key a key set dispatches on
 * (uc10/keyset.h): make which, uc10-inspect, traces and the missing-kernel
 * message.  A file of its own: a firmware that names no key links none of it. */
#include "uc10/keyset.h"

#define FUNC_(f, prefix) UC10_KEY_##f,
#define UNKNOWN_(f, prefix) prefix "Unknown",
static const uint8_t per_backend[] = { UC10_FOR_EACH_PER_BACKEND(FUNC_) };
static const char *const unknown[] = { UC10_FOR_EACH_PER_BACKEND(UNKNOWN_) };

const char *uc10_ks_key_name(uc10_ks ks)
{
	/* highestPriorityTypeId pairs the highest functionality with the
	 * highest backend; with no backend bit a per-backend functionality
	 * becomes StartOf<F>Backends, which c10 prints as <prefix>Unknown
	 * (its dispatch still takes the CPU slot: Note [DispatchKeySet layout]). */
	unsigned f = uc10_high_bit((ks & UC10_KS_FULL) >> UC10_NUM_BACKENDS);
	if (!(ks & UC10_BACKEND_MASK))
		for (unsigned i = 0; i < sizeof per_backend; i++)
			if (per_backend[i] == f)
				return unknown[i];
	return uc10_runtime_key_names[uc10_ks_index_cold(ks)];
}
