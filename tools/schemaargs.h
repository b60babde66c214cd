/*
 * tools/schemaargs.h - the arguments of a canonical schema string, one at a
 * time: the one scanner behind `make which ARGS=' (tools/whichargs.h) and
 * the conformance cases' calls (tests/conformance/confgen.c).  Plain C and
 * no uc10 header, so that confgen builds without the generated ones.
 */
#ifndef UC10_TOOLS_SCHEMAARGS_H
#define UC10_TOOLS_SCHEMAARGS_H

#include <stddef.h>
#include <string.h>

/*
 * The next argument of a canonical schema "ns::op(T name[=default], ...,
 * *, ...) -> R": its type without alias annotations (Tensor(a!) is
 * Tensor), its name and, where def is not NULL, its default (*def, *deflen
 * bytes; *def NULL without one).  *p starts after the '(' and moves past
 * the argument; 1, 0 at the closing ')', -1 for an argument that cannot be
 * read (no name, or too long for ty or name).
 */
static inline int sa_next(const char **p, char *ty, size_t tsz, char *name, size_t nsz, const char **def,
                          size_t *deflen)
{
	const char *s = *p, *b, *e, *end, *sp = NULL, *eq = NULL;
	int depth = 0;
	size_t t = 0, n;
	for (;;) {
		while (*s == ' ') s++;
		if (*s == ')' || !*s) return 0;
		for (b = s; *s && (depth || (*s != ',' && *s != ')')); s++) {
			if (*s == '"' || *s == '\'') {
				char q = *s;
				while (s[1] && s[1] != q) s++;
				if (s[1]) s++;
			} else if (*s == '(' || *s == '[') depth++;
			else if (*s == ')' || *s == ']') depth--;
			else if (*s == '=' && !depth && !eq) eq = s;
		}
		end = s;
		if (*s == ',') s++;
		e = eq ? eq : end;
		while (e > b && e[-1] == ' ') e--;
		if (e - b == 1 && *b == '*') { eq = NULL; continue; }   /* keyword-only marker */
		break;
	}
	*p = s;
	for (const char *q = b; q < e; q++)
		if (*q == ' ') sp = q;
	if (!sp) return -1;
	for (const char *q = b; q < sp && t + 1 < tsz; q++) {
		if (*q == '(') { while (q < sp && *q != ')') q++; continue; }
		ty[t++] = *q;
	}
	ty[t] = 0;
	n = (size_t)(e - sp - 1);
	if (n >= nsz) return -1;
	memcpy(name, sp + 1, n);
	name[n] = 0;
	if (def) {
		*def = NULL;
		*deflen = 0;
		if (eq) {
			while (end > eq + 1 && end[-1] == ' ') end--;
			*def = eq + 1;
			*deflen = (size_t)(end - *def);
		}
	}
	return 1;
}

#endif
