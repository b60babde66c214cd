/*
 * copy_, clone and contiguous against PyTorch (data/copy.h): every dtype
 * conversion at the edges (float -> int truncation, wraparound, float ->
 * uint8 through int64, NaN/inf, bool), broadcasting, overlap, quantized
 * copies; clone's memory formats; contiguous's short-cut (a view of self)
 * and its clone through the dispatcher, called as a kernel and as
 * aten::contiguous.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { C_COPY, C_CLONE, C_CLONE_Q, C_CONTIG, C_CONTIG_CALL };

#include "data/copy.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, r;
	const uc10_tensor *res = &r;
	size_t m0, mark;
	uc10_ks ks = UC10_KS_CPU;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	m0 = kt_begin(c, &g, &r);
	a = c->op == C_COPY ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	if (c->in[1])
		b = kt_view(c->in[1]);
	mark = kt_squeeze();
	switch (c->op) {
	case C_COPY: st = uc10_copy__cea(ks, &a, &b, false); res = &a; break;
	case C_CLONE: st = uc10_clone_cea(ks, &r, &a, kt_opt_mf(&g)); break;
	case C_CLONE_Q: st = uc10_call_aten_clone(&r, &a, kt_opt_mf(&g)); break;
	case C_CONTIG: st = uc10_contiguous_cia(ks, &r, &a, (uc10_memory_format)kt_int(&g)); break;
	case C_CONTIG_CALL: st = uc10_call_aten_contiguous(&r, &a, (uc10_memory_format)kt_int(&g)); break;
	}
	kt_check(c, st, st == UC10_OK ? res : NULL, mark, 0);
	if (st == UC10_OK && (c->op == C_CONTIG || c->op == C_CONTIG_CALL) && c->status == UC10_OK) {
		if (kt_int(&g))
			CHECK(r.data == a.data && kt_arena.used == mark, "%s: must be self", c->name);
		else
			CHECK(r.data != a.data, "%s: must be a copy", c->name);
	}
	if (st != UC10_OK && c->op != C_COPY)
		kt_untouched(c);
	if (st != UC10_OK && c->op == C_COPY) {
		uc10_tensor orig = kt_view(c->in[0]);
		if (a.data && orig.data)   /* memcmp(NULL, ...) is UB */
		CHECK(memcmp(a.data, orig.data, (size_t)c->in[0]->n * uc10_dtype_itemsize((uc10_dtype)a.dtype)) == 0,
		      "%s: a failed copy_ wrote self", c->name);
	}
	uc10_arena_release(&kt_arena, m0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "copy_shape", "aten::copy_: src must be broadcastable" },
	{ "copy_expanded_self", "more than one element of the written-to tensor" },
	{ "copy_qint8_to_f32", "Copying from quantized Tensor to non-quantized Tensor is not allowed" },
	{ "clone_cl_rank", "required rank 4 tensor to use channels_last format" },
	{ "contig_preserve", "preserve memory format is unsupported by the contiguous operator" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/copy", cp_cases, CP_NCASES, run_case, msg_samples_);
}
