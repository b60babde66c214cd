/*
 * examples/models/ds_cnn.c - DS-CNN keyword spotting (models.py's DSCNN),
 * float, as PyTorch 1.13 runs it in eval mode: conv2d, batch_norm, relu,
 * dropout (the identity), four depthwise-separable blocks, avg_pool2d,
 * flatten, linear; checked against PyTorch's output (data/ds_cnn.h).
 */
#include "model.h"
#include "data/ds_cnn.h"

int main(void)
{
	static const int64_t in[4] = { 1, 1, 49, 10 };
	model_params mp;
	uc10_tensor x;

	model_init(ds_cnn_params, DS_CNN_NPARAMS, &mp);
	x = model_const(ds_cnn_input, in, 4);
	x = model_conv2d(&mp, &x, 64, 10, 4, 2, 5, 1, 1, true);       /* 64 x 25 x 5 */
	x = model_batch_norm(&mp, &x);
	x = model_act(&x, MODEL_RELU);
	x = model_dropout(&x, 0.2);
	for (int i = 0; i < 4; i++) {
		x = model_conv_bn(&mp, &x, 64, 3, 1, 1, 64, MODEL_RELU);  /* depthwise */
		x = model_conv_bn(&mp, &x, 64, 1, 1, 0, 1, MODEL_RELU);   /* pointwise */
	}
	x = model_dropout(&x, 0.4);
	x = model_avg_pool2d(&x, 25, 5);
	x = model_flatten(&x);
	x = model_linear(&mp, &x, 12);
	return model_check("ds_cnn", &x, ds_cnn_output, 12, DS_CNN_ARGMAX, &mp, MODEL_ATOL, MODEL_RTOL);
}
