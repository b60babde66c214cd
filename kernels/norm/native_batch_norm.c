/*
 * native_batch_norm (CPU), inference (training=False) as batch_norm_cpu
 * runs it in PyTorch 1.13: input (N, C, ...) float32, the running
 * statistics and the optional affine weight and bias C floats each.
 *
 * Two paths, as PyTorch has, because they round differently:
 *  - input contiguous or channels_last and every parameter contiguous
 *    (batch_norm_cpu_kernel): per channel alpha = weight / sqrt(var + eps)
 *    (as invstd * weight) and beta = bias - mean * alpha, then
 *    out = input * alpha + beta; PyTorch's kernel is built with FMA, so
 *    beta and out are each one fused multiply-add (uc10__fmaf);
 *  - otherwise (TensorIterator over strided views):
 *    out = ((input - mean) * invstd) * weight + bias, each step rounded.
 * The output is channels_last when the input is (and is not also
 * contiguous), else contiguous.  The two other results are the saved mean
 * and invstd, empty (size 0) in inference, as PyTorch returns them.
 *
 * Training (batch statistics, updating the running ones) is not
 * implemented: a status and a message; uc10 runs models for inference.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

static const char op_[] = "aten::native_batch_norm";

static float at_(const uc10_tensor *t, int64_t c, float none)
{
	return t ? ((const float *)uc10_tensor_ptr(t))[c * t->strides[0]] : none;
}

/* Is t (a parameter, or NULL for None) a float32 vector of C elements?  Else fail. */
static uc10_status check_param_(const uc10_tensor *t, int64_t c, const char *name)
{
	if (!t)
		return UC10_OK;
	if (t->dtype != UC10_FLOAT32)
		return uc10__fail4(UC10_E_DTYPE, op_, ": expected scalar type Float but found ",
		                   uc10__dtype_name(t->dtype), name);
	if (uc10_tensor_numel(t) != c || t->dim != 1)
		return uc10__fail4(UC10_E_SHAPE, op_, ": ", name, " should contain as many elements as input has channels (dim 1), in one dimension");
	return UC10_OK;
}

/*
 * Offset (elements) of the i-th element, in C order, of the dims after C:
 * one multiplication when they collapse into one stride (contiguous and
 * channels_last tensors), else digit by digit.
 */
static int64_t offset_(const uc10_tensor *t, int64_t i)
{
	int64_t off = 0;
	int d = t->dim - 1;
	bool flat = true;

	for (int k = 2; k < d; k++)
		flat = flat && t->strides[k] == t->strides[k + 1] * t->sizes[k + 1];
	if (flat)
		return d < 2 ? 0 : i * t->strides[d];
	for (; d >= 2; d--) {
		off += (i % t->sizes[d]) * t->strides[d];
		i /= t->sizes[d];
	}
	return off;
}

static bool dense_(const uc10_tensor *t)
{
	return !t || t->is_contiguous;
}

uc10_status uc10_native_batch_norm_cpu(uc10_ks ks, uc10_tensor *ret0, uc10_tensor *ret1, uc10_tensor *ret2,
                                       const uc10_tensor *input, const uc10_tensor *weight, const uc10_tensor *bias,
                                       const uc10_tensor *running_mean, const uc10_tensor *running_var,
                                       uc10_bool training, uc10_float momentum, uc10_float eps)
{
	const int64_t zero = 0;
	int64_t c, inner = 1;
	uc10_memory_format mf;
	uc10_tensor r, sm, sv;
	size_t mark = uc10__mark();
	uc10_status st;
	bool fast;

	(void)ks;
	(void)momentum;
	if (!ret0 || !ret1 || !ret2 || !uc10__defined(input))
		return uc10__fail_null(op_, uc10__defined(input) ? "result" : "input");
	weight = uc10__defined(weight) ? weight : NULL;
	bias = uc10__defined(bias) ? bias : NULL;
	running_mean = uc10__defined(running_mean) ? running_mean : NULL;
	running_var = uc10__defined(running_var) ? running_var : NULL;
	if (input->dtype != UC10_FLOAT32)
		return uc10__fail4(UC10_E_DTYPE, "aten::native_batch_norm: \"batch_norm\" not implemented for '",
		                   uc10__dtype_name(input->dtype), "'", "");
	if (input->dim < 2)
		return uc10_fail(UC10_E_SHAPE, op_, ": Expected a tensor of at least 2 dimensions (N, C, ...)", "");
	if (training)
		return uc10_fail(UC10_E_ARG, op_, ": training=True (batch statistics) is not implemented by uc10, ",
		                 "which runs models in eval mode");
	if (!running_mean || !running_var)
		return uc10_fail(UC10_E_NULL, op_, running_mean ? ": running_var" : ": running_mean",
		                 " must be defined in evaluation mode");
	c = input->sizes[1];
	if ((st = check_param_(weight, c, "weight")) != UC10_OK || (st = check_param_(bias, c, "bias")) != UC10_OK ||
	    (st = check_param_(running_mean, c, "running_mean")) != UC10_OK ||
	    (st = check_param_(running_var, c, "running_var")) != UC10_OK)
		return st;
	fast = (input->is_contiguous || input->is_channels_last) && dense_(weight) && dense_(bias) &&
	       dense_(running_mean) && dense_(running_var);
	mf = fast ? (input->is_contiguous ? UC10_CONTIGUOUS_FORMAT : UC10_CHANNELS_LAST)
	          : uc10_tensor_suggest_memory_format(input);
	if ((st = uc10__alloc_st(op_, uc10_tensor_empty(&r, UC10_FLOAT32, input->sizes, input->dim, mf))) != UC10_OK ||
	    (st = uc10__alloc_st(op_, uc10_tensor_empty(&sm, UC10_FLOAT32, &zero, 1, UC10_CONTIGUOUS_FORMAT))) != UC10_OK ||
	    (st = uc10__alloc_st(op_, uc10_tensor_empty(&sv, UC10_FLOAT32, &zero, 1, UC10_CONTIGUOUS_FORMAT))) != UC10_OK) {
		uc10__release(mark);
		return st;
	}
	for (int d = 2; d < input->dim; d++)
		inner *= input->sizes[d];
	for (int64_t ch = 0; ch < c; ch++) {
		float invstd = 1.0f / __builtin_sqrtf(at_(running_var, ch, 0) + (float)eps);
		float mean = at_(running_mean, ch, 0), w = at_(weight, ch, 1), b = at_(bias, ch, 0);
		float alpha = invstd * w, beta = uc10__fmaf(-mean, alpha, b);
		for (int64_t n = 0; n < input->sizes[0]; n++) {
			const float *x = (const float *)uc10_tensor_ptr(input) + n * input->strides[0] + ch * input->strides[1];
			float *y = (float *)uc10_tensor_ptr(&r) + n * r.strides[0] + ch * r.strides[1];
			for (int64_t i = 0; i < inner; i++) {
				float v = x[offset_(input, i)], t;
				if (fast) {
					y[offset_(&r, i)] = uc10__fmaf(v, alpha, beta);
					continue;
				}
				/* one rounding per statement: no contraction into an FMA */
				t = v - mean;
				t = t * invstd;
				t = t * w;
				y[offset_(&r, i)] = t + b;
			}
		}
	}
	*ret0 = r;
	*ret1 = sm;
	*ret2 = sv;
	return UC10_OK;
}
