/*
 * max_pool2d and avg_pool2d against PyTorch (data/pool.h), exactly: the
 * same comparisons and the same sums in the same order.  Also through the
 * dispatcher (aten::max_pool2d is a composite, aten::avg_pool2d a CPU
 * kernel).
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { PL_MAX, PL_AVG };

#include "data/pool.h"

static void run_case(const kt_case *c, bool call)
{
	static uc10_tensor x, r;
	size_t mark;
	uc10_status st;
	kt_args g;

	kt_begin(c, &g, &r);
	x = kt_view(c->in[0]);
	{
		uc10_int_list k = kt_list(&g), s = kt_list(&g), p = kt_list(&g);
		mark = kt_squeeze();
		if (c->op == PL_MAX) {
			uc10_int_list d = kt_list(&g);
			bool cm = kt_int(&g) != 0;
			st = call ? uc10_call_aten_max_pool2d(&r, &x, k, s, p, d, cm)
			          : uc10_max_pool2d_cia(UC10_KS_CPU, &r, &x, k, s, p, d, cm);
		} else {
			bool cm = kt_int(&g) != 0, cip = kt_int(&g) != 0;
			uc10_opt_int dv = kt_opt_int(&g);
			st = call ? uc10_call_aten_avg_pool2d(&r, &x, k, s, p, cm, cip, dv)
			          : uc10_avg_pool2d_cpu(UC10_KS_CPU, &r, &x, k, s, p, cm, cip, dv);
		}
	}
	kt_end(c, st, &r, mark, 0);
}

static void run_kernel(const kt_case *c) { run_case(c, false); }
static void run_call(const kt_case *c) { run_case(c, true); }

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "max_pad_big", "pad should be smaller than or equal to half of kernel size" },
	{ "max_k0", "aten::max_pool2d: kernel size should be greater than zero" },
	{ "max_too_small", "Output size is too small" },
	{ "max_int", "aten::max_pool2d: not implemented for 'Long'" },
	{ "max_2d", "Expected 3D or 4D (batch mode) tensor" },
	{ "avg_div0", "divisor must be not zero" },
	{ "avg_i32", "not implemented for 'Int'" },
	{ NULL, NULL }
};

int main(void)
{
	kt_init();
	kt_messages = true;
	kt_msg_samples = msg_samples_;
	for (int i = 0; i < PL_NCASES; i++) {
		run_case(&pl_cases[i], false);
		run_case(&pl_cases[i], true);
	}
	kt_sweep(pl_cases, PL_NCASES, run_kernel);
	kt_sweep_undefined(pl_cases, PL_NCASES, run_kernel);
	kt_sweep(pl_cases, PL_NCASES, run_call);
	kt_sweep_undefined(pl_cases, PL_NCASES, run_call);
	kt_msg_report();
	return check_done("kernels/pool");
}
