/*
 * uc10/program.h - what a generated program (m4/emit_program.m4) runs on.
 *
 * A program is a model's forward pass compiled at build time (Note
 * [Programs] in m4/program.m4): its calls are typed calls to the
 * dispatcher, and every result lives at an offset of one arena that the
 * build computed (Note [Memory plan] in m4/plan.m4).  The functions here
 * are the run-time half of that plan: each call gets a window of the
 * arena that starts at its result's planned offset and ends at the next
 * value alive during the call, and its result is checked against the
 * program (dtype, shape, where its storage is) before the next call runs.
 * Not thread-safe: one program runs at a time (the current arena is
 * global, Note [Arena]).
 */
#ifndef UC10_PROGRAM_H
#define UC10_PROGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "uc10/arena.h"
#include "uc10/tensor.h"

/* One call of a program, as the plan placed its result. */
typedef struct uc10_program_call {
	const char *op;          /* qualified name with overload, e.g. "aten::conv2d" */
	const char *where;       /* the program file's line */
	size_t off, bytes, end;  /* own storage: offset, planned bytes, window end */
	size_t scratch_off;      /* the kernel's scratch, planned apart from the result */
	size_t scratch;          /* its bytes (0: none planned; the window is [off, end)) */
	size_t declined;         /* bytes of a request the plan leaves unserved on purpose */
	int base;                /* -1: own storage; else the value whose storage it shares */
	uint8_t dtype;           /* the result the program expects */
	const int64_t *sizes;
	int dim;
} uc10_program_call;

typedef struct uc10_program_info {
	const char *name;
	const uc10_program_call *calls;
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
	size_t peak;             /* highest byte of the arena any call used */
	int call;                /* the call running */
	uint32_t t0;             /* its start, on the profile counter */
} uc10_program_state;

/* What the last run did: the peak of the arena, the call that failed (-1:
 * none), the calls whose kernel's scratch was not the plan's (a request
 * the plan did not serve, so that the kernel ran its slower fallback; or
 * fewer bytes used than planned: RAM no kernel uses), and with
 * UC10_PROGRAM_PROFILE per call the counter's ticks. */
#ifndef UC10_PROGRAM_MAX_PROFILE
#define UC10_PROGRAM_MAX_PROFILE 128
#endif
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
	uint32_t ticks[UC10_PROGRAM_MAX_PROFILE];
	const char *kernel[UC10_PROGRAM_MAX_PROFILE];   /* the kernel its key set selects */
	uint32_t total;
} uc10_program_stats;
const uc10_program_stats *uc10_program_last(void);

uc10_status uc10_program_begin(uc10_program_state *s, const uc10_program_info *info, void *arena);
uc10_status uc10_program_input(uc10_program_state *s, uc10_tensor *dst, const uc10_tensor *in, uc10_dtype dt,
                               const int64_t *sizes, int dim);
void uc10_program_before(uc10_program_state *s, int call);
uc10_status uc10_program_after(uc10_program_state *s, int call, uc10_status st, const uc10_tensor *r,
                               const uc10_tensor *v);
/* Result K > 0 of a call with several results (UC10_RESULT): at byte off of
 * the arena, of the program's dtype and shape. */
uc10_status uc10_program_result(uc10_program_state *s, int call, const uc10_tensor *r, size_t off, uc10_dtype dt,
                                const int64_t *sizes, int dim);
uc10_status uc10_program_end(uc10_program_state *s, uc10_status st);
/* Profile: the kernel call `call' dispatched to for its tensors' key set. */
struct uc10_op;
void uc10_program_kernel(uc10_program_state *s, int call, const struct uc10_op *op, uc10_ks tensor_ks);

/*
 * The profile counter: cycles (DWT CYCCNT on Cortex-M3/M4/M7 silicon),
 * instructions under QEMU (SysTick x 40 at -icount shift=0 on Cortex-M,
 * where QEMU has no DWT; minstret on RV32) or a host clock in nanoseconds.
 * Its unit, for the table's heading.
 */
uint32_t uc10_program_counter(void);
const char *uc10_program_counter_unit(void);

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

/* Compare, print `NAME: match' or what differs, the plan's bytes and the
 * peak used, the profile if built with one; true on a match. */
bool uc10_program_report(const uc10_program_info *info, uc10_status st, const uc10_tensor *out,
                         const uc10_program_reference *ref);

#endif
