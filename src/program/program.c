/*
 * program.c - the run-time half of a program's memory plan (uc10/program.h):
 * each call's window of the arena, and in a checking or profiling build
 * (Note [Program builds]) the checks of each result and the profile.
 */
#include <string.h>
#include "uc10/dispatcher.h"
#include "uc10/program.h"
#include "uc10/tensor_util.h"
#ifdef UC10_PROGRAM_PROFILE
#include "uc10/counter.h"
#endif

#ifdef UC10_PROGRAM_CHECK
static uc10_program_stats last;
const uc10_program_stats *uc10_program_last(void) { return &last; }
#endif
#ifdef UC10_PROGRAM_PROFILE
static uc10_program_profile profile;
const uc10_program_profile *uc10_program_profile_last(void) { return &profile; }
#endif

/* Nothing is written (the arena, *out) unless the arena is the plan's. */
uc10_status uc10_program_begin(uc10_program_state *s, const uc10_program_info *info, void *arena, size_t arena_bytes)
{
#ifdef UC10_PROGRAM_CHECK
	memset(&last, 0, sizeof last);
	last.info = info;
	last.failed = -1;
	last.short_call = last.spare_call = -1;
#endif
#ifdef UC10_PROGRAM_PROFILE
	memset(&profile, 0, sizeof profile);
	uc10_counter_start();
#endif
	if (!arena)
		return uc10_fail(UC10_E_NULL, info->name, ": the arena is NULL", "");
	if ((uintptr_t)arena % UC10_ARENA_ALIGN != 0)
		return uc10_fail(UC10_E_ARG, info->name, ": the arena must be aligned to 8 bytes", "");
	if (arena_bytes < info->arena_bytes)
		return uc10_fail(UC10_E_NOMEM, info->name, ": the arena is smaller than the plan's",
		                 " (UC10_PROGRAM_<NAME>_ARENA_BYTES)");
	s->info = info;
	s->buf = arena;
	s->peak = 0;
	s->call = -1;
	s->saved = uc10_arena_current();
	uc10_arena_init(&s->arena, arena, 0);
	uc10_arena_set_current(&s->arena);
	return UC10_OK;
}

static bool same_shape(const uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim)
{
	if (!t || !t->defined || t->dtype != dt || t->dim != dim)
		return false;
	for (int i = 0; i < dim; i++)
		if (t->sizes[i] != sizes[i])
			return false;
	return true;
}

uc10_status uc10_program_input(uc10_program_state *s, uc10_tensor *dst, const uc10_tensor *in, uc10_dtype dt,
                               const int64_t *sizes, int dim)
{
	if (!same_shape(in, dt, sizes, dim))
		return uc10_fail(UC10_E_SHAPE, s->info->name, ": an input is not of the dtype and shape the program was exported with", "");
	*dst = *in;
	return UC10_OK;
}

uc10_status uc10_program_input_at(uc10_program_state *s, uc10_tensor *dst, const uc10_tensor *in, uc10_dtype dt,
                                  const int64_t *sizes, int dim, size_t off)
{
	uc10_status st;
	if ((st = uc10_program_input(s, dst, in, dt, sizes, dim)) != UC10_OK)
		return st;
	unsigned char *at = s->buf + off;
	if ((unsigned char *)uc10_tensor_ptr(in) == at && uc10_tensor_is_contiguous_as(in, UC10_CONTIGUOUS_FORMAT))
		return UC10_OK;
	if (!uc10_tensor_is_contiguous_as(in, UC10_CONTIGUOUS_FORMAT))
		return uc10_fail(UC10_E_ARG, s->info->name, ": an input copied into the arena must be contiguous", "");
	/* memmove: the caller may have written it elsewhere in the arena */
	memmove(at, uc10_tensor_ptr(in), (size_t)uc10_tensor_numel(in) * uc10_dtype_itemsize(dt));
	dst->data = at;   /* the same tensor (contiguous, quantization kept), over the copy */
	dst->storage_offset = 0;
	return UC10_OK;
}

/* The call's window: from its result's offset to the next value alive during
 * it, or, when its kernel's scratch is planned, the result's bytes and then
 * the scratch's (Note [Arena]: an arena of two pieces); a call whose result
 * shares storage may allocate nothing. */
void uc10_program_before(uc10_program_state *s, int call)
{
	const uc10_program_call *c = &s->info->calls[call];
	s->call = call;
	if (c->base >= 0)
		uc10_arena_init(&s->arena, s->buf, 0);
	else if (c->scratch)
		uc10_arena_init_split(&s->arena, s->buf, c->end, s->buf + c->scratch_off, c->scratch);
	else
		uc10_arena_init(&s->arena, s->buf, c->end);
	if (c->base < 0)
		s->arena.used = s->arena.peak = c->off;
#ifdef UC10_PROGRAM_PROFILE
	s->t0 = uc10_counter_now();
#endif
}

uc10_status uc10_program_end(uc10_program_state *s, uc10_status st)
{
	uc10_arena_set_current(s->saved);
#ifdef UC10_PROGRAM_CHECK
	last.peak = s->peak;
	if (st != UC10_OK)
		last.failed = s->call;
#endif
	return st;
}

#ifdef UC10_PROGRAM_CHECK
/*
 * The kernel's scratch against the plan: a request refused (other than one
 * the plan declines on purpose) means the kernel ran without the scratch
 * its fast path wants, which gives the right result several times slower
 * (a mirror of a kernel's *_buffer_size() in m4/program.m4 that lags the
 * kernel); fewer bytes used than planned means the plan holds RAM no
 * kernel uses.  Either is a plan that is not the kernels', which
 * `make program-check' reports as a failure.
 */
static void check_scratch(const uc10_program_state *s, int call)
{
	const uc10_program_call *c = &s->info->calls[call];
	size_t used = c->scratch && s->arena.peak > c->end ? s->arena.peak - c->end : 0;

	if (s->arena.refused != 0 && s->arena.refused != s->info->checks[call].declined && last.short_calls++ == 0) {
		last.short_call = call;
		last.short_asked = s->arena.refused;
	}
	if (used + UC10_ARENA_ALIGN <= c->scratch && last.spare_calls++ == 0) {   /* (an allocation's padding aside) */
		last.spare_call = call;
		last.spare_used = used;
	}
}

uc10_status uc10_program_after(uc10_program_state *s, int call, uc10_status st, const uc10_tensor *r,
                               const uc10_tensor *v)
{
	const uc10_program_call *c = &s->info->calls[call];
	const uc10_program_call_check *k = &s->info->checks[call];
	size_t top = s->arena.peak;

	if (c->scratch && top > c->end)   /* the highest byte of either piece */
		top = c->scratch_off + (top - c->end) > c->end ? c->scratch_off + (top - c->end) : c->end;
	if (top > s->peak)
		s->peak = top;
	if (st != UC10_OK) {
		if (st == UC10_E_NOMEM)
			return uc10_fail(st, k->where, ": ", "the call needs more memory than the plan gives it");
		return st;
	}
	if (!same_shape(r, (uc10_dtype)k->dtype, k->sizes, k->dim))
		return uc10_fail(UC10_E_SHAPE, k->where, ": ", "the result is not of the dtype and shape the program says");
	if (c->base < 0 ? r->data != s->buf + c->off : r->data != v[c->base].data)
		return uc10_fail(UC10_E_ALIAS, k->where, ": ", c->base < 0 ? "the result is not where the plan put it"
		                 : "the result does not share its argument's storage as the plan assumes");
	check_scratch(s, call);
	return UC10_OK;
}
#endif

#ifdef UC10_PROGRAM_CHECK
/* Result K > 0 of a call with several results: its kernel allocated it
 * after the earlier ones, where the plan put it (UC10_RESULT in
 * m4/program.m4). */
uc10_status uc10_program_result(uc10_program_state *s, int call, const uc10_tensor *r, size_t off, uc10_dtype dt,
                                const int64_t *sizes, int dim)
{
	const uc10_program_call_check *k = &s->info->checks[call];

	if (!same_shape(r, dt, sizes, dim))
		return uc10_fail(UC10_E_SHAPE, k->where, ": ", "a further result is not of the dtype and shape the program says");
	if (r->data != s->buf + off)
		return uc10_fail(UC10_E_ALIAS, k->where, ": ",
		                 "a further result is not where the plan put it (after the call's earlier results)");
	return UC10_OK;
}
#endif

#ifdef UC10_PROGRAM_PROFILE
void uc10_program_count(uc10_program_state *s, int call, const uc10_op *op, uc10_ks tensor_ks)
{
	const uc10_kernel *k = tensor_ks ? uc10_lookup(op, uc10_dispatch_ks(op, tensor_ks)) : NULL;
	uint32_t n = uc10_counter_count(s->t0, uc10_counter_now());

	if (call < UC10_PROGRAM_MAX_PROFILE) {
		profile.count[call] = n;
		profile.kernel[call] = k ? k->name : "-";
	}
	profile.total += n;
}
const char *uc10_program_counter_unit(void) { return uc10_counter_unit(); }
#endif
