/*
 * report.c - `make program-check': compare a program's output with
 * PyTorch's, print the verdict, the plan and the profile (uc10/program.h).
 */
#include <math.h>
#include <stdio.h>
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

bool uc10_program_report(const uc10_program_info *info, uc10_status st, const uc10_tensor *out,
                         const uc10_program_reference *ref)
{
	const uc10_program_stats *s = uc10_program_last();
	int64_t checks, nbad;
	bool ok, ok2, ok3;

	if (st != UC10_OK) {
		const uc10_program_call *c = s->failed >= 0 ? &info->calls[s->failed] : NULL;
		printf("%s: FAILED%s%s%s%s: %s: %s\n", info->name, c ? " at " : "", c ? c->where : "", c ? " " : "",
		       c ? c->op : "", uc10_status_name(st), uc10_last_error());
		printf("program %s: 0 passed, 1 failed\n", info->name);
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
		const uc10_program_call *c = &info->calls[s->short_call];
		printf("%s: FAILED: %d call(s) ran without the scratch their kernel asked for (its slower fallback); the "
		       "first, %s %s, was refused %lu bytes (the plan reserves %lu)\n", info->name, s->short_calls, c->where,
		       c->op, (unsigned long)s->short_asked, (unsigned long)c->scratch);
	}
	if (s->spare_calls) {
		const uc10_program_call *c = &info->calls[s->spare_call];
		printf("%s: FAILED: %d call(s) used less scratch than the plan reserves; the first, %s %s, used %lu of "
		       "%lu bytes\n", info->name, s->spare_calls, c->where, c->op, (unsigned long)s->spare_used,
		       (unsigned long)c->scratch);
	}
	if (s->total)
		printf("%s: %lu %s per inference (%s)\n", info->name, (unsigned long)s->total, uc10_program_counter_unit(),
		       "the port's counter, summed over the calls");
#ifdef UC10_PROGRAM_PROFILE
	printf("%s: profile (%s)\n  %-4s %-32s %-42s %-20s %12s\n", info->name, uc10_program_counter_unit(), "call",
	       "operator", "kernel", "line", "count");
	for (int i = 0; i < info->ncalls && i < UC10_PROGRAM_MAX_PROFILE; i++)
		printf("  %-4d %-32s %-42s %-20s %12lu\n", i, info->calls[i].op, s->kernel[i] ? s->kernel[i] : "-",
		       info->calls[i].where, (unsigned long)s->ticks[i]);
	printf("  %-4s %-32s %-42s %-20s %12lu\n", "", "total", "", "", (unsigned long)s->total);
#endif
	printf("program %s: %lld passed, %lld failed\n", info->name, (long long)(checks - nbad + ok2 + ok3),
	       (long long)(nbad + !ok2 + !ok3));
	return ok && ok2 && ok3;
}
