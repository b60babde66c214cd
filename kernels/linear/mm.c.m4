/*
 * mm, mm.out, addmm, addmm.out (CPU): self (n x k) @ mat2 (k x p), in the
 * dtype of both (they must match: "expected scalar type Float but found
 * Int"); bool is refused.  addmm: beta * self (broadcast to n x p) + alpha
 * * (mat1 @ mat2); beta == 0 ignores self (NaN in it does not propagate).
 * Results are contiguous.  float32 accumulates in float32 over k in order
 * (mm, and addmm of a bias row: uc10__sgemm, blocked; Note [float32
 * multiply-add]); PyTorch calls a
 * BLAS whose order differs, so float results agree to rounding, not bit
 * for bit.  Integers wrap (PyTorch accumulates in the
 * element type).
 */
#include "common/kernel.h"
#include "linear/sgemm.h"
#include "uc10_ops.h"

typedef struct mm_args {
	const uc10_tensor *m1, *m2, *self;   /* self: NULL for mm */
	const void *alpha, *beta;
} mm_args;

/* mm in float32: uc10__sgemm (addmm takes the loop below, which reads self
 * element by element as it writes out, so that out may be self) */
static void mm_sgemm(const uc10_tensor *out, const mm_args *g)
{
	uc10__sgemm((ptrdiff_t)out->sizes[0], (ptrdiff_t)out->sizes[1], (ptrdiff_t)g->m1->sizes[1],
	            uc10_tensor_ptr(g->m1), (ptrdiff_t)g->m1->strides[0], (ptrdiff_t)g->m1->strides[1],
	            uc10_tensor_ptr(g->m2), (ptrdiff_t)g->m2->strides[0], (ptrdiff_t)g->m2->strides[1],
	            uc10_tensor_ptr(out), (ptrdiff_t)out->sizes[1], 1, NULL, 0);
}

/*
 * addmm in float32 with alpha = beta = 1 and self one row of biases (what
 * linear calls: bias + input @ weight.t()): the product transposed,
 * out^T = mat2^T mat1^T + bias per row, by uc10__sgemm, whose rows are then
 * the weight's (a batch-1 linear layer is four dot products at a time
 * along k: uc10__sgemm_dots4).  Each element: the sum over k in order
 * (Note [float32 multiply-add]), then the bias added, as the loop below
 * adds beta * self (= self) to alpha * sum (= sum).
 */
static void mm_bias_sgemm(const uc10_tensor *out, const mm_args *g)
{
	const uc10_tensor *m1 = g->m1, *m2 = g->m2, *s = g->self;
	uc10__sgemm((ptrdiff_t)out->sizes[1], (ptrdiff_t)out->sizes[0], (ptrdiff_t)m1->sizes[1], uc10_tensor_ptr(m2),
	            (ptrdiff_t)m2->strides[1], (ptrdiff_t)m2->strides[0], uc10_tensor_ptr(m1), (ptrdiff_t)m1->strides[1],
	            (ptrdiff_t)m1->strides[0], uc10_tensor_ptr(out), 1, (ptrdiff_t)out->sizes[1], uc10_tensor_ptr(s),
	            s->sizes[s->dim - 1] == 1 ? 0 : (ptrdiff_t)s->strides[s->dim - 1]);
}

uc10_foreach_dtype(@[UC10_ARITH]@, @[
static void UC10_TN(mm_loop)(const uc10_tensor *out, const mm_args *g)
{
	const int64_t n = out->sizes[0], p = out->sizes[1], k = g->m1->sizes[1];
	const int64_t a0 = g->m1->strides[0], a1 = g->m1->strides[1], b0 = g->m2->strides[0], b1 = g->m2->strides[1];
	const real *A = uc10_tensor_ptr(g->m1), *B = uc10_tensor_ptr(g->m2);
	real *O = uc10_tensor_ptr(out);
	const real alpha = g->alpha ? *(const real *)g->alpha : 1, beta = g->beta ? *(const real *)g->beta : 0;
	int64_t s0 = 0, s1 = 0;
	const real *S = NULL;

	if (g->self) {
		int off = 2 - g->self->dim;
		S = uc10_tensor_ptr(g->self);
		s0 = off > 0 || g->self->sizes[0 - off] == 1 ? 0 : g->self->strides[0 - off];
		s1 = off > 1 || g->self->sizes[1 - off] == 1 ? 0 : g->self->strides[1 - off];
	}
	for (int64_t i = 0; i < n; i++)
		for (int64_t j = 0; j < p; j++) {
			real acc = 0;
			for (int64_t l = 0; l < k; l++)
				acc = UC10_WADD(acc, UC10_WMUL(A[i * a0 + l * a1], B[l * b0 + j * b1]));
			if (S) {
				acc = UC10_WMUL(alpha, acc);
				if (beta != 0)
					acc = UC10_WADD(acc, UC10_WMUL(beta, S[i * s0 + j * s1]));
			}
			O[i * p + j] = acc;
		}
}
]@)

/*
 * The checks and the product into a new (ret) or given (out) n x p tensor.
 * self is addmm's, broadcastable to n x p; alpha/beta Scalars (addmm only).
 */
static uc10_status mm_(uc10_tensor *ret, uc10_tensor *out, const uc10_tensor *self, const uc10_tensor *m1,
                       const uc10_tensor *m2, const uc10_scalar *beta, const uc10_scalar *alpha)
{
	union { float f; int64_t i; } ab, bb;
	void (*loop)(const uc10_tensor *, const mm_args *) = NULL;
	int64_t shape[2];
	uc10_tensor r;
	mm_args g;
	uc10_status st;
	uc10_dtype dt;
	const char *op = self ? (ret ? "aten::addmm" : "aten::addmm.out") : (ret ? "aten::mm" : "aten::mm.out");

	if (!uc10__defined(m1) || !uc10__defined(m2) || (self && !uc10__defined(self)))
		return uc10__fail_null(op, !uc10__defined(m1) ? (self ? "mat1" : "self") : !uc10__defined(m2) ? "mat2" : "self");
	if (m1->dim != 2 || m2->dim != 2)
		return uc10__fail4(UC10_E_SHAPE, op, ": ", m1->dim != 2 ? (self ? "mat1" : "self") : "mat2", " must be a matrix");
	if (m1->sizes[1] != m2->sizes[0])
		return uc10_fail(UC10_E_SHAPE, op, ": mat1 and mat2 shapes cannot be multiplied", "");
	dt = (uc10_dtype)m1->dtype;
	if (m2->dtype != dt || (self && self->dtype != dt))
		return uc10__fail5(UC10_E_DTYPE, op, ": expected scalar type ", uc10__dtype_name(dt), " for ",
		                   m2->dtype != dt ? "mat2" : "self");
	uc10_switch_dtype(@[UC10_ARITH]@, @[dt]@, @[loop = UC10_TN(mm_loop)]@)
	if (dt == UC10_FLOAT32 && !self)
		loop = mm_sgemm;
	shape[0] = m1->sizes[0];
	shape[1] = m2->sizes[1];
	if (self) {
		int64_t o[UC10_MAX_DIMS];
		int od;
		if (self->dim > 2 || uc10_broadcast_shapes(self->sizes, self->dim, shape, 2, o, &od) != UC10_OK ||
		    o[0] != shape[0] || o[1] != shape[1])
			return uc10_fail(UC10_E_SHAPE, op, ": self must broadcast to the result's shape (mat1.size(0) x mat2.size(1))", "");
		if (alpha->tag == UC10_SCALAR_COMPLEX || beta->tag == UC10_SCALAR_COMPLEX)
			return uc10__fail_dtype("aten::addmm: alpha / beta", 9);   /* ComplexFloat */
		if ((st = uc10__scalar_to("aten::addmm: alpha", &ab, dt, *alpha)) != UC10_OK ||
		    (st = uc10__scalar_to("aten::addmm: beta", &bb, dt, *beta)) != UC10_OK)
			return st;
	}
	if (ret) {
		if ((st = uc10__alloc_st(op, uc10_tensor_empty(&r, dt, shape, 2, UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
			return st;
	} else {
		if (!uc10__defined(out))
			return uc10__fail_null(op, "out");
		if (out->dim != 2 || out->sizes[0] != shape[0] || out->sizes[1] != shape[1])
			return uc10_fail(UC10_E_SHAPE, op, ": out must have the result's shape", " (uc10 does not resize out=)");
		if (out->dtype != dt)
			return uc10__fail4(UC10_E_DTYPE, op, ": Expected out tensor to have dtype ", uc10__dtype_name(dt), "");
		if (!out->is_contiguous)
			return uc10_fail(UC10_E_ARG, op, ": out must be contiguous", " (uc10 writes out= matrices contiguously only)");
		if (uc10__check_no_partial_overlap(out, m1) != UC10_OK || uc10__check_no_partial_overlap(out, m2) != UC10_OK ||
		    (self && uc10__check_no_partial_overlap(out, self) != UC10_OK) || uc10__same_tensor(out, m1) ||
		    uc10__same_tensor(out, m2))
			return uc10_fail(UC10_E_ALIAS, op, ": out must not share memory with an input", "");
		r = *out;
	}
	g.m1 = m1;
	g.m2 = m2;
	g.self = self;
	g.alpha = self ? (const void *)&ab : NULL;
	g.beta = self ? (const void *)&bb : NULL;
	if (self && self->dtype == UC10_FLOAT32 && uc10_scalar_to_double(*beta) == 0)
		g.beta = NULL;   /* beta == 0: self is not read */
	else if (self && dt == UC10_FLOAT32 && ret && uc10_scalar_to_double(*beta) == 1 &&
	         uc10_scalar_to_double(*alpha) == 1 && (self->dim == 1 || (self->dim == 2 && self->sizes[0] == 1)) &&
	         shape[0] > 0 && shape[1] > 0)
		loop = mm_bias_sgemm;   /* self a row of biases, out a new tensor */
	loop(&r, &g);
	if (ret)
		*ret = r;
	return UC10_OK;
}

uc10_status uc10_mm_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *mat2)
{
	(void)ks;
	if (!ret)
		return uc10__fail_null("aten::mm", "result");
	return mm_(ret, NULL, NULL, self, mat2, NULL, NULL);
}

uc10_status uc10_mm_out_cpu(uc10_ks ks, const uc10_tensor *self, const uc10_tensor *mat2, uc10_tensor *out)
{
	(void)ks;
	if (!out)
		return uc10__fail_null("aten::mm.out", "out");
	return mm_(NULL, out, NULL, self, mat2, NULL, NULL);
}

uc10_status uc10_addmm_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *mat1,
                           const uc10_tensor *mat2, uc10_scalar beta, uc10_scalar alpha)
{
	(void)ks;
	if (!ret || !self)
		return uc10__fail_null("aten::addmm", ret ? "self" : "result");
	return mm_(ret, NULL, self, mat1, mat2, &beta, &alpha);
}

uc10_status uc10_addmm_out_cpu(uc10_ks ks, const uc10_tensor *self, const uc10_tensor *mat1, const uc10_tensor *mat2,
                               uc10_scalar beta, uc10_scalar alpha, uc10_tensor *out)
{
	(void)ks;
	if (!out || !self)
		return uc10__fail_null("aten::addmm.out", out ? "self" : "out");
	return mm_(NULL, out, self, mat1, mat2, &beta, &alpha);
}
