/* keyparse.c - key names to key sets, for the tools (make which,
 * uc10-inspect) and the tests.  A file of its own so that a firmware,
 * which never names keys at run time, links none of it (even from a static
 * library, even without --gc-sections).
 *
 * Every DispatchKey name of PyTorch 1.13 (c10's toString) parses to its
 * DispatchKeySet(k): a runtime key to its slot's set, and a per-backend
 * functionality key (Dense, Quantized, Sparse, NestedTensor,
 * AutogradFunctionality), or the placeholder c10 prints for a block without
 * a backend (QuantizedUnknown, ...), to its functionality bit alone.  Such a
 * set is legal in PyTorch and dispatches by the slot rules: no backend bit
 * counts as CPU (Note [DispatchKeySet layout] in uc10/keyset.h), and with
 * a backend bit from another key (Quantized,AutogradXLA) it is QuantizedXLA.
 * An alias key's DispatchKeySet is empty in PyTorch; naming one in a key
 * list is refused (uc10_key_alias), since the caller surely meant its keys. */
#include <string.h>
#include "uc10/keyset.h"

/* Each per-backend functionality F by its own name, by c10's name of its
 * key without a backend (toString(StartOf<F>Backends): QuantizedUnknown),
 * and by torch._C.DispatchKey's (StartOfQuantizedBackends). */
#define FUNC_NAMES(f, prefix) { #f, UC10_KS_##f }, { prefix "Unknown", UC10_KS_##f }, \
	{ "StartOf" #f "Backends", UC10_KS_##f },
static const struct { const char *name; uc10_ks ks; } func_names[] = {
	UC10_FOR_EACH_PER_BACKEND(FUNC_NAMES)
};

static const char *const alias_names[] = {
	"Autograd", "CompositeImplicitAutograd", "CompositeImplicitAutogradNestedTensor",
	"CompositeExplicitAutograd", "CompositeExplicitAutogradNonFunctional",
};

int uc10_key_index(const char *name)
{
	int i;
	for (i = 0; i < UC10_NUM_RUNTIME_ENTRIES; i++)
		if (strcmp(uc10_runtime_key_names[i], name) == 0)
			return i;
	return -1;
}

int uc10_key_alias(const char *name)
{
	size_t i;
	for (i = 0; i < sizeof alias_names / sizeof alias_names[0]; i++)
		if (strcmp(alias_names[i], name) == 0)
			return 1;
	return 0;
}

const char *uc10_key_why(const char *bad)
{
	return uc10_key_alias(bad) ? "is an alias key, which names no key set: name its runtime keys"
	                           : "is not a dispatch key";
}

int uc10_key_set(const char *name, uc10_ks *ks)
{
	size_t i;
	int ix = uc10_key_index(name);
	if (ix >= 0) {
		*ks = uc10_runtime_key_sets[ix];
		return 0;
	}
	for (i = 0; i < sizeof func_names / sizeof func_names[0]; i++)
		if (strcmp(func_names[i].name, name) == 0) {
			*ks = func_names[i].ks;
			return 0;
		}
	return -1;
}

uc10_ks uc10_ks_parse(const char *list, const char **bad)
{
	static char one[64];   /* names are short; only tools call this */
	uc10_ks ks = 0;
	*bad = NULL;
	while (*list) {
		size_t n = strcspn(list, ",");
		uc10_ks k;
		if (n == 0 || n >= sizeof one) { *bad = list; return 0; }
		memcpy(one, list, n);
		one[n] = 0;
		if (uc10_key_set(one, &k) < 0) { *bad = one; return 0; }
		ks |= k;
		list += n;
		if (*list == ',') list++;
	}
	return ks;
}
