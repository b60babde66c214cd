/*
 * tests/kernels/kt.h - the kernel tests' harness on top of tests/check.h.
 *
 * Expected values come from PyTorch: tools/refdata/gen.py writes them into
 * tests/kernels/data/<family>.h as const tables (flash on a board):
 *   kt_tensor  an input (a storage plus sizes, strides, offset: views and
 *              broadcasts are inputs too) or an expected result (values in
 *              logical C order, with the sizes, strides and offset PyTorch
 *              gave it)
 *   kt_case    one call: which variant (`op', per test program), the
 *              inputs, Scalars, int arguments, the expected status and result
 * Every case checks: the status; on success the result's dtype, sizes,
 * strides, key set and values (exact, or within `ulp' units in the last
 * place / `rtol' relative error where the case says so), and that the
 * arena grew by the result only; on failure that the arena and every
 * output and in-place argument are unchanged.
 */
#ifndef UC10_KT_H
#define UC10_KT_H

#include "check.h"
#include "uc10/tensor_util.h"

#ifndef KT_ARENA_BYTES
#define KT_ARENA_BYTES 8192
#endif

typedef struct kt_tensor {
	const void *data;
	int32_t n;                        /* elements in data */
	int16_t sizes[UC10_MAX_DIMS];
	int32_t strides[UC10_MAX_DIMS];
	int32_t offset;
	uint8_t dtype, dim;
	float scale;                      /* quantized dtypes */
	int32_t zp;
} kt_tensor;

/*
 * The per_channel_affine tensors of a data file: scales and zero points as
 * PyTorch keeps them (double, int64) along dim axis.  A test program that
 * has any points kt_qpcs at its table (ended by t == NULL); a kt_tensor not
 * in it is per tensor.
 */
typedef struct kt_qpc {
	const kt_tensor *t;
	const double *scales;
	const int64_t *zps;
	int axis;
} kt_qpc;
extern const kt_qpc *kt_qpcs;

typedef struct kt_scalar {
	uint8_t tag;                      /* uc10_scalar_tag */
	uint8_t has;                      /* 0: None (an optional Scalar) */
	int64_t i;
	double d;
} kt_scalar;

#define KT_NARGS 14
typedef struct kt_case {
	const char *name;
	uint8_t op;                       /* the test program's variant */
	uint8_t status;                   /* expected uc10_status */
	uint16_t ulp;                     /* float tolerance (0: exact) */
	float rtol;                       /* or relative to max(1, |expected|) */
	const kt_tensor *in[3];
	const kt_tensor *out;             /* expected result, NULL on error */
	kt_scalar s[3];
	int32_t a[KT_NARGS];              /* int arguments, read in order with kt_args */
} kt_case;

extern uc10_arena kt_arena;

/* Set up the arena (a static buffer of KT_ARENA_BYTES) as the current one. */
void kt_init(void);

/* A tensor over the const data of k (inputs only: never written). */
uc10_tensor kt_view(const kt_tensor *k);
/* A tensor with k's geometry whose storage is a copy in the arena (to be written). */
uc10_tensor kt_copy(const kt_tensor *k);

uc10_scalar kt_sc(const kt_scalar *s);
uc10_opt_scalar kt_osc(const kt_scalar *s);

/* Reading a case's int arguments in order. */
typedef struct kt_args {
	const kt_case *c;
	int k, nb;
	int64_t buf[4][UC10_MAX_DIMS + 2];
} kt_args;
void kt_args_init(kt_args *a, const kt_case *c);
int64_t kt_int(kt_args *a);
uc10_int_list kt_list(kt_args *a);          /* len, then elements */
uc10_opt_int_list kt_opt_list(kt_args *a);  /* has, then a list */
uc10_opt_int kt_opt_int(kt_args *a);        /* has, value */
uc10_opt_dtype kt_opt_dtype(kt_args *a);    /* has, value */
uc10_opt_memory_format kt_opt_mf(kt_args *a);

/* Is t equal to the expected e (dtype, geometry, values, key set)? Reports failures. */
bool kt_expect(const kt_case *c, const uc10_tensor *t, const kt_tensor *e);

/* Are the values of t (logical order) those of e's storage viewed as e? */
bool kt_same_values(const uc10_tensor *t, const kt_tensor *e);

/* A whole case: check status; then the result (if any) and the arena. */
void kt_check(const kt_case *c, uc10_status st, const uc10_tensor *result, size_t mark_before,
              size_t result_bytes_allowed);

/*
 * A run_case's frame.  kt_begin, before the case makes its inputs: fills
 * *r, the tensor the call returns into, with a pattern (a failed call must
 * leave it), readies g (NULL: the case reads no int arguments) and returns
 * the arena's level, which kt_end goes back to.  kt_untouched: *r still
 * holds the pattern.  kt_end, after the call: kt_check of the result (if
 * st is UC10_OK), *r untouched if the call failed, the arena released.
 * (static inline: folded into run_case, they cost cortex-m0's kernel
 * programs, whose flash is nearly full, no more than the lines they replace.)
 */
static inline size_t kt_begin(const kt_case *c, kt_args *g, uc10_tensor *r);
static inline void kt_untouched(const kt_case *c);
static inline void kt_end(const kt_case *c, uc10_status st, const uc10_tensor *result, size_t mark,
                          size_t result_bytes_allowed);

/* A test program's cases: each once, then kt_sweep and kt_sweep_undefined of them all. */
void kt_run_all(const kt_case *cases, int n, void (*run)(const kt_case *));

/*
 * Arena exhaustion, for every case that succeeds: kt_sweep() runs it again
 * with the arena limited, right before the kernel call (kt_squeeze()), to
 * 0 bytes, a third of what it needs and one byte less than it needs; each
 * run must fail with UC10_E_NOMEM, leave the arena as it was and its
 * outputs untouched (the test's own checks).  run_case must call
 * kt_squeeze() just before the call and pass its value to kt_check().
 */
size_t kt_squeeze(void);
/* Every case that succeeds again with its first input undefined: it must fail, allocating nothing. */
void kt_sweep_undefined(const kt_case *cases, int n, void (*run)(const kt_case *));
void kt_sweep(const kt_case *cases, int n, void (*run)(const kt_case *));

/*
 * Messages (Note [Kernel messages]): with kt_messages set, every call that
 * fails (an expected error, an undefined input) must leave a message in
 * uc10_last_error() -- kt_squeeze() clears it right before the call, so a
 * stale one does not count -- and a case named in kt_msg_samples (ended by
 * a NULL name) must have each of its needles in its message.  Off by
 * default: a test program turns it on when its kernels give messages.
 * Exhaustion runs (UC10_E_NOMEM) must say "memory".
 */
typedef struct kt_msg {
	const char *name;     /* a case's name */
	const char *needle;   /* a substring its message must contain */
} kt_msg;
extern bool kt_messages;
extern const kt_msg *kt_msg_samples;
/* The current message is non-empty (and holds needle, if not NULL)?  Reports failures. */
bool kt_expect_msg(const char *what, const char *needle);
/* Print how many messages were checked (CHECK: some were). */
void kt_msg_report(void);
/* Forget the current message (before a call whose message is checked). */
void kt_clear_msg(void);

/*
 * The whole main() of a program whose checks are its cases: kt_init, every
 * failed call's message checked against `samples' (kt_messages,
 * kt_msg_samples), kt_run_all, kt_msg_report, and check_done(suite)'s
 * closing line and exit status.
 */
int kt_main(const char *suite, const kt_case *cases, int n, void (*run)(const kt_case *), const kt_msg *samples);

/* Element i (logical C order) of t as double / int64. */
double kt_get_f(const uc10_tensor *t, int64_t i);
int64_t kt_get_i(const uc10_tensor *t, int64_t i);

#endif
