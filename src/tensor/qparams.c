/*
 * The quantization parameters of a tensor (Note [Quantized tensors] in
 * uc10/tensor.h): set, checked as PyTorch checks a quantizer's, and copied.
 */
#include <math.h>
#include "uc10/tensor_util.h"

/* checkZeroPoint: the zero point must be a value of the dtype's integer type */
static bool zero_point_fits_(uc10_dtype dt, int64_t zp)
{
	if (dt == UC10_QUINT8)
		return zp >= 0 && zp <= 255;
	if (dt == UC10_QINT8)
		return zp >= -128 && zp <= 127;
	return zp >= INT32_MIN && zp <= INT32_MAX;
}

static bool scale_ok_(double s)
{
	return s > 0.0 && isfinite(s);
}

uc10_status uc10_tensor_set_qparams(uc10_tensor *t, double scale, int64_t zero_point)
{
	if (!t || !t->defined)
		return UC10_E_NULL;
	if (!uc10_dtype_is_quantized((uc10_dtype)t->dtype))
		return UC10_E_DTYPE;
	if (!scale_ok_(scale) || !zero_point_fits_((uc10_dtype)t->dtype, zero_point))
		return UC10_E_ARG;
	t->qscheme = UC10_PER_TENSOR_AFFINE;
	t->q_scale = scale;
	t->q_zero_point = zero_point;
	t->q_scales = NULL;
	t->q_zero_points = NULL;
	t->q_axis = 0;
	return UC10_OK;
}

uc10_status uc10_tensor_set_qparams_per_channel(uc10_tensor *t, const double *scales,
                                                const int64_t *zero_points, int64_t axis)
{
	if (!t || !t->defined)
		return UC10_E_NULL;
	if (!uc10_dtype_is_quantized((uc10_dtype)t->dtype))
		return UC10_E_DTYPE;
	if (axis < 0 || axis >= t->dim)
		return UC10_E_ARG;
	if (t->sizes[axis] > 0 && (!scales || !zero_points))
		return UC10_E_NULL;
	for (int64_t c = 0; c < t->sizes[axis]; c++)
		if (!scale_ok_(scales[c]) || !zero_point_fits_((uc10_dtype)t->dtype, zero_points[c]))
			return UC10_E_ARG;
	t->qscheme = UC10_PER_CHANNEL_AFFINE;
	t->q_scale = 1.0;
	t->q_zero_point = 0;
	t->q_scales = scales;
	t->q_zero_points = zero_points;
	t->q_axis = (uint8_t)axis;
	return UC10_OK;
}

void uc10_tensor_copy_qparams(uc10_tensor *t, const uc10_tensor *from)
{
	t->qscheme = from->qscheme;
	t->q_scale = from->q_scale;
	t->q_zero_point = from->q_zero_point;
	t->q_scales = from->q_scales;
	t->q_zero_points = from->q_zero_points;
	t->q_axis = from->q_axis;
}

/* What both quantized constructors do first: r, a tensor of the quantized dtype dt over data, for t. */
static uc10_status quantized_from_const_(uc10_tensor *r, const uc10_tensor *t, uc10_dtype dt, const int64_t *sizes,
                                         int dim, const void *data)
{
	if (!t)
		return UC10_E_NULL;
	if (!uc10_dtype_is_quantized(dt))
		return UC10_E_DTYPE;
	return uc10_tensor_from_const(r, dt, sizes, dim, data);
}

uc10_status uc10_tensor_init_quantized(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim,
                                       const void *data, double scale, int64_t zero_point)
{
	uc10_tensor r;
	uc10_status st;

	if ((st = quantized_from_const_(&r, t, dt, sizes, dim, data)) != UC10_OK ||
	    (st = uc10_tensor_set_qparams(&r, scale, zero_point)) != UC10_OK)
		return st;
	*t = r;
	return UC10_OK;
}

uc10_status uc10_tensor_init_quantized_per_channel(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim,
                                                   const void *data, const double *scales,
                                                   const int64_t *zero_points, int64_t axis)
{
	uc10_tensor r;
	uc10_status st;

	if ((st = quantized_from_const_(&r, t, dt, sizes, dim, data)) != UC10_OK ||
	    (st = uc10_tensor_set_qparams_per_channel(&r, scales, zero_points, axis)) != UC10_OK)
		return st;
	*t = r;
	return UC10_OK;
}
