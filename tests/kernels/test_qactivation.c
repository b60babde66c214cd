/*
 * The int8 side of MobileNetV3 and squeeze-excite blocks against PyTorch
 * (data/qactivation.h), through the dispatcher: quantized::hardswish,
 * hardsigmoid (QuantizedCPU: PyTorch's fixed output parameters), hardtanh_
 * (QuantizedCPU, in place), quantized::mul (broadcast both ways),
 * quantized::cat and aten::cat (QuantizedCPU), integer for integer; inputs with every integer in PyTorch's vectorized
 * and scalar loops and ones whose result differs between the two (Note
 * [Quantized tables]); errors with their messages.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { QA_HSW, QA_HSIG, QA_HT_, QA_MUL, QA_CAT, QA_ACAT };

#include "data/qactivation.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor x, y, z, r;
	const uc10_tensor *res = c->op == QA_HT_ ? &x : &r, *xs[3] = { &x, &y, &z };
	size_t m0, mark;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	m0 = kt_begin(c, &g, &r);
	x = c->op == QA_HT_ ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	if (c->in[1])
		y = kt_view(c->in[1]);
	if (c->in[2])
		z = kt_view(c->in[2]);
	mark = kt_squeeze();
	switch (c->op) {
	case QA_HSW: st = uc10_call_quantized_hardswish(&r, &x, c->s[0].d, kt_int(&g)); break;
	case QA_HSIG: st = uc10_call_aten_hardsigmoid(&r, &x); break;
	case QA_HT_: st = uc10_call_aten_hardtanh_(&x, kt_sc(&c->s[0]), kt_sc(&c->s[1])); break;
	case QA_MUL: st = uc10_call_quantized_mul(&r, &x, &y, c->s[0].d, kt_int(&g)); break;
	case QA_CAT: {
		const uc10_tensor_list l = { xs, (size_t)kt_int(&g) };
		int64_t d = kt_int(&g);
		st = uc10_call_quantized_cat(&r, l, d, (uc10_opt_float){ c->s[0].has != 0, c->s[0].d }, kt_opt_int(&g));
		break;
	}
	case QA_ACAT: {
		const uc10_tensor_list l = { xs, (size_t)kt_int(&g) };
		st = uc10_call_aten_cat(&r, l, kt_int(&g));
		break;
	}
	}
	kt_check(c, st, st == UC10_OK ? res : NULL, mark, 0);
	if (st != UC10_OK && c->op != QA_HT_)
		kt_untouched(c);
	uc10_arena_release(&kt_arena, m0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "qhsw_qint32", "quantized::hardswish: not implemented for 'QInt32' in uc10" },
	{ "qhsw_scale0", "quantized::hardswish: output_scale must be positive" },
	{ "qhsig_qint32", "aten::hardsigmoid (QuantizedCPU): not implemented for 'QInt32'" },
	{ "qmul_dtypes", "quantized::mul: Mul operands should have same data type." },
	{ "qmul_qint8", "quantized::mul: not implemented for 'QInt8' in uc10" },
	{ "qmul_shape", "quantized::mul: The size of tensor a must match the size of tensor b" },
	{ "qcat_dtypes", "quantized::cat: qint8 or quint8 inputs of one dtype expected, got QUInt8 and QInt8" },
	{ "qcat_sizes", "quantized::cat: Tensors must have same number of dimensions: got 4 and 3" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/qactivation", qa_cases, QA_NCASES, run_case, msg_samples_);
}
