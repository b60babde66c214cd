/*
 * kernels/quantized/qdynamic.h - dynamic quantization (quantize_dynamic's
 * layers): a float activation quantized at run time with the parameters
 * its range gives, as PyTorch 1.13's onednn engine does it
 * (quantized_unpacked::linear_dynamic, the dynamic LSTM's gates).
 */
#ifndef UC10_KERNELS_QDYNAMIC_H
#define UC10_KERNELS_QDYNAMIC_H

#include <math.h>
#include <stdint.h>

/*
 * PyTorch's quant_utils::ChooseQuantizationParams(mn, mx, 0, qmax) (no
 * sparsity, no power-of-two scale): the range widened to hold 0, scale in
 * double, the zero point nudged into [0, qmax].  qmax: 255, or 127 with
 * reduce_range.
 */
void uc10__choose_qparams(float mn, float mx, int32_t qmax, double *scale, int32_t *zp);

/*
 * x's integer as oneDNN's reorder makes it: x * inv (inv = (float)(1 /
 * scale)), rounded to nearest even, plus zp, saturated to a byte.
 */
static inline int32_t uc10__qdyn(float x, float inv, int32_t zp)
{
	const int32_t q = (int32_t)nearbyintf(x * inv) + zp;

	return q < 0 ? 0 : q > 255 ? 255 : q;
}

#endif
