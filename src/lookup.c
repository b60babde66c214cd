/* lookup.c - operators by name, through the generated perfect hash
 * (Note [Operator name hash] in m4/hash.m4).
 *
 * Note [Word lookup]
 * A lookup reads the query twice: once to hash it (and find its length),
 * once to compare it with the one operator of its slot.  The hash works on
 * the little-endian words of the qualified name "ns::name.overload": the
 * name is hashed 4 bytes a step; `.' and the overload (a few bytes, rarely
 * on a word boundary of that stream) a byte a step.  The operator's name
 * is emitted 4-byte aligned and zero-padded (m4/hash.m4, _uc10_nameref):
 * the compare reads it in aligned words against the query's name, its
 * length now known, then the name's last 0-3 bytes against the last word
 * the hash read (one word compare, NUL included, without an overload),
 * `.' and the overload a byte at a time.  One out-of-line hash loop and
 * one find serve uc10_registry_find, uc10_registry_find_qualified and
 * uc10_name_hash: the dispatcher core is to fit in 2 KB on Cortex-M4
 * (BENCHMARKS.md, sections 3 and 5), which wider or duplicated loops did
 * not fit.
 *
 * The query may lie anywhere and end anywhere.  While hashing, each of its
 * words is read only after the aligned word holding its last byte has been
 * seen to hold no NUL before it, by an aligned load: a load never reaches
 * past the aligned word that holds the string's NUL, so it stays in memory
 * the string's own words span (no page, MPU region or end of RAM is
 * crossed).  That aligned word may hold bytes past the NUL (another
 * object, or padding): they are read, then masked off.  Address- and
 * ThreadSanitizer would report that over-read of a few bytes of the same
 * word, so the readers below are not instrumented (UC10_NO_SANITIZE; the
 * fuzz target checks their results against a plain scan).  Where unaligned
 * loads are legal (Cortex-M3/M4/M7, x86) a word is one unaligned load;
 * elsewhere (Cortex-M0, RV32: they fault) it is shifted together from the
 * two aligned words, and only that reader is compiled.
 */
#include <stdint.h>
#include <string.h>
#include "uc10/dispatcher.h"

#define UC10_HASH_K 0x9e3779b1u

#if defined(__GNUC__) || defined(__clang__)
#if defined(__clang__) || __GNUC__ >= 8
#define UC10_NO_SANITIZE __attribute__((no_sanitize("address", "thread")))
#else
#define UC10_NO_SANITIZE __attribute__((no_sanitize_address))
#endif
#define UC10_NOINLINE __attribute__((noinline))
typedef uint32_t __attribute__((may_alias)) uc10_word_alias;
#else
#define UC10_NO_SANITIZE
#define UC10_NOINLINE
typedef uint32_t uc10_word_alias;
#endif

/* gcc at -Os (the boards): the hash loop at -O2, name_hash's note. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__OPTIMIZE_SIZE__)
#define UC10_O2 __attribute__((optimize("O2")))
#else
#define UC10_O2
#endif

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define UC10_LE(x) __builtin_bswap32(x)
#else
#define UC10_LE(x) (x)
#endif
/* An aligned word, as a little-endian number (byte 0 in bits 0-7). */
#define LOAD_ALIGNED(p) UC10_LE(*(const uc10_word_alias *)(const void *)(p))
/* Set where some byte of x is 0: bit 7 of the first zero byte (the bits
 * above it may be set too, never those below). */
#define HAS_NUL(x) (((x) - 0x01010101u) & ~(x) & 0x80808080u)
#define LOW_BYTES(n) ((1u << 8 * (n)) - 1u)   /* n < 4 */

#if defined(__ARM_FEATURE_UNALIGNED) || defined(__i386__) || defined(__x86_64__)
#define UC10_UNALIGNED_OK 1
/* The 4 bytes at s, all of them in memory the string's words span: one
 * unaligned load (a and b, the aligned words they straddle, unused). */
#define STRADDLE(s, a, b, o8) load_unaligned(s)
static inline uint32_t load_unaligned(const char *s)
{
	uint32_t w;
	memcpy(&w, s, 4);
	return UC10_LE(w);
}
#else
/* ... shifted together from the aligned words a and b they straddle
 * (o8 = 8 * (s & 3)); b << (32 - o8) is 0 for o8 = 0. */
#define STRADDLE(s, a, b, o8) ((a) >> (o8) | ((b) << 1) << (31 - (o8)))
#endif

static uint32_t ror16(uint32_t x)
{
	return x << 16 | x >> 16;
}

#define STEP(h, w) ((ror16(h) ^ (w)) * UC10_HASH_K)

/* What name_hash learns of the name besides the hash: strlen(name), and
 * its last len % 4 bytes as a little-endian word, zero above them (find
 * compares them as one word). */
struct uc10_nameinfo {
	size_t len;
	uint32_t tail;
};

/* The hash of "name", or "name.overload" if overload is neither NULL nor
 * empty; strlen(name) and the name's tail word in *ni.  Note [Word
 * lookup].  At -O2 on the -Os boards: there it is both smaller and 2-3
 * instructions a word faster (BENCHMARKS.md, section 3). */
static UC10_NOINLINE UC10_NO_SANITIZE UC10_O2 uint32_t name_hash(uint32_t seed, const char *name, const char *overload,
                                                                 struct uc10_nameinfo *ni)
{
	uint32_t h = 0x811c9dc5u ^ seed;
	unsigned off = (unsigned)((uintptr_t)name & 3u), o8 = 8 * off, n, sh;
	const char *p = name - off;   /* the aligned word holding name[0] */
	const char *q = name;
	uint32_t a = LOAD_ALIGNED(p) | LOW_BYTES(off), b, z = HAS_NUL(a), w, c;   /* bytes before name: not NUL */
	size_t len;
	/* a: the aligned word holding q[0] (at p), no NUL before q; z: its
	 * NUL, if any */
	while (z == 0) {
		p += 4;
		b = LOAD_ALIGNED(p);
		z = HAS_NUL(b);
		if (z & LOW_BYTES(off)) {
			/* the NUL is among b's first off bytes: q's word is short */
			n = 4 - off + (unsigned)__builtin_ctz(z) / 8;
			w = STRADDLE(q, a, b, o8) & LOW_BYTES(n);
			goto last;
		}
		/* q's 4 bytes are all the name's */
		h = STEP(h, STRADDLE(q, a, b, o8));
		q += 4;
		a = b;   /* no NUL before q (above); z: the NUL at or after q */
	}
	n = (unsigned)__builtin_ctz(z) / 8 - off;
	w = (a >> o8) & LOW_BYTES(n);
last:
	len = (size_t)(q - name) + n;
	ni->len = len;
	ni->tail = w;
	sh = 8 * n;
	if (overload && *overload) {
		const char *s = overload;
		c = '.';
		do {
			w |= c << sh;
			sh += 8;
			if (sh == 32) {
				h = STEP(h, w);
				w = 0;
				sh = 0;
			}
		} while ((c = (uint8_t)*s++) != 0);
		len += (size_t)(s - overload);
	}
	/* the last word, zero-padded, if it holds bytes; then the length */
	if (sh)
		h = STEP(h, w);
	return STEP(h, (uint32_t)len);
}

uint32_t uc10_name_hash(const char *name, const char *overload, uint32_t seed)
{
	struct uc10_nameinfo ni;
	return name_hash(seed, name ? name : "", overload, &ni);
}

static const uc10_op *slot_of(const uc10_registry *r, uint32_t a)
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

/* dot NULL: name "ns::name" and overload (NULL: "").  Else (whole): name
 * is "ns::name.overload" and overload NULL, the name's length is not
 * compared; a trailing `.' (the one query the whole-string compare gets
 * wrong) puts the length in *dot and returns NULL, for the caller to
 * split (no recursion: bounded stack, tests/reliability/stack.sh).  The stored name is aligned and zero-padded
 * (_uc10_nameref), read in order: a shorter one differs at its NUL word
 * at the latest, so no read passes its end.  The query's name is read
 * again a word at a time (its length now known: each word read is all of
 * its bytes, and on strict-alignment cores the aligned word after it holds
 * at least the NUL), its last 0-3 bytes as the one word name_hash kept
 * (with the NUL and padding, if no overload), `.' and the overload a byte
 * at a time. */
static UC10_NOINLINE UC10_NO_SANITIZE const uc10_op *find(const uc10_registry *r, const char *name,
                                                          const char *overload, size_t *dot)
{
	int whole = dot != NULL;
	const uc10_op *op;
	const char *sw;
	struct uc10_nameinfo ni;
	size_t n, k;
	uint32_t h, last;
	if (!name || r->nops == 0)
		return NULL;
	h = name_hash(r->seed, name, overload, &ni);
	n = ni.len;
	if (whole && n && name[n - 1] == '.') {
		*dot = n;
		return NULL;
	}
	op = slot_of(r, h);
	if (!op || (!whole && n != op->name_len))
		return NULL;
	sw = op->name;
	if ((k = n >> 2) != 0)
		do {
#if defined(UC10_UNALIGNED_OK)
			uint32_t w = STRADDLE(name, 0, 0, 0);
#else
			const char *p = (const char *)((uintptr_t)name & ~(uintptr_t)3);
			unsigned o8 = 8 * (unsigned)((uintptr_t)name & 3u);
			uint32_t w = STRADDLE(name, LOAD_ALIGNED(p), LOAD_ALIGNED(p + 4), o8);
#endif
			uint32_t v = LOAD_ALIGNED(sw);
			name += 4;
			sw += 4;
			if (v != w)
				return NULL;
		} while (--k);
	/* The name's last 0-3 bytes, as one word.  The stored word holds at
	 * least the NUL or `.' (its words so far were NUL-free); without an
	 * overload, the NUL and the zero padding after it match the tail's
	 * zero bytes: the whole word is the compare. */
	last = LOAD_ALIGNED(sw);
	if (!overload || !*overload)
		return last == ni.tail ? op : NULL;
	if ((last & LOW_BYTES(n & 3u)) != ni.tail)
		return NULL;
	sw += n & 3u;
	{
		const char *s = overload;
		if (*sw++ != '.')
			return NULL;
		do
			if (*sw++ != *s)
				return NULL;
		while (*++s);
	}
	return *sw == 0 ? op : NULL;
}

const uc10_op *uc10_registry_find(const uc10_registry *r, const char *name, const char *overload)
{
	return find(r, name, overload, NULL);
}

const uc10_op *uc10_registry_find_qualified(const uc10_registry *r, const char *q)
{
	/* "ns::name.overload" is the stream itself: equal to an operator's
	 * name exactly when its parts are equal to that operator's parts.
	 * But "ns::name." is "ns::name" with the empty overload (parseName):
	 * looked up as such, names hold no other dots ("ns::name.x." as a
	 * name without an overload has a length no name_len has). */
	char buf[256];
	size_t n = 0;
	const uc10_op *op = find(r, q, NULL, &n);
	if (n == 0 || n > sizeof buf)
		return op;
	memcpy(buf, q, n - 1);
	buf[n - 1] = 0;
	return find(r, buf, NULL, NULL);
}
