/* Requantization and checks shared by quantized_unpacked::linear / conv2d (and _relu):
 * see Note [onednn requantization] in kernels/quantized/quantized.h. */
#include "quantized/quantized.h"
#include "uc10_ops.h"

/*
 * What a record's out scale (one weight scale) fixes: the float rule's
 * scales, the integer rule's multiplier and the real accumulators (less
 * the bias) where Y = -1 and 256.  Per-tensor weights share it over their
 * channels.
 */
typedef struct per_scale {
	float bias_scale, out_scale, zero_point;
	double a_lo, a_hi;
	uint32_t m;
	int k;      /* -1: no integer rule */
} per_scale;

static void per_scale_init(per_scale *p, double x_scale, double w_scale, double y_scale, int64_t y_zero_point)
{
	/* ideep's scales are float reciprocals of PyTorch's (double) ones */
	float src = (float)(1.0 / x_scale), wei = (float)(1.0 / w_scale), dst = (float)(1.0 / y_scale);
	const double Z = (double)y_zero_point;
	double S;
	int e;

	p->bias_scale = src * wei;
	p->out_scale = dst / p->bias_scale;
	p->zero_point = (float)y_zero_point;
	p->k = -1;
	S = p->out_scale;
	if (!(S >= 0x1p-29 && S < 2048.0) || y_zero_point < -1024 || y_zero_point > 1024)
		return;
	(void)frexp(S, &e);   /* S = fs * 2^(e - 1), fs in [1, 2) */
	p->k = e + 20 > 0 ? e + 20 : 0;
	p->m = (uint32_t)ldexp(S, 52 - p->k);
	p->a_lo = (-1.0 - Z) / S;
	p->a_hi = (256.0 - Z) / S;
}

/* The record of one channel of bias b (NULL: none); Note [integer requantization] in quantized.h. */
static void per_channel(uc10__qrequant *r, const per_scale *p, const float *b)
{
	const double lim = 16777216.0;   /* 2^24 */
	double B, a, z;
	int64_t lo, hi;

	r->bias = b ? *b * p->bias_scale : 0.0f;
	r->out_scale = p->out_scale;
	r->zero_point = p->zero_point;
	r->acc_lo = 0, r->n = 0, r->m = 0, r->c = 0, r->k = 0, r->sat = 0;
	B = r->bias;
	if (p->k < 0 || !(fabs(B) <= 1073741824.0))
		return;
	/* the accumulators where -1 <= Y <= 256, from the real solutions in double:
	 * their error moves Y at the ends by less than 2^-10, which the float rule's
	 * bound (|Y| <= 256.01) and the saturation outside (Y(acc_lo - 1) < -0.5 is
	 * enough) leave room for */
	a = ceil(p->a_lo - B);
	z = floor(p->a_hi - B);
	if (a > z || a > lim || z < -lim)
		return;
	lo = a < -lim ? -(int64_t)lim : (int64_t)a;
	hi = z > lim ? (int64_t)lim : (int64_t)z;
	r->acc_lo = (int32_t)lo;
	r->n = (uint32_t)(hi - lo + 1);
	r->k = (uint8_t)p->k;
	r->m = p->m;
	/* Y(acc_lo) in double, within 2^-38 */
	r->c = (int32_t)((((double)lo + B) * (double)p->out_scale + (double)p->zero_point + 0.5) * 1048576.0);
	/* beyond the window, q is monotone in acc: the first accumulator past each
	 * end saturating proves every one further does */
	r->sat = (uint8_t)((lo > -(int64_t)lim) | (hi < (int64_t)lim) << 1);
}

void uc10__qrequant_init(uc10__qrequant *r, double x_scale, double w_scale, double y_scale, int64_t y_zero_point,
                         const float *b)
{
	per_scale p;
	per_scale_init(&p, x_scale, w_scale, y_scale, y_zero_point);
	per_channel(r, &p, b);
}

uint8_t uc10__qrequant_slow(const uc10__qrequant *r, int32_t acc)
{
	if ((uint32_t)acc - (uint32_t)r->acc_lo >= r->n && r->n) {
		if (acc < r->acc_lo && (r->sat & 1))
			return 0;
		if (acc > r->acc_lo && (r->sat & 2))
			return 255;
	}
	return uc10__qrequant_float(r, acc);
}

uc10_status uc10__qrequant_build(const char *op, const uc10_tensor *x, const uc10_tensor *w, const uc10_tensor *b,
                                 double y_scale, int64_t y_zero_point, uc10__qrequant **rq)
{
	const int64_t OC = w->sizes[0];
	const float *bp = b && b->defined ? uc10_tensor_ptr(b) : NULL;
	per_scale ps;
	double last = 0.0;
	void *p;
	uc10_status st = uc10_arena_alloc(uc10_arena_current(), (size_t)(OC ? OC : 1) * sizeof(uc10__qrequant),
	                                  _Alignof(uc10__qrequant), &p);

	if (st != UC10_OK)
		return uc10_fail(st, op, ": out of arena memory for the requantization scales", "");
	*rq = p;
	for (int64_t oc = 0; oc < OC; oc++) {
		const double ws = w->qscheme == UC10_PER_CHANNEL_AFFINE ? w->q_scales[oc] : w->q_scale;
		if (oc == 0 || ws != last)
			per_scale_init(&ps, x->q_scale, ws, y_scale, y_zero_point);
		last = ws;
		per_channel(&(*rq)[oc], &ps, bp ? bp + oc * b->strides[0] : NULL);
	}
	return UC10_OK;
}

uc10_status uc10__qcheck_x_w_b(const char *op, const uc10_tensor *x, const uc10_tensor *w,
                               const uc10_tensor *b, int wdim)
{
	if (uc10__check_defined(x) != UC10_OK || uc10__check_defined(w) != UC10_OK)
		return uc10_fail(UC10_E_NULL, op, ": an undefined input or weight tensor", "");
	if (x->dtype != UC10_QUINT8)
		return uc10_fail(UC10_E_DTYPE, op, " (ONEDNN): data type of input should be QUint8.", "");
	if (uc10__qcheck_per_tensor(op, x) != UC10_OK)
		return UC10_E_ARG;
	if (w->dtype != UC10_QINT8)
		return uc10_fail(UC10_E_DTYPE, op, "_prepack (ONEDNN): weight should be a QInt8 tensor", "");
	for (int64_t c = 0; c < uc10__qchannels(w); c++) {
		uc10_tensor v;
		uc10__qchannel(&v, w, c);
		if (v.q_zero_point != 0)
			return uc10_fail(UC10_E_ARG, op, "_prepack: ONEDNN only supports symmetric quantization of weight, "
			                 "whose zero point must be 0", "");
	}
	if (w->dim != wdim)
		return uc10_fail(UC10_E_SHAPE, op, wdim == 2 ? "_prepack: weight tensor should be 2-dimensional" :
		                 "_prepack: weight tensor should be 4-dimensional", "");
	if (w->qscheme == UC10_PER_CHANNEL_AFFINE && w->q_axis != 0)
		return uc10_fail(UC10_E_ARG, op, "_prepack: a per-channel weight must be quantized along its output "
		                 "channels (axis 0)", "");
	if (b && b->defined) {
		if (b->dtype != UC10_FLOAT32)
			return uc10_fail(UC10_E_DTYPE, op, "_prepack: bias should be a Float tensor", "");
		if (b->dim != 1 || b->sizes[0] != w->sizes[0])
			return uc10_fail(UC10_E_SHAPE, op, "_prepack: bias should be a vector (1D Tensor) with one "
			                 "element per output channel", "");
	}
	return UC10_OK;
}

uc10_status uc10__qempty(const char *op, uc10_tensor *r, uc10_dtype dt, const int64_t *sizes, int dim,
                         uc10_memory_format mf)
{
	uc10_status st = uc10_tensor_empty(r, dt, sizes, dim, mf);

	if (st == UC10_E_NOMEM)
		return uc10_fail(st, op, ": out of arena memory for the result", "");
	if (st != UC10_OK)
		return uc10_fail(st, op, ": cannot allocate a result of these sizes", "");
	return UC10_OK;
}

/* m4/program.m4 plans this many bytes per output channel for the records. */
_Static_assert(sizeof(uc10__qrequant) == 32, "m4/program.m4's scratch of the quantized linear / conv2d");
