/*
 * _native_multi_head_attention against PyTorch (data/attention.h), through
 * the dispatcher: both results of self and cross attention, heads
 * averaged or not, within 2e-5 relative (the sums' order differs from
 * PyTorch's bmm); without need_weights the second result is undefined (as
 * PyTorch's None); errors with their messages.  A case's four parameters
 * come joined in one tensor (in[1]), key and value stacked in another.
 */
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { MHA };

#include "data/attention.h"

/* t viewed as a contiguous tensor of n dims (sizes s) starting at element off of flat */
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
	static uc10_tensor q, flat, kvs, k, v, w, b, pw, pb, mask, r0, r1;
	const uc10_tensor *res[2] = { &r0, &r1 };
	int64_t d, nh, nw, avg, which, masked, s2[2], s1[1];
	size_t mark;
	uc10_status st;
	kt_args a;

	kt_begin(c, &a, &r0);
	q = kt_view(c->in[0]);
	flat = kt_view(c->in[1]);
	d = kt_int(&a), nh = kt_int(&a), nw = kt_int(&a), avg = kt_int(&a), which = kt_int(&a), masked = kt_int(&a);
	if (c->in[2]) {
		kvs = kt_view(c->in[2]);
		part_(&k, &kvs, 0, kvs.sizes + 1, 3);
		part_(&v, &kvs, kvs.sizes[1] * kvs.sizes[2] * kvs.sizes[3], kvs.sizes + 1, 3);
	}
	s2[0] = 3 * d, s2[1] = d;
	part_(&w, &flat, 0, s2, 2);
	s1[0] = 3 * d;
	part_(&b, &flat, 3 * d * d, s1, 1);
	s2[0] = d;
	part_(&pw, &flat, 3 * d * d + 3 * d, s2, 2);
	s1[0] = d;
	part_(&pb, &flat, 4 * d * d + 3 * d, s1, 1);
	mask = q;   /* any defined tensor: a mask is refused */
	mark = kt_squeeze();
	st = uc10_call_aten__native_multi_head_attention(&r0, &r1, &q, c->in[2] ? &k : &q, c->in[2] ? &v : &q, d, nh, &w,
	                                                 &b, &pw, &pb, masked ? &mask : NULL, nw, avg,
	                                                 (uc10_opt_int){ .has = false });
	if (st == UC10_OK && !nw)
		CHECK(!r1.defined, "%s: the weights without need_weights", c->name);
	/* both results stay: besides the one checked the arena holds the other and their alignment */
	kt_end(c, st, res[which], mark, st == UC10_OK ? (size_t)(2 * 64 + 4 * (uc10_tensor_numel(&r0) +
	                                                                        (r1.defined ? uc10_tensor_numel(&r1) : 0))) : 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "mha_heads", "aten::_native_multi_head_attention: `embed_dim` must divide evenly by `num_heads`" },
	{ "mha_long", "aten::_native_multi_head_attention: not implemented for 'Long'" },
	{ "mha_2d", "expected 3-D `query`" },
	{ "mha_mask", "a mask is not implemented" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/attention", mha_cases, MHA_NCASES, run_case, msg_samples_);
}
