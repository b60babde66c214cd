/*
 * examples/models/mobilenet_v1_int8.c - MobileNetV1-0.25 visual wake words
 * (models.py's MobileNetV1) in int8, as PyTorch 1.13's eager post-training
 * quantization leaves it (export_int8.py: conv + BatchNorm fused, PyTorch
 * folding the BatchNorm; 1.13 does not fuse a ReLU6, which becomes
 * quantized::relu6), with the onednn qconfig (per-channel weights) and
 * with qnnpack's (per-tensor).  The converted model calls:
 * quantize_per_tensor, 27 x (quantized::conv2d, quantized::relu6) --
 * the stem, then 13 depthwise-separable blocks -- adaptive_avg_pool2d at
 * QuantizedCPU, flatten, dropout (the identity), quantized::linear,
 * dequantize; the output must equal PyTorch's integer for integer.
 */
#include "model.h"
#include "data/mobilenet_v1_int8.h"

static void run(const char *name, const model_qlayer *l, double in_scale, int64_t in_zero_point,
                const uint8_t *expected_f, long nf, const uint8_t *expected_q, const float *expected, int argmax)
{
	static const int64_t in[4] = { 1, 3, 96, 96 };
	model_params mp;
	uc10_tensor x, q, y;

	model_init(NULL, 0, &mp);
	x = model_const(mobilenet_v1_int8_input, in, 4);
	x = model_quantize(&x, in_scale, in_zero_point);
	for (int i = 0; i < 27; i++) {
		x = model_qlayer_run(&l[i], &x);
		x = model_act(&x, MODEL_QRELU6);
	}
	x = model_adaptive_avg_pool2d(&x, 1, 1);
	x = model_flatten(&x);
	x = model_dropout(&x, 0.1);
	model_expect_q("features", &x, expected_f, nf);
	q = model_qlayer_run(&l[27], &x);
	y = model_dequantize(&q);
	model_check_q(name, &q, expected_q, &y, expected, 2, argmax);
}

/* one of the two quantized variants in data/mobilenet_v1_int8.h */
#define RUN(v, V, what) \
	run("mobilenet_v1_int8 (" what ")", mobilenet_v1_int8_##v##_layers, MOBILENET_V1_INT8_##V##_IN_SCALE, \
	    MOBILENET_V1_INT8_##V##_IN_ZERO_POINT, mobilenet_v1_int8_##v##_features_q, MOBILENET_V1_INT8_##V##_NFEATURES, \
	    mobilenet_v1_int8_##v##_output_q, mobilenet_v1_int8_##v##_output, MOBILENET_V1_INT8_##V##_ARGMAX)

int main(void)
{
	RUN(onednn, ONEDNN, "onednn qconfig, per-channel weights");
	RUN(qnnpack, QNNPACK, "qnnpack qconfig, per-tensor weights");
	return model_q_done("mobilenet_v1_int8");
}
