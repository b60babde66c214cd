/*
 * test_typed_only.c - Note [Typed-only builds] (uc10/dispatcher.h): the
 * dispatcher tests' operators (the seed and tests/core/testops.m4, whose
 * myops::myadd has a boxed fallback on PrivateUse1) with the tables, the
 * runtime and this test compiled with UC10_TYPED_ONLY, as a program's own
 * selective build is.  Typed calls answer as in every build; what only a
 * boxed path could do is a status and a message naming the kernel, with
 * the result untouched.
 */
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "testops.h"
#include "../check.h"

#if !defined(UC10_TYPED_ONLY)
#error "test_typed_only.c is compiled with -DUC10_TYPED_ONLY (mk/tests.mk)"
#endif

static unsigned char arena_buf[2048] __attribute__((aligned(8)));
static uc10_arena arena;
static float A[6] = { 1, 2, 3, 4, 5, 6 };
static float B[6] = { 10, 20, 30, 40, 50, 60 };
static const int64_t SZ[2] = { 2, 3 };

static bool msg_is(const char *want)
{
	if (strcmp(uc10_last_error(), want) == 0) return true;
	printf("  message: %s\n  wanted:  %s\n", uc10_last_error(), want);
	return false;
}

int main(void)
{
	uc10_tensor a, b, r, slots[1];
	uc10_ivalue v[3];
	uc10_stack s = { v, 0, 3, slots, 1, 0 };

	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);
	uc10_tensor_init(&a, UC10_FLOAT32, SZ, 2, A);
	uc10_tensor_init(&b, UC10_FLOAT32, SZ, 2, B);

	/* The tables hold no boxing adapters. */
	CHECK(UC10_OP_myops_myadd->unbox == NULL, "an unboxing adapter in a typed-only build");

	/* A typed call: the autograd kernel, then the CPU kernel, as always. */
	myadd_autograd_calls = 0;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_OK && myadd_autograd_calls == 1, "%s", uc10_last_error());
	CHECK(((float *)uc10_tensor_ptr(&r))[5] == 66.0f, "6 + 60");

	/* No kernel: PyTorch's message, as in every build. */
	a.key_set = b.key_set = UC10_KS_QuantizedCPU;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL, "quantized");
	CHECK(msg_is("Could not run 'myops::myadd' with arguments from the 'QuantizedCPU' backend."), "q message");

	/* The boxed fallback (PrivateUse1): not called, the kernel named, the
	 * result untouched. */
	a.key_set = b.key_set = UC10_KS_PrivateUse1 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse1;
	my_boxed_fallback_calls = 0;
	memset(&r, 0x5a, sizeof r);
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL && my_boxed_fallback_calls == 0,
	      "boxed fallback from a typed call");
	CHECK(msg_is("myops::myadd: kernel 'my_boxed_fallback' is boxed only, and a typed-only build "
	             "(UC10_TYPED_ONLY) has no boxed calls"), "fallback message");
	CHECK(((unsigned char *)&r)[0] == 0x5a && ((unsigned char *)&r)[sizeof r - 1] == 0x5a, "result written");

	/* A boxed call of a typed kernel: no adapter to unbox with. */
	uc10_tensor_init(&a, UC10_FLOAT32, SZ, 2, A);
	uc10_tensor_init(&b, UC10_FLOAT32, SZ, 2, B);
	{
		uc10_guard g = uc10_inference_mode_guard();   /* straight to the CPU kernel */
		uc10_box_tensor(&v[s.len++], &a);
		uc10_box_tensor(&v[s.len++], &b);
		CHECK(uc10_call_boxed(UC10_OP_myops_myadd, &s) == UC10_E_MISSING_KERNEL && s.len == 2, "boxed call");
		CHECK(msg_is("myops::myadd: boxed call of kernel 'myadd_cpu' in a typed-only build "
		             "(UC10_TYPED_ONLY: no boxing adapters)"), "boxed call message");
		uc10_guard_end(&g);
	}
	uc10_arena_release(&arena, 0);
	return check_done("typed-only");
}
