/*
 * test_wide.c - operators with more than 32 arguments
 * (tests/reliability/wideops.m4), boxed and typed.  The boxed key set comes
 * from uc10_op.dispatch_args, one bit per argument: an argument past the
 * 32nd must still be read if it is a tensor, and not be if it is not.
 * Runs on the host and on every board.
 */
#include <string.h>
#include "uc10_ops.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "../check.h"

uc10_status w_tail_cpu(uc10_ks ks, uc10_int *ret, uc10_int a0, uc10_int a1, uc10_int a2, uc10_int a3,
	uc10_int a4, uc10_int a5, uc10_int a6, uc10_int a7, uc10_int a8, uc10_int a9, uc10_int a10,
	uc10_int a11, uc10_int a12, uc10_int a13, uc10_int a14, uc10_int a15, uc10_int a16, uc10_int a17,
	uc10_int a18, uc10_int a19, uc10_int a20, uc10_int a21, uc10_int a22, uc10_int a23, uc10_int a24,
	uc10_int a25, uc10_int a26, uc10_int a27, uc10_int a28, uc10_int a29, uc10_int a30, uc10_int a31,
	uc10_int a32, uc10_int a33, const uc10_tensor *last)
{
	(void)ks; (void)last;
	*ret = 1000 + a0 + a33;
	(void)a1; (void)a2; (void)a3; (void)a4; (void)a5; (void)a6; (void)a7; (void)a8; (void)a9; (void)a10;
	(void)a11; (void)a12; (void)a13; (void)a14; (void)a15; (void)a16; (void)a17; (void)a18; (void)a19;
	(void)a20; (void)a21; (void)a22; (void)a23; (void)a24; (void)a25; (void)a26; (void)a27; (void)a28;
	(void)a29; (void)a30; (void)a31; (void)a32;
	return UC10_OK;
}

uc10_status w_tail_qcpu(uc10_ks ks, uc10_int *ret, uc10_int a0, uc10_int a1, uc10_int a2, uc10_int a3,
	uc10_int a4, uc10_int a5, uc10_int a6, uc10_int a7, uc10_int a8, uc10_int a9, uc10_int a10,
	uc10_int a11, uc10_int a12, uc10_int a13, uc10_int a14, uc10_int a15, uc10_int a16, uc10_int a17,
	uc10_int a18, uc10_int a19, uc10_int a20, uc10_int a21, uc10_int a22, uc10_int a23, uc10_int a24,
	uc10_int a25, uc10_int a26, uc10_int a27, uc10_int a28, uc10_int a29, uc10_int a30, uc10_int a31,
	uc10_int a32, uc10_int a33, const uc10_tensor *last)
{
	uc10_status st = w_tail_cpu(ks, ret, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14,
	                            a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29,
	                            a30, a31, a32, a33, last);
	*ret += 1000;
	return st;
}

uc10_status w_head_cpu(uc10_ks ks, uc10_int *ret, const uc10_tensor *self, uc10_int b1, uc10_int b2,
	uc10_int b3, uc10_int b4, uc10_int b5, uc10_int b6, uc10_int b7, uc10_int b8, uc10_int b9,
	uc10_int b10, uc10_int b11, uc10_int b12, uc10_int b13, uc10_int b14, uc10_int b15, uc10_int b16,
	uc10_int b17, uc10_int b18, uc10_int b19, uc10_int b20, uc10_int b21, uc10_int b22, uc10_int b23,
	uc10_int b24, uc10_int b25, uc10_int b26, uc10_int b27, uc10_int b28, uc10_int b29, uc10_int b30,
	uc10_int b31, uc10_int b32)
{
	(void)ks; (void)self;
	*ret = b1 + b32;
	(void)b2; (void)b3; (void)b4; (void)b5; (void)b6; (void)b7; (void)b8; (void)b9; (void)b10; (void)b11;
	(void)b12; (void)b13; (void)b14; (void)b15; (void)b16; (void)b17; (void)b18; (void)b19; (void)b20;
	(void)b21; (void)b22; (void)b23; (void)b24; (void)b25; (void)b26; (void)b27; (void)b28; (void)b29;
	(void)b30; (void)b31;
	return UC10_OK;
}

static float A[6];
static const int64_t SZ[2] = { 2, 3 };

int main(void)
{
	uc10_tensor t, q;
	uc10_ivalue v[40];
	uc10_tensor slots[1];
	uc10_stack s;
	int64_t n = 0;
	unsigned i;
	uc10_tensor_init(&t, UC10_FLOAT32, SZ, 2, A);
	q = t;
	q.key_set = UC10_KS_QuantizedCPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU;

	CHECK(UC10_OP_w_tail->nargs == 35 && UC10_OP_w_head->nargs == 33, "argument counts");

	/* Typed calls read every tensor argument (the wrapper names them). */
	CHECK(uc10_call_w_tail(&n, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	                       0, 0, 0, 0, 0, 0, 2, &q) == UC10_OK && n == 2003, "typed tail: %lld %s",
	      (long long)n, uc10_last_error());

	/* Rule: a boxed call finds the tensor at argument 34 and dispatches on
	 * it (QuantizedCPU), reading no int as a tensor. */
	s = (uc10_stack){ v, 0, 40, slots, 1, 0 };
	for (i = 0; i < 34; i++)
		uc10_box_int(&v[s.len++], i == 0 ? 1 : i == 33 ? 2 : 0);
	uc10_box_tensor(&v[s.len++], &q);
	CHECK(uc10_call_boxed(UC10_OP_w_tail, &s) == UC10_OK, "boxed tail: %s", uc10_last_error());
	CHECK(s.len == 1 && v[0].tag == UC10_T_INT && v[0].v.i == 2003, "boxed tail result %lld",
	      (long long)v[0].v.i);

	/* Rule: argument 32 of w::head is an int: it does not feed the key set
	 * (a shift by 32 of a uint32_t must not bring bit 0 back). */
	s = (uc10_stack){ v, 0, 40, slots, 1, 0 };
	uc10_box_tensor(&v[s.len++], &t);
	for (i = 1; i <= 32; i++)
		uc10_box_int(&v[s.len++], i == 1 ? 5 : i == 32 ? 6 : 0);
	CHECK(uc10_call_boxed(UC10_OP_w_head, &s) == UC10_OK, "boxed head: %s", uc10_last_error());
	CHECK(s.len == 1 && v[0].tag == UC10_T_INT && v[0].v.i == 11, "boxed head result");
	return check_done("wide");
}
