/*
 * confgen.c - turn one conformance case (what was registered) and its
 * expected file (what PyTorch 1.13 did with it) into the files the
 * conformance test compares uc10 against.
 *
 *   confgen CASE.json EXPECTED.json OUTDIR
 *
 * writes into OUTDIR (which must exist):
 *   ops.m4          the case's accepted registrations, in uc10's m4 language
 *   rejectN.m4      ops.m4 plus one registration PyTorch refused, last
 *   rejectN.expect  one line: text the generator's error must contain
 *   expected.dump   what `make dump` must print for ops.m4
 *   queries.txt     one call per line: OP|KEYS|TLS|INCLUDE|EXCLUDE|ARGS
 *   expected.which  per call, the line `make which` must print for OP
 *   ran.txt         per call, OP|every kernel label PyTorch ran, in order
 *
 * The rules that map PyTorch's output onto uc10's are in README.md beside
 * this file.  Every input problem is reported as `confgen: FILE: ...` with
 * exit status 2; nothing is written unless both inputs are fully valid.
 *
 * libc only, C11.  Memory is never freed: the program lives for one case.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../tools/schemaargs.h"

/* ------------------------------------------------------------------------
 * Errors
 */

static const char *cur_file = "confgen";   /* file being read, for messages */

/* One line on stderr naming the file being converted; `kind' is "" or "note: ". */
static void vsay(const char *kind, const char *fmt, va_list ap)
{
	fprintf(stderr, "confgen: %s: %s", cur_file, kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

static _Noreturn void die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsay("", fmt, ap);
	va_end(ap);
	exit(2);
}

/* A remark for the human reading the test log; never changes the result. */
static void note(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsay("note: ", fmt, ap);
	va_end(ap);
}

static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		die("out of memory");
	return p;
}

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("out of memory");
	return p;
}

static char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

/* ------------------------------------------------------------------------
 * A small JSON reader (RFC 8259): objects, arrays, strings with escapes,
 * numbers, true/false/null.  Strings are NUL-terminated, so "\u0000" is
 * refused.  Duplicate object keys are refused: which one PyTorch meant
 * would be a guess.
 */

enum jtype { J_NULL, J_FALSE, J_TRUE, J_NUM, J_STR, J_ARR, J_OBJ };

typedef struct jval jval;
struct jval {
	enum jtype t;
	int line;           /* where the value starts, for messages */
	char *s;            /* J_STR: the text; J_NUM: the number as written */
	size_t n;           /* J_ARR, J_OBJ: number of items */
	jval **items;       /* J_ARR, J_OBJ: the values */
	char **keys;        /* J_OBJ: the keys, parallel to items */
};

#define JSON_MAX_DEPTH 100   /* deeper input is refused, not a stack overflow */

typedef struct {
	const char *p, *end;
	int line;
	int depth;
} jparser;

static _Noreturn void jfail(jparser *jp, const char *what)
{
	if (jp->p >= jp->end)
		die("%d: %s (at end of file)", jp->line, what);
	if ((unsigned char)*jp->p >= 0x20 && (unsigned char)*jp->p < 0x7f)
		die("%d: %s (at '%c')", jp->line, what, *jp->p);
	die("%d: %s (at byte 0x%02x)", jp->line, what, (unsigned char)*jp->p);
}

static void jskip_ws(jparser *jp)
{
	while (jp->p < jp->end) {
		char c = *jp->p;
		if (c == '\n')
			jp->line++;
		else if (c != ' ' && c != '\t' && c != '\r')
			return;
		jp->p++;
	}
}

static jval *jnew(jparser *jp, enum jtype t)
{
	jval *v = xmalloc(sizeof *v);
	memset(v, 0, sizeof *v);
	v->t = t;
	v->line = jp->line;
	return v;
}

/* Growable byte buffer for strings. */
typedef struct { char *b; size_t n, cap; } sbuf;

static void sb_init(sbuf *sb)
{
	sb->cap = 32;
	sb->b = xmalloc(sb->cap);
	sb->n = 0;
	sb->b[0] = '\0';
}

static void sb_put(sbuf *sb, char c)
{
	if (sb->n + 1 >= sb->cap) {
		sb->cap = sb->cap ? 2 * sb->cap : 32;
		sb->b = xrealloc(sb->b, sb->cap);
	}
	sb->b[sb->n++] = c;
	sb->b[sb->n] = '\0';
}

static void sb_utf8(sbuf *sb, unsigned long cp)
{
	if (cp < 0x80) {
		sb_put(sb, (char)cp);
	} else if (cp < 0x800) {
		sb_put(sb, (char)(0xc0 | (cp >> 6)));
		sb_put(sb, (char)(0x80 | (cp & 0x3f)));
	} else if (cp < 0x10000) {
		sb_put(sb, (char)(0xe0 | (cp >> 12)));
		sb_put(sb, (char)(0x80 | ((cp >> 6) & 0x3f)));
		sb_put(sb, (char)(0x80 | (cp & 0x3f)));
	} else {
		sb_put(sb, (char)(0xf0 | (cp >> 18)));
		sb_put(sb, (char)(0x80 | ((cp >> 12) & 0x3f)));
		sb_put(sb, (char)(0x80 | ((cp >> 6) & 0x3f)));
		sb_put(sb, (char)(0x80 | (cp & 0x3f)));
	}
}

/* The value of hex digit c, or -1. */
static int hexval(char c)
{
	if (c >= '0' && c <= '9') return c - '0';
	if (c >= 'a' && c <= 'f') return c - 'a' + 10;
	if (c >= 'A' && c <= 'F') return c - 'A' + 10;
	return -1;
}

static unsigned long jhex4(jparser *jp)
{
	unsigned long v = 0;
	for (int i = 0; i < 4; i++, jp->p++) {
		int d = jp->p < jp->end ? hexval(*jp->p) : -1;
		if (d < 0)
			jfail(jp, "\\u needs four hex digits");
		v = v * 16 + (unsigned long)d;
	}
	return v;
}

/* At the opening quote; returns the decoded string. */
static char *jstring(jparser *jp)
{
	sbuf sb;
	sb_init(&sb);
	jp->p++;                /* the opening quote */
	for (;;) {
		if (jp->p >= jp->end)
			jfail(jp, "unterminated string");
		unsigned char c = (unsigned char)*jp->p;
		if (c == '"') {
			jp->p++;
			return sb.b;
		}
		if (c < 0x20)
			jfail(jp, "control character in string (write it as an escape)");
		if (c != '\\') {
			sb_put(&sb, (char)c);
			jp->p++;
			continue;
		}
		jp->p++;
		if (jp->p >= jp->end)
			jfail(jp, "unterminated string");
		c = (unsigned char)*jp->p++;
		switch (c) {
		case '"': sb_put(&sb, '"'); break;
		case '\\': sb_put(&sb, '\\'); break;
		case '/': sb_put(&sb, '/'); break;
		case 'b': sb_put(&sb, '\b'); break;
		case 'f': sb_put(&sb, '\f'); break;
		case 'n': sb_put(&sb, '\n'); break;
		case 'r': sb_put(&sb, '\r'); break;
		case 't': sb_put(&sb, '\t'); break;
		case 'u': {
			unsigned long cp = jhex4(jp);
			if (cp >= 0xd800 && cp <= 0xdbff) {
				/* A high surrogate must be followed by \u + low surrogate. */
				if (jp->end - jp->p < 2 || jp->p[0] != '\\' || jp->p[1] != 'u')
					jfail(jp, "lone UTF-16 high surrogate");
				jp->p += 2;
				unsigned long lo = jhex4(jp);
				if (lo < 0xdc00 || lo > 0xdfff)
					jfail(jp, "bad UTF-16 low surrogate");
				cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
			} else if (cp >= 0xdc00 && cp <= 0xdfff) {
				jfail(jp, "lone UTF-16 low surrogate");
			}
			if (cp == 0)
				jfail(jp, "\\u0000 is not supported");
			sb_utf8(&sb, cp);
			break;
		}
		default:
			jp->p--;
			jfail(jp, "unknown escape in string");
		}
	}
}

static void jdigits(jparser *jp)
{
	if (jp->p >= jp->end || *jp->p < '0' || *jp->p > '9')
		jfail(jp, "digit expected in number");
	while (jp->p < jp->end && *jp->p >= '0' && *jp->p <= '9')
		jp->p++;
}

static jval *jvalue(jparser *jp);

static jval *jnumber(jparser *jp)
{
	jval *v = jnew(jp, J_NUM);
	const char *start = jp->p;
	if (*jp->p == '-')
		jp->p++;
	if (jp->p < jp->end && *jp->p == '0')
		jp->p++;        /* no leading zeros: "01" stops after the 0 */
	else
		jdigits(jp);
	if (jp->p < jp->end && *jp->p == '.') {
		jp->p++;
		jdigits(jp);
	}
	if (jp->p < jp->end && (*jp->p == 'e' || *jp->p == 'E')) {
		jp->p++;
		if (jp->p < jp->end && (*jp->p == '+' || *jp->p == '-'))
			jp->p++;
		jdigits(jp);
	}
	size_t n = (size_t)(jp->p - start);
	v->s = xmalloc(n + 1);
	memcpy(v->s, start, n);
	v->s[n] = '\0';
	return v;
}

static bool jliteral(jparser *jp, const char *word)
{
	size_t n = strlen(word);
	if ((size_t)(jp->end - jp->p) < n || memcmp(jp->p, word, n) != 0)
		return false;
	jp->p += n;
	return true;
}

static void jpush(jval *v, char *key, jval *item)
{
	/* Grow by doubling; n is small, so the arrays are reallocated rarely. */
	if ((v->n & (v->n - 1)) == 0) {
		size_t cap = v->n ? 2 * v->n : 1;
		v->items = xrealloc(v->items, cap * sizeof *v->items);
		if (v->t == J_OBJ)
			v->keys = xrealloc(v->keys, cap * sizeof *v->keys);
	}
	if (v->t == J_OBJ)
		v->keys[v->n] = key;
	v->items[v->n++] = item;
}

static jval *jcontainer(jparser *jp, enum jtype t)
{
	char close = t == J_ARR ? ']' : '}';
	jval *v = jnew(jp, t);
	if (++jp->depth > JSON_MAX_DEPTH)
		jfail(jp, "nested too deeply");
	jp->p++;        /* the opening bracket */
	jskip_ws(jp);
	if (jp->p < jp->end && *jp->p == close) {
		jp->p++;
		jp->depth--;
		return v;
	}
	for (;;) {
		char *key = NULL;
		jskip_ws(jp);
		if (t == J_OBJ) {
			if (jp->p >= jp->end || *jp->p != '"')
				jfail(jp, "object key (a string) expected");
			int kline = jp->line;
			key = jstring(jp);
			for (size_t i = 0; i < v->n; i++)
				if (strcmp(v->keys[i], key) == 0)
					die("%d: duplicate key \"%s\" in object", kline, key);
			jskip_ws(jp);
			if (jp->p >= jp->end || *jp->p != ':')
				jfail(jp, "':' expected after object key");
			jp->p++;
		}
		jpush(v, key, jvalue(jp));
		jskip_ws(jp);
		if (jp->p < jp->end && *jp->p == ',') {
			jp->p++;
			continue;
		}
		if (jp->p < jp->end && *jp->p == close) {
			jp->p++;
			jp->depth--;
			return v;
		}
		jfail(jp, t == J_ARR ? "',' or ']' expected" : "',' or '}' expected");
	}
}

static jval *jvalue(jparser *jp)
{
	jskip_ws(jp);
	if (jp->p >= jp->end)
		jfail(jp, "value expected");
	switch (*jp->p) {
	case '{': return jcontainer(jp, J_OBJ);
	case '[': return jcontainer(jp, J_ARR);
	case '"': {
		jval *v = jnew(jp, J_STR);
		v->s = jstring(jp);
		return v;
	}
	case 't': if (jliteral(jp, "true")) return jnew(jp, J_TRUE); break;
	case 'f': if (jliteral(jp, "false")) return jnew(jp, J_FALSE); break;
	case 'n': if (jliteral(jp, "null")) return jnew(jp, J_NULL); break;
	default:
		if (*jp->p == '-' || (*jp->p >= '0' && *jp->p <= '9'))
			return jnumber(jp);
	}
	jfail(jp, "value expected");
}

/* Reads and parses a whole file; sets cur_file so later messages name it. */
static jval *jload(const char *path)
{
	cur_file = path;
	FILE *f = fopen(path, "rb");
	if (!f)
		die("cannot open: %s", strerror(errno));
	size_t n = 0, cap = 65536;
	char *buf = xmalloc(cap);
	for (;;) {
		n += fread(buf + n, 1, cap - n, f);
		if (n < cap)
			break;
		cap *= 2;
		buf = xrealloc(buf, cap);
	}
	if (ferror(f))
		die("read error");
	fclose(f);
	if (memchr(buf, '\0', n))
		die("NUL byte in file: not a JSON text");
	jparser jp = { buf, buf + n, 1, 0 };
	/* A UTF-8 byte order mark is tolerated, as most JSON readers do. */
	if (n >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		jp.p += 3;
	jval *v = jvalue(&jp);
	jskip_ws(&jp);
	if (jp.p != jp.end)
		jfail(&jp, "text after the JSON value");
	return v;
}

static const char *jtype_name(enum jtype t)
{
	static const char *const names[] = {
		"null", "false", "true", "a number", "a string", "an array", "an object"
	};
	return names[t];
}

static jval *jget(const jval *obj, const char *key)
{
	for (size_t i = 0; i < obj->n; i++)
		if (strcmp(obj->keys[i], key) == 0)
			return obj->items[i];
	return NULL;
}

/* The member `key` of `obj`, which must exist and be of type t.
 * `where` names obj in messages ("calls[3]"). */
static jval *jneed(const jval *obj, const char *where, const char *key, enum jtype t)
{
	jval *v = jget(obj, key);
	if (!v)
		die("%d: %s: field \"%s\" is missing", obj->line, where, key);
	if (v->t != t)
		die("%d: %s.%s: expected %s, found %s", v->line, where, key,
		    jtype_name(t), jtype_name(v->t));
	return v;
}

/* Like jneed, but an absent member is NULL. */
static jval *jopt(const jval *obj, const char *where, const char *key, enum jtype t)
{
	return jget(obj, key) ? jneed(obj, where, key, t) : NULL;
}

static bool jbool_opt(const jval *obj, const char *where, const char *key)
{
	jval *v = jget(obj, key);
	if (!v)
		return false;
	if (v->t != J_TRUE && v->t != J_FALSE)
		die("%d: %s.%s: expected true or false, found %s", v->line, where, key,
		    jtype_name(v->t));
	return v->t == J_TRUE;
}

/* Structural equality; object member order does not matter. */
static bool jequal(const jval *a, const jval *b)
{
	if (a->t != b->t)
		return false;
	switch (a->t) {
	case J_NUM:
	case J_STR:
		return strcmp(a->s, b->s) == 0;
	case J_ARR:
		if (a->n != b->n)
			return false;
		for (size_t i = 0; i < a->n; i++)
			if (!jequal(a->items[i], b->items[i]))
				return false;
		return true;
	case J_OBJ:
		if (a->n != b->n)
			return false;
		for (size_t i = 0; i < a->n; i++) {
			jval *bv = jget(b, a->keys[i]);
			if (!bv || !jequal(a->items[i], bv))
				return false;
		}
		return true;
	default:
		return true;
	}
}

/* ------------------------------------------------------------------------
 * Names.  Everything that ends up in the m4 file or in the '|'-separated
 * text files is checked here, so that no input can break their syntax.
 */

static bool is_ident(const char *s)
{
	if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || *s == '_'))
		return false;
	for (s++; *s; s++)
		if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') ||
		      (*s >= '0' && *s <= '9') || *s == '_'))
			return false;
	return true;
}

/* NAME or NAME.OVERLOAD */
static bool is_opname(const char *s)
{
	const char *dot = strchr(s, '.');
	if (!dot)
		return is_ident(s);
	char *name = xstrdup(s);
	name[dot - s] = '\0';
	bool ok = is_ident(name) && is_ident(dot + 1);
	free(name);
	return ok;
}

/* The string member `key` of `obj`, which must be a C-style name. */
static const char *jname(const jval *obj, const char *where, const char *key)
{
	const jval *v = jneed(obj, where, key, J_STR);
	if (!is_ident(v->s))
		die("%d: %s.%s: \"%s\" is not a name (letters, digits, _)", v->line, where,
		    key, v->s);
	return v->s;
}

/* The 106 runtime table slots of PyTorch 1.13 in index order, from
 * ../../../shared/reference/pytorch-1.13-keys.txt, section "runtime table"
 * (slot 0 prints as "Undefined" in _dispatch_dump_table). */
static const char *const runtime_keys[] = {
	"Undefined",
	"CPU", "CUDA", "HIP", "XLA", "MPS", "IPU", "XPU", "HPU", "VE", "Lazy",
	"Meta", "PrivateUse1", "PrivateUse2", "PrivateUse3",
	"FPGA", "ORT", "Vulkan", "Metal",
	"QuantizedCPU", "QuantizedCUDA", "QuantizedHIP", "QuantizedXLA",
	"QuantizedMPS", "QuantizedIPU", "QuantizedXPU", "QuantizedHPU",
	"QuantizedVE", "QuantizedLazy", "QuantizedMeta", "QuantizedPrivateUse1",
	"QuantizedPrivateUse2", "QuantizedPrivateUse3",
	"CustomRNGKeyId", "MkldnnCPU",
	"SparseCPU", "SparseCUDA", "SparseHIP", "SparseXLA", "SparseMPS",
	"SparseIPU", "SparseXPU", "SparseHPU", "SparseVE", "SparseLazy",
	"SparseMeta", "SparsePrivateUse1", "SparsePrivateUse2", "SparsePrivateUse3",
	"SparseCsrCPU", "SparseCsrCUDA",
	"NestedTensorCPU", "NestedTensorCUDA", "NestedTensorHIP",
	"NestedTensorXLA", "NestedTensorMPS", "NestedTensorIPU",
	"NestedTensorXPU", "NestedTensorHPU", "NestedTensorVE",
	"NestedTensorLazy", "NestedTensorMeta", "NestedTensorPrivateUse1",
	"NestedTensorPrivateUse2", "NestedTensorPrivateUse3",
	"BackendSelect", "Python", "Fake", "FuncTorchDynamicLayerBackMode",
	"Functionalize", "Named", "Conjugate", "Negative", "ZeroTensor",
	"ADInplaceOrView", "AutogradOther",
	"AutogradCPU", "AutogradCUDA", "AutogradHIP", "AutogradXLA",
	"AutogradMPS", "AutogradIPU", "AutogradXPU", "AutogradHPU", "AutogradVE",
	"AutogradLazy", "AutogradMeta", "AutogradPrivateUse1",
	"AutogradPrivateUse2", "AutogradPrivateUse3",
	"AutogradNestedTensor", "Tracer",
	"AutocastCPU", "AutocastXPU", "AutocastCUDA",
	"FuncTorchBatched", "FuncTorchVmapMode", "Batched", "VmapMode",
	"FuncTorchGradWrapper", "DeferredInit", "PythonTLSSnapshot",
	"FuncTorchDynamicLayerFrontMode", "TESTING_ONLY_GenericWrapper",
	"TESTING_ONLY_GenericMode", "PythonDispatcher",
};
#define NUM_RUNTIME_KEYS ((int)(sizeof runtime_keys / sizeof runtime_keys[0]))
_Static_assert(sizeof runtime_keys / sizeof runtime_keys[0] == 106,
               "PyTorch 1.13 has 106 runtime table entries");

static int runtime_key_index(const char *name)
{
	for (int i = 0; i < NUM_RUNTIME_KEYS; i++)
		if (strcmp(runtime_keys[i], name) == 0)
			return i;
	return -1;
}

/* The fallthrough backend fallbacks uc10 ships, as PyTorch does (README,
 * semantics (f)).  A user fallback at one of them is a second fallback. */
static const char *const shipped_fallbacks[] = {
	"BackendSelect", "ADInplaceOrView", "AutogradOther", "AutogradCPU",
	"AutogradCUDA", "AutogradXLA", "AutogradMPS", "AutogradXPU", "AutogradHPU",
	"AutogradLazy", "AutocastCPU", "AutocastCUDA", "FuncTorchVmapMode", "VmapMode",
};

static bool is_shipped_fallback(const char *key)
{
	for (size_t i = 0; i < sizeof shipped_fallbacks / sizeof *shipped_fallbacks; i++)
		if (strcmp(shipped_fallbacks[i], key) == 0)
			return true;
	return false;
}

static bool starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* ------------------------------------------------------------------------
 * The case, validated
 */

typedef struct {
	const char *name;       /* foo or foo.overload */
	const char *schema;
	const jval *table;      /* expected ops.NAME.table */
	const jval *mismatches; /* expected ops.NAME.actual_table_mismatches, or NULL */
} opdef;

typedef struct {
	const jval *src;        /* the case's object, for matching registration_errors */
	bool is_fallback;
	const char *op;         /* impl only */
	const char *key;
	const char *kernel;
	bool fallthrough;       /* impl: "fallthrough": true; fallback: kind fallthrough */
	int reject;             /* 0, or N of rejectN.m4 */
	const char *expect;     /* reject only: the text the error must contain */
} reg;

typedef struct {
	const char *op;
	const char *keys, *tls, *include, *exclude;     /* comma-joined */
	const char *args;       /* make which's ARGS: what the oracle passed where not KEYS */
	uint64_t ks;
	const char *highest;
	int index;
	const char *kernel;     /* what `make which` prints after kernel= */
	const char *ran;        /* comma-joined */
} call;

static const char *ns;
static opdef *defs;
static size_t ndefs;
static reg *regs;
static size_t nregs;

/* regs[r], cleared, for item i of the case's array `list' (impls or
 * fallbacks), which must be an object; where names it in messages. */
static reg *reg_from(size_t r, const jval *v, const char *list, size_t i, char *where, size_t wsize)
{
	snprintf(where, wsize, "%s[%zu]", list, i);
	if (v->t != J_OBJ)
		die("%d: %s: expected an object", v->line, where);
	reg *g = &regs[r];
	memset(g, 0, sizeof *g);
	g->src = v;
	return g;
}
static call *calls;
static size_t ncalls;
static int nrejects;

static const opdef *find_def(const char *name)
{
	for (size_t i = 0; i < ndefs; i++)
		if (strcmp(defs[i].name, name) == 0)
			return &defs[i];
	return NULL;
}

/* Joins the strings of array `a` with ','.  Each must be a C-style name or,
 * if core_ok, one of PyTorch's own kernel labels "core:FILE:LINE"; so none
 * holds ',' or '|', the separators of queries.txt and ran.txt. */
static const char *join(const jval *a, const char *where, bool core_ok)
{
	sbuf sb;
	sb_init(&sb);
	for (size_t i = 0; i < a->n; i++) {
		const jval *v = a->items[i];
		if (v->t != J_STR)
			die("%d: %s[%zu]: expected a string, found %s", v->line, where, i,
			    jtype_name(v->t));
		if (!is_ident(v->s) &&
		    !(core_ok && starts_with(v->s, "core:") && !strpbrk(v->s, ",|\n\r")))
			die("%d: %s[%zu]: \"%s\" is not a %s", v->line, where, i, v->s,
			    core_ok ? "kernel label" : "name");
		if (i)
			sb_put(&sb, ',');
		for (const char *s = v->s; *s; s++)
			sb_put(&sb, *s);
	}
	return sb.b;
}

/* ------------------------------------------------------------------------
 * What each argument of a call carried
 */

/*
 * The oracle's call (oracle_helper.cpp, makeArg) passes an argument with a
 * default its default; otherwise, with tensor keys, every Tensor, Tensor?,
 * Tensor[] and Tensor?[] argument a tensor with those keys (a list: one
 * such tensor) and a Tensor[]? None; with none, an undefined tensor
 * (at::Tensor()) for Tensor and Tensor?, an empty list for Tensor[], a list
 * of one undefined tensor for Tensor?[].  The tensor arguments that do not
 * carry the keys are make which's ARGS (tools/whichargs.h); a default or a
 * type the oracle cannot pass stops confgen.
 */
static const char *call_args(const char *schema, bool nokeys, const char *where)
{
	sbuf sb;
	const char *s = strchr(schema, '(') + 1, *def;
	char ty[64], name[64];
	size_t dn;
	int r;
	sb_init(&sb);
	while ((r = sa_next(&s, ty, sizeof ty, name, sizeof name, &def, &dn)) == 1) {
		if (strncmp(ty, "Tensor", 6) != 0)
			continue;
		const char *val = NULL;
		if (def) {
			if (dn == 4 && memcmp(def, "None", 4) == 0) val = "None";
			else if (dn == 2 && memcmp(def, "[]", 2) == 0) val = "[]";
			else die("%s: argument %s: a default the oracle's call passes (%.*s) that make which "
			         "cannot name", where, name, (int)dn, def);
		} else if (strcmp(ty, "Tensor[]?") == 0 || strcmp(ty, "Tensor?[]?") == 0) {
			val = "None";
		} else if (strcmp(ty, "Tensor[][]") == 0) {
			die("%s: argument %s: the oracle cannot pass a %s", where, name, ty);
		} else if (nokeys) {
			val = strcmp(ty, "Tensor") == 0 || strcmp(ty, "Tensor?") == 0 ? "undefined"
			    : strcmp(ty, "Tensor?[]") == 0 ? "[undefined]" : "[]";
		}
		if (!val)
			continue;
		if (sb.n)
			sb_put(&sb, ',');
		for (const char *q = name; *q; q++)
			sb_put(&sb, *q);
		sb_put(&sb, '=');
		for (const char *q = val; *q; q++)
			sb_put(&sb, *q);
	}
	if (r < 0)
		die("%s: an argument of %s cannot be read", where, schema);
	return sb.b;
}

static void read_case(const char *path, const jval **case_name)
{
	const jval *c = jload(path);
	if (c->t != J_OBJ)
		die("%d: the case must be a JSON object", c->line);
	*case_name = jneed(c, "case", "name", J_STR);

	const jval *d = jneed(c, "case", "defs", J_ARR);
	if (d->n == 0)
		die("%d: case.defs: no operators", d->line);
	defs = xmalloc(d->n * sizeof *defs);
	for (size_t i = 0; i < d->n; i++) {
		const jval *v = d->items[i];
		if (v->t != J_STR)
			die("%d: defs[%zu]: expected a schema string", v->line, i);
		/* The schema goes between m4 quotes ` and ', and each registration
		 * must stay on one line so that error line numbers mean something. */
		if (strpbrk(v->s, "`'\n\r"))
			die("%d: defs[%zu]: schema contains ` ' or a newline, which the m4 "
			    "registration file cannot quote: %s", v->line, i, v->s);
		const char *paren = strchr(v->s, '(');
		if (!paren)
			die("%d: defs[%zu]: no '(' in schema: %s", v->line, i, v->s);
		char *name = xmalloc((size_t)(paren - v->s) + 1);
		memcpy(name, v->s, (size_t)(paren - v->s));
		name[paren - v->s] = '\0';
		if (!is_opname(name))
			die("%d: defs[%zu]: \"%s\" is not an operator name", v->line, i, name);
		if (find_def(name))
			die("%d: defs[%zu]: operator %s defined twice", v->line, i, name);
		defs[ndefs].name = name;
		defs[ndefs].schema = v->s;
		defs[ndefs].table = NULL;
		defs[ndefs].mismatches = NULL;
		ndefs++;
	}

	const jval *im = jopt(c, "case", "impls", J_ARR);
	const jval *fb = jopt(c, "case", "fallbacks", J_ARR);
	nregs = (im ? im->n : 0) + (fb ? fb->n : 0);
	regs = xmalloc(nregs * sizeof *regs);
	size_t r = 0;
	char where[64];
	for (size_t i = 0; im && i < im->n; i++, r++) {
		const jval *v = im->items[i];
		reg *g = reg_from(r, v, "impls", i, where, sizeof where);
		const jval *op = jneed(v, where, "op", J_STR);
		if (!find_def(op->s))
			die("%d: %s.op: %s is not in defs", op->line, where, op->s);
		g->op = op->s;
		g->key = jname(v, where, "key");
		g->kernel = jname(v, where, "kernel");
		g->fallthrough = jbool_opt(v, where, "fallthrough");
	}
	for (size_t i = 0; fb && i < fb->n; i++, r++) {
		const jval *v = fb->items[i];
		reg *g = reg_from(r, v, "fallbacks", i, where, sizeof where);
		g->is_fallback = true;
		g->key = jname(v, where, "key");
		g->kernel = jname(v, where, "kernel");
		const jval *kind = jneed(v, where, "kind", J_STR);
		if (strcmp(kind->s, "fallthrough") == 0)
			g->fallthrough = true;
		else if (strcmp(kind->s, "boxed") != 0 && strcmp(kind->s, "boxed_redispatch") != 0)
			die("%d: %s.kind: \"%s\" is not boxed, boxed_redispatch or fallthrough",
			    kind->line, where, kind->s);
	}
}

/* What uc10's generator must say when it refuses a registration PyTorch
 * refused.  Only errors with a known uc10 counterpart are accepted; any other
 * needs a human to decide what uc10 should do, so it stops confgen. */
static const char *reject_text(const reg *g, const jval *err, const char *where)
{
	if (g->is_fallback && strstr(err->s, "multiple backend fallbacks for the same dispatch key")) {
		/* uc10 only knows a fallback is a duplicate if the first one is a
		 * shipped core fallthrough or an accepted user fallback; PyTorch's
		 * boxed core fallbacks do not exist in uc10. */
		bool dup = is_shipped_fallback(g->key);
		for (size_t i = 0; !dup && i < nregs && &regs[i] != g; i++)
			if (regs[i].is_fallback && !regs[i].reject && strcmp(regs[i].key, g->key) == 0)
				dup = true;
		if (!dup)
			die("%d: %s: PyTorch refused a second fallback for %s, but the first one "
			    "is a PyTorch core fallback that uc10 does not ship, so uc10 would "
			    "accept it; decide by hand what this case should test",
			    err->line, where, g->key);
		size_t n = strlen("second fallback for key ") + strlen(g->key) + 1;
		char *s = xmalloc(n);
		snprintf(s, n, "second fallback for key %s", g->key);
		return s;
	}
	die("%d: %s: no rule for what uc10 should say about this refused registration "
	    "(teach reject_text() in confgen.c): %s", err->line, where, err->s);
}

/* What uc10's table holds at one slot, as `make which` names it: the kernel
 * label, "fallthrough", "ambiguous_autogradother" or "missing".  `entry` is
 * a table entry {kernel, source, fallthrough?}, or NULL if absent. */
static const char *uc10_entry(const jval *entry)
{
	if (!entry || entry->t != J_OBJ)
		return "missing";
	const jval *kernel = jget(entry, "kernel");
	const jval *source = jget(entry, "source");
	const jval *ft = jget(entry, "fallthrough");
	if (ft && ft->t == J_TRUE)
		return "fallthrough";
	if (source && source->t == J_STR && strcmp(source->s, "ambiguous autogradother") == 0)
		return "ambiguous_autogradother";
	if (!kernel || kernel->t != J_STR || starts_with(kernel->s, "core:"))
		return "missing";   /* PyTorch's boxed core fallbacks: not in uc10 */
	return kernel->s;
}

/* Fills k->kernel and k->ran for one call; see README.md, "Rules for rows
 * and calls that uc10 does not reproduce". */
static void call_kernel(call *k, const opdef *d, const jval *ran, const jval *err,
                        const char *where)
{
	const char *slot = runtime_keys[k->index];

	/* PyTorch 1.13 updates its tables incrementally and one registration
	 * order leaves a live entry stale (semantics (c)); uc10 computes whole
	 * tables, so the dump, not the call, says what uc10 must do there. */
	for (size_t i = 0; d->mismatches && i < d->mismatches->n; i++) {
		const jval *m = d->mismatches->items[i];
		const jval *key = jget(m, "key");
		if (!key || key->t != J_STR || strcmp(key->s, slot) != 0)
			continue;
		k->kernel = uc10_entry(jget(d->table, slot));
		k->ran = (strcmp(k->kernel, "missing") == 0 ||
		          strcmp(k->kernel, "ambiguous_autogradother") == 0 ||
		          strcmp(k->kernel, "fallthrough") == 0) ? "" : k->kernel;
		note("%s (%s): PyTorch's live table was stale at %s (ran [%s]); "
		     "expecting the dump's %s", where, d->name, slot,
		     join(ran, where, true), k->kernel);
		return;
	}

	if (ran->n > 0) {
		k->ran = join(ran, where, true);
		const char *first = ran->items[0]->s;
		if (starts_with(first, "core:")) {
			/* A boxed core fallback ran; uc10 has none, so the slot is
			 * missing there (it is not a fallthrough: the key set is the same). */
			note("%s (%s): PyTorch ran its core fallback %s, which uc10 does "
			     "not have; expecting missing", where, d->name, first);
			k->kernel = "missing";
			k->ran = "";
		} else {
			k->kernel = first;
		}
		return;
	}

	if (!err)
		die("%d: %s: \"ran\" is empty but there is no \"error\"", ran->line, where);
	k->ran = "";
	if (starts_with(err->s, "Could not run") ||
	    starts_with(err->s, "There were no tensor arguments"))
		k->kernel = "missing";
	/* 1.13's ambiguous_autogradother kernel raises "... has kernels
	 * registered to both CompositeImplicitAutograd and a backend mapped to
	 * AutogradOther ... (see Note [Ambiguity in AutogradOther kernel])". */
	else if (strstr(err->s, "Ambiguity in AutogradOther") ||
	         strstr(err->s, "mapped to AutogradOther"))
		k->kernel = "ambiguous_autogradother";
	else
		die("%d: %s (%s): no rule for what uc10 should print for this error "
		    "(teach call_kernel() in confgen.c): %s", err->line, where, d->name, err->s);
}

static uint64_t parse_ks(const jval *v, const char *where)
{
	const char *s = v->s;
	if (s[0] != '0' || (s[1] != 'x' && s[1] != 'X') || !s[2] || strlen(s + 2) > 16)
		die("%d: %s.dispatch_ks: \"%s\" is not 0x and 1-16 hex digits", v->line, where, s);
	uint64_t x = 0;
	for (s += 2; *s; s++) {
		int d = hexval(*s);
		if (d < 0)
			die("%d: %s.dispatch_ks: \"%s\" is not hex", v->line, where, v->s);
		x = x << 4 | (uint64_t)d;
	}
	return x;
}

static int parse_index(const jval *v, const char *where)
{
	const char *s = v->s;
	int x = 0;
	if (!*s || strlen(s) > 3)
		die("%d: %s.index: %s is not a table index 0..%d", v->line, where, s,
		    NUM_RUNTIME_KEYS - 1);
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			die("%d: %s.index: %s is not a table index 0..%d", v->line, where, v->s,
			    NUM_RUNTIME_KEYS - 1);
		x = x * 10 + (*s - '0');
	}
	if (x >= NUM_RUNTIME_KEYS)
		die("%d: %s.index: %s is not a table index 0..%d", v->line, where, v->s,
		    NUM_RUNTIME_KEYS - 1);
	return x;
}

static void read_table(opdef *d, const jval *table)
{
	char where[160];
	for (size_t i = 0; i < table->n; i++) {
		const char *key = table->keys[i];
		const jval *e = table->items[i];
		snprintf(where, sizeof where, "ops.%s.table.%s", d->name, key);
		if (runtime_key_index(key) < 0)
			die("%d: %s: not a runtime key of PyTorch 1.13", e->line, where);
		if (e->t != J_OBJ)
			die("%d: %s: expected an object", e->line, where);
		const jval *kernel = jneed(e, where, "kernel", J_STR);
		const jval *source = jneed(e, where, "source", J_STR);
		bool ft = jbool_opt(e, where, "fallthrough");
		if (!ft && !starts_with(kernel->s, "core:") && !is_ident(kernel->s))
			die("%d: %s.kernel: \"%s\" is not a kernel label", kernel->line, where,
			    kernel->s);
		if (!*source->s || strpbrk(source->s, "[]\n\r"))
			die("%d: %s.source: \"%s\" cannot be printed in brackets", source->line,
			    where, source->s);
	}
	d->table = table;
}

static void read_expected(const char *path, const jval *case_name)
{
	const jval *e = jload(path);
	char where[160];
	if (e->t != J_OBJ)
		die("%d: the expected file must be a JSON object", e->line);
	const jval *name = jneed(e, "expected", "name", J_STR);
	if (strcmp(name->s, case_name->s) != 0)
		die("%d: name \"%s\" is not the case's name \"%s\": wrong pair of files?",
		    name->line, name->s, case_name->s);
	ns = jname(e, "expected", "namespace");

	/* Tables */
	const jval *ops = jneed(e, "expected", "ops", J_OBJ);
	for (size_t i = 0; i < ops->n; i++)
		if (!find_def(ops->keys[i]))
			die("%d: ops.%s: not an operator of the case's defs", ops->items[i]->line,
			    ops->keys[i]);
	for (size_t i = 0; i < ndefs; i++) {
		opdef *d = &defs[i];
		snprintf(where, sizeof where, "ops.%s", d->name);
		const jval *op = jget(ops, d->name);
		if (!op)
			die("%d: ops: operator %s of the case's defs is missing", ops->line, d->name);
		if (op->t != J_OBJ)
			die("%d: %s: expected an object", op->line, where);
		read_table(d, jneed(op, where, "table", J_OBJ));
		d->mismatches = jopt(op, where, "actual_table_mismatches", J_ARR);
		for (size_t j = 0; d->mismatches && j < d->mismatches->n; j++) {
			const jval *m = d->mismatches->items[j];
			snprintf(where, sizeof where, "ops.%s.actual_table_mismatches[%zu]", d->name, j);
			if (m->t != J_OBJ)
				die("%d: %s: expected an object", m->line, where);
			jneed(m, where, "key", J_STR);
		}
	}

	/* Refused registrations.  Mark them all first: whether a fallback is a
	 * duplicate depends on which earlier ones were accepted. */
	const jval *errs = jneed(e, "expected", "registration_errors", J_ARR);
	reg **refused = xmalloc(errs->n * sizeof *refused);
	for (size_t i = 0; i < errs->n; i++) {
		const jval *r = errs->items[i];
		snprintf(where, sizeof where, "registration_errors[%zu]", i);
		if (r->t != J_OBJ)
			die("%d: %s: expected an object", r->line, where);
		jneed(r, where, "error", J_STR);
		const jval *what = jopt(r, where, "fallback", J_OBJ);
		bool is_fallback = what != NULL;
		if (!what)
			what = jopt(r, where, "impl", J_OBJ);
		if (!what)
			die("%d: %s: has neither \"fallback\" nor \"impl\"", r->line, where);
		/* The last equal registration is the refused one: the first of two
		 * equal ones was accepted. */
		reg *g = NULL;
		for (size_t j = nregs; j-- > 0;)
			if (regs[j].is_fallback == is_fallback && !regs[j].reject &&
			    jequal(regs[j].src, what)) {
				g = &regs[j];
				break;
			}
		if (!g)
			die("%d: %s: matches no %s of the case", r->line, where,
			    is_fallback ? "fallback" : "impl");
		g->reject = ++nrejects;
		refused[i] = g;
	}
	for (size_t i = 0; i < errs->n; i++) {
		snprintf(where, sizeof where, "registration_errors[%zu]", i);
		refused[i]->expect = reject_text(refused[i], jget(errs->items[i], "error"), where);
	}

	/* Calls */
	const jval *cs = jneed(e, "expected", "calls", J_ARR);
	ncalls = cs->n;
	calls = xmalloc((ncalls ? ncalls : 1) * sizeof *calls);
	for (size_t i = 0; i < ncalls; i++) {
		const jval *c = cs->items[i];
		call *k = &calls[i];
		snprintf(where, sizeof where, "calls[%zu]", i);
		if (c->t != J_OBJ)
			die("%d: %s: expected an object", c->line, where);
		const jval *op = jneed(c, where, "op", J_STR);
		const opdef *d = find_def(op->s);
		if (!d)
			die("%d: %s.op: %s is not in the case's defs", op->line, where, op->s);
		k->op = d->name;
		char sub[200];
		snprintf(sub, sizeof sub, "%s.tensor_keys", where);
		k->keys = join(jneed(c, where, "tensor_keys", J_ARR), sub, false);
		k->args = call_args(d->schema, k->keys[0] == 0, where);
		const jval *tls = jneed(c, where, "tls", J_STR);
		k->tls = tls->s;
		k->include = k->exclude = "";
		if (strcmp(tls->s, "custom") == 0) {
			snprintf(sub, sizeof sub, "%s.tls_included", where);
			k->include = join(jneed(c, where, "tls_included", J_ARR), sub, false);
			snprintf(sub, sizeof sub, "%s.tls_excluded", where);
			k->exclude = join(jneed(c, where, "tls_excluded", J_ARR), sub, false);
		} else if (strcmp(tls->s, "default") != 0 &&
		           strcmp(tls->s, "inference_mode") != 0 &&
		           strcmp(tls->s, "below_autograd") != 0) {
			die("%d: %s.tls: \"%s\" is not default, inference_mode, below_autograd "
			    "or custom", tls->line, where, tls->s);
		}
		k->ks = parse_ks(jneed(c, where, "dispatch_ks", J_STR), where);
		k->highest = jname(c, where, "highest");
		k->index = parse_index(jneed(c, where, "index", J_NUM), where);
		const jval *ran = jneed(c, where, "ran", J_ARR);
		snprintf(sub, sizeof sub, "%s.ran", where);
		join(ran, sub, true);          /* validates every element */
		call_kernel(k, d, ran, jopt(c, where, "error", J_STR), where);

		/* Cross-checks that only inform: the call and the dump should agree. */
		const char *slot = runtime_keys[k->index];
		const char *in_table = uc10_entry(jget(d->table, slot));
		if (strcmp(in_table, k->kernel) != 0)
			note("%s (%s): expecting kernel=%s but the table has %s at %s",
			     where, d->name, k->kernel, in_table, slot);
		if (strcmp(k->highest, slot) != 0)
			note("%s (%s): highest=%s but index %d is %s", where, d->name,
			     k->highest, k->index, slot);
	}
}

/* ------------------------------------------------------------------------
 * Output
 */

static const char *outdir;

static FILE *out_open(const char *name)
{
	size_t n = strlen(outdir) + 1 + strlen(name) + 1;
	char *path = xmalloc(n);
	snprintf(path, n, "%s/%s", outdir, name);
	cur_file = path;
	FILE *f = fopen(path, "w");
	if (!f)
		die("cannot create: %s", strerror(errno));
	return f;
}

static void out_close(FILE *f)
{
	if (ferror(f) | fclose(f))
		die("write error");
}

static void write_reg(FILE *f, const reg *g)
{
	if (g->is_fallback && g->fallthrough)
		fprintf(f, "UC10_FALLBACK_FALLTHROUGH(`%s')\n", g->key);
	else if (g->is_fallback)
		fprintf(f, "UC10_FALLBACK(`%s', `%s')\n", g->key, g->kernel);
	else if (g->fallthrough)
		fprintf(f, "UC10_IMPL_FALLTHROUGH(`%s', `%s', `%s')\n", ns, g->key, g->op);
	else
		fprintf(f, "UC10_IMPL(`%s', `%s', `%s', `%s')\n", ns, g->key, g->op, g->kernel);
}

/* The accepted registrations in case order (defs, impls, fallbacks), then
 * `last` if not NULL.  One registration per line, no comments: what m4
 * does with stray text is the generator's business, not this test's. */
static void write_m4(const char *name, const reg *last)
{
	FILE *f = out_open(name);
	fprintf(f, "UC10_LIBRARY(`%s')\n", ns);
	for (size_t i = 0; i < ndefs; i++)
		fprintf(f, "UC10_DEF(`%s', `%s')\n", ns, defs[i].schema);
	for (size_t i = 0; i < nregs; i++)
		if (!regs[i].reject)
			write_reg(f, &regs[i]);
	if (last)
		write_reg(f, last);
	out_close(f);
}

static void write_dump(void)
{
	FILE *f = out_open("expected.dump");
	for (size_t i = 0; i < ndefs; i++) {
		const opdef *d = &defs[i];
		fprintf(f, "%s::%s\n", ns, d->name);
		for (int k = 0; k < NUM_RUNTIME_KEYS; k++) {
			const jval *e = jget(d->table, runtime_keys[k]);
			if (!e)
				continue;
			const char *kernel = uc10_entry(e);
			/* uc10_entry says "missing" only for a boxed core fallback. */
			if (strcmp(kernel, "missing") == 0)
				continue;
			fprintf(f, "  %s: %s [%s]\n", runtime_keys[k], kernel,
			        jget(e, "source")->s);
		}
	}
	out_close(f);
}

static void write_calls(void)
{
	FILE *q = out_open("queries.txt");
	for (size_t i = 0; i < ncalls; i++)
		fprintf(q, "%s|%s|%s|%s|%s|%s\n", calls[i].op, calls[i].keys, calls[i].tls,
		        calls[i].include, calls[i].exclude, calls[i].args);
	out_close(q);

	FILE *w = out_open("expected.which");
	for (size_t i = 0; i < ncalls; i++)
		fprintf(w, "%s::%s ks=0x%016" PRIx64 " highest=%s index=%d kernel=%s\n",
		        ns, calls[i].op, calls[i].ks, calls[i].highest, calls[i].index,
		        calls[i].kernel);
	out_close(w);

	FILE *r = out_open("ran.txt");
	for (size_t i = 0; i < ncalls; i++)
		fprintf(r, "%s|%s\n", calls[i].op, calls[i].ran);
	out_close(r);
}

static void write_rejects(void)
{
	for (int n = 1; n <= nrejects; n++) {
		for (size_t i = 0; i < nregs; i++) {
			if (regs[i].reject != n)
				continue;
			char name[32];
			snprintf(name, sizeof name, "reject%d.m4", n);
			write_m4(name, &regs[i]);
			snprintf(name, sizeof name, "reject%d.expect", n);
			FILE *f = out_open(name);
			fprintf(f, "%s\n", regs[i].expect);
			out_close(f);
		}
	}
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: confgen CASE.json EXPECTED.json OUTDIR\n");
		return 2;
	}
	const jval *case_name;
	read_case(argv[1], &case_name);
	read_expected(argv[2], case_name);
	outdir = argv[3];
	write_m4("ops.m4", NULL);
	write_rejects();
	write_dump();
	write_calls();
	return 0;
}
