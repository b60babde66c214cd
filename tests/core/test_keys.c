/*
 * test_keys.c - the key universe and key-set arithmetic against PyTorch
 * 1.13's own values (shared/reference/pytorch-1.13-keys.txt, copied here
 * as data: the test must not need the file at run time).
 */
#include <string.h>
#include "uc10/keyset.h"
#include "uc10/local.h"
#include "../check.h"
#include "keynames.h"

struct rt { const char *name; unsigned index; uint64_t repr; };
/* A sample of runtime keys: name, table index, DispatchKeySet repr. */
static const struct rt RT[] = {
	{ "Undefined", 0, 0 },
	{ "CPU", 1, 0x4001 }, { "CUDA", 2, 0x4002 }, { "PrivateUse3", 14, 0x6000 },
	{ "FPGA", 15, 0x8000 }, { "Metal", 18, 0x40000 },
	{ "QuantizedCPU", 19, 0x80001 }, { "QuantizedPrivateUse3", 32, 0x82000 },
	{ "CustomRNGKeyId", 33, 0x100000 }, { "MkldnnCPU", 34, 0x200000 },
	{ "SparseCPU", 35, 0x400001 }, { "SparseCsrCUDA", 50, 0x1000000 },
	{ "NestedTensorCPU", 51, 0x2000001 }, { "NestedTensorPrivateUse3", 64, 0x2002000 },
	{ "BackendSelect", 65, 0x4000000 }, { "Python", 66, 0x8000000 },
	{ "ADInplaceOrView", 74, 0x800000000 }, { "AutogradOther", 75, 0x1000000000 },
	{ "AutogradCPU", 76, 0x2000000001 }, { "AutogradMeta", 86, 0x2000000400 },
	{ "AutogradPrivateUse3", 89, 0x2000002000 }, { "AutogradNestedTensor", 90, 0x4000000000 },
	{ "Tracer", 91, 0x8000000000 }, { "AutocastCPU", 92, 0x10000000000 },
	{ "AutocastCUDA", 94, 0x40000000000 }, { "FuncTorchBatched", 95, 0x80000000000 },
	{ "TESTING_ONLY_GenericWrapper", 103, 0x8000000000000 },
	{ "PythonDispatcher", 105, 0x20000000000000 },
};

int main(void)
{
	unsigned i;
	const char *bad;
	CHECK(UC10_NUM_RUNTIME_ENTRIES == 106 && UC10_NUM_BACKENDS == 14 && UC10_NUM_FUNCTIONALITY_KEYS == 41, "sizes");
	for (i = 0; i < sizeof RT / sizeof RT[0]; i++) {
		int ix = uc10_key_index(RT[i].name);
		CHECK(ix == (int)RT[i].index, "%s index %d want %u", RT[i].name, ix, RT[i].index);
		if (ix < 0) continue;
		CHECK(uc10_runtime_key_sets[ix] == RT[i].repr, "%s repr", RT[i].name);
		/* Rule: getDispatchTableIndexForDispatchKeySet(DispatchKeySet(k)) == k's slot. */
		CHECK(uc10_ks_index(RT[i].repr) == RT[i].index, "%s: index of its own set", RT[i].name);
	}
	/* Every slot's own key set indexes back to the slot (Undefined aside). */
	for (i = 1; i < UC10_NUM_RUNTIME_ENTRIES; i++)
		CHECK(uc10_ks_index(uc10_runtime_key_sets[i]) == i, "slot %u", i);

	/* Rule: the highest functionality wins; a per-backend functionality
	 * pairs with the highest backend bit (Meta + QuantizedCPU -> QuantizedMeta). */
	CHECK(uc10_ks_index(UC10_KS_CPU | UC10_KS_AutogradCPU) == UC10_IX_AutogradCPU, "autograd over dense");
	CHECK(uc10_ks_index(UC10_KS_Meta | UC10_KS_QuantizedCPU) == UC10_IX_QuantizedMeta, "QuantizedMeta");
	CHECK(uc10_ks_index(UC10_KS_CPU | UC10_KS_AutogradCPU | UC10_KS_PrivateUse2) == UC10_IX_AutogradPrivateUse2, "mixed");
	/* A per-backend functionality without a backend bit lands on its CPU slot. */
	CHECK(uc10_ks_index(UC10_KS_Dense) == UC10_IX_CPU, "Dense alone");
	CHECK(uc10_ks_index(UC10_KS_AutogradFunctionality) == UC10_IX_AutogradCPU, "Autograd alone");
	/* Backend bits alone: slot 0. */
	CHECK(uc10_ks_index(0x3fff) == 0, "backends only");
	CHECK(uc10_ks_backend_index(UC10_KS_AutogradMeta) == 10 && uc10_ks_backend_index(0) == 0, "backend index");

	/* Rule: `a - b' keeps a's backend bits. */
	CHECK(uc10_ks_sub(UC10_KS_AutogradCPU | UC10_KS_CPU, UC10_KS_AutogradCPU) == UC10_KS_CPU, "sub");

	/* Special sets, as printed by PyTorch 1.13. */
	CHECK(UC10_KS_DEFAULT_INCLUDED == 0x0000000804000000, "default_included_set");
	CHECK(UC10_KS_DEFAULT_EXCLUDED == 0x0000070000000000, "default_excluded_set");
	CHECK(UC10_KS_AUTOGRAD == 0x0000007000000000, "autograd_dispatch_keyset");
	/* the named sets of m4/keys.m4 (`_uc10_keyset'), against PyTorch's values */
	CHECK(UC10_KS_CPU_TENSOR == 0x0000012800004001 &&
	      UC10_KS_CPU_TENSOR == (UC10_KS_CPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU | UC10_KS_AutocastCPU),
	      "torch.empty(...)'s key set");
	CHECK(UC10_KS_QUANTIZED_CPU_TENSOR == 0x0000012800080001 &&
	      UC10_KS_QUANTIZED_CPU_TENSOR ==
	      (UC10_KS_QuantizedCPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU | UC10_KS_AutocastCPU),
	      "torch.quantize_per_tensor(...)'s key set");
	CHECK(UC10_KS_AFTER_AUTOGRAD == 0x0020000fffffffff && UC10_KS_AFTER_ADINPLACEORVIEW == 0x00200007ffffffff,
	      "the FULL_AFTER constants");
	CHECK(UC10_KS_FULL == 0x003fffffffffffff && UC10_BACKEND_MASK == 0x3fff, "every key, every backend");
	CHECK(uc10_ks_full_after(UC10_IX_AutogradOther) == 0x0020000fffffffff, "after_autograd_keyset");
	CHECK(uc10_ks_full_after(UC10_IX_ADInplaceOrView) == 0x00200007ffffffff, "after_ADInplaceOrView_keyset");
	CHECK(uc10_ks_full_after(UC10_IX_CPU) == 0x0020000000003fff, "FULL_AFTER CPU");
	CHECK(uc10_ks_full_after(UC10_IX_AutogradCPU) == 0x0020001fffffffff, "FULL_AFTER AutogradCPU");
	CHECK(uc10_ks_full_after(UC10_IX_BackendSelect) == 0x0020000003ffffff, "FULL_AFTER BackendSelect");
	CHECK(uc10_ks_full_after(UC10_IX_Python) == 0x0020000007ffffff, "FULL_AFTER Python");
	CHECK(UC10_KEY_AutogradCPU == 103 && UC10_KEY_QuantizedCPU == 58 && UC10_KEY_CompositeImplicitAutograd == 118, "enum");

	/* Parsing key lists (make which). */
	CHECK(uc10_ks_parse("CPU,AutogradCPU", &bad) == 0x2000004001 && !bad, "parse");
	CHECK(uc10_ks_parse("", &bad) == 0 && !bad, "parse empty");
	CHECK(uc10_ks_parse("CPU,Nope", &bad) == 0 && bad && strcmp(bad, "Nope") == 0, "parse bad");
	CHECK(uc10_ks_parse("CPU,Autograd", &bad) == 0 && bad && uc10_key_alias(bad), "parse alias");
	/* Every DispatchKey name torch._C exposes, alone and in lists mixing
	 * functionality keys with runtime keys: the set PyTorch makes, and the
	 * slot it dispatches to (a per-backend functionality without a backend
	 * bit takes its CPU slot: highestPriorityTypeId StartOf<F>Backends), and
	 * the name c10's toString prints for that key (uc10_ks_key_name: the
	 * slot's, but <prefix>Unknown for StartOf<F>Backends, as
	 * ../shared/reference/pytorch-1.13-keys.txt lists them). */
	{
		static const char *const start[][3] = {
			{ "StartOfDenseBackends", "CPU", "Unknown" },
			{ "StartOfQuantizedBackends", "QuantizedCPU", "QuantizedUnknown" },
			{ "StartOfSparseBackends", "SparseCPU", "SparseUnknown" },
			{ "StartOfNestedTensorBackends", "NestedTensorCPU", "NestedTensorUnknown" },
			{ "StartOfAutogradFunctionalityBackends", "AutogradCPU", "AutogradUnknown" },
		};
		size_t i, j;
		for (i = 0; i < sizeof keynames / sizeof keynames[0]; i++) {
			const char *want = keynames[i].highest, *name = want;
			uc10_ks ks = uc10_ks_parse(keynames[i].keys, &bad);
			CHECK(!bad && ks == keynames[i].repr, "%s", keynames[i].keys);
			for (j = 0; j < sizeof start / sizeof start[0]; j++)
				if (strcmp(want, start[j][0]) == 0) want = start[j][1], name = start[j][2];
			CHECK(strcmp(uc10_runtime_key_names[uc10_ks_index(ks)], want) == 0, "%s", keynames[i].keys);
			CHECK(strcmp(uc10_ks_key_name(ks), name) == 0, "%s: name %s, want %s", keynames[i].keys,
			      uc10_ks_key_name(ks), name);
		}
		CHECK(strcmp(uc10_ks_key_name(0), "Undefined") == 0, "empty set");
	}

	/* Rule: local sets are stored XOR the defaults, so zero is the default,
	 * and the modes change exactly what PyTorch's do. */
	{
		uc10_local l;
		uc10_guard g;
		memset(&l, 0, sizeof l);
		CHECK(uc10_local_included(&l) == UC10_KS_DEFAULT_INCLUDED && uc10_local_excluded(&l) == UC10_KS_DEFAULT_EXCLUDED, "zero");
		g = uc10_inference_mode_guard();
		CHECK(uc10_local_included(uc10_local_get()) == UC10_KS_BackendSelect, "inference included");
		CHECK(uc10_local_excluded(uc10_local_get()) == (UC10_KS_DEFAULT_EXCLUDED | UC10_KS_AUTOGRAD), "inference excluded");
		uc10_guard_end(&g);
		g = uc10_exclude_guard(UC10_KS_AutocastCPU | UC10_KS_Tracer);   /* AutocastCPU already excluded */
		uc10_guard_end(&g);
		CHECK(uc10_local_excluded(uc10_local_get()) == UC10_KS_DEFAULT_EXCLUDED, "only what it added is removed");
	}
	return check_done("keys");
}
