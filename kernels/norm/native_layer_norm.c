/*
 * native_layer_norm (CPU), as 1.13's layer_norm_cpu: input (*, S...)
 * float32 normalized over its last dims S = normalized_shape; weight and
 * bias (optional) of shape S.  Each of the M rows of N = prod(S) elements:
 * mean, population variance, rstd = 1 / sqrt(max(var, 0) + eps), then
 * y = (x * rstd + (-rstd * mean)) * weight + bias (each step fused, as
 * PyTorch's kernel is built with FMA).  The statistics are summed in
 * double where PyTorch's RowwiseMoments sums float chunks: results agree
 * to about 1e-6.  Returns y (contiguous, input's shape) and mean and rstd
 * of shape input[:axis] + [1] * len(S).  Any strides: elements are read
 * where they are (PyTorch makes the input contiguous first).
 */
#include <math.h>
#include "common/kernel.h"
#include "uc10_ops.h"

static const char OP[] = "aten::native_layer_norm";

static uc10_status check_(const uc10_tensor *input, uc10_int_list ns, const uc10_tensor *weight, const uc10_tensor *bias,
                          int *axis)
{
	const uc10_tensor *p[2] = { weight, bias };

	if (ns.len < 1)
		return uc10_fail(UC10_E_ARG, OP, ": Expected normalized_shape to be at least 1-dimensional, i.e., containing at ",
		                 "least one element");
	for (int k = 0; k < 2; k++) {
		bool same = p[k]->dim == (int)ns.len;
		for (size_t i = 0; same && i < ns.len; i++)
			same = p[k]->sizes[i] == ns.data[i];
		if (uc10__defined(p[k]) && !same)
			return uc10__fail4(UC10_E_SHAPE, OP, ": Expected ", k ? "bias" : "weight",
			                   " to be of same shape as normalized_shape");
		if (uc10__defined(p[k]) && p[k]->dtype != UC10_FLOAT32)
			return uc10__fail_dtype(OP, p[k]->dtype);
	}
	if ((size_t)input->dim < ns.len)
		return uc10_fail(UC10_E_SHAPE, OP, ": Given normalized_shape, expected input with shape [*, normalized_shape], ",
		                 "but got input with fewer dims");
	*axis = input->dim - (int)ns.len;
	for (size_t i = 0; i < ns.len; i++)
		if (input->sizes[*axis + (int)i] != ns.data[i])
			return uc10_fail(UC10_E_SHAPE, OP, ": Given normalized_shape, expected input with shape ",
			                 "[*, normalized_shape], but got input of another size");
	if (input->dtype != UC10_FLOAT32)
		return uc10__fail_dtype(OP, input->dtype);
	return UC10_OK;
}

uc10_status uc10_native_layer_norm_cpu(uc10_ks ks, uc10_tensor *ret0, uc10_tensor *ret1, uc10_tensor *ret2,
                                       const uc10_tensor *input, uc10_int_list normalized_shape,
                                       const uc10_tensor *weight, const uc10_tensor *bias, uc10_float eps)
{
	static const uc10_tensor none;
	int64_t ssz[UC10_MAX_DIMS], m = 1, n = 1;
	size_t mark = uc10__mark();
	uc10_tensor y, mean, rstd;
	uc10_status st;
	int axis = 0;

	(void)ks;
	if (!ret0 || !ret1 || !ret2 || !uc10__defined(input))
		return uc10__fail_null(OP, ret0 && ret1 && ret2 ? "input" : "result");
	weight = weight ? weight : &none;
	bias = bias ? bias : &none;
	if ((st = check_(input, normalized_shape, weight, bias, &axis)) != UC10_OK)
		return st;
	for (int d = 0; d < input->dim; d++) {
		ssz[d] = d < axis ? input->sizes[d] : 1;
		if (d < axis)
			m *= input->sizes[d];
		else
			n *= input->sizes[d];
	}
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&y, UC10_FLOAT32, input->sizes, input->dim,
	                                               UC10_CONTIGUOUS_FORMAT))) != UC10_OK ||
	    (st = uc10__alloc_st(OP, uc10_tensor_empty(&mean, UC10_FLOAT32, ssz, input->dim, UC10_CONTIGUOUS_FORMAT))) != UC10_OK ||
	    (st = uc10__alloc_st(OP, uc10_tensor_empty(&rstd, UC10_FLOAT32, ssz, input->dim, UC10_CONTIGUOUS_FORMAT))) != UC10_OK) {
		uc10__release(mark);
		return st;
	}
	for (int64_t r = 0; r < m; r++) {
		double s = 0, q = 0;
		float mu, var, rs, b;
		for (int64_t j = 0; j < n; j++)
			s += uc10__f32_at(input, r * n + j);
		mu = (float)(s / (double)n);
		for (int64_t j = 0; j < n; j++) {
			const double dx = (double)uc10__f32_at(input, r * n + j) - s / (double)n;
			q += dx * dx;
		}
		var = (float)(q / (double)n);
		rs = 1.0f / sqrtf((var > 0 ? var : 0) + (float)eps);
		b = -rs * mu;
		for (int64_t j = 0; j < n; j++) {
			const float g = uc10__defined(weight) ? uc10__f32_at(weight, j) : 1.0f;
			const float be = uc10__defined(bias) ? uc10__f32_at(bias, j) : 0.0f;
			((float *)uc10_tensor_ptr(&y))[r * n + j] = uc10__fmaf(uc10__fmaf(uc10__f32_at(input, r * n + j), rs, b), g, be);
		}
		((float *)uc10_tensor_ptr(&mean))[r] = mu;
		((float *)uc10_tensor_ptr(&rstd))[r] = rs;
	}
	*ret0 = y;
	*ret1 = mean;
	*ret2 = rstd;
	return UC10_OK;
}
