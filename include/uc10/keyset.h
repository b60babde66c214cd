/*
 * uc10/keyset.h - DispatchKeySet: a uint64_t with PyTorch 1.13's layout.
 *
 * Note [DispatchKeySet layout] (as c10/core/DispatchKeySet.h)
 * Bits 0..13 are backends (CPU is bit 0); bits 14..54 are functionality
 * keys (Dense is bit 14, PythonDispatcher bit 53).  A per-backend runtime
 * key such as AutogradCPU is its functionality bit plus its backend bit.
 * Removing a key clears only its functionality bit: `a - b` keeps every
 * backend bit of `a`.  The table index of a key set is the offset of its
 * highest functionality plus, for per-backend functionalities, the index
 * of its highest backend bit (getDispatchTableIndexForDispatchKeySet).
 * The constants (UC10_KS_*, UC10_IX_*, UC10_KEY_*) are generated from
 * m4/keys.m4 into uc10_keys.h.
 */
#ifndef UC10_KEYSET_H
#define UC10_KEYSET_H

#include "uc10/types.h"
#include "uc10_keys.h"

/* every backend bit (generated from m4/keys.m4) */
#define UC10_BACKEND_MASK UC10_KS_ALL_BACKENDS

/* The call path's helpers are tiny and hot: inline them even at -Os.
 * UC10_COLD marks slow paths (boxing, errors) kept out of the hot code. */
#if defined(__GNUC__)
#define UC10_INLINE static inline __attribute__((always_inline))
#define UC10_COLD __attribute__((noinline, cold))
#else
#define UC10_INLINE static inline
#define UC10_COLD
#endif

/* offset | (per_backend << 7) of each functionality key, by value 0..40 */
extern const uint8_t uc10_func_offset[UC10_NUM_FUNCTIONALITY_KEYS];
/* runtime entry -> PyTorch key name ("CPU", "AutogradCPU", "Undefined") */
extern const char *const uc10_runtime_key_names[UC10_NUM_RUNTIME_ENTRIES];
/* runtime entry -> its DispatchKeySet */
extern const uc10_ks uc10_runtime_key_sets[UC10_NUM_RUNTIME_ENTRIES];

/* 64 - clz(x), 0 for 0: c10's indexOfHighestBit. */
UC10_INLINE unsigned uc10_high_bit(uint64_t x)
{
#if defined(__GNUC__)
	return x ? 64u - (unsigned)__builtin_clzll(x) : 0u;
#else
	unsigned n = 0;
	while (x) { n++; x >>= 1; }
	return n;
#endif
}

#ifdef UC10_TRIMMED
/* BACKENDS= build (Note [Trimmed key universe] in m4/keys.m4): a per-backend
 * functionality has a slot for each kept backend only.  uc10_backend_slot
 * maps high_bit(ks & backend mask) to the kept position, and a trimmed-away
 * backend to UC10_TRIMMED_SLOT, past every table; the min() sends it to
 * UC10_IX_TrimmedBackend, the last slot, which never holds a kernel. */
#define UC10_TRIMMED_SLOT 0x7fu
extern const uint8_t uc10_backend_slot[UC10_NUM_BACKENDS + 1];
#endif

/* getDispatchTableIndexForDispatchKeySet */
UC10_INLINE unsigned uc10_ks_index(uc10_ks ks)
{
	unsigned f = uc10_high_bit((ks & UC10_KS_FULL) >> UC10_NUM_BACKENDS);
	unsigned om = uc10_func_offset[f];
	uint64_t mask = (om & 0x80u) ? UC10_BACKEND_MASK : 0;
#ifdef UC10_TRIMMED
	unsigned ix = (om & 0x7fu) + uc10_backend_slot[uc10_high_bit(ks & mask)];
	return ix < UC10_IX_TrimmedBackend ? ix : UC10_IX_TrimmedBackend;
#else
	return (om & 0x7fu) + uc10_high_bit((ks & mask) >> 1);
#endif
}

/* DispatchKeySet::getBackendIndex: CPU 0, CUDA 1, ...; 0 without backend. */
UC10_INLINE unsigned uc10_ks_backend_index(uc10_ks ks)
{
	return uc10_high_bit((ks & UC10_BACKEND_MASK) >> 1);
}

/* a - b: remove b's functionalities, keep every backend bit of a. */
UC10_INLINE uc10_ks uc10_ks_sub(uc10_ks a, uc10_ks b)
{
	return a & (UC10_BACKEND_MASK | ~b);
}

/* uc10_ks_index out of line, for paths that are not the typed call's. */
unsigned uc10_ks_index_cold(uc10_ks ks);

/* Does ks hold runtime entry ix (its functionality bit and backend bit)? */
static inline bool uc10_ks_has(uc10_ks ks, unsigned ix)
{
	uc10_ks k = uc10_runtime_key_sets[ix];
	return k && (ks & k) == k;
}

/* DispatchKeySet(FULL_AFTER, k): the keys a kernel at runtime entry ix may
 * redispatch to - every backend bit, every functionality below ix's, and
 * PythonDispatcher. */
uc10_ks uc10_ks_full_after(unsigned ix);

/* Highest runtime entry of a key set (highestPriorityTypeId), as an index. */
static inline unsigned uc10_ks_highest(uc10_ks ks) { return uc10_ks_index(ks); }

/* toString(ks.highestPriorityTypeId()): the name PyTorch gives the key a
 * key set dispatches on - its slot's name, but for a per-backend
 * functionality with no backend bit c10's placeholder (NestedTensorUnknown,
 * QuantizedUnknown, ..., Unknown for Dense), where the slot is CPU's. */
const char *uc10_ks_key_name(uc10_ks ks);

/* Runtime key name -> entry index, or -1. */
int uc10_key_index(const char *name);

/* Any DispatchKey name but an alias key's -> DispatchKeySet(k) (a runtime
 * key's set, or a per-backend functionality's bit alone: Dense, Quantized,
 * ..., AutogradFunctionality); -1 for an unknown name. */
int uc10_key_set(const char *name, uc10_ks *ks);
/* Is name an alias key (Autograd, CompositeImplicitAutograd, ...)? */
int uc10_key_alias(const char *name);
/* What is wrong with a name uc10_ks_parse refused, to follow the name in a
 * message. */
const char *uc10_key_why(const char *bad);

/* Parse "CPU,AutogradCPU" into a key set; 0 and *bad set on an unknown name
 * (any name of uc10_key_set). */
uc10_ks uc10_ks_parse(const char *list, const char **bad);

#endif
