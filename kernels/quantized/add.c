/*
 * quantized::add and ::add_relu (QuantizedCPU; the latter what FX graph
 * mode makes of `relu(a + b)`): qc = quantize(dequantize(qa) +
 * dequantize(qb), max with 0 for add_relu) with qc's scale and zero point, qb broadcast to qa's
 * shape, qc in qa's suggested memory format; qint8 or quint8, both the
 * same dtype.  Bit-exact with PyTorch 1.13's qadd_kernel on its AVX2 build
 * (the x86 default engine), which dequantizes two ways: rows walked by the
 * vectorized loop (64 elements at a time, all operands contiguous or
 * broadcast along the row) use fma(scale, q, -zp * scale); the rest, and
 * every row that is not, (q - zp) * scale.  The sum is in float;
 * requantization multiplies by 1 / scale and rounds half to even.
 */
#include "quantized/qround.h"
#include "uc10_ops.h"

#define UC10__QADD_VEC 64   /* 2 * Vectorized<qint8>::size() on AVX2 */

typedef ptrdiff_t ix;

/* What every element of one call shares. */
typedef struct qadd {
	float sa, sb, za, zb, pa, pb;
	uc10__qround q;   /* the result's, clamped below at quantize(0) for add_relu */
} qadd;

UC10_INLINE int32_t ld_(const char *p, bool u)
{
	return u ? *(const uint8_t *)p : *(const int8_t *)p;
}

/*
 * One row of n elements, operands and result steps apart (bytes: the
 * integers are bytes): the first nv dequantized as the vectorized loop
 * does, the rest as the scalar one.  Pointers step; no index products.
 */
UC10_INLINE void row_(const qadd *kp, bool u, char *o, ix so, const char *a, ix s1, const char *b, ix s2, ix n, ix nv)
{
	const qadd k = *kp;   /* in registers: the stores below could alias *kp */
	for (ix i = 0; i < nv; i++, o += so, a += s1, b += s2) {
		const float da = uc10__fmaf(k.sa, (float)ld_(a, u), k.pa), db = uc10__fmaf(k.sb, (float)ld_(b, u), k.pb);
		*(uint8_t *)o = (uint8_t)uc10__qround_val(&k.q, da + db);
	}
	for (ix i = nv; i < n; i++, o += so, a += s1, b += s2) {
		const float da = ((float)ld_(a, u) - k.za) * k.sa, db = ((float)ld_(b, u) - k.zb) * k.sb;
		*(uint8_t *)o = (uint8_t)uc10__qround_val(&k.q, da + db);
	}
}

static void row_u8(const qadd *k, char *o, ix so, const char *a, ix s1, const char *b, ix s2, ix n, ix nv)
{
	row_(k, true, o, so, a, s1, b, s2, n, nv);
}

static void row_s8(const qadd *k, char *o, ix so, const char *a, ix s1, const char *b, ix s2, ix n, ix nv)
{
	row_(k, false, o, so, a, s1, b, s2, n, nv);
}

static uc10_status add_(const char *OP, bool relu, uc10_tensor *ret, const uc10_tensor *qa, const uc10_tensor *qb,
                        uc10_float scale, uc10_int zero_point)
{
	const uc10_tensor *ops[3];
	int64_t shape[UC10_MAX_DIMS];
	uc10_tensor r;
	uc10__iter it;
	uc10_status st;
	int32_t qmin, qmax;
	qadd k;
	int dim;

	if (!ret || (st = uc10__check_defined(qa)) != UC10_OK || (st = uc10__check_defined(qb)) != UC10_OK)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result or undefined operand", "");
	if (qa->dtype != qb->dtype)
		return uc10_fail(UC10_E_DTYPE, OP, ": Add operands should have same data type.", "");
	if (!(relu ? UC10__KERNEL_TAKES(uc10_quantized_add_relu_qcpu, qa->dtype)
	           : UC10__KERNEL_TAKES(uc10_quantized_add_qcpu, qa->dtype)))
		return uc10_fail(UC10_E_DTYPE, OP, ": operands should be qint8 or quint8", "");
	if (qa->qscheme != UC10_PER_TENSOR_AFFINE || qb->qscheme != UC10_PER_TENSOR_AFFINE)
		return uc10_fail(UC10_E_ARG, OP, ": Only per tensor quantization is suported in Add.", "");
	if (uc10_broadcast_shapes(qa->sizes, qa->dim, qb->sizes, qb->dim, shape, &dim) != UC10_OK || dim != qa->dim)
		return uc10_fail(UC10_E_SHAPE, OP, ": the size of qb must match qa's (broadcast to it)", "");
	for (int i = 0; i < dim; i++)
		if (shape[i] != qa->sizes[i])
			return uc10_fail(UC10_E_SHAPE, OP, ": the size of qb must match qa's (broadcast to it)", "");
	if ((st = uc10__qempty(OP, &r, (uc10_dtype)qa->dtype, qa->sizes, qa->dim,
	                       uc10_tensor_suggest_memory_format(qa))) != UC10_OK)
		return st;
	r.q_scale = scale;
	r.q_zero_point = zero_point;
	uc10__qrange((uc10_dtype)qa->dtype, &qmin, &qmax);
	k.sa = (float)qa->q_scale;
	k.sb = (float)qb->q_scale;
	k.za = (float)qa->q_zero_point;
	k.zb = (float)qb->q_zero_point;
	k.pa = k.sa * -k.za;   /* the vectorized dequantization's premultiplied -zp * scale */
	k.pb = k.sb * -k.zb;
	/* add_relu takes max(sum, 0) in float before quantizing: the integers' max with quantize(0) */
	uc10__qround_init(&k.q, scale, zero_point, (uc10_dtype)qa->dtype,
	                  relu ? uc10__quantize_val(0.0f, scale, zero_point, (uc10_dtype)qa->dtype) : qmin, qmax,
	                  uc10__qround_ok(zero_point));
	for (bool more = uc10__qbinary_begin(&it, ops, &r, qa, qb); more; more = uc10__iter_next(&it)) {
		const int64_t n = it.shape[0], so = it.stride[0][0], s1 = it.stride[1][0], s2 = it.stride[2][0];
		bool vec = so == 1 && (s1 == 1 || s1 == 0) && (s2 == 1 || s2 == 0);
		int64_t nv = vec ? n - n % UC10__QADD_VEC : 0;
		(qa->dtype == UC10_QUINT8 ? row_u8 : row_s8)(&k, it.ptr[0], (ix)so, it.ptr[1], (ix)s1, it.ptr[2], (ix)s2, (ix)n,
		                                        (ix)nv);
	}
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_quantized_add_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qa, const uc10_tensor *qb,
                                    uc10_float scale, uc10_int zero_point)
{
	(void)ks;
	return add_("quantized::add", false, ret, qa, qb, scale, zero_point);
}

uc10_status uc10_quantized_add_relu_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qa, const uc10_tensor *qb,
                                         uc10_float scale, uc10_int zero_point)
{
	(void)ks;
	return add_("quantized::add_relu", true, ret, qa, qb, scale, zero_point);
}
