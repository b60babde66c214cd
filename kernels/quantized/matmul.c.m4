/*
 * quantized::matmul (QuantizedCPU): qc = quantize(matmul(dequantize(qa),
 * dequantize(qb))) with qc's scale and zero point and qa's dtype, as
 * PyTorch 1.13 computes it on a build without RUY (the x86 ones): qa and
 * qb of one dtype (qint8 or quint8), per-tensor.  The float
 * product follows at::matmul for the shapes uc10 takes: qa of 1 or more
 * dims, qb of 1 or 2 (vector . vector, matrix . vector, vector . matrix,
 * matrix . matrix, and a batch of matrices folded into one matrix, as
 * at::matmul folds it); a batched qb is UC10_E_ARG (not implemented).
 * Each product element is a float sum over k in order, of the
 * dequantized values multiplied in float; PyTorch's BLAS sums in its own
 * order, so the result is bit-exact when those sums are exact and, in
 * practice, nearly always otherwise (a rounding flip needs a float sum
 * error to cross a half of the output scale).  The result is contiguous.
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

#define OP "quantized::matmul"

typedef struct qmm_geom {
	int64_t M, K, P;        /* (M, K) @ (K, P) */
	int ad;                 /* qa's dims; its rows are its leading dims in C order */
	int64_t bk, bp;         /* qb's strides along K and P (bp = 0 for a vector) */
} qmm_geom;

uc10_foreach_dtype(@[i8, u8]@, @[
static void UC10_TN(qmm_loop)(uc10_tensor *r, const uc10_tensor *qa, const uc10_tensor *qb, const qmm_geom *g)
{
	const real *A = uc10_tensor_ptr(qa), *B = uc10_tensor_ptr(qb);
	real *C = uc10_tensor_ptr(r);
	const int64_t ak = qa->strides[g->ad - 1];

	for (int64_t m = 0; m < g->M; m++) {
		int64_t off = 0, rem = m;
		for (int i = g->ad - 2; i >= 0; i--) {
			off += (rem % qa->sizes[i]) * qa->strides[i];
			rem /= qa->sizes[i];
		}
		for (int64_t p = 0; p < g->P; p++) {
			float acc = 0.0f;
			for (int64_t k = 0; k < g->K; k++) {
				float x = uc10__dequantize_val(A[off + k * ak], qa->q_scale, qa->q_zero_point);
				float y = uc10__dequantize_val(B[k * g->bk + p * g->bp], qb->q_scale, qb->q_zero_point);
				acc = acc + x * y;
			}
			C[m * g->P + p] = (real)uc10__quantize_val(acc, r->q_scale, r->q_zero_point, (uc10_dtype)r->dtype);
		}
	}
}
]@)

uc10_status uc10_quantized_matmul_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qa, const uc10_tensor *qb,
                                       uc10_float scale, uc10_int zero_point)
{
	void (*loop)(uc10_tensor *, const uc10_tensor *, const uc10_tensor *, const qmm_geom *) = NULL;
	int64_t shape[UC10_MAX_DIMS];
	int32_t qmin, qmax;
	qmm_geom g;
	uc10_tensor r;
	uc10_status st;
	int d = 0;

	(void)ks;
	if (!ret || uc10__check_defined(qa) != UC10_OK || uc10__check_defined(qb) != UC10_OK)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result or undefined operand", "");
	if (qa->dtype != qb->dtype)
		return uc10_fail(UC10_E_DTYPE, OP, ": MatMul operands should have same data type.", "");
	uc10_switch_dtype(@[i8, u8]@, @[qa->dtype == UC10_QINT8 ? UC10_INT8 : qa->dtype == UC10_QUINT8 ? UC10_UINT8 :
	                  UC10_DTYPE_UNDEFINED]@,
	                  @[loop = UC10_TN(qmm_loop)]@,
	                  @[return uc10_fail(UC10_E_DTYPE, OP, ": MatMul operands should use QInt8 or QUInt8 data types.", "");]@)
	if ((st = uc10__qcheck_per_tensor(OP, qa)) != UC10_OK || (st = uc10__qcheck_per_tensor(OP, qb)) != UC10_OK)
		return st;
	if (qa->dim < 1 || qb->dim < 1)
		return uc10_fail(UC10_E_SHAPE, OP, ": both arguments to matmul need to be at least 1D", "");
	if (qb->dim > 2)
		return uc10_fail(UC10_E_ARG, OP, ": a batched second operand is not implemented in uc10", "");
	g.ad = qa->dim;
	g.K = qa->sizes[qa->dim - 1];
	g.M = 1;
	for (int i = 0; i < qa->dim - 1; i++) {
		g.M *= qa->sizes[i];
		shape[d++] = qa->sizes[i];
	}
	if (qb->sizes[0] != g.K)
		return uc10_fail(UC10_E_SHAPE, OP, ": mat1 and mat2 shapes cannot be multiplied", "");
	g.bk = qb->strides[0];
	if (qb->dim == 2) {
		g.P = qb->sizes[1];
		g.bp = qb->strides[1];
		shape[d++] = g.P;
	} else {
		g.P = 1;
		g.bp = 0;
	}
	uc10__qrange((uc10_dtype)qa->dtype, &qmin, &qmax);
	if (zero_point < qmin || zero_point > qmax)
		return uc10_fail(UC10_E_ARG, OP, ": quantize_tensor_per_tensor_affine zero_point is out of the "
		                 "dtype's range", "");
	if ((st = uc10__qempty(OP, &r, (uc10_dtype)qa->dtype, shape, d, UC10_CONTIGUOUS_FORMAT)) != UC10_OK)
		return st;
	r.q_scale = scale;
	r.q_zero_point = zero_point;
	loop(&r, qa, qb, &g);
	*ret = r;
	return UC10_OK;
}
