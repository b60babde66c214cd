/*
 * test_contexts.c - the RTOS hook (ports/README.md, "Threads: one uc10
 * context per task"): a firmware with tasks is built with UC10_LOCAL_PORT
 * (mk/rtos.mk) and defines uc10_local_get() to return the running task's
 * uc10_local, and each task's local key sets then follow it.  Runs on the
 * host and every board.
 *
 * No RTOS is needed to prove it: two cooperative "tasks" share the CPU
 * under a tiny round-robin that switches at explicit points, as a
 * scheduler switches its current-task pointer.  The first task lives in inference
 * mode (autograd excluded), the second task in the defaults; both call myops::myadd
 * (tables/myops.m4), whose Autograd kernel counts its calls in
 * myadd_autograd_calls, so each call shows which path it took.  Switches
 * also happen *inside* a call, at every uc10_local_get() the call makes
 * (the one runtime function every dispatch and guard goes through),
 * standing for preemption in the middle of a kernel with a guard open.
 *
 * The scenario runs twice: with one context per task (every call must take
 * its task's path), and with one shared context - the firmware that forgot
 * the hook - where it must go wrong, proving the scenario can see it.
 */
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/tensor_util.h"
#include "../core/testops.h"
#include "../check.h"

/* ---- the "RTOS": task control blocks and the running task ---------------- */
typedef struct task {
	const char *name;
	int wants_autograd;     /* the path its calls must take */
	uc10_local uc10;        /* its uc10 context; all zero = the defaults */
	uc10_guard mode;        /* the first task's inference mode, held for its life */
} task;

static task tasks[2] = { { "inference", 0, { 0 }, { 0 } }, { "default", 1, { 0 }, { 0 } } };
static task *current;           /* what a scheduler switches */
static int shared;              /* the control: one context for everyone */

/* Preemption: when armed, the preempt_at'th uc10_local_get() runs one
 * step of the other task to completion first (a higher-priority task
 * waking up inside this one's call), then resumes this task. */
static int preempt_at, local_gets, preemptions, in_guard;
static void step(task *t);

/* The hook: with UC10_LOCAL_PORT uc10 calls this instead of its inline
 * one (uc10/local.h), as an RTOS port's would: `return &tcb_current->uc10;'. */
#if !defined(UC10_LOCAL_PORT)
#error "build with -DUC10_LOCAL_PORT (all of it: uc10's sources and the generated C too)"
#endif
uc10_local *uc10_local_get(void)
{
	if (preempt_at && ++local_gets == preempt_at) {
		task *me = current;
		preempt_at = 0;
		preemptions++;
		/* the default task's context differs from zero only in a guard */
		in_guard += me == &tasks[1] && me->uc10.excluded_xor != 0;
		current = me == &tasks[0] ? &tasks[1] : &tasks[0];
		step(current);
		current = me;
	}
	return shared ? &tasks[0].uc10 : &current->uc10;
}

/* ---- the tasks' work ---------------------------------------------------- */
static unsigned char arena_buf[2048] __attribute__((aligned(8)));
static uc10_arena arena;
static float A[4] = { 1, 2, 3, 4 }, B[4] = { 10, 20, 30, 40 };
static const int64_t N[1] = { 4 };
static int calls, wrong;        /* calls made, and those on the wrong path */
static unsigned nested;         /* autograd calls of steps run inside a step */

/* One myops::myadd call by task t.  A preempting step may run inside it:
 * its autograd calls are not t's (nested). */
static void step(task *t)
{
	uc10_tensor a, b, r;
	unsigned before = myadd_autograd_calls, outer = nested, own;
	size_t mark = uc10_arena_mark(&arena);
	int ok;
	nested = 0;
	uc10_tensor_init(&a, UC10_FLOAT32, N, 1, A);
	uc10_tensor_init(&b, UC10_FLOAT32, N, 1, B);
	ok = uc10_call_myops_myadd(&r, &a, &b) == UC10_OK && ((float *)uc10_tensor_ptr(&r))[3] == 44.0f;
	own = myadd_autograd_calls - before - nested;
	nested = outer + (myadd_autograd_calls - before);
	calls++;
	if (!ok || own != (unsigned)t->wants_autograd) {
		wrong++;
		if (!shared)
			printf("  %s task: %s, autograd kernel ran %u times\n", t->name,
			       ok ? "ok" : uc10_last_error(), own);
	}
	uc10_arena_release(&arena, mark);
}

static void run(int shared_context)
{
	int round, k, i;
	shared = shared_context;
	memset(&tasks[0].uc10, 0, sizeof tasks[0].uc10);
	memset(&tasks[1].uc10, 0, sizeof tasks[1].uc10);
	calls = wrong = preemptions = in_guard = 0;

	/* Task 0 starts and enters inference mode for good. */
	current = &tasks[0];
	tasks[0].mode = uc10_inference_mode_guard();

	/* Round-robin, switching between calls. */
	for (round = 0; round < 3; round++)
		for (i = 0; i < 2; i++) {
			current = &tasks[i];
			step(current);
		}

	/* Preemption at each uc10_local_get() of a call, in either task: at
	 * the key-set computation, at the autograd kernel's guard, inside
	 * the redispatch below autograd (the second task's guard is open there). */
	for (i = 0; i < 2; i++)
		for (k = 1; k <= 6; k++) {
			current = &tasks[i];
			local_gets = 0;
			preempt_at = k;
			step(current);
			preempt_at = 0;
		}

	/* Failures leave their message in their own task's context. */
	if (!shared) {
		uc10_tensor a, b, r;
		current = &tasks[0];
		uc10_tensor_init(&a, UC10_FLOAT32, N, 1, A);
		uc10_tensor_init(&b, UC10_FLOAT32, N, 1, B);
		a.key_set = b.key_set = UC10_KS_QuantizedCPU;
		CHECK(uc10_call_myops_myadd(&r, &a, &b) != UC10_OK, "QuantizedCPU must fail");
		CHECK(uc10_last_error() == tasks[0].uc10.msg, "uc10_last_error reads the running task's context");
		CHECK(strstr(tasks[0].uc10.msg, "QuantizedCPU") != NULL, "the first task's message: %s", tasks[0].uc10.msg);
		current = &tasks[1];
		CHECK(uc10_last_error()[0] == '\0', "the second task has no error, has: %s", uc10_last_error());
	}

	/* Task 0 leaves inference mode; both contexts are the defaults again. */
	current = &tasks[0];
	uc10_guard_end(&tasks[0].mode);
}

int main(void)
{
	static const uc10_local fresh;  /* a zero-initialised context */
	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);

	/* A task's context needs no initialisation: zero is the defaults. */
	CHECK(uc10_local_included(&fresh) == UC10_KS_DEFAULT_INCLUDED &&
	      uc10_local_excluded(&fresh) == UC10_KS_DEFAULT_EXCLUDED, "zero context is not the default");

	run(0);
	CHECK(calls == 6 + 12 + preemptions, "%d calls, %d preemptions", calls, preemptions);
	CHECK(preemptions >= 3, "only %d preemption points hit", preemptions);
	CHECK(in_guard >= 1, "no preemption inside the autograd kernel's guard");
	CHECK(wrong == 0, "%d of %d calls took the other task's path", wrong, calls);
	CHECK(memcmp(&tasks[0].uc10, &fresh, 2 * sizeof(uc10_ks)) == 0 &&
	      memcmp(&tasks[1].uc10, &fresh, 2 * sizeof(uc10_ks)) == 0, "guards left a context changed");
	printf("contexts: %d calls in 2 tasks, %d preempted mid-call (%d inside a guard), each on its own path\n",
	       calls - preemptions, preemptions, in_guard);

	/* The control: a firmware without the hook shares one context, and
	 * the default task's calls then run in the other's inference mode. */
	run(1);
	CHECK(wrong > 0, "one shared context went unnoticed: the test proves nothing");
	printf("contexts: control with one shared context: %d of %d calls on the wrong path (expected)\n",
	       wrong, calls);
	return check_done("contexts");
}
