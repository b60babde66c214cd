/*
 * softmax.int and log_softmax.int against PyTorch (data/softmax.h), as
 * kernels and through the dispatcher; within 8 ulp (PyTorch vectorizes
 * exp and log with Sleef, uc10 uses the C library).
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { S_SOFTMAX, S_SOFTMAX_CALL, S_LOG_SOFTMAX, S_LOG_SOFTMAX_CALL };

#include "data/softmax.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor x, r, zero;
	size_t m0 = kt_arena.used, mark;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;
	int64_t d;
	uc10_opt_dtype dt;

	x = kt_view(c->in[0]);

	kt_args_init(&g, c);
	memset(&r, 0xa5, sizeof r);
	memset(&zero, 0xa5, sizeof zero);
	d = kt_int(&g);
	dt = kt_opt_dtype(&g);
	mark = kt_squeeze();
	switch (c->op) {
	case S_SOFTMAX: st = uc10_softmax_int_cia(UC10_KS_CPU, &r, &x, d, dt); break;
	case S_SOFTMAX_CALL: st = uc10_call_aten_softmax_int(&r, &x, d, dt); break;
	case S_LOG_SOFTMAX: st = uc10_log_softmax_int_cia(UC10_KS_CPU, &r, &x, d, dt); break;
	case S_LOG_SOFTMAX_CALL: st = uc10_call_aten_log_softmax_int(&r, &x, d, dt); break;
	}
	kt_check(c, st, st == UC10_OK ? &r : NULL, mark, 0);
	if (st != UC10_OK)
		CHECK(memcmp(&r, &zero, sizeof r) == 0, "%s: a failed call wrote its result", c->name);
	uc10_arena_release(&kt_arena, m0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "softmax_int", "aten::_softmax: not implemented for 'Int'" },
	{ "softmax_dim", "aten::_softmax: Dimension out of range" },
	{ NULL, NULL }
};

int main(void)
{
	kt_init();
	kt_messages = true;
	kt_msg_samples = msg_samples_;
	for (int i = 0; i < SM_NCASES; i++)
		run_case(&sm_cases[i]);
	kt_sweep(sm_cases, SM_NCASES, run_case);
	kt_sweep_undefined(sm_cases, SM_NCASES, run_case);
	kt_msg_report();
	return check_done("kernels/softmax");
}
