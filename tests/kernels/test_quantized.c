/*
 * Quantized kernels against PyTorch (data/quantized.h), bit for bit:
 * quantize_per_tensor (round half to even, clamping, NaN/inf, odd scales),
 * dequantize (QuantizedCPU and CPU kernels, picked by the dispatcher),
 * relu / relu_ on quantized tensors through the dispatcher,
 * quantized::add (both of PyTorch's dequantization paths), and quantized
 * tensors through view and contiguous (QuantizedCPU kernels).
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { Q_QUANT, Q_DEQUANT, Q_DEQUANT_CALL, Q_RELU_CALL, Q_RELU_, Q_ADD, Q_ADD_CALL, Q_VIEW_CALL, Q_CONTIG_CALL };

#include "data/quantized.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, r, zero;
	const uc10_tensor *res = &r;
	size_t m0 = kt_arena.used, mark;
	uc10_status st = UC10_E_INTERNAL;
	double scale = kt_sc(&c->s[0]).v.d;
	kt_args g;

	kt_args_init(&g, c);
	memset(&r, 0xa5, sizeof r);
	memset(&zero, 0xa5, sizeof zero);
	a = c->op == Q_RELU_ ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	if (c->in[1])
		b = kt_view(c->in[1]);
	mark = kt_squeeze();
	switch (c->op) {
	case Q_QUANT: {
		int64_t zp = kt_int(&g);
		uc10_dtype dt = (uc10_dtype)kt_int(&g);
		st = uc10_quantize_per_tensor_cpu(UC10_KS_CPU, &r, &a, scale, zp, dt);
		break;
	}
	case Q_DEQUANT: st = uc10_dequantize_self_qcpu(UC10_KS_QuantizedCPU, &r, &a); break;
	case Q_DEQUANT_CALL: st = uc10_call_aten_dequantize_self(&r, &a); break;
	case Q_RELU_CALL: st = uc10_call_aten_relu(&r, &a); break;
	case Q_RELU_: st = uc10_call_aten_relu_(&a); res = &a; break;
	case Q_ADD: st = uc10_quantized_add_qcpu(UC10_KS_QuantizedCPU, &r, &a, &b, scale, kt_int(&g)); break;
	case Q_ADD_CALL: st = uc10_call_quantized_add(&r, &a, &b, scale, kt_int(&g)); break;
	case Q_VIEW_CALL: st = uc10_call_aten_view(&r, &a, kt_list(&g)); break;
	case Q_CONTIG_CALL: st = uc10_call_aten_contiguous(&r, &a, UC10_CONTIGUOUS_FORMAT); break;
	}
	kt_check(c, st, st == UC10_OK ? res : NULL, mark, 0);
	if (st != UC10_OK)
		CHECK(memcmp(&r, &zero, sizeof r) == 0, "%s: a failed call wrote its result", c->name);
	uc10_arena_release(&kt_arena, m0);
}

int main(void)
{
	kt_init();
	for (int i = 0; i < QT_NCASES; i++)
		run_case(&qt_cases[i]);
	kt_sweep(qt_cases, QT_NCASES, run_case);
	kt_sweep_undefined(qt_cases, QT_NCASES, run_case);
	return check_done("kernels/quantized");
}
