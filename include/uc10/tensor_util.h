/*
 * uc10/tensor_util.h - making and describing tensors: key sets, dtypes,
 * strides and contiguity, arena allocation, broadcasting, type promotion.
 *
 * Every function here follows what c10::TensorImpl / ATen does for the same
 * question, so that a kernel built on them gives PyTorch's shapes, strides
 * and dtypes.  Functions that can fail return uc10_status and leave their
 * outputs untouched on failure.
 */
#ifndef UC10_TENSOR_UTIL_H
#define UC10_TENSOR_UTIL_H

#include "uc10/tensor.h"
#include "uc10/arena.h"

/*
 * Note [Tensor key sets]
 * The DispatchKeySet a tensor carries (the layout in uc10/keyset.h, the
 * reference semantics (a)/(b)): a CPU tensor carries {CPU,
 * ADInplaceOrView, AutogradCPU, AutocastCPU}, a quantized CPU tensor the
 * same with QuantizedCPU instead of CPU: what PyTorch 1.13 gives
 * torch.empty(...) and torch.quantize_per_tensor(...).  The two sets are
 * UC10_KS_CPU_TENSOR and UC10_KS_QUANTIZED_CPU_TENSOR, generated from
 * m4/keys.m4 (`_uc10_keyset') into uc10_keys.h with every other key set.
 */
#include "uc10/keyset.h"

/* The key set a tensor of this dtype gets (quantized dtypes: QuantizedCPU). */
uc10_ks uc10_dtype_key_set(uc10_dtype dt);

/* ---- dtypes ------------------------------------------------------------ */

/* Bytes per element; 0 for a dtype uc10 does not store (f16, f64, ...). */
size_t uc10_dtype_itemsize(uc10_dtype dt);
bool uc10_dtype_is_floating(uc10_dtype dt);        /* float16/32/64 */
bool uc10_dtype_is_integral(uc10_dtype dt, bool include_bool);
bool uc10_dtype_is_quantized(uc10_dtype dt);       /* qint8, quint8, qint32 */
/* The plain dtype a quantized one stores (qint8 -> int8, quint8 -> uint8). */
uc10_dtype uc10_dtype_underlying(uc10_dtype dt);

/*
 * c10::promoteTypes: the smallest dtype both fit in (uint8+int8 -> int16,
 * int + float -> the float, bool + x -> x).  UC10_DTYPE_UNDEFINED when
 * PyTorch refuses (quantized with anything but itself) or either is
 * undefined and the other is too.
 */
uc10_dtype uc10_promote_types(uc10_dtype a, uc10_dtype b);

/* c10::canCast: no float -> integral, no non-bool -> bool. */
bool uc10_can_cast(uc10_dtype from, uc10_dtype to);

/*
 * at::native::result_type over tensors and Scalars (ResultTypeState):
 * dimensioned tensors outrank zero-dim tensors, which outrank wrapped
 * numbers (Scalars), unless a lower rank is of a higher category
 * (bool < integral < floating).  A float Scalar counts as the default dtype
 * float32, an int Scalar as int64, a bool Scalar as bool.  So int32 tensor
 * + 2.5 -> float32, int8 tensor + 1000 -> int8, bool tensor + 1 -> int64.
 */
typedef struct uc10_result_type_state {
	uc10_dtype dim_result, zero_result, wrapped_result;
} uc10_result_type_state;
void uc10_result_type_init(uc10_result_type_state *s);
void uc10_result_type_tensor(uc10_result_type_state *s, const uc10_tensor *t);
void uc10_result_type_scalar(uc10_result_type_state *s, uc10_scalar v);
uc10_dtype uc10_result_type(const uc10_result_type_state *s);

/* ---- Scalars ----------------------------------------------------------- */

/* The dtype of a Scalar as a tensor would hold it: int64, float64 or bool. */
uc10_dtype uc10_scalar_dtype(uc10_scalar v);
bool uc10_scalar_is_floating(uc10_scalar v);
double uc10_scalar_to_double(uc10_scalar v);
int64_t uc10_scalar_to_int64(uc10_scalar v);     /* float: C truncation, NaN -> INT64_MIN */

/*
 * Scalar::to<T>() (c10 checked_convert): store v as one element of dtype
 * dt at dst.  UC10_E_ARG when PyTorch says "value cannot be converted to
 * type ... without overflow" (e.g. 300 to int8, 1e300 to float32, NaN to
 * int32; uint8 accepts -255..255, negative values wrap); UC10_E_DTYPE for a
 * dtype uc10 does not store.  dst is untouched on failure.
 */
uc10_status uc10_scalar_to_checked(void *dst, uc10_dtype dt, uc10_scalar v);

/*
 * static_cast (c10::convert) of a Scalar to dtype dt, no range check: what
 * a Scalar wrapped into a tensor and copied to dt becomes (1000 -> int8 is
 * -24).  Float -> integral truncates toward zero; out-of-range and NaN give
 * what x86-64 gives (int32: INT32_MIN; int8/int16: the low bits of that;
 * uint8 goes through int64), so results do not depend on the target.
 */
uc10_status uc10_scalar_to_unchecked(void *dst, uc10_dtype dt, uc10_scalar v);

/*
 * Float -> integer conversion as x86-64 does it (cvttss2si / cvttsd2si):
 * truncation toward zero; NaN and out-of-range values give the "integer
 * indefinite" INT32_MIN / INT64_MIN.  PyTorch's static_cast on its build
 * machine behaves so; ARM saturates instead, so uc10 spells it out.
 */
static inline int32_t uc10_cvt_f2i32(double d)
{
	return (d > -2147483649.0 && d < 2147483648.0) ? (int32_t)d : INT32_MIN;
}
static inline int64_t uc10_cvt_f2i64(double d)
{
	return (d >= -9223372036854775808.0 && d < 9223372036854775808.0) ? (int64_t)d : INT64_MIN;
}

/* ---- sizes, strides, contiguity --------------------------------------- */

/* a*b and a+b for sizes: UC10_E_OVERFLOW if the result leaves int64. */
uc10_status uc10_mul_overflow(int64_t a, int64_t b, int64_t *r);
uc10_status uc10_add_overflow(int64_t a, int64_t b, int64_t *r);

/* Product of sizes, checked: UC10_E_ARG for a negative size, UC10_E_OVERFLOW. */
uc10_status uc10_shape_numel(const int64_t *sizes, int dim, int64_t *numel);

/* Number of elements of a valid tensor (its sizes were checked when made). */
int64_t uc10_tensor_numel(const uc10_tensor *t);

/*
 * Contiguous strides as TensorImpl::empty_tensor_restride(Contiguous):
 * stride[i] = stride[i+1] * max(size[i+1], 1).  Checked for overflow.
 */
uc10_status uc10_contiguous_strides(const int64_t *sizes, int dim, int64_t *strides);

/*
 * get_channels_last_strides_2d: for 4-d (N,C,H,W) strides (H*W*C, 1, W*C,
 * C); for 3-d (C,H,W) (1, W*C, C).  Zero sizes are not clamped to 1, as in
 * PyTorch.  UC10_E_ARG for other ranks ("required rank 4 tensor to use
 * channels_last format").
 */
uc10_status uc10_channels_last_strides(const int64_t *sizes, int dim, int64_t *strides);

/* TensorImpl::compute_contiguous: size-1 dims are ignored, empty is contiguous. */
bool uc10_compute_contiguous(const int64_t *sizes, const int64_t *strides, int dim);
/* compute_channels_last_contiguous_2d: 4-d only (3-d is false, as in 1.13). */
bool uc10_compute_channels_last_contiguous(const int64_t *sizes, const int64_t *strides, int dim);
/* compute_non_overlapping_and_dense. */
bool uc10_compute_non_overlapping_and_dense(const int64_t *sizes, const int64_t *strides, int dim);
/* is_channels_last_strides_2d (the heuristic behind suggest_memory_format). */
bool uc10_compute_strides_like_channels_last(const int64_t *sizes, const int64_t *strides, int dim);

/*
 * Recompute the cached flags after sizes/strides changed.  is_contiguous is
 * TensorImpl's is_contiguous_; is_channels_last is TensorImpl's
 * is_channels_last_contiguous_, i.e. is_contiguous(channels_last).
 */
void uc10_tensor_refresh(uc10_tensor *t);

bool uc10_tensor_is_contiguous_as(const uc10_tensor *t, uc10_memory_format mf);
bool uc10_tensor_is_non_overlapping_and_dense(const uc10_tensor *t);
/* TensorBase::suggest_memory_format(): channels_last or contiguous. */
uc10_memory_format uc10_tensor_suggest_memory_format(const uc10_tensor *t);

/* Same sizes (and dim)? */
bool uc10_tensor_same_shape(const uc10_tensor *a, const uc10_tensor *b);

/* Address of element 0: data + storage_offset * itemsize. */
void *uc10_tensor_ptr(const uc10_tensor *t);

/*
 * Span of memory a tensor can touch: [ptr + lo, ptr + hi) in bytes from its
 * element 0 (lo <= 0 only with negative strides, which uc10 never makes).
 * Checked for overflow when the tensor is made, so not here.
 */
void uc10_tensor_byte_span(const uc10_tensor *t, int64_t *lo, int64_t *hi);

/* ---- making tensors ---------------------------------------------------- */

/*
 * A contiguous tensor over caller-owned `data` (NULL allowed when numel is
 * 0).  Sets key_set from dtype, contiguous strides, offset 0, q params
 * scale 1 / zero point 0.  UC10_E_ARG: dim > UC10_MAX_DIMS or a negative
 * size; UC10_E_DTYPE: a dtype uc10 does not store; UC10_E_OVERFLOW: the
 * byte size does not fit in int64 / size_t.
 */
uc10_status uc10_tensor_init(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim, void *data);

/*
 * A contiguous tensor over read-only data, e.g. weights in flash:
 *     static const float w[8 * 3 * 3 * 3] = { ... };
 *     uc10_tensor_from_const(&weight, UC10_FLOAT32, (const int64_t[]){ 8, 3, 3, 3 }, 4, w);
 * As uc10_tensor_init, without a cast at the call site.  The tensor may be
 * passed wherever a `const uc10_tensor *` argument is taken (kernels never
 * write those); never as an in-place or out= tensor.
 */
uc10_status uc10_tensor_from_const(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim, const void *data);

/* As uc10_tensor_init with explicit strides (no negative ones) and offset. */
uc10_status uc10_tensor_init_strided(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes,
                                     const int64_t *strides, int dim, int64_t storage_offset, void *data);

/* An undefined tensor (at::Tensor()). */
void uc10_tensor_undefined(uc10_tensor *t);

/*
 * Allocate from the current arena (uc10_arena_current()) a tensor with
 * these sizes and strides and exactly enough storage for them.  On failure
 * *t and the arena are unchanged.
 */
uc10_status uc10_tensor_empty_strided(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes,
                                      const int64_t *strides, int dim);

/*
 * at::empty(sizes, dtype, memory_format): contiguous or channels_last
 * (UC10_E_ARG for preserve, or channels_last with a rank other than 4).
 */
uc10_status uc10_tensor_empty(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim,
                              uc10_memory_format mf);

/*
 * The strides at::empty_like(self, memory_format) gives (strided layout):
 * preserve -> self's strides if self is non-overlapping and dense, else
 * self's dims sorted by stride (infer_dense_strides); contiguous /
 * channels_last -> those.  For a quantized self, preserve means
 * suggest_memory_format(), as PyTorch's quantized empty_like does.
 */
uc10_status uc10_empty_like_strides(const uc10_tensor *self, uc10_memory_format mf, int64_t *strides);

/* at::empty_like(self, dtype, memory_format) from the current arena; copies q params. */
uc10_status uc10_tensor_empty_like(uc10_tensor *t, const uc10_tensor *self, uc10_dtype dt,
                                   uc10_memory_format mf);

/* ---- quantized tensors (Note [Quantized tensors] in uc10/tensor.h) ---- */

/*
 * Make t (a quantized tensor) per_tensor_affine with this scale and zero
 * point.  UC10_E_NULL: t NULL or undefined; UC10_E_DTYPE: t not quantized;
 * UC10_E_ARG: a scale that is not positive and finite, or a zero point
 * outside the dtype's integers (PyTorch's checkZeroPoint).
 */
uc10_status uc10_tensor_set_qparams(uc10_tensor *t, double scale, int64_t zero_point);

/*
 * Make t per_channel_affine along dim axis: scales[c], zero_points[c] for
 * c < sizes[axis], caller-owned (they may be const data in flash) and
 * checked as above.  UC10_E_ARG also for an axis outside [0, dim) (PyTorch
 * does not wrap a negative one here); UC10_E_NULL for NULL arrays.
 */
uc10_status uc10_tensor_set_qparams_per_channel(uc10_tensor *t, const double *scales,
                                                const int64_t *zero_points, int64_t axis);

/* t takes from's quantization parameters (qscheme, scale(s), zero point(s), axis). */
void uc10_tensor_copy_qparams(uc10_tensor *t, const uc10_tensor *from);

/*
 * A contiguous quantized tensor over caller-owned data, which may be const
 * (weights in flash): uc10_tensor_from_const then
 * uc10_tensor_set_qparams(_per_channel), with their statuses; *t is
 * untouched on failure.
 */
uc10_status uc10_tensor_init_quantized(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim,
                                       const void *data, double scale, int64_t zero_point);
uc10_status uc10_tensor_init_quantized_per_channel(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim,
                                                   const void *data, const double *scales,
                                                   const int64_t *zero_points, int64_t axis);

/* ---- shapes ------------------------------------------------------------ */

/*
 * infer_size: broadcast two shapes (aligned at the right; a size 1
 * stretches).  UC10_E_SHAPE if they do not broadcast ("The size of tensor
 * a (3) must match the size of tensor b (4) at non-singleton dimension 1").
 */
uc10_status uc10_broadcast_shapes(const int64_t *a, int adim, const int64_t *b, int bdim,
                                  int64_t *out, int *odim);

/*
 * maybe_wrap_dim: dim in [-n, n) -> [0, n); a 0-d tensor accepts -1 and 0
 * (n counts as 1).  UC10_E_ARG ("Dimension out of range") otherwise.
 */
uc10_status uc10_wrap_dim(int64_t dim, int n, int *out);

#endif
