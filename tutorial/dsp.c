/*
 * tutorial/dsp.c - the DSP backend at PrivateUse1 (tutorial/README.md,
 * steps 2 and 6).  The "DSP" shares the CPU's memory and, in this
 * tutorial, its core too: its kernel stands for code that would drive a
 * DSP or an NPU (an accelerator's driver call, SIMD intrinsics).
 */
#include "tut.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"

uc10_status tut_myadd_dsp(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	uc10_tensor out;
	const float *a, *b;
	float *r;
	int64_t i, n;
	uc10_status st;
	(void)ks;
	tut_ran("tut_myadd_dsp");
	if (self->dtype != UC10_FLOAT32 || other->dtype != UC10_FLOAT32 || !uc10_tensor_same_shape(self, other) ||
	    !self->is_contiguous || !other->is_contiguous)
		return uc10_fail(UC10_E_ARG, "tut::myadd", ": the DSP takes contiguous float32 tensors of one shape", "");
	if ((st = uc10_tensor_empty_like(&out, self, UC10_FLOAT32, UC10_CONTIGUOUS_FORMAT)) != UC10_OK)
		return uc10_fail(st, "tut::myadd", ": no memory for the result", "");
	out.key_set = self->key_set;   /* the result lives on the DSP too */
	a = uc10_tensor_ptr(self);
	b = uc10_tensor_ptr(other);
	r = uc10_tensor_ptr(&out);
	n = uc10_tensor_numel(self);
	for (i = 0; i + 4 <= n; i += 4) {   /* four lanes at a time, as a SIMD unit would */
		r[i] = a[i] + b[i];
		r[i + 1] = a[i + 1] + b[i + 1];
		r[i + 2] = a[i + 2] + b[i + 2];
		r[i + 3] = a[i + 3] + b[i + 3];
	}
	for (; i < n; i++)
		r[i] = a[i] + b[i];
	*ret = out;
	return UC10_OK;
}

/*
 * Step 6: the DSP's boxed fallback.  Every operator without a PrivateUse1
 * kernel lands here, with its arguments on the stack; it runs them on the
 * CPU, as PyTorch's at::native::cpu_fallback does for XLA: the tensor
 * arguments are replaced by CPU copies (same memory, CPU key set), the call
 * goes on at the CPU key, and the returned tensors are put back on the DSP.
 */
#define TUT_MAX_TENSOR_ARGS 3

uc10_status tut_dsp_fallback(const uc10_op *op, uc10_ks ks, uc10_stack *stack)
{
	uc10_tensor cpu[TUT_MAX_TENSOR_ARGS];
	uc10_tensor *dsp[TUT_MAX_TENSOR_ARGS];
	uc10_ivalue *args;
	unsigned j, k, n = 0;
	uc10_status st;
	(void)ks;
	tut_ran("tut_dsp_fallback");
	if (stack->len < op->nargs)
		return uc10_bad_stack(op, "too few arguments");
	args = stack->v + (stack->len - op->nargs);
	for (j = 0; j < op->nargs; j++)
		n += args[j].tag == UC10_T_TENSOR && args[j].v.t;
	if (n > TUT_MAX_TENSOR_ARGS)
		return uc10_fail(UC10_E_ARG, op->name, ": too many tensor arguments for tut_dsp_fallback", "");
	for (j = 0, n = 0; j < op->nargs; j++) {
		if (args[j].tag != UC10_T_TENSOR || !args[j].v.t)
			continue;
		dsp[n] = args[j].v.t;
		cpu[n] = *dsp[n];
		cpu[n].key_set = uc10_dtype_key_set((uc10_dtype)cpu[n].dtype);
		args[j].v.t = &cpu[n++];
	}
	st = uc10_redispatch_boxed(op, UC10_KS_CPU, stack);
	/* Failed: the arguments are still on the stack; succeeded: the returns
	 * are.  Either way no pointer to a CPU copy may stay there. */
	for (j = 0; j < (st == UC10_OK ? op->nrets : op->nargs); j++) {
		uc10_tensor *t = args[j].tag == UC10_T_TENSOR ? args[j].v.t : NULL;
		for (k = 0; t && k < n && t != &cpu[k]; k++)
			;
		if (t && k < n) {               /* a copy: an argument, or an in-place op's return */
			if (st == UC10_OK) {    /* which may have changed it */
				uc10_ks was = dsp[k]->key_set;
				*dsp[k] = cpu[k];
				dsp[k]->key_set = was;
			}
			args[j].v.t = dsp[k];
		} else if (t) {                 /* a new tensor: it lives on the DSP */
			t->key_set = TUT_KS_DSP;
		}
	}
	return st;
}
