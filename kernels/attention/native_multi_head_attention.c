/*
 * _native_multi_head_attention (CPU): nn.MultiheadAttention in eval with
 * batch_first (what it traces to in PyTorch 1.13), float32, as
 * attention.cpp computes it without a mask: query, key and value (B, T, D)
 * projected by qkv_weight's three (D, D) blocks, the bias added and q
 * scaled by 1 / sqrt(D / num_head) (_transform_bias_rescale_qkv), per head
 * the scores q k^T, their softmax over the keys, the context p v, and the
 * heads' contexts projected by proj_weight and proj_bias.  Returns that
 * (B, T, D) and, with need_weights, the softmaxed scores: averaged over
 * the heads (B, T, T) with average_attn_weights, else (B, num_head, T, T);
 * without need_weights an undefined tensor, as PyTorch returns None.
 *
 * The projections are the float matrix core's (uc10__sgemm, Note [float32
 * multiply-add]); the per-head scores and contexts are dot products in
 * float32 in another order than PyTorch's bmm: results agree to about
 * 1e-6 of their size.  Scratch, from the arena after the results:
 * q, k and v (3 * B * T * D floats; each row's context replaces its q once
 * the row's scores are made) and one row of scores (T floats); the memory
 * plan mirrors it (_uc10_pg_scratch_aten::_native_multi_head_attention in
 * m4/program.m4).  Masks (an attention or key padding mask) are not
 * implemented: a status and a message.
 */
#include <math.h>
#include "common/kernel.h"
#include "linear/sgemm.h"
#include "uc10_ops.h"

static const char OP[] = "aten::_native_multi_head_attention";

static bool f32_(const uc10_tensor *t, int dim)
{
	return uc10__defined(t) && t->dtype == UC10_FLOAT32 && t->dim == dim;
}

static uc10_status check_(const uc10_tensor *q, const uc10_tensor *k, const uc10_tensor *v, int64_t d, int64_t nh,
                          const uc10_tensor *qkv_w, const uc10_tensor *qkv_b, const uc10_tensor *pw,
                          const uc10_tensor *pb, const uc10_tensor *mask)
{
	const uc10_tensor *in[3] = { q, k, v };

	for (int i = 0; i < 3; i++) {
		if (!uc10__defined(in[i]))
			return uc10__fail_null(OP, i == 0 ? "query" : i == 1 ? "key" : "value");
		if (in[i]->dtype != UC10_FLOAT32)
			return uc10__fail_dtype(OP, in[i]->dtype);
		if (in[i]->dim != 3)
			return uc10__fail4(UC10_E_SHAPE, OP, ": expected 3-D `", i == 0 ? "query" : i == 1 ? "key" : "value",
			                   "`");
		for (int j = 0; j < 3; j++)
			if (in[i]->sizes[j] != q->sizes[j])
				return uc10_fail(UC10_E_SHAPE, OP, ": expected `query`/`key`/`value` shapes to match", "");
	}
	if (q->sizes[2] != d)
		return uc10_fail(UC10_E_SHAPE, OP, ": passed-in embed_dim didn't match last dim of query", "");
	if (!f32_(qkv_w, 2) || qkv_w->sizes[0] != 3 * d || qkv_w->sizes[1] != d || !f32_(qkv_b, 1) ||
	    qkv_b->sizes[0] != 3 * d)
		return uc10_fail(UC10_E_SHAPE, OP, ": expected float32 `qkv_weight` (3 * embed_dim, embed_dim) and ",
		                 "`qkv_bias` (3 * embed_dim)");
	if (!f32_(pw, 2) || pw->sizes[0] != d || pw->sizes[1] != d || !f32_(pb, 1) || pb->sizes[0] != d)
		return uc10_fail(UC10_E_SHAPE, OP, ": expected float32 `proj_weight` (embed_dim, embed_dim) and ",
		                 "`proj_bias` (embed_dim)");
	if (nh < 1 || d % nh != 0)
		return uc10_fail(UC10_E_ARG, OP, ": `embed_dim` must divide evenly by `num_heads`", "");
	if (uc10__defined(mask))
		return uc10_fail(UC10_E_ARG, OP, ": a mask is not implemented", "");
	return UC10_OK;
}

/* rows (b, t) of x (B, T, D) times block j of w (3D, D)^T into qkv[:, j*D : (j+1)*D] (rows of 3D) */
static void project_(const uc10_tensor *x, const uc10_tensor *w, int64_t j, float *qkv)
{
	const int64_t B = x->sizes[0], T = x->sizes[1], D = x->sizes[2];
	const float *wp = (const float *)uc10_tensor_ptr(w) + j * D * w->strides[0];

	for (int64_t b = 0; b < B; b++)
		uc10__sgemm(T, D, D, (const float *)uc10_tensor_ptr(x) + b * x->strides[0], x->strides[1], x->strides[2],
		            wp, w->strides[1], w->strides[0], qkv + b * T * 3 * D + j * D, 3 * D, 1, NULL, 0);
}

uc10_status uc10__native_multi_head_attention_cpu(uc10_ks ks, uc10_tensor *ret0, uc10_tensor *ret1,
                                                  const uc10_tensor *query, const uc10_tensor *key,
                                                  const uc10_tensor *value, uc10_int embed_dim, uc10_int num_head,
                                                  const uc10_tensor *qkv_weight, const uc10_tensor *qkv_bias,
                                                  const uc10_tensor *proj_weight, const uc10_tensor *proj_bias,
                                                  const uc10_tensor *mask, uc10_bool need_weights,
                                                  uc10_bool average_attn_weights, uc10_opt_int mask_type)
{
	const size_t mark = uc10__mark();
	int64_t B, T, D, dh, osz[4], n;
	uc10_tensor out, wts, scr;
	float *qkv, *row, *W = NULL, scale;
	size_t top;
	uc10_status st;

	(void)ks;
	(void)mask_type;
	if (!ret0 || !ret1)
		return uc10__fail_null(OP, "result");
	if ((st = check_(query, key, value, embed_dim, num_head, qkv_weight, qkv_bias, proj_weight, proj_bias, mask)) !=
	    UC10_OK)
		return st;
	B = query->sizes[0], T = query->sizes[1], D = embed_dim, dh = D / num_head;
	scale = 1.0f / sqrtf((float)dh);
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&out, UC10_FLOAT32, query->sizes, 3, UC10_CONTIGUOUS_FORMAT))) !=
	    UC10_OK)
		return st;
	if (need_weights) {
		osz[0] = B, osz[1] = average_attn_weights ? T : num_head, osz[2] = T, osz[3] = T;
		if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&wts, UC10_FLOAT32, osz, average_attn_weights ? 3 : 4,
		                                               UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
			goto fail;
		W = uc10_tensor_ptr(&wts);
	} else {
		uc10_tensor_undefined(&wts);
	}
	top = uc10__mark();
	n = 3 * B * T * D + T;
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&scr, UC10_FLOAT32, &n, 1, UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
		goto fail;
	qkv = uc10_tensor_ptr(&scr);
	row = qkv + 3 * B * T * D;
	project_(query, qkv_weight, 0, qkv);
	project_(key, qkv_weight, 1, qkv);
	project_(value, qkv_weight, 2, qkv);
	for (int64_t i = 0; i < B * T; i++)
		for (int64_t j = 0; j < 3 * D; j++) {
			float *e = &qkv[i * 3 * D + j];
			*e = *e + ((const float *)uc10_tensor_ptr(qkv_bias))[j * qkv_bias->strides[0]];
			if (j < D)
				*e = *e * scale;
		}
	if (W && average_attn_weights)
		for (int64_t i = 0; i < B * T * T; i++)
			W[i] = 0;
	for (int64_t b = 0; b < B; b++)
		for (int64_t h = 0; h < num_head; h++)
			for (int64_t t = 0; t < T; t++) {
				float *q = qkv + (b * T + t) * 3 * D + h * dh, mx = -INFINITY, sum = 0;

				for (int64_t s = 0; s < T; s++) {
					const float *kr = qkv + (b * T + s) * 3 * D + D + h * dh;
					float acc = 0;
					for (int64_t e = 0; e < dh; e++)
						acc = UC10__MULADDF(q[e], kr[e], acc);
					row[s] = acc;
					mx = acc > mx ? acc : mx;
				}
				/* softmax as PyTorch's: exp(x - max), divided by the sum */
				for (int64_t s = 0; s < T; s++) {
					row[s] = expf(row[s] - mx);
					sum += row[s];
				}
				for (int64_t s = 0; s < T; s++)
					row[s] = row[s] / sum;
				/* the row's context replaces its q (no longer read) */
				for (int64_t e = 0; e < dh; e++) {
					float acc = 0;
					for (int64_t s = 0; s < T; s++)
						acc = UC10__MULADDF(row[s], qkv[(b * T + s) * 3 * D + 2 * D + h * dh + e], acc);
					q[e] = acc;
				}
				if (W && average_attn_weights)
					for (int64_t s = 0; s < T; s++)
						W[(b * T + t) * T + s] += row[s];
				else if (W)
					for (int64_t s = 0; s < T; s++)
						W[((b * num_head + h) * T + t) * T + s] = row[s];
			}
	if (W && average_attn_weights)
		for (int64_t i = 0; i < B * T * T; i++)
			W[i] = W[i] / (float)num_head;
	/* out^T = proj_weight ctx^T + proj_bias (the bias a row of the product: one per output feature) */
	uc10__sgemm(D, B * T, D, uc10_tensor_ptr(proj_weight), proj_weight->strides[0], proj_weight->strides[1], qkv, 1,
	            3 * D, uc10_tensor_ptr(&out), 1, D, uc10_tensor_ptr(proj_bias), proj_bias->strides[0]);
	uc10__release(top);
	*ret0 = out;
	*ret1 = wts;
	return UC10_OK;
fail:
	uc10__release(mark);
	return st;
}
