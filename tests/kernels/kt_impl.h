/*
 * tests/kernels/kt_impl.h - the harness's functions (see kt.h).  Each test
 * program includes it once, so that its CHECKs count in tests/check.h's
 * counters, which are per program file.
 */
#include <math.h>
#include <string.h>
#include "kt.h"
#include "uc10/local.h"

uc10_arena kt_arena;
static size_t kt_limit_ = (size_t)-1;   /* bytes the call may have; -1: all */
static int kt_nomem_;                    /* exhaustion runs that failed (cleanly or not) */
static const kt_tensor *kt_undef_;       /* this input becomes an undefined tensor */
bool kt_messages;
const kt_msg *kt_msg_samples;
static int kt_msgs_checked_, kt_samples_checked_;
static bool kt_sample_hit_[64];   /* which kt_msg_samples rows met their case */

void kt_clear_msg(void)
{
	uc10_clear_last_error();
}

bool kt_expect_msg(const char *what, const char *needle)
{
	const char *m = uc10_last_error();

	kt_msgs_checked_++;
#ifdef KT_REPORT_MSG
	/* -DKT_REPORT_MSG: every message, to read them */
	printf("msg %s: %s\n", what, m);
#endif
	CHECK(m[0] != 0, "%s: failed without a message (uc10_last_error() is empty)", what);
	if (m[0] == 0)
		return false;
	if (needle) {
		kt_samples_checked_++;
		CHECK(strstr(m, needle) != NULL, "%s: message \"%s\" lacks \"%s\"", what, m, needle);
		return strstr(m, needle) != NULL;
	}
	return true;
}

/* How many messages were checked; there must have been some. */
void kt_msg_report(void)
{
	printf("messages: %d failed calls had one, %d checked against samples\n", kt_msgs_checked_, kt_samples_checked_);
	CHECK(kt_msgs_checked_ > 0 && (!kt_msg_samples || kt_samples_checked_ > 0), "no message was checked");
	for (const kt_msg *s = kt_msg_samples; s && s->name; s++)
		CHECK(s - kt_msg_samples < 64 && kt_sample_hit_[s - kt_msg_samples], "sample %s: no failed case of that name", s->name);
}

/* a failed case's message: non-empty, and the sample needles of its name */
static void kt_case_msg_(const kt_case *c)
{
	bool sampled = false;

	if (!kt_messages)
		return;
	for (const kt_msg *s = kt_msg_samples; s && s->name; s++)
		if (strcmp(s->name, c->name) == 0) {
			kt_expect_msg(c->name, s->needle);
			if (s - kt_msg_samples < 64)
				kt_sample_hit_[s - kt_msg_samples] = true;
			sampled = true;
		}
	if (!sampled)
		kt_expect_msg(c->name, NULL);
}
static _Alignas(8) unsigned char kt_buf[KT_ARENA_BYTES];

void kt_init(void)
{
	uc10_arena_init(&kt_arena, kt_buf, sizeof kt_buf);
	uc10_arena_set_current(&kt_arena);
}

const kt_qpc *kt_qpcs;

static const kt_qpc *qpc_(const kt_tensor *k)
{
	for (const kt_qpc *p = kt_qpcs; p && p->t; p++)
		if (p->t == k)
			return p;
	return NULL;
}

static uc10_tensor make_(const kt_tensor *k, void *data)
{
	const kt_qpc *pc = qpc_(k);
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	uc10_tensor t;
	uc10_status st;

	for (int i = 0; i < k->dim; i++) {
		sizes[i] = k->sizes[i];
		strides[i] = k->strides[i];
	}
	st = uc10_tensor_init_strided(&t, (uc10_dtype)k->dtype, sizes, strides, k->dim, k->offset,
	                              data ? data : (void *)&t);
	CHECK(st == UC10_OK, "kt: cannot make a tensor (%s)", uc10_status_name(st));
	if (!data)
		t.data = NULL;
	if (uc10_dtype_is_quantized((uc10_dtype)k->dtype) && pc) {
		st = uc10_tensor_set_qparams_per_channel(&t, pc->scales, pc->zps, pc->axis);
		CHECK(st == UC10_OK, "kt: bad per-channel q params (%s)", uc10_status_name(st));
	} else if (uc10_dtype_is_quantized((uc10_dtype)k->dtype)) {
		st = uc10_tensor_set_qparams(&t, k->scale, k->zp);
		CHECK(st == UC10_OK, "kt: bad q params %g %ld (%s)", k->scale, (long)k->zp, uc10_status_name(st));
	}
	return t;
}

uc10_tensor kt_view(const kt_tensor *k)
{
	if (k == kt_undef_) {
		uc10_tensor u;
		uc10_tensor_undefined(&u);
		return u;
	}
	return make_(k, (void *)k->data);
}

uc10_tensor kt_copy(const kt_tensor *k)
{
	size_t n = (size_t)k->n * uc10_dtype_itemsize((uc10_dtype)k->dtype);
	void *p = NULL;
	uc10_status st = uc10_arena_alloc(&kt_arena, n ? n : 1, UC10_ARENA_ALIGN, &p);

	if (k == kt_undef_)
		return kt_view(k);
	CHECK(st == UC10_OK, "kt: arena too small for a copy of %u bytes", (unsigned)n);
	if (st != UC10_OK)
		return make_(k, NULL);
	if (n)   /* k->data may be NULL for an empty tensor: memcpy(p, NULL, 0) is UB */
		memcpy(p, k->data, n);
	return make_(k, p);
}

uc10_scalar kt_sc(const kt_scalar *s)
{
	uc10_scalar v;

	memset(&v, 0, sizeof v);
	v.tag = (uc10_scalar_tag)s->tag;
	if (v.tag == UC10_SCALAR_INT)
		v.v.i = s->i;
	else if (v.tag == UC10_SCALAR_FLOAT)
		v.v.d = s->d;
	else
		v.v.b = s->i != 0;
	return v;
}

uc10_opt_scalar kt_osc(const kt_scalar *s)
{
	uc10_opt_scalar o;

	o.has = s->has;
	o.v = kt_sc(s);
	return o;
}

void kt_args_init(kt_args *a, const kt_case *c)
{
	a->c = c;
	a->k = 0;
	a->nb = 0;
}

int64_t kt_int(kt_args *a)
{
	return a->k < KT_NARGS ? a->c->a[a->k++] : 0;
}

uc10_int_list kt_list(kt_args *a)
{
	uc10_int_list l;
	int64_t *b = a->buf[a->nb++ & 3];
	int64_t n = kt_int(a);

	for (int64_t i = 0; i < n && i < UC10_MAX_DIMS + 2; i++)
		b[i] = kt_int(a);
	l.data = b;
	l.len = (size_t)n;
	return l;
}

uc10_opt_int_list kt_opt_list(kt_args *a)
{
	uc10_opt_int_list o;

	o.has = kt_int(a) != 0;
	if (o.has)
		o.v = kt_list(a);
	else
		o.v.data = NULL, o.v.len = 0;
	return o;
}

uc10_opt_int kt_opt_int(kt_args *a)
{
	uc10_opt_int o;

	o.has = kt_int(a) != 0;
	o.v = kt_int(a);
	return o;
}

uc10_opt_dtype kt_opt_dtype(kt_args *a)
{
	uc10_opt_dtype o;

	o.has = kt_int(a) != 0;
	o.v = (uc10_dtype)kt_int(a);
	return o;
}

uc10_opt_memory_format kt_opt_mf(kt_args *a)
{
	uc10_opt_memory_format o;

	o.has = kt_int(a) != 0;
	o.v = (uc10_memory_format)kt_int(a);
	return o;
}

static char *elem_(const uc10_tensor *t, int64_t i)
{
	int64_t off = 0;

	for (int d = t->dim - 1; d >= 0; d--) {
		off += (i % t->sizes[d]) * t->strides[d];
		i /= t->sizes[d];
	}
	return (char *)uc10_tensor_ptr(t) + off * (int64_t)uc10_dtype_itemsize((uc10_dtype)t->dtype);
}

double kt_get_f(const uc10_tensor *t, int64_t i)
{
	const char *p = elem_(t, i);

	switch (t->dtype) {
	case UC10_FLOAT32: { float f; memcpy(&f, p, 4); return f; }
	default: return (double)kt_get_i(t, i);
	}
}

int64_t kt_get_i(const uc10_tensor *t, int64_t i)
{
	const char *p = elem_(t, i);

	switch (t->dtype) {
	case UC10_INT64: { int64_t v; memcpy(&v, p, 8); return v; }
	case UC10_INT32: case UC10_QINT32: { int32_t v; memcpy(&v, p, 4); return v; }
	case UC10_INT16: { int16_t v; memcpy(&v, p, 2); return v; }
	case UC10_INT8: case UC10_QINT8: return *(const int8_t *)p;
	case UC10_UINT8: case UC10_QUINT8: return *(const uint8_t *)p;
	case UC10_BOOL: return *(const uint8_t *)p;
	case UC10_FLOAT32: { float f; memcpy(&f, p, 4); return (int64_t)f; }
	default: return 0;
	}
}

static int64_t ulps_(float a, float b)
{
	int32_t ia, ib;

	memcpy(&ia, &a, 4);
	memcpy(&ib, &b, 4);
	if (ia < 0)
		ia = INT32_MIN - ia;
	if (ib < 0)
		ib = INT32_MIN - ib;
	return ia > ib ? (int64_t)ia - ib : (int64_t)ib - ia;
}

bool kt_same_values(const uc10_tensor *t, const kt_tensor *e)
{
	return kt_expect(NULL, t, e);
}

/* e's values are in logical C order (expected results) */
static double e_get_f(const kt_tensor *e, int64_t i)
{
	switch (e->dtype) {
	case UC10_FLOAT32: return ((const float *)e->data)[i];
	case UC10_INT64: return (double)((const int64_t *)e->data)[i];
	case UC10_INT32: case UC10_QINT32: return ((const int32_t *)e->data)[i];
	case UC10_INT16: return ((const int16_t *)e->data)[i];
	case UC10_INT8: case UC10_QINT8: return ((const int8_t *)e->data)[i];
	default: return ((const uint8_t *)e->data)[i];
	}
}

static int64_t e_get_i(const kt_tensor *e, int64_t i)
{
	switch (e->dtype) {
	case UC10_INT64: return ((const int64_t *)e->data)[i];
	case UC10_INT32: case UC10_QINT32: return ((const int32_t *)e->data)[i];
	case UC10_INT16: return ((const int16_t *)e->data)[i];
	case UC10_INT8: case UC10_QINT8: return ((const int8_t *)e->data)[i];
	default: return ((const uint8_t *)e->data)[i];
	}
}

bool kt_expect(const kt_case *c, const uc10_tensor *t, const kt_tensor *e)
{
	const char *name = c ? c->name : "values";
	unsigned ulp = c ? c->ulp : 0;
	float rtol = c ? c->rtol : 0;
	int64_t n = 1;
	int bad = 0;

	if (!t->defined || t->dtype != e->dtype || t->dim != e->dim) {
		CHECK(0, "%s: got dtype %d dim %d defined %d, want dtype %d dim %d", name, t->dtype, t->dim,
		      t->defined, e->dtype, e->dim);
		return false;
	}
	for (int d = 0; d < e->dim; d++) {
		if (t->sizes[d] != e->sizes[d]) {
			CHECK(0, "%s: size[%d] = %ld, want %d", name, d, (long)t->sizes[d], e->sizes[d]);
			return false;
		}
		n *= e->sizes[d];
	}
	if (c) {
		for (int d = 0; d < e->dim; d++)
			CHECK(t->strides[d] == e->strides[d], "%s: stride[%d] = %ld, want %ld", name, d,
			      (long)t->strides[d], (long)e->strides[d]);
		CHECK(t->storage_offset == e->offset, "%s: storage offset %ld, want %ld", name,
		      (long)t->storage_offset, (long)e->offset);
		CHECK(t->key_set == uc10_dtype_key_set((uc10_dtype)e->dtype), "%s: key set %llx", name,
		      (unsigned long long)t->key_set);
		CHECK(t->is_contiguous == uc10_compute_contiguous(t->sizes, t->strides, t->dim) &&
		      t->is_channels_last == uc10_compute_channels_last_contiguous(t->sizes, t->strides, t->dim),
		      "%s: stale contiguity flags", name);
		if (uc10_dtype_is_quantized((uc10_dtype)e->dtype) && qpc_(e)) {
			const kt_qpc *pc = qpc_(e);
			bool same = t->qscheme == UC10_PER_CHANNEL_AFFINE && t->q_axis == pc->axis;
			for (int64_t ch = 0; same && ch < e->sizes[pc->axis]; ch++)
				same = t->q_scales[ch] == pc->scales[ch] && t->q_zero_points[ch] == pc->zps[ch];
			CHECK(same, "%s: per-channel q params differ from PyTorch's", name);
		} else if (uc10_dtype_is_quantized((uc10_dtype)e->dtype))
			CHECK(t->qscheme == UC10_PER_TENSOR_AFFINE && (float)t->q_scale == e->scale && t->q_zero_point == e->zp,
			      "%s: q params %g %ld, want %g %ld", name, t->q_scale, (long)t->q_zero_point,
			      (double)e->scale, (long)e->zp);
	}
	if (!e->data)
		n = 0;      /* geometry only (empty, empty_like) */
#ifdef KT_REPORT_ULP
	/* -DKT_REPORT_ULP: how far from PyTorch the cases with a tolerance are */
	if (c && (ulp || rtol > 0) && e->dtype == UC10_FLOAT32) {
		int64_t worst = 0;
		for (int64_t i = 0; i < n; i++) {
			float got = (float)kt_get_f(t, i), want = (float)e_get_f(e, i);
			if (got == got && want == want && ulps_(got, want) > worst)
				worst = ulps_(got, want);
		}
		printf("ulp %s: %lld\n", name, (long long)worst);
	}
#endif
	for (int64_t i = 0; i < n && bad < 3; i++) {
		if (e->dtype == UC10_FLOAT32) {
			float got = (float)kt_get_f(t, i), want = (float)e_get_f(e, i);
			bool ok = memcmp(&got, &want, 4) == 0 || (got != got && want != want);
			if (!ok && ulp && got == got && want == want && ulps_(got, want) <= ulp)
				ok = true;
			if (!ok && rtol > 0 && fabsf(got - want) <= rtol * (fabsf(want) > 1 ? fabsf(want) : 1))
				ok = true;
			if (!ok) {
				bad++;
				CHECK(0, "%s: [%ld] = %.9g, want %.9g", name, (long)i, (double)got, (double)want);
			}
		} else {
			int64_t got = kt_get_i(t, i), want = e_get_i(e, i);
			if (got != want) {
				bad++;
				CHECK(0, "%s: [%ld] = %lld, want %lld", name, (long)i, (long long)got, (long long)want);
			}
		}
	}
	if (c && !bad)
		CHECK(1, "%s", name);
	return bad == 0;
}

size_t kt_squeeze(void)
{
	if (kt_limit_ != (size_t)-1 && uc10_arena_avail(&kt_arena) > kt_limit_) {
		void *p;
		uc10_arena_alloc(&kt_arena, uc10_arena_avail(&kt_arena) - kt_limit_, 1, &p);
	}
	kt_arena.peak = kt_arena.used;
	kt_clear_msg();
	return kt_arena.used;
}

void kt_sweep(const kt_case *cases, int n, void (*run)(const kt_case *))
{
	for (int i = 0; i < n; i++) {
		size_t need, m = kt_arena.used;
		if (cases[i].status != UC10_OK)
			continue;
		kt_limit_ = (size_t)-1;
		run(&cases[i]);
		need = kt_arena.peak > m ? kt_arena.peak - m : 0;
		/* the peak includes the test's own copies, made before kt_squeeze: subtract nothing, the
		   limits below are only lower than what the call needs, which is what matters */
		if (need == 0)
			continue;
		{
			size_t lim[3] = { 0, need / 3, need - 1 };
			for (int k = 0; k < 3; k++) {
				kt_limit_ = lim[k];
				run(&cases[i]);
			}
		}
		kt_limit_ = (size_t)-1;
	}
	printf("exhaustion: %d calls failed with UC10_E_NOMEM\n", kt_nomem_);
	CHECK(kt_nomem_ > 0, "the exhaustion runs never ran out of memory");
}

void kt_sweep_undefined(const kt_case *cases, int n, void (*run)(const kt_case *))
{
	for (int i = 0; i < n; i++) {
		if (cases[i].status != UC10_OK || !cases[i].in[0])
			continue;
		kt_undef_ = cases[i].in[0];
		run(&cases[i]);
		kt_undef_ = NULL;
	}
}

void kt_check(const kt_case *c, uc10_status st, const uc10_tensor *result, size_t mark_before,
              size_t extra)
{
	size_t used = kt_arena.used;

	if (kt_undef_) {
		/* the first input undefined: an error (UC10_E_NULL from a kernel; the dispatcher may find
		   no kernel for the undefined tensor's keys, ADInplaceOrView and AutogradOther), nothing
		   allocated */
		(void)result;
		CHECK(st != UC10_OK && used == mark_before, "%s: with an undefined input: status %s", c->name,
		      uc10_status_name(st));
		if (kt_messages && st != UC10_OK)
			kt_expect_msg(c->name, NULL);
		return;
	}

	if (kt_limit_ != (size_t)-1) {
		/* exhaustion run: enough memory (the copies made before the squeeze took part of the
		   measured need) or UC10_E_NOMEM with nothing left behind */
		if (st == UC10_OK && c->out && result)
			kt_expect(c, result, c->out);
		else if (++kt_nomem_) {
			CHECK(st == UC10_E_NOMEM && used == mark_before, "%s: with %u bytes: status %s, arena %+ld",
			      c->name, (unsigned)kt_limit_, uc10_status_name(st), (long)(used - mark_before));
			if (kt_messages)
				kt_expect_msg(c->name, "memory");
		}
		return;
	}

	CHECK(st == c->status, "%s: status %s, want %s", c->name, uc10_status_name(st),
	      uc10_status_name((uc10_status)c->status));
	if (st != c->status)
		return;
	if (st != UC10_OK) {
		CHECK(used == mark_before, "%s: a failed call left %ld bytes in the arena", c->name,
		      (long)(used - mark_before));
		kt_case_msg_(c);
		return;
	}
	if (result && c->out)
		kt_expect(c, result, c->out);
	if (result) {
		unsigned char *p = result->data;
		size_t allowed = extra;
		if (p >= kt_arena.base + mark_before && p < kt_arena.base + kt_arena.size) {
			int64_t lo, hi;
			uc10_tensor_byte_span(result, &lo, &hi);
			allowed += (size_t)hi + UC10_ARENA_ALIGN - 1;
		}
		CHECK(used - mark_before <= allowed, "%s: the arena grew by %ld bytes, the result needs %ld",
		      c->name, (long)(used - mark_before), (long)allowed);
	}
}

/* The byte kt_begin fills a result tensor with: a call that wrote the tensor changed some of them. */
#define KT_UNWRITTEN 0xa5
static const uc10_tensor *kt_result_;   /* kt_begin's r and arena level (frames do not nest) */
static size_t kt_level_;

static inline size_t kt_begin(const kt_case *c, kt_args *g, uc10_tensor *r)
{
	if (g)
		kt_args_init(g, c);
	memset(r, KT_UNWRITTEN, sizeof *r);
	kt_result_ = r;
	return kt_level_ = kt_arena.used;
}

static inline void kt_untouched(const kt_case *c)
{
	const unsigned char *p = (const unsigned char *)kt_result_;
	size_t i = 0;

	while (i < sizeof *kt_result_ && p[i] == KT_UNWRITTEN)
		i++;
	CHECK(i == sizeof *kt_result_, "%s: a failed call wrote its result", c->name);
}

static inline void kt_end(const kt_case *c, uc10_status st, const uc10_tensor *result, size_t mark, size_t extra)
{
	kt_check(c, st, st == UC10_OK ? result : NULL, mark, extra);
	if (st != UC10_OK)
		kt_untouched(c);
	uc10_arena_release(&kt_arena, kt_level_);
}

void kt_run_all(const kt_case *cases, int n, void (*run)(const kt_case *))
{
	for (int i = 0; i < n; i++)
		run(&cases[i]);
	kt_sweep(cases, n, run);
	kt_sweep_undefined(cases, n, run);
}

int kt_main(const char *suite, const kt_case *cases, int n, void (*run)(const kt_case *), const kt_msg *samples)
{
	kt_init();
	kt_messages = true;
	kt_msg_samples = samples;
	kt_run_all(cases, n, run);
	kt_msg_report();
	return check_done(suite);
}
