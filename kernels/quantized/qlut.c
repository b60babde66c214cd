/* The two tables of a quantized elementwise function and their loop (Note [Quantized tables]). */
#include "quantized/qround.h"

/* 2 * Vectorized<qint8>::size() on AVX2: the integers cpu_kernel_vec's vectorized loop takes at a time */
#define UC10__QLUT_VEC 64

/*
 * The vectorized loop's quantization of x: uc10__qround_val's rule with the
 * loop's own inverse (r->inv), rounded by nearbyintf, also where qround
 * takes the exact function, which has the scalar loop's inverse: a rounding
 * mode it cannot read (picolibc's soft-float fegetround on RV32 reports
 * none) must not turn the vectorized table into the scalar one.
 */
static int32_t qround_vec_(const uc10__qround *r, float x)
{
	const float y = x * r->inv;
	int64_t q;

	if (__builtin_fabsf(y) < 4194304.0f)   /* false for a NaN: the exact function's rule */
		q = (int64_t)(double)((float)r->zp64 + nearbyintf(y));
	else
		q = uc10__quantize_val(x, r->scale, r->zp64, r->dt);
	return q < r->lo ? r->lo : q > r->hi ? r->hi : (int32_t)q;
}

void uc10__qlut_build(uc10__qlut *l, const uc10_tensor *x, double out_scale, int64_t out_zp, float (*f)(float))
{
	const uc10_dtype dt = (uc10_dtype)x->dtype;
	const float s = (float)x->q_scale, z = (float)x->q_zero_point, p = s * -z;
	int32_t qmin, qmax;
	uc10__qround qv, qs;

	uc10__qrange(dt, &qmin, &qmax);
	uc10__qround_init(&qs, out_scale, out_zp, dt, qmin, qmax, uc10__qround_ok(out_zp));
	qv = qs;
	qv.inv = (float)(1.0 / out_scale);
	for (int32_t q = qmin; q <= qmax; q++) {
		const uint8_t b = (uint8_t)q;
		l->t[0][b] = (uint8_t)qround_vec_(&qv, f(uc10__fmaf(s, (float)q, p)));
		l->t[1][b] = (uint8_t)uc10__qround_val(&qs, f(((float)q - z) * s));
	}
}

void uc10__qlut_apply(const uc10_tensor *out, const uc10_tensor *x, const uc10__qlut *l)
{
	const uc10_tensor *ops[2] = { out, x };
	uc10__iter it;

	uc10__iter_init(&it, out->sizes, out->dim, 2, ops);
	for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it)) {
		const int64_t n = it.shape[0], so = it.stride[0][0], sx = it.stride[1][0];
		const int64_t nv = so == 1 && (sx == 1 || sx == 0) ? n - n % UC10__QLUT_VEC : 0;
		uint8_t *o = (uint8_t *)it.ptr[0];
		const uint8_t *a = (const uint8_t *)it.ptr[1];
		for (int64_t i = 0; i < n; i++, o += so, a += sx)
			*o = l->t[i >= nv][*a];
	}
}
