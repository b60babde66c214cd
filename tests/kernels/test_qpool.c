/*
 * Quantized pooling against PyTorch (data/qpool.h), bit for bit:
 * aten::max_pool2d on quantized tensors (through its composite kernel to
 * aten::quantized_max_pool2d) and quantized_max_pool2d itself, and
 * avg_pool2d at QuantizedCPU on both of PyTorch's paths (contiguous and
 * channels_last round differently), with padding, ceil_mode, dilation,
 * divisor_override, count_include_pad, ties of the average, every
 * quantized dtype, and the errors with their messages; adaptive_avg_pool2d
 * (through its composite kernel to _adaptive_avg_pool2d) likewise on both
 * paths; quantized::relu6, hardtanh and quantized::add_relu at
 * QuantizedCPU.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { QP_MAX, QP_QMAX, QP_AVG, QP_ADA, QP_ADA_, QP_RELU6, QP_HARDTANH, QP_ADD_RELU };

#include "data/qpool.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, r;
	size_t mark;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	kt_begin(c, &g, &r);
	a = kt_view(c->in[0]);
	mark = kt_squeeze();
	switch (c->op) {
	case QP_MAX:
	case QP_QMAX: {
		uc10_int_list k = kt_list(&g), s = kt_list(&g), p = kt_list(&g), d = kt_list(&g);
		bool cm = kt_int(&g) != 0;
		st = c->op == QP_MAX ? uc10_call_aten_max_pool2d(&r, &a, k, s, p, d, cm) :
		     uc10_call_aten_quantized_max_pool2d(&r, &a, k, s, p, d, cm);
		break;
	}
	case QP_AVG: {
		uc10_int_list k = kt_list(&g), s = kt_list(&g), p = kt_list(&g);
		bool cm = kt_int(&g) != 0, cip = kt_int(&g) != 0;
		st = uc10_call_aten_avg_pool2d(&r, &a, k, s, p, cm, cip, kt_opt_int(&g));
		break;
	}
	case QP_ADA: st = uc10_call_aten_adaptive_avg_pool2d(&r, &a, kt_list(&g)); break;
	case QP_ADA_: st = uc10_call_aten__adaptive_avg_pool2d(&r, &a, kt_list(&g)); break;
	case QP_RELU6: st = uc10_call_quantized_relu6(&r, &a, kt_int(&g) != 0); break;
	case QP_HARDTANH: st = uc10_call_aten_hardtanh(&r, &a, kt_sc(&c->s[0]), kt_sc(&c->s[1])); break;
	case QP_ADD_RELU: {
		uc10_tensor b = kt_view(c->in[1]);
		st = uc10_call_quantized_add_relu(&r, &a, &b, kt_sc(&c->s[0]).v.d, kt_int(&g));
		break;
	}
	}
	kt_end(c, st, &r, mark, 0);
}

int main(void)
{
	kt_init();
	kt_qpcs = qp_qpcs;
	kt_messages = true;
	kt_run_all(qp_cases, QP_NCASES, run_case);
	return check_done("kernels/qpool");
}
