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
	static uc10_tensor x, r, zero;
	size_t m0 = kt_arena.used, mark;
	uc10_status st;
	kt_args g;

	x = kt_view(c->in[0]);

	kt_args_init(&g, c);
	memset(&r, 0xa5, sizeof r);
	memset(&zero, 0xa5, sizeof zero);
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
	kt_check(c, st, st == UC10_OK ? &r : NULL, mark, 0);
	if (st != UC10_OK)
		CHECK(memcmp(&r, &zero, sizeof r) == 0, "%s: a failed call wrote its result", c->name);
	uc10_arena_release(&kt_arena, m0);
}

static void run_kernel(const kt_case *c) { run_case(c, false); }
static void run_call(const kt_case *c) { run_case(c, true); }

int main(void)
{
	kt_init();
	for (int i = 0; i < PL_NCASES; i++) {
		run_case(&pl_cases[i], false);
		run_case(&pl_cases[i], true);
	}
	kt_sweep(pl_cases, PL_NCASES, run_kernel);
	kt_sweep_undefined(pl_cases, PL_NCASES, run_kernel);
	kt_sweep(pl_cases, PL_NCASES, run_call);
	kt_sweep_undefined(pl_cases, PL_NCASES, run_call);
	return check_done("kernels/pool");
}
