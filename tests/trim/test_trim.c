/*
 * test_trim.c - a BACKENDS=CPU build (Note [Trimmed key universe] in
 * m4/keys.m4) on the seed example (tables/myops.m4): the kept keys index
 * their own slots, no key set indexes past the table, a tensor of a
 * trimmed-away backend gets a status and a message naming the backend,
 * a CPU tensor runs as in the full build.
 */
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/tensor_util.h"
#include "../check.h"

static float A[6] = { 1, 2, 3, 4, 5, 6 };
static float B[6] = { 10, 20, 30, 40, 50, 60 };
static unsigned char arena_buf[1024] __attribute__((aligned(8)));
static const int64_t SZ[2] = { 2, 3 };

int main(void)
{
	uc10_tensor a, b, r;
	uc10_arena arena;
	unsigned i, f, hb;

	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);

	CHECK(UC10_NUM_RUNTIME_ENTRIES == 36 + 5 * 1 + 1, "entries: %d", UC10_NUM_RUNTIME_ENTRIES);
	CHECK(sizeof(((uc10_op *)0)->table) == UC10_NUM_RUNTIME_ENTRIES * sizeof(void *), "table size");
	/* Every kept entry's key set indexes that entry (TrimmedBackend has none). */
	for (i = 0; i < UC10_IX_TrimmedBackend; i++)
		CHECK(uc10_ks_index(uc10_runtime_key_sets[i]) == i, "entry %u: %s", i, uc10_runtime_key_names[i]);
	/* One backend: every functionality has one slot, its own value. */
	CHECK(uc10_ks_index(UC10_KS_AutogradCPU) == UC10_IX_AutogradCPU && UC10_IX_AutogradCPU == 24,
	      "AutogradCPU at %d", UC10_IX_AutogradCPU);
	/* Every functionality with every highest backend: inside the table; a
	 * per-backend functionality of a trimmed backend: TrimmedBackend. */
	for (f = 0; f < UC10_NUM_FUNCTIONALITY_KEYS; f++)
		for (hb = 0; hb <= UC10_NUM_BACKENDS; hb++) {
			uc10_ks ks = (f ? UINT64_C(1) << (UC10_NUM_BACKENDS + f - 1) : 0) | (hb ? UINT64_C(1) << (hb - 1) : 0);
			unsigned ix = uc10_ks_index(ks | (hb > 1 ? 1u : 0u) /* CPU too */);
			bool per_backend = (uc10_func_offset[f] & 0x80u) != 0;
			CHECK(ix < UC10_NUM_RUNTIME_ENTRIES, "f %u hb %u: %u", f, hb, ix);
			CHECK((per_backend && hb > 1) == (ix == UC10_IX_TrimmedBackend), "f %u hb %u: %u", f, hb, ix);
		}

	/* A CPU tensor: the CPU kernel under the autograd kernel, as in full. */
	uc10_tensor_init(&a, UC10_FLOAT32, SZ, 2, A);
	uc10_tensor_init(&b, UC10_FLOAT32, SZ, 2, B);
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_OK && ((float *)uc10_tensor_ptr(&r))[5] == 66.0f,
	      "cpu: %s", uc10_last_error());

	/* A CUDA tensor (with or without CPU's bit): no CPU kernel, no read
	 * past the table: a status and the backend's name. */
	a.key_set = b.key_set = UC10_KS_CUDA | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCUDA;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL, "cuda");
	CHECK(strcmp(uc10_last_error(), "Could not run 'myops::myadd' with arguments from the 'CUDA' backend: "
	             "this build keeps only BACKENDS=CPU.") == 0, "cuda message: %s", uc10_last_error());
	b.key_set = UC10_KS_CPU_TENSOR;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL, "cuda + cpu");
	a.key_set = b.key_set = UC10_KS_PrivateUse3 | UC10_KS_Dense;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL &&
	      strstr(uc10_last_error(), "'PrivateUse3' backend") != NULL, "privateuse3: %s", uc10_last_error());
	return check_done("trim");
}
