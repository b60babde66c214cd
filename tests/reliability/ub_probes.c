/*
 * ub_probes.c - edge inputs to the runtime and the tensor layer, for the
 * ASan + UBSan builds of tests/reliability/sanitize.sh: each probe runs in
 * a child process (a sanitizer finding aborts only that child, and is one
 * failed check) and must return its documented status without undefined
 * behaviour.  Host only (fork).
 */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <math.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "../check.h"

/* An undefined tensor (at::Tensor()): all zero, no storage.  Asking for its
 * first element's address is what every kernel's prologue does. */
static int tensor_ptr_no_storage(void)
{
	uc10_tensor t;
	memset(&t, 0, sizeof t);
	return uc10_tensor_ptr(&t) == NULL ? 0 : 1;
}

/* An empty tensor made with no data: init accepts it, its pointer is NULL. */
static int tensor_ptr_empty(void)
{
	uc10_tensor t;
	const int64_t sz[1] = { 0 };
	if (uc10_tensor_init(&t, UC10_FLOAT32, sz, 1, NULL) != UC10_OK) return 2;
	return uc10_tensor_ptr(&t) == NULL ? 0 : 1;
}

/* Sizes whose product overflows int64: a status, no signed overflow. */
static int tensor_init_huge(void)
{
	uc10_tensor t;
	static float d[1];
	const int64_t sz[3] = { INT64_MAX, 2, 3 };
	const int64_t sz2[2] = { INT64_MAX / 2 + 1, 2 };
	int64_t n;
	if (uc10_tensor_init(&t, UC10_FLOAT64, sz, 3, d) == UC10_OK) return 1;
	if (uc10_tensor_init(&t, UC10_INT64, sz2, 2, d) == UC10_OK) return 2;
	if (uc10_shape_numel(sz, 3, &n) == UC10_OK) return 3;
	return 0;
}

static int wrap_dim_extremes(void)
{
	int out = 0;
	if (uc10_wrap_dim(INT64_MIN, 3, &out) == UC10_OK) return 1;
	if (uc10_wrap_dim(INT64_MAX, 3, &out) == UC10_OK) return 2;
	if (uc10_wrap_dim(-1, 0, &out) != UC10_OK || out != 0) return 3;   /* a scalar wraps as dim 1 */
	return 0;
}

static int broadcast_empty(void)
{
	int64_t out[UC10_MAX_DIMS];
	int odim = -1;
	const int64_t a[UC10_MAX_DIMS + 1] = { 1, 1, 1, 1, 1, 1, 1 };
	if (uc10_broadcast_shapes(NULL, 0, NULL, 0, out, &odim) != UC10_OK || odim != 0) return 1;
	if (uc10_broadcast_shapes(a, UC10_MAX_DIMS + 1, a, 1, out, &odim) == UC10_OK) return 2;
	return 0;
}

/* Scalar -> element conversions at the edges (NaN, inf, huge): c10's
 * static_cast is undefined in C for out-of-range float -> int; uc10 spells
 * out x86's result instead (tensor_util.h), so no UB may show. */
static int scalar_edges(void)
{
	static const uc10_dtype dts[] = { UC10_UINT8, UC10_INT8, UC10_INT16, UC10_INT32, UC10_INT64,
	                                  UC10_FLOAT32, UC10_BOOL };
	static const double ds[] = { NAN, INFINITY, -INFINITY, 1e300, -1e300, 9.3e18, -9.3e18, 3e9, -3e9, 256.5, -0.0 };
	static const int64_t is[] = { INT64_MIN, INT64_MAX, -256, 256, -1 };
	unsigned i, j;
	unsigned char buf[8];
	for (i = 0; i < sizeof dts / sizeof dts[0]; i++) {
		for (j = 0; j < sizeof ds / sizeof ds[0]; j++) {
			uc10_scalar s = { UC10_SCALAR_FLOAT, { .d = ds[j] } };
			(void)uc10_scalar_to_checked(buf, dts[i], s);
			(void)uc10_scalar_to_unchecked(buf, dts[i], s);
		}
		for (j = 0; j < sizeof is / sizeof is[0]; j++) {
			uc10_scalar s = { UC10_SCALAR_INT, { .i = is[j] } };
			(void)uc10_scalar_to_checked(buf, dts[i], s);
			(void)uc10_scalar_to_unchecked(buf, dts[i], s);
		}
	}
	(void)uc10_scalar_to_int64((uc10_scalar){ UC10_SCALAR_FLOAT, { .d = NAN } });
	(void)uc10_scalar_to_int64((uc10_scalar){ UC10_SCALAR_FLOAT, { .d = 1e300 } });
	return 0;
}

static int arena_edges(void)
{
	static unsigned char buf[64] __attribute__((aligned(8)));
	uc10_arena a;
	void *p = NULL;
	uc10_arena_init(&a, buf, sizeof buf);
	if (uc10_arena_alloc(&a, SIZE_MAX, 8, &p) != UC10_E_NOMEM) return 1;
	if (uc10_arena_alloc(&a, SIZE_MAX - 7, 64, &p) != UC10_E_NOMEM) return 2;
	if (uc10_arena_alloc(&a, 60, 8, &p) != UC10_OK) return 3;
	if (uc10_arena_alloc(&a, 1, 64, &p) != UC10_E_NOMEM) return 4;
	uc10_arena_release(&a, SIZE_MAX);
	if (a.used != 60) return 5;
	return 0;
}

/* Key-set helpers of the tools with bad text. */
static int keyset_text(void)
{
	char longname[200];
	const char *bad = NULL;
	memset(longname, 'A', sizeof longname - 1);
	longname[sizeof longname - 1] = 0;
	if (uc10_ks_parse(longname, &bad) != 0 || !bad) return 1;
	if (uc10_ks_parse("CPU,,CPU", &bad) != 0 || !bad) return 2;
	if (uc10_ks_parse("", &bad) != 0 || bad) return 3;
	if (uc10_key_index("") != -1) return 4;
	return 0;
}

/* Every key set index and every entry's FULL_AFTER, all 2^k patterns of
 * the high bits. */
static int keyset_all(void)
{
	unsigned i, b;
	for (i = 0; i < UC10_NUM_RUNTIME_ENTRIES; i++)
		if (uc10_ks_index(uc10_ks_full_after(i)) >= UC10_NUM_RUNTIME_ENTRIES) return 1;
	for (b = 0; b < 64; b++) {
		uc10_ks ks = UINT64_C(1) << b;
		if (uc10_ks_index(ks) >= UC10_NUM_RUNTIME_ENTRIES || uc10_ks_index(~ks) >= UC10_NUM_RUNTIME_ENTRIES) return 2;
		if (uc10_ks_backend_index(ks) >= UC10_NUM_BACKENDS) return 3;
	}
	return 0;
}

/* Error messages longer than the buffer; NULL pieces. */
static int messages(void)
{
	char big[600];
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = 0;
	if (uc10_fail(UC10_E_ARG, big, big, big) != UC10_E_ARG) return 1;
	if (strlen(uc10_last_error()) != UC10_MSG_LEN - 1) return 2;
	if (uc10_fail(UC10_E_ARG, NULL, NULL, NULL) != UC10_E_ARG || uc10_last_error()[0]) return 3;
	return 0;
}

static void probe(const char *name, int (*fn)(void))
{
	int ws, rc;
	pid_t pid;
	fflush(stdout);
	pid = fork();
	if (pid == 0)
		_exit(fn());
	if (pid < 0 || waitpid(pid, &ws, 0) != pid) { CHECK(0, "%s: fork", name); return; }
	rc = WIFEXITED(ws) ? WEXITSTATUS(ws) : 128 + WTERMSIG(ws);
	CHECK(rc == 0, "%s: child exit status %d (a sanitizer report above, the probe's own number, or 128 + a signal)",
	      name, rc);
}

int main(void)
{
	probe("uc10_tensor_ptr of an undefined tensor (data NULL)", tensor_ptr_no_storage);
	probe("uc10_tensor_ptr of an empty tensor with no data", tensor_ptr_empty);
	probe("uc10_tensor_init with sizes that overflow", tensor_init_huge);
	probe("uc10_wrap_dim at INT64_MIN/MAX", wrap_dim_extremes);
	probe("uc10_broadcast_shapes, 0 and too many dims", broadcast_empty);
	probe("scalar conversions at NaN/inf/huge", scalar_edges);
	probe("arena allocations that overflow", arena_edges);
	probe("uc10_ks_parse/uc10_key_index with bad text", keyset_text);
	probe("key set index of every bit", keyset_all);
	probe("messages longer than the buffer, NULL pieces", messages);
	return check_done("ub-probes");
}
