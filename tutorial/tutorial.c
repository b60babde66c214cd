/*
 * tutorial/tutorial.c - the tutorial's program (tutorial/README.md): the
 * calls of every step, checked.  Runs on the host and on every board in
 * `make check'; built twice, with every operator and as the selective
 * build of step 9 (-DTUT_SELECTIVE).
 */
#include <stdio.h>
#include <string.h>
#include "tut.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "uc10/trace.h"
#include "../tests/check.h"

static unsigned char arena_buf[2048] __attribute__((aligned(8)));
static uc10_arena arena;

static const int64_t N4[1] = { 4 };
static float A[4] = { 1, 2, 3, 4 };
static float B[4] = { 0.5f, 0.25f, -1, 10 };

static void tensor(uc10_tensor *t, float *data)
{
	uc10_tensor_init(t, UC10_FLOAT32, N4, 1, data);
}

/* Did exactly these kernels run, in this order? */
static bool ran(const char *want)
{
	if (strcmp(tut_log(), want) == 0)
		return true;
	printf("  ran:    %s\n  wanted: %s\n", tut_log(), want);
	return false;
}

static bool values(const uc10_tensor *t, float x0, float x1, float x2, float x3)
{
	const float *p = uc10_tensor_ptr(t);
	return t->dim == 1 && t->sizes[0] == 4 && p[0] == x0 && p[1] == x1 && p[2] == x2 && p[3] == x3;
}

static void show(const char *what, const uc10_tensor *t)
{
	const float *p = uc10_tensor_ptr(t);
	printf("%-34s [%g, %g, %g, %g]  ran: %s\n", what, p[0], p[1], p[2], p[3], tut_log());
}

/* ---- step 1: a schema and a CPU kernel ----------------------------------- */
static void step1(void)
{
	uc10_tensor a, b, r, m;
	uc10_guard g = uc10_inference_mode_guard();   /* no autograd until step 3 */
	tensor(&a, A);
	tensor(&b, B);
	tut_log_reset();
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_myadd_cpu") && values(&r, 1.5f, 2.25f, 2, 14), "step 1");
	show("step 1: tut::myadd, CPU:", &r);

	/* What PyTorch throws is a status and a message. */
	m = a;
	m.key_set = UC10_KS_Meta | UC10_KS_ADInplaceOrView | UC10_KS_AutogradMeta;
	CHECK(uc10_call_tut_myadd(&r, &m, &m) == UC10_E_MISSING_KERNEL, "no Meta kernel");
	CHECK(strcmp(uc10_last_error(), "Could not run 'tut::myadd' with arguments from the 'Meta' backend.") == 0,
	      "%s", uc10_last_error());
	m = a;
	m.sizes[0] = 3;
	CHECK(uc10_call_tut_myadd(&r, &a, &m) == UC10_E_SHAPE, "shapes differ");
	CHECK(strcmp(uc10_last_error(), "tut::myadd: expected tensors of the same shape") == 0, "%s", uc10_last_error());
	uc10_guard_end(&g);
}

/* ---- step 2: a second backend, the DSP at PrivateUse1 -------------------- */
static void step2(void)
{
	uc10_tensor a, b, r;
	uc10_guard g = uc10_inference_mode_guard();
	tensor(&a, A);
	tensor(&b, B);
	a.key_set = b.key_set = TUT_KS_DSP;   /* "move" them to the DSP */
	tut_log_reset();
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_myadd_dsp") && values(&r, 1.5f, 2.25f, 2, 14) && r.key_set == TUT_KS_DSP, "step 2");
	show("step 2: tut::myadd, DSP:", &r);
	uc10_guard_end(&g);
}

/* ---- step 3: autograd ---------------------------------------------------- */
static void step3(void)
{
	uc10_tensor a, b, r;
	tensor(&a, A);
	tensor(&b, B);
	tut_log_reset();
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_myadd_autograd tut_myadd_cpu") && values(&r, 1.5f, 2.25f, 2, 14), "step 3, CPU");
	show("step 3: tut::myadd, CPU:", &r);
	a.key_set = b.key_set = TUT_KS_DSP;
	tut_log_reset();
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_myadd_autograd_dsp tut_myadd_dsp") && r.key_set == TUT_KS_DSP, "step 3, DSP");
	show("step 3: tut::myadd, DSP:", &r);
	/* The guard of tut_myadd_autograd was ended: the defaults are back. */
	CHECK(uc10_local_excluded(uc10_local_get()) == UC10_KS_DEFAULT_EXCLUDED, "guard ended");
}

/* ---- step 4: an in-place operator ---------------------------------------- */
static void step4(void)
{
	float c_data[4] = { 1, 2, 3, 4 };
	uc10_tensor c, b;
	uc10_guard g;
	tensor(&c, c_data);
	tensor(&b, B);
	tut_log_reset();
	CHECK(uc10_call_tut_myadd_(&c, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_myadd__autograd tut_myadd__adinplace tut_myadd__cpu"), "step 4");
	CHECK(values(&c, 1.5f, 2.25f, 2, 14) && tut_version(&c) == 1, "c changed once");
	show("step 4: tut::myadd_, CPU:", &c);

	g = uc10_below_adinplace_guard();   /* at::AutoDispatchBelowADInplaceOrView */
	tut_log_reset();
	CHECK(uc10_call_tut_myadd_(&c, &b) == UC10_OK && ran("tut_myadd__cpu"), "below ADInplaceOrView");
	CHECK(tut_version(&c) == 1, "not counted");
	uc10_guard_end(&g);
}

/* ---- step 5: autocast to int8 -------------------------------------------- */
/* torch.autocast("cpu") for the block it guards: AutocastCPU leaves the
 * excluded set.  uc10_guard_end() puts it back. */
static uc10_guard tut_autocast_guard(void)
{
	uc10_guard g = { uc10_local_get(), 0, 0, 0, 0 };
	uc10_ks excluded = uc10_local_excluded(g.l);
	g.exc_removed = excluded & UC10_KS_AutocastCPU;
	uc10_local_set(g.l, uc10_local_included(g.l), excluded & ~UC10_KS_AutocastCPU);
	return g;
}

static void step5(void)
{
	uc10_tensor a, b, r;
	uc10_guard g;
	const float *p;
	float tol;
	tensor(&a, A);
	tensor(&b, B);

	/* Off by default: AutocastCPU is in the excluded set. */
	tut_log_reset();
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK && ran("tut_myadd_autograd tut_myadd_cpu"), "off");
	/* Including the key does not turn it on: excluded keys are removed last. */
	g = uc10_include_guard(UC10_KS_AutocastCPU);
	tut_log_reset();
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK && ran("tut_myadd_autograd tut_myadd_cpu"), "included");
	uc10_guard_end(&g);

	g = tut_autocast_guard();
	tut_log_reset();
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_myadd_autocast tut_myadd_autograd tut_myadd_qcpu"), "step 5");
	show("step 5: tut::myadd, autocast int8:", &r);
	/* int8 with scales 4/127 and 10/127: within one step of the sum's scale */
	p = uc10_tensor_ptr(&r);
	tol = (4.0f + 10.0f) / 127;
	CHECK(r.dtype == UC10_FLOAT32 && p[0] - 1.5f < tol && 1.5f - p[0] < tol && p[3] - 14 < tol && 14 - p[3] < tol,
	      "close to the float sum");
	/* An operator without an AutocastCPU kernel passes through (step 7). */
	tut_log_reset();
	CHECK(uc10_call_tut_mymul(&r, &a, &b) == UC10_OK && ran("tut_mymul_cpu"), "mymul under autocast");
	uc10_guard_end(&g);
	CHECK(uc10_local_excluded(uc10_local_get()) == UC10_KS_DEFAULT_EXCLUDED, "autocast off again");
}

/* ---- step 6: a boxed fallback -------------------------------------------- */
static void step6(void)
{
	float d_data[4] = { 1, 2, 3, 4 };
	uc10_tensor a, b, d, r;
	tensor(&a, A);
	tensor(&b, B);
	tensor(&d, d_data);
	a.key_set = b.key_set = d.key_set = TUT_KS_DSP;

	tut_log_reset();
	CHECK(uc10_call_tut_mymul(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_dsp_fallback tut_mymul_cpu") && values(&r, 0.5f, 0.5f, -3, 40) && r.key_set == TUT_KS_DSP, "mymul");
	show("step 6: tut::mymul, DSP:", &r);

	tut_log_reset();
	CHECK(uc10_call_tut_myadd_(&d, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_myadd__autograd tut_myadd__adinplace tut_dsp_fallback tut_myadd__cpu"), "myadd_");
	CHECK(values(&d, 1.5f, 2.25f, 2, 14) && d.key_set == TUT_KS_DSP, "in place, still on the DSP");
	show("step 6: tut::myadd_, DSP:", &d);

	tut_log_reset();
	CHECK(uc10_call_aten_relu(&r, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(ran("tut_dsp_fallback") && values(&r, 0.5f, 0.25f, 0, 10) && r.key_set == TUT_KS_DSP, "aten::relu");
	show("step 6: aten::relu, DSP:", &r);
}

/* ---- step 7: fallthroughs ------------------------------------------------ */
static void step7(void)
{
	uc10_tensor a, r;
	const uc10_op *mymul = UC10_OP_tut_mymul;
	unsigned pu1 = uc10_ks_backend_index(UC10_KS_PrivateUse1);
	tensor(&a, A);

	/* A fallthrough is an entry that is never called: its key is masked
	 * out of the key set before the table is indexed. */
	CHECK(uc10_op_entry(mymul, UC10_IX_AutogradPrivateUse1)->fallthrough, "AutogradPrivateUse1 entry");
	CHECK((mymul->nft[pu1] & UC10_KS_AutogradFunctionality) == 0, "masked for PrivateUse1 tensors");
	CHECK((mymul->nft[pu1] & UC10_KS_Tracer) == 0 && (UC10_OP_tut_myadd->nft[pu1] & UC10_KS_Tracer) != 0,
	      "Tracer: a fallthrough for tut::mymul only");

	/* Without one, an operator with no autograd kernel stops at autograd. */
	a.key_set = UC10_KS_PrivateUse2 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse2;
	CHECK(uc10_call_tut_mymul(&r, &a, &a) == UC10_E_MISSING_KERNEL, "PrivateUse2");
	CHECK(strcmp(uc10_last_error(),
	             "Could not run 'tut::mymul' with arguments from the 'AutogradPrivateUse2' backend.") == 0,
	      "%s", uc10_last_error());
}

/* ---- step 8: calling by name --------------------------------------------- */
static void step8(void)
{
	uc10_tensor a, b, r, slot;
	uc10_ivalue v[2];
	uc10_stack s = { v, 0, 2, &slot, 1, 0 };
	const uc10_op *op;
	const uc10_kernel *k;
	uc10_ks ks;
	tensor(&a, A);
	tensor(&b, B);

	/* Typed: find it, check its schema (the check .typed<>() makes), then
	 * do what uc10_call_tut_myadd does: key set, table entry, call. */
	op = uc10_find_op("tut::myadd", "");
	CHECK(op && strcmp(op->schema, "tut::myadd(Tensor self, Tensor other) -> Tensor") == 0, "found");
	ks = uc10_dispatch_ks(op, a.key_set | b.key_set);
	k = uc10_lookup(op, ks);
	tut_log_reset();
	CHECK(k && k->unboxed && ((uc10_fn_tut_myadd)k->unboxed)(ks, &r, &a, &b) == UC10_OK, "typed");
	CHECK(ran("tut_myadd_autograd tut_myadd_cpu") && values(&r, 1.5f, 2.25f, 2, 14), "typed by name");
	show("step 8: tut::myadd by name, typed:", &r);

	/* Boxed: the arguments on a stack, the return in their place. */
	op = uc10_find_op_qualified("tut::mymul");
	uc10_box_tensor(&v[s.len++], &a);
	uc10_box_tensor(&v[s.len++], &b);
	tut_log_reset();
	CHECK(op && uc10_call_boxed(op, &s) == UC10_OK, "%s", uc10_last_error());
	CHECK(s.len == 1 && v[0].tag == UC10_T_TENSOR && values(v[0].v.t, 0.5f, 0.5f, -3, 40), "boxed");
	show("step 8: tut::mymul by name, boxed:", v[0].v.t);
	CHECK(uc10_find_op("tut::myadd", "Tensor") == NULL && uc10_find_op_qualified("tut::nope") == NULL, "misses");
}

/* ---- step 9: tracing, and a selective build ------------------------------ */
static void put(const char *line) { printf("    %s\n", line); }

static void step9(void)
{
	static uc10_trace_entry ring[16];
	uc10_trace t;
	uc10_tensor a, b, r, d;
	uc10_guard g, ac;
	tensor(&a, A);
	tensor(&b, B);
	d = a;
	d.key_set = TUT_KS_DSP;

	g = uc10_trace_on(&t, ring, 16);
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(uc10_call_tut_mymul(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	CHECK(uc10_call_tut_myadd(&r, &d, &d) == UC10_OK, "%s", uc10_last_error());
	ac = tut_autocast_guard();
	CHECK(uc10_call_tut_myadd(&r, &a, &b) == UC10_OK, "%s", uc10_last_error());
	uc10_guard_end(&ac);
	uc10_trace_off(&g);
	printf("step 9: the trace (op -> key: kernel [shape]):\n");
	uc10_trace_print(&t, put);
	CHECK(t.count == 9, "%u calls traced", (unsigned)t.count);
	CHECK(strcmp(uc10_trace_get(&t, 0)->kernel, "tut_myadd_autograd") == 0 &&
	      strcmp(uc10_trace_get(&t, 1)->kernel, "tut_myadd_cpu") == 0 &&
	      strcmp(uc10_trace_get(&t, 2)->kernel, "tut_myadd_autograd_dsp") == 0, "trace");

	printf("step 9: %u operators in this build\n", (unsigned)UC10_NUM_OPS);
#ifdef TUT_SELECTIVE
	CHECK(UC10_NUM_OPS == 7 && uc10_find_op("aten::conv2d", "") == NULL, "selective build");
#else
	CHECK(UC10_NUM_OPS > 7 && uc10_find_op("aten::conv2d", "") != NULL, "full build");
#endif
}

int main(void)
{
	static void (*const steps[])(void) = { step1, step2, step3, step4, step5, step6, step7, step8, step9 };
	unsigned i;
	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);
	for (i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		steps[i]();
		uc10_arena_release(&arena, 0);   /* each step's tensors are gone */
	}
	return check_done("tutorial");
}
