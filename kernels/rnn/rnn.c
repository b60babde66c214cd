/*
 * The walk over layers, directions and steps of aten::lstm.input and
 * aten::gru.input, and their arguments' checks: Note [Recurrent layers]
 * in rnn.h.
 */
#include <math.h>
#include <string.h>
#include "linear/sgemm.h"
#include "quantized/qdynamic.h"
#include "rnn/rnn.h"

/*
 * A vector of n floats at p, stride s (in elements); with dynamic
 * quantization also the quantization its gates' products take (inv, zp:
 * Note [Dynamic recurrent layers]) and the scale they come back with.
 */
typedef struct vec_ {
	const float *p;
	ptrdiff_t s;
	float inv;
	int32_t zp;
	double scale;
} vec_;

/*
 * One layer and direction's weights: w_ih (G*H, in), w_hh (G*H, H), the
 * biases (G*H) or NULL; dynamic: the weights int8 (wi, wh NULL), their
 * scales per tensor (si0, sh0) or per row (si, sh).
 */
typedef struct cell_ {
	const float *wi, *wh, *bi, *bh;
	const int8_t *qi, *qh;
	const double *si, *sh;
	double si0, sh0;
	ptrdiff_t wi0, wi1, wh0, wh1, bis, bhs;
} cell_;

static float dot_(const float *w, ptrdiff_t ws, vec_ x, int64_t n)
{
	float acc = 0;

	for (int64_t k = 0; k < n; k++)
		acc = UC10__MULADDF(w[k * ws], x.p[k * x.s], acc);
	return acc;
}

static float sigmoid_(float v)
{
	return 1.0f / (1.0f + expf(-v));
}

/* x's integers less their zero point times an int8 row, summed exactly, back in float (as linear_dynamic) */
static float qdot_(const int8_t *w, ptrdiff_t ws, double wscale, vec_ x, int64_t n)
{
	int32_t acc = 0;

	for (int64_t k = 0; k < n; k++)
		acc += (uc10__qdyn(x.p[k * x.s], x.inv, x.zp) - x.zp) * w[k * ws];
	return (float)acc * (float)(x.scale * wscale);
}

/* Gate row r's two sums, each with its bias: x W_ih[r] + b_ih[r], h W_hh[r] + b_hh[r]. */
static void gate_(const cell_ *c, int64_t r, vec_ x, int64_t in, vec_ h, int64_t hs, float *gi, float *gh)
{
	if (c->qi) {
		*gi = qdot_(c->qi + r * c->wi0, c->wi1, c->si ? c->si[r] : c->si0, x, in);
		*gh = qdot_(c->qh + r * c->wh0, c->wh1, c->sh ? c->sh[r] : c->sh0, h, hs);
	} else {
		*gi = dot_(c->wi + r * c->wi0, c->wi1, x, in);
		*gh = dot_(c->wh + r * c->wh0, c->wh1, h, hs);
	}
	*gi = *gi + (c->bi ? c->bi[r * c->bis] : 0.0f);
	*gh = *gh + (c->bh ? c->bh[r * c->bhs] : 0.0f);
}

/*
 * One step of one layer and direction for batch row b: unit j's new h
 * into hnew[j], c (LSTM) updated in place.
 */
static void step_(uc10__rnn_kind kind, const cell_ *c, vec_ x, int64_t in, vec_ h, int64_t hs, float *hnew,
                  float *cst)
{
	for (int64_t j = 0; j < hs; j++) {
		float xi[4], hh[4];

		for (int g = 0; g < (int)kind; g++)
			gate_(c, g * hs + j, x, in, h, hs, &xi[g], &hh[g]);
		if (kind == UC10__RNN_LSTM) {
			const float i = sigmoid_(xi[0] + hh[0]), f = sigmoid_(xi[1] + hh[1]);
			const float gg = tanhf(xi[2] + hh[2]), o = sigmoid_(xi[3] + hh[3]);
			const float cn = f * cst[j] + i * gg;

			cst[j] = cn;
			hnew[j] = o * tanhf(cn);
		} else {
			const float r = sigmoid_(xi[0] + hh[0]), z = sigmoid_(xi[1] + hh[1]);
			const float n = tanhf(xi[2] + r * hh[2]);

			hnew[j] = (h.p[j * h.s] - n) * z + n;
		}
	}
}

static bool is_float_(const uc10_tensor *t, int dim, int64_t s0, int64_t s1)
{
	return uc10__defined(t) && t->dtype == UC10_FLOAT32 && t->dim == dim && t->sizes[0] == s0 &&
	       (dim < 2 || t->sizes[1] == s1);
}

/* An int8 weight as dynamic quantization keeps it: QInt8, per tensor or per row (axis 0), zero points 0. */
static bool is_qweight_(const uc10_tensor *t, int64_t s0, int64_t s1)
{
	if (!uc10__defined(t) || t->dtype != UC10_QINT8 || t->dim != 2 || t->sizes[0] != s0 || t->sizes[1] != s1)
		return false;
	if (t->qscheme == UC10_PER_CHANNEL_AFFINE) {
		for (int64_t c = 0; c < s0; c++)
			if (t->q_zero_points[c] != 0)
				return false;
		return t->q_axis == 0;
	}
	return t->qscheme == UC10_PER_TENSOR_AFFINE && t->q_zero_point == 0;
}

/* Layer l, direction d's parameters, checked against their shapes. */
static uc10_status cell_of_(const char *op, bool dyn, uc10_tensor_list params, bool has_biases, int64_t k,
                            int64_t gh, int64_t in, int64_t hs, cell_ *c)
{
	const uc10_tensor *const *p = params.data + k * (has_biases ? 4 : 2);

	if (dyn ? !is_qweight_(p[0], gh, in) || !is_qweight_(p[1], gh, hs) :
	    !is_float_(p[0], 2, gh, in) || !is_float_(p[1], 2, gh, hs))
		return uc10_fail(UC10_E_SHAPE, op, dyn ? ": a weight is not a QInt8 tensor (zero points 0) of its layer's shape "
		                 : ": a weight is not a float32 tensor of its layer's shape ",
		                 "(w_ih: (gates * hidden, input), w_hh: (gates * hidden, hidden))");
	if (has_biases && (!is_float_(p[2], 1, gh, 0) || !is_float_(p[3], 1, gh, 0)))
		return uc10_fail(UC10_E_SHAPE, op, ": a bias is not a float32 tensor of its layer's shape (gates * hidden)", "");
	c->qi = dyn ? uc10_tensor_ptr(p[0]) : NULL;
	c->qh = dyn ? uc10_tensor_ptr(p[1]) : NULL;
	c->si = dyn && p[0]->qscheme == UC10_PER_CHANNEL_AFFINE ? p[0]->q_scales : NULL;
	c->sh = dyn && p[1]->qscheme == UC10_PER_CHANNEL_AFFINE ? p[1]->q_scales : NULL;
	c->si0 = p[0]->q_scale;
	c->sh0 = p[1]->q_scale;
	c->wi = uc10_tensor_ptr(p[0]);
	c->wi0 = p[0]->strides[0];
	c->wi1 = p[0]->strides[1];
	c->wh = uc10_tensor_ptr(p[1]);
	c->wh0 = p[1]->strides[0];
	c->wh1 = p[1]->strides[1];
	c->bi = has_biases ? uc10_tensor_ptr(p[2]) : NULL;
	c->bh = has_biases ? uc10_tensor_ptr(p[3]) : NULL;
	c->bis = has_biases ? p[2]->strides[0] : 0;
	c->bhs = has_biases ? p[3]->strides[0] : 0;
	return UC10_OK;
}

static uc10_status check_(const char *op, uc10__rnn_kind kind, const uc10_tensor *input, const uc10_tensor *h0,
                          const uc10_tensor *c0, uc10_tensor_list params, bool has_biases, int64_t nl, int nd,
                          double dropout, bool train, bool batch_first)
{
	int64_t b;

	if (!uc10__defined(input) || !uc10__defined(h0) || (kind == UC10__RNN_LSTM && !uc10__defined(c0)))
		return uc10__fail_null(op, !uc10__defined(input) ? "input" : "hx");
	if (input->dtype != UC10_FLOAT32)
		return uc10__fail_dtype(op, input->dtype);
	if (input->dim != 3)
		return uc10_fail(UC10_E_SHAPE, op, ": input must have 3 dimensions (steps, batch, features; ",
		                 "batch first with batch_first)");
	if (nl < 1 || (int64_t)params.len != nl * nd * (has_biases ? 4 : 2))
		return uc10_fail(UC10_E_ARG, op, ": got an incorrect number of RNN parameters", "");
	if (train && dropout > 0 && nl > 1)
		return uc10_fail(UC10_E_ARG, op, ": dropout in training mode is not supported ",
		                 "(uc10 runs models for inference: train=False)");
	b = input->sizes[batch_first ? 0 : 1];
	for (int k = 0; k < (kind == UC10__RNN_LSTM ? 2 : 1); k++) {
		const uc10_tensor *s = k ? c0 : h0;

		if (s->dtype != UC10_FLOAT32 || s->dim != 3 || s->sizes[0] != nl * nd || s->sizes[1] != b ||
		    (k && s->sizes[2] != h0->sizes[2]))
			return uc10__fail4(UC10_E_SHAPE, op, ": Expected hidden size (layers * directions, batch, hidden) ",
			                   "for ", k ? "c0" : "h0");
	}
	return UC10_OK;
}

/*
 * The dynamic quantization of a (n0, n1, n2) block of floats at p with
 * strides s0, s1, s2: the parameters its range gives, as linear_dynamic
 * chooses them for the whole tensor it is given.
 */
static void qrange_(const float *p, const int64_t n[3], const int64_t st[3], int32_t qmax, vec_ *v)
{
	float mn = p[0], mx = p[0];

	for (int64_t i = 0; i < n[0]; i++)
		for (int64_t j = 0; j < n[1]; j++)
			for (int64_t k = 0; k < n[2]; k++) {
				const float x = p[i * st[0] + j * st[1] + k * st[2]];
				mn = x < mn ? x : mn;
				mx = x > mx ? x : mx;
			}
	uc10__choose_qparams(mn, mx, qmax, &v->scale, &v->zp);
	v->inv = (float)(1.0 / v->scale);
}

uc10_status uc10__rnn(const char *op, uc10__rnn_kind kind, int32_t qmax, uc10_tensor *out, uc10_tensor *hn,
                      uc10_tensor *cn, const uc10_tensor *input, const uc10_tensor *h0, const uc10_tensor *c0,
                      uc10_tensor_list params, bool has_biases, int64_t num_layers, double dropout, bool train,
                      bool bidirectional, bool batch_first)
{
	const int nd = bidirectional ? 2 : 1;
	const size_t mark = uc10__mark();
	int64_t T, B, I, H, DH, osz[3], ssz[3];
	uc10_tensor o, h, c, below;
	float *O, *P = NULL;
	size_t top;
	uc10_status st;

	if ((st = check_(op, kind, input, h0, c0, params, has_biases, num_layers, nd, dropout, train,
	                 batch_first)) != UC10_OK)
		return st;
	T = input->sizes[batch_first ? 1 : 0];
	B = input->sizes[batch_first ? 0 : 1];
	I = input->sizes[2];
	H = h0->sizes[2];
	DH = nd * H;
	osz[0] = T, osz[1] = B, osz[2] = DH;
	ssz[0] = num_layers * nd, ssz[1] = B, ssz[2] = H;
	/* every layer's parameters first: a failure allocates nothing */
	for (int64_t k = 0; k < num_layers * nd; k++) {
		cell_ cl;

		if ((st = cell_of_(op, qmax != 0, params, has_biases, k, (int64_t)kind * H, k < nd ? I : DH, H, &cl)) !=
		    UC10_OK)
			return st;
	}
	if ((st = uc10__alloc_st(op, uc10_tensor_empty(&o, UC10_FLOAT32, osz, 3, UC10_CONTIGUOUS_FORMAT))) != UC10_OK ||
	    (st = uc10__alloc_st(op, uc10_tensor_empty(&h, UC10_FLOAT32, ssz, 3, UC10_CONTIGUOUS_FORMAT))) != UC10_OK ||
	    (kind == UC10__RNN_LSTM &&
	     (st = uc10__alloc_st(op, uc10_tensor_empty(&c, UC10_FLOAT32, ssz, 3, UC10_CONTIGUOUS_FORMAT))) != UC10_OK))
		goto fail;
	top = uc10__mark();
	if (num_layers > 1 && nd == 2) {
		if ((st = uc10__alloc_st(op, uc10_tensor_empty(&below, UC10_FLOAT32, osz, 3, UC10_CONTIGUOUS_FORMAT))) !=
		    UC10_OK)
			goto fail;
		P = uc10_tensor_ptr(&below);
	}
	O = uc10_tensor_ptr(&o);
	for (int64_t l = 0; l < num_layers; l++) {
		vec_ xq = { 0 };

		if (l > 0 && P)
			memcpy(P, O, (size_t)(T * B * DH) * sizeof(float));
		/* dynamic: the layer's input is quantized with the range of all of it (linear_ih over every step) */
		if (qmax && l == 0)
			qrange_(uc10_tensor_ptr(input), input->sizes, input->strides, qmax, &xq);
		if (qmax && l > 0)
			qrange_(P ? P : O, (const int64_t[3]){ 1, T * B, DH }, (const int64_t[3]){ 0, DH, 1 }, qmax, &xq);
		for (int d = 0; d < nd; d++) {
			const int64_t k = l * nd + d, in = l ? DH : I;
			float *hs = (float *)uc10_tensor_ptr(&h) + k * B * H;
			float *cs = kind == UC10__RNN_LSTM ? (float *)uc10_tensor_ptr(&c) + k * B * H : NULL;
			cell_ cl;

			(void)cell_of_(op, qmax != 0, params, has_biases, k, (int64_t)kind * H, in, H, &cl);
			for (int64_t b = 0; b < B && cs; b++)
				for (int64_t j = 0; j < H; j++)
					cs[b * H + j] = ((const float *)uc10_tensor_ptr(c0))[k * c0->strides[0] +
					                                                       b * c0->strides[1] + j * c0->strides[2]];
			for (int64_t s = 0; s < T; s++) {
				const int64_t t = d ? T - 1 - s : s, tp = d ? t + 1 : t - 1;
				vec_ hq = { 0 };

				/* dynamic: h quantized with the range of the whole batch's (linear_hh of hx) */
				if (qmax && s == 0)
					qrange_((const float *)uc10_tensor_ptr(h0) + k * h0->strides[0],
					        (const int64_t[3]){ 1, B, H }, (const int64_t[3]){ 0, h0->strides[1], h0->strides[2] },
					        qmax, &hq);
				else if (qmax)
					qrange_(O + tp * B * DH + d * H, (const int64_t[3]){ 1, B, H }, (const int64_t[3]){ 0, DH, 1 },
					        qmax, &hq);
				for (int64_t b = 0; b < B; b++) {
					vec_ x = xq, hp = hq;

					if (l == 0) {
						x.p = (const float *)uc10_tensor_ptr(input) +
						      t * input->strides[batch_first ? 1 : 0] + b * input->strides[batch_first ? 0 : 1];
						x.s = input->strides[2];
					} else {
						x.p = (P ? P : O) + (t * B + b) * DH;
						x.s = 1;
					}
					if (s == 0) {
						hp.p = (const float *)uc10_tensor_ptr(h0) + k * h0->strides[0] + b * h0->strides[1];
						hp.s = h0->strides[2];
					} else {
						hp.p = O + (tp * B + b) * DH + d * H;
						hp.s = 1;
					}
					step_(kind, &cl, x, in, hp, H, hs + b * H, cs ? cs + b * H : NULL);
				}
				for (int64_t b = 0; b < B; b++)
					memcpy(O + (t * B + b) * DH + d * H, hs + b * H, (size_t)H * sizeof(float));
			}
		}
	}
	uc10__release(top);
	if (batch_first) {
		/* PyTorch's output is the (T, B, D*H) result transposed */
		int64_t sz = o.sizes[0], sd = o.strides[0];
		o.sizes[0] = o.sizes[1], o.strides[0] = o.strides[1];
		o.sizes[1] = sz, o.strides[1] = sd;
		uc10_tensor_refresh(&o);
	}
	*out = o;
	*hn = h;
	if (cn)
		*cn = c;
	return UC10_OK;
fail:
	uc10__release(mark);
	return st;
}
