/*
 * Quantized kernels against PyTorch (data/quantized.h), bit for bit:
 * quantize_per_tensor (round half to even, clamping, NaN/inf, odd scales),
 * dequantize (QuantizedCPU and CPU kernels, picked by the dispatcher),
 * relu / relu_ on quantized tensors through the dispatcher,
 * quantized::add (both of PyTorch's dequantization paths), quantized
 * tensors through view and contiguous (QuantizedCPU kernels),
 * quantized::matmul, and quantized_unpacked::linear / conv2d against
 * PyTorch's quantized::linear / conv2d with prepacked weights (onednn):
 * each directly and through the dispatcher, errors with their message.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { Q_QUANT, Q_DEQUANT, Q_DEQUANT_CALL, Q_RELU_CALL, Q_RELU_, Q_ADD, Q_ADD_CALL, Q_VIEW_CALL, Q_CONTIG_CALL,
       Q_MATMUL, Q_MATMUL_CALL, Q_LINEAR, Q_LINEAR_CALL, Q_CONV, Q_CONV_CALL };

#include "data/quantized.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, bt, r;
	const uc10_tensor *res = &r;
	size_t mark;
	uc10_status st = UC10_E_INTERNAL;
	double scale = kt_sc(&c->s[0]).v.d;
	const uc10_tensor *bias = c->in[2] ? &bt : NULL;   /* None */
	kt_args g;

	kt_begin(c, &g, &r);
	a = c->op == Q_RELU_ ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	if (c->in[1])
		b = kt_view(c->in[1]);
	if (c->in[2])
		bt = kt_view(c->in[2]);
	uc10_local_get()->msg[0] = 0;
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
	case Q_MATMUL: st = uc10_quantized_matmul_qcpu(UC10_KS_QuantizedCPU, &r, &a, &b, scale, kt_int(&g)); break;
	case Q_MATMUL_CALL: st = uc10_call_quantized_matmul(&r, &a, &b, scale, kt_int(&g)); break;
	case Q_LINEAR:
		st = uc10_quantized_unpacked_linear_qcpu(UC10_KS_QuantizedCPU, &r, &a, &b, bias, scale, kt_int(&g));
		break;
	case Q_LINEAR_CALL: st = uc10_call_quantized_unpacked_linear(&r, &a, &b, bias, scale, kt_int(&g)); break;
	case Q_CONV:
	case Q_CONV_CALL: {
		uc10_int_list stride = kt_list(&g), padding = kt_list(&g), dilation = kt_list(&g);
		int64_t groups = kt_int(&g), zp = kt_int(&g);
		st = c->op == Q_CONV ?
		     uc10_quantized_unpacked_conv2d_qcpu(UC10_KS_QuantizedCPU, &r, &a, &b, bias, stride, padding, dilation,
		                                         groups, scale, zp) :
		     uc10_call_quantized_unpacked_conv2d(&r, &a, &b, bias, stride, padding, dilation, groups, scale, zp);
		break;
	}
	}
	/* every quantized kernel says why it failed (Note [Kernel contract]); views
	 * and contiguous run kernels/view, kernels/copy */
	if (st != UC10_OK)
		CHECK(c->op == Q_VIEW_CALL || c->op == Q_CONTIG_CALL || uc10_local_get()->msg[0] != 0, "%s: failed with status %d but no message", c->name, (int)st);
	kt_end(c, st, res, mark, 0);
}

int main(void)
{
	kt_init();
	kt_messages = true;   /* every failed call leaves a message (Note [Kernel messages]) */
	kt_run_all(qt_cases, QT_NCASES, run_case);
	return check_done("kernels/quantized");
}
