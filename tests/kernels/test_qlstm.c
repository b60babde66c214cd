/*
 * quantized_unpacked::lstm_dynamic against PyTorch's quantized_lstm over
 * dynamic int8 cell parameters (quantize_dynamic of nn.LSTM, onednn;
 * data/qlstm.h): each result of one- and two-layer, batch_first,
 * bidirectional layers with per-tensor and per-channel weights, within
 * 2e-5 relative (Note [Dynamic recurrent layers] in kernels/rnn/rnn.h).
 * A case's weights come as one carrier of their integers, one scale an
 * element (in[1]): the test views each weight with its own scales; its
 * biases, h0 and c0 joined in in[2].
 */
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { QL };

#include "data/qlstm.h"

#define MAXP 16
#define MAXROWS 64

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
	static uc10_tensor x, carrier, fl, h0, c0, p[MAXP], r0, r1, r2;
	static double sc[MAXP][MAXROWS];
	static const int64_t zeros[MAXROWS];
	const uc10_tensor *res[3] = { &r0, &r1, &r2 }, *pl[MAXP], *hx[2] = { &h0, &c0 };
	int64_t hs, nl, bi, bf, k, pc, rr, in, nd, woff = 0, foff = 0, ssz[3];
	size_t mark;
	uc10_status s;
	kt_args a;

	kt_begin(c, &a, &r0);
	x = kt_view(c->in[0]);
	carrier = kt_view(c->in[1]);
	fl = kt_view(c->in[2]);
	hs = kt_int(&a), nl = kt_int(&a), bi = kt_int(&a), bf = kt_int(&a), k = kt_int(&a);
	pc = kt_int(&a), rr = kt_int(&a), in = kt_int(&a);
	nd = bi ? 2 : 1;
	for (int64_t i = 0; i < nl * nd * 4 && i < MAXP; i++) {
		const int64_t j = i % 4, layer = i / (4 * nd);
		int64_t s2[2] = { 4 * hs, j == 0 ? (layer ? nd * hs : in) : hs };

		if (j < 2) {
			part_(&p[i], &carrier, woff, s2, 2);
			if (pc) {
				for (int64_t r = 0; r < s2[0] && r < MAXROWS; r++)
					sc[i][r] = carrier.q_scales[woff + r * s2[1]];
				p[i].q_scales = sc[i];
				p[i].q_zero_points = zeros;
				p[i].q_axis = 0;
			} else {
				p[i].qscheme = UC10_PER_TENSOR_AFFINE;
				p[i].q_scale = carrier.q_scales[woff];
				p[i].q_zero_point = 0;
			}
			woff += s2[0] * s2[1];
		} else {
			part_(&p[i], &fl, foff, s2, 1);
			foff += s2[0];
		}
		pl[i] = &p[i];
	}
	ssz[0] = nl * nd, ssz[1] = x.sizes[bf ? 0 : 1], ssz[2] = hs;
	part_(&h0, &fl, foff, ssz, 3);
	part_(&c0, &fl, foff + ssz[0] * ssz[1] * ssz[2], ssz, 3);
	mark = kt_squeeze();
	s = uc10_call_quantized_unpacked_lstm_dynamic(&r0, &r1, &r2, &x, (uc10_tensor_list){ hx, 2 },
	                                              (uc10_tensor_list){ pl, (size_t)(nl * nd * 4) }, true, nl, 0.0,
	                                              false, bi, bf, rr != 0);
	/* every result stays: besides the one checked the arena holds the others and their alignment */
	kt_end(c, s, res[k], mark, s == UC10_OK ? (size_t)(3 * 64 + 4 * (uc10_tensor_numel(&r0) +
	                                                                  2 * uc10_tensor_numel(&r1))) : 0);
}

int main(void)
{
	kt_qpcs = ql_qpcs;
	return kt_main("kernels/qlstm", ql_cases, QL_NCASES, run_case, NULL);
}
