/*
 * uc10/local.h - local (per-thread) dispatch key sets and their guards.
 *
 * Note [Local key sets] (c10::impl::LocalDispatchKeySet)
 * Every call ORs the included set into the tensors' keys and removes the
 * excluded set.  Defaults: included {BackendSelect, ADInplaceOrView},
 * excluded {AutocastCPU, AutocastXPU, AutocastCUDA}.  As in PyTorch the
 * state is stored XOR the defaults, so an all-zero uc10_local *is* the
 * default state: a thread's context needs no initialisation.
 *
 * Where the state lives is the port's choice.  By default uc10_local_get()
 * is an inline function returning the address of one global context, so
 * the typed call's fast path tests the defaults with one load (Note [CPU
 * fast path] in m4/csig.m4).  A port with one context per thread builds
 * everything (uc10's sources, the generated C and the application) with
 * UC10_LOCAL_PORT defined and defines uc10_local_get() itself, returning
 * the running thread's context (see ports/README.md).  Tables are
 * read-only, so two threads calling ops at once only need one context each.
 */
#ifndef UC10_LOCAL_H
#define UC10_LOCAL_H

#include "uc10/keyset.h"

#define UC10_MSG_LEN 256

typedef struct uc10_local {
	uc10_ks included_xor;           /* included ^ UC10_KS_DEFAULT_INCLUDED */
	uc10_ks excluded_xor;           /* excluded ^ UC10_KS_DEFAULT_EXCLUDED */
	uint32_t changed;               /* 0 while both are the defaults (set by uc10_local_set) */
	char msg[UC10_MSG_LEN];         /* message of the last failed call */
} uc10_local;

#if defined(UC10_LOCAL_PORT)
/* The port's: the running thread's context, never NULL. */
uc10_local *uc10_local_get(void);
#else
/* The one context of a firmware without threads (src/local.c). */
extern uc10_local uc10_the_local;
UC10_INLINE uc10_local *uc10_local_get(void)
{
	return &uc10_the_local;
}
#endif

UC10_INLINE uc10_ks uc10_local_included(const uc10_local *l)
{
	return l->included_xor ^ UC10_KS_DEFAULT_INCLUDED;
}
UC10_INLINE uc10_ks uc10_local_excluded(const uc10_local *l)
{
	return l->excluded_xor ^ UC10_KS_DEFAULT_EXCLUDED;
}
/* Set both sets.  Change a context only through this and the guards (they
 * keep `changed' true to the sets). */
void uc10_local_set(uc10_local *l, uc10_ks included, uc10_ks excluded);

/* Both sets the defaults?  (The generated CPU fast path asks; Note [CPU
 * fast path] in m4/emit_ops_c.m4.) */
UC10_INLINE bool uc10_local_is_default(void)
{
	return uc10_local_get()->changed == 0;
}

/*
 * Guards: C has no destructors, so a guard is a value that remembers what
 * it changed and uc10_guard_end() undoes exactly that (as
 * ExcludeDispatchKeyGuard adds `S - excluded' and removes only those).
 * Guards nest; end them in reverse order.
 */
typedef struct uc10_guard {
	uc10_local *l;
	uc10_ks inc_added, inc_removed, exc_added, exc_removed;
} uc10_guard;

uc10_guard uc10_exclude_guard(uc10_ks ks);     /* ExcludeDispatchKeyGuard */
uc10_guard uc10_include_guard(uc10_ks ks);     /* IncludeDispatchKeyGuard */
uc10_guard uc10_unexclude_guard(uc10_ks ks);   /* take ks out of the excluded set: how
                                                * torch.autocast turns AutocastCPU on */
uc10_guard uc10_inference_mode_guard(void);    /* c10::InferenceMode */
uc10_guard uc10_below_autograd_guard(void);    /* AutoDispatchBelowAutograd */
uc10_guard uc10_below_adinplace_guard(void);   /* AutoDispatchBelowADInplaceOrView */
void uc10_guard_end(uc10_guard *g);

/* The message of this context's last failed call ("" if none). */
const char *uc10_last_error(void);
/* Forget it: uc10_last_error() is "" until the next failure. */
void uc10_clear_last_error(void);

#endif
