/*
 * examples/models/mobilenet_v1.c - MobileNetV1-0.25 visual wake words
 * (models.py's MobileNetV1), float, as PyTorch 1.13 runs it in eval mode:
 * conv2d + batch_norm + hardtanh(0, 6) (nn.ReLU6), thirteen
 * depthwise-separable blocks, adaptive_avg_pool2d(1), flatten, dropout,
 * linear; checked against PyTorch's output (data/mobilenet_v1.h).
 */
#include "model.h"
#include "data/mobilenet_v1.h"

int main(void)
{
	static const int64_t in[4] = { 1, 3, 96, 96 };
	/* output channels (width 0.25) and stride of the depthwise-separable blocks */
	static const struct { int64_t c, s; } cfg[13] = {
		{ 16, 1 }, { 32, 2 }, { 32, 1 }, { 64, 2 }, { 64, 1 }, { 128, 2 }, { 128, 1 },
		{ 128, 1 }, { 128, 1 }, { 128, 1 }, { 128, 1 }, { 256, 2 }, { 256, 1 }
	};
	int64_t c = 8;
	model_params mp;
	uc10_tensor x;

	model_init(mobilenet_v1_params, MOBILENET_V1_NPARAMS, &mp);
	x = model_const(mobilenet_v1_input, in, 4);
	x = model_conv_bn(&mp, &x, c, 3, 2, 1, 1, MODEL_RELU6);           /* 8 x 48 x 48 */
	for (int i = 0; i < 13; i++) {
		x = model_conv_bn(&mp, &x, c, 3, cfg[i].s, 1, c, MODEL_RELU6); /* depthwise */
		x = model_conv_bn(&mp, &x, cfg[i].c, 1, 1, 0, 1, MODEL_RELU6); /* pointwise */
		c = cfg[i].c;
	}
	x = model_adaptive_avg_pool2d(&x, 1, 1);
	x = model_flatten(&x);
	x = model_dropout(&x, 0.1);
	x = model_linear(&mp, &x, 2);
	return model_check("mobilenet_v1", &x, mobilenet_v1_output, 2, MOBILENET_V1_ARGMAX, &mp, MODEL_ATOL, MODEL_RTOL);
}
