/* lookup.c - operators by name, through the generated perfect hash
 * (Note [Operator name hash] in m4/hash.m4).
 *
 * Note [Word lookup]
 * A lookup reads the query 4 bytes a step, twice: once to hash it (and
 * find its length), once to compare it with the one operator of its slot.
 * The hash works on the words of the qualified name "ns::name.overload",
 * so the words go into a buffer as they are hashed (`name', then `.' and
 * `overload' shifted into place: the overload rarely starts on a word
 * boundary of that stream); the operator's name is emitted 4-byte aligned
 * and zero-padded (m4/hash.m4, _uc10_nameref), so the compare is a fixed
 * number of aligned word compares, the last word holding the NUL.
 *
 * The query may lie anywhere and end anywhere.  Each of its words is read
 * only after the aligned word holding its last byte has been seen to hold
 * no NUL, by an aligned load: a load never reaches past the aligned word
 * that holds the string's NUL, so it stays in memory the string's own
 * words span (no page, MPU region or end of RAM is crossed).  That aligned
 * word may hold bytes past the NUL (another object, or padding): they are
 * read, then masked off.  Address- and ThreadSanitizer would report that
 * over-read of a few bytes of the same word, so the readers below are not
 * instrumented (UC10_NO_SANITIZE; the fuzz target checks their results
 * against a plain scan).  Where unaligned loads are legal (Cortex-M3/M4/M7,
 * x86) a word is one unaligned load; elsewhere (Cortex-M0, RV32: they
 * fault) it is shifted together from the two aligned words.
 */
#include <stdint.h>
#include <string.h>
#include "uc10/dispatcher.h"

/* The boards build with -Os, whose loops here cost a third more (address
 * arithmetic redone each word, constants reloaded): this file's few
 * hundred bytes are worth -O2 (BENCHMARKS.md, section 3). */
#if defined(__GNUC__) && !defined(__clang__) && defined(__OPTIMIZE_SIZE__)
#pragma GCC optimize("O2")
#endif

#define UC10_HASH_K 0x9e3779b1u
/* Words of the longest query kept for the compare (the stream and its
 * zero-padded last word): longer ones are compared byte by byte. */
#define UC10_LOOKUP_WORDS 64

#if defined(__GNUC__) || defined(__clang__)
#define UC10_ALWAYS_INLINE static inline __attribute__((always_inline))
#if defined(__clang__) || __GNUC__ >= 8
#define UC10_NO_SANITIZE __attribute__((no_sanitize("address", "thread")))
#else
#define UC10_NO_SANITIZE __attribute__((no_sanitize_address))
#endif
typedef uint32_t __attribute__((may_alias)) uc10_word_alias;
#else
#define UC10_ALWAYS_INLINE static inline
#define UC10_NO_SANITIZE
typedef uint32_t uc10_word_alias;
#endif

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define UC10_LE(x) __builtin_bswap32(x)
#else
#define UC10_LE(x) (x)
#endif
/* An aligned word, as a little-endian number (byte 0 in bits 0-7). */
#define LOAD_ALIGNED(p) UC10_LE(*(const uc10_word_alias *)(const void *)(p))
/* Set where some byte of x is 0: bit 7 of the first zero byte (the bits
 * above it may be set too). */
#define HAS_NUL(x) (((x) - 0x01010101u) & ~(x) & 0x80808080u)

#if defined(__ARM_FEATURE_UNALIGNED) || defined(__i386__) || defined(__x86_64__)
#define UC10_UNALIGNED_OK 1
#endif

static uint32_t ror16(uint32_t x)
{
	return x << 16 | x >> 16;
}

/* The query as the stream of words of "ns::name[.overload]". */
struct stream {
	uint32_t h;          /* hash of the words so far */
	uint32_t cur;        /* the bytes of the next word so far */
	unsigned sh;         /* 8 * how many: 0, 8, 16 or 24 */
	uint32_t *out;       /* where the next word goes */
	uint32_t *end;       /* the buffer's last word (kept for the last one) */
};

/* The 4 bytes at s, given the aligned words a and b they straddle
 * (o8 = 8 * (s & 3)); all of them in memory the string's words span. */
UC10_ALWAYS_INLINE UC10_NO_SANITIZE uint32_t straddle(const char *s, uint32_t a, uint32_t b, unsigned o8)
{
#if defined(UC10_UNALIGNED_OK)
	uint32_t w;
	(void)a, (void)b, (void)o8;
	memcpy(&w, s, 4);
	return UC10_LE(w);
#else
	(void)s;
	return a >> o8 | (b << 1) << (31 - o8);   /* b << (32 - o8), 0 for o8 = 0 */
#endif
}

#define LOW_BYTES(n) ((1u << 8 * (n)) - 1u)   /* n < 4 */
#define STEP(h, w) ((ror16(h) ^ (w)) * UC10_HASH_K)

/* Appends the string s (up to its NUL) to the stream; returns its length,
 * or (size_t)-1 if the buffer is full.  Note [Word lookup]: the aligned
 * word after the one a word ends in is loaded first, to find the NUL. */
UC10_ALWAYS_INLINE UC10_NO_SANITIZE size_t scan(struct stream *st, const char *s)
{
	unsigned off = (unsigned)((uintptr_t)s & 3u), o8 = 8 * off, n, sh = st->sh;
	const char *p = (const char *)((uintptr_t)s & ~(uintptr_t)3);   /* the aligned word holding s[0] */
	const char *q = s;
	uint32_t a = LOAD_ALIGNED(p) | LOW_BYTES(off), b, z, w, x;   /* bytes before s: not NUL */
	uint32_t h = st->h, cur = st->cur, *out = st->out, *end = st->end;
	if ((z = HAS_NUL(a)) != 0) {
		/* the whole string is in this word */
		n = (unsigned)__builtin_ctz(z) / 8 - off;
		w = (a >> o8) & LOW_BYTES(n);
		goto tail;
	}
	/* a holds no NUL: the string goes on into the next aligned word */
	p += 4;
	b = LOAD_ALIGNED(p);
	if (sh == 0) {
		while ((z = HAS_NUL(b)) == 0) {
			w = straddle(q, a, b, o8);
			h = STEP(h, w);
			if (out == end)
				return (size_t)-1;
			*out++ = w;
			q += 4;
			a = b;
			p += 4;
			b = LOAD_ALIGNED(p);
		}
	} else {
		/* after "name.": each word shifted into place */
		while ((z = HAS_NUL(b)) == 0) {
			w = straddle(q, a, b, o8);
			x = cur | w << sh;
			cur = w >> (32 - sh);
			h = STEP(h, x);
			if (out == end)
				return (size_t)-1;
			*out++ = x;
			q += 4;
			a = b;
			p += 4;
			b = LOAD_ALIGNED(p);
		}
	}
	/* left from q: a's bytes from off on, then b's before its NUL */
	n = 4 - off + (unsigned)__builtin_ctz(z) / 8;
	if (n >= 4) {
		w = straddle(q, a, b, o8);
		x = cur | w << sh;
		cur = (w >> 1) >> (31 - sh);   /* w >> (32 - sh), 0 for sh = 0 */
		h = STEP(h, x);
		if (out == end)
			return (size_t)-1;
		*out++ = x;
		q += 4;
		n -= 4;
		w = (b >> o8) & LOW_BYTES(n);
	} else {
		w = straddle(q, a, b, o8) & LOW_BYTES(n);
	}
tail:
	/* the last n < 4 bytes */
	if (sh + 8 * n >= 32) {
		x = cur | w << sh;
		cur = w >> (32 - sh);   /* sh > 0 here */
		h = STEP(h, x);
		if (out == end)
			return (size_t)-1;
		*out++ = x;
		sh = sh + 8 * n - 32;
	} else {
		cur |= w << sh;
		sh += 8 * n;
	}
	st->h = h;
	st->cur = cur;
	st->sh = sh;
	st->out = out;
	return (size_t)(q - s) + n;
}

/* The same hash a byte at a time (queries too long for the buffer, and
 * uc10_name_hash): the bytes of name, then `.' and overload if not empty;
 * the length of name in *nlen. */
static uint32_t hash_bytes(uint32_t seed, const char *name, const char *overload, size_t *nlen)
{
	uint32_t h = 0x811c9dc5u ^ seed, w = 0;
	size_t len = 0;
	const char *s = name;
	int part = 0;
	for (;;) {
		if (*s == 0) {
			if (part++ == 0) {
				*nlen = len;
				if (*overload) {
					s = overload;
					w |= (uint32_t)'.' << 8 * (len & 3);
					goto next;
				}
			}
			break;
		}
		w |= (uint32_t)(uint8_t)*s++ << 8 * (len & 3);
next:
		if ((++len & 3) == 0) {
			h = STEP(h, w);
			w = 0;
		}
	}
	if (len & 3)
		h = STEP(h, w);
	return STEP(h, (uint32_t)len);
}


uint32_t uc10_name_hash(const char *name, const char *overload, uint32_t seed)
{
	size_t n;
	return hash_bytes(seed, name ? name : "", overload ? overload : "", &n);
}

/* The operator of a's slot (Note [Operator name hash]), not yet compared. */
UC10_ALWAYS_INLINE const uc10_op *slot_of(const uc10_registry *r, uint32_t a)
{
	uint64_t p = (uint64_t)a * r->nbuckets;
	uint32_t d = r->disp[p >> 32], slot;
	if (d & 0x8000u) {
		slot = d & 0x7fffu;
		if (slot >= r->nops)
			return NULL;
	} else {
		uint32_t x = ((uint32_t)p & 0xffff0000u) + d * (a << 16);
		slot = (uint32_t)(((uint64_t)x * r->nops) >> 32);
	}
	return &r->ops[slot];
}

/* A query too long for the buffer: its bytes against the name's. */
static int same_slow(const char *a, const char *name, const char *overload)
{
	while (*name)
		if (*a++ != *name++)
			return 0;
	if (*overload) {
		if (*a++ != '.')
			return 0;
		while (*overload)
			if (*a++ != *overload++)
				return 0;
	}
	return *a == 0;
}

static const uc10_op *find_split(const uc10_registry *r, const char *q);

/* A query longer than the buffer: the byte-wise hash and compare. */
__attribute__((noinline)) static const uc10_op *find_long(const uc10_registry *r, const char *name,
                                                          const char *overload, int whole)
{
	size_t n;
	const uc10_op *op = slot_of(r, hash_bytes(r->seed, name, overload, &n));
	if (whole && n && name[n - 1] == '.')
		return find_split(r, name);
	if (!op || (!whole && n != op->name_len))
		return NULL;
	return same_slow(op->name, name, overload) ? op : NULL;
}

/* The 4 bytes at q, all of them the string's (not its NUL). */
UC10_ALWAYS_INLINE UC10_NO_SANITIZE uint32_t load_word(const char *q)
{
#if defined(UC10_UNALIGNED_OK)
	return straddle(q, 0, 0, 0);
#else
	/* the aligned word after q's holds at least the string's NUL */
	const char *p = (const char *)((uintptr_t)q & ~(uintptr_t)3);
	unsigned o8 = 8 * (unsigned)((uintptr_t)q & 3u);
	return straddle(q, LOAD_ALIGNED(p), LOAD_ALIGNED(p + 4), o8);
#endif
}

/* whole: name is "ns::name.overload" and overload "" (then the name's
 * length is not compared, only the stream).  Note [Word lookup]: the
 * name is hashed here, scanned as scan() does with nothing before it; the
 * overload, if any, by scan(), into buf.  The compare reads the name's
 * whole words again from the query (its own bytes: safe), then the rest
 * of the stream from buf: the name's last 0-3 bytes, `.', the overload. */
UC10_ALWAYS_INLINE UC10_NO_SANITIZE const uc10_op *find(const uc10_registry *r, const char *name,
                                                       const char *overload, int whole)
{
	uint32_t buf[UC10_LOOKUP_WORDS], *out = buf;
	uint32_t h = 0x811c9dc5u ^ r->seed, a, z, last;
	unsigned off = (unsigned)((uintptr_t)name & 3u), o8 = 8 * off, rem;
	const char *p = (const char *)((uintptr_t)name & ~(uintptr_t)3);
	const char *q = name, *sw;
	const uc10_op *op;
	size_t n, len;
	a = LOAD_ALIGNED(p) | LOW_BYTES(off);
	if ((z = HAS_NUL(a)) != 0) {
		rem = (unsigned)__builtin_ctz(z) / 8 - off;
		last = (a >> o8) & LOW_BYTES(rem);
	} else {
		uint32_t b;
		p += 4;
		b = LOAD_ALIGNED(p);
		while ((z = HAS_NUL(b)) == 0) {
			uint32_t w = straddle(p - 4 + off, a, b, o8);
			h = STEP(h, w);
			a = b;
			p += 4;
			b = LOAD_ALIGNED(p);
		}
		q = p - 4 + off;   /* where the word the loop stopped at starts */
		rem = 4 - off + (unsigned)__builtin_ctz(z) / 8;
		if (rem >= 4) {
			h = STEP(h, straddle(q, a, b, o8));
			q += 4;
			rem -= 4;
			last = (b >> o8) & LOW_BYTES(rem);
		} else {
			last = straddle(q, a, b, o8) & LOW_BYTES(rem);
		}
	}
	n = (size_t)(q - name) + rem;
	len = n;
	if (*overload) {
		/* ".overload" after the name's last rem bytes */
		struct stream st;
		size_t m;
		st.h = h;
		st.cur = last | (uint32_t)'.' << 8 * rem;
		st.sh = 8 * rem + 8;
		st.out = buf;
		st.end = buf + UC10_LOOKUP_WORDS - 1;   /* room for the last word */
		if (st.sh == 32) {
			st.h = STEP(st.h, st.cur);
			*st.out++ = st.cur;
			st.cur = 0;
			st.sh = 0;
		}
		if ((m = scan(&st, overload)) == (size_t)-1)
			return find_long(r, name, overload, whole);
		len += 1 + m;
		h = st.h;
		out = st.out;
		last = st.cur;
		rem = st.sh;
	}
	/* the last word, zero-padded: hashed if it holds bytes; compared
	 * always, so that the compare checks the stored name's NUL too */
	if (rem)
		h = STEP(h, last);
	op = slot_of(r, STEP(h, (uint32_t)len));
	if (whole && n && name[n - 1] == '.')
		return find_split(r, name);
	if (!op || (!whole && n != op->name_len))
		return NULL;
	/* the stored name: aligned, zero-padded (_uc10_nameref); a shorter
	 * one differs at its NUL word at the latest, so no read passes its end */
	sw = op->name;
	for (p = name; p != q; p += 4, sw += 4)
		if (LOAD_ALIGNED(sw) != load_word(p))
			return NULL;
	for (z = 0; buf + z != out; z++, sw += 4)
		if (LOAD_ALIGNED(sw) != buf[z])
			return NULL;
	return LOAD_ALIGNED(sw) == last ? op : NULL;
}

UC10_NO_SANITIZE const uc10_op *uc10_registry_find(const uc10_registry *r, const char *name, const char *overload)
{
	if (!name || r->nops == 0)
		return NULL;
	return find(r, name, overload ? overload : "", 0);
}

/* The old way, for the one query the whole-string compare gets wrong:
 * "ns::name." (a trailing `.' is the empty overload, as in parseName). */
static const uc10_op *find_split(const uc10_registry *r, const char *q)
{
	/* Split at the first '.' after "::"; names hold no other dots. */
	char buf[256];
	const char *sep = strstr(q, "::");
	const char *dot = sep ? strchr(sep, '.') : NULL;
	size_t n;
	if (!dot)
		return uc10_registry_find(r, q, "");
	n = (size_t)(dot - q);
	if (n >= sizeof buf)
		return NULL;
	memcpy(buf, q, n);
	buf[n] = 0;
	return uc10_registry_find(r, buf, dot + 1);
}

UC10_NO_SANITIZE const uc10_op *uc10_registry_find_qualified(const uc10_registry *r, const char *q)
{
	if (!q || r->nops == 0)
		return NULL;
	/* "ns::name.overload" is the stream itself: equal to an operator's
	 * name exactly when its parts are equal to that operator's parts
	 * (but for a trailing `.': find_split) */
	return find(r, q, "", 1);
}
