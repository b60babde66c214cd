/*
 * hardtanh, hardtanh_, hardtanh.out (CPU): what nn.Hardtanh and nn.ReLU6
 * (hardtanh(0, 6)) dispatch.  As at::native::hardtanh_out: clamp.out with
 * the bounds, through the dispatcher; on an integral self the bounds are
 * first truncated to integers (Scalar::toLong) so that they do not
 * promote the result; bool is refused, and negative bounds on uint8.
 * hardtanh allocates its result as empty_like(self) does, hardtanh_ writes
 * self.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

static uc10_status bounds_(const char *op, const uc10_tensor *self, uc10_scalar *min, uc10_scalar *max)
{
	if (!uc10__defined(self))
		return uc10__fail_null(op, "self");
	if (self->dtype == UC10_BOOL)
		return uc10_fail(UC10_E_DTYPE, op, ": Bool inputs not supported for hardtanh", "");
	if (uc10_dtype_is_integral(self->dtype, false)) {
		min->v.i = uc10_scalar_to_int64(*min);
		max->v.i = uc10_scalar_to_int64(*max);
		min->tag = max->tag = UC10_SCALAR_INT;
		if (self->dtype == UC10_UINT8 && (min->v.i < 0 || max->v.i < 0))
			return uc10_fail(UC10_E_ARG, op, ": cannot do hardtanh on an unsigned type with negative limits", "");
	}
	return UC10_OK;
}

uc10_status uc10_hardtanh_out_cpu(uc10_ks ks, const uc10_tensor *self, uc10_scalar min_val, uc10_scalar max_val,
                                  uc10_tensor *out)
{
	uc10_status st;

	(void)ks;
	if ((st = bounds_("aten::hardtanh.out", self, &min_val, &max_val)) != UC10_OK)
		return st;
	return uc10_call_aten_clamp_out(self, (uc10_opt_scalar){ true, min_val }, (uc10_opt_scalar){ true, max_val }, out);
}

uc10_status uc10_hardtanh__cpu(uc10_ks ks, uc10_tensor *self, uc10_scalar min_val, uc10_scalar max_val)
{
	uc10_status st;

	(void)ks;
	if ((st = bounds_("aten::hardtanh_", self, &min_val, &max_val)) != UC10_OK)
		return st;
	return uc10_call_aten_clamp_out(self, (uc10_opt_scalar){ true, min_val }, (uc10_opt_scalar){ true, max_val }, self);
}

uc10_status uc10_hardtanh_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_scalar min_val,
                              uc10_scalar max_val)
{
	const uc10_opt_memory_format preserve = { true, UC10_PRESERVE_FORMAT };
	size_t mark = uc10__mark();
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if (!ret)
		return uc10__fail_null("aten::hardtanh", "result");
	if ((st = bounds_("aten::hardtanh", self, &min_val, &max_val)) != UC10_OK)
		return st;
	if ((st = uc10_call_aten_empty_like(&r, self, (uc10_opt_dtype){ 0 }, (uc10_opt_layout){ 0 },
	                                    (uc10_opt_device){ 0 }, (uc10_opt_bool){ 0 }, preserve)) != UC10_OK)
		return st;
	if ((st = uc10_call_aten_clamp_out(self, (uc10_opt_scalar){ true, min_val }, (uc10_opt_scalar){ true, max_val },
	                                   &r)) != UC10_OK) {
		uc10__release(mark);
		return st;
	}
	*ret = r;
	return UC10_OK;
}
