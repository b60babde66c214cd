/*
 * bmm (CPU): self (b x n x m) @ mat2 (b x m x p), batch by batch, float32
 * (what nn.MultiheadAttention without batch_first multiplies its heads'
 * scores and contexts with, and torch.bmm); the result contiguous
 * (b x n x p).  Each batch is uc10__sgemm's (Note [float32 multiply-add]):
 * PyTorch's BLAS sums in another order, results agree to rounding.  Other
 * dtypes are not implemented: a status and a message.
 */
#include "common/kernel.h"
#include "linear/sgemm.h"
#include "uc10_ops.h"

static const char OP[] = "aten::bmm";

uc10_status uc10_bmm_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *mat2)
{
	int64_t sizes[3];
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(self) || !uc10__defined(mat2))
		return uc10__fail_null(OP, !ret ? "result" : !uc10__defined(self) ? "self" : "mat2");
	if (self->dim != 3 || mat2->dim != 3)
		return uc10_fail(UC10_E_SHAPE, OP, ": batch1 must be a 3D tensor", "");
	if (self->dtype != mat2->dtype)
		return uc10_fail(UC10_E_DTYPE, OP, ": expected scalar type of both operands to be the same", "");
	if (self->dtype != UC10_FLOAT32)
		return uc10__fail_dtype(OP, self->dtype);
	if (mat2->sizes[0] != self->sizes[0] || mat2->sizes[1] != self->sizes[2])
		return uc10_fail(UC10_E_SHAPE, OP, ": Expected size for first two dimensions of batch2 tensor to be ",
		                 "[batch1.size(0), batch1.size(2)]");
	sizes[0] = self->sizes[0], sizes[1] = self->sizes[1], sizes[2] = mat2->sizes[2];
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&r, UC10_FLOAT32, sizes, 3, UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
		return st;
	for (int64_t b = 0; b < sizes[0]; b++)
		uc10__sgemm((ptrdiff_t)sizes[1], (ptrdiff_t)sizes[2], (ptrdiff_t)self->sizes[2],
		            (const float *)uc10_tensor_ptr(self) + b * self->strides[0], (ptrdiff_t)self->strides[1],
		            (ptrdiff_t)self->strides[2], (const float *)uc10_tensor_ptr(mat2) + b * mat2->strides[0],
		            (ptrdiff_t)mat2->strides[1], (ptrdiff_t)mat2->strides[2],
		            (float *)uc10_tensor_ptr(&r) + b * sizes[1] * sizes[2], (ptrdiff_t)sizes[2], 1, NULL, 0);
	*ret = r;
	return UC10_OK;
}
