/*
 * examples/models/resnet8_int8.c - ResNet-8 for CIFAR-10 (models.py's
 * ResNet8) in int8, as PyTorch 1.13's FX graph mode post-training
 * quantization leaves it (export_int8.py: prepare_fx / convert_fx, conv +
 * BatchNorm (+ ReLU) fused with the BatchNorm folded by PyTorch, each
 * block's relu(y + s) fused into quantized::add_relu), with the onednn
 * qconfig (per-channel weights) and with qnnpack's (per-tensor).  The
 * converted graph calls quantize_per_tensor, quantized::conv2d_relu (stem,
 * each block's first conv), quantized::conv2d (second conv, strided 1x1
 * shortcuts), quantized::add_relu, avg_pool2d at QuantizedCPU, flatten,
 * quantized::linear, dequantize; the output must equal PyTorch's integer
 * for integer.
 *
 * A block's input must outlive its branch (model.h): the stem's output goes
 * to the side arena, and a strided block computes its shortcut first, into
 * the side arena (the graph calls it after the branch; the result is the
 * same).
 */
#include "model.h"
#include "data/resnet8_int8.h"

/* layers l[0] (conv1), l[1] (conv2) and, with a shortcut, l[2]; the block's add_relu scale and zero point */
static uc10_tensor block(const model_qlayer *l, bool shortcut, const uc10_tensor *x, double scale, int64_t zero_point)
{
	uc10_tensor s = *x, y;

	if (shortcut) {
		model_aside();
		s = model_qlayer_run(&l[2], x);
	}
	y = model_qlayer_run(&l[0], x);
	y = model_qlayer_run(&l[1], &y);
	return model_qadd_relu(&y, &s, scale, zero_point);
}

static void run(const char *name, const model_qlayer *l, double in_scale, int64_t in_zero_point,
                const double *add_scale, const int64_t *add_zero_point, const uint8_t *expected_f, long nf,
                const uint8_t *expected_q, const float *expected, int argmax)
{
	static const int64_t in[4] = { 1, 3, 32, 32 };
	model_params mp;
	uc10_tensor x, q, y;

	model_init(NULL, 0, &mp);
	x = model_const(resnet8_int8_input, in, 4);
	x = model_quantize(&x, in_scale, in_zero_point);
	model_aside();
	x = model_qlayer_run(&l[0], &x);                          /* 16 x 32 x 32, kept for the first block */
	x = block(&l[1], false, &x, add_scale[0], add_zero_point[0]);
	x = block(&l[3], true, &x, add_scale[1], add_zero_point[1]);   /* 32 x 16 x 16 */
	x = block(&l[6], true, &x, add_scale[2], add_zero_point[2]);   /* 64 x 8 x 8 */
	x = model_avg_pool2d(&x, 8, 8);
	x = model_flatten(&x);
	model_expect_q("features", &x, expected_f, nf);
	q = model_qlayer_run(&l[9], &x);
	y = model_dequantize(&q);
	model_check_q(name, &q, expected_q, &y, expected, 10, argmax);
}

/* one of the two quantized variants in data/resnet8_int8.h */
#define RUN(v, V, what) \
	run("resnet8_int8 (" what ")", resnet8_int8_##v##_layers, RESNET8_INT8_##V##_IN_SCALE, \
	    RESNET8_INT8_##V##_IN_ZERO_POINT, resnet8_int8_##v##_add_scale, resnet8_int8_##v##_add_zero_point, \
	    resnet8_int8_##v##_features_q, RESNET8_INT8_##V##_NFEATURES, resnet8_int8_##v##_output_q, \
	    resnet8_int8_##v##_output, RESNET8_INT8_##V##_ARGMAX)

int main(void)
{
	RUN(onednn, ONEDNN, "onednn qconfig, per-channel weights");
	RUN(qnnpack, QNNPACK, "qnnpack qconfig, per-tensor weights");
	return model_q_done("resnet8_int8");
}
