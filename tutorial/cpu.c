/*
 * tutorial/cpu.c - the CPU kernels (tutorial/README.md, steps 1, 4, 6).
 */
#include "tut.h"
#include "uc10/tensor_util.h"

/* What the kernels accept: float32 tensors of one shape, contiguous. */
static uc10_status tut_check(const char *op, const uc10_tensor *self, const uc10_tensor *other)
{
	if (self->dtype != UC10_FLOAT32 || other->dtype != UC10_FLOAT32)
		return uc10_fail(UC10_E_DTYPE, op, ": expected float32 tensors", "");
	if (!uc10_tensor_same_shape(self, other))
		return uc10_fail(UC10_E_SHAPE, op, ": expected tensors of the same shape", "");
	if (!self->is_contiguous || !other->is_contiguous)
		return uc10_fail(UC10_E_ARG, op, ": expected contiguous tensors", "");
	return UC10_OK;
}

/* The out-of-place kernels: the checks, a result of self's shape, then
 * r[i] = f(a[i], b[i]) over the elements. */
static uc10_status tut_binary(const char *op, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other,
                              float (*f)(float, float))
{
	uc10_tensor out;
	const float *a, *b;
	float *r;
	int64_t i, n;
	uc10_status st;
	if ((st = tut_check(op, self, other)) != UC10_OK)
		return st;
	if ((st = uc10_tensor_empty_like(&out, self, UC10_FLOAT32, UC10_CONTIGUOUS_FORMAT)) != UC10_OK)
		return uc10_fail(st, op, ": no memory for the result", "");
	a = uc10_tensor_ptr(self);
	b = uc10_tensor_ptr(other);
	r = uc10_tensor_ptr(&out);
	n = uc10_tensor_numel(self);
	for (i = 0; i < n; i++)
		r[i] = f(a[i], b[i]);
	*ret = out;
	return UC10_OK;
}

static float tut_add(float a, float b) { return a + b; }

uc10_status tut_myadd_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	(void)ks;
	tut_ran("tut_myadd_cpu");
	return tut_binary("tut::myadd", ret, self, other, tut_add);
}

uc10_status tut_myadd__cpu(uc10_ks ks, uc10_tensor *self, const uc10_tensor *other)
{
	float *a;
	const float *b;
	int64_t i, n;
	uc10_status st;
	(void)ks;
	tut_ran("tut_myadd__cpu");
	if ((st = tut_check("tut::myadd_", self, other)) != UC10_OK)
		return st;
	a = uc10_tensor_ptr(self);
	b = uc10_tensor_ptr(other);
	n = uc10_tensor_numel(self);
	for (i = 0; i < n; i++)
		a[i] += b[i];
	return UC10_OK;
}

static float tut_mul(float a, float b) { return a * b; }

uc10_status tut_mymul_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	(void)ks;
	tut_ran("tut_mymul_cpu");
	return tut_binary("tut::mymul", ret, self, other, tut_mul);
}
