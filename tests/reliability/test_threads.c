/*
 * test_threads.c - calls from many threads at once, each with its own
 * local key sets.  The program is built with
 * UC10_LOCAL_PORT and defines uc10_local_get() to return a _Thread_local
 * context, as an RTOS port returns the running task's
 * (tests/reliability/README.md).  Every worker
 * calls rel::which / rel::which0 (tests/reliability/relops.m4, whose
 * kernels answer with their own number) in a loop and checks that the
 * kernel its *own* key sets select ran, and that a failed call leaves its
 * *own* message, while the other workers hold InferenceMode, exclude and
 * include guards, replaced local sets, and fail with other messages.
 *
 *   test_threads [ITERATIONS]     default 200000 per worker
 *   test_threads --shared [SECS]  control (built without UC10_LOCAL_PORT):
 *                                 uc10's one context for all; must see
 *                                 cross-talk within SECS
 *                                 (proves the test can see it)
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "uc10_ops.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "relops.h"
#include "../check.h"

#if !defined(REL_SHARED_CONTEXT)
#if !defined(UC10_LOCAL_PORT)
#error "build with -DUC10_LOCAL_PORT (all of it: uc10's sources and the generated C too)"
#endif
/* The hook: one context per thread, all zero (= the defaults) at start. */
static _Thread_local uc10_local thread_local_ctx;
uc10_local *uc10_local_get(void)
{
	return &thread_local_ctx;
}
#endif

static float A[6] = { 1, 2, 3, 4, 5, 6 };
static const int64_t SZ[2] = { 2, 3 };
static uc10_tensor tcpu, tq, tmeta, tpu3, tpu3_noag;
static long iters = 200000;
static double shared_secs = 10;
static pthread_barrier_t start;
static atomic_int stop_all;      /* --shared: the first mismatch stops everyone */

#define MSG_META "Could not run 'rel::which' with arguments from the 'Meta' backend."
#define MSG_PU3 "Could not run 't::gen' with arguments from the 'PrivateUse3' backend."
#define MSG_NONE "There were no tensor arguments to this function (e.g., you passed an empty list of " \
                 "Tensors), but no fallback function is registered for schema rel::which."

struct worker {
	const char *name;
	void (*body)(struct worker *w);
	long calls, bad;
	char first_bad[200];
};

static void bad(struct worker *w, const char *what, long got, uc10_status st)
{
	if (w->bad++ == 0)
		snprintf(w->first_bad, sizeof w->first_bad, "%s: got %ld, status %s, message '%s'", what, got,
		         uc10_status_name(st), uc10_last_error());
	atomic_store(&stop_all, 1);
}

/* One typed call of rel::which that must run kernel `want'. */
static void which(struct worker *w, const uc10_tensor *t, int64_t want, const char *what)
{
	int64_t n = -1;
	uc10_status st = uc10_call_rel_which(&n, t);
	w->calls++;
	if (st != UC10_OK || n != want) bad(w, what, (long)n, st);
}

static void which0(struct worker *w, int64_t want, const char *what)
{
	int64_t n = -1;
	uc10_status st = uc10_call_rel_which0(&n, 3);
	w->calls++;
	if (st != UC10_OK || n != want) bad(w, what, (long)n, st);
}

/* A call that must fail with `want' and this thread's own message. */
static void fails(struct worker *w, uc10_status got, uc10_status want, const char *msg, const char *what)
{
	w->calls++;
	if (got != want || strcmp(uc10_last_error(), msg) != 0) bad(w, what, -1, got);
}

static bool locals_are(uc10_ks inc, uc10_ks exc)
{
	const uc10_local *l = uc10_local_get();
	return uc10_local_included(l) == inc && uc10_local_excluded(l) == exc;
}

/* Default sets: autograd, then the backend. */
static void w_default(struct worker *w)
{
	which(w, &tcpu, REL_AUTOGRAD + REL_CPU, "default cpu");
	which(w, &tq, REL_AUTOGRAD + REL_QCPU, "default quantized");
	which0(w, REL0_BACKENDSELECT, "default which0");
	if (!locals_are(UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED)) bad(w, "default sets", 0, UC10_OK);
}

/* InferenceMode held for the whole run: no autograd. */
static void w_inference(struct worker *w)
{
	which(w, &tcpu, REL_CPU, "inference cpu");
	which(w, &tq, REL_QCPU, "inference quantized");
	which0(w, REL0_BACKENDSELECT, "inference which0");
}

/* Guards entered and ended on every iteration. */
static void w_toggle(struct worker *w)
{
	uc10_guard g1, g2, g3;
	g1 = uc10_inference_mode_guard();
	which(w, &tcpu, REL_CPU, "toggle inference");
	uc10_guard_end(&g1);
	which(w, &tcpu, REL_AUTOGRAD + REL_CPU, "toggle after inference");
	g2 = uc10_exclude_guard(UC10_KS_AutogradFunctionality);
	which(w, &tq, REL_QCPU, "toggle exclude autograd");
	g3 = uc10_include_guard(UC10_KS_FPGA);
	which(w, &tcpu, REL_FPGA, "toggle include FPGA");
	which0(w, REL0_BACKENDSELECT, "toggle which0: BackendSelect above FPGA");
	uc10_guard_end(&g3);
	uc10_guard_end(&g2);
	which(w, &tcpu, REL_AUTOGRAD + REL_CPU, "toggle after guards");
	if (!locals_are(UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED)) bad(w, "toggle sets", 0, UC10_OK);
}

/* Local sets replaced: only FPGA included, nothing excluded. */
static void w_fpga(struct worker *w)
{
	which(w, &tcpu, REL_AUTOGRAD + REL_FPGA, "fpga cpu");
	which0(w, REL0_FPGA, "fpga which0");
}

/* Failing calls: this thread's messages only. */
static void w_meta(struct worker *w)
{
	int64_t n = -1;
	fails(w, uc10_call_rel_which(&n, &tmeta), UC10_E_MISSING_KERNEL, MSG_META, "meta");
	which(w, &tq, REL_AUTOGRAD + REL_QCPU, "meta quantized");
	/* a success leaves the last failure's message */
	if (strcmp(uc10_last_error(), MSG_META) != 0) bad(w, "meta message kept", 0, UC10_OK);
}

/* The boxed paths: typed onto a boxed fallback, boxed onto typed kernels. */
static void w_boxed(struct worker *w)
{
	uc10_ivalue v[2];
	uc10_tensor slots[1], r;
	uc10_stack s = { v, 0, 2, slots, 1, 0 };
	uc10_status st;
	which(w, &tpu3, REL_AUTOGRAD + REL_FALLBACK, "boxed fallback");
	uc10_box_tensor(&v[s.len++], &tcpu);
	st = uc10_call_boxed(UC10_OP_rel_which, &s);
	w->calls++;
	if (st != UC10_OK || s.len != 1 || v[0].tag != UC10_T_INT || v[0].v.i != REL_AUTOGRAD + REL_CPU)
		bad(w, "boxed call", s.len ? (long)v[0].v.i : -1, st);
	/* (1.13 has no fallthrough at AutogradPrivateUse3: t::gen would stop there) */
	fails(w, uc10_call_t_gen(&r, &tpu3_noag), UC10_E_MISSING_KERNEL, MSG_PU3, "fallback refuses");
}

/* Everything excluded: only backend bits are left, the Undefined slot. */
static void w_none(struct worker *w)
{
	int64_t n = -1;
	fails(w, uc10_call_rel_which(&n, &tcpu), UC10_E_NO_TENSOR, MSG_NONE, "all excluded");
}

static __attribute__((unused)) void w_inference_setup(void) { (void)uc10_inference_mode_guard(); }
static void w_fpga_setup(void) { uc10_local_set(uc10_local_get(), UC10_KS_FPGA, 0); }
static void w_none_setup(void) { uc10_local_set(uc10_local_get(), 0, ~UINT64_C(0)); }

static struct worker workers[] = {
	{ "default", w_default, 0, 0, "" },
	{ "inference-mode", w_inference, 0, 0, "" },
	{ "guards", w_toggle, 0, 0, "" },
	{ "include-FPGA", w_fpga, 0, 0, "" },
	{ "meta-fails", w_meta, 0, 0, "" },
	{ "boxed", w_boxed, 0, 0, "" },
	{ "exclude-all", w_none, 0, 0, "" },
};
#define NWORKERS (sizeof workers / sizeof workers[0])

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *run(void *arg)
{
	struct worker *w = arg;
	long i;
	double t0 __attribute__((unused));
	/* Set this thread's sets before the start line, so every worker runs
	 * its own configuration while the others run theirs. */
#if !defined(REL_SHARED_CONTEXT)
	if (w->body == w_inference) w_inference_setup();
	if (w->body == w_fpga) w_fpga_setup();
	if (w->body == w_none) w_none_setup();
#endif
	pthread_barrier_wait(&start);
	t0 = now();
	for (i = 0; i < iters && !(w->bad && atomic_load(&stop_all)); i++) {
#if defined(REL_SHARED_CONTEXT)
		/* One context for all: each worker sets its configuration before
		 * each call, as a thread would believe it could. */
		uc10_guard g = { 0, 0, 0, 0, 0 };
		if (atomic_load(&stop_all)) break;
		if (w->body == w_inference) g = uc10_inference_mode_guard();
		if (w->body == w_fpga) w_fpga_setup();
		if (w->body == w_none) w_none_setup();
		w->body(w);
		if (g.l) uc10_guard_end(&g);
		if (w->body == w_fpga || w->body == w_none)
			uc10_local_set(uc10_local_get(), UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED);
		if (now() - t0 > shared_secs) break;
#else
		w->body(w);
#endif
	}
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t th[NWORKERS];
	unsigned i;
	long total = 0, nbad = 0;
	double t0;
	int shared = 0;
#if defined(REL_SHARED_CONTEXT)
	shared = 1;
	iters = 1000000000L;
	if (argc > 1) shared_secs = atof(argv[1]);
#else
	if (argc > 1) iters = atol(argv[1]);
#endif
	uc10_tensor_init(&tcpu, UC10_FLOAT32, SZ, 2, A);
	tq = tcpu;
	tq.key_set = UC10_KS_QuantizedCPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU | UC10_KS_AutocastCPU;
	tmeta = tcpu;
	tmeta.key_set = UC10_KS_Meta | UC10_KS_ADInplaceOrView | UC10_KS_AutogradMeta;
	tpu3 = tcpu;
	tpu3.key_set = UC10_KS_PrivateUse3 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse3;
	tpu3_noag = tcpu;
	tpu3_noag.key_set = UC10_KS_PrivateUse3 | UC10_KS_ADInplaceOrView;

	/* Each configuration works alone first (main thread, one at a time). */
	if (!shared) {
		struct worker solo;
		for (i = 0; i < NWORKERS; i++) {
			uc10_local saved = *uc10_local_get();
			uc10_guard g = { 0, 0, 0, 0, 0 };
			solo = workers[i];
			if (solo.body == w_inference) g = uc10_inference_mode_guard();
			if (solo.body == w_fpga) w_fpga_setup();
			if (solo.body == w_none) w_none_setup();
			solo.body(&solo);
			if (g.l) uc10_guard_end(&g);
			*uc10_local_get() = saved;
			CHECK(solo.bad == 0, "%s alone: %s", solo.name, solo.first_bad);
		}
	}

	pthread_barrier_init(&start, NULL, NWORKERS);
	t0 = now();
	for (i = 0; i < NWORKERS; i++)
		CHECK(pthread_create(&th[i], NULL, run, &workers[i]) == 0, "pthread_create");
	for (i = 0; i < NWORKERS; i++)
		pthread_join(th[i], NULL);
	for (i = 0; i < NWORKERS; i++) {
		total += workers[i].calls;
		nbad += workers[i].bad;
		if (!shared)
			CHECK(workers[i].bad == 0, "%s: %ld of %ld calls wrong; first: %s", workers[i].name,
			      workers[i].bad, workers[i].calls, workers[i].first_bad);
		else if (workers[i].bad)
			printf("  cross-talk seen by %s: %s\n", workers[i].name, workers[i].first_bad);
	}
	printf("threads: %u workers, %ld calls in %.2f s%s\n", (unsigned)NWORKERS, total, now() - t0,
	       shared ? " (one shared context)" : "");
	if (shared) {
		/* The control: with one context for all, the same workers must
		 * trip over each other's key sets. */
		CHECK(nbad > 0, "one shared context: no cross-talk seen in %.0f s: the test cannot see it", shared_secs);
		return check_done("threads-control");
	}
	CHECK(locals_are(UC10_KS_DEFAULT_INCLUDED, UC10_KS_DEFAULT_EXCLUDED), "main thread's sets untouched");
	CHECK(uc10_last_error()[0] == 0, "main thread's message untouched: %s", uc10_last_error());
	return check_done("threads");
}
