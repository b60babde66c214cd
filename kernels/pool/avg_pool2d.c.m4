/*
 * avg_pool2d (CPU): float32 and int64 (PyTorch's dtypes besides half
 * types).  Each output is the sum of its window in element order (rows,
 * then columns, in the element type) divided by divisor_override, or the
 * window's size counting padding (count_include_pad) or not, as
 * cpu_avg_pool does; int64 divides with truncation.  Windows entirely in
 * the padding give 0.  The output keeps self's suggested memory format.
 */
#include "pool/pool.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[f32, i64]@, @[
static void UC10_TN(avg_loop)(const uc10_tensor *self, const uc10_tensor *r, const uc10__pool *g,
                              bool count_include_pad, uc10_opt_int divisor)
{
	const int o = self->dim - 3;

	for (int64_t n = 0; n < g->batch; n++)
		for (int64_t c = 0; c < g->chan; c++) {
			const real *in = (const real *)uc10_tensor_ptr(self) + (o ? n * self->strides[0] : 0) + c * self->strides[o];
			real *out = (real *)uc10_tensor_ptr(r) + (o ? n * r->strides[0] : 0) + c * r->strides[o];
			for (int64_t oh = 0; oh < g->oh; oh++)
				for (int64_t ow = 0; ow < g->ow; ow++) {
					int64_t h0, h1, w0, w1, pool, div;
					real sum = 0, *dst = out + oh * r->strides[o + 1] + ow * r->strides[o + 2];
					uc10__pool_avg_window(g, oh, ow, &h0, &h1, &w0, &w1, &pool);
					*dst = 0;
					if (h0 >= h1 || w0 >= w1)
						continue;
					div = divisor.has ? divisor.v : count_include_pad ? pool : (h1 - h0) * (w1 - w0);
					for (int64_t h = h0; h < h1; h++)
						for (int64_t w = w0; w < w1; w++)
							sum = UC10_WADD(sum, in[h * self->strides[o + 1] + w * self->strides[o + 2]]);
					*dst = uc10_if_float(@[sum / (real)div]@, @[sum / div]@);
				}
		}
}
]@)

uc10_status uc10_avg_pool2d_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list kernel_size,
                                uc10_int_list stride, uc10_int_list padding, uc10_bool ceil_mode,
                                uc10_bool count_include_pad, uc10_opt_int divisor_override)
{
	void (*loop)(const uc10_tensor *, const uc10_tensor *, const uc10__pool *, bool, uc10_opt_int) = NULL;
	uc10__pool g;
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if (!ret)
		return uc10__fail_null("aten::avg_pool2d", "result");
	if ((st = uc10__pool_setup(&g, self, kernel_size, stride, padding, NULL, ceil_mode)) != UC10_OK)
		return st;
	if (divisor_override.has && divisor_override.v == 0)
		return uc10_fail(UC10_E_ARG, "aten::avg_pool2d: divisor must be not zero", "", "");
	uc10_switch_dtype(@[f32, i64]@, @[self->dtype]@, @[loop = UC10_TN(avg_loop)]@)
	if ((st = uc10__pool_output(&r, self, &g)) != UC10_OK)
		return st;
	loop(self, &r, &g, count_include_pad, divisor_override);
	*ret = r;
	return UC10_OK;
}
