/*
 * The layers of the usual models against PyTorch (data/nn.h): batch_norm
 * in eval mode (as aten::batch_norm through _batch_norm_impl_index, and
 * native_batch_norm as a kernel; both of PyTorch's rounding paths:
 * contiguous / channels_last with dense parameters, and strided),
 * hardtanh (functional, in place, out=), adaptive_avg_pool2d (the mean
 * route for 1 x 1 and _adaptive_avg_pool2d), dropout, t, is_contiguous;
 * bad inputs with their status and message, outputs untouched.  Exact,
 * except adaptive_avg_pool2d to 1 x 1 (mean's sum: 1e-6 relative).
 * _convolution is in test_conv.
 * is_contiguous is also called by name, boxed.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"
#include "uc10/boxing.h"

enum { NN_BN, NN_BN_NATIVE, NN_HT, NN_HT_, NN_HT_OUT, NN_AAP, NN_AAP_K, NN_DROP, NN_T, NN_ISC };

#include "data/nn.h"

/* Row k of a (2, C) parameter tensor (a view: nothing allocated). */
static uc10_tensor row_(const uc10_tensor *t, int k)
{
	uc10_tensor r;
	uc10_status st = uc10_call_aten_select_int(&r, t, 0, k);

	CHECK(st == UC10_OK, "select: %s", uc10_status_name(st));
	return r;
}

static void run_case(const kt_case *c)
{
	static uc10_tensor x, p1, p2, w, b, m, v, r, r1, r2;
	static bool flag, fzero;
	const uc10_tensor *res = &r;
	size_t m0, mark, extra = 0;
	uc10_status st = UC10_E_INTERNAL;
	double s0 = c->s[0].tag == UC10_SCALAR_FLOAT ? c->s[0].d : (double)c->s[0].i;
	kt_args g;

	m0 = kt_begin(c, &g, &r);
	flag = fzero = true;
	x = (c->op == NN_HT_) ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	if (c->in[1])
		p1 = c->op == NN_HT_OUT ? kt_copy(c->in[1]) : kt_view(c->in[1]);
	if (c->in[2])
		p2 = kt_view(c->in[2]);
	switch (c->op) {
	case NN_BN:
	case NN_BN_NATIVE: {
		bool hw = kt_int(&g), hb = kt_int(&g), train = kt_int(&g), hm = kt_int(&g);
		w = row_(&p1, 0);
		b = row_(&p1, 1);
		m = row_(&p2, 0);
		v = row_(&p2, 1);
		mark = kt_squeeze();
		if (c->op == NN_BN) {
			st = uc10_call_aten_batch_norm(&r, &x, hw ? &w : NULL, hb ? &b : NULL, hm ? &m : NULL, hm ? &v : NULL,
			                               train, 0.1, s0, false);
		} else {
			memset(&r1, 0xa5, sizeof r1);
			memset(&r2, 0xa5, sizeof r2);
			st = uc10_native_batch_norm_cpu(UC10_KS_CPU, &r, &r1, &r2, &x, hw ? &w : NULL, hb ? &b : NULL,
			                                hm ? &m : NULL, hm ? &v : NULL, train, 0.1, s0);
			/* the saved mean and invstd: empty in eval mode, as PyTorch returns them */
			if (st == UC10_OK)
				CHECK(r1.dim == 1 && r1.sizes[0] == 0 && r2.dim == 1 && r2.sizes[0] == 0,
				      "%s: saved mean / invstd not empty", c->name);
			extra = 2 * UC10_ARENA_ALIGN;
		}
		break;
	}
	case NN_HT:
	case NN_HT_:
	case NN_HT_OUT: {
		uc10_scalar lo = kt_sc(&c->s[0]), hi = kt_sc(&c->s[1]);
		mark = kt_squeeze();
		if (c->op == NN_HT)
			st = uc10_call_aten_hardtanh(&r, &x, lo, hi);
		else if (c->op == NN_HT_)
			st = uc10_call_aten_hardtanh_(&x, lo, hi), res = &x;
		else
			st = uc10_call_aten_hardtanh_out(&x, lo, hi, &p1), res = &p1;
		if (st != UC10_OK && c->op != NN_HT && res->defined && res->data) {
			const kt_tensor *k = c->op == NN_HT_ ? c->in[0] : c->in[1];
			CHECK(memcmp(uc10_tensor_ptr(res), k->data, (size_t)k->n * uc10_dtype_itemsize((uc10_dtype)k->dtype)) == 0,
			      "%s: a failed call wrote its in-place / out= tensor", c->name);
		}
		break;
	}
	case NN_AAP:
	case NN_AAP_K: {
		uc10_int_list osz = kt_list(&g);
		mark = kt_squeeze();
		st = c->op == NN_AAP ? uc10_call_aten_adaptive_avg_pool2d(&r, &x, osz)
		                     : uc10__adaptive_avg_pool2d_cpu(UC10_KS_CPU, &r, &x, osz);
		break;
	}
	case NN_DROP: {
		bool train = kt_int(&g);
		mark = kt_squeeze();
		st = uc10_call_aten_dropout(&r, &x, s0, train);
		/* in eval mode (or p == 0) the result is the input itself, as in PyTorch */
		if (st == UC10_OK && (!train || s0 == 0))
			CHECK(r.data == x.data && r.storage_offset == x.storage_offset, "%s: not the input itself", c->name);
		break;
	}
	case NN_T:
		mark = kt_squeeze();
		st = uc10_call_aten_t(&r, &x);
		break;
	case NN_ISC: {
		static const int64_t none[1] = { 0 };
		int64_t mf = kt_int(&g);
		mark = kt_squeeze();
		st = mf < 0 ? uc10_call_aten_is_contiguous(&flag, &x)
		            : uc10_call_aten_is_contiguous_memory_format(&flag, &x, (uc10_memory_format)mf);
		if (st == UC10_OK)
			st = uc10_tensor_init(&r, UC10_BOOL, none, 0, &flag);
		break;
	}
	default:
		mark = kt_squeeze();
	}
	kt_check(c, st, st == UC10_OK ? res : NULL, mark, extra);
	if (st != UC10_OK && c->op != NN_HT_ && c->op != NN_HT_OUT)
		kt_untouched(c);
	uc10_arena_release(&kt_arena, m0);
}

/* is_contiguous by name, boxed: what a caller without the generated header can ask. */
static void by_name(void)
{
	static const int64_t sizes[4] = { 2, 3, 4, 5 };
	static float data[120];
	const uc10_op *op = uc10_find_op("aten::is_contiguous", "memory_format");
	uc10_ivalue iv[2];
	uc10_stack s = { iv, 2, 2, NULL, 0, 0 };
	uc10_tensor t;
	bool b = true;

	CHECK(op != NULL, "aten::is_contiguous.memory_format not found by name");
	CHECK(uc10_find_op("aten::is_contiguous", "") != NULL, "aten::is_contiguous not found by name");
	if (!op || uc10_tensor_init(&t, UC10_FLOAT32, sizes, 4, data) != UC10_OK)
		return;
	uc10_box_tensor(&iv[0], &t);
	uc10_box_memory_format(&iv[1], UC10_CHANNELS_LAST);
	CHECK(uc10_call_boxed(op, &s) == UC10_OK && s.len == 1 && uc10_unbox_bool(&iv[0], &b) && !b,
	      "boxed is_contiguous(channels_last) of a contiguous tensor: want false");
	s.len = 2;
	uc10_box_tensor(&iv[0], &t);
	uc10_box_memory_format(&iv[1], UC10_CONTIGUOUS_FORMAT);
	CHECK(uc10_call_boxed(op, &s) == UC10_OK && s.len == 1 && uc10_unbox_bool(&iv[0], &b) && b,
	      "boxed is_contiguous(contiguous_format) of a contiguous tensor: want true");
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "bn_int", "not implemented for 'Long'" },
	{ "bn_channels", "running_mean should contain as many elements as input has channels" },
	{ "bn_no_running", "running_mean must be defined in evaluation mode" },
	{ "bn_training", "training=True" },
	{ "ht_bool", "Bool inputs not supported for hardtanh" },
	{ "ht_u8_neg_out", "cannot do hardtanh on an unsigned type with negative limits" },
	{ "ht_out_shape", "aten::clamp" },
	{ "aap_size1", "output_size must be 2" },
	{ "aap_neg", "must be greater than or equal to 0" },
	{ "aap_2d", "Expected 3D or 4D tensor" },
	{ "aap_empty_hw", "non-zero size for non-batch dimensions" },
	{ "aap_long", "not implemented for 'Long'" },
	{ "aap_long_1x1", "mean(): could not infer output dtype" },
	{ "drop_p_big", "dropout probability has to be between 0 and 1" },
	{ "drop_train", "random numbers" },
	{ "t_3d", "t() expects a tensor with <= 2 dimensions" },
	{ NULL, NULL }
};

int main(void)
{
	kt_init();
	kt_messages = true;
	kt_msg_samples = msg_samples_;
	kt_run_all(nn_cases, NN_NCASES, run_case);
	by_name();
	kt_msg_report();
	return check_done("kernels/nn");
}
