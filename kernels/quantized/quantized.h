/*
 * kernels/quantized/quantized.h - affine per-tensor quantization, as
 * PyTorch 1.13 does it on a build without FBGEMM (Debian's; quantized
 * engines qnnpack and onednn):
 *   quantize:   q = clamp((int64)(zp + nearbyintf(x * (1.0f / (float)scale))), qmin, qmax)
 *               (x * inv in float; zp + rounded value in float)
 *   dequantize: x = ((float)q - (float)zp) * (float)scale, in float
 */
#ifndef UC10_QUANTIZED_H
#define UC10_QUANTIZED_H

#include "common/kernel.h"

int32_t uc10__quantize_val(float x, double scale, int64_t zero_point, uc10_dtype qdtype);

static inline float uc10__dequantize_val(int32_t q, double scale, int64_t zero_point)
{
	return ((float)q - (float)zero_point) * (float)scale;
}

/* qmin/qmax of a quantized dtype's underlying integer type. */
void uc10__qrange(uc10_dtype qdtype, int32_t *qmin, int32_t *qmax);

#endif
