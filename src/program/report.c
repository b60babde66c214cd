/*
 * report.c - `make program-check': compare a program's output with
 * PyTorch's, print the verdict, the plan and the profile (uc10/program.h).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "uc10/local.h"
#include "uc10/program.h"
#include "uc10/tensor_util.h"

/* Element i (row-major over sizes) of t, through its strides. */
static double at(const uc10_tensor *t, int64_t i)
{
	const unsigned char *p = t->data;
	int64_t off = t->storage_offset;
	for (int d = t->dim - 1; d >= 0; d--) {
		off += (i % t->sizes[d]) * t->strides[d];
		i /= t->sizes[d];
	}
	switch (t->dtype) {
	case UC10_FLOAT32: return ((const float *)p)[off];
	case UC10_FLOAT64: return ((const double *)p)[off];
	case UC10_QUINT8: case UC10_UINT8: case UC10_BOOL: return ((const uint8_t *)p)[off];
	case UC10_QINT8: case UC10_INT8: return ((const int8_t *)p)[off];
	case UC10_INT16: return ((const int16_t *)p)[off];
	case UC10_QINT32: case UC10_INT32: return ((const int32_t *)p)[off];
	case UC10_INT64: return (double)((const int64_t *)p)[off];
	default: return NAN;
	}
}

static double want(const uc10_program_reference *r, int64_t i)
{
	switch (r->dtype) {
	case UC10_FLOAT32: return ((const float *)r->data)[i];
	case UC10_FLOAT64: return ((const double *)r->data)[i];
	case UC10_QUINT8: case UC10_UINT8: case UC10_BOOL: return ((const uint8_t *)r->data)[i];
	case UC10_QINT8: case UC10_INT8: return ((const int8_t *)r->data)[i];
	case UC10_INT16: return ((const int16_t *)r->data)[i];
	case UC10_QINT32: case UC10_INT32: return ((const int32_t *)r->data)[i];
	case UC10_INT64: return (double)((const int64_t *)r->data)[i];
	default: return NAN;
	}
}

/*
 * The checks, counted as the kernel tests count theirs: the dtype and shape,
 * the quantization parameters, each element, the argmax.  *checks gets
 * their number, *nbad how many failed; true when none did.
 */
static bool compare(const char *name, const uc10_tensor *out, const uc10_program_reference *ref, int64_t *checks,
                    int64_t *nbad)
{
	bool fl = uc10_dtype_is_floating(ref->dtype), ok = true;
	int64_t n = 1, bad = 0, first = -1, amax = 0, wmax = 0;
	double worst = 0;

	*checks = *nbad = 1;
	if (out->dtype != ref->dtype || out->dim != ref->dim) {
		printf("%s: MISMATCH: the output's dtype or rank differs from PyTorch's\n", name);
		return false;
	}
	for (int d = 0; d < ref->dim; d++) {
		if (out->sizes[d] != ref->sizes[d]) {
			printf("%s: MISMATCH: size %d is %lld, PyTorch's %lld\n", name, d, (long long)out->sizes[d],
			       (long long)ref->sizes[d]);
			return false;
		}
		n *= ref->sizes[d];
	}
	*nbad = 0;
	if (uc10_dtype_is_quantized(ref->dtype))
		++*checks;
	if (uc10_dtype_is_quantized(ref->dtype) && (out->q_scale != ref->q_scale || out->q_zero_point != ref->q_zero_point)) {
		++*nbad;
		printf("%s: MISMATCH: output scale %.9g zero point %lld, PyTorch's %.9g %lld\n", name, out->q_scale,
		       (long long)out->q_zero_point, ref->q_scale, (long long)ref->q_zero_point);
		ok = false;
	}
	for (int64_t i = 0; i < n; i++) {
		double g = at(out, i), w = want(ref, i);
		double d = fabs(g - w), lim = fl ? ref->tolerance * fmax(1.0, fabs(w)) : 0;
		if (fl && d / fmax(1.0, fabs(w)) > worst)
			worst = d / fmax(1.0, fabs(w));
		if (!(d <= lim)) {
			if (first < 0)
				first = i;
			bad++;
		}
		if (g > at(out, amax))
			amax = i;
		if (w > want(ref, wmax))
			wmax = i;
	}
	*checks += n + 1;
	*nbad += bad;
	if (bad) {
		printf("%s: MISMATCH: %lld of %lld elements differ%s; first at %lld: %.9g, PyTorch %.9g\n", name,
		       (long long)bad, (long long)n, fl ? " beyond the tolerance" : "", (long long)first,
		       at(out, first), want(ref, first));
		ok = false;
	}
	if (amax != wmax) {
		++*nbad;
		printf("%s: MISMATCH: argmax %lld, PyTorch's %lld\n", name, (long long)amax, (long long)wmax);
		ok = false;
	}
	if (ok) {
		if (fl)
			printf("%s: match (%lld elements, largest difference %.2g x max(1, |PyTorch|), tolerance %.2g; argmax %lld)\n",
			       name, (long long)n, worst, ref->tolerance, (long long)amax);
		else
			printf("%s: match (%lld elements, every integer equal; argmax %lld)\n", name, (long long)n, (long long)amax);
	}
	return ok;
}

/*
 * The stack a run takes, measured: paint the bytes below the stack pointer
 * (below this function's frame, which is above them: nothing of it is
 * overwritten), run, and find the deepest word written.  The caller reads
 * its stack pointer (uc10_program_sp) before calling the painter, so that
 * the figure is the run's own, from its first frame down, as the bound
 * the build computes is.  Nothing may interrupt the run and use the stack
 * (the check firmware enables no interrupt).
 */
#define MARK 0xc5c5c5c5u
static volatile uint32_t *painted;
static size_t npainted;
#ifdef UC10_PROGRAM_PORT_STACK
/* A board's stack: UC10_PROGRAM_PORT_STACK bytes below __stack (picolibc's
 * linker script), not to be painted past. */
extern char __stack[];
#endif

__attribute__((noinline)) void uc10_program_stack_paint(size_t bytes)
{
	uintptr_t sp = uc10_program_sp(), lo = sp - bytes;
#ifdef UC10_PROGRAM_PORT_STACK
	if (lo < (uintptr_t)__stack - UC10_PROGRAM_PORT_STACK)
		lo = (uintptr_t)__stack - UC10_PROGRAM_PORT_STACK;
#endif
	lo = (lo + 7) & ~(uintptr_t)7;
	painted = (volatile uint32_t *)lo;
	npainted = (sp - lo) / 4;
	for (size_t i = 0; i < npainted; i++)
		painted[i] = MARK;
}

/* The bytes from top (the caller's stack pointer) down to the deepest word
 * written; SIZE_MAX if the deepest painted word was written too. */
size_t uc10_program_stack_used(uintptr_t top, size_t bytes)
{
	size_t i = 0;
	(void)bytes;
	while (i < npainted && painted[i] == MARK)
		i++;
	return i == 0 ? SIZE_MAX : (size_t)(top - (uintptr_t)&painted[i]);
}

#define PATTERN 0xa5
void uc10_program_refuse_prepare(unsigned char *arena, size_t bytes, uc10_tensor *o)
{
	uc10_clear_last_error();
	memset(arena, PATTERN, bytes);
	memset(o, PATTERN, sizeof *o);
}

static bool untouched(const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != PATTERN)
			return false;
	return true;
}

bool uc10_program_refused(const uc10_program_info *info, const char *what, const unsigned char *arena, size_t bytes,
                          const uc10_tensor *o, uc10_status want, uc10_status got)
{
	if (got != want) {
		printf("%s: FAILED: %s: status %s, expected %s\n", info->name, what, uc10_status_name(got),
		       uc10_status_name(want));
		return false;
	}
	if (!*uc10_last_error()) {
		printf("%s: FAILED: %s: no message\n", info->name, what);
		return false;
	}
	if (!untouched(arena, bytes) || !untouched((const unsigned char *)o, sizeof *o)) {
		printf("%s: FAILED: %s: the run wrote to the %s\n", info->name, what,
		       untouched(arena, bytes) ? "output" : "arena");
		return false;
	}
	return true;
}

bool uc10_program_report(const uc10_program_info *info, uc10_status st, const uc10_tensor *out,
                         const uc10_program_reference *ref, const uc10_program_run_facts *f)
{
	size_t stack_used = f->stack_used, stack_bound = f->stack_bound;
	const uc10_program_stats *s = uc10_program_last();
	int64_t checks, nbad;
	bool ok, ok2, ok3, ok4;

	if (st != UC10_OK) {
		const uc10_program_call_check *c = s->failed >= 0 ? &info->checks[s->failed] : NULL;
		printf("%s: FAILED%s%s%s%s: %s: %s\n", info->name, c ? " at " : "", c ? c->where : "", c ? " " : "",
		       c ? c->op : "", uc10_status_name(st), uc10_last_error());
		printf("program %s: %d passed, %d failed\n", info->name, f->refusals, 1 + f->tries - f->refusals);
		return false;
	}
	ok = compare(info->name, out, ref, &checks, &nbad);
	printf("%s: arena planned %lu bytes (lower bound %lu), peak used %lu bytes\n", info->name,
	       (unsigned long)info->arena_bytes, (unsigned long)info->lower_bound, (unsigned long)s->peak);
	ok2 = s->peak <= info->arena_bytes;
	if (!ok2)
		printf("%s: FAILED: the run used more than the plan\n", info->name);
	ok3 = s->short_calls == 0 && s->spare_calls == 0;
	if (s->short_calls) {
		const uc10_program_call_check *c = &info->checks[s->short_call];
		printf("%s: FAILED: %d call(s) ran without the scratch their kernel asked for (its slower fallback); the "
		       "first, %s %s, was refused %lu bytes (the plan reserves %lu)\n", info->name, s->short_calls, c->where,
		       c->op, (unsigned long)s->short_asked, (unsigned long)info->calls[s->short_call].scratch);
	}
	if (s->spare_calls) {
		const uc10_program_call_check *c = &info->checks[s->spare_call];
		printf("%s: FAILED: %d call(s) used less scratch than the plan reserves; the first, %s %s, used %lu of "
		       "%lu bytes\n", info->name, s->spare_calls, c->where, c->op, (unsigned long)s->spare_used,
		       (unsigned long)info->calls[s->spare_call].scratch);
	}
	ok4 = stack_bound == 0 || stack_used <= stack_bound;   /* 0: a build that computes no bound (PROG_STACK=0) */
	printf("%s: bad input refused, nothing written: %d of %d (%s)\n", info->name, f->refusals, f->tries,
	       "a short arena, an input of another dtype, of another shape");
	if (stack_bound == 0)
		printf("%s: stack not bounded in this build (PROG_STACK=0)\n", info->name);
	else if (stack_used == SIZE_MAX)
		printf("%s: FAILED: the run's stack went below the %lu bytes painted (bound %lu)\n", info->name,
		       (unsigned long)(npainted * 4), (unsigned long)stack_bound);
	else
		printf("%s: stack used %lu bytes (bound %lu)%s\n", info->name, (unsigned long)stack_used,
		       (unsigned long)stack_bound, ok4 ? "" : ": FAILED: more than the bound");
#ifdef UC10_PROGRAM_PROFILE
	{
		const uc10_program_profile *p = uc10_program_profile_last();
		printf("%s: %lu %s per inference (%s)\n", info->name, (unsigned long)p->total, uc10_program_counter_unit(),
		       "the port's counter, summed over the calls");
		printf("%s: profile (%s)\n  %-4s %-32s %-42s %-20s %12s\n", info->name, uc10_program_counter_unit(),
		       "call", "operator", "kernel", "line", "count");
		for (int i = 0; i < info->ncalls && i < UC10_PROGRAM_MAX_PROFILE; i++)
			printf("  %-4d %-32s %-42s %-20s %12lu\n", i, info->checks[i].op,
			       p->kernel[i] ? p->kernel[i] : "-", info->checks[i].where, (unsigned long)p->count[i]);
		printf("  %-4s %-32s %-42s %-20s %12lu\n", "", "total", "", "", (unsigned long)p->total);
	}
#endif
	printf("program %s: %lld passed, %lld failed\n", info->name,
	       (long long)(checks - nbad + ok2 + ok3 + ok4 + f->refusals),
	       (long long)(nbad + !ok2 + !ok3 + !ok4 + f->tries - f->refusals));
	return ok && ok2 && ok3 && ok4 && f->refusals == f->tries;
}
