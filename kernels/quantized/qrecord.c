/*
 * The requantization records of the quantized linear and convolution
 * (uc10__qrequant, Note [onednn requantization] and Note [integer
 * requantization] in quantized.h): what the operators compute into their
 * scratch at run time and the build computes on the host for a program's
 * constants (qprepack.h).  Products and quotients of floats and doubles
 * only, the same on every IEEE machine (the host's build compiles it with
 * -ffp-contract=off, as the targets' single-precision units round each
 * operation).
 */
#include "quantized/quantized.h"

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

void uc10__qrequant_fill(uc10__qrequant *rq, double x_scale, const uc10_tensor *w, const uc10_tensor *b,
                         double y_scale, int64_t y_zero_point)
{
	const int64_t OC = w->sizes[0];
	const float *bp = b && b->defined ? uc10_tensor_ptr(b) : NULL;
	per_scale ps;
	double last = 0.0;

	for (int64_t oc = 0; oc < OC; oc++) {
		const double ws = w->qscheme == UC10_PER_CHANNEL_AFFINE ? w->q_scales[oc] : w->q_scale;
		if (oc == 0 || ws != last)
			per_scale_init(&ps, x_scale, ws, y_scale, y_zero_point);
		last = ws;
		per_channel(&rq[oc], &ps, bp ? bp + oc * b->strides[0] : NULL);
	}
}
