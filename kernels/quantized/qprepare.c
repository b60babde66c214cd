/*
 * uc10__qprepare: a quantized linear or convolution's blob (Note
 * [Prepared constants] in qprepack.h), from the same functions the
 * operators use on their scratch (uc10__qrequant_fill, uc10__qch_build,
 * uc10__qpack, uc10__qdwpack), so that each layout has one source.  Run by
 * the build on the host; nothing here is needed on the target.
 */
#include <string.h>
#include "quantized/qprepack.h"

_Static_assert(sizeof(uc10__qprep) == 112, "the blob's header: fixed fields, the same on host and target");
_Static_assert(sizeof(uc10__qrequant) == 32 && sizeof(uc10__qch) == 12, "the blob's records and table");

static size_t up(size_t n, size_t a)
{
	return (n + a - 1) / a * a;
}

static int dwconv(const uc10__qprep_args *a)
{
	const uc10_tensor *w = a->w;
	return w->sizes[1] == 1 && a->groups == a->x_channels && a->groups == w->sizes[0] && a->x_zero_point >= 0 &&
	       a->x_zero_point <= 255;
}

size_t uc10__qprepare(void *d, size_t cap, const uc10__qprep_args *a, const char **why)
{
	const uc10_tensor *w = a->w;
	const int conv = a->kind == UC10__QPREP_CONV;
	const int64_t OC = w->sizes[0], K = conv ? w->sizes[1] * w->sizes[2] * w->sizes[3] : w->sizes[1];
	uc10__qprep h;
	size_t at;

	*why = NULL;
	if (w->dtype != UC10_QINT8 || w->dim != (conv ? 4 : 2) || (a->b && (a->b->dtype != UC10_FLOAT32 ||
	    a->b->dim != 1 || a->b->sizes[0] != OC)))
		return *why = "a qint8 weight of 2 (linear) or 4 (conv) dims and a float bias of one value a channel", 0;
	if (w->qscheme == UC10_PER_CHANNEL_AFFINE ? w->q_axis != 0 : w->qscheme != UC10_PER_TENSOR_AFFINE)
		return *why = "a weight quantized per tensor or per output channel", 0;
	for (int64_t c = 0; c < (w->qscheme == UC10_PER_CHANNEL_AFFINE ? OC : 1); c++)
		if ((w->qscheme == UC10_PER_CHANNEL_AFFINE ? w->q_zero_points[c] : w->q_zero_point) != 0)
			return *why = "symmetric weights (zero points 0), as the onednn engine takes", 0;
	if (a->x_zero_point < 0 || a->x_zero_point > 255)
		return *why = "a quint8 input zero point (0..255)", 0;
	if (conv && (a->groups <= 0 || OC % a->groups != 0 || a->x_channels != w->sizes[1] * a->groups))
		return *why = "groups dividing the output channels, the input's channels the weight's times groups", 0;
	memset(&h, 0, sizeof h);
	h.magic = UC10__QPREP_MAGIC;
	h.layout = UC10_QLAYOUT;
	h.kind = !conv ? UC10__QPREP_LINEAR : dwconv(a) ? UC10__QPREP_DWCONV : UC10__QPREP_CONV;
	h.oc = (int32_t)OC;
	h.ic = (int32_t)w->sizes[1];
	h.kh = conv ? (int32_t)w->sizes[2] : 1;
	h.kw = conv ? (int32_t)w->sizes[3] : 1;
	for (int i = 0; i < 2; i++) {
		h.stride[i] = conv ? (int32_t)a->stride[i] : 1;
		h.pad[i] = conv ? (int32_t)a->pad[i] : 0;
		h.dil[i] = conv ? (int32_t)a->dil[i] : 1;
	}
	h.groups = conv ? (int32_t)a->groups : 1;
	h.x_zero_point = (int32_t)a->x_zero_point;
	h.y_zero_point = (int32_t)a->y_zero_point;
	h.taps = h.kind == UC10__QPREP_CONV && a->x_chlast && !(h.kh == 1 && h.kw == 1 && h.stride[0] == 1 &&
	         h.stride[1] == 1 && h.pad[0] == 0 && h.pad[1] == 0) && h.ic % 4 == 0 && h.ic > 0 &&
	         h.kh * h.kw <= UC10__QTAPS_MAX;
	h.x_scale = a->x_scale;
	h.y_scale = a->y_scale;
	/* the clamp: the _relu variant's low end, then a fused activation's (qclamp: low end first) */
	h.lo = uc10__qrequant_lo(a->relu, a->y_zero_point);
	h.hi = 255;
	if (a->act == UC10__QACT_RELU) {
		if (a->y_zero_point < 0 || a->y_zero_point > 255)
			return *why = "a relu fused after an output zero point in 0..255", 0;
		h.lo = h.lo > a->y_zero_point ? h.lo : (uint8_t)a->y_zero_point;
	} else if (a->act == UC10__QACT_CLAMP) {
		const int32_t c = uc10__quantize_val(a->act_min, a->y_scale, a->y_zero_point, UC10_QUINT8);
		const int32_t e = uc10__quantize_val(a->act_max, a->y_scale, a->y_zero_point, UC10_QUINT8);
		if (c > e)
			return *why = "a clamp whose min quantizes above its max", 0;
		h.lo = (uint8_t)(h.lo > c ? (h.lo < e ? h.lo : e) : c);
		h.hi = (uint8_t)e;
	}
	/* the records, or with the DSP layout their table only (all its cores read) */
	at = sizeof h;
	h.rq = UC10__QCH_SIZE(OC) > 0 ? 0 : (uint32_t)at;
	at += h.rq ? (size_t)OC * sizeof(uc10__qrequant) : 0;
	h.ch = UC10__QCH_SIZE(OC) > 0 ? (uint32_t)at : 0;
	at += UC10__QCH_SIZE(OC);
	if (UC10_QLAYOUT == UC10_QLAYOUT_PLAIN && h.kind != UC10__QPREP_DWCONV) {
		h.wsum = (uint32_t)at;
		at += (size_t)OC * sizeof(int32_t);
	}
	at = up(at, 8);
	h.w = (uint32_t)at;
	if (h.kind == UC10__QPREP_DWCONV) {
		at += uc10__qdwpack_size(OC, h.kh, h.kw);
		if (UC10_QLAYOUT == UC10_QLAYOUT_DSP && OC % 4) {
			h.tail = (uint32_t)at;
			at += (size_t)(OC % 4 * h.kh * h.kw);
		}
	} else {
		/* a group's packed weights 8-aligned (the cores read them by word pairs) */
		h.gstride = (uint32_t)up((size_t)(OC / h.groups * K) * sizeof(uc10__qw), 8);
		at += (size_t)h.gstride * (size_t)h.groups;
	}
	h.bytes = (uint32_t)up(at, 8);
	if (!d)
		return h.bytes;
	if (cap < h.bytes)
		return *why = "room for the blob", 0;
	memset(d, 0, h.bytes);
	memcpy(d, &h, sizeof h);
	{
		char *base = d;
		if (h.rq)
			uc10__qrequant_fill((uc10__qrequant *)(void *)(base + h.rq), a->x_scale, w, a->b, a->y_scale,
			                    a->y_zero_point);
		for (int64_t oc = 0; h.ch && oc < OC; oc++) {
			/* channel oc's record (uc10__qrequant_fill's), then its entry of the table */
			const float *b = a->b ? (const float *)uc10_tensor_ptr(a->b) + oc * a->b->strides[0] : NULL;
			uc10__qrequant r;
			const uc10__qout q = { &r, h.lo, h.hi, NULL, NULL };
			uc10__qrequant_init(&r, a->x_scale, w->qscheme == UC10_PER_CHANNEL_AFFINE ? w->q_scales[oc] : w->q_scale,
			                    a->y_scale, a->y_zero_point, b);
			uc10__qch_build((uc10__qch *)(void *)(base + h.ch) + oc, &q, 1);
		}
		if (h.wsum) {
			/* each channel's weights summed, as int32 arithmetic that wraps (the cores') */
			const int8_t *W = uc10_tensor_ptr(w);
			int32_t *ws = (int32_t *)(void *)(base + h.wsum);
			for (int64_t c = 0; c < OC; c++) {
				uint32_t sum = 0;
				for (int64_t k = 0; k < K; k++) {
					int64_t off = c * w->strides[0], rem = k;
					for (int i = w->dim - 1; i >= 1; i--) {
						off += (rem % w->sizes[i]) * w->strides[i];
						rem /= w->sizes[i];
					}
					sum += (uint32_t)(int32_t)W[off];
				}
				ws[c] = (int32_t)sum;
			}
		}
		if (h.kind == UC10__QPREP_DWCONV) {
			uc10__qdwpack(base + h.w, w);
			if (h.tail) {
				/* the channels after the last quad, [c][kh][kw] */
				const int8_t *W = uc10_tensor_ptr(w);
				int8_t *t = (int8_t *)(base + h.tail);
				for (int64_t c = OC - OC % 4; c < OC; c++)
					for (int64_t i = 0; i < h.kh; i++)
						for (int64_t j = 0; j < h.kw; j++)
							*t++ = W[c * w->strides[0] + i * w->strides[2] + j * w->strides[3]];
			}
		} else {
			/* k = (c, kh, kw) as the gathered rows are, or (kh, kw, c) as channels_last input is
			 * read in place: the weight's dims 1.. permuted, a view */
			uc10_tensor v = *w;
			if (h.taps) {
				v.sizes[1] = w->sizes[2], v.sizes[2] = w->sizes[3], v.sizes[3] = w->sizes[1];
				v.strides[1] = w->strides[2], v.strides[2] = w->strides[3], v.strides[3] = w->strides[1];
			}
			for (int32_t g = 0; g < h.groups; g++)
				uc10__qpack((uc10__qw *)(void *)(base + h.w + (size_t)g * h.gstride), &v, g * (OC / h.groups),
				            OC / h.groups);
		}
	}
	return h.bytes;
}

size_t uc10__qprep_scratch(const uc10__qprep *p, int rows_in_place)
{
	const ptrdiff_t K = (ptrdiff_t)p->ic * p->kh * p->kw;
	const int pointwise = p->kh == 1 && p->kw == 1 && p->stride[0] == 1 && p->stride[1] == 1 && p->pad[0] == 0 &&
	                      p->pad[1] == 0;

	if (p->kind == UC10__QPREP_DWCONV || K == 0 || p->taps ||
	    ((p->kind == UC10__QPREP_LINEAR || pointwise) && rows_in_place))
		return 0;
	return (size_t)(2 * uc10__qrow(K)) * sizeof(int16_t);
}
