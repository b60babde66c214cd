/* One value to its quantized integer: see kernels/quantized/quantized.h. */
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
