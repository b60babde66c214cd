/* kernels.c - the sensor project's kernels (ops.m4): clamp every element
 * of a float32 tensor to [lo, hi], in a new tensor or in place; scale it.
 * uc10_ops.h, generated from ops.m4, declares them: a definition that
 * does not match its schema does not compile. */
#include "uc10_ops.h"
#include "uc10/tensor_util.h"

static uc10_status check(const char *op, const uc10_tensor *self, double lo, double hi)
{
	if (self->dtype != UC10_FLOAT32 || !self->is_contiguous)
		return uc10_fail(UC10_E_DTYPE, op, ": expected a contiguous float32 tensor", "");
	if (!(lo <= hi))
		return uc10_fail(UC10_E_ARG, op, ": lo must not be above hi", "");
	return UC10_OK;
}

static void clip(float *out, const float *in, int64_t n, float lo, float hi)
{
	int64_t i;
	for (i = 0; i < n; i++)
		out[i] = in[i] < lo ? lo : in[i] > hi ? hi : in[i];
}

uc10_status sensor_clip_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_float lo, uc10_float hi)
{
	uc10_tensor out;
	uc10_status st;
	(void)ks;
	if ((st = check("sensor::clip", self, lo, hi)) != UC10_OK)
		return st;
	if ((st = uc10_tensor_empty_like(&out, self, UC10_FLOAT32, UC10_CONTIGUOUS_FORMAT)) != UC10_OK)
		return uc10_fail(st, "sensor::clip", ": no memory for the result", "");
	clip(uc10_tensor_ptr(&out), uc10_tensor_ptr(self), uc10_tensor_numel(self), (float)lo, (float)hi);
	*ret = out;
	return UC10_OK;
}

uc10_status sensor_clip__cpu(uc10_ks ks, uc10_tensor *self, uc10_float lo, uc10_float hi)
{
	uc10_status st;
	(void)ks;
	if ((st = check("sensor::clip_", self, lo, hi)) != UC10_OK)
		return st;
	clip(uc10_tensor_ptr(self), uc10_tensor_ptr(self), uc10_tensor_numel(self), (float)lo, (float)hi);
	return UC10_OK;
}

uc10_status sensor_scale_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_float k)
{
	uc10_tensor out;
	const float *in;
	float *o;
	int64_t i, n;
	uc10_status st;
	(void)ks;
	if ((st = check("sensor::scale", self, 0, 0)) != UC10_OK)
		return st;
	if ((st = uc10_tensor_empty_like(&out, self, UC10_FLOAT32, UC10_CONTIGUOUS_FORMAT)) != UC10_OK)
		return uc10_fail(st, "sensor::scale", ": no memory for the result", "");
	in = uc10_tensor_ptr(self);
	o = uc10_tensor_ptr(&out);
	n = uc10_tensor_numel(self);
	for (i = 0; i < n; i++)
		o[i] = (float)k * in[i];
	*ret = out;
	return UC10_OK;
}
