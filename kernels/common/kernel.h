/*
 * kernels/common/kernel.h - what kernels share (internal; uc10__ prefix).
 *
 * Note [Kernel contract]
 * A kernel checks everything it can before it writes anything: null and
 * undefined tensors (UC10_E_NULL), dtypes (UC10_E_DTYPE), shapes
 * (UC10_E_SHAPE), other argument values (UC10_E_ARG), aliasing
 * (UC10_E_ALIAS).  It then allocates its outputs and temporaries from the
 * current arena (Note [Arena]), its outputs first and in the schema's
 * order (a program plans several results as one buffer in that order:
 * UC10_RESULT in m4/program.m4); when that fails (UC10_E_NOMEM) it releases
 * back to the mark it took on entry.  Only then does it compute, which
 * cannot fail.  So a failed call leaves its outputs, its in-place argument
 * and the arena exactly as they were.
 *
 * Note [Iteration]
 * uc10__iter walks up to UC10__MAX_OPS strided operands over one shape as
 * TensorIterator does: dims are ordered by stride (TensorIterator's
 * reorder_dimensions, dim 0 fastest), adjacent dims are coalesced, and the
 * typed loop sees rows: `shape[0]` elements at byte strides
 * `stride[k][0]` from `ptr[k]`:
 *
 *     for (bool more = uc10__iter_begin(it); more; more = uc10__iter_next(it))
 *         for (int64_t i = 0; i < it->shape[0]; i++)
 *             ... it->ptr[k] + i * it->stride[k][0] ...
 */
#ifndef UC10_KERNEL_H
#define UC10_KERNEL_H

#include "uc10/tensor_util.h"
#include "uc10/dispatcher.h"   /* uc10_fail */

#define UC10__MAX_OPS 3

typedef struct uc10__iter {
	int nops, ndim;
	int64_t shape[UC10_MAX_DIMS];                  /* dim 0 fastest */
	int64_t stride[UC10__MAX_OPS][UC10_MAX_DIMS];  /* bytes */
	char *base[UC10__MAX_OPS];
	char *ptr[UC10__MAX_OPS];                      /* start of the current row */
	int64_t idx[UC10_MAX_DIMS];
	bool empty;
} uc10__iter;

/*
 * Set up iteration over `shape` (C order, `dim` dims) for ops[0..nops-1],
 * each broadcast to shape (its dims aligned at the right; the caller has
 * checked that they broadcast).  ops[0] is the output when there is one.
 */
void uc10__iter_init(uc10__iter *it, const int64_t *shape, int dim, int nops,
                     const uc10_tensor *const *ops);
bool uc10__iter_begin(uc10__iter *it);
bool uc10__iter_next(uc10__iter *it);

/*
 * Byte strides of `t` broadcast to shape (0 where t has no dim or size 1
 * against a larger size), C order.
 */
void uc10__broadcast_strides(const uc10_tensor *t, const int64_t *shape, int dim, int64_t *bstrides);

/*
 * TensorIterator's dimension order: perm[0] is the fastest dim.  strides[k]
 * are operand k's byte strides over the shape (uc10__broadcast_strides).
 */
void uc10__ti_perm(const int64_t *shape, int dim, int nops, int64_t (*strides)[UC10_MAX_DIMS], int *perm);

/*
 * Strides (elements) of the output TensorIterator allocates for the inputs
 * in[0..nin-1] over the broadcast shape: fast setup (all inputs of the same
 * shape and all contiguous / all channels_last / all dense with the same
 * strides) or else the strides that follow the inputs' dimension order.
 */
void uc10__ti_out_strides(const int64_t *shape, int dim, int nin, const uc10_tensor *const *in,
                          int64_t *strides);

/*
 * Memory overlap (at::get_overlap_status / has_internal_overlap):
 * UC10_E_ALIAS when `out` overlaps `in` partially (the same elements with
 * other strides, or a shifted range), or when out's elements share memory
 * (a zero stride over a size > 1).
 */
uc10_status uc10__check_no_partial_overlap(const uc10_tensor *out, const uc10_tensor *in);
uc10_status uc10__check_no_internal_overlap(const uc10_tensor *out);
bool uc10__same_tensor(const uc10_tensor *a, const uc10_tensor *b);

/*
 * An int[2] argument (stride, padding, dilation, kernel_size) as PyTorch's
 * expand_param_if_needed reads it: one value means both dims.  false when
 * the list is not one or two ints; the caller gives its op's message.
 */
bool uc10__int_pair(uc10_int_list l, int64_t v[2]);

/* A tensor that is not NULL and defined? */
static inline bool uc10__defined(const uc10_tensor *t)
{
	return t && t->defined;
}

/*
 * Element i, in C order over its sizes, of t, a float32 tensor of any
 * strides: for kernels that read a few elements by index (layer norm's
 * rows, a dynamic linear's input) and need no iterator.
 */
static inline float uc10__f32_at(const uc10_tensor *t, int64_t i)
{
	int64_t off = 0;

	for (int d = t->dim - 1; d >= 0; d--) {
		off += (i % t->sizes[d]) * t->strides[d];
		i /= t->sizes[d];
	}
	return ((const float *)uc10_tensor_ptr(t))[off];
}

/* A defined tensor?  (NULL or undefined -> UC10_E_NULL, with a message) */
uc10_status uc10__check_defined(const uc10_tensor *t);

/*
 * Elementwise copy with dtype conversion (c10::convert), src broadcast to
 * dst's shape.  Both plain (non-quantized) dtypes uc10 stores.  No checks:
 * the caller has made sure of shapes and overlap.
 */
void uc10__copy_convert(const uc10_tensor *dst, const uc10_tensor *src);

/*
 * Elementwise copy between tensors of one plain dtype (dst->dtype ==
 * src->dtype), src broadcast to dst's shape: a copy that converts nothing,
 * without copy_convert's loops for every pair of dtypes.  No checks.
 */
void uc10__copy_same(const uc10_tensor *dst, const uc10_tensor *src);

/* ---- elementwise ops (TensorIterator-lite) ------------------------------ */

/*
 * UC10__FAST_LOOP marks the elementwise loop functions (uc10_ew_loop in
 * kernels/generic.m4) to be compiled at -O3 whatever the build's OPT: their
 * contiguous rows then become vector code (BENCHMARKS.md section 7,
 * proposal K1: add.out on 1M floats from 34% to over half of memcpy's
 * bandwidth on the host at -Os).  Only where GCC has a SIMD unit to use:
 * on the M-profile and RV32 boards -O3 would only unroll, flash for a few
 * instructions per element; clang has no per-function optimize attribute.
 * Define it (e.g. empty) on the command line to override.
 */
#ifndef UC10__FAST_LOOP
#if defined(__GNUC__) && !defined(__clang__) && (defined(__SSE2__) || defined(__ARM_NEON) || defined(__riscv_vector))
#define UC10__FAST_LOOP __attribute__((optimize("O3")))
#else
#define UC10__FAST_LOOP
#endif
#endif

typedef void (*uc10__loop_fn)(uc10__iter *it, const void *ctx);

/*
 * An elementwise op: inputs t[k], or a wrapped Scalar s[k] where t[k] is
 * NULL; `dtype` is the dtype the loop computes in (every input is
 * converted to it first, as TensorIterator's CPU temporaries do) and the
 * dtype of a new output; `loop` runs with ops {out, in...} all of that
 * dtype; `ctx` is passed to it (alpha, bounds, ...).
 */
typedef struct uc10__ew {
	const char *name;   /* the op ("aten::add"), for messages */
	int nin;
	const uc10_tensor *t[2];
	uc10_scalar s[2];
	uc10_dtype dtype;
	uc10__loop_fn loop;
	const void *ctx;
} uc10__ew;

/* Functional: allocate *out (TensorIterator's output strides) and compute. */
uc10_status uc10__ew_new(uc10_tensor *out, const uc10__ew *op);

/*
 * Into an existing tensor (out= or in-place): out must have the broadcast
 * shape (UC10_E_SHAPE: uc10 cannot resize), op->dtype must cast to out's
 * dtype (UC10_E_DTYPE), no partial overlap with an input (UC10_E_ALIAS).
 */
uc10_status uc10__ew_into(uc10_tensor *out, const uc10__ew *op);

/*
 * Note [Structured kernels]
 * PyTorch writes an op once for its functional, in-place and out= variants
 * (TORCH_META_FUNC checks the arguments and decides the result's dtype,
 * TORCH_IMPL_FUNC computes; the variants differ only in where the result
 * goes).  uc10's elementwise ops do the same: one prepare function per op
 * fills a uc10__ew (the meta step, which may fail), and each variant is
 *
 *     return uc10__ew_run(OP_prepare_(&op, ...), &op, UC10__OUT, out);
 *
 * FUNCTIONAL allocates *dst (uc10__ew_new), INPLACE and OUT compute into
 * the existing *dst (uc10__ew_into: self, or out).  A failed prepare's
 * status is returned as it is and nothing is touched.
 */
typedef enum uc10__variant { UC10__FUNCTIONAL, UC10__INPLACE, UC10__OUT } uc10__variant;
uc10_status uc10__ew_run(uc10_status prepared, const uc10__ew *op, uc10__variant v, uc10_tensor *dst);

/* The shape of the inputs of op broadcast together. */
uc10_status uc10__ew_shape(const uc10__ew *op, int64_t *shape, int *dim);

/* Mark of the current arena, and release to it (for the error paths). */
size_t uc10__mark(void);
void uc10__release(size_t mark);

/*
 * fmaf(x, y, z) correctly rounded (one rounding), as PyTorch's AVX2
 * kernels compute x * y + z.  Hardware FMA when the target has it
 * (__FP_FAST_FMAF); else in double: x * y is exact there, the sum's
 * rounding error is recovered (TwoSum) and folded into the last bit
 * ("round to odd", valid as 53 >= 2 * 24 + 2), so the final rounding to
 * float is the only one that counts.  Some C libraries' fmaf (picolibc on
 * ARMv6-M) round twice.
 */
static inline float uc10__fmaf(float x, float y, float z)
{
#ifdef __FP_FAST_FMAF
	return __builtin_fmaf(x, y, z);
#else
	double p = (double)x * (double)y, s = p + (double)z, bb = s - p;
	double e = (p - (s - bb)) + ((double)z - bb);

	if (e != 0 && e == e && s - s == 0) {
		uint64_t u;
		__builtin_memcpy(&u, &s, 8);
		if (!(u & 1)) {
			u += ((e > 0) == (s > 0)) ? 1 : (uint64_t)-1;
			__builtin_memcpy(&s, &u, 8);
		}
	}
	return (float)s;
#endif
}

/*
 * Composites allocate temporaries before their result; to leave only the
 * result allocated (Note [Kernel contract]) move its storage down to
 * `mark` and release the rest.  Nothing else above mark may be live.
 */
void uc10__keep_only(size_t mark, uc10_tensor *result);

/*
 * Note [Kernel messages]
 * Every error a kernel returns goes through uc10_fail, so uc10_last_error()
 * says what went wrong: "<op>: <what is wrong>", in PyTorch's words where
 * PyTorch has them (TORCH_CHECK's text), naming the argument.  The op is
 * the schema name ("aten::add.out").  These helpers keep the pieces many
 * kernels share in flash once.
 */
/* a + b + c + d, as uc10_fail (which takes three pieces). */
uc10_status uc10__fail4(uc10_status st, const char *a, const char *b, const char *c, const char *d);
uc10_status uc10__fail5(uc10_status st, const char *a, const char *b, const char *c, const char *d, const char *e);
/* UC10_E_NULL: "<op>: Expected a proper Tensor but got None (or an undefined Tensor in C++) for argument '<arg>'" */
uc10_status uc10__fail_null(const char *op, const char *arg);
/* UC10_E_DTYPE: "<op>: not implemented for '<Float|Long|...>'" (AT_DISPATCH's message) */
uc10_status uc10__fail_dtype(const char *op, int dt);
/*
 * Whether kernel FN takes dtype DT for its first Tensor argument: the
 * dtypes its registration lists (UC10_IMPL's fifth argument, Note [Kernel
 * dtypes] in m4/registry.m4), which a program's build checks too.
 */
#define UC10__KERNEL_TAKES(fn, dt) ((UC10_KERNEL_DTYPES_##fn >> (unsigned)(dt)) & 1u)
/* v in decimal, for a message: a pointer into buf (21 bytes) */
const char *uc10__dec(int64_t v, char *buf);
/* c10's name of a dtype: "Float", "Long", ... */
const char *uc10__dtype_name(int dt);
/*
 * st from the tensor layer's allocation (uc10_tensor_empty...), which sets
 * no message: on failure "<op>: out of memory: ..." (UC10_E_NOMEM), or
 * what else went wrong.  Returns st.
 */
uc10_status uc10__alloc_st(const char *op, uc10_status st);
/* uc10_wrap_dim, with maybe_wrap_dim's message on failure */
uc10_status uc10__wrap_dim(const char *op, int64_t dim, int n, int *out);
/* uc10_scalar_to_checked, with checked_convert's message on failure */
uc10_status uc10__scalar_to(const char *op, void *dst, uc10_dtype dt, uc10_scalar v);
/*
 * What the tensor layer's empty / empty_like accept as a memory format,
 * with PyTorch's message: channels_last for 4-d only, preserve only where
 * preserve_ok (empty_like, clone).
 */
uc10_status uc10__check_memory_format(const char *op, uc10_memory_format mf, int dim, bool preserve_ok);
/* uc10_broadcast_shapes, with infer_size's message on failure */
uc10_status uc10__broadcast(const char *op, const int64_t *a, int adim, const int64_t *b, int bdim,
                            int64_t *out, int *odim);

/* Dtypes the elementwise kernels compute in. */
bool uc10__is_arith_dtype(uc10_dtype dt);

#endif
