/*
 * The elementwise driver: what TensorIterator does for a binary or unary
 * op on CPU (broadcast, promote inputs to the common dtype through
 * temporaries, allocate or check the output, cast back to the output's
 * dtype).  See uc10__ew in kernel.h and Note [Kernel contract].
 */
#include "common/kernel.h"
#include "uc10/dispatcher.h"

size_t uc10__mark(void)
{
	return uc10_arena_mark(uc10_arena_current());
}

void uc10__release(size_t mark)
{
	uc10_arena_release(uc10_arena_current(), mark);
}

bool uc10__is_arith_dtype(uc10_dtype dt)
{
	return dt == UC10_FLOAT32 || dt == UC10_INT64 || dt == UC10_INT32 || dt == UC10_INT16 ||
	       dt == UC10_INT8 || dt == UC10_UINT8 || dt == UC10_BOOL;
}

uc10_status uc10__ew_shape(const uc10__ew *op, int64_t *shape, int *dim)
{
	int n = 0;
	uc10_status st;

	for (int k = 0; k < op->nin; k++) {
		const uc10_tensor *t = op->t[k];
		if (!t)
			continue;      /* a Scalar is 0-d */
		if ((st = uc10__broadcast(op->name, shape, n, t->sizes, t->dim, shape, &n)) != UC10_OK)
			return st;
	}
	*dim = n;
	return UC10_OK;
}

/*
 * The inputs as the loop sees them: converted to op->dtype.  Geometry first
 * (so the output's strides can follow it), storage in a second step.
 */
typedef struct ew_inputs {
	uc10_tensor t[2];
	const uc10_tensor *p[2];
	bool convert[2];
	union { float f; int64_t i; double d; } sbuf[2];
} ew_inputs;

static uc10_status inputs_plan_(ew_inputs *in, const uc10__ew *op)
{
	uc10_status st;

	for (int k = 0; k < op->nin; k++) {
		const uc10_tensor *t = op->t[k];
		in->convert[k] = false;
		if (!t) {
			/* a wrapped number: a 0-d tensor of op->dtype on the stack */
			if ((st = uc10_scalar_to_unchecked(&in->sbuf[k], op->dtype, op->s[k])) != UC10_OK)
				return uc10__fail4(st, op->name, ": other: a Scalar uc10 cannot convert to ", uc10__dtype_name(op->dtype), "");
			uc10_tensor_init(&in->t[k], op->dtype, NULL, 0, &in->sbuf[k]);
			in->p[k] = &in->t[k];
		} else if (t->dtype != op->dtype) {
			/* t.to(dtype): empty_like(preserve) + copy */
			int64_t strides[UC10_MAX_DIMS];
			if ((st = uc10_empty_like_strides(t, UC10_PRESERVE_FORMAT, strides)) != UC10_OK ||
			    (st = uc10_tensor_init_strided(&in->t[k], op->dtype, t->sizes, strides, t->dim, 0,
			                                   (void *)t)) != UC10_OK)
				return uc10__alloc_st(op->name, st);
			in->convert[k] = true;
			in->p[k] = &in->t[k];
		} else {
			in->p[k] = t;
		}
	}
	return UC10_OK;
}

static uc10_status inputs_alloc_(ew_inputs *in, const uc10__ew *op)
{
	uc10_status st;

	for (int k = 0; k < op->nin; k++) {
		if (!in->convert[k])
			continue;
		if ((st = uc10__alloc_st(op->name, uc10_tensor_empty_strided(&in->t[k], op->dtype, in->t[k].sizes,
		                                                             in->t[k].strides, in->t[k].dim))) != UC10_OK)
			return st;
		uc10__copy_convert(&in->t[k], op->t[k]);
	}
	return UC10_OK;
}

static void run_(const uc10_tensor *out, const ew_inputs *in, const uc10__ew *op)
{
	const uc10_tensor *ops[3] = { out, in->p[0], in->p[1] };
	uc10__iter it;

	uc10__iter_init(&it, out->sizes, out->dim, 1 + op->nin, ops);
	op->loop(&it, op->ctx);
}

static uc10_status check_inputs_(const uc10__ew *op)
{
	for (int k = 0; k < op->nin; k++) {
		if (op->t[k] && !op->t[k]->defined)
			return uc10__fail_null(op->name, k ? "other" : "self");
		if (op->t[k] && !uc10__is_arith_dtype((uc10_dtype)op->t[k]->dtype))
			return uc10__fail_dtype(op->name, op->t[k]->dtype);
	}
	if (!uc10__is_arith_dtype(op->dtype) || !op->loop)
		return uc10__fail_dtype(op->name, op->dtype);
	return UC10_OK;
}

uc10_status uc10__ew_new(uc10_tensor *out, const uc10__ew *op)
{
	int64_t shape[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	uc10_tensor res;
	ew_inputs in;
	size_t m0 = uc10__mark();
	uc10_status st;
	int dim;

	if (!out)
		return uc10__fail_null(op->name, "result");
	if ((st = check_inputs_(op)) != UC10_OK || (st = uc10__ew_shape(op, shape, &dim)) != UC10_OK ||
	    (st = inputs_plan_(&in, op)) != UC10_OK)
		return st;
	uc10__ti_out_strides(shape, dim, op->nin, in.p, strides);
	if ((st = uc10__alloc_st(op->name, uc10_tensor_empty_strided(&res, op->dtype, shape, strides, dim))) != UC10_OK)
		return st;
	{
		size_t m1 = uc10__mark();
		if ((st = inputs_alloc_(&in, op)) != UC10_OK) {
			uc10__release(m0);
			return st;
		}
		run_(&res, &in, op);
		uc10__release(m1);
	}
	*out = res;
	return UC10_OK;
}

uc10_status uc10__ew_into(uc10_tensor *out, const uc10__ew *op)
{
	int64_t shape[UC10_MAX_DIMS];
	uc10_tensor tmp;
	const uc10_tensor *dst = out;
	ew_inputs in;
	size_t m0 = uc10__mark();
	uc10_status st;
	int dim;

	if (!uc10__defined(out))
		return uc10__fail_null(op->name, "out");
	if ((st = check_inputs_(op)) != UC10_OK ||
	    (st = uc10__ew_shape(op, shape, &dim)) != UC10_OK)
		return st;
	if (!uc10__is_arith_dtype((uc10_dtype)out->dtype))
		return uc10__fail4(UC10_E_DTYPE, op->name, ": not implemented for '", uc10__dtype_name(out->dtype), "' (out)");
	for (int d = 0; d <= dim; d++)
		if (out->dim != dim || (d < dim && out->sizes[d] != shape[d]))
			return uc10_fail(UC10_E_SHAPE, op->name, ": output with shape doesn't match the broadcast shape",
			                 " (uc10 does not resize out=)");
	if (!uc10_can_cast(op->dtype, (uc10_dtype)out->dtype))
		return uc10__fail5(UC10_E_DTYPE, op->name, ": result type ", uc10__dtype_name(op->dtype),
		                   " can't be cast to the desired output type ", uc10__dtype_name(out->dtype));
	if ((st = uc10__check_no_internal_overlap(out)) != UC10_OK)
		return st;
	for (int k = 0; k < op->nin; k++)
		if (op->t[k] && !uc10__same_tensor(out, op->t[k]) &&
		    (st = uc10__check_no_partial_overlap(out, op->t[k])) != UC10_OK)
			return st;
	if ((st = inputs_plan_(&in, op)) != UC10_OK)
		return st;
	if ((st = inputs_alloc_(&in, op)) != UC10_OK)
		goto fail;
	if (out->dtype != op->dtype) {
		/* compute in op->dtype, then cast into out (TensorIterator's
		   cast_common_dtype_to_outputs) */
		if ((st = uc10__alloc_st(op->name, uc10_tensor_empty(&tmp, op->dtype, shape, dim, UC10_CONTIGUOUS_FORMAT))) != UC10_OK)
			goto fail;
		dst = &tmp;
	}
	run_(dst, &in, op);
	if (dst != out)
		uc10__copy_convert(out, dst);
	uc10__release(m0);
	return UC10_OK;
fail:
	uc10__release(m0);
	return st;
}

uc10_status uc10__ew_run(uc10_status prepared, const uc10__ew *op, uc10__variant v, uc10_tensor *dst)
{
	if (prepared != UC10_OK)
		return prepared;
	return v == UC10__FUNCTIONAL ? uc10__ew_new(dst, op) : uc10__ew_into(dst, op);
}
