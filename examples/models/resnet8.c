/*
 * examples/models/resnet8.c - ResNet-8 for CIFAR-10 (models.py's ResNet8),
 * float, as PyTorch 1.13 runs it in eval mode: conv2d + batch_norm + relu,
 * three residual stacks (the second and third with a strided 1x1
 * convolution on the shortcut), add, avg_pool2d(8), flatten, linear;
 * checked against PyTorch's output (data/resnet8.h).
 *
 * A block's input must outlive its branch: the stem's output goes to the
 * side arena (the first block adds it back unchanged), and a strided
 * block computes its shortcut first, into the side arena, taking the
 * shortcut's parameters from after the branch's (state_dict order).
 */
#include "model.h"
#include "data/resnet8.h"

static uc10_tensor block(model_params *mp, const uc10_tensor *x, int64_t cin, int64_t cout, int64_t stride)
{
	uc10_tensor s = *x, y;

	if (stride != 1 || cin != cout) {
		/* conv1, bn1, conv2, bn2 come first in the data: 3x3 weights and 4 BN vectors each */
		model_params sc = *mp;
		sc.used += 9 * cin * cout + 4 * cout + 9 * cout * cout + 4 * cout;
		model_aside();
		s = model_conv2d(&sc, x, cout, 1, 1, stride, 0, 0, 1, true);
		y = model_conv_bn(mp, x, cout, 3, stride, 1, 1, MODEL_RELU);
		y = model_conv_bn(mp, &y, cout, 3, 1, 1, 1, MODEL_NONE);
		mp->used = sc.used;
	} else {
		y = model_conv_bn(mp, x, cout, 3, stride, 1, 1, MODEL_RELU);
		y = model_conv_bn(mp, &y, cout, 3, 1, 1, 1, MODEL_NONE);
	}
	y = model_add(&y, &s);
	return model_act(&y, MODEL_RELU);
}

int main(void)
{
	static const int64_t in[4] = { 1, 3, 32, 32 };
	model_params mp;
	uc10_tensor x;

	model_init(resnet8_params, RESNET8_NPARAMS, &mp);
	x = model_const(resnet8_input, in, 4);
	x = model_conv2d(&mp, &x, 16, 3, 3, 1, 1, 1, 1, false);
	x = model_batch_norm(&mp, &x);
	model_aside();
	x = model_act(&x, MODEL_RELU);                     /* 16 x 32 x 32, kept for the first block */
	x = block(&mp, &x, 16, 16, 1);
	x = block(&mp, &x, 16, 32, 2);                     /* 32 x 16 x 16 */
	x = block(&mp, &x, 32, 64, 2);                     /* 64 x 8 x 8 */
	x = model_avg_pool2d(&x, 8, 8);
	x = model_flatten(&x);
	x = model_linear(&mp, &x, 10);
	return model_check("resnet8", &x, resnet8_output, 10, RESNET8_ARGMAX, &mp, MODEL_ATOL, MODEL_RTOL);
}
