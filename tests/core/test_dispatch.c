/*
 * test_dispatch.c - the dispatcher's rules, on the seed example
 * (tables/myops.m4) and tests/core/testops.m4.  Each block names the rule
 * it proves.  Runs on the host and on every board.
 */
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "uc10/trace.h"
#include "testops.h"
#include "../check.h"

static unsigned char arena_buf[4096] __attribute__((aligned(8)));
static uc10_arena arena;

static float A[6] = { 1, 2, 3, 4, 5, 6 };
static float B[6] = { 10, 20, 30, 40, 50, 60 };
static const int64_t SZ[2] = { 2, 3 };

static void cpu(uc10_tensor *t, float *data)
{
	uc10_tensor_init(t, UC10_FLOAT32, SZ, 2, data);
}

static bool msg_is(const char *want)
{
	if (strcmp(uc10_last_error(), want) == 0) return true;
	printf("  message: %s\n  wanted:  %s\n", uc10_last_error(), want);
	return false;
}

static void typed_calls(void)
{
	uc10_tensor a, b, r;
	size_t mark = uc10_arena_mark(&arena);
	cpu(&a, A); cpu(&b, B);

	/* A CPU tensor carries {CPU, ADInplaceOrView, AutogradCPU, AutocastCPU}. */
	CHECK(a.key_set == (UC10_KS_CPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU | UC10_KS_AutocastCPU),
	      "key_set %llx", (unsigned long long)a.key_set);

	/* Rule: AutogradCPU is the highest key; the Autograd alias kernel runs,
	 * steps below autograd, and the call lands on the CPU kernel. */
	myadd_autograd_calls = 0;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(myadd_autograd_calls == 1, "autograd ran %u times", myadd_autograd_calls);
	CHECK(r.dtype == UC10_FLOAT32 && r.dim == 2 && r.sizes[0] == 2 && r.sizes[1] == 3, "result shape");
	CHECK(((float *)uc10_tensor_ptr(&r))[5] == 66.0f, "6 + 60");

	/* Rule: under InferenceMode autograd keys are excluded: CPU directly. */
	{
		uc10_guard g = uc10_inference_mode_guard();
		myadd_autograd_calls = 0;
		CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
		CHECK(myadd_autograd_calls == 0, "autograd must not run in inference mode");
		uc10_guard_end(&g);
	}
	/* Rule: the typed call out of line (a UC10_NO_INLINE_FAST_PATH build)
	 * takes the same paths as the inline one: the fast path to the
	 * autograd kernel, the general path under a guard, UC10_E_NULL. */
	myadd_autograd_calls = 0;
	CHECK(myadd_out_of_line(&r, &a, &b) == UC10_OK && myadd_autograd_calls == 1, "out of line: %s, autograd %u",
	      uc10_last_error(), myadd_autograd_calls);
	{
		uc10_guard g = uc10_inference_mode_guard();
		myadd_autograd_calls = 0;
		CHECK(myadd_out_of_line(&r, &a, &b) == UC10_OK && myadd_autograd_calls == 0, "out of line, inference mode");
		uc10_guard_end(&g);
	}
	CHECK(myadd_out_of_line(&r, &a, NULL) == UC10_E_NULL && msg_is("myops::myadd: argument 'other' is NULL"),
	      "out of line, NULL");
	/* Rule: guards restore exactly what they changed. */
	CHECK(uc10_local_included(uc10_local_get()) == UC10_KS_DEFAULT_INCLUDED, "included restored");
	CHECK(uc10_local_excluded(uc10_local_get()) == UC10_KS_DEFAULT_EXCLUDED, "excluded restored");
	uc10_arena_release(&arena, mark);
}

static void missing_and_fallbacks(void)
{
	uc10_tensor a, b, r;
	size_t mark = uc10_arena_mark(&arena);
	cpu(&a, A); cpu(&b, B);

	/* Rule: a Meta tensor goes through the AutogradMeta fallthrough impl and
	 * finds no Meta kernel: PyTorch's message, a status, no abort. */
	a.key_set = b.key_set = UC10_KS_Meta | UC10_KS_ADInplaceOrView | UC10_KS_AutogradMeta;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL, "meta");
	CHECK(msg_is("Could not run 'myops::myadd' with arguments from the 'Meta' backend."), "meta message");

	/* Rule: a QuantizedCPU tensor: its AutogradCPU key hits the autograd
	 * kernel, which then finds nothing at QuantizedCPU. */
	a.key_set = b.key_set = UC10_KS_QuantizedCPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL, "quantized");
	CHECK(msg_is("Could not run 'myops::myadd' with arguments from the 'QuantizedCPU' backend."), "q message");

	/* Rule: a per-backend functionality with no backend bit takes the CPU
	 * slot, and PyTorch names its key <prefix>Unknown. */
	a.key_set = b.key_set = UC10_KS_NestedTensor;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL, "nested, no backend");
	CHECK(msg_is("Could not run 'myops::myadd' with arguments from the 'NestedTensorUnknown' backend."),
	      "nested message");

	/* Rule: a typed call can land on a boxed fallback (PrivateUse1): the
	 * arguments are boxed, the fallback's return unboxed into `r'. */
	cpu(&a, A); cpu(&b, B);
	a.key_set = b.key_set = UC10_KS_PrivateUse1 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse1;
	myadd_autograd_calls = my_boxed_fallback_calls = 0;
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(myadd_autograd_calls == 1 && my_boxed_fallback_calls == 1, "autograd %u, fallback %u",
	      myadd_autograd_calls, my_boxed_fallback_calls);
	CHECK(((float *)uc10_tensor_ptr(&r))[0] == 11.0f && r.key_set == a.key_set, "fallback result");

	/* Rule: a NULL tensor is a status and a message. */
	CHECK(uc10_call_myops_myadd(&r, NULL, &b) == UC10_E_NULL, "null");
	CHECK(msg_is("myops::myadd: argument 'self' is NULL"), "null message");
	uc10_arena_release(&arena, mark);
}

/* Rule: an undefined tensor (at::Tensor(), UndefinedTensorImpl) brings
 * PyTorch 1.13's keys {ADInplaceOrView, AutogradOther} to a call, typed and
 * boxed alike.  With a tensor carrying CPU alone the call lands on
 * AutogradOther, where the Autograd alias put myadd_autograd (whose
 * redispatch then finds the undefined operand at CPU: a dtype error). */
static void undefined_tensors(void)
{
	uc10_tensor a, u, r, slots[1];
	uc10_ivalue v[3];
	uc10_stack s = { v, 0, 3, slots, 1, 0 };
	size_t mark = uc10_arena_mark(&arena);
	cpu(&a, A);
	uc10_tensor_undefined(&u);
	CHECK(u.key_set == (UC10_KS_ADInplaceOrView | UC10_KS_AutogradOther) && !u.defined, "undefined's keys");
	a.key_set = UC10_KS_CPU;
	myadd_autograd_calls = 0;
	CHECK(uc10_call_myops_myadd(&r, &a, &u) == UC10_E_DTYPE && myadd_autograd_calls == 1,
	      "typed: autograd %u, %s", myadd_autograd_calls, uc10_last_error());
	uc10_box_tensor(&v[s.len++], &a);
	uc10_box_tensor(&v[s.len++], &u);
	CHECK(uc10_call_boxed(UC10_OP_myops_myadd, &s) == UC10_E_DTYPE && myadd_autograd_calls == 2,
	      "boxed: autograd %u, %s", myadd_autograd_calls, uc10_last_error());
	/* without it, CPU alone goes straight to the CPU kernel */
	CHECK(uc10_call_myops_myadd(&r, &a, &a) == UC10_OK && myadd_autograd_calls == 2, "CPU alone");
	uc10_arena_release(&arena, mark);
}

static void boxed_and_by_name(void)
{
	uc10_tensor a, b, slots[2];
	uc10_ivalue v[4];
	uc10_stack s = { v, 0, 4, slots, 2, 0 };
	const uc10_op *op;
	size_t mark = uc10_arena_mark(&arena);
	cpu(&a, A); cpu(&b, B);

	/* Rule: lookup by name is one hash and one compare; misses are NULL. */
	op = uc10_find_op("myops::myadd", "");
	CHECK(op == UC10_OP_myops_myadd, "find myadd");
	CHECK(uc10_find_op_qualified("myops::myadd") == op, "qualified");
	CHECK(uc10_find_op("myops::myadd", "Tensor") == NULL, "wrong overload misses");
	CHECK(uc10_find_op("myops::myad", "") == NULL && uc10_find_op("xx::myadd", "") == NULL, "misses");
	CHECK(uc10_find_op_qualified("t::split.pair") == UC10_OP_t_split_pair, "overload by name");
	CHECK(uc10_find_op("t::split", "") == NULL, "overload required");
	CHECK(strcmp(op->schema, "myops::myadd(Tensor self, Tensor other) -> Tensor") == 0, "schema kept");

	/* Rule: a boxed call reaches the typed kernels through the op's
	 * unboxing adapter; the result comes back on the stack. */
	uc10_box_tensor(&v[s.len++], &a);
	uc10_box_tensor(&v[s.len++], &b);
	myadd_autograd_calls = 0;
	CHECK(uc10_call_boxed(op, &s) == UC10_OK, "%s", uc10_last_error());
	CHECK(s.len == 1 && v[0].tag == UC10_T_TENSOR, "one tensor returned");
	CHECK(s.len == 1 && ((float *)uc10_tensor_ptr(v[0].v.t))[2] == 33.0f, "3 + 30");
	CHECK(myadd_autograd_calls == 1, "boxed call went through autograd");

	/* Rule: bad stacks are refused with a status, the stack untouched. */
	s.len = 0; s.ret_used = 0;
	uc10_box_tensor(&v[s.len++], &a);
	CHECK(uc10_call_boxed(op, &s) == UC10_E_BAD_STACK && s.len == 1, "too few arguments");
	uc10_box_int(&v[s.len++], 3);
	CHECK(uc10_call_boxed(op, &s) == UC10_E_BAD_STACK && s.len == 2, "int for a tensor");
	uc10_arena_release(&arena, mark);
}

static void redispatch_and_backendselect(void)
{
	uc10_tensor a, r;
	int64_t k = 0;
	cpu(&a, A);

	/* Rule: a boxed fallback that redispatches with FULL_AFTER(its key)
	 * reaches the kernel below it (PyTorch: wrapper_fallback, foo_cpu). */
	a.key_set |= UC10_KS_TESTING_ONLY_GenericWrapper;
	trace_reset();
	CHECK(uc10_call_t_gen(&r, &a) == UC10_OK, "%s", uc10_last_error());
	CHECK(ntrace == 2 && strcmp(trace[0], "t_wrapper_fallback") == 0 && strcmp(trace[1], "t_gen_cpu") == 0,
	      "trace %d", ntrace);

	/* Rule: excluding the wrapper key locally skips its fallback. */
	{
		uc10_guard g = uc10_exclude_guard(UC10_KS_TESTING_ONLY_GenericWrapper);
		trace_reset();
		CHECK(uc10_call_t_gen(&r, &a) == UC10_OK && ntrace == 1, "excluded wrapper");
		uc10_guard_end(&g);
	}

	/* Rule: an op without tensors dispatches on the local included set:
	 * BackendSelect, whose kernel picks CPU and redispatches. */
	trace_reset();
	CHECK(uc10_call_t_mk(&r, 5, (uc10_opt_dtype){ true, UC10_INT32 }) == UC10_OK, "%s", uc10_last_error());
	CHECK(ntrace == 2 && strcmp(trace[0], "t_mk_backendselect") == 0 && strcmp(trace[1], "t_mk_cpu") == 0, "mk");
	CHECK(r.sizes[0] == 5 && r.dtype == UC10_INT32, "mk result");

	/* Rule: with BackendSelect not included, the Undefined slot: missing,
	 * with PyTorch's "no tensor arguments" message. */
	{
		uc10_local *l = uc10_local_get();
		uc10_local_set(l, 0, 0);
		CHECK(uc10_call_t_mk(&r, 5, (uc10_opt_dtype){ false, UC10_FLOAT32 }) == UC10_E_NO_TENSOR, "undefined");
		CHECK(strncmp(uc10_last_error(), "There were no tensor arguments to this function", 47) == 0, "msg");
		uc10_local_set(l, UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED);
	}

	/* Rule: an in-place op's return is its argument: no output pointer. */
	cpu(&a, A);
	a.q_scale = 2.0;
	CHECK(uc10_call_t_scale_(&a, (uc10_scalar){ UC10_SCALAR_FLOAT, { .d = 1.5 } }) == UC10_OK, "scale_");
	CHECK(a.q_scale == 3.0, "scaled in place");

	/* Rule: a CIA kernel serves CPU (math kernel); two returns. */
	trace_reset();
	CHECK(uc10_call_t_split_pair(&r, &k, &a, 1) == UC10_OK && k == 1 && r.sizes[0] == 1, "split");

	/* Rule: Tensor[] and Tensor?[] feed the key set; a CEA kernel serves
	 * the Undefined slot too (an empty list and no tensors). */
	{
		const uc10_tensor *xs[2] = { &a, &a };
		const uc10_tensor *maybe[2] = { NULL, &a };
		int64_t n = -1;
		CHECK(uc10_call_t_count(&n, (uc10_tensor_list){ xs, 2 }, NULL, (uc10_opt_float){ true, 0.5 },
		                        (uc10_opt_tensor_list){ maybe, 2 }) == UC10_OK && n == 1201, "count %lld", (long long)n);
		CHECK(uc10_call_t_count(&n, (uc10_tensor_list){ NULL, 0 }, NULL, (uc10_opt_float){ false, 0 },
		                        (uc10_opt_tensor_list){ NULL, 0 }) == UC10_OK && n == 0, "count empty");
		xs[1] = NULL;
		CHECK(uc10_call_t_count(&n, (uc10_tensor_list){ xs, 2 }, NULL, (uc10_opt_float){ false, 0 },
		                        (uc10_opt_tensor_list){ NULL, 0 }) == UC10_E_NULL, "NULL in Tensor[]");
	}

	/* Rule: a fallthrough at CIA fills the Undefined slot with a
	 * fallthrough kernel; reaching it is a status (PyTorch asserts). */
	{
		uc10_local *l = uc10_local_get();
		uc10_tensor u;
		cpu(&u, A);
		u.key_set = 0;
		uc10_local_set(l, 0, 0);
		CHECK(uc10_call_t_nop(&u) == UC10_E_FALLTHROUGH, "fallthrough at Undefined");
		uc10_local_set(l, UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED);
		trace_reset();
		cpu(&u, A);
		CHECK(uc10_call_t_nop(&u) == UC10_OK && ntrace == 1, "nop on CPU");
	}
}

/* Rule (Note [CPU fast path]): the wrapper's build-time answer for CPU
 * tensors under the default local sets is the table's: same kernel, same
 * key set as the general path computes. */
static void fast_path_agrees(void)
{
	uc10_tensor a, r;
	const uc10_op *op = UC10_OP_t_gen;
	uc10_ks ks;
	cpu(&a, A);
	ks = uc10_dispatch_ks(op, a.key_set);
	trace_reset();
	CHECK(uc10_call_t_gen(&r, &a) == UC10_OK && ntrace == 1, "t::gen");
	CHECK(last_ks == ks, "fast path key set %llx, general %llx", (unsigned long long)last_ks, (unsigned long long)ks);
	CHECK(uc10_lookup(op, ks)->unboxed == (uc10_fn)t_gen_cpu, "the general path picks the same kernel");
	/* and a guard sends the same call down the general path, same answer */
	{
		uc10_guard g = uc10_exclude_guard(UC10_KS_Python);
		trace_reset();
		CHECK(uc10_call_t_gen(&r, &a) == UC10_OK && ntrace == 1 && last_ks == ks, "general path");
		uc10_guard_end(&g);
	}
}

/* Rule: every operator is found by its own name, so the hash m4 computed
 * at build time and the one the runtime computes agree. */
static void hash_agrees(void)
{
	uint32_t i, found = 0;
	for (i = 0; i < uc10_registry_main.nops; i++)
		found += uc10_find_op_qualified(uc10_ops[i].name) == &uc10_ops[i];
	CHECK(found == uc10_registry_main.nops, "%u of %u found", (unsigned)found, (unsigned)uc10_registry_main.nops);
}

/* Rule: with Tracer included locally, every call - nested ones too -
 * goes through the Tracer fallback, which records what runs below it. */
static void tracing(void)
{
	uc10_tensor a, b, r;
	uc10_trace t;
	uc10_trace_entry ring[4];
	uc10_guard g;
	const uc10_trace_entry *e;
	size_t mark = uc10_arena_mark(&arena);
	cpu(&a, A); cpu(&b, B);
	g = uc10_trace_on(&t, ring, 4);
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	uc10_trace_off(&g);
	CHECK(t.count == 2, "two calls traced: %u", (unsigned)t.count);
	e = uc10_trace_get(&t, 0);
	CHECK(e && strcmp(e->op, "myops::myadd") == 0 && e->key == UC10_IX_AutogradCPU &&
	      strcmp(uc10_trace_key_name(e), "AutogradCPU") == 0 &&
	      strcmp(e->kernel, "myadd_autograd") == 0 && e->dim == 2 && e->sizes[1] == 3, "outer call");
	e = uc10_trace_get(&t, 1);
	CHECK(e && e->key == UC10_IX_CPU && strcmp(e->kernel, "myadd_cpu") == 0 && e->status == 0, "nested call");
	CHECK(((float *)uc10_tensor_ptr(&r))[0] == 11.0f, "traced call computes");
	/* off again: no more entries */
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_OK && t.count == 2, "tracing off");
	/* a key set without a backend bit: the key as PyTorch names it */
	a.key_set = b.key_set = UC10_KS_NestedTensor;
	g = uc10_trace_on(&t, ring, 4);
	CHECK(uc10_call_myops_myadd(&r, &a, &b) == UC10_E_MISSING_KERNEL, "nested, traced");
	uc10_trace_off(&g);
	e = uc10_trace_get(&t, 0);
	CHECK(t.count == 1 && e && e->key == UC10_IX_NestedTensorCPU &&
	      strcmp(uc10_trace_key_name(e), "NestedTensorUnknown") == 0, "traced key name %s",
	      e ? uc10_trace_key_name(e) : "-");
	uc10_arena_release(&arena, mark);
}

int main(void)
{
	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);
	typed_calls();
	missing_and_fallbacks();
	boxed_and_by_name();
	undefined_tensors();
	redispatch_and_backendselect();
	hash_agrees();
	tracing();
	fast_path_agrees();
	CHECK(arena.used == 0, "arena back to empty: %u", (unsigned)arena.used);
	return check_done("dispatch");
}
