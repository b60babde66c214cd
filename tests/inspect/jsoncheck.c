/*
 * jsoncheck.c - is stdin exactly one valid JSON value (RFC 8259)?  Exit 0
 * if so, else 1 with the offset of the first error.  The tests check
 * uc10-inspect's --json with it, so that no JSON tool is a dependency.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *s;
static size_t n, i;

static int value(int depth);

static void ws(void)
{
	while (i < n && strchr(" \t\r\n", s[i]))
		i++;
}

static int lit(const char *w)
{
	size_t l = strlen(w);
	if (n - i < l || memcmp(s + i, w, l) != 0)
		return 0;
	i += l;
	return 1;
}

static int string(void)
{
	if (i >= n || s[i++] != '"')
		return 0;
	while (i < n && s[i] != '"') {
		unsigned char c = (unsigned char)s[i++];
		if (c < 0x20)
			return 0;
		if (c == '\\') {
			if (i >= n)
				return 0;
			c = (unsigned char)s[i++];
			if (c == 'u') {
				int k;
				for (k = 0; k < 4; k++, i++)
					if (i >= n || !strchr("0123456789abcdefABCDEF", s[i]) || !s[i])
						return 0;
			} else if (!strchr("\"\\/bfnrt", c) || !c) {
				return 0;
			}
		}
	}
	return i++ < n;
}

static int digits(void)
{
	size_t b = i;
	while (i < n && s[i] >= '0' && s[i] <= '9')
		i++;
	return i > b;
}

static int number(void)
{
	if (i < n && s[i] == '-')
		i++;
	if (i < n && s[i] == '0')
		i++;
	else if (!digits())
		return 0;
	if (i < n && s[i] == '.' && (i++, !digits()))
		return 0;
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		if (!digits())
			return 0;
	}
	return 1;
}

static int list(int depth, char close, int keyed)
{
	i++;
	ws();
	if (i < n && s[i] == close)
		return i++, 1;
	for (;;) {
		ws();
		if (keyed) {
			if (!string())
				return 0;
			ws();
			if (i >= n || s[i++] != ':')
				return 0;
		}
		if (!value(depth + 1))
			return 0;
		ws();
		if (i < n && s[i] == ',') {
			i++;
			continue;
		}
		return i < n && s[i++] == close;
	}
}

static int value(int depth)
{
	ws();
	if (depth > 256 || i >= n)
		return 0;
	switch (s[i]) {
	case '{': return list(depth, '}', 1);
	case '[': return list(depth, ']', 0);
	case '"': return string();
	case 't': return lit("true");
	case 'f': return lit("false");
	case 'n': return lit("null");
	default: return number();
	}
}

int main(void)
{
	size_t cap = 1 << 16;
	s = malloc(cap);
	while (s) {
		size_t got = fread(s + n, 1, cap - n, stdin);
		n += got;
		if (got == 0)
			break;
		if (n == cap && !(s = realloc(s, cap *= 2)))
			break;
	}
	if (!s)
		return 2;
	if (value(0) && (ws(), i == n))
		return 0;
	fprintf(stderr, "jsoncheck: invalid JSON at byte %zu\n", i);
	return 1;
}
