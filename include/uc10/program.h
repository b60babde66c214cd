/*
 * uc10/program.h - what a generated program (m4/emit_program.m4) runs on.
 *
 * A program is a model's forward pass compiled at build time (Note
 * [Programs] in m4/program.m4): its calls are typed calls to the
 * dispatcher, and every result lives at an offset of one arena that the
 * build computed (Note [Memory plan] in m4/plan.m4).  The functions here
 * are the run-time half of that plan: each call gets a window of the
 * arena that starts at its result's planned offset and ends at the next
 * value alive during the call, and (in a checking build) its result is
 * checked against the program (dtype, shape, where its storage is) before
 * the next call runs.
 * Not thread-safe: one program runs at a time (the current arena is
 * global, Note [Arena]).  Note [Program builds] says what a production,
 * a checking and a profiling build do.
 */
#ifndef UC10_PROGRAM_H
#define UC10_PROGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "uc10/arena.h"
#include "uc10/tensor.h"

/*
 * Note [Program builds]
 * What a run does besides its calls is chosen when the firmware is built,
 * for the generated C and src/program/ alike:
 *   production (the default)  each call gets its window of the arena
 *       (uc10_program_before) and its status is tested; the inputs and the
 *       arena's size are checked once.  No counter is read, no timer
 *       touched, no table of statistics kept.
 *   UC10_PROGRAM_CHECK  (`make program-check') after each call its result
 *       is checked against the program (dtype, shape, where its storage
 *       is), its kernel's scratch against the plan, and the arena's peak
 *       kept: uc10_program_last().
 *   UC10_PROGRAM_PROFILE  (PROFILE=1) the port's counter (uc10/counter.h)
 *       around each call and the kernel each call's key set selects:
 *       uc10_program_profile_last().
 * The structures below are the same in every build (a production info
 * has no check facts: checks is NULL), so that objects of either kind
 * link together.
 */

/* One call of a program, as the plan placed its result. */
typedef struct uc10_program_call {
	size_t off, end;         /* own storage: offset, window end */
	size_t scratch_off;      /* the kernel's scratch, planned apart from the result */
	size_t scratch;          /* its bytes (0: none planned; the window is [off, end)) */
	int base;                /* -1: own storage; else the descriptor whose storage the result shares */
} uc10_program_call;

/* What a checking build tests a call's result against. */
typedef struct uc10_program_call_check {
	const char *op;          /* qualified name with overload, e.g. "aten::conv2d" */
	const char *where;       /* the program file's line */
	size_t bytes;            /* own storage's planned bytes */
	size_t declined;         /* bytes of a request the plan leaves unserved on purpose */
	uint8_t dtype;           /* the result the program expects */
	const int64_t *sizes;
	int dim;
} uc10_program_call_check;

typedef struct uc10_program_info {
	const char *name;
	const uc10_program_call *calls;
	const uc10_program_call_check *checks;   /* NULL in a production build */
	int ncalls;
	size_t arena_bytes;      /* UC10_PROGRAM_<NAME>_ARENA_BYTES */
	size_t lower_bound;      /* largest sum of bytes alive at one call */
} uc10_program_info;

/* A run in progress (the generated run function's local). */
typedef struct uc10_program_state {
	const uc10_program_info *info;
	unsigned char *buf;
	uc10_arena arena;        /* the window of the call running */
	uc10_arena *saved;       /* the caller's current arena, given back at the end */
	size_t peak;             /* highest byte of the arena any call used (checking build) */
	int call;                /* the call running */
	uint32_t t0;             /* its start, on the port's counter (profile) */
} uc10_program_state;

uc10_status uc10_program_begin(uc10_program_state *s, const uc10_program_info *info, void *arena, size_t arena_bytes);
uc10_status uc10_program_input(uc10_program_state *s, uc10_tensor *dst, const uc10_tensor *in, uc10_dtype dt,
                               const int64_t *sizes, int dim);
/*
 * An input in the arena (INPUT=arena: Note [Input in the arena] in
 * m4/plan.m4) at byte off: in itself if its storage is already there (the
 * caller wrote it in place), else a contiguous copy of it put there.
 */
uc10_status uc10_program_input_at(uc10_program_state *s, uc10_tensor *dst, const uc10_tensor *in, uc10_dtype dt,
                                  const int64_t *sizes, int dim, size_t off);
void uc10_program_before(uc10_program_state *s, int call);
uc10_status uc10_program_end(uc10_program_state *s, uc10_status st);

/* A checking build: what the last run did: the peak of the arena, the call
 * that failed (-1: none), the calls whose kernel's scratch was not the
 * plan's (a request the plan did not serve, so that the kernel ran its
 * slower fallback; or fewer bytes used than planned: RAM no kernel uses). */
typedef struct uc10_program_stats {
	const uc10_program_info *info;
	size_t peak;
	int failed;
	int short_calls;         /* calls whose kernel asked for more than the plan served */
	int short_call;          /* the first of them (-1: none) */
	size_t short_asked;      /* its kernel's largest request refused */
	int spare_calls;         /* calls whose kernel used less scratch than planned */
	int spare_call;          /* the first of them (-1: none) */
	size_t spare_used;       /* the scratch it used */
} uc10_program_stats;
const uc10_program_stats *uc10_program_last(void);
/* The checks after call `call': its result r (v: the run's descriptors). */
uc10_status uc10_program_after(uc10_program_state *s, int call, uc10_status st, const uc10_tensor *r,
                               const uc10_tensor *v);
/* Result K > 0 of a call with several results (UC10_RESULT): at byte off of
 * the arena, of the program's dtype and shape. */
uc10_status uc10_program_result(uc10_program_state *s, int call, const uc10_tensor *r, size_t off, uc10_dtype dt,
                                const int64_t *sizes, int dim);

/* A profiling build: per call the port's counter's count and the kernel its
 * tensors' key set selects in the dispatch table. */
#ifndef UC10_PROGRAM_MAX_PROFILE
#define UC10_PROGRAM_MAX_PROFILE 128
#endif
typedef struct uc10_program_profile {
	uint32_t count[UC10_PROGRAM_MAX_PROFILE];
	const char *kernel[UC10_PROGRAM_MAX_PROFILE];
	uint32_t total;
} uc10_program_profile;
const uc10_program_profile *uc10_program_profile_last(void);
struct uc10_op;
void uc10_program_count(uc10_program_state *s, int call, const struct uc10_op *op, uc10_ks tensor_ks);
const char *uc10_program_counter_unit(void);

/*
 * A checking build's stack, measured against the bound the build computed
 * (UC10_PROGRAM_<NAME>_STACK_BYTES, Note [Stack bound] in
 * tools/program-stack.awk):
 *     uintptr_t top = uc10_program_sp();
 *     uc10_program_stack_paint(bound + UC10_PROGRAM_STACK_MARGIN);
 *     st = uc10_program_NAME_run(...);
 *     used = uc10_program_stack_used(top, bound + UC10_PROGRAM_STACK_MARGIN);
 * (report.c); `used' is SIZE_MAX if the run went below what was painted.
 */
#ifndef UC10_PROGRAM_STACK_MARGIN
#define UC10_PROGRAM_STACK_MARGIN 512
#endif
void uc10_program_stack_paint(size_t bytes);
size_t uc10_program_stack_used(uintptr_t top, size_t bytes);
__attribute__((always_inline)) static inline uintptr_t uc10_program_sp(void)
{
	uintptr_t sp;
#if defined(__arm__) || defined(__thumb__) || defined(__aarch64__)
	__asm__ volatile("mov %0, sp" : "=r"(sp));
#elif defined(__riscv)
	__asm__ volatile("mv %0, sp" : "=r"(sp));
#elif defined(__x86_64__)
	__asm__ volatile("mov %%rsp, %0" : "=r"(sp));
#else
	volatile char here;
	sp = (uintptr_t)&here;
#endif
	return sp;
}

/* PyTorch's output, for `make program-check'. */
typedef struct uc10_program_reference {
	uc10_dtype dtype;
	const int64_t *sizes;
	int dim;
	const void *data;        /* values; quantized: the integers */
	double tolerance;        /* float: |got - want| <= tolerance * max(1, |want|) */
	double q_scale;          /* quantized: the output's scale and zero point */
	int64_t q_zero_point;
} uc10_program_reference;

/* What the check firmware measured besides the output. */
typedef struct uc10_program_run_facts {
	size_t stack_used;       /* uc10_program_stack_used() */
	size_t stack_bound;      /* UC10_PROGRAM_<NAME>_STACK_BYTES */
	int refusals, tries;     /* bad inputs refused as they must be, of those tried */
} uc10_program_run_facts;

/* Bad input: fill the arena and *o with a pattern (call before the run),
 * then (uc10_program_refused) true if the run returned `want' and left both
 * as they were, else print what is wrong. */
void uc10_program_refuse_prepare(unsigned char *arena, size_t bytes, uc10_tensor *o);
bool uc10_program_refused(const uc10_program_info *info, const char *what, const unsigned char *arena, size_t bytes,
                          const uc10_tensor *o, uc10_status want, uc10_status got);

/* Compare, print `NAME: match' or what differs, the plan's bytes and the
 * peak used, the stack used against its bound, the bad inputs refused, the
 * profile if built with one; true when every check passed. */
bool uc10_program_report(const uc10_program_info *info, uc10_status st, const uc10_tensor *out,
                         const uc10_program_reference *ref, const uc10_program_run_facts *f);

#endif
