/*
 * test_dump.c - what the tables hold and what the runtime computes from
 * them, printed by the target itself, so that tests/ports/agree.sh can
 * check that a 32-bit board agrees with the generator and with the 64-bit
 * host.  Runs on every port (CORE_TESTS, mk/rtos.mk); agree.sh extracts the
 * text between the marker lines.
 *
 *   dump    each operator's table, walked at run time in definition order,
 *           in `make dump''s format (m4/emit_dump.m4): `ns::op.overload'
 *           then `  KEY: KERNEL [SOURCE]' per non-missing entry
 *   which   for a fixed list of tensor key sets and local modes, each
 *           operator's dispatch key set, table index and kernel, in
 *           `make which''s format (tools/which.c), under a header naming
 *           the make which arguments that must print the same
 *   hash    each operator's hash slot and its name hash
 *
 * Its own checks (the `N passed' line): finding each operator by name
 * gives it back, and every runtime key set indexes its own entry.
 */
#include <inttypes.h>
#include <string.h>
#include "uc10_ops.h"
#include "../check.h"
#include "../../tools/which.h"

/* make which's arguments: KEYS, TLS, INCLUDE, EXCLUDE (custom only).
 * The list exercises both 32-bit halves of a key set (backend bits, low
 * functionality keys, the high ones past bit 32), per-backend and global
 * fallthroughs, fallbacks, aliases, and no tensor keys at all. */
static const char *const cases[][4] = {
	{ "CPU,AutogradCPU,ADInplaceOrView,AutocastCPU", "default", "", "" },
	{ "CPU,AutogradCPU,ADInplaceOrView", "inference_mode", "", "" },
	{ "CPU,AutogradCPU", "below_autograd", "", "" },
	{ "QuantizedCPU,AutogradCPU", "default", "", "" },
	{ "PrivateUse1,AutogradPrivateUse1,ADInplaceOrView", "default", "", "" },
	{ "Meta,AutogradMeta", "default", "", "" },
	{ "CUDA,AutogradCUDA,SparseCUDA", "default", "", "" },
	{ "CPU,TESTING_ONLY_GenericWrapper,AutogradCPU", "default", "", "" },
	{ "NestedTensorCPU,AutogradNestedTensor", "default", "", "" },
	{ "CPU,FuncTorchBatched,FuncTorchDynamicLayerFrontMode,PythonTLSSnapshot", "default", "", "" },
	{ "", "default", "", "" },
	{ "CPU,AutogradCPU", "custom", "Tracer,BackendSelect", "AutocastCPU,AutogradCPU" },
	{ "Lazy,AutogradLazy,Conjugate,Negative,ZeroTensor", "custom", "Python", "" },
};

static uc10_ks parse(const char *list)
{
	const char *bad = NULL;
	uc10_ks ks = uc10_ks_parse(list, &bad);
	CHECK(!bad, "unknown key %s", bad ? bad : "");
	return ks;
}

static void dump(void)
{
	uint32_t i, e;
	puts("==== uc10 dump begin ====");
	for (i = 0; i < uc10_registry_main.nops; i++) {
		const uc10_op *op = uc10_registry_main.order[i];
		puts(op->name);
		for (e = 0; e < UC10_NUM_RUNTIME_ENTRIES; e++) {
			const uc10_kernel *k = uc10_op_entry(op, e);
			if (k)
				printf("  %s: %s [%s]\n", uc10_runtime_key_names[e], k->name, uc10_source_names[k->source]);
		}
	}
	puts("==== uc10 dump end ====");
}

/* tools/which.c for one case: its local key-set mode, then its lines. */
static void which(const char *const c[4])
{
	uc10_ks keys = parse(c[0]);
	uc10_guard g = { 0, 0, 0, 0, 0 };
	printf("== which KEYS=%s TLS=%s INCLUDE=%s EXCLUDE=%s\n", c[0], c[1], c[2], c[3]);
	if (strcmp(c[1], "inference_mode") == 0) g = uc10_inference_mode_guard();
	else if (strcmp(c[1], "below_autograd") == 0) g = uc10_below_autograd_guard();
	else if (strcmp(c[1], "custom") == 0) uc10_local_set(uc10_local_get(), parse(c[2]), parse(c[3]));
	uc10_which_lines(keys);
	if (g.l) uc10_guard_end(&g);
	uc10_local_set(uc10_local_get(), UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED);
}

int main(void)
{
	uint32_t i;
	const uc10_registry *r = &uc10_registry_main;
	dump();

	puts("==== uc10 which begin ====");
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		which(cases[i]);
	puts("==== uc10 which end ====");

	/* The hash must agree too: same seed, same slots, same hash values
	 * whatever the word size. */
	puts("==== uc10 hash begin ====");
	printf("nops=%" PRIu32 " nbuckets=%" PRIu32 " prime=%" PRIu32 " seed=%" PRIu32 "\n",
	       r->nops, r->nbuckets, r->prime, r->seed);
	for (i = 0; i < r->nops; i++) {
		const uc10_op *op = r->order[i];
		const char *dot = strchr(op->name, '.');
		char name[128];
		size_t n = dot ? (size_t)(dot - op->name) : strlen(op->name);
		CHECK(n < sizeof name, "name too long: %s", op->name);
		if (n >= sizeof name) continue;
		memcpy(name, op->name, n);
		name[n] = '\0';
		printf("%s slot=%u hash=0x%08" PRIx32 "\n", op->name, (unsigned)(op - r->ops),
		       uc10_name_hash(name, dot ? dot + 1 : "", r->seed));
		CHECK(uc10_find_op_qualified(op->name) == op, "find %s", op->name);
		CHECK(uc10_find_op(name, dot ? dot + 1 : "") == op, "find %s", op->name);
	}
	puts("==== uc10 hash end ====");

	for (i = 0; i < UC10_NUM_RUNTIME_ENTRIES; i++)
		CHECK(uc10_ks_index(uc10_runtime_key_sets[i]) == i, "entry %u: %s", (unsigned)i, uc10_runtime_key_names[i]);
	return check_done("dump");
}
