/*
 * clone: CompositeExplicitAutograd (preserve by default: self's strides if
 * dense and non-overlapping, else its dims in stride order; or the memory
 * format asked) and QuantizedCPU (quantized_clone: contiguous by default,
 * preserve means suggest_memory_format()), then copy_: of one dtype, so a
 * copy by item size (uc10__copy_same), not a conversion.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

static uc10_status clone_(uc10_tensor *ret, const uc10_tensor *self, uc10_memory_format mf, bool quantized)
{
	uc10_tensor t;
	uc10_status st;

	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::clone", ret ? "self" : "result");
	if (uc10_dtype_is_quantized((uc10_dtype)self->dtype) != quantized ||
	    (!quantized && !uc10__is_arith_dtype((uc10_dtype)self->dtype)))
		return uc10__fail_dtype(quantized ? "aten::clone (QuantizedCPU)" : "aten::clone", self->dtype);
	if (quantized && mf == UC10_PRESERVE_FORMAT)
		mf = uc10_tensor_suggest_memory_format(self);
	if ((st = uc10__check_memory_format("aten::clone", mf, self->dim, true)) != UC10_OK)
		return st;
	if ((st = uc10__alloc_st("aten::clone", uc10_tensor_empty_like(&t, self, (uc10_dtype)self->dtype, mf))) != UC10_OK)
		return st;
	if (quantized) {
		uc10_tensor d = t, s = *self;
		d.dtype = s.dtype = (uint8_t)uc10_dtype_underlying((uc10_dtype)self->dtype);
		uc10__copy_same(&d, &s);
	} else {
		uc10__copy_same(&t, self);
	}
	*ret = t;
	return UC10_OK;
}

uc10_status uc10_clone_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                           uc10_opt_memory_format memory_format)
{
	(void)ks;
	return clone_(ret, self, memory_format.has ? memory_format.v : UC10_PRESERVE_FORMAT, false);
}

uc10_status uc10_clone_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                            uc10_opt_memory_format memory_format)
{
	(void)ks;
	return clone_(ret, self, memory_format.has ? memory_format.v : UC10_CONTIGUOUS_FORMAT, true);
}
