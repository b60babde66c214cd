/* trace.c - the Tracer boxed fallback and its ring buffer (uc10/trace.h). */
#include <stdio.h>
#include <string.h>
#include "uc10/trace.h"
#include "uc10/tensor.h"

static uc10_trace *current;

uc10_guard uc10_trace_on(uc10_trace *t, uc10_trace_entry *ring, uint32_t cap)
{
	t->ring = ring;
	t->cap = cap;
	t->count = 0;
	current = t;
	return uc10_include_guard(UC10_KS_Tracer);
}

void uc10_trace_off(uc10_guard *g)
{
	uc10_guard_end(g);
	current = NULL;
}

const uc10_trace_entry *uc10_trace_get(const uc10_trace *t, uint32_t i)
{
	uint32_t n = t->count < t->cap ? t->count : t->cap;
	if (i >= n)
		return NULL;
	return &t->ring[(t->count - n + i) % t->cap];
}

uc10_status uc10_trace_fallback(const uc10_op *op, uc10_ks ks, uc10_stack *stack)
{
	/* Below Tracer: every functionality under it, every backend. */
	uc10_ks below = ks & uc10_ks_full_after(UC10_IX_Tracer);
	unsigned ix = uc10_ks_index(below);
	const uc10_kernel *k = uc10_op_entry(op, ix);
	uc10_trace_entry *e = NULL;
	uc10_status st;
	if (current && current->cap) {
		unsigned j;
		e = &current->ring[current->count++ % current->cap];
		memset(e, 0, sizeof *e);
		e->op = op->name;
		e->kernel = k ? k->name : "missing";
		e->key = (uint8_t)ix;
		e->no_backend = !(below & UC10_BACKEND_MASK);
		/* the first tensor argument on the stack, if any */
		for (j = 0; stack && j < op->nargs && j < stack->len; j++) {
			const uc10_ivalue *v = &stack->v[stack->len - op->nargs + j];
			if (v->tag == UC10_T_TENSOR && v->v.t) {
				unsigned d;
				e->dim = v->v.t->dim;
				for (d = 0; d < v->v.t->dim && d < 4; d++)
					e->sizes[d] = (int32_t)v->v.t->sizes[d];
				break;
			}
		}
	}
	st = uc10_redispatch_boxed(op, below, stack);
	if (e)
		e->status = (uint8_t)st;
	return st;
}

const char *uc10_trace_key_name(const uc10_trace_entry *e)
{
	/* the slot's functionality alone names the key as the set without a
	 * backend did (the slot itself carries a backend bit) */
	return e->no_backend ? uc10_ks_key_name(uc10_runtime_key_sets[e->key] & ~UC10_BACKEND_MASK)
	                     : uc10_runtime_key_names[e->key];
}

void uc10_trace_print(const uc10_trace *t, void (*put)(const char *line))
{
	uint32_t i;
	const uc10_trace_entry *e;
	char line[160];
	for (i = 0; (e = uc10_trace_get(t, i)) != NULL; i++) {
		int n = snprintf(line, sizeof line, "%s -> %s: %s", e->op, uc10_trace_key_name(e), e->kernel);
		unsigned d;
		for (d = 0; d < e->dim && d < 4 && n > 0 && (size_t)n < sizeof line; d++)
			n += snprintf(line + n, sizeof line - (size_t)n, "%s%ld", d ? ", " : " [", (long)e->sizes[d]);
		if (e->dim && n > 0 && (size_t)n < sizeof line)
			snprintf(line + n, sizeof line - (size_t)n, "]%s", e->status ? " (failed)" : "");
		put(line);
	}
}
