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
	static uc10_tensor x, r;
	size_t mark;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;
	int64_t d;
	uc10_opt_dtype dt;

	kt_begin(c, &g, &r);
	x = kt_view(c->in[0]);
	d = kt_int(&g);
	dt = kt_opt_dtype(&g);
	mark = kt_squeeze();
	switch (c->op) {
	case S_SOFTMAX: st = uc10_softmax_int_cia(UC10_KS_CPU, &r, &x, d, dt); break;
	case S_SOFTMAX_CALL: st = uc10_call_aten_softmax_int(&r, &x, d, dt); break;
	case S_LOG_SOFTMAX: st = uc10_log_softmax_int_cia(UC10_KS_CPU, &r, &x, d, dt); break;
	case S_LOG_SOFTMAX_CALL: st = uc10_call_aten_log_softmax_int(&r, &x, d, dt); break;
	}
	kt_end(c, st, &r, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "softmax_int", "aten::_softmax: not implemented for 'Int'" },
	{ "softmax_dim", "aten::_softmax: Dimension out of range" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/softmax", sm_cases, SM_NCASES, run_case, msg_samples_);
}
