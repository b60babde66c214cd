/*
 * examples/models/autoencoder.c - the anomaly detection autoencoder
 * (models.py's AutoEncoder), float, as PyTorch 1.13 runs it in eval mode:
 * nine linear + batch_norm (BatchNorm1d on (N, C)) + relu, then linear;
 * checked against PyTorch's output (data/autoencoder.h).
 */
#include "model.h"
#include "data/autoencoder.h"

int main(void)
{
	static const int64_t in[2] = { 1, 640 };
	static const int64_t width[9] = { 128, 128, 128, 128, 8, 128, 128, 128, 128 };
	model_params mp;
	uc10_tensor x;

	model_init(autoencoder_params, AUTOENCODER_NPARAMS, &mp);
	x = model_const(autoencoder_input, in, 2);
	for (int i = 0; i < 9; i++) {
		x = model_linear(&mp, &x, width[i]);
		x = model_batch_norm(&mp, &x);
		x = model_act(&x, MODEL_RELU);
	}
	x = model_linear(&mp, &x, 640);
	return model_check("autoencoder", &x, autoencoder_output, 640, AUTOENCODER_ARGMAX, &mp, MODEL_ATOL, MODEL_RTOL);
}
