/*
 * examples/models/autoencoder_int8.c - the MLPerf Tiny anomaly detection
 * autoencoder (models.py's AutoEncoder) in int8, as PyTorch 1.13's eager
 * post-training quantization leaves it (export_int8.py: Linear +
 * BatchNorm1d fused, PyTorch folding the BatchNorm; 1.13 does not fuse the
 * ReLU after them, which runs as aten::relu on the quantized tensor),
 * with the onednn qconfig (per-channel weights) and with qnnpack's
 * (per-tensor).  The converted model calls quantize_per_tensor, nine x
 * (quantized::linear, relu), quantized::linear, dequantize; the 640
 * outputs must equal PyTorch's integer for integer.
 */
#include "model.h"
#include "data/autoencoder_int8.h"

static void run(const char *name, const model_qlayer *l, double in_scale, int64_t in_zero_point,
                const uint8_t *expected_f, long nf, const uint8_t *expected_q, const float *expected, int argmax)
{
	static const int64_t in[2] = { 1, 640 };
	model_params mp;
	uc10_tensor x, q, y;

	model_init(NULL, 0, &mp);
	x = model_const(autoencoder_int8_input, in, 2);
	x = model_quantize(&x, in_scale, in_zero_point);
	for (int i = 0; i < 9; i++) {
		x = model_qlayer_run(&l[i], &x);
		x = model_act(&x, MODEL_RELU);
	}
	model_expect_q("features", &x, expected_f, nf);
	q = model_qlayer_run(&l[9], &x);
	y = model_dequantize(&q);
	model_check_q(name, &q, expected_q, &y, expected, 640, argmax);
}

/* one of the two quantized variants in data/autoencoder_int8.h */
#define RUN(v, V, what) \
	run("autoencoder_int8 (" what ")", autoencoder_int8_##v##_layers, AUTOENCODER_INT8_##V##_IN_SCALE, \
	    AUTOENCODER_INT8_##V##_IN_ZERO_POINT, autoencoder_int8_##v##_features_q, AUTOENCODER_INT8_##V##_NFEATURES, \
	    autoencoder_int8_##v##_output_q, autoencoder_int8_##v##_output, AUTOENCODER_INT8_##V##_ARGMAX)

int main(void)
{
	RUN(onednn, ONEDNN, "onednn qconfig, per-channel weights");
	RUN(qnnpack, QNNPACK, "qnnpack qconfig, per-tensor weights");
	return model_q_done("autoencoder_int8");
}
