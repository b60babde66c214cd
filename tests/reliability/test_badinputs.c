/*
 * test_badinputs.c - run-time bad inputs the dispatcher itself must catch:
 * NULL pointers for every argument and output kind of a typed call, NULL operators and stacks, boxed stacks of the wrong length
 * or with wrong tags, unknown names, key sets without a kernel, key sets
 * with stray bits above PythonDispatcher.  Each must give the right status
 * and message and leave the outputs, the stack and the local key sets as
 * they were.  Operators: tables/myops.m4, tests/core/testops.m4 and
 * tests/reliability/relops.m4 (whose kernels report a bad argument as
 * UC10_E_INTERNAL instead of touching it).  Runs on the host and on every
 * board; the few checks that would crash today run on the host only, in a
 * child process.
 */
#if defined(UC10_PORT_HOST)
#define _POSIX_C_SOURCE 200809L
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#endif
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "relops.h"
#include "../check.h"

static unsigned char arena_buf[2048] __attribute__((aligned(8)));
static uc10_arena arena;
static float A[6] = { 1, 2, 3, 4, 5, 6 };
static float B[6] = { 10, 20, 30, 40, 50, 60 };
static const int64_t SZ[2] = { 2, 3 };
static uc10_tensor ta, tb, tq, tmeta;

#define STRAY UINT64_C(0xffc0000000000000)   /* bits 54..63: no key lives there */

static void setup(void)
{
	uc10_tensor_init(&ta, UC10_FLOAT32, SZ, 2, A);
	uc10_tensor_init(&tb, UC10_FLOAT32, SZ, 2, B);
	tq = ta;
	tq.key_set = UC10_KS_QuantizedCPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU;
	tmeta = ta;
	tmeta.key_set = UC10_KS_Meta | UC10_KS_ADInplaceOrView | UC10_KS_AutogradMeta;
}

static bool msg_is(const char *want)
{
	if (strcmp(uc10_last_error(), want) == 0) return true;
	printf("  message: %s\n  wanted:  %s\n", uc10_last_error(), want);
	return false;
}

static void clear_msg(void) { uc10_clear_last_error(); }

static bool locals_default(void)
{
	const uc10_local *l = uc10_local_get();
	return uc10_local_included(l) == UC10_KS_DEFAULT_INCLUDED &&
	       uc10_local_excluded(l) == UC10_KS_DEFAULT_EXCLUDED;
}

/* ---- typed calls: NULL for every argument and output kind --------------- */

/* The outputs of rel::args, filled with a pattern a call must not change. */
struct outs { uc10_tensor r0; int64_t r1; double r2; bool r3; uc10_tensor r4; };
static struct outs out_, out_before;
static void outs_fill(void) { memset(&out_, 0xa5, sizeof out_); out_before = out_; }
static bool outs_same(void) { return memcmp(&out_, &out_before, sizeof out_) == 0; }

/* One rel::args call where every argument is good; each test breaks one. */
struct args {
	uc10_tensor *r0; int64_t *r1; double *r2; bool *r3; uc10_tensor *r4;
	const uc10_tensor *a, *b; uc10_tensor_list c; uc10_opt_tensor_list d;
	uc10_tensor *e, *f; uc10_mut_tensor_list g;
	const char *s, *so; uc10_generator *gen; const char *dn;
	uc10_int_list il; uc10_opt_float_list fl;
};
static const uc10_tensor *c2[2], *d2[2];
static uc10_tensor *g2[2];
static const int64_t IL[2] = { 7, 8 };
static uc10_tensor te;

static struct args good_args(void)
{
	struct args x;
	c2[0] = &ta; c2[1] = &tb;
	d2[0] = NULL; d2[1] = &tb;
	te = ta;
	g2[0] = &te; g2[1] = &te;
	x.r0 = &out_.r0; x.r1 = &out_.r1; x.r2 = &out_.r2; x.r3 = &out_.r3; x.r4 = &out_.r4;
	x.a = &ta; x.b = &tb;
	x.c = (uc10_tensor_list){ c2, 2 };
	x.d = (uc10_opt_tensor_list){ d2, 2 };
	x.e = &te; x.f = NULL;
	x.g = (uc10_mut_tensor_list){ g2, 2 };
	x.s = "s"; x.so = NULL; x.gen = NULL; x.dn = "N";
	x.il = (uc10_int_list){ IL, 2 };
	x.fl = (uc10_opt_float_list){ false, { NULL, 0 } };
	return x;
}

static uc10_status call_args(const struct args *x)
{
	uc10_scalar sc = { UC10_SCALAR_FLOAT, { .d = 2.5 } };
	uc10_opt_scalar osc = { false, sc };
	uc10_opt_dtype dt = { false, UC10_FLOAT32 };
	uc10_device dev = { 0, -1 };
	return uc10_call_rel_args(x->r0, x->r1, x->r2, x->r3, x->r4, x->a, x->b, x->c, x->d, x->e, x->f, x->g,
	                          x->s, x->so, x->gen, x->dn, x->il, x->fl, sc, osc, dt, dev, true);
}

/* A NULL where the schema forbids one: UC10_E_NULL, the message naming
 * the argument, no output written, the local sets as they were. */
#define EXPECT_NULL_ARG(expr, want_msg) do { \
	uc10_status st_; \
	outs_fill(); clear_msg(); \
	st_ = (expr); \
	CHECK(st_ == UC10_E_NULL, "%s: status %d (%s), %s", want_msg, (int)st_, uc10_status_name(st_), uc10_last_error()); \
	CHECK(msg_is(want_msg), "message"); \
	CHECK(outs_same(), "%s: an output was written", want_msg); \
	CHECK(locals_default(), "local sets changed"); \
} while (0)

static void typed_null_pointers(void)
{
	struct args x;

	/* Control: the good call runs the CPU kernel. */
	x = good_args(); outs_fill();
	CHECK(call_args(&x) == UC10_OK, "good call: %s", uc10_last_error());
	CHECK(out_.r1 == 2 + 20 + 200 + 7 && out_.r3 && out_.r2 == 2.5, "good call outputs %lld", (long long)out_.r1);

	/* Rule: a NULL output pointer, each one. */
	x = good_args(); x.r0 = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'ret0' is NULL");
	x = good_args(); x.r1 = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'ret1' is NULL");
	x = good_args(); x.r2 = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'ret2' is NULL");
	x = good_args(); x.r3 = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'ret3' is NULL");
	x = good_args(); x.r4 = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'ret4' is NULL");

	/* Rule: Tensor and Tensor(a!) may not be NULL. */
	x = good_args(); x.a = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'a' is NULL");
	x = good_args(); x.e = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'e' is NULL");

	/* Rule: Tensor[] and Tensor(a!)[]: no NULL element, no NULL data with len > 0. */
	x = good_args(); c2[1] = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'c' is NULL");
	x = good_args(); x.c.data = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'c' is NULL");
	x = good_args(); g2[0] = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'g' is NULL");
	x = good_args(); x.g.data = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'g' is NULL");

	/* Rule: Tensor?[] may hold NULL (None) elements, but its data may not be
	 * NULL when len > 0. */
	x = good_args(); x.d.data = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'd' is NULL");

	/* Rule: the optional ones may be NULL (None): Tensor?, Tensor(a!)?,
	 * Tensor?[] elements, str?, Generator?; empty lists may have NULL data. */
	x = good_args(); x.b = NULL; d2[1] = NULL; x.so = NULL; x.gen = NULL; x.f = NULL;
	x.c = (uc10_tensor_list){ NULL, 0 }; x.g = (uc10_mut_tensor_list){ NULL, 0 };
	x.il = (uc10_int_list){ NULL, 0 };
	outs_fill();
	CHECK(call_args(&x) == UC10_OK, "optional NULLs: %s", uc10_last_error());
	CHECK(out_.r4.defined == 0 && out_.r1 == 20, "None came back as an undefined tensor");

	/* Rule: out= variants, Tensor[] and int[] returns: their pointer too. */
	{
		uc10_tensor o = ta;
		uc10_mut_tensor_list chunks;
		uc10_int_list shape;
		clear_msg();
		CHECK(uc10_call_rel_add_out(&ta, &tb, NULL) == UC10_E_NULL, "out NULL");
		CHECK(msg_is("rel::add.out: argument 'out' is NULL"), "out message");
		CHECK(uc10_call_rel_add_out(NULL, &tb, &o) == UC10_E_NULL, "self NULL");
		CHECK(msg_is("rel::add.out: argument 'self' is NULL"), "self message");
		CHECK(memcmp(&o, &ta, sizeof o) == 0, "out untouched");
		CHECK(uc10_call_rel_chunks(NULL, &ta, 2) == UC10_E_NULL, "Tensor[] return NULL");
		CHECK(msg_is("rel::chunks: argument 'ret' is NULL"), "chunks message");
		memset(&chunks, 0x5a, sizeof chunks);
		CHECK(uc10_call_rel_chunks(&chunks, NULL, 2) == UC10_E_NULL, "chunks self NULL");
		CHECK(msg_is("rel::chunks: argument 'self' is NULL"), "chunks self message");
		CHECK(chunks.len == (size_t)0x5a5a5a5a5a5a5a5aull || sizeof(size_t) < 8, "chunks untouched");
		CHECK(uc10_call_rel_chunks(&chunks, &ta, 2) == UC10_OK && chunks.len == 2, "chunks control: %s", uc10_last_error());
		CHECK(uc10_call_rel_shape(NULL, &ta) == UC10_E_NULL, "int[] return NULL");
		CHECK(msg_is("rel::shape: argument 'ret' is NULL"), "shape message");
		memset(&shape, 0x5a, sizeof shape);
		CHECK(uc10_call_rel_shape(&shape, NULL) == UC10_E_NULL, "shape self NULL");
		CHECK(msg_is("rel::shape: argument 'self' is NULL"), "shape self message");
		CHECK(shape.len == (size_t)0x5a5a5a5a5a5a5a5aull || sizeof(size_t) < 8, "shape output untouched");
	}

	/* The seed and the test set, through other signatures. */
	{
		uc10_tensor r;
		int64_t n = -1;
		const uc10_tensor *xs[2] = { &ta, NULL };
		memset(&r, 0x5a, sizeof r);
		CHECK(uc10_call_myops_myadd(NULL, &ta, &tb) == UC10_E_NULL && msg_is("myops::myadd: argument 'ret' is NULL"), "myadd ret");
		CHECK(uc10_call_myops_myadd(&r, &ta, NULL) == UC10_E_NULL && msg_is("myops::myadd: argument 'other' is NULL"), "myadd other");
		CHECK(r.dim == 0x5a && r.data == (void *)(uintptr_t)0x5a5a5a5a5a5a5a5aull, "myadd output untouched");
		CHECK(uc10_call_t_count(&n, (uc10_tensor_list){ xs, 2 }, NULL, (uc10_opt_float){ false, 0 },
		                        (uc10_opt_tensor_list){ NULL, 0 }) == UC10_E_NULL, "count NULL element");
		CHECK(msg_is("t::count: argument 'xs' is NULL") && n == -1, "count message, output");
		CHECK(uc10_call_t_count(&n, (uc10_tensor_list){ xs, 1 }, NULL, (uc10_opt_float){ false, 0 },
		                        (uc10_opt_tensor_list){ NULL, 3 }) == UC10_E_NULL, "count maybe NULL data");
		CHECK(msg_is("t::count: argument 'maybe' is NULL") && n == -1, "maybe message, output");
		CHECK(uc10_call_t_split_pair(&r, NULL, &ta, 1) == UC10_E_NULL && msg_is("t::split.pair: argument 'ret1' is NULL"), "split ret1");
		CHECK(uc10_call_t_scale_(NULL, (uc10_scalar){ UC10_SCALAR_INT, { .i = 2 } }) == UC10_E_NULL &&
		      msg_is("t::scale_: argument 'self' is NULL"), "scale_ self");
		CHECK(uc10_call_t_mk(NULL, 3, (uc10_opt_dtype){ false, UC10_FLOAT32 }) == UC10_E_NULL &&
		      msg_is("t::mk: argument 'ret' is NULL"), "mk ret");
		CHECK(uc10_call_t_nop(NULL) == UC10_E_NULL && msg_is("t::nop: argument 'self' is NULL"), "nop self");
	}
}

/*
 * Rule: the pointers that are not tensors are required too when the schema
 * says so (Note [Schema types in C]: only `str?', `Generator?', `Dimname?'
 * may be NULL): str, Dimname, Generator, Storage, and the data of a
 * non-empty list.  A boxed call refuses each of them (uc10_unbox_str &c.
 * treat NULL as a wrong value); a typed call must refuse them as well
 * instead of handing them to the kernel.
 */
static void typed_null_non_tensor_pointers(void)
{
	struct args x;
	uc10_tensor r;
	uc10_generator gen = { UC10_KS_CPU, 1 };
	uc10_storage stg = { A, sizeof A };
	x = good_args(); x.s = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 's' is NULL");
	x = good_args(); x.dn = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'dn' is NULL");
	x = good_args(); x.il.data = NULL; EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'il' is NULL");
	x = good_args(); x.fl = (uc10_opt_float_list){ true, { NULL, 2 } };
	EXPECT_NULL_ARG(call_args(&x), "rel::args: argument 'fl' is NULL");

	memset(&r, 0x5a, sizeof r);
	CHECK(uc10_call_rel_named(&r, &ta, "n", "N", &gen, &stg) == UC10_OK, "named control: %s", uc10_last_error());
	CHECK(uc10_call_rel_named(&r, &ta, NULL, "N", &gen, &stg) == UC10_E_NULL &&
	      msg_is("rel::named: argument 'name' is NULL"), "str NULL: %s", uc10_last_error());
	CHECK(uc10_call_rel_named(&r, &ta, "n", NULL, &gen, &stg) == UC10_E_NULL &&
	      msg_is("rel::named: argument 'dim' is NULL"), "Dimname NULL: %s", uc10_last_error());
	CHECK(uc10_call_rel_named(&r, &ta, "n", "N", NULL, &stg) == UC10_E_NULL &&
	      msg_is("rel::named: argument 'gen' is NULL"), "Generator NULL: %s", uc10_last_error());
	CHECK(uc10_call_rel_named(&r, &ta, "n", "N", &gen, NULL) == UC10_E_NULL &&
	      msg_is("rel::named: argument 'st' is NULL"), "Storage NULL: %s", uc10_last_error());
}

/* ---- boxed calls ---------------------------------------------------------- */

#define CAP 24
static uc10_ivalue sv[CAP], sv_before[CAP];
static uc10_tensor sret[4];
static uc10_stack stk, stk_before;

static void stack_reset(uint16_t cap, uint16_t nret)
{
	memset(sv, 0, sizeof sv);
	stk = (uc10_stack){ sv, 0, cap, sret, nret, 0 };
}
static void stack_snap(void) { memcpy(sv_before, sv, sizeof sv); stk_before = stk; }
static bool stack_same(void)
{
	return memcmp(sv, sv_before, sizeof sv) == 0 && stk.v == stk_before.v && stk.len == stk_before.len &&
	       stk.cap == stk_before.cap && stk.ret == stk_before.ret && stk.nret == stk_before.nret &&
	       stk.ret_used == stk_before.ret_used;
}

/* A refused boxed call: status, message, the stack exactly as it was. */
#define EXPECT_BOXED_FAIL(expr, want_st, want_msg) do { \
	uc10_status st_; \
	stack_snap(); clear_msg(); \
	st_ = (expr); \
	CHECK(st_ == (want_st), "%s: status %d (%s), %s", want_msg, (int)st_, uc10_status_name(st_), uc10_last_error()); \
	CHECK(msg_is(want_msg), "message"); \
	CHECK(stack_same(), "%s: the stack changed", want_msg); \
	CHECK(locals_default(), "local sets changed"); \
} while (0)

static void push_tensor(const uc10_tensor *t) { uc10_box_tensor(&sv[stk.len++], t); }

static void boxed_bad_stacks(void)
{
	const uc10_op *add = UC10_OP_myops_myadd;
	const uc10_tensor *xs[2] = { &ta, NULL };

	/* Rule: NULL operator, NULL stack: UC10_E_NULL ("a required pointer was
	 * NULL"), for uc10_call_boxed as for uc10_redispatch_boxed. */
	stack_reset(CAP, 4); push_tensor(&ta); push_tensor(&tb);
	EXPECT_BOXED_FAIL(uc10_call_boxed(NULL, &stk), UC10_E_NULL, "uc10_call_boxed: operator is NULL");
	{
		uc10_status st = uc10_call_boxed(add, NULL);
		CHECK(st == UC10_E_NULL, "uc10_call_boxed(op, NULL): status %d (%s), wanted UC10_E_NULL; message: %s",
		      (int)st, uc10_status_name(st), uc10_last_error());
	}
	EXPECT_BOXED_FAIL(uc10_redispatch_boxed(NULL, UC10_KS_CPU, &stk), UC10_E_NULL, "uc10_redispatch_boxed: NULL argument");
	clear_msg();
	CHECK(uc10_redispatch_boxed(add, UC10_KS_CPU, NULL) == UC10_E_NULL, "redispatch NULL stack");
	CHECK(msg_is("uc10_redispatch_boxed: NULL argument"), "redispatch NULL stack message");

	/* Rule: too few values, more values than room, a NULL value array. */
	stack_reset(CAP, 4); push_tensor(&ta);
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: wrong number of arguments");
	stack_reset(CAP, 4);
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: wrong number of arguments");
	stack_reset(1, 4); push_tensor(&ta); push_tensor(&tb);   /* len 2 > cap 1 */
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: wrong number of arguments");
	stack_reset(CAP, 4); push_tensor(&ta); push_tensor(&tb); stk.v = NULL;
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: wrong number of arguments");

	/* Rule: a tensor argument that is not a tensor, or a NULL one. */
	stack_reset(CAP, 4); push_tensor(&ta); uc10_box_int(&sv[stk.len++], 3);
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: a tensor argument is missing or not a tensor");
	stack_reset(CAP, 4); push_tensor(&ta); sv[stk.len].tag = UC10_T_TENSOR; sv[stk.len++].v.t = NULL;
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: a tensor argument is missing or not a tensor");
	stack_reset(CAP, 4); push_tensor(&ta); sv[stk.len].tag = UC10_T_NONE; stk.len++;
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: argument other is not a Tensor");
	stack_reset(CAP, 4); push_tensor(&ta); sv[stk.len].tag = (uc10_tag)200; stk.len++;
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: a tensor argument is missing or not a tensor");

	/* Rule: a non-tensor argument with the wrong tag (the unboxing adapter). */
	stack_reset(CAP, 4); push_tensor(&ta); uc10_box_float(&sv[stk.len++], 1.0);
	EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_t_split_pair, &stk), UC10_E_BAD_STACK, "t::split.pair: boxed call: argument k is not a int");
	stack_reset(CAP, 4); uc10_box_int(&sv[stk.len++], 2); uc10_box_int(&sv[stk.len++], 6);
	EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_t_mk, &stk), UC10_E_BAD_STACK, "t::mk: boxed call: argument dtype is not a ScalarType?");

	/* Rule: Tensor[] with a NULL element or NULL data; Tensor?[] may hold None. */
	stack_reset(CAP, 4);
	uc10_box_tensor_list(&sv[stk.len++], (uc10_tensor_list){ xs, 2 });
	sv[stk.len++].tag = UC10_T_NONE; sv[stk.len++].tag = UC10_T_NONE;
	uc10_box_opt_tensor_list(&sv[stk.len++], (uc10_opt_tensor_list){ xs, 2 });
	EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_t_count, &stk), UC10_E_BAD_STACK, "t::count: boxed call: a tensor argument is missing or not a tensor");
	sv[0].v.list.len = 1;     /* xs = [ta]: now good; maybe = [ta, None] is fine */
	stack_snap();
	CHECK(uc10_call_boxed(UC10_OP_t_count, &stk) == UC10_OK, "Tensor?[] with None: %s", uc10_last_error());
	CHECK(stk.len == 1 && sv[0].tag == UC10_T_INT && sv[0].v.i == 1100, "count result");
	stack_reset(CAP, 4);
	uc10_box_tensor_list(&sv[stk.len++], (uc10_tensor_list){ NULL, 2 });
	sv[stk.len++].tag = UC10_T_NONE; sv[stk.len++].tag = UC10_T_NONE; sv[stk.len++].tag = UC10_T_NONE;
	EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_t_count, &stk), UC10_E_BAD_STACK, "t::count: boxed call: a tensor argument is missing or not a tensor");

	/* Rule: no room for the returns: in the value array, in the tensor pool. */
	stack_reset(1, 4); push_tensor(&ta);        /* rel::pair: 1 argument, 2 returns */
	EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_rel_pair, &stk), UC10_E_BAD_STACK, "rel::pair: boxed call: no room for the returns");
	stack_reset(2, 1); push_tensor(&ta);        /* one tensor slot for two tensors */
	EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_rel_pair, &stk), UC10_E_BAD_STACK, "rel::pair: boxed call: no room for returned tensors");
	stack_reset(CAP, 0); push_tensor(&ta); push_tensor(&tb);
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: no room for returned tensors");
	stack_reset(CAP, 4); push_tensor(&ta); push_tensor(&tb); stk.ret_used = 4;   /* pool used up */
	EXPECT_BOXED_FAIL(uc10_call_boxed(add, &stk), UC10_E_BAD_STACK, "myops::myadd: boxed call: no room for returned tensors");

	/* Rule: rel::args boxed; a non-tensor list with NULL data and len > 0
	 * is refused as a NULL str is (uc10_unbox_str): the kernel never sees
	 * it.  Also through the typed -> boxed path (a boxed fallback's
	 * redispatch unboxes the same way). */
	{
		static uc10_tensor e2;
		const uc10_tensor *cs[1] = { &ta };
		uc10_tensor *gs[1] = { &e2 };
		e2 = ta;
		stack_reset(CAP, 4);
		push_tensor(&ta); sv[stk.len++].tag = UC10_T_NONE;
		uc10_box_tensor_list(&sv[stk.len++], (uc10_tensor_list){ cs, 1 });
		uc10_box_opt_tensor_list(&sv[stk.len++], (uc10_opt_tensor_list){ NULL, 0 });
		uc10_box_mtensor(&sv[stk.len++], &e2); sv[stk.len++].tag = UC10_T_NONE;
		uc10_box_mut_tensor_list(&sv[stk.len++], (uc10_mut_tensor_list){ gs, 1 });
		uc10_box_str(&sv[stk.len++], "s"); sv[stk.len++].tag = UC10_T_NONE; sv[stk.len++].tag = UC10_T_NONE;
		uc10_box_dimname(&sv[stk.len++], "N");
		uc10_box_int_list(&sv[stk.len++], (uc10_int_list){ IL, 2 });
		sv[stk.len++].tag = UC10_T_NONE;
		uc10_box_scalar(&sv[stk.len++], (uc10_scalar){ UC10_SCALAR_INT, { .i = 1 } });
		sv[stk.len++].tag = UC10_T_NONE; sv[stk.len++].tag = UC10_T_NONE;
		uc10_box_device(&sv[stk.len++], (uc10_device){ 0, -1 });
		uc10_box_bool(&sv[stk.len++], false);
		CHECK(stk.len == 18, "rel::args has 18 arguments");
		stack_snap();
		CHECK(uc10_call_boxed(UC10_OP_rel_args, &stk) == UC10_OK && stk.len == 5 && sv[1].v.i == 1 + 100 + 7,
		      "boxed rel::args control: %s", uc10_last_error());
		memcpy(sv, sv_before, sizeof sv); stk = stk_before;
		sv[11].v.list.data = NULL;          /* il: int[] of 2, no data */
		EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_rel_args, &stk), UC10_E_BAD_STACK,
		                  "rel::args: boxed call: argument il is not a int[]");
		sv[11].v.list.data = IL;
		uc10_box_float_list(&sv[12], (uc10_float_list){ NULL, 3 });   /* fl: float[]? of 3, no data */
		EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_rel_args, &stk), UC10_E_BAD_STACK,
		                  "rel::args: boxed call: argument fl is not a float[]?");
		sv[12].tag = UC10_T_NONE;
		sv[7].v.str = NULL;                 /* str: refused today */
		EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_rel_args, &stk), UC10_E_BAD_STACK,
		                  "rel::args: boxed call: argument s is not a str");
		sv[7].v.str = "s";
		uc10_arena_release(&arena, 0);
	}

	/* Rule: a Tensor[] return cannot come back boxed. */
	stack_reset(CAP, 4); push_tensor(&ta); uc10_box_int(&sv[stk.len++], 2);
	EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_rel_chunks, &stk), UC10_E_BAD_STACK, "rel::chunks: boxed call: a boxed call cannot return Tensor[]");

	/* Rule: values below the arguments belong to the caller: untouched. */
	stack_reset(CAP, 4); uc10_box_int(&sv[stk.len++], 41); uc10_box_str(&sv[stk.len++], "keep");
	push_tensor(&ta); push_tensor(&tb);
	CHECK(uc10_call_boxed(add, &stk) == UC10_OK, "%s", uc10_last_error());
	CHECK(stk.len == 3 && sv[0].tag == UC10_T_INT && sv[0].v.i == 41 && sv[1].tag == UC10_T_STR &&
	      strcmp(sv[1].v.str, "keep") == 0 && sv[2].tag == UC10_T_TENSOR && sv[2].v.t == &sret[0], "values below kept");
	uc10_arena_release(&arena, 0);
}

/* Rule: a key set without a kernel, typed and boxed: PyTorch's message,
 * outputs and stack untouched. */
static void missing_kernels(void)
{
	uc10_tensor r;
	int64_t n = -7;
	memset(&r, 0x5a, sizeof r);
	clear_msg();
	CHECK(uc10_call_myops_myadd(&r, &tmeta, &tmeta) == UC10_E_MISSING_KERNEL, "meta");
	CHECK(msg_is("Could not run 'myops::myadd' with arguments from the 'Meta' backend."), "meta message");
	CHECK(r.dim == 0x5a, "output untouched");
	CHECK(uc10_call_rel_which(&n, &tmeta) == UC10_E_MISSING_KERNEL && n == -7, "which meta");
	CHECK(msg_is("Could not run 'rel::which' with arguments from the 'Meta' backend."), "which meta message");

	stack_reset(CAP, 4); push_tensor(&tmeta); push_tensor(&tmeta);
	EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_myops_myadd, &stk), UC10_E_MISSING_KERNEL,
	                  "Could not run 'myops::myadd' with arguments from the 'Meta' backend.");
	/* The Undefined slot: an undefined tensor (empty key set). */
	{
		uc10_tensor u;
		memset(&u, 0, sizeof u);
		stack_reset(CAP, 4); push_tensor(&u);
		EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_rel_which, &stk), UC10_E_NO_TENSOR,
		                  "There were no tensor arguments to this function (e.g., you passed an empty list of "
		                  "Tensors), but no fallback function is registered for schema rel::which.");
		CHECK(uc10_call_rel_which(&n, &u) == UC10_E_NO_TENSOR && n == -7, "typed undefined");
	}
	/* A boxed fallback that refuses: its status, the stack untouched. */
	{
		uc10_tensor p = ta;
		p.key_set = UC10_KS_PrivateUse3;
		stack_reset(CAP, 4); push_tensor(&p);
		EXPECT_BOXED_FAIL(uc10_call_boxed(UC10_OP_t_gen, &stk), UC10_E_MISSING_KERNEL,
		                  "Could not run 't::gen' with arguments from the 'PrivateUse3' backend.");
		CHECK(uc10_call_rel_which(&n, &p) == UC10_OK && n == REL_FALLBACK, "fallback answers which: %s", uc10_last_error());
	}
}

/* Rule: bits above PythonDispatcher (54..63) are not keys: in a tensor's
 * key set, in the local sets or in a redispatch they change nothing. */
static void stray_bits(void)
{
	uc10_tensor s = ta;
	int64_t n = 0;
	uc10_local *l = uc10_local_get();
	s.key_set |= STRAY;
	CHECK(uc10_call_rel_which(&n, &s) == UC10_OK && n == REL_AUTOGRAD + REL_CPU, "tensor stray bits: %lld %s",
	      (long long)n, uc10_last_error());
	s.key_set = tq.key_set | STRAY;
	CHECK(uc10_call_rel_which(&n, &s) == UC10_OK && n == REL_AUTOGRAD + REL_QCPU, "quantized + stray");
	CHECK(uc10_redispatch_rel_which(UC10_KS_CPU | STRAY, &n, &ta) == UC10_OK && n == REL_CPU, "redispatch stray");
	CHECK(uc10_redispatch_rel_which(UC10_KS_FPGA | UC10_KS_CPU | STRAY, &n, &ta) == UC10_OK && n == REL_FPGA, "redispatch FPGA");
	uc10_local_set(l, UC10_KS_DEFAULT_INCLUDED | STRAY, UC10_KS_DEFAULT_EXCLUDED | STRAY);
	CHECK(uc10_call_rel_which(&n, &ta) == UC10_OK && n == REL_AUTOGRAD + REL_CPU, "local stray bits");
	CHECK(uc10_call_rel_which0(&n, 1) == UC10_OK && n == REL0_BACKENDSELECT, "which0 with stray locals");
	uc10_local_set(l, UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED);
	/* Only stray bits: no key at all, the Undefined slot. */
	s.key_set = STRAY;
	clear_msg();
	CHECK(uc10_call_rel_which(&n, &s) == UC10_E_NO_TENSOR, "only stray bits");
	/* Every bit: the highest key, PythonDispatcher, has no kernel. */
	CHECK(uc10_redispatch_rel_which(~UINT64_C(0), &n, &ta) == UC10_E_MISSING_KERNEL, "all bits");
	CHECK(msg_is("Could not run 'rel::which' with arguments from the 'PythonDispatcher' backend."), "all bits message");
	CHECK(uc10_missing_kernel(UC10_OP_rel_which, UC10_KS_QuantizedCPU | STRAY) == UC10_E_MISSING_KERNEL &&
	      msg_is("Could not run 'rel::which' with arguments from the 'QuantizedCPU' backend."), "message ignores stray bits");
	/* Boxed, with stray bits on the tensor. */
	s.key_set = UC10_KS_CPU | STRAY;
	stack_reset(CAP, 4); push_tensor(&s);
	CHECK(uc10_call_boxed(UC10_OP_rel_which, &stk) == UC10_OK && stk.len == 1 && sv[0].v.i == REL_CPU, "boxed stray");
	stack_reset(CAP, 4); push_tensor(&ta);
	CHECK(uc10_redispatch_boxed(UC10_OP_rel_which, UC10_KS_QuantizedCPU | STRAY, &stk) == UC10_OK && sv[0].v.i == REL_QCPU,
	      "boxed redispatch stray");
	CHECK(locals_default(), "locals restored");
}

/* Rule: unknown names are NULL, never a crash; NULL names are unknown. */
static void names(void)
{
	char longname[400];
	memset(longname, 'x', sizeof longname - 1);
	longname[sizeof longname - 1] = 0;
	memcpy(longname, "myops::", 7);
	CHECK(uc10_find_op(NULL, "") == NULL && uc10_find_op(NULL, NULL) == NULL, "NULL name");
	CHECK(uc10_find_op("myops::myadd", NULL) == UC10_OP_myops_myadd, "NULL overload is none");
	CHECK(uc10_find_op_qualified(NULL) == NULL, "NULL qualified");
	CHECK(uc10_find_op("", "") == NULL && uc10_find_op_qualified("") == NULL, "empty");
	CHECK(uc10_find_op(longname, "") == NULL && uc10_find_op_qualified(longname) == NULL, "long");
	CHECK(uc10_find_op("myops::myadd", longname) == NULL, "long overload");
	CHECK(uc10_find_op("t::split.pair", "") == NULL, "qualified name where a name goes");
	CHECK(uc10_find_op("t::split", "pair") == UC10_OP_t_split_pair, "name + overload");
	CHECK(uc10_find_op_qualified("t::split.pair.x") == NULL && uc10_find_op_qualified("t::split.") == NULL, "bad overloads");
	CHECK(uc10_find_op_qualified("myops::myadd.") == UC10_OP_myops_myadd, "trailing dot is the empty overload (parseName)");
	CHECK(uc10_find_op_qualified("myops::myadd\xff") == NULL && uc10_find_op_qualified("::") == NULL &&
	      uc10_find_op_qualified(".") == NULL && uc10_find_op_qualified("myops::") == NULL, "junk");
	CHECK(uc10_registry_find(&uc10_registry_main, NULL, NULL) == NULL, "registry NULL");
	CHECK(uc10_registry_find_qualified(&uc10_registry_main, "rel::add.out") == UC10_OP_rel_add_out, "registry qualified");
	{
		static const uc10_registry empty = { NULL, 0, 0, 0, 0, NULL, NULL };
		CHECK(uc10_registry_find(&empty, "myops::myadd", "") == NULL, "empty registry");
		CHECK(uc10_registry_find_qualified(&empty, "myops::myadd") == NULL, "empty registry qualified");
	}
	CHECK(strcmp(uc10_status_name((uc10_status)-1), "unknown status") == 0 &&
	      strcmp(uc10_status_name(UC10_STATUS_COUNT), "unknown status") == 0, "status names");
}

/* Rule: ending a guard twice changes nothing the second time. */
static void guards(void)
{
	uc10_guard g = uc10_inference_mode_guard();
	uc10_guard_end(&g);
	uc10_guard_end(&g);
	CHECK(locals_default(), "guard ended twice");
	{
		uc10_guard outer = uc10_exclude_guard(UC10_KS_AutogradFunctionality);
		uc10_guard inner = uc10_inference_mode_guard();
		uc10_guard_end(&inner);
		CHECK(uc10_local_excluded(uc10_local_get()) == (UC10_KS_DEFAULT_EXCLUDED | UC10_KS_AutogradFunctionality),
		      "inner guard left the outer's key");
		uc10_guard_end(&outer);
		CHECK(locals_default(), "nested guards");
	}
}

#if defined(UC10_PORT_HOST)
/* Checks that crash today run in a child: a crash is one failed CHECK. */
static int in_child(uc10_status (*fn)(void), uc10_status want)
{
	int ws;
	pid_t pid;
	fflush(stdout);
	pid = fork();
	if (pid == 0)
		_exit(fn() == want ? 0 : 1);
	if (pid < 0 || waitpid(pid, &ws, 0) != pid)
		return -1;
	return WIFEXITED(ws) ? WEXITSTATUS(ws) : 128 + WTERMSIG(ws);
}

/* A stack that promises tensor slots (nret > 0) but has no pool (ret ==
 * NULL) is malformed as a NULL value array is: UC10_E_BAD_STACK.  (With
 * ret_used == 0 the first slot is NULL and reads as "no room"; with
 * ret_used == 1 the slot is NULL + 1.) */
static uc10_status null_ret_pool(void)
{
	stack_reset(CAP, 3); push_tensor(&ta); push_tensor(&tb);
	stk.ret = NULL;
	stk.ret_used = 1;
	return uc10_call_boxed(UC10_OP_myops_myadd, &stk);
}

static void host_only(void)
{
	int rc = in_child(null_ret_pool, UC10_E_BAD_STACK);
	CHECK(rc == 0, "boxed call with ret == NULL, nret == 3, ret_used == 1: %s (child %d)",
	      rc == 1 ? "wrong status" : "crashed", rc);
}
#endif

int main(void)
{
	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);
	setup();
	typed_null_pointers();
	typed_null_non_tensor_pointers();
	boxed_bad_stacks();
	missing_kernels();
	stray_bits();
	names();
	guards();
#if defined(UC10_PORT_HOST)
	host_only();
#endif
	CHECK(locals_default(), "local sets back to the defaults");
	return check_done("badinputs");
}
