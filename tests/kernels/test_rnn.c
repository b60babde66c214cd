/*
 * lstm.input and gru.input against PyTorch (data/rnn.h), through the
 * dispatcher: each result of one- and two-layer, batch_first,
 * bidirectional, bias-free layers, within 2e-5 relative (Note [Recurrent
 * layers] in kernels/rnn/rnn.h: the sums' order differs); errors with
 * their messages.  A case's parameters come joined in one tensor (in[1]):
 * the test views each in turn, w_ih, w_hh, b_ih, b_hh a layer and
 * direction, as nn.LSTM's _flat_weights lists them.
 */
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { LSTM, GRU };

#include "data/rnn.h"

#define MAXP 16

/* t viewed as a tensor of n dims (sizes s, contiguous) starting at element off of flat */
static void part_(uc10_tensor *t, const uc10_tensor *flat, int64_t off, const int64_t *s, int n)
{
	*t = *flat;
	t->dim = (uint8_t)n;
	t->storage_offset = flat->storage_offset + off;
	for (int d = n - 1, st = 1; d >= 0; st *= (int)s[d], d--) {
		t->sizes[d] = s[d];
		t->strides[d] = st;
	}
	uc10_tensor_refresh(t);
}

static void run_case(const kt_case *c)
{
	static uc10_tensor x, flat, st, h0, c0, p[MAXP], r0, r1, r2;
	const uc10_tensor *res[3] = { &r0, &r1, &r2 }, *pl[MAXP], *hx[2] = { &h0, &c0 };
	const int g = c->op == LSTM ? 4 : 3;
	int64_t hs, nl, bi, bf, hb, k, drop, off = 0, in, nd, np, ssz[3];
	size_t mark;
	uc10_status s;
	kt_args a;

	kt_begin(c, &a, &r0);
	x = kt_view(c->in[0]);
	flat = kt_view(c->in[1]);
	st = kt_view(c->in[2]);
	hs = kt_int(&a), nl = kt_int(&a), bi = kt_int(&a), bf = kt_int(&a), hb = kt_int(&a), k = kt_int(&a);
	drop = kt_int(&a), in = kt_int(&a);   /* parameters left out of the list; the weights' input size */
	nd = bi ? 2 : 1;
	np = nl * nd * (hb ? 4 : 2);
	for (int64_t i = 0; i < np && i < MAXP; i++) {
		const int64_t j = i % (hb ? 4 : 2), layer = i / ((hb ? 4 : 2) * nd);
		int64_t s2[2] = { g * hs, j == 0 ? (layer ? nd * hs : in) : hs };

		part_(&p[i], &flat, off, s2, j < 2 ? 2 : 1);
		off += j < 2 ? s2[0] * s2[1] : s2[0];
		pl[i] = &p[i];
	}
	ssz[0] = nl * nd, ssz[1] = x.dim == 3 ? x.sizes[bf ? 0 : 1] : x.sizes[0], ssz[2] = hs;
	if (c->op == LSTM) {
		part_(&h0, &st, 0, ssz, 3);
		part_(&c0, &st, ssz[0] * ssz[1] * ssz[2], ssz, 3);
	} else {
		h0 = st;
	}
	mark = kt_squeeze();
	if (c->op == LSTM)
		s = uc10_call_aten_lstm_input(&r0, &r1, &r2, &x, (uc10_tensor_list){ hx, 2 },
		                              (uc10_tensor_list){ pl, (size_t)(np - drop) }, hb, nl, 0.0, false, bi, bf);
	else
		s = uc10_call_aten_gru_input(&r0, &r1, &x, &h0, (uc10_tensor_list){ pl, (size_t)(np - drop) }, hb, nl, 0.0,
		                             false, bi, bf);
	/* every result stays: besides the one checked the arena holds the others and their alignment */
	kt_end(c, s, res[k], mark, s == UC10_OK ? (size_t)(3 * 64 + 4 * (uc10_tensor_numel(&r0) +
	                                                                  2 * uc10_tensor_numel(&r1))) : 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "lstm_nparams", "aten::lstm: got an incorrect number of RNN parameters" },
	{ "gru_2d", "aten::gru: input must have 3 dimensions" },
	{ "lstm_long", "aten::lstm: not implemented for 'Long'" },
	{ "gru_wshape", "aten::gru: a weight is not a float32 tensor of its layer's shape" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/rnn", rnn_cases, RNN_NCASES, run_case, msg_samples_);
}
