/*
 * uc10/dispatcher.h - operators, kernels, and calling them.
 *
 * Note [Operator tables]
 * The generator (m4/) writes, for every operator, a const uc10_op holding
 * its dispatch table: one entry per runtime key (106 of them), each NULL
 * (missing) or a uc10_kernel.  The tables are computed at build time as
 * OperatorEntry::computeDispatchTableEntry computes them at run time (see
 * m4/table.m4), so calling an operator is: OR the tensors' key sets, apply
 * the local sets and the op's non-fallthrough mask, take the table index,
 * call.  All of it is const data in flash.
 *
 * Generated names (Note [Generated names]), for an operator ns::name.ovl
 * with C name ns_name_ovl (`::' and `.' become `_').  Where two operators'
 * names would meet (quantized::add.out and quantized::add_out), each of them
 * takes the escaped C name: the plain one followed by `_' and the lengths
 * of its namespace and its name, quantized_add_out_9_3 and
 * quantized_add_out_9_7, which no two operators share; an escaped name that
 * is another operator's plain name escapes that one too.  Names that meet
 * nothing are unchanged, and which operators escape depends on the set of
 * names only, never on the order of definition:
 *   UC10_OP_ns_name_ovl            const uc10_op * of the operator
 *   uc10_fn_ns_name_ovl            its kernels' function type
 *   uc10_call_ns_name_ovl(...)     typed call: dispatch from the arguments
 *                                  (static inline in uc10_ops.h when it has a
 *                                  CPU fast path, unless UC10_NO_INLINE_FAST_PATH
 *                                  is defined; Note [CPU fast path], m4/csig.m4)
 *   uc10_redispatch_ns_name_ovl(ks, ...)   typed call with a given key set
 * A kernel is `uc10_status fn(uc10_ks ks, outputs..., arguments...)`,
 * see Note [Schema types in C] in uc10/types.h.  A boxed fallback is a
 * uc10_boxed_fn.
 */
#ifndef UC10_DISPATCHER_H
#define UC10_DISPATCHER_H

#include "uc10/local.h"

typedef void (*uc10_fn)(void);
typedef struct uc10_op uc10_op;
typedef uc10_status (*uc10_boxed_fn)(const uc10_op *op, uc10_ks ks, uc10_stack *stack);

/* Provenance of a table entry, as torch._C._dispatch_dump_table prints it. */
typedef enum uc10_source {
	UC10_SRC_KERNEL,            /* "kernel" */
	UC10_SRC_DEFAULT_BACKEND,   /* "default backend kernel" (CEA, CEANF) */
	UC10_SRC_MATH,              /* "math kernel" (CIA) */
	UC10_SRC_NESTED,            /* "nested kernel" (CIANT) */
	UC10_SRC_AUTOGRAD,          /* "autograd kernel" */
	UC10_SRC_AMBIGUOUS,         /* "ambiguous autogradother" */
	UC10_SRC_FALLBACK           /* "backend fallback" */
} uc10_source;
extern const char *const uc10_source_names[];

typedef struct uc10_kernel {
	uc10_fn unboxed;            /* typed kernel, or NULL: boxed only */
	uc10_boxed_fn boxed;        /* boxed kernel, or NULL: the op unboxes */
	const char *name;           /* C name, `fallthrough' or `ambiguous_autogradother' */
	uint8_t source;             /* uc10_source */
	uint8_t fallthrough;        /* never called: the key is masked out */
} uc10_kernel;

/* Calls an op's typed kernel k with arguments taken from the stack. */
typedef uc10_status (*uc10_unbox_fn)(const uc10_op *op, const uc10_kernel *k,
                                     uc10_ks ks, uc10_stack *stack);

struct uc10_op {
	const char *name;           /* "ns::name.overload", 4-byte aligned and zero-padded
	                               to whole words (Note [Word lookup] in src/lookup.c) */
	const char *schema;         /* canonical schema, with namespace */
	const uc10_ks *nft;         /* non-fallthrough keys, per backend [14] */
	uc10_unbox_fn unbox;        /* boxed -> typed adapter */
	uint64_t dispatch_args;     /* bit j: argument j feeds the key set */
	uint16_t name_len;          /* strlen("ns::name") */
	uint8_t nargs, nrets;
#if defined(UC10_LAYOUT_COMPACT)
	/* Note [Compact tables] (m4/compact.m4) */
	const uint8_t *cidx;                 /* slot class -> entry index */
	const uc10_kernel *const *palette;   /* this operator's own kernels */
#else
	const uc10_kernel *table[UC10_NUM_RUNTIME_ENTRIES];
#endif
};
#if defined(UC10_LAYOUT_COMPACT)
extern const uint8_t uc10_slot_class[UC10_NUM_RUNTIME_ENTRIES];
extern const uc10_kernel *const uc10_shared_kernels[];
extern const uint8_t uc10_compact_nshared, uc10_compact_nclasses;
#endif

/* A registry: the operators of one build, in perfect-hash slot order. */
typedef struct uc10_registry {
	const uc10_op *ops;
	uint32_t nops;              /* == number of slots */
	uint32_t nbuckets;
	uint32_t prime;             /* smallest prime >= nops (table ABI; the hash no longer uses it) */
	uint32_t seed;
	const uint16_t *disp;       /* [nbuckets], Note [Operator name hash] */
	const uc10_op *const *order;   /* [nops] in definition order */
} uc10_registry;
extern const uc10_registry uc10_registry_main;
/* Sizes and offsets of these structs, for tools reading a firmware image
 * (src/abi.c, Note [Table ABI]). */
extern const uint16_t uc10_abi[];

/* The fallthrough and ambiguity sentinels every table may point at. */
extern const uc10_kernel uc10_fallthrough_kernels[];   /* by uc10_source */
extern const uc10_kernel uc10_ambiguous_autogradother_kernel;

/*
 * The key set a call dispatches on: (tensor keys | included) - excluded,
 * masked by the op's non-fallthrough keys for the tensors' backend
 * (DispatchKeyExtractor::computeDispatchKeySet).
 */
UC10_INLINE uc10_ks uc10_dispatch_ks(const uc10_op *op, uc10_ks tensor_ks)
{
	const uc10_local *l = uc10_local_get();
	uc10_ks ks = uc10_ks_sub(tensor_ks | uc10_local_included(l), uc10_local_excluded(l));
	return ks & op->nft[uc10_ks_backend_index(tensor_ks)];
}

/* The entry of runtime slot ix (NULL: missing), in either layout. */
UC10_INLINE const uc10_kernel *uc10_op_entry(const uc10_op *op, unsigned ix)
{
#if defined(UC10_LAYOUT_COMPACT)
	unsigned i = op->cidx[uc10_slot_class[ix]];
	return i < uc10_compact_nshared ? uc10_shared_kernels[i] : op->palette[i - uc10_compact_nshared];
#else
	return op->table[ix];
#endif
}

/* The kernel for a computed key set; NULL when missing. */
UC10_INLINE const uc10_kernel *uc10_lookup(const uc10_op *op, uc10_ks ks)
{
	return uc10_op_entry(op, uc10_ks_index(ks));
}

/* Operators by name: "ns::name" and overload ("" for none). NULL: unknown.
 * uc10_find_op* search the build's registry (defined in generated code). */
const uc10_op *uc10_find_op(const char *name, const char *overload);
const uc10_op *uc10_find_op_qualified(const char *qualified);   /* "ns::name.overload" */
const uc10_op *uc10_registry_find(const uc10_registry *r, const char *name, const char *overload);
const uc10_op *uc10_registry_find_qualified(const uc10_registry *r, const char *qualified);
uint32_t uc10_name_hash(const char *name, const char *overload, uint32_t seed);

/*
 * Boxed calls.  The stack holds the op's arguments (all of them, in schema
 * order); on success it holds the returns instead.  uc10_call_boxed
 * computes the key set from the stack; uc10_redispatch_boxed takes one
 * (a boxed fallback redispatches with ks & uc10_ks_full_after(its key)).
 */
uc10_status uc10_call_boxed(const uc10_op *op, uc10_stack *stack);
uc10_status uc10_redispatch_boxed(const uc10_op *op, uc10_ks ks, uc10_stack *stack);
uc10_status uc10_call_kernel_boxed(const uc10_op *op, const uc10_kernel *k, uc10_ks ks, uc10_stack *stack);
uc10_ks uc10_stack_dispatch_ks(const uc10_op *op, const uc10_stack *stack, uc10_status *st);

/*
 * Note [Typed-only builds]
 * A build compiled with UC10_TYPED_ONLY (a program's own selective build,
 * mk/program.mk) makes typed calls only, as a program's run does: its
 * tables hold no boxing adapters (uc10_op.unbox is NULL) and its typed
 * calls no path that boxes their arguments for a kernel without a typed
 * entry (a user's boxed fallback; a program's tables have none).  What
 * such a call reaches instead is uc10_typed_only_boxed: the runtime's own
 * boxed-only entries (the fallthrough and ambiguity sentinels, which read
 * no stack) answer as in every build, no kernel is the missing-kernel
 * error, and a boxed kernel fails with a message naming it.  A boxed call
 * (uc10_call_boxed) fails the same way.  The image then links none of the
 * adapters, and no typed call's stack holds a boxed copy of its arguments.
 */
#if defined(UC10_TYPED_ONLY)
#define UC10_UNBOX(f) 0
#else
#define UC10_UNBOX(f) f
#endif
uc10_status uc10_typed_only_boxed(const uc10_op *op, const uc10_kernel *k, uc10_ks ks);

/* Errors: set the context's message, return the status. */
uc10_status uc10_fail(uc10_status st, const char *a, const char *b, const char *c);
uc10_status uc10_missing_kernel(const uc10_op *op, uc10_ks ks);
uc10_status uc10_null_arg(const uc10_op *op, const char *arg);
uc10_status uc10_bad_stack(const uc10_op *op, const char *what);

#endif
