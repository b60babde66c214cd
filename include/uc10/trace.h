/*
 * uc10/trace.h - dispatch tracing: the firmware's TORCH_SHOW_DISPATCH_TRACE.
 *
 * uc10_trace_fallback is a boxed fallback for the Tracer key (register it
 * with tables/tracer.m4).  While Tracer is in the local included set
 * (uc10_trace_on()), every operator call - nested ones too - passes through
 * it: it records the operator, the key and kernel that will run below
 * Tracer, and the first tensor argument's shape into a ring buffer the
 * firmware owns, then redispatches below Tracer.  Read the ring from code
 * (uc10_trace_print) or with a debugger (it is a plain struct).
 */
#ifndef UC10_TRACE_H
#define UC10_TRACE_H

#include "uc10/dispatcher.h"

typedef struct uc10_trace_entry {
	const char *op;             /* "ns::name.overload" */
	const char *kernel;         /* what ran below Tracer (or "missing") */
	uint8_t key;                /* its runtime entry (uc10_runtime_key_names) */
	uint8_t dim;                /* first tensor argument: rank and sizes */
	uint8_t status;             /* the call's uc10_status */
	uint8_t no_backend;         /* its key set had no backend bit (uc10_trace_key_name) */
	int32_t sizes[4];
} uc10_trace_entry;

typedef struct uc10_trace {
	uc10_trace_entry *ring;     /* caller-owned, `cap' entries */
	uint32_t cap;
	uint32_t count;             /* calls seen; the last min(count, cap) are in the ring */
} uc10_trace;

/* Start recording into `ring' (cap entries) and include Tracer locally;
 * uc10_trace_off ends the guard.  One trace at a time per program. */
uc10_guard uc10_trace_on(uc10_trace *t, uc10_trace_entry *ring, uint32_t cap);
void uc10_trace_off(uc10_guard *g);
/* Entry i of the last min(count, cap), oldest first. */
const uc10_trace_entry *uc10_trace_get(const uc10_trace *t, uint32_t i);
/* The key of an entry as PyTorch names it (uc10_ks_key_name): its slot's
 * name, or <prefix>Unknown for a per-backend functionality without a backend. */
const char *uc10_trace_key_name(const uc10_trace_entry *e);
/* One line per entry: `op -> Key: kernel [d0, d1, ...]' through `put'. */
void uc10_trace_print(const uc10_trace *t, void (*put)(const char *line));

uc10_status uc10_trace_fallback(const uc10_op *op, uc10_ks ks, uc10_stack *stack);

#endif
