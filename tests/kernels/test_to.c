/*
 * to.dtype against PyTorch (data/to.h), through the dispatcher: the same
 * dtype gives self back (nothing allocated: kt_check's arena bound 0
 * beyond the result), conversions, copy=True, strided inputs and memory
 * formats, the result's strides as PyTorch's.
 */
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { TO };

#include "data/to.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor x, r;
	uc10_opt_dtype dt;
	uc10_opt_memory_format mf;
	bool cp;
	size_t mark;
	uc10_status st;
	kt_args g;

	kt_begin(c, &g, &r);
	x = kt_view(c->in[0]);
	dt = kt_opt_dtype(&g);
	cp = kt_int(&g) != 0;
	mf = kt_opt_mf(&g);
	mark = kt_squeeze();
	st = uc10_call_aten_to_dtype(&r, &x, dt.v, false, cp, mf);
	if (st == UC10_OK && !cp && dt.v == x.dtype && !mf.has)
		CHECK(r.data == x.data, "%s: the same dtype gives self", c->name);
	kt_end(c, st, &r, mark, 0);
}

int main(void)
{
	return kt_main("kernels/to", to_cases, TO_NCASES, run_case, NULL);
}
