/*
 * quantized_prepacked::linear and ::conv2d (QuantizedCPU): PyTorch's
 * quantized::linear and quantized::conv2d.new over a weight prepared at
 * build time (Note [Prepared constants] in qprepack.h): the blob holds the
 * requantization records, the packed weights, the convolution's stride,
 * padding, dilation and groups and the output clamp of the relu / relu6 a
 * program fused into the call.  The same integers as quantized_unpacked::
 * (Note [onednn requantization]), without the records and packed weights
 * in RAM: a batch-1 linear layer and a 1x1 or depthwise convolution take no
 * scratch at all.
 */
#include "quantized/qprepack.h"
#include "uc10_ops.h"

/* The blob of tensor P, checked against the call (kind, this target's layout, x's and y's qparams). */
static uc10_status blob_(const char *OP, const uc10_tensor *X, const uc10_tensor *P, int conv, double y_scale,
                         int64_t y_zero_point, const uc10__qprep **out)
{
	const uc10__qprep *h;

	if (uc10__check_defined(X) != UC10_OK || uc10__check_defined(P) != UC10_OK)
		return uc10_fail(UC10_E_NULL, OP, ": an undefined input or prepacked weight", "");
	if (X->dtype != UC10_QUINT8)
		return uc10_fail(UC10_E_DTYPE, OP, " (ONEDNN): data type of input should be QUint8.", "");
	if (uc10__qcheck_per_tensor(OP, X) != UC10_OK)
		return UC10_E_ARG;
	if (P->dtype != UC10_UINT8 || P->dim != 1 || P->strides[0] != 1 || P->sizes[0] < (int64_t)sizeof *h ||
	    ((uintptr_t)uc10_tensor_ptr(P) & 7) != 0)
		return uc10_fail(UC10_E_ARG, OP, ": the prepacked weight should be a blob of bytes, 8-aligned, that "
		                 "uc10__qprepare wrote", "");
	h = uc10_tensor_ptr(P);
	if (h->magic != UC10__QPREP_MAGIC || (int64_t)h->bytes != P->sizes[0] ||
	    (conv ? h->kind == UC10__QPREP_LINEAR : h->kind != UC10__QPREP_LINEAR))
		return uc10_fail(UC10_E_ARG, OP, conv ? ": the prepacked weight is not a convolution's" :
		                 ": the prepacked weight is not a linear layer's", "");
	if (h->layout != UC10_QLAYOUT)
		return uc10_fail(UC10_E_ARG, OP, ": the prepacked weight was packed for another target's int8 layout "
		                 "(kernels/quantized/qlayout.h)", "");
	if (h->x_scale != X->q_scale || h->x_zero_point != X->q_zero_point)
		return uc10_fail(UC10_E_ARG, OP, ": the input's scale or zero point is not the one the weight was "
		                 "prepared for", "");
	if (h->y_scale != y_scale || h->y_zero_point != y_zero_point)
		return uc10_fail(UC10_E_ARG, OP, ": the output scale or zero point is not the one the weight was "
		                 "prepared for", "");
	*out = h;
	return UC10_OK;
}

/* The blob's requantization: its records, its table or weight sums, its clamp. */
static uc10__qout qout_(const uc10__qprep *h)
{
	const char *base = (const char *)h;
	uc10__qout q = { h->rq ? (const uc10__qrequant *)(const void *)(base + h->rq) : NULL, h->lo, h->hi,
	                 h->ch ? (const uc10__qch *)(const void *)(base + h->ch) : NULL,
	                 h->wsum ? (const int32_t *)(const void *)(base + h->wsum) : NULL };
	return q;
}

/* The two widened rows (nb bytes, uc10__qprep_scratch) from the arena, or UC10_E_NOMEM with OP's message. */
static uc10_status rows_(const char *OP, size_t nb, int16_t **a0)
{
	void *p;
	if (uc10_arena_alloc(uc10_arena_current(), nb, 4, &p) != UC10_OK)
		return uc10_fail(UC10_E_NOMEM, OP, ": out of arena memory for the widened rows", "");
	*a0 = p;
	return UC10_OK;
}

static uc10_status linear_(const char *OP, uc10_tensor *ret, const uc10_tensor *X, const uc10_tensor *P,
                           uc10_float Y_scale_i, uc10_int Y_zero_point_i)
{
	const uc10__qprep *h;
	int64_t shape[UC10_MAX_DIMS], M = 1;
	uc10_tensor r;
	uc10_status st;
	size_t mark0;
	int d;

	if (!ret)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result", "");
	if ((st = blob_(OP, X, P, 0, Y_scale_i, Y_zero_point_i, &h)) != UC10_OK)
		return st;
	if (X->dim < 1 || X->sizes[X->dim - 1] != h->ic)
		return uc10_fail(UC10_E_SHAPE, OP, ": the input's last dimension and the weight's second "
		                 "(in_features) differ", "");
	d = X->dim;
	for (int i = 0; i < d - 1; i++) {
		shape[i] = X->sizes[i];
		M *= X->sizes[i];
	}
	shape[d - 1] = h->oc;
	mark0 = uc10__mark();
	if ((st = uc10__qempty(OP, &r, UC10_QUINT8, shape, d, UC10_CONTIGUOUS_FORMAT)) != UC10_OK)
		return st;
	r.q_scale = Y_scale_i;
	r.q_zero_point = Y_zero_point_i;
	{
		const uc10__qout q = qout_(h);
		const ptrdiff_t N = h->oc, K = h->ic;
		const uc10__qw *Wp = (const uc10__qw *)(const void *)((const char *)h + h->w);
		const uint8_t *x = uc10_tensor_ptr(X);
		uint8_t *y = uc10_tensor_ptr(&r);
		const int32_t xz = (int32_t)X->q_zero_point;
		const ptrdiff_t ks = (ptrdiff_t)X->strides[d - 1];
		const size_t mark = uc10__mark();
		int16_t *a0 = NULL;
		if (K > 0 && ks != 1 && (st = rows_(OP, uc10__qprep_scratch(h, 0), &a0)) != UC10_OK) {
			uc10__release(mark0);
			return st;
		}
		for (int64_t m = 0; m < M; m++) {
			/* row m of X over its leading dims, in C order, by X's strides; rows two at a time */
			const uint8_t *xr[2];
			const int two = m + 1 < M;
			for (int t = 0; t < 1 + two; t++) {
				int64_t off = 0, rem = m + t;
				for (int i = d - 2; i >= 0; i--) {
					off += (rem % X->sizes[i]) * X->strides[i];
					rem /= X->sizes[i];
				}
				xr[t] = x + off;
			}
			if (!a0) {
				/* (K == 0 too: every sum 0) */
				uc10__qdot2_u8(N, K, xr[0], two ? xr[1] : NULL, xz, Wp, y + m * N, two ? y + (m + 1) * N : NULL, 1,
				               &q, 0);
			} else {
				int16_t *a1 = a0 + uc10__qrow(K);
				uc10__qwiden(a0, xr[0], ks, K, xz);
				if (two)
					uc10__qwiden(a1, xr[1], ks, K, xz);
				uc10__qdot2(N, K, a0, two ? a1 : NULL, Wp, y + m * N, two ? y + (m + 1) * N : NULL, 1, &q, 0);
			}
			m += two;
		}
		uc10__release(mark);
	}
	*ret = r;
	return UC10_OK;
}

static uc10_status conv2d_(const char *OP, uc10_tensor *ret, const uc10_tensor *qx, const uc10_tensor *P,
                           uc10_float output_scale, uc10_int output_zero_point)
{
	const uc10__qprep *h;
	uc10_tensor r;
	uc10_status s;
	size_t mark0;

	if (!ret)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result", "");
	if ((s = blob_(OP, qx, P, 1, output_scale, output_zero_point, &h)) != UC10_OK)
		return s;
	if (qx->dim != 4)
		return uc10_fail(UC10_E_SHAPE, OP, ": Expected activation tensor to have 4 dimensions", "");
	if (qx->sizes[1] != (int64_t)h->ic * h->groups)
		return uc10_fail(UC10_E_SHAPE, OP, ": the input's channels should be the weight's second dimension "
		                 "times groups", "");
	mark0 = uc10__mark();
	{
		/* quantized_unpacked::conv2d's result */
		const int64_t khw[2] = { h->kh, h->kw }, st[2] = { h->stride[0], h->stride[1] };
		const int64_t pd[2] = { h->pad[0], h->pad[1] }, dl[2] = { h->dil[0], h->dil[1] };
		if ((s = uc10__qconv_result(OP, &r, qx, h->oc, khw, st, pd, dl, output_scale, output_zero_point)) != UC10_OK)
			return s;
	}
	if (uc10_tensor_numel(&r) > 0) {
		const uc10__qout q = qout_(h);
		const char *base = (const char *)h;
		const int64_t st[2] = { h->stride[0], h->stride[1] }, pd[2] = { h->pad[0], h->pad[1] };
		const int64_t dl[2] = { h->dil[0], h->dil[1] }, wsz[3] = { h->ic, h->kh, h->kw };
		const ptrdiff_t K = (ptrdiff_t)h->ic * h->kh * h->kw, OCG = h->oc / h->groups;
		const int in_place = qx->strides[1] == 1 || qx->sizes[1] == 1;   /* channels contiguous */
		const size_t mark = uc10__mark();
		if (h->kind == UC10__QPREP_DWCONV) {
			/* the depthwise core reads four channels a word (program.m4 prepares it for channels_last input) */
			const int64_t T = (int64_t)h->kh * h->kw, wst[4] = { T, T, h->kw, 1 };
			if (!in_place) {
				uc10__release(mark0);
				return uc10_fail(UC10_E_ARG, OP, ": a depthwise weight prepared for channels_last input got "
				                 "another layout", "");
			}
			uc10__qdwconv2d_run(&r, qx, h->kh, h->kw, base + h->w, (const int8_t *)(base + h->tail), wst, &q, st, pd,
			                    dl);
		} else if (h->taps && !in_place) {
			uc10__release(mark0);
			return uc10_fail(UC10_E_ARG, OP, ": a weight prepared for channels_last input got another layout", "");
		} else {
			/* no taps (K == 0): the paths without rows, every sum 0 */
			const size_t nb = uc10__qprep_scratch(h, in_place);
			int16_t *a0 = NULL;
			if (nb && (s = rows_(OP, nb, &a0)) != UC10_OK) {
				uc10__release(mark0);
				return s;
			}
			for (int32_t g = 0; g < h->groups; g++)
				uc10__qconv2d_group(&r, qx, wsz, g, OCG, (const uc10__qw *)(const void *)(base + h->w +
				                    (size_t)g * h->gstride), &q, st, pd, dl, a0, a0 ? a0 + uc10__qrow(K) : NULL);
		}
		uc10__release(mark);
	}
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_quantized_prepacked_linear_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *X,
                                                 const uc10_tensor *W_prepack, uc10_float Y_scale_i,
                                                 uc10_int Y_zero_point_i)
{
	(void)ks;
	return linear_("quantized_prepacked::linear", ret, X, W_prepack, Y_scale_i, Y_zero_point_i);
}

uc10_status uc10_quantized_prepacked_conv2d_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qx,
                                                 const uc10_tensor *packed_weight, uc10_float output_scale,
                                                 uc10_int output_zero_point)
{
	(void)ks;
	return conv2d_("quantized_prepacked::conv2d", ret, qx, packed_weight, output_scale, output_zero_point);
}
