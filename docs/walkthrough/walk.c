/*
 * docs/walkthrough/walk.c - the numbers of docs/how-a-registration-becomes-
 * a-table.md: myops::myadd in the product build (build/host/gen/), its name
 * hash step by step, and the key set of a call step by step, each checked
 * against what the runtime computes.  `make -s docs-walk' runs it.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include "uc10_ops.h"
#include "uc10/tensor_util.h"

/* Note [Operator name hash]: the qualified name's little-endian words,
 * the last one zero-padded, each folded in as h = (ror16(h) ^ w) * K,
 * then its length. */
static uint32_t ror16(uint32_t x)
{
	return x << 16 | x >> 16;
}

static uint32_t word_hash(uint32_t h, const char *s)
{
	size_t n = strlen(s), i, j;
	for (i = 0; i < n; i += 4) {
		uint32_t w = 0;
		for (j = 0; j < 4 && i + j < n; j++)
			w |= (uint32_t)(uint8_t)s[i + j] << 8 * j;
		h = (ror16(h) ^ w) * 0x9e3779b1u;
	}
	return (ror16(h) ^ (uint32_t)n) * 0x9e3779b1u;
}

static int fails;
static void same(const char *what, uint64_t a, uint64_t b)
{
	if (a != b) {
		printf("MISMATCH %s: 0x%" PRIx64 " != 0x%" PRIx64 "\n", what, a, b);
		fails++;
	}
}

/* A key set as PyTorch prints one: per-backend functionalities with each
 * backend bit (AutogradCPU), or alone (AutogradFunctionality). */
static void keys(const char *what, uc10_ks ks)
{
	static const char *const alone[] = { "Dense", "Quantized", "Sparse", "NestedTensor", "AutogradFunctionality" };
	unsigned f, b, nalone = 0;
	const char *sep = "";
	printf("  %-22s 0x%016" PRIx64 "  {", what, ks);
	for (f = 1; f < UC10_NUM_FUNCTIONALITY_KEYS; f++) {
		unsigned om = uc10_func_offset[f];
		if (!(ks >> (UC10_NUM_BACKENDS + f - 1) & 1)) {
			nalone += om >> 7;
			continue;
		}
		if (!(om & 0x80u) || !(ks & UC10_BACKEND_MASK)) {
			printf("%s%s", sep, om & 0x80u ? alone[nalone] : uc10_runtime_key_names[om]);
			sep = ", ";
		} else {
			for (b = 0; b < UC10_NUM_BACKENDS; b++)
				if (ks >> b & 1) {
					printf("%s%s", sep, uc10_runtime_key_names[(om & 0x7fu) + b]);
					sep = ", ";
				}
		}
		nalone += om >> 7;
	}
	printf("}\n");
}

/* uc10_dispatch_ks and uc10_ks_index, one step a line. */
static void call(const uc10_op *op, uc10_ks tensors)
{
	const uc10_local *l = uc10_local_get();
	unsigned b = uc10_ks_backend_index(tensors), f, om, ix;
	uc10_ks ks = tensors | uc10_local_included(l), after;
	const uc10_kernel *k;
	keys("tensors' keys", tensors);
	keys("| local included", uc10_local_included(l));
	keys("- local excluded", uc10_local_excluded(l));
	ks = uc10_ks_sub(ks, uc10_local_excluded(l));
	keys("=", ks);
	printf("  & nft[%u] (%s)%*s 0x%016" PRIx64 "\n", b, uc10_runtime_key_names[1 + b],
	       (int)(11 - strlen(uc10_runtime_key_names[1 + b])), "", op->nft[b]);
	after = ks & op->nft[b];
	keys("= dispatch key set", after);
	same("dispatch key set", after, uc10_dispatch_ks(op, tensors));
	f = uc10_high_bit((after & UC10_KS_FULL) >> UC10_NUM_BACKENDS);
	om = uc10_func_offset[f];
	printf("  highest functionality: bit %u, functionality %u; uc10_func_offset[%u] = 0x%02x\n",
	       UC10_NUM_BACKENDS + f - 1, f, f, om);
	ix = (om & 0x7fu) + ((om & 0x80u) ? uc10_high_bit((after & UC10_BACKEND_MASK) >> 1) : 0);
	printf("  slot = %u + %s = %u (%s)\n", om & 0x7fu,
	       (om & 0x80u) ? "backend index" : "0 (not per backend)", ix, uc10_runtime_key_names[ix]);
	same("slot", ix, uc10_ks_index(after));
	k = uc10_op_entry(op, ix);
	printf("  table[%u] = %s [%s]\n", ix, k ? k->name : "missing", k ? uc10_source_names[k->source] : "-");
}

int main(void)
{
	const uc10_registry *r = &uc10_registry_main;
	const uc10_op *op = UC10_OP_myops_myadd;
	uint32_t h1, bucket, d, slot;
	uint64_t p;
	uc10_guard g;

	printf("myops::myadd is uc10_ops[%u] of %u\n", (unsigned)(op - uc10_ops), (unsigned)r->nops);

	printf("name hash (Note [Operator name hash]), seed %u:\n", (unsigned)r->seed);
	h1 = word_hash(0x811c9dc5u ^ r->seed, "myops::myadd");
	printf("  a = word hash(\"myops::myadd\") = 0x%08" PRIx32 "\n", h1);
	same("a", h1, uc10_name_hash("myops::myadd", "", r->seed));
	p = (uint64_t)h1 * r->nbuckets;
	bucket = (uint32_t)(p >> 32);
	d = r->disp[bucket];
	printf("  p = a * %u;  bucket = p >> 32 = %u;  disp[%u] = 0x%04" PRIx32 "\n",
	       (unsigned)r->nbuckets, (unsigned)bucket, (unsigned)bucket, d);
	if (d & 0x8000u) {
		slot = d & 0x7fffu;
		printf("  bit 15 set: a bucket of one name; slot = 0x%04" PRIx32 " & 0x7fff = %u\n", d, (unsigned)slot);
	} else {
		uint32_t x = ((uint32_t)p & 0xffff0000u) + d * (h1 << 16);
		slot = (uint32_t)(((uint64_t)x * r->nops) >> 32);
		printf("  x = (p & 0xffff0000) + %u * (a << 16) = 0x%08" PRIx32 ";  slot = x * %u >> 32 = %u\n",
		       (unsigned)d, x, (unsigned)r->nops, (unsigned)slot);
	}
	same("slot", slot, (uint64_t)(op - uc10_ops));
	same("lookup", (uintptr_t)uc10_find_op("myops::myadd", ""), (uintptr_t)op);

	printf("uc10_call_myops_myadd(&r, &a, &b), a and b CPU tensors:\n");
	call(op, UC10_KS_CPU_TENSOR);
	printf("myadd_autograd's uc10_below_adinplace_guard(), then the call again:\n");
	g = uc10_below_adinplace_guard();
	call(op, UC10_KS_CPU_TENSOR);
	uc10_guard_end(&g);
	printf("%s\n", fails ? "walk: MISMATCH" : "walk: every step agrees with the runtime");
	return fails != 0;
}
