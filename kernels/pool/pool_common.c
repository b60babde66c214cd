/* 2-d pooling geometry: see pool.h. */
#include "pool/pool.h"

static uc10_status param_(const char *op, const char *what, uc10_int_list l, int64_t *v, int64_t dflt0, int64_t dflt1,
                          bool empty_ok)
{
	if (l.len == 0 && empty_ok) {
		v[0] = dflt0;
		v[1] = dflt1;
		return UC10_OK;
	}
	if (!uc10__int_pair(l, v))
		return uc10__fail4(UC10_E_ARG, op, ": ", what, " must either be a single int, or a tuple of two ints");
	return UC10_OK;
}

/* pooling_output_shape: floor (or ceil, keeping the last window inside) */
static int64_t out_size_(int64_t in, int64_t k, int64_t pad, int64_t stride, int64_t dil, bool ceil_mode)
{
	int64_t num = in + 2 * pad - dil * (k - 1) - 1 + (ceil_mode ? stride - 1 : 0);
	int64_t q = num / stride - ((num % stride != 0) && (num < 0));   /* div_rtn */
	int64_t o = q + 1;

	if (ceil_mode && (o - 1) * stride >= in + pad)
		o--;
	return o;
}

uc10_status uc10__pool_setup(uc10__pool *g, const uc10_tensor *self, uc10_int_list kernel_size, uc10_int_list stride,
                             uc10_int_list padding, const uc10_int_list *dilation, bool ceil_mode)
{
	static const int64_t one = 1;
	uc10_int_list dil1 = { &one, 1 };
	uc10_status st;
	int o;

	const char *op = dilation ? "aten::max_pool2d" : "aten::avg_pool2d";

	if (!uc10__defined(self))
		return uc10__fail_null(op, "self");
	if ((st = param_(op, "kernel_size", kernel_size, g->k, 0, 0, false)) != UC10_OK ||
	    (st = param_(op, "stride", stride, g->s, g->k[0], g->k[1], true)) != UC10_OK ||
	    (st = param_(op, "padding", padding, g->p, 0, 0, false)) != UC10_OK ||
	    (st = param_(op, "dilation", dilation ? *dilation : dil1, g->d, 1, 1, false)) != UC10_OK)
		return st;
	if (g->k[0] <= 0 || g->k[1] <= 0 || g->s[0] <= 0 || g->s[1] <= 0 || g->d[0] <= 0 || g->d[1] <= 0)
		return uc10_fail(UC10_E_ARG, op, g->k[0] <= 0 || g->k[1] <= 0 ? ": kernel size should be greater than zero"
		                 : g->s[0] <= 0 || g->s[1] <= 0 ? ": stride should be greater than zero"
		                 : ": dilation should be greater than zero", "");
	if (self->dim != 3 && self->dim != 4)
		return uc10_fail(UC10_E_SHAPE, op, ": Expected 3D or 4D (batch mode) tensor for input", "");
	o = self->dim - 3;
	g->batch = o ? self->sizes[0] : 1;
	g->chan = self->sizes[o];
	g->ih = self->sizes[o + 1];
	g->iw = self->sizes[o + 2];
	if (g->chan == 0 || g->ih == 0 || g->iw == 0 || (o == 0 && self->sizes[0] == 0))
		return uc10_fail(UC10_E_SHAPE, op, ": Expected input with non-zero dimensions", "");
	if (g->k[1] / 2 < g->p[1] || g->k[0] / 2 < g->p[0] || g->p[0] < 0 || g->p[1] < 0)
		return uc10_fail(UC10_E_ARG, op, ": pad should be smaller than or equal to half of kernel size", "");
	g->oh = out_size_(g->ih, g->k[0], g->p[0], g->s[0], g->d[0], ceil_mode);
	g->ow = out_size_(g->iw, g->k[1], g->p[1], g->s[1], g->d[1], ceil_mode);
	if (g->oh < 1 || g->ow < 1)
		return uc10_fail(UC10_E_SHAPE, op, ": Output size is too small", "");
	return UC10_OK;
}

int uc10__pool_shape(const uc10_tensor *self, const uc10__pool *g, int64_t *shape)
{
	int n = 0;

	if (self->dim == 4)
		shape[n++] = g->batch;
	shape[n++] = g->chan;
	shape[n++] = g->oh;
	shape[n++] = g->ow;
	return n;
}

void uc10__pool_max_window(const uc10__pool *g, int64_t oh, int64_t ow, int64_t *h0, int64_t *h1, int64_t *w0,
                           int64_t *w1)
{
	*h0 = oh * g->s[0] - g->p[0];
	*w0 = ow * g->s[1] - g->p[1];
	*h1 = *h0 + (g->k[0] - 1) * g->d[0] + 1;
	*w1 = *w0 + (g->k[1] - 1) * g->d[1] + 1;
	if (*h1 > g->ih)
		*h1 = g->ih;
	if (*w1 > g->iw)
		*w1 = g->iw;
	while (*h0 < 0)
		*h0 += g->d[0];
	while (*w0 < 0)
		*w0 += g->d[1];
}

void uc10__pool_avg_window(const uc10__pool *g, int64_t oh, int64_t ow, int64_t *h0, int64_t *h1, int64_t *w0,
                           int64_t *w1, int64_t *pool)
{
	*h0 = oh * g->s[0] - g->p[0];
	*w0 = ow * g->s[1] - g->p[1];
	*h1 = *h0 + g->k[0];
	*w1 = *w0 + g->k[1];
	if (*h1 > g->ih + g->p[0])
		*h1 = g->ih + g->p[0];
	if (*w1 > g->iw + g->p[1])
		*w1 = g->iw + g->p[1];
	*pool = (*h1 - *h0) * (*w1 - *w0);
	if (*h0 < 0)
		*h0 = 0;
	if (*w0 < 0)
		*w0 = 0;
	if (*h1 > g->ih)
		*h1 = g->ih;
	if (*w1 > g->iw)
		*w1 = g->iw;
}

uc10_status uc10__pool_output(uc10_tensor *r, const uc10_tensor *self, const uc10__pool *g)
{
	int64_t shape[4];
	int n = uc10__pool_shape(self, g, shape);

	return uc10__alloc_st("pooling", uc10_tensor_empty(r, (uc10_dtype)self->dtype, shape, n,
	                      n == 4 ? uc10_tensor_suggest_memory_format(self) : UC10_CONTIGUOUS_FORMAT));
}
