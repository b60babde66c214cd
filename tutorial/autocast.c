/*
 * tutorial/autocast.c - step 5 (tutorial/README.md): an AutocastCPU kernel
 * that runs tut::myadd in int8 - quantize the float inputs, add them with
 * the QuantizedCPU kernel, dequantize the sum - and that QuantizedCPU
 * kernel.  Both call aten operators through their typed wrappers.
 */
#include "tut.h"
#include "uc10/tensor_util.h"
#include "common/kernel.h"   /* uc10__keep_only: keep the result, free the temporaries */

/* The inputs autocast changes: float32 CPU tensors (cached_cast's rule),
 * contiguous (tut_to_int8 reads them in order). */
static bool tut_autocast_eligible(const uc10_tensor *t)
{
	return t->defined && t->dtype == UC10_FLOAT32 && (t->key_set & UC10_KS_CPU) == UC10_KS_CPU &&
	       t->is_contiguous;
}

/* Symmetric int8: scale = max |x| / 127, zero point 0. */
static uc10_status tut_to_int8(uc10_tensor *q, const uc10_tensor *x)
{
	const float *p = uc10_tensor_ptr(x);
	float m = 0;
	int64_t i, n = uc10_tensor_numel(x);
	for (i = 0; i < n; i++)
		m = p[i] > m ? p[i] : -p[i] > m ? -p[i] : m;
	return uc10_call_aten_quantize_per_tensor(q, x, m > 0 ? m / 127.0 : 1.0, 0, UC10_QINT8);
}

uc10_status tut_myadd_autocast(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	uc10_guard g = uc10_exclude_guard(UC10_KS_AutocastCPU);   /* ExcludeDispatchKeyGuard no_autocast */
	uc10_tensor qself, qother, qsum;
	size_t mark = uc10_arena_mark(uc10_arena_current());
	uc10_status st;
	(void)ks;
	tut_ran("tut_myadd_autocast");
	if (!tut_autocast_eligible(self) || !tut_autocast_eligible(other)) {
		st = uc10_call_tut_myadd(ret, self, other);
	} else {
		st = tut_to_int8(&qself, self);
		if (st == UC10_OK)
			st = tut_to_int8(&qother, other);
		if (st == UC10_OK)
			st = uc10_call_tut_myadd(&qsum, &qself, &qother);
		if (st == UC10_OK)
			st = uc10_call_aten_dequantize_self(ret, &qsum);
		if (st == UC10_OK)
			uc10__keep_only(mark, ret);
		else
			uc10_arena_release(uc10_arena_current(), mark);
	}
	uc10_guard_end(&g);
	return st;
}

/* tut::myadd of two int8 tensors of zero point 0: a sum of two values
 * within 127 steps of 0 is within 127 steps of the sum of the scales. */
uc10_status tut_myadd_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	(void)ks;
	tut_ran("tut_myadd_qcpu");
	if (self->q_zero_point != 0 || other->q_zero_point != 0)
		return uc10_fail(UC10_E_ARG, "tut::myadd", ": expected zero points 0", "");
	return uc10_call_quantized_add(ret, self, other, self->q_scale + other->q_scale, 0);
}
