/*
 * my_boxed_fallback - a backend fallback for PrivateUse1, standing for an
 * accelerator (a DSP, an NPU) that takes every operator boxed.  It knows
 * one operator, myops::myadd, and computes it from the stack; for any other
 * it reports that the accelerator cannot run it, as PyTorch would.
 */
#include <string.h>
#include "uc10_ops.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"

unsigned my_boxed_fallback_calls;

uc10_status my_boxed_fallback(const uc10_op *op, uc10_ks ks, uc10_stack *stack)
{
	const uc10_tensor *a, *b;
	uc10_tensor *r;
	uc10_status st;
	my_boxed_fallback_calls++;
	if (strcmp(op->name, "myops::myadd") != 0)
		return uc10_missing_kernel(op, ks);
	if (stack->len < 2 || !uc10_unbox_tensor(&stack->v[stack->len - 2], &a) ||
	    !uc10_unbox_tensor(&stack->v[stack->len - 1], &b))
		return uc10_bad_stack(op, "expected (Tensor, Tensor)");
	r = uc10_stack_ret_slot(stack);
	if (!r)
		return uc10_bad_stack(op, "no room for the returned tensor");
	/* The "accelerator" shares the CPU's memory here: compute as the CPU
	 * kernel does, with the key set of the inputs kept on the result. */
	st = myadd_cpu(ks, r, a, b);
	if (st != UC10_OK) {
		stack->ret_used--;
		return st;
	}
	r->key_set = a->key_set;
	stack->len -= 2;
	uc10_box_mtensor(&stack->v[stack->len++], r);
	return UC10_OK;
}
