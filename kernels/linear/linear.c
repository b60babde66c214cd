/*
 * linear (CompositeImplicitAutograd), as at::native::linear, through the
 * dispatcher: input (..., in) @ weight.t() (weight: out x in) [+ bias].
 * A 2-D input with a bias is one addmm(bias, input, weight.t()); otherwise
 * input is reshaped to 2-D, multiplied with mm, reshaped back, and the
 * bias added with add_ (matmul then add_, as PyTorch does).
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_linear_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                            const uc10_tensor *bias)
{
	uc10_scalar one = { .tag = UC10_SCALAR_INT, .v.i = 1 };
	int64_t shape[UC10_MAX_DIMS], flat[2];
	uc10_int_list sl, fl = { flat, 2 };
	uc10_tensor wt, x2, y2;   /* x2 becomes the result once the product is made */
	size_t m = uc10__mark();
	uc10_status st;
	int n;

	(void)ks;
	if (!ret || !uc10__defined(input) || !uc10__defined(weight))
		return uc10__fail_null("aten::linear", !ret ? "result" : !uc10__defined(input) ? "input" : "weight");
	if (bias && !bias->defined)
		bias = NULL;
	if (input->dim == 0 || weight->dim != 2)
		return uc10_fail(UC10_E_SHAPE, "aten::linear: ", input->dim == 0 ? "both arguments to matmul need to be at least 1D"
		                 : "weight must be a matrix", "");
	if ((st = uc10_call_aten_transpose_int(&wt, weight, 0, 1)) != UC10_OK)
		return st;
	if (input->dim == 2 && bias)
		return uc10_call_aten_addmm(ret, bias, input, &wt, one, one);
	/* matmul: (..., in) -> (N, in) @ (in, out) -> (..., out) */
	flat[0] = -1;
	flat[1] = input->sizes[input->dim - 1];
	if ((st = uc10_call_aten_reshape(&x2, input, fl)) != UC10_OK)
		goto fail;
	if ((st = uc10_call_aten_mm(&y2, &x2, &wt)) != UC10_OK)
		goto fail;
	n = 0;
	for (int i = 0; i < input->dim - 1; i++)
		shape[n++] = input->sizes[i];
	shape[n++] = weight->sizes[0];
	sl.data = shape;
	sl.len = (size_t)n;
	if ((st = uc10_call_aten_view(&x2, &y2, sl)) != UC10_OK)
		goto fail;
	if (bias && (st = uc10_call_aten_add__Tensor(&x2, bias, one)) != UC10_OK)
		goto fail;
	uc10__keep_only(m, &x2);   /* drop the reshaped copy of input, if one was made */
	*ret = x2;
	return UC10_OK;
fail:
	uc10__release(m);
	return st;
}
