/*
 * uc10/tensor.h - a tensor: a strided view of arena memory.
 *
 * Note [Tensor layout]
 * As TensorImpl: dtype, sizes, strides (in elements), storage offset, a
 * pointer to the storage's first byte, and the DispatchKeySet the dispatcher
 * reads.  key_set is the first member so that key extraction is one load.
 * A CPU tensor carries {CPU, ADInplaceOrView, AutogradCPU, AutocastCPU}, a
 * quantized one {QuantizedCPU, ADInplaceOrView, AutogradCPU, AutocastCPU},
 * an undefined one (uc10_tensor_undefined, at::Tensor()) {ADInplaceOrView,
 * AutogradOther} (what PyTorch 1.13 gives them: a call passing an undefined
 * tensor dispatches with AutogradOther in its key set).  A NULL `Tensor?'
 * is None and brings no keys.  Views copy the struct and share `data`.
 * The struct itself belongs to the caller (stack, static, or arena); the
 * data lives in an arena (uc10/arena.h), never in malloc'd memory.
 */
#ifndef UC10_TENSOR_H
#define UC10_TENSOR_H

#include "uc10/types.h"

#define UC10_MAX_DIMS 6

/*
 * Note [Contiguity flags]
 * is_contiguous is TensorImpl's is_contiguous_ (size-1 dims ignored, an
 * empty tensor is contiguous); is_channels_last is TensorImpl's
 * is_channels_last_contiguous_, i.e. is_contiguous(channels_last), true
 * only for 4-d tensors.  Whoever changes sizes or strides recomputes both
 * with uc10_tensor_refresh().  Making, viewing and allocating tensors, and
 * the rules PyTorch applies to them: uc10/tensor_util.h.
 */

/*
 * Note [Quantized tensors]
 * A quantized tensor (qint8, quint8, qint32) is affine: x = (q - zp) * scale.
 * per_tensor_affine has one q_scale and q_zero_point; per_channel_affine
 * (what PyTorch's default qconfig gives weights) one scale and zero point
 * for each index along dim q_axis, at q_scales[c] and q_zero_points[c].
 * The types are PerChannelAffineQuantizer's (double scales, int64 zero
 * points): a float32 observer scale converts to double exactly, and
 * every kernel converts as PyTorch does from there, so results are
 * bit-exact.  The two arrays belong to the caller (flash, static, or the
 * arena) and must outlive the tensor; views and results share them.  Set
 * them with uc10_tensor_set_qparams*() (uc10/tensor_util.h), which check.
 */
struct uc10_tensor {
	uc10_ks key_set;                  /* DispatchKeySet of this tensor */
	void *data;                       /* storage base (element 0 is data + offset*itemsize) */
	int64_t sizes[UC10_MAX_DIMS];
	int64_t strides[UC10_MAX_DIMS];   /* in elements */
	int64_t storage_offset;           /* in elements */
	double q_scale;                   /* quantized, per_tensor_affine */
	int64_t q_zero_point;
	const double *q_scales;           /* quantized, per_channel_affine: Note [Quantized tensors] */
	const int64_t *q_zero_points;
	uint8_t dim;
	uint8_t dtype;                    /* uc10_dtype */
	uint8_t defined;                  /* 0: an undefined tensor (at::Tensor()) */
	uint8_t is_contiguous;            /* cached, as TensorImpl keeps them */
	uint8_t is_channels_last;
	uint8_t qscheme;                  /* uc10_qscheme */
	uint8_t q_axis;                   /* per_channel_affine: the channel dim */
};

struct uc10_generator { uc10_ks key_set; uint64_t state; };
struct uc10_storage { void *data; size_t nbytes; };

#endif
