/*
 * examples/models/ds_cnn_int8.c - DS-CNN keyword spotting (models.py's
 * DSCNN) in int8, as PyTorch 1.13's eager post-training quantization
 * leaves it (export_int8.py: conv + BatchNorm + ReLU fused, BatchNorm
 * folded by PyTorch), twice: with the onednn engine's default qconfig
 * (per-channel weights) and with qnnpack's (per-tensor weights).  What
 * the converted model calls, in order: quantize_per_tensor (QuantStub),
 * quantized::conv2d_relu (the 10x4 stem, four depthwise and four
 * pointwise), dropout (the identity), avg_pool2d at QuantizedCPU,
 * flatten, quantized::linear, dequantize (DeQuantStub); the output must
 * equal PyTorch's integer for integer (data/ds_cnn_int8.h).
 */
#include "model.h"
#include "data/ds_cnn_int8.h"

static void run(const char *name, const model_qlayer *l, double in_scale, int64_t in_zero_point,
                const uint8_t *expected_f, long nf, const uint8_t *expected_q, const float *expected, int argmax)
{
	static const int64_t in[4] = { 1, 1, 49, 10 };
	model_params mp;
	uc10_tensor x, q, y;

	model_init(NULL, 0, &mp);
	x = model_const(ds_cnn_int8_input, in, 4);
	x = model_quantize(&x, in_scale, in_zero_point);
	x = model_qlayer_run(&l[0], &x);             /* conv 10x4 stride 2 + relu: 64 x 25 x 5 */
	x = model_dropout(&x, 0.2);
	for (int i = 1; i <= 8; i++)
		x = model_qlayer_run(&l[i], &x);         /* depthwise 3x3, pointwise 1x1, each + relu */
	x = model_dropout(&x, 0.4);
	x = model_avg_pool2d(&x, 25, 5);
	x = model_flatten(&x);
	model_expect_q("features", &x, expected_f, nf);
	q = model_qlayer_run(&l[9], &x);
	y = model_dequantize(&q);
	model_check_q(name, &q, expected_q, &y, expected, 12, argmax);
}

/* one of the two quantized variants in data/ds_cnn_int8.h */
#define RUN(v, V, what) \
	run("ds_cnn_int8 (" what ")", ds_cnn_int8_##v##_layers, DS_CNN_INT8_##V##_IN_SCALE, \
	    DS_CNN_INT8_##V##_IN_ZERO_POINT, ds_cnn_int8_##v##_features_q, DS_CNN_INT8_##V##_NFEATURES, \
	    ds_cnn_int8_##v##_output_q, ds_cnn_int8_##v##_output, DS_CNN_INT8_##V##_ARGMAX)

int main(void)
{
	RUN(onednn, ONEDNN, "onednn qconfig, per-channel weights");
	RUN(qnnpack, QNNPACK, "qnnpack qconfig, per-tensor weights");
	return model_q_done("ds_cnn_int8");
}
