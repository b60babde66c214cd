/* kernels/view/view.h - what the view kernels share (internal). */
#ifndef UC10_VIEW_H
#define UC10_VIEW_H

#include "common/kernel.h"

/*
 * infer_size: a proposed shape with at most one -1, for `numel` elements.
 * UC10_E_ARG for two -1s or a size < -1; UC10_E_SHAPE when the numbers do
 * not match ("shape '[2, 5]' is invalid for input of size 6") or -1 is
 * ambiguous (0 elements).
 */
uc10_status uc10__infer_size(uc10_int_list proposed, int64_t numel, int64_t *shape, int *dim);

/*
 * computeStride (TensorUtils.cpp): strides that view (sizes, strides) as
 * `shape` without copying; false when no such view exists.
 */
bool uc10__compute_stride(const int64_t *sizes, const int64_t *strides, int dim,
                          const int64_t *shape, int ndim, int64_t *out);

/*
 * self's sizes and strides into sizes / strides, without dim `drop` (-1:
 * every dim): the geometry a view starts from.  Returns how many dims.
 */
int uc10__view_geometry(const uc10_tensor *self, int drop, int64_t *sizes, int64_t *strides);

/* *ret = self with new sizes/strides (same storage and offset); flags refreshed. */
void uc10__make_view(uc10_tensor *ret, const uc10_tensor *self, const int64_t *sizes,
                     const int64_t *strides, int dim, int64_t offset);

/* view / _unsafe_view: self as `size` sharing storage; UC10_E_SHAPE when not viewable. */
uc10_status uc10__view(uc10_tensor *ret, const uc10_tensor *self, uc10_int_list size);

#endif
