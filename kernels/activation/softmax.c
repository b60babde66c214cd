/*
 * softmax.int, log_softmax.int (CompositeImplicitAutograd: convert to
 * dtype if given, then _softmax / _log_softmax through the dispatcher) and
 * _softmax, _log_softmax (CPU, float32; half_to_float must be false on
 * CPU).  Along dim: m = max, e = exp(x - m), softmax = e * (1 / sum e),
 * log_softmax = x - m - log(sum e), as PyTorch's vectorized kernels; they
 * use Sleef's exp and log, uc10 the C library's, so results agree to a
 * few ulp.  The result is contiguous.
 */
#include <math.h>
#include "common/kernel.h"
#include "uc10_ops.h"

static uc10_status softmax_(uc10_tensor *ret, const uc10_tensor *self, int64_t dim, bool half_to_float, bool log)
{
	uc10_tensor r;
	uc10_status st;
	int64_t outer = 1, inner = 1, n;
	int d;
	const char *op = log ? "aten::_log_softmax" : "aten::_softmax";

	if (!ret || !uc10__defined(self))
		return uc10__fail_null(op, ret ? "self" : "result");
	if (half_to_float)
		return uc10_fail(UC10_E_ARG, op, ": softmax with half to float conversion is not supported on CPU", "");
	if (!(log ? UC10__KERNEL_TAKES(uc10__log_softmax_cpu, self->dtype) : UC10__KERNEL_TAKES(uc10__softmax_cpu, self->dtype)))
		return uc10__fail_dtype(op, self->dtype);
	if ((st = uc10__wrap_dim(op, dim, self->dim, &d)) != UC10_OK)
		return st;
	if ((st = uc10__alloc_st(op, uc10_tensor_empty(&r, UC10_FLOAT32, self->sizes, self->dim, UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
		return st;
	n = self->dim ? self->sizes[d] : 1;
	for (int i = 0; i < self->dim; i++) {
		if (i < d)
			outer *= self->sizes[i];
		else if (i > d)
			inner *= self->sizes[i];
	}
	/* element (o, k, j) of the (outer, n, inner) view; self may be strided */
	for (int64_t o = 0; o < outer; o++)
		for (int64_t j = 0; j < inner; j++) {
			int64_t base_in[UC10_MAX_DIMS], rem;
			int64_t step = self->dim ? self->strides[d] : 0, off = 0;
			float m = -INFINITY, sum = 0;
			float *out = (float *)uc10_tensor_ptr(&r) + o * n * inner + j;
			const float *in;
			/* offset of (o, 0, j) in self */
			rem = o;
			for (int i = d - 1; i >= 0; i--) {
				base_in[i] = rem % self->sizes[i];
				rem /= self->sizes[i];
				off += base_in[i] * self->strides[i];
			}
			rem = j;
			for (int i = self->dim - 1; i > d; i--) {
				off += (rem % self->sizes[i]) * self->strides[i];
				rem /= self->sizes[i];
			}
			in = (const float *)uc10_tensor_ptr(self) + off;
			for (int64_t k = 0; k < n; k++) {
				float x = in[k * step];
				if (x > m || x != x)
					m = x;
			}
			for (int64_t k = 0; k < n; k++)
				sum += expf(in[k * step] - m);
			if (log) {
				float ls = logf(sum);
				for (int64_t k = 0; k < n; k++)
					out[k * inner] = in[k * step] - m - ls;
			} else {
				float inv = 1.0f / sum;
				for (int64_t k = 0; k < n; k++)
					out[k * inner] = expf(in[k * step] - m) * inv;
			}
		}
	*ret = r;
	return UC10_OK;
}

uc10_status uc10__softmax_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int dim,
                              uc10_bool half_to_float)
{
	(void)ks;
	return softmax_(ret, self, dim, half_to_float, false);
}

uc10_status uc10__log_softmax_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int dim,
                                  uc10_bool half_to_float)
{
	(void)ks;
	return softmax_(ret, self, dim, half_to_float, true);
}

/* softmax.int / log_softmax.int: input_.toType(dtype) first, if given */
static uc10_status composite_(uc10_tensor *ret, const uc10_tensor *self, int64_t dim, uc10_opt_dtype dtype, bool log)
{
	uc10_tensor x;
	size_t m = uc10__mark();
	uc10_status st;

	if (!ret || !uc10__defined(self))
		return uc10__fail_null(log ? "aten::log_softmax.int" : "aten::softmax.int", ret ? "self" : "result");
	x = *self;
	if (dtype.has && dtype.v != self->dtype) {
		uc10_opt_dtype dt = dtype;
		uc10_opt_layout nl = { false, UC10_STRIDED };
		uc10_opt_device nd = { false, { 0, 0 } };
		uc10_opt_bool np = { false, false };
		uc10_opt_memory_format mf = { false, UC10_PRESERVE_FORMAT };
		if ((st = uc10_call_aten_empty_like(&x, self, dt, nl, nd, np, mf)) != UC10_OK)
			return st;
		if ((st = uc10_call_aten_copy_(&x, self, false)) != UC10_OK) {
			uc10__release(m);
			return st;
		}
	}
	st = log ? uc10_call_aten__log_softmax(ret, &x, dim, false) : uc10_call_aten__softmax(ret, &x, dim, false);
	if (st != UC10_OK) {
		uc10__release(m);
		return st;
	}
	uc10__keep_only(m, ret);
	return UC10_OK;
}

uc10_status uc10_softmax_int_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int dim,
                                 uc10_opt_dtype dtype)
{
	(void)ks;
	return composite_(ret, self, dim, dtype, false);
}

uc10_status uc10_log_softmax_int_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int dim,
                                     uc10_opt_dtype dtype)
{
	(void)ks;
	return composite_(ret, self, dim, dtype, true);
}
