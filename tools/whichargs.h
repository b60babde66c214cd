/*
 * tools/whichargs.h - what each argument of a call carries, for `make which'
 * (ARGS=) and `uc10-inspect --which --args': PyTorch computes a call's key
 * set from the arguments actually passed, so a call where an optional
 * tensor is None, a list is empty or a tensor is undefined (at::Tensor())
 * can only be asked argument by argument.
 *
 *   ARGS='name=VALUE,...'   VALUE is one of
 *     None          an optional argument passed as None (Tensor?, Tensor[]?)
 *     undefined     an undefined tensor, at::Tensor() (Tensor, Tensor?)
 *     []            an empty list (Tensor[], Tensor?[], Tensor[]?)
 *     [undefined]   a list of one undefined tensor (the same lists)
 *     K+K...        a tensor carrying these keys (a list: one such tensor)
 *
 * Every tensor argument not named carries KEYS, as without ARGS.  A name
 * that no operator asked about has, a value the argument's type cannot
 * take (None for a Tensor), a non-tensor argument or an unknown key is an
 * error naming the argument.  The key set is then the runtime's own
 * extraction (uc10_ivalue_ks, uc10/boxing.h) over boxed values, so an
 * undefined tensor brings its keys (UC10_KS_UNDEFINED_TENSOR) exactly as
 * it does in a boxed call.  Shared by tools/which.c and
 * tools/inspect/cmd_which.c.
 */
#ifndef UC10_TOOLS_WHICHARGS_H
#define UC10_TOOLS_WHICHARGS_H

#include <stdio.h>
#include <string.h>
#include "uc10/boxing.h"
#include "schemaargs.h"

#define WA_MAX 64   /* arguments of a schema (schema.m4's limit) and items of ARGS */

enum wa_kind { WA_NONE, WA_UNDEF, WA_EMPTY, WA_LIST_UNDEF, WA_KEYS };
static const char *const wa_kind_text[] = { "None", "undefined", "[]", "[undefined]", "keys" };

typedef struct wa_item {
	char name[64];
	enum wa_kind kind;
	uc10_ks ks;          /* WA_KEYS */
	int used;            /* some operator has an argument of this name */
} wa_item;

typedef struct wa_list {
	wa_item it[WA_MAX];
	unsigned n;
	char err[256];       /* the message of a failed call */
} wa_list;

/* Parse ARGS into w; -1 with w->err set on bad text. */
static inline int wa_parse(wa_list *w, const char *text)
{
	w->n = 0;
	w->err[0] = 0;
	while (text && *text) {
		size_t n = strcspn(text, ","), k;
		const char *eq = memchr(text, '=', n), *val, *bad;
		char keys[256];
		wa_item *it;
		if (!eq || eq == text || (size_t)(eq - text) >= sizeof it->name) {
			snprintf(w->err, sizeof w->err, "'%.*s' is not name=VALUE", (int)n, text);
			return -1;
		}
		if (w->n == WA_MAX) {
			snprintf(w->err, sizeof w->err, "more than %d arguments", WA_MAX);
			return -1;
		}
		it = &w->it[w->n];
		memcpy(it->name, text, (size_t)(eq - text));
		it->name[eq - text] = 0;
		for (k = 0; k < w->n; k++)
			if (strcmp(w->it[k].name, it->name) == 0) {
				snprintf(w->err, sizeof w->err, "argument '%s' named twice", it->name);
				return -1;
			}
		val = eq + 1;
		k = (size_t)(text + n - val);
		it->ks = 0;
		it->used = 0;
		if (k == 4 && memcmp(val, "None", 4) == 0) it->kind = WA_NONE;
		else if (k == 9 && memcmp(val, "undefined", 9) == 0) it->kind = WA_UNDEF;
		else if (k == 2 && memcmp(val, "[]", 2) == 0) it->kind = WA_EMPTY;
		else if (k == 11 && memcmp(val, "[undefined]", 11) == 0) it->kind = WA_LIST_UNDEF;
		else if (k == 0 || k >= sizeof keys) {
			snprintf(w->err, sizeof w->err, "%s: no value (None, undefined, [], [undefined] or keys K+K)",
			         it->name);
			return -1;
		} else {
			/* keys joined with `+': uc10_ks_parse takes them joined with `,' */
			memcpy(keys, val, k);
			keys[k] = 0;
			for (char *p = keys; *p; p++)
				if (*p == '+') *p = ',';
			it->kind = WA_KEYS;
			it->ks = uc10_ks_parse(keys, &bad);
			if (bad) {
				snprintf(w->err, sizeof w->err, "%s: '%s' %s", it->name, bad, uc10_key_why(bad));
				return -1;
			}
		}
		w->n++;
		text += n;
		if (*text == ',') text++;
	}
	return 0;
}

/* What a schema type is to dispatch (Note [Schema types in C]). */
enum wa_type { WT_OTHER, WT_TENSOR, WT_OPT, WT_LIST, WT_OPTLIST, WT_LISTOPT, WT_LISTLIST };

static inline enum wa_type wa_type_of(const char *ty)
{
	if (strcmp(ty, "Tensor") == 0) return WT_TENSOR;
	if (strcmp(ty, "Tensor?") == 0) return WT_OPT;
	if (strcmp(ty, "Tensor?[]") == 0) return WT_OPTLIST;
	if (strcmp(ty, "Tensor[]?") == 0 || strcmp(ty, "Tensor?[]?") == 0) return WT_LISTOPT;
	if (strcmp(ty, "Tensor[][]") == 0) return WT_LISTLIST;
	if (strncmp(ty, "Tensor[", 7) == 0 && ty[strlen(ty) - 1] == ']' && !strchr(ty + 7, '[')) return WT_LIST;
	return WT_OTHER;
}

/* May an argument of type t take value kind k? */
static inline int wa_fits(enum wa_type t, enum wa_kind k)
{
	switch (k) {
	case WA_NONE: return t == WT_OPT || t == WT_LISTOPT;
	case WA_UNDEF: return t == WT_TENSOR || t == WT_OPT;
	case WA_EMPTY: return t >= WT_LIST;
	case WA_LIST_UNDEF: return t == WT_LIST || t == WT_OPTLIST || t == WT_LISTOPT;
	case WA_KEYS: return t != WT_OTHER;
	}
	return 0;
}

/*
 * The key set of a call of operator `op' (its schema, argument count and
 * dispatch mask) with every tensor argument carrying `keys' unless w names
 * it.  -1 with w->err set when w names an argument of op with a value its
 * type cannot take, or op's schema cannot be read.
 */
static inline int wa_call_ks(wa_list *w, const char *op, const char *schema, unsigned nargs, uint64_t dispatch_args,
                      uc10_ks keys, uc10_ks *out)
{
	static uc10_tensor tensors[WA_MAX];
	static const uc10_tensor *ptrs[WA_MAX];
	const char *p = strchr(schema, '(');
	char ty[128], name[64];
	unsigned j = 0, k;
	int r;
	*out = 0;
	if (!p) goto unreadable;
	p++;
	while ((r = sa_next(&p, ty, sizeof ty, name, sizeof name, NULL, NULL)) == 1) {
		enum wa_type t = wa_type_of(ty);
		enum wa_kind kind = WA_KEYS;
		uc10_ks ks = keys;
		uc10_ivalue v;
		if (j == WA_MAX) goto unreadable;
		for (k = 0; k < w->n; k++)
			if (strcmp(w->it[k].name, name) == 0) {
				w->it[k].used = 1;
				kind = w->it[k].kind;
				ks = w->it[k].ks;
				if (t == WT_OTHER) {
					snprintf(w->err, sizeof w->err, "%s: argument '%s' of %s is %s, not a tensor",
					         name, name, op, ty);
					return -1;
				}
				if (!wa_fits(t, kind)) {
					snprintf(w->err, sizeof w->err, "%s=%s: argument '%s' of %s is a %s, which cannot be %s",
					         name, wa_kind_text[kind], name, op, ty, wa_kind_text[kind]);
					return -1;
				}
			}
		if (t != WT_OTHER && j < 64 && ((dispatch_args >> j) & 1u)) {
			/* the value as a boxed call would hold it; an undefined tensor's
			 * keys are uc10_tensor_undefined's (the tools link no tensor layer) */
			memset(&tensors[j], 0, sizeof tensors[j]);
			tensors[j].defined = kind != WA_UNDEF && kind != WA_LIST_UNDEF;
			tensors[j].key_set = tensors[j].defined ? ks : UC10_KS_UNDEFINED_TENSOR;
			ptrs[j] = &tensors[j];
			if (kind == WA_NONE) {
				v.tag = UC10_T_NONE;
			} else if (t == WT_TENSOR || t == WT_OPT) {
				v.tag = UC10_T_TENSOR;
				v.v.t = &tensors[j];
			} else {
				v.tag = t == WT_OPTLIST ? UC10_T_OPT_TENSOR_LIST : UC10_T_TENSOR_LIST;
				v.v.list.data = (const void *)&ptrs[j];
				v.v.list.len = kind == WA_EMPTY ? 0 : 1;
			}
			if (!uc10_ivalue_ks(&v, out)) goto unreadable;
		}
		j++;
	}
	if (r < 0 || j != nargs) goto unreadable;
	return 0;
unreadable:
	snprintf(w->err, sizeof w->err, "%s: cannot read the arguments of its schema %s", op, schema);
	return -1;
}

/* The first name of w that no operator had (after every wa_call_ks), or NULL. */
static inline const char *wa_unused(const wa_list *w)
{
	for (unsigned k = 0; k < w->n; k++)
		if (!w->it[k].used)
			return w->it[k].name;
	return NULL;
}

#endif
