/* dispatch.c - boxed calls, sentinel kernels and error messages. */
#include <string.h>
#include "uc10/dispatcher.h"
#include "uc10/boxing.h"

const char *const uc10_source_names[] = {
	"kernel", "default backend kernel", "math kernel", "nested kernel",
	"autograd kernel", "ambiguous autogradother", "backend fallback",
};

static const char *const status_names[UC10_STATUS_COUNT] = {
	"ok", "missing kernel", "no tensor arguments", "ambiguous autogradother",
	"fallthrough called", "null pointer", "bad stack", "not found",
	"dtype not supported", "shape mismatch", "bad argument", "out of memory",
	"overflow", "aliasing", "internal error",
};

const char *uc10_status_name(uc10_status s)
{
	return (unsigned)s < UC10_STATUS_COUNT ? status_names[s] : "unknown status";
}

/* Messages are built by appending pieces: no printf in the runtime, it is
 * the biggest thing a small libc would otherwise pull in. */
static void put(char *msg, size_t *n, const char *s)
{
	while (s && *s && *n + 1 < UC10_MSG_LEN)
		msg[(*n)++] = *s++;
	msg[*n] = 0;
}

uc10_status uc10_fail(uc10_status st, const char *a, const char *b, const char *c)
{
	char *msg = uc10_local_get()->msg;
	size_t n = 0;
	put(msg, &n, a);
	put(msg, &n, b);
	put(msg, &n, c);
	return st;
}

static uc10_status fail5(uc10_status st, const char *a, const char *b, const char *c,
                         const char *d, const char *e)
{
	char *msg = uc10_local_get()->msg;
	size_t n = 0;
	put(msg, &n, a); put(msg, &n, b); put(msg, &n, c); put(msg, &n, d); put(msg, &n, e);
	return st;
}

/* The messages PyTorch gives (OperatorEntry::reportError). */
uc10_status uc10_missing_kernel(const uc10_op *op, uc10_ks ks)
{
	unsigned ix = uc10_ks_index_cold(ks);
#ifdef UC10_TRIMMED
	if (ix == UC10_IX_TrimmedBackend) {
		/* Note [Trimmed key universe]: the highest backend has no slot. */
		static const char *const names[UC10_NUM_BACKENDS] = { UC10_BACKEND_NAMES };
		return fail5(UC10_E_MISSING_KERNEL, "Could not run '", op->name, "' with arguments from the '",
		             names[uc10_ks_backend_index(ks)],
		             "' backend: this build keeps only BACKENDS=" UC10_BACKENDS_KEPT ".");
	}
#endif
	if (ix == 0)
		return fail5(UC10_E_NO_TENSOR, "There were no tensor arguments to this function "
		             "(e.g., you passed an empty list of Tensors), but no fallback function "
		             "is registered for schema ", op->name, ".", "", "");
	return fail5(UC10_E_MISSING_KERNEL, "Could not run '", op->name,
	             "' with arguments from the '", uc10_ks_key_name(ks), "' backend.");
}

uc10_status uc10_null_arg(const uc10_op *op, const char *arg)
{
	return fail5(UC10_E_NULL, op->name, ": argument '", arg, "' is NULL", "");
}

uc10_status uc10_bad_stack(const uc10_op *op, const char *what)
{
	return fail5(UC10_E_BAD_STACK, op->name, ": boxed call: ", what, "", "");
}

/* Fallthrough kernels are skipped through the key-set mask; one is only
 * reached at slot 0 (Undefined), where PyTorch's fallthrough_kernel asserts. */
static uc10_status fallthrough_called(const uc10_op *op, uc10_ks ks, uc10_stack *s)
{
	(void)ks; (void)s;
	return fail5(UC10_E_FALLTHROUGH, op->name, ": a fallthrough kernel was called "
	             "(only the Undefined entry can reach one)", "", "", "");
}

const uc10_kernel uc10_fallthrough_kernels[] = {
	{ 0, fallthrough_called, "fallthrough", UC10_SRC_KERNEL, 1 },
	{ 0, fallthrough_called, "fallthrough", UC10_SRC_DEFAULT_BACKEND, 1 },
	{ 0, fallthrough_called, "fallthrough", UC10_SRC_MATH, 1 },
	{ 0, fallthrough_called, "fallthrough", UC10_SRC_NESTED, 1 },
	{ 0, fallthrough_called, "fallthrough", UC10_SRC_AUTOGRAD, 1 },
	{ 0, fallthrough_called, "fallthrough", UC10_SRC_AMBIGUOUS, 1 },
	{ 0, fallthrough_called, "fallthrough", UC10_SRC_FALLBACK, 1 },
};

static uc10_status ambiguous(const uc10_op *op, uc10_ks ks, uc10_stack *s)
{
	(void)ks; (void)s;
	return fail5(UC10_E_AMBIGUOUS, op->name, " has kernels registered to both "
	             "CompositeImplicitAutograd and a backend mapped to AutogradOther. "
	             "This makes the backend kernel unreachable; the dispatcher will always "
	             "prefer the CompositeImplicitAutograd lowering "
	             "(see Note [Ambiguity in AutogradOther kernel]).", "", "", "");
}

const uc10_kernel uc10_ambiguous_autogradother_kernel = {
	0, ambiguous, "ambiguous_autogradother", UC10_SRC_AMBIGUOUS, 0
};

uc10_status uc10_call_kernel_boxed(const uc10_op *op, const uc10_kernel *k, uc10_ks ks, uc10_stack *s)
{
	if (!k)
		return uc10_missing_kernel(op, ks);
	if (k->boxed)
		return k->boxed(op, ks, s);
	if (!op->unbox)   /* Note [Typed-only builds] in uc10/dispatcher.h */
		return fail5(UC10_E_MISSING_KERNEL, op->name, ": boxed call of kernel '", k->name,
		             "' in a typed-only build (UC10_TYPED_ONLY: no boxing adapters)", "");
	return op->unbox(op, k, ks, s);
}

/* A typed call that found no typed kernel, in a typed-only build: Note
 * [Typed-only builds] in uc10/dispatcher.h.  The sentinels read no stack. */
uc10_status uc10_typed_only_boxed(const uc10_op *op, const uc10_kernel *k, uc10_ks ks)
{
	if (!k)
		return uc10_missing_kernel(op, ks);
	if (k->boxed == fallthrough_called || k->boxed == ambiguous)
		return k->boxed(op, ks, 0);
	return fail5(UC10_E_MISSING_KERNEL, op->name, ": kernel '", k->name,
	             "' is boxed only, and a typed-only build (UC10_TYPED_ONLY) has no boxed calls", "");
}

uc10_ks uc10_stack_dispatch_ks(const uc10_op *op, const uc10_stack *s, uc10_status *st)
{
	uc10_ks ks = 0;
	unsigned j;
	const uc10_ivalue *v;
	*st = UC10_OK;
	if (!s || !s->v || s->len < op->nargs || s->len > s->cap || (s->nret && !s->ret)) {
		*st = uc10_bad_stack(op, "wrong number of arguments");
		return 0;
	}
	v = s->v + (s->len - op->nargs);
	for (j = 0; j < op->nargs; j++)
		if ((op->dispatch_args >> j) & 1u)   /* j < 64: schema.m4 refuses more */
			if (!uc10_ivalue_ks(&v[j], &ks)) {
				*st = uc10_bad_stack(op, "a tensor argument is missing or not a tensor");
				return 0;
			}
	return ks;
}

uc10_status uc10_call_boxed(const uc10_op *op, uc10_stack *s)
{
	uc10_status st;
	uc10_ks ks;
	if (!op || !s)
		return uc10_fail(UC10_E_NULL, "uc10_call_boxed: ", op ? "stack" : "operator", " is NULL");
	ks = uc10_stack_dispatch_ks(op, s, &st);
	if (st != UC10_OK)
		return st;
	return uc10_redispatch_boxed(op, uc10_dispatch_ks(op, ks), s);
}

uc10_status uc10_redispatch_boxed(const uc10_op *op, uc10_ks ks, uc10_stack *s)
{
	if (!op || !s)
		return uc10_fail(UC10_E_NULL, "uc10_redispatch_boxed: NULL argument", "", "");
	return uc10_call_kernel_boxed(op, uc10_op_entry(op, uc10_ks_index_cold(ks)), ks, s);
}
