/*
 * fuzz_boxed.c - libFuzzer target: calls with random stacks, key sets and
 * arguments.  Every call must return a status, never
 * crash or hit undefined behaviour (ASan + UBSan), and keep the
 * dispatcher's promises:
 *   - a failed call leaves the stack (every value, len, ret_used) and the
 *     outputs exactly as they were, and a message;
 *   - a successful boxed call replaces the arguments by the returns and
 *     touches nothing below them; returned tensors live in the stack's pool
 *     or are the (in-place) arguments;
 *   - the local key sets are the same after the call as before;
 *   - kernels only ever see tensors of the pool (tests/reliability/relops.c
 *     returns UC10_E_INTERNAL otherwise, which is a finding here).
 *
 * Operators: tables/myops.m4 + tests/core/testops.m4 +
 * tests/reliability/relops.m4 with their real kernels (build/host/gen-rel).
 * Tensors: a pool of valid structs - float 2x3 ones with data, undefined
 * ones, and ones whose key sets come from the input (any 64 bits, or
 * combinations of real keys).  The input is read as a little stream of
 * choices (struct rd); running out of bytes reads zeros.  The first byte
 * picks the mode:
 *   0 boxed call, stack built from the operator's schema (a wrong value now
 *     and then), random cap / extra values below / tensor slots
 *   1 boxed call, stack of random values (tags, lengths)
 *   2 typed call through the generated wrapper, random (or NULL) arguments
 *   3 uc10_redispatch_boxed with a random key set, on a stack that
 *     uc10_call_boxed would accept (what a boxed fallback does)
 * and the local sets: defaults, random ones (stray bits included), or
 * InferenceMode / exclude / include guards around the call.
 * See tests/fuzz/README.md.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "uc10_ops.h"
#include "uc10/arena.h"
#include "uc10/boxing.h"
#include "uc10/tensor_util.h"
#include "relops.h"

/* ---- the input as a stream of choices ------------------------------------ */
typedef struct { const uint8_t *p; size_t n; } rd;
static uint8_t u8(rd *r) { if (!r->n) return 0; r->n--; return *r->p++; }
static uint64_t u64(rd *r)
{
	uint64_t x = 0;
	int i;
	for (i = 0; i < 8; i++) x = x << 8 | u8(r);
	return x;
}
static unsigned pick(rd *r, unsigned n) { return n ? u8(r) % n : 0; }
/* The next n bytes as a reader of their own: a value always takes the
 * same number of bytes whatever it decodes to, so a mutation of one value
 * does not shift the ones after it. */
static rd slice(rd *r, size_t n)
{
	rd s = { r->p, r->n < n ? r->n : n };
	r->p += s.n; r->n -= s.n;
	return s;
}
#define KS_BYTES 10
#define VAL_BYTES 12

static void fail(const char *what, const uc10_op *op)
{
	fprintf(stderr, "fuzz_boxed: %s (op %s; last message: %s)\n", what, op ? op->name : "-", uc10_last_error());
	abort();
}
#define MUST(c, what, op) do { if (!(c)) fail(what, op); } while (0)

/* ---- the pool -------------------------------------------------------------- */
#define NT 8
static uc10_tensor pool[NT];
static float pdata[NT][6];
static const int64_t SZ[2] = { 2, 3 };
static uc10_generator gens[2];
static uc10_storage stores[1];
static const char *const strs[] = { "a", "", "N", "a much longer string, with , and . and ::" };
static const int64_t ints[4] = { 1, 2, 3, 4 };
static const double floats[4] = { 0.5, -1, 1e300, 0 };
static const bool bools[4] = { true, false, true, false };
static const uc10_scalar scalars[2] = { { UC10_SCALAR_INT, { .i = 3 } }, { UC10_SCALAR_FLOAT, { .d = 0.25 } } };
static const uc10_complex cplx[2] = { { 1, 2 }, { 0, 0 } };
#define NL 3
static const uc10_tensor *lists[NL][4];
static unsigned char arena_buf[4096] __attribute__((aligned(8)));
static uc10_arena arena;

/* Kernels may only see tensors of the pool (relops.c asks this). */
bool rel_tensor_ok(const uc10_tensor *t)
{
	uintptr_t a = (uintptr_t)t, lo = (uintptr_t)&pool[0], hi = (uintptr_t)&pool[NT];
	return t && a >= lo && a < hi && (a - lo) % sizeof(uc10_tensor) == 0;
}

static uc10_ks gen_ks(rd *r0)
{
	rd s = slice(r0, KS_BYTES), *r = &s;
	uc10_ks k = 0;
	unsigned i, n;
	switch (pick(r, 5)) {
	case 0: return u64(r);                                    /* anything, stray bits too */
	case 1:                                                   /* a few real keys */
		n = 1 + pick(r, 4);
		for (i = 0; i < n; i++) k |= uc10_runtime_key_sets[pick(r, UC10_NUM_RUNTIME_ENTRIES)];
		return k;
	case 2: {                                                 /* what tensors carry */
		static const uc10_ks real[] = {
			UC10_KS_CPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU | UC10_KS_AutocastCPU,
			UC10_KS_QuantizedCPU | UC10_KS_ADInplaceOrView | UC10_KS_AutogradCPU,
			UC10_KS_Meta | UC10_KS_ADInplaceOrView | UC10_KS_AutogradMeta,
			UC10_KS_PrivateUse1 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse1,
			UC10_KS_PrivateUse3 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse3,
			UC10_KS_CPU | UC10_KS_TESTING_ONLY_GenericWrapper,
			UC10_KS_FPGA, UC10_KS_SparseCPU | UC10_KS_AutogradCPU,
		};
		return real[pick(r, sizeof real / sizeof real[0])];
	}
	case 3: return u64(r) & UC10_KS_FULL;
	default: return 0;
	}
}

static void pool_reset(rd *r)
{
	unsigned i;
	for (i = 0; i < NT; i++) {
		uc10_tensor_init(&pool[i], UC10_FLOAT32, SZ, 2, pdata[i]);
		memset(pdata[i], 0, sizeof pdata[i]);
	}
	memset(&pool[2], 0, sizeof pool[2]);                      /* undefined, empty key set */
	memset(&pool[3], 0, sizeof pool[3]);                      /* undefined, random key set */
	pool[3].key_set = gen_ks(r);
	for (i = 4; i < NT; i++)
		pool[i].key_set = gen_ks(r);
	for (i = 0; i < NL; i++) {
		unsigned j;
		for (j = 0; j < 4; j++) {
			unsigned c = pick(r, NT + 2);
			lists[i][j] = c < NT ? &pool[c] : c == NT ? &pool[0] : NULL;
		}
	}
	gens[0].key_set = UC10_KS_CPU;
	gens[1].key_set = gen_ks(r);
	stores[0].data = pdata[0];
	stores[0].nbytes = sizeof pdata[0];
}

static uc10_tensor *tensor_or_null(rd *r)
{
	unsigned c = pick(r, NT + 1);
	return c < NT ? &pool[c] : NULL;
}

/* ---- values ------------------------------------------------------------ */
/* One byte decides a list: its length, and (high bit) NULL data. */
static void list_val(rd *r, uc10_ivalue *v, uc10_tag tag, const void *data, size_t maxlen)
{
	uint8_t b = u8(r);
	v->tag = tag;
	v->v.list.len = b % (maxlen + 1);
	v->v.list.data = (b & 0x80) ? NULL : data;
}

/* Any value at all: every tag (and some that are none), sane payloads. */
static void random_val(rd *r0, uc10_ivalue *v)
{
	rd s_ = slice(r0, VAL_BYTES), *r = &s_;
	unsigned tag = pick(r, UC10_TAG_COUNT + 3);
	memset(v, 0, sizeof *v);
	switch (tag) {
	case UC10_T_NONE: v->tag = UC10_T_NONE; break;
	case UC10_T_TENSOR: v->tag = UC10_T_TENSOR; v->v.t = tensor_or_null(r); break;
	case UC10_T_INT: uc10_box_int(v, (int64_t)u64(r)); break;
	case UC10_T_FLOAT: { uint64_t b = u64(r); double d; memcpy(&d, &b, sizeof d); uc10_box_float(v, d); break; }
	case UC10_T_BOOL: uc10_box_bool(v, u8(r) & 1); break;
	case UC10_T_COMPLEX: uc10_box_complex(v, cplx[pick(r, 2)]); break;
	case UC10_T_SCALAR: {
		uc10_scalar s = scalars[pick(r, 2)];
		s.tag = (uc10_scalar_tag)pick(r, 5);                  /* 4: not a scalar tag */
		if (s.tag == UC10_SCALAR_BOOL) s.v.b = u8(r) & 1;
		uc10_box_scalar(v, s);
		break;
	}
	case UC10_T_STR: case UC10_T_DIMNAME: {
		unsigned c = pick(r, 5);
		v->tag = (uc10_tag)tag;
		v->v.str = c < 4 ? strs[c] : NULL;
		break;
	}
	case UC10_T_DTYPE: case UC10_T_LAYOUT: case UC10_T_MEMORY_FORMAT: case UC10_T_QSCHEME:
		v->tag = (uc10_tag)tag; v->v.e = (int)u8(r) - 8; break;
	case UC10_T_DEVICE: v->tag = UC10_T_DEVICE; v->v.dev.type = (int8_t)u8(r); v->v.dev.index = (int8_t)u8(r); break;
	case UC10_T_STREAM: v->tag = UC10_T_STREAM; v->v.i = (int64_t)u64(r); break;
	case UC10_T_GENERATOR: v->tag = UC10_T_GENERATOR; v->v.gen = pick(r, 3) < 2 ? &gens[pick(r, 2)] : NULL; break;
	case UC10_T_STORAGE: v->tag = UC10_T_STORAGE; v->v.st = pick(r, 2) ? &stores[0] : NULL; break;
	case UC10_T_TENSOR_LIST: case UC10_T_OPT_TENSOR_LIST:
		list_val(r, v, (uc10_tag)tag, lists[pick(r, NL)], 4); break;
	case UC10_T_INT_LIST: list_val(r, v, UC10_T_INT_LIST, ints, 4); break;
	case UC10_T_FLOAT_LIST: list_val(r, v, UC10_T_FLOAT_LIST, floats, 4); break;
	case UC10_T_BOOL_LIST: list_val(r, v, UC10_T_BOOL_LIST, bools, 4); break;
	case UC10_T_COMPLEX_LIST: list_val(r, v, UC10_T_COMPLEX_LIST, cplx, 2); break;
	case UC10_T_SCALAR_LIST: list_val(r, v, UC10_T_SCALAR_LIST, scalars, 2); break;
	case UC10_T_STR_LIST: case UC10_T_DIMNAME_LIST: list_val(r, v, (uc10_tag)tag, strs, 4); break;
	default: v->tag = (uc10_tag)(tag + 100); v->v.i = (int64_t)u64(r); break;   /* no such tag */
	}
}

/* ---- schema-guided values --------------------------------------------- */
#define MAXARGS 24
struct sig { unsigned n; char types[MAXARGS][24]; };
static struct sig sigs[UC10_NUM_OPS];

/* Argument types of a canonical schema: "ns::f(Tensor(a!) self, int[] x=[1, 2], *, ...) -> ..." */
static void parse_schema(const char *s, struct sig *g)
{
	const char *p = strchr(s, '(');
	int depth = 0;
	char item[128];
	size_t k = 0;
	g->n = 0;
	if (!p) return;
	for (p++; *p; p++) {
		if ((*p == ',' || *p == ')') && depth == 0) {
			item[k] = 0;
			if (k && strcmp(item, "*") != 0 && g->n < MAXARGS) {
				char *sp = strrchr(item, ' ');   /* "TYPE name[=default]": defaults hold no ' ' here */
				char *eq = strchr(item, '=');
				char *t = g->types[g->n++], *q;
				size_t m;
				if (eq) { *eq = 0; sp = strrchr(item, ' '); }
				if (sp) *sp = 0;
				/* drop alias annotations: Tensor(a!) -> Tensor */
				for (q = item, m = 0; *q && m < sizeof g->types[0] - 1; q++) {
					if (*q == '(') { while (*q && *q != ')') q++; if (!*q) break; continue; }
					t[m++] = *q;
				}
				t[m] = 0;
			}
			k = 0;
			if (*p == ')') return;
			while (p[1] == ' ') p++;
			continue;
		}
		if (*p == '(' || *p == '[') depth++;
		if (*p == ')' || *p == ']') depth--;
		if (k < sizeof item - 1) item[k++] = *p;
	}
}

static void typed_val(rd *r0, uc10_ivalue *v, const char *type)
{
	rd s_ = slice(r0, VAL_BYTES), *r = &s_;
	size_t n = strlen(type);
	bool opt = n && type[n - 1] == '?';
	memset(v, 0, sizeof *v);
	if (pick(r, 16) == 15) { random_val(r, v); return; }        /* a wrong one now and then */
	if (opt && pick(r, 3) == 0 && strcmp(type, "Tensor?[]") != 0) { v->tag = UC10_T_NONE; return; }
	if (!strncmp(type, "Tensor?[]", 9)) list_val(r, v, UC10_T_OPT_TENSOR_LIST, lists[pick(r, NL)], 4);
	else if (!strncmp(type, "Tensor[]", 8)) list_val(r, v, UC10_T_TENSOR_LIST, lists[pick(r, NL)], 4);
	else if (!strncmp(type, "Tensor", 6)) { v->tag = UC10_T_TENSOR; v->v.t = pick(r, 32) != 31 ? &pool[pick(r, NT)] : NULL; }
	else if (!strncmp(type, "int[]", 5)) list_val(r, v, UC10_T_INT_LIST, ints, 4);
	else if (!strncmp(type, "float[]", 7)) list_val(r, v, UC10_T_FLOAT_LIST, floats, 4);
	else if (!strncmp(type, "int", 3)) uc10_box_int(v, (int64_t)(int8_t)u8(r));
	else if (!strncmp(type, "float", 5)) uc10_box_float(v, (double)(int8_t)u8(r) / 4);
	else if (!strncmp(type, "bool", 4)) uc10_box_bool(v, u8(r) & 1);
	else if (!strncmp(type, "Scalar", 6)) {
		switch (pick(r, 3)) {
		case 0: uc10_box_scalar(v, scalars[pick(r, 2)]); break;
		case 1: uc10_box_int(v, (int8_t)u8(r)); break;
		default: uc10_box_float(v, 1.5); break;
		}
	}
	else if (!strncmp(type, "str", 3)) uc10_box_str(v, strs[pick(r, 4)]);
	else if (!strncmp(type, "Dimname", 7)) uc10_box_dimname(v, strs[pick(r, 4)]);
	else if (!strncmp(type, "ScalarType", 10)) uc10_box_dtype(v, (uc10_dtype)pick(r, 16));
	else if (!strncmp(type, "Device", 6)) uc10_box_device(v, (uc10_device){ 0, -1 });
	else if (!strncmp(type, "Generator", 9)) uc10_box_generator(v, &gens[pick(r, 2)]);
	else if (!strncmp(type, "Storage", 7)) uc10_box_storage(v, &stores[0]);
	else random_val(r, v);
}

/* ---- the stack and its snapshot ----------------------------------------- */
/* The values are built in sv, then copied to heap blocks of exactly `cap'
 * values and `nret' tensors, so that ASan sees any access past either. */
#define CAP 48
static uc10_ivalue sv[CAP], sv0[CAP];
static uc10_ivalue *hv;
static uc10_tensor *slots;
static uc10_stack stk, stk0;

static bool stack_unchanged(void)
{
	return stk.v == stk0.v && stk.len == stk0.len && stk.cap == stk0.cap && stk.ret == stk0.ret &&
	       stk.nret == stk0.nret && stk.ret_used == stk0.ret_used &&
	       (!hv || memcmp(hv, sv0, stk0.cap * sizeof hv[0]) == 0);
}

static bool returned_tensor_ok(const uc10_tensor *t)
{
	uintptr_t a = (uintptr_t)t, lo = (uintptr_t)slots, hi = lo + stk0.nret * sizeof *slots;
	return rel_tensor_ok(t) || (t && slots && a >= lo && a < hi);
}

/* ---- the local sets ---------------------------------------------------- */
static uc10_guard guards[3];
static int nguards;

static void locals(rd *r)
{
	uc10_local *l = uc10_local_get();
	memset(l, 0, sizeof *l);                                  /* the defaults */
	nguards = 0;
	switch (pick(r, 6)) {
	case 0: case 1: break;
	case 2: uc10_local_set(l, gen_ks(r), gen_ks(r)); break;
	case 3: guards[nguards++] = uc10_inference_mode_guard(); break;
	case 4: guards[nguards++] = uc10_exclude_guard(gen_ks(r)); guards[nguards++] = uc10_include_guard(gen_ks(r)); break;
	default: guards[nguards++] = uc10_below_autograd_guard(); guards[nguards++] = uc10_below_adinplace_guard(); break;
	}
}

/* ---- modes --------------------------------------------------------------- */
/* FUZZ_STATS=1 in the environment: a table of statuses per mode at exit,
 * to see that the input reaches the kernels and every refusal. */
static unsigned long stats[4][UC10_STATUS_COUNT];
static int cur_mode;
static void print_stats(void)
{
	static const char *const modes[4] = { "boxed/schema", "boxed/random", "typed", "redispatch" };
	int m, s;
	for (m = 0; m < 4; m++) {
		fprintf(stderr, "%-13s", modes[m]);
		for (s = 0; s < UC10_STATUS_COUNT; s++)
			if (stats[m][s]) fprintf(stderr, " %s:%lu", uc10_status_name((uc10_status)s), stats[m][s]);
		fprintf(stderr, "\n");
	}
}

static void check_status(uc10_status st, const uc10_op *op)
{
	if ((unsigned)st < UC10_STATUS_COUNT) stats[cur_mode][st]++;
	MUST((unsigned)st < UC10_STATUS_COUNT, "status out of range", op);
	MUST(st != UC10_E_INTERNAL, "a kernel got an argument the dispatcher should have refused", op);
	if (st != UC10_OK)
		MUST(uc10_last_error()[0] != 0, "failure without a message", op);
}

static void boxed(rd *r, const uc10_op *op, int mode)
{
	const struct sig *g = &sigs[op - uc10_ops];
	unsigned below = pick(r, 3), i, nret = pick(r, 6);
	uint16_t len;
	uc10_status st;
	size_t mark = uc10_arena_mark(&arena);
	memset(sv, 0, sizeof sv);
	if (mode == 1) {                                          /* random values */
		len = (uint16_t)pick(r, 24);
		for (i = 0; i < len; i++) random_val(r, &sv[i]);
	} else {                                                  /* the schema's */
		len = (uint16_t)(below + g->n);
		for (i = 0; i < below; i++) random_val(r, &sv[i]);
		for (i = 0; i < g->n; i++) typed_val(r, &sv[below + i], g->types[i]);
	}
	stk.len = len;
	stk.cap = (uint16_t)(len + pick(r, 8));
	if (pick(r, 16) == 15) stk.cap = (uint16_t)pick(r, CAP);   /* maybe less than len */
	if (stk.cap > CAP) stk.cap = CAP;
	/* 0..3: 3..0 tensor slots; 4: none; 5: a NULL pool that claims some */
	stk.nret = (uint16_t)(nret == 5 ? pick(r, 3) : nret == 4 ? 0 : 3 - nret);
	stk.ret_used = (uint16_t)pick(r, stk.nret + 2);
	hv = malloc(stk.cap * sizeof *hv);
	slots = nret == 5 ? NULL : malloc(stk.nret * sizeof *slots);
	if ((stk.cap && !hv) || (nret != 5 && stk.nret && !slots)) abort();
	if (stk.cap) memcpy(hv, sv, stk.cap * sizeof *hv);
	if (stk.nret && slots) memset(slots, 0xa5, stk.nret * sizeof *slots);
	stk.v = pick(r, 64) == 63 ? NULL : hv;
	stk.ret = slots;
	memcpy(sv0, sv, sizeof sv);
	stk0 = stk;

	if (mode == 3) {                                          /* as a boxed fallback does */
		uc10_status chk;
		(void)uc10_stack_dispatch_ks(op, &stk, &chk);
		if (chk != UC10_OK) goto out;
		st = uc10_redispatch_boxed(op, gen_ks(r), &stk);
	} else {
		st = uc10_call_boxed(pick(r, 128) != 127 ? op : NULL, pick(r, 128) != 127 ? &stk : NULL);
	}
	check_status(st, op);
	if (st != UC10_OK) {
		MUST(stack_unchanged(), "a failed boxed call changed the stack", op);
		MUST(arena.used == mark, "a failed call kept arena memory", op);
		goto out;
	}
	MUST(stk.v == stk0.v && stk.cap == stk0.cap && stk.ret == stk0.ret && stk.nret == stk0.nret,
	     "a boxed call changed the stack's storage", op);
	MUST(stk.len == stk0.len - op->nargs + op->nrets, "wrong number of values after the call", op);
	MUST(stk.ret_used == stk0.ret_used || (stk.ret_used > stk0.ret_used && stk.ret_used <= stk.nret),
	     "tensor slots miscounted", op);
	MUST(memcmp(hv, sv0, (size_t)(stk0.len - op->nargs) * sizeof hv[0]) == 0, "values below the arguments changed", op);
	for (i = stk0.len - op->nargs; i < stk.len; i++)
		if (hv[i].tag == UC10_T_TENSOR)
			MUST(returned_tensor_ok(hv[i].v.t), "a returned tensor lives outside the pool and slots", op);
out:
	uc10_arena_release(&arena, mark);
	free(hv);
	free(slots);
	hv = NULL;
	slots = NULL;
}

/* Typed calls: every wrapper of the set, arguments from the pool or NULL. */
static uc10_tensor o0, o1;
static int64_t oi;
static double of;
static bool ob;
static uc10_int_list oil;
static uc10_mut_tensor_list otl;
static unsigned char outs0[sizeof o0 * 2 + 64];

static void outs_snap(unsigned char *b)
{
	size_t k = 0;
	memset(b, 0, sizeof outs0);
	memcpy(b + k, &o0, sizeof o0); k += sizeof o0;
	memcpy(b + k, &o1, sizeof o1); k += sizeof o1;
	memcpy(b + k, &oi, sizeof oi); k += sizeof oi;
	memcpy(b + k, &of, sizeof of); k += sizeof of;
	memcpy(b + k, &ob, sizeof ob); k += sizeof ob;
	memcpy(b + k, &oil, sizeof oil); k += sizeof oil;
	memcpy(b + k, &otl, sizeof otl);
}

static uc10_tensor_list tlist(rd *r)
{
	unsigned k = pick(r, NL);
	size_t len = pick(r, 5);
	return (uc10_tensor_list){ pick(r, 8) != 7 ? lists[k] : NULL, len };
}

#define OUT(p) (pick(r, 32) != 31 ? (p) : NULL)
static uc10_status typed(rd *r, const uc10_op *op)
{
	const uc10_tensor *a = tensor_or_null(r), *b = tensor_or_null(r);
	uc10_tensor *m = tensor_or_null(r);
	int64_t k = (int8_t)u8(r);
	uc10_scalar sc = scalars[pick(r, 2)];
	uc10_tensor_list tl = tlist(r);
	uc10_tensor_list tl2 = tlist(r);
	uc10_opt_tensor_list otl_arg = { tl2.data, tl2.len };
	uc10_mut_tensor_list mtl = { (uc10_tensor *const *)tlist(r).data, pick(r, 5) };
	const char *s = pick(r, 8) != 7 ? strs[pick(r, 4)] : NULL;
	const char *dn = pick(r, 8) != 7 ? strs[pick(r, 4)] : NULL;
	uc10_generator *gen = pick(r, 8) != 7 ? &gens[pick(r, 2)] : NULL;
	const uc10_storage *st = pick(r, 8) != 7 ? &stores[0] : NULL;
	uc10_int_list il = { pick(r, 8) != 7 ? ints : NULL, pick(r, 5) };
	uc10_opt_float_list fl = { pick(r, 2) != 0, { pick(r, 8) != 7 ? floats : NULL, pick(r, 5) } };
	uc10_opt_dtype dt = { pick(r, 2) != 0, (uc10_dtype)pick(r, 16) };
	uc10_opt_float eps = { pick(r, 2) != 0, 0.5 };
	uc10_opt_scalar osc = { pick(r, 2) != 0, sc };
	uc10_device dev = { 0, -1 };
	bool flag = pick(r, 2) != 0;
	if (!a && pick(r, 4) != 3) a = &pool[0];                  /* mostly good calls */
	if (!m && pick(r, 4) != 3) m = &pool[1];
	if (op == UC10_OP_myops_myadd) return uc10_call_myops_myadd(OUT(&o0), a, b);
	if (op == UC10_OP_t_gen) return uc10_call_t_gen(OUT(&o0), a);
	if (op == UC10_OP_t_mk) return uc10_call_t_mk(OUT(&o0), k, dt);
	if (op == UC10_OP_t_scale_) return uc10_call_t_scale_(m, sc);
	if (op == UC10_OP_t_split_pair) return uc10_call_t_split_pair(OUT(&o0), OUT(&oi), a, k);
	if (op == UC10_OP_t_count) return uc10_call_t_count(OUT(&oi), tl, b, eps, otl_arg);
	if (op == UC10_OP_t_nop) return uc10_call_t_nop(a);
	if (op == UC10_OP_rel_which) return uc10_call_rel_which(OUT(&oi), a);
	if (op == UC10_OP_rel_which0) return uc10_call_rel_which0(OUT(&oi), k);
	if (op == UC10_OP_rel_args)
		return uc10_call_rel_args(OUT(&o0), OUT(&oi), OUT(&of), OUT(&ob), OUT(&o1), a, b, tl, otl_arg, m,
		                          pick(r, 2) ? m : NULL, mtl, s, pick(r, 2) ? s : NULL, pick(r, 2) ? gen : NULL,
		                          dn, il, fl, sc, osc, dt, dev, flag);
	if (op == UC10_OP_rel_add_out) return uc10_call_rel_add_out(a, b, m);
	if (op == UC10_OP_rel_chunks) return uc10_call_rel_chunks(OUT(&otl), a, k);
	if (op == UC10_OP_rel_shape) return uc10_call_rel_shape(OUT(&oil), a);
	if (op == UC10_OP_rel_named) return uc10_call_rel_named(OUT(&o0), a, s, dn, gen, st);
	if (op == UC10_OP_rel_pair) return uc10_call_rel_pair(OUT(&o0), OUT(&o1), a);
	fail("an operator without a typed call here: add it", op);
	return UC10_E_INTERNAL;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	unsigned i;
	(void)argc; (void)argv;
	for (i = 0; i < UC10_NUM_OPS; i++)
		parse_schema(uc10_ops[i].schema, &sigs[i]);
	uc10_arena_init(&arena, arena_buf, sizeof arena_buf);
	uc10_arena_set_current(&arena);
	if (getenv("FUZZ_STATS")) atexit(print_stats);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	rd r = { data, size };
	unsigned mode = pick(&r, 4);
	const uc10_op *op = uc10_registry_main.order[pick(&r, uc10_registry_main.nops)];
	uc10_local before;
	int i;
	cur_mode = (int)mode;
	arena.used = 0;
	pool_reset(&r);
	locals(&r);
	before = *uc10_local_get();
	if (mode == 2) {
		unsigned char outs1[sizeof outs0];
		uc10_status st;
		size_t mark = uc10_arena_mark(&arena);
		memset(&o0, 0x5a, sizeof o0); memset(&o1, 0x5a, sizeof o1);
		memset(&oi, 0x5a, sizeof oi); memset(&of, 0x5a, sizeof of); ob = true;
		memset(&oil, 0x5a, sizeof oil); memset(&otl, 0x5a, sizeof otl);
		outs_snap(outs0);
		st = typed(&r, op);
		check_status(st, op);
		outs_snap(outs1);
		if (st != UC10_OK) {
			MUST(memcmp(outs0, outs1, sizeof outs0) == 0, "a failed typed call wrote an output", op);
			MUST(arena.used == mark, "a failed call kept arena memory", op);
		}
	} else {
		boxed(&r, op, (int)mode);
	}
	MUST(uc10_local_get()->included_xor == before.included_xor && uc10_local_get()->excluded_xor == before.excluded_xor,
	     "the call changed the local key sets", op);
	for (i = nguards - 1; i >= 0; i--)
		uc10_guard_end(&guards[i]);
	return 0;
}
