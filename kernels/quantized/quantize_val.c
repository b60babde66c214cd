/* One value, and a float tensor, to quantized integers: see kernels/quantized/quantized.h. */
#include <math.h>
#include "quantized/quantized.h"

void uc10__qrange(uc10_dtype qdtype, int32_t *qmin, int32_t *qmax)
{
	if (qdtype == UC10_QUINT8) {
		*qmin = 0;
		*qmax = 255;
	} else if (qdtype == UC10_QINT32) {
		*qmin = INT32_MIN;
		*qmax = INT32_MAX;
	} else {
		*qmin = -128;
		*qmax = 127;
	}
}

int32_t uc10__quantize_val(float x, double scale, int64_t zero_point, uc10_dtype qdtype)
{
	float inv = 1.0f / (float)scale;
	float r = nearbyintf(x * inv);
	int64_t q = uc10_cvt_f2i64((double)((float)zero_point + r));
	int32_t qmin, qmax;

	uc10__qrange(qdtype, &qmin, &qmax);
	if (q < qmin)
		q = qmin;
	if (q > qmax)
		q = qmax;
	return (int32_t)q;
}

/* x quantized into the integers of a per-tensor q */
static void quantize_into1_(const uc10_tensor *q, const uc10_tensor *x)
{
	const uc10_tensor *ops[2] = { q, x };
	uc10__iter it;

	uc10__iter_init(&it, q->sizes, q->dim, 2, ops);
	for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it))
		for (int64_t i = 0; i < it.shape[0]; i++) {
			float v = *(const float *)(it.ptr[1] + i * it.stride[1][0]);
			int32_t r = uc10__quantize_val(v, q->q_scale, q->q_zero_point, (uc10_dtype)q->dtype);
			char *o = it.ptr[0] + i * it.stride[0][0];
			if (q->dtype == UC10_QINT8)
				*(int8_t *)o = (int8_t)r;
			else if (q->dtype == UC10_QUINT8)
				*(uint8_t *)o = (uint8_t)r;
			else
				*(int32_t *)o = r;
		}
}

void uc10__quantize_into(const uc10_tensor *q, const uc10_tensor *x)
{
	int xd = (int)q->q_axis - (q->dim - x->dim);   /* x's dim under q's axis, aligned at the right */

	for (int64_t c = 0; c < uc10__qchannels(q); c++) {
		uc10_tensor d, s = *x;
		uc10__qchannel(&d, q, c);
		if (q->qscheme == UC10_PER_CHANNEL_AFFINE && xd >= 0 && x->sizes[xd] != 1)
			uc10__narrow1(&s, x, xd, c);
		quantize_into1_(&d, &s);
	}
}
