/*
 * program.c - the run-time half of a program's memory plan (uc10/program.h).
 */
#if defined(__unix__) || defined(__APPLE__)
#define _POSIX_C_SOURCE 199309L   /* clock_gettime, the host's profile counter */
#endif
#include <string.h>
#include "uc10/dispatcher.h"
#include "uc10/program.h"
#include "uc10/tensor_util.h"

static uc10_program_stats last;

const uc10_program_stats *uc10_program_last(void) { return &last; }

uc10_status uc10_program_begin(uc10_program_state *s, const uc10_program_info *info, void *arena)
{
	memset(&last, 0, sizeof last);
	last.info = info;
	last.failed = -1;
	last.short_call = last.spare_call = -1;
	if (!arena)
		return uc10_fail(UC10_E_NULL, info->name, ": the arena is NULL", "");
	if ((uintptr_t)arena % UC10_ARENA_ALIGN != 0)
		return uc10_fail(UC10_E_ARG, info->name, ": the arena must be aligned to 8 bytes", "");
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
	s->t0 = uc10_program_counter();
}

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

	if (s->arena.refused != 0 && s->arena.refused != c->declined && last.short_calls++ == 0) {
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
	uint32_t t1 = uc10_program_counter();
	size_t top = s->arena.peak;

	if (call < UC10_PROGRAM_MAX_PROFILE)
		last.ticks[call] = t1 - s->t0;
	last.total += t1 - s->t0;
	if (c->scratch && top > c->end)   /* the highest byte of either piece */
		top = c->scratch_off + (top - c->end) > c->end ? c->scratch_off + (top - c->end) : c->end;
	if (top > s->peak)
		s->peak = top;
	if (st != UC10_OK) {
		if (st == UC10_E_NOMEM)
			return uc10_fail(st, c->where, ": ", "the call needs more memory than the plan gives it");
		return st;
	}
	if (!same_shape(r, (uc10_dtype)c->dtype, c->sizes, c->dim))
		return uc10_fail(UC10_E_SHAPE, c->where, ": ", "the result is not of the dtype and shape the program says");
	if (c->base < 0 ? r->data != s->buf + c->off : r->data != v[c->base].data)
		return uc10_fail(UC10_E_ALIAS, c->where, ": ", c->base < 0 ? "the result is not where the plan put it"
		                 : "the result does not share its argument's storage as the plan assumes");
	check_scratch(s, call);
	return UC10_OK;
}

/* Result K > 0 of a call with several results: its kernel allocated it
 * after the earlier ones, where the plan put it (UC10_RESULT in
 * m4/program.m4). */
uc10_status uc10_program_result(uc10_program_state *s, int call, const uc10_tensor *r, size_t off, uc10_dtype dt,
                                const int64_t *sizes, int dim)
{
	const uc10_program_call *c = &s->info->calls[call];

	if (!same_shape(r, dt, sizes, dim))
		return uc10_fail(UC10_E_SHAPE, c->where, ": ", "a further result is not of the dtype and shape the program says");
	if (r->data != s->buf + off)
		return uc10_fail(UC10_E_ALIAS, c->where, ": ", "a further result is not where the plan put it (after the call's earlier results)");
	return UC10_OK;
}

uc10_status uc10_program_end(uc10_program_state *s, uc10_status st)
{
	uc10_arena_set_current(s->saved);
	last.peak = s->peak;
	if (st != UC10_OK)
		last.failed = s->call;
	return st;
}

void uc10_program_kernel(uc10_program_state *s, int call, const uc10_op *op, uc10_ks tensor_ks)
{
	const uc10_kernel *k = tensor_ks ? uc10_lookup(op, uc10_dispatch_ks(op, tensor_ks)) : NULL;
	(void)s;
	if (call < UC10_PROGRAM_MAX_PROFILE)
		last.kernel[call] = k ? k->name : "-";
}

/* ---- the profile counter ---------------------------------------------- */
#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__)
/*
 * DWT CYCCNT where it counts (Cortex-M3/M4/M7 silicon): cycles.  QEMU does
 * not model it (it reads 0), and Cortex-M0 has none: there SysTick on the
 * processor clock, which under QEMU -icount shift=0 ticks once every 40
 * instructions (bench/bench.h, Note [Counting instructions]), widened from
 * its 24 bits on each read (a call between two reads stays far below 2^24
 * ticks).
 */
#define DEMCR      (*(volatile uint32_t *)0xE000EDFCu)
#define DWT_CTRL   (*(volatile uint32_t *)0xE0001000u)
#define DWT_CYCCNT (*(volatile uint32_t *)0xE0001004u)
#define SYST       ((volatile uint32_t *)0xE000E010u)   /* CSR, RVR, CVR */
static int counter_kind;   /* 0: not chosen yet, 1: DWT, 2: SysTick */
static uint32_t systick_last, systick_sum;

static void counter_choose(void)
{
#if !defined(__ARM_ARCH_6M__)
	uint32_t c0;
	DEMCR |= 1u << 24;   /* TRCENA */
	DWT_CYCCNT = 0;
	DWT_CTRL |= 1u;      /* CYCCNTENA */
	c0 = DWT_CYCCNT;
	__asm__ volatile("nop\n\tnop\n\tnop\n\tnop");
	if (DWT_CYCCNT != c0) {
		counter_kind = 1;
		return;
	}
#endif
	SYST[1] = 0xffffffu;
	SYST[2] = 0;
	SYST[0] = 5;         /* enable, processor clock, no interrupt */
	systick_last = SYST[2];
	counter_kind = 2;
}

uint32_t uc10_program_counter(void)
{
	uint32_t now;
	if (!counter_kind)
		counter_choose();
	if (counter_kind == 1)
		return DWT_CYCCNT;
	now = SYST[2];       /* counts down */
	systick_sum += (systick_last - now) & 0xffffffu;
	systick_last = now;
	return systick_sum * 40u;
}
const char *uc10_program_counter_unit(void)
{
	if (!counter_kind)
		counter_choose();
	return counter_kind == 1 ? "cycles" : "instructions (SysTick x 40)";
}
#elif defined(__riscv)
uint32_t uc10_program_counter(void)
{
	uint32_t n;
	/* the assembler wants Zicsr named; -march stays rv32imac for picolibc's multilib */
	__asm__ volatile(".option push\n\t.option arch, +zicsr\n\tcsrr %0, minstret\n\t.option pop" : "=r"(n));
	return n;
}
const char *uc10_program_counter_unit(void) { return "instructions"; }
#elif defined(__unix__) || defined(__APPLE__)
#include <time.h>
uint32_t uc10_program_counter(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint32_t)((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec);
}
const char *uc10_program_counter_unit(void) { return "ns"; }
#else
uint32_t uc10_program_counter(void) { return 0; }
const char *uc10_program_counter_unit(void) { return "(no counter)"; }
#endif
