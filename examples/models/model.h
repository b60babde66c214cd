/*
 * examples/models/model.h - what the model programs share: the layers as
 * PyTorch's modules call them (nn.Conv2d -> aten::conv2d, nn.BatchNorm ->
 * aten::batch_norm, nn.ReLU -> aten::relu, nn.ReLU6 -> aten::hardtanh,
 * ...), each one typed call through the dispatcher, with the parameters
 * read in state_dict order from the model's const data (data/<model>.h).
 *
 * Memory: activations ping-pong between two arenas -- a layer's output
 * goes to the one its input is not in, which is emptied first -- so a model
 * needs twice its largest activation (plus what a kernel keeps beside it),
 * not the sum of all.  A residual network parks the shortcut in a third
 * arena (model_aside).  Views (flatten, dropout in eval mode) stay where
 * their input is.
 *
 * Errors: the first failed call prints its status and uc10_last_error();
 * every later layer then does nothing, and model_check() fails.
 */
#ifndef UC10_MODEL_H
#define UC10_MODEL_H

#include "uc10/tensor_util.h"
#include "uc10/dispatcher.h"

/* The parameters of a model, taken in order. */
typedef struct model_params {
	const float *p;
	long n, used;
} model_params;

/* Set up the arenas (model.c's buffers; sizes from MODEL_ARENA_BYTES, MODEL_SIDE_BYTES). */
void model_init(const float *params, long nparams, model_params *mp);

/* A contiguous float tensor over const data (an input). */
uc10_tensor model_const(const float *data, const int64_t *sizes, int dim);

/*
 * The layers.  act: MODEL_NONE, MODEL_RELU (aten::relu) or MODEL_RELU6
 * (aten::hardtanh(0, 6)); on a quantized tensor MODEL_QRELU6 is what a
 * converted nn.ReLU6 calls (quantized::relu6).
 */
enum { MODEL_NONE, MODEL_RELU, MODEL_RELU6, MODEL_QRELU6 };
uc10_tensor model_conv2d(model_params *mp, const uc10_tensor *x, int64_t cout, int64_t kh, int64_t kw,
                         int64_t stride, int64_t pad_h, int64_t pad_w, int64_t groups, bool bias);
uc10_tensor model_batch_norm(model_params *mp, const uc10_tensor *x);
uc10_tensor model_act(const uc10_tensor *x, int act);
/* conv2d (no bias), BatchNorm2d and act: the usual block */
uc10_tensor model_conv_bn(model_params *mp, const uc10_tensor *x, int64_t cout, int64_t k, int64_t stride,
                          int64_t pad, int64_t groups, int act);
uc10_tensor model_linear(model_params *mp, const uc10_tensor *x, int64_t out);
uc10_tensor model_avg_pool2d(const uc10_tensor *x, int64_t kh, int64_t kw);
uc10_tensor model_adaptive_avg_pool2d(const uc10_tensor *x, int64_t oh, int64_t ow);
uc10_tensor model_flatten(const uc10_tensor *x);
uc10_tensor model_dropout(const uc10_tensor *x, double p);
uc10_tensor model_add(const uc10_tensor *a, const uc10_tensor *b);

/* The next layer's output goes to the side arena (emptied first) instead of the ping-pong. */
void model_aside(void);

/*
 * Compare y with PyTorch's output (n floats): every element within
 * atol + rtol * |expected|, the same argmax; all parameters used, no
 * failed call.  Prints the largest difference and the arenas' peaks, and
 * `<name>: N passed, N failed'; returns main's exit status.
 */
int model_check(const char *name, const uc10_tensor *y, const float *expected, long n, int argmax,
                const model_params *mp, float atol, float rtol);

/*
 * int8: a model quantized by PyTorch's eager flow (export_int8.py).  A
 * quantized conv2d or linear module as the converted model holds it: a
 * qint8 weight (per output channel -- scales and zero points along dim
 * 0 -- or per tensor), a float bias, the output's scale and zero point,
 * and whether fuse_modules fused a ReLU into it.
 */
typedef struct model_qlayer {
	const int8_t *w;
	int64_t sizes[4];
	int dim;                          /* 4: conv2d, 2: linear */
	const double *scales;             /* per channel, or NULL: per tensor, */
	const int64_t *zero_points;
	double scale;                     /* with this scale (zero point 0) */
	const float *bias;
	int64_t stride[2], padding[2], dilation[2], groups;
	double out_scale;
	int64_t out_zero_point;
	int relu;
} model_qlayer;

/* QuantStub: aten::quantize_per_tensor to quint8. */
uc10_tensor model_quantize(const uc10_tensor *x, double scale, int64_t zero_point);
/*
 * The module l on x: quantized_unpacked::conv2d(_relu) or ::linear(_relu)
 * (PyTorch's quantized::conv2d(_relu).new / linear(_relu) with the prepack
 * folded in), its weight a quantized tensor over l's const data.
 */
uc10_tensor model_qlayer_run(const model_qlayer *l, const uc10_tensor *x);
/* relu(a + b) on quantized tensors, as FX graph mode fuses it: quantized::add_relu. */
uc10_tensor model_qadd_relu(const uc10_tensor *a, const uc10_tensor *b, double scale, int64_t zero_point);
/* DeQuantStub: aten::dequantize. */
uc10_tensor model_dequantize(const uc10_tensor *x);

/*
 * Compare x (quint8, n elements) with PyTorch's integers now, before
 * later layers reuse its arena (an int8 model's features, the last
 * module's input); model_check_q counts the result.
 */
void model_expect_q(const char *what, const uc10_tensor *x, const uint8_t *expected, long n);

/*
 * Compare an int8 model's quantized output q (n elements) with PyTorch's
 * integers, integer for integer, and the dequantized y with PyTorch's
 * floats, exactly; the same argmax; no failed call; with what
 * model_expect_q found.  Prints `<name>: N passed, N failed'; returns
 * main's exit status.
 */
int model_check_q(const char *name, const uc10_tensor *q, const uint8_t *expected_q, const uc10_tensor *y,
                  const float *expected, long n, int argmax);
/* The sum of every model_check_q so far, as `<name>: N passed, N failed'; main's exit status. */
int model_q_done(const char *name);

#endif
