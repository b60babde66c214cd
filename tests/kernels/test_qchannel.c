/*
 * Per-channel quantized tensors against PyTorch (data/qchannel.h), bit for
 * bit: quantize_per_channel (every axis, channels_last, strided scales,
 * int32 zero points, ties and non-finite inputs; its errors),
 * dequantize of per-channel tensors (including double scales no float
 * holds, where PyTorch's per-channel product in double matters), copy_
 * and fill_ into a per-channel tensor, kernels that take per-tensor
 * tensors only refusing one; then the tensor layer's constructors and
 * the qscheme / q_scale / q_zero_point / q_per_channel_axis operators.
 * (The int8 linear / conv2d with per-channel weights: test_qconv.c.)
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { QC_QUANT, QC_DEQUANT_CALL, QC_COPY, QC_FILL, QC_RELU_CALL, QC_ADD_CALL };

#include "data/qchannel.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, cc, r;
	const uc10_tensor *res = &r;
	size_t mark;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	kt_begin(c, &g, &r);
	a = (c->op == QC_COPY || c->op == QC_FILL) ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	if (c->in[1])
		b = kt_view(c->in[1]);
	if (c->in[2])
		cc = kt_view(c->in[2]);
	mark = kt_squeeze();
	switch (c->op) {
	case QC_QUANT: {
		int64_t axis = kt_int(&g);
		st = uc10_call_aten_quantize_per_channel(&r, &a, &b, &cc, axis, (uc10_dtype)kt_int(&g));
		break;
	}
	case QC_DEQUANT_CALL: st = uc10_call_aten_dequantize_self(&r, &a); break;
	case QC_COPY: st = uc10_call_aten_copy_(&a, &b, false); res = &a; break;
	case QC_FILL: st = uc10_call_aten_fill__Scalar(&a, kt_sc(&c->s[0])); res = &a; break;
	case QC_RELU_CALL: st = uc10_call_aten_relu(&r, &a); break;
	case QC_ADD_CALL: st = uc10_call_quantized_add(&r, &a, &b, kt_sc(&c->s[0]).v.d, kt_int(&g)); break;
	}
	/* quantize_per_channel's result owns its scales and zero points in the arena */
	kt_end(c, st, res, mark, c->op == QC_QUANT && st == UC10_OK ? (size_t)r.sizes[r.q_axis] * 16 + 16 : 0);
}

/* The tensor layer's quantized constructors and setters, and the parameter operators. */
static void constructors(void)
{
	static const int8_t w[6] = { 1, -2, 3, -4, 5, -6 };
	static const double sc[2] = { 0.5, 0.25 }, bad_sc[2] = { 0.5, 0.0 };
	static const int64_t zp[2] = { 0, 3 }, bad_zp[2] = { 0, 200 }, sizes[2] = { 2, 3 };
	uc10_tensor t, u, f, keep;
	uc10_qscheme qs = UC10_PER_CHANNEL_SYMMETRIC;
	uc10_float s = 0;
	uc10_int z = 0;

	CHECK(uc10_tensor_init_quantized(&t, UC10_QINT8, sizes, 2, w, 0.125, -1) == UC10_OK &&
	      t.qscheme == UC10_PER_TENSOR_AFFINE && t.q_scale == 0.125 && t.q_zero_point == -1 &&
	      t.data == (const void *)w && t.key_set == UC10_KS_QUANTIZED_CPU_TENSOR, "per-tensor over const data");
	CHECK(uc10_call_aten_qscheme(&qs, &t) == UC10_OK && qs == UC10_PER_TENSOR_AFFINE, "qscheme per tensor");
	CHECK(uc10_call_aten_q_scale(&s, &t) == UC10_OK && s == 0.125, "q_scale");
	CHECK(uc10_call_aten_q_zero_point(&z, &t) == UC10_OK && z == -1, "q_zero_point");
	z = 7;
	CHECK(uc10_call_aten_q_per_channel_axis(&z, &t) == UC10_E_ARG && z == 7 &&
	      strstr(uc10_last_error(), "kPerChannelAffine"), "q_per_channel_axis of a per-tensor tensor");
	CHECK(uc10_tensor_init_quantized_per_channel(&u, UC10_QINT8, sizes, 2, w, sc, zp, 0) == UC10_OK &&
	      u.qscheme == UC10_PER_CHANNEL_AFFINE && u.q_scales == sc && u.q_zero_points == zp && u.q_axis == 0,
	      "per-channel over const data");
	CHECK(uc10_call_aten_qscheme(&qs, &u) == UC10_OK && qs == UC10_PER_CHANNEL_AFFINE, "qscheme per channel");
	CHECK(uc10_call_aten_q_per_channel_axis(&z, &u) == UC10_OK && z == 0, "q_per_channel_axis");
	s = 9;
	CHECK(uc10_call_aten_q_scale(&s, &u) == UC10_E_ARG && s == 9 && strstr(uc10_last_error(), "kPerTensorAffine"),
	      "q_scale of a per-channel tensor");
	/* bad parameters: a status, the tensor untouched */
	keep = u;
	CHECK(uc10_tensor_init_quantized_per_channel(&u, UC10_QINT8, sizes, 2, w, bad_sc, zp, 0) == UC10_E_ARG,
	      "a zero scale");
	CHECK(uc10_tensor_init_quantized_per_channel(&u, UC10_QINT8, sizes, 2, w, sc, bad_zp, 0) == UC10_E_ARG,
	      "a zero point outside qint8");
	CHECK(uc10_tensor_init_quantized_per_channel(&u, UC10_QINT8, sizes, 2, w, sc, zp, 2) == UC10_E_ARG &&
	      uc10_tensor_init_quantized_per_channel(&u, UC10_QINT8, sizes, 2, w, sc, zp, -1) == UC10_E_ARG,
	      "an axis out of range");
	CHECK(uc10_tensor_init_quantized_per_channel(&u, UC10_QINT8, sizes, 2, w, NULL, zp, 0) == UC10_E_NULL,
	      "no scales");
	CHECK(uc10_tensor_init_quantized(&u, UC10_INT8, sizes, 2, w, 0.5, 0) == UC10_E_DTYPE, "not a quantized dtype");
	CHECK(uc10_tensor_init_quantized(&u, UC10_QUINT8, sizes, 2, w, 0.5, 256) == UC10_E_ARG, "zero point 256");
	CHECK(uc10_tensor_init_quantized(&u, UC10_QUINT8, sizes, 2, w, INFINITY, 0) == UC10_E_ARG, "infinite scale");
	CHECK(memcmp(&u, &keep, sizeof u) == 0, "failed constructors left the tensor as it was");
	CHECK(uc10_tensor_init(&f, UC10_FLOAT32, sizes, 2, (void *)w) == UC10_OK &&
	      uc10_tensor_set_qparams(&f, 0.5, 0) == UC10_E_DTYPE, "set_qparams on a float tensor");
	CHECK(uc10_call_aten_qscheme(&qs, &f) != UC10_OK, "qscheme of a float tensor has no kernel");
	/* setting per tensor again drops the channels */
	CHECK(uc10_tensor_set_qparams(&keep, 0.5, 2) == UC10_OK && keep.qscheme == UC10_PER_TENSOR_AFFINE &&
	      keep.q_scales == NULL && keep.q_zero_points == NULL, "back to per tensor");
}

int main(void)
{
	kt_init();
	kt_qpcs = qc_qpcs;
	kt_messages = true;
	kt_run_all(qc_cases, QC_NCASES, run_case);
	constructors();
	return check_done("kernels/qchannel");
}
