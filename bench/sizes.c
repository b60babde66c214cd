/*
 * bench/sizes.c - a firmware that keeps every entry point of the
 * dispatcher runtime (the sources in src/), so that its ELF, linked with
 * --gc-sections, holds all of the core and nothing else of uc10 but the
 * two operators of bench/ops.m4 (BENCHMARKS.md, "Flash" and "RAM").
 * Not kept: uc10_local_get (inline; a port's own with UC10_LOCAL_PORT) and
 * the key-name parsers of src/keyparse.c, which only the tools call. 
 * bench/sizes.sh reads its link map and its objects' .su files.
 */
#include <stdio.h>
/* the out-of-line typed calls of uc10_ops.c: the generated code a firmware
 * built with UC10_NO_INLINE_FAST_PATH links (Note [CPU fast path]) */
#define UC10_NO_INLINE_FAST_PATH 1
#include "uc10_ops.h"

typedef void (*any_fn)(void);
#define KEEP(f) (any_fn)(f)

static any_fn const volatile keep[] = {
	KEEP(uc10_call_bench_add2), KEEP(uc10_redispatch_bench_add2),
	KEEP(uc10_call_bench_add2g), KEEP(uc10_redispatch_bench_add2g),
	KEEP(uc10_find_op), KEEP(uc10_find_op_qualified),
	KEEP(uc10_registry_find), KEEP(uc10_registry_find_qualified), KEEP(uc10_name_hash),
	KEEP(uc10_call_boxed), KEEP(uc10_redispatch_boxed), KEEP(uc10_call_kernel_boxed),
	KEEP(uc10_stack_dispatch_ks), KEEP(uc10_fail), KEEP(uc10_missing_kernel),
	KEEP(uc10_null_arg), KEEP(uc10_bad_stack), KEEP(uc10_status_name),
	KEEP(uc10_local_set), KEEP(uc10_unexclude_guard), KEEP(uc10_exclude_guard),
	KEEP(uc10_include_guard), KEEP(uc10_inference_mode_guard),
	KEEP(uc10_below_autograd_guard), KEEP(uc10_below_adinplace_guard),
	KEEP(uc10_guard_end), KEEP(uc10_last_error),
	KEEP(uc10_ks_full_after),
};

/* The tables a firmware inspector reads are data: keep them too. */
static const void *const volatile keep_data[] = {
	uc10_abi, uc10_source_names, uc10_runtime_key_names, uc10_runtime_key_sets,
	uc10_func_offset, &uc10_registry_main,
};

int main(void)
{
	printf("sizes: %u functions, %u tables kept\n", (unsigned)(sizeof keep / sizeof keep[0]),
	       (unsigned)(sizeof keep_data / sizeof keep_data[0]));
	return keep[0] == 0 || keep_data[0] == 0;
}
