/*
 * The integer requantization (Note [integer requantization] in
 * kernels/quantized/quantized.h) against the float rule of Note [onednn
 * requantization], written here afresh (nearbyintf, not the library's
 * rounding): for records from scales and zero points over the whole range
 * the integer rule claims (and past it, where it must fall back), with and
 * without a bias (tiny, huge, negative), every accumulator next to each of
 * the 256 rounding boundaries, exact ties (power-of-two scales), the
 * window's edges, +-2^24 (where the float conversion starts rounding),
 * INT32_MIN / INT32_MAX and random ones; on the host also every
 * accumulator of some windows.  Both multiplies are compared (the 64-bit
 * one, and ARMv6-M's three 16 x 16 products), and the build's
 * uc10__qrequant_u8.  No difference is allowed.
 */
#include <math.h>
#include <stdint.h>
#include "check.h"
#include "quantized/quantized.h"

#if defined(UC10_PORT_HOST)
#define CHANNELS 6000   /* random records */
#define SWEEPS 24       /* records whose window is compared accumulator by accumulator */
#define STEP 1          /* every rounding boundary */
#else
#define CHANNELS 250
#define SWEEPS 0
#define STEP 3          /* every third one */
#endif

static uint32_t seed = 88172645u;
static uint32_t rnd(void)
{
	seed ^= seed << 13, seed ^= seed >> 17, seed ^= seed << 5;
	return seed;
}

/* uniform in [lo, hi) */
static double unif(double lo, double hi)
{
	return lo + (hi - lo) * (double)rnd() / 4294967296.0;
}

/* y = ((float)acc + b * bs) * os + yz, each operation rounded to float, q = clamp(nearbyint(y), 0, 255) */
static uint8_t ref(const uc10__qrequant *r, int32_t acc)
{
	volatile float a = (float)acc, t, u, y, q;
	t = a + r->bias;
	u = t * r->out_scale;
	y = u + r->zero_point;
	q = nearbyintf(y);
	return !(q > 0.0f) ? 0 : q >= 255.0f ? 255 : (uint8_t)q;
}

static long compared, bad;

static void one(const uc10__qrequant *r, int64_t acc64)
{
	const int32_t acc = acc64 < INT32_MIN ? INT32_MIN : acc64 > INT32_MAX ? INT32_MAX : (int32_t)acc64;
	const uint8_t want = ref(r, acc), a = uc10__qrequant_int(r, acc, 0), b = uc10__qrequant_int(r, acc, 1),
	              c = uc10__qrequant_u8(r, acc);
	compared++;
	if ((a != want || b != want || c != want) && bad++ < 10)
		printf("acc %ld (bias %a, scale %a, zero point %g; window %ld + %lu): %d %d %d, want %d\n", (long)acc,
		       (double)r->bias, (double)r->out_scale, (double)r->zero_point, (long)r->acc_lo, (unsigned long)r->n, a,
		       b, c, want);
}

/* The accumulators where a record's result can go wrong, and some anywhere. */
static void record(const uc10__qrequant *r)
{
	static const int64_t special[] = { INT32_MIN, INT32_MIN + 1, -16777217, -16777216, -16777215, -1, 0, 1,
	                                   16777215, 16777216, 16777217, INT32_MAX - 1, INT32_MAX };
	const double S = r->out_scale, B = r->bias, Z = r->zero_point;

	for (size_t i = 0; i < sizeof special / sizeof special[0]; i++)
		one(r, special[i]);
	if (S > 0 && isfinite(S) && isfinite(B))
		for (int k = -1; k <= 256; k += (k < 1 || k > 253) ? 1 : STEP) {
			/* the real accumulator where y = k + 0.5, and its neighbours */
			const double a = floor((k + 0.5 - Z) / S - B);
			if (a > -3e9 && a < 3e9)
				for (int d = -2; d <= 2; d++)
					one(r, (int64_t)a + d);
		}
	for (int d = -2; d <= 2; d++) {
		one(r, (int64_t)r->acc_lo + d);
		one(r, (int64_t)r->acc_lo + (int64_t)r->n - 1 + d);
	}
	for (int i = 0; i < 8; i++) {
		one(r, (int32_t)rnd());
		one(r, (int64_t)(rnd() % 33554633u) - 16777316);
		if (r->n)
			one(r, (int64_t)r->acc_lo + rnd() % r->n);
	}
}

static void init(uc10__qrequant *r, double xs, double ws, double ys, int64_t yz, int has_bias, float b)
{
	uc10__qrequant_init(r, xs, ws, ys, yz, has_bias ? &b : NULL);
}

/* A bias: none, 0, -0, small or large, tiny, huge, or at 2^30 (the integer rule's limit). */
static float rnd_bias(int *has)
{
	const float sign = rnd() & 1 ? 1.0f : -1.0f;
	*has = 1;
	switch (rnd() % 9) {
	case 0: *has = 0; return 0.0f;
	case 1: return 0.0f * sign;
	case 2: return sign * (float)unif(0, 2);
	case 3: return sign * (float)pow(2.0, unif(-8, 8));
	case 4: return sign * (float)pow(2.0, unif(-40, -20));
	case 5: return sign * (float)pow(2.0, unif(20, 40));
	case 6: return sign * 1073741824.0f;
	case 7: return sign * 1.125f;
	default: return sign * (float)unif(0, 100);
	}
}

static int64_t rnd_zero_point(void)
{
	static const int64_t zp[] = { 0, 1, 127, 128, 255, 256, -1, -1024, 1024, -1025, 1025, 5000, -70000 };
	return rnd() & 1 ? (int64_t)(rnd() % 256) : zp[rnd() % (sizeof zp / sizeof zp[0])];
}

int main(void)
{
	uc10__qrequant r;
	int has;
	float b;
	long windows = 0;

	/* exact ties: power-of-two scales, integer or half-integer biases */
	for (int j = -3; j <= 12; j++)
		for (int bi = 0; bi < 4; bi++) {
			init(&r, 1.0, 1.0, ldexp(1.0, j), bi == 3 ? 200 : 0, bi > 0, bi == 1 ? 0.5f : bi == 2 ? -3.0f : 1.5f);
			record(&r);
			windows += r.n > 0;
		}
	CHECK(bad == 0, "ties: %ld of %ld accumulators differ", bad, compared);
	/* scales as quantized models have them */
	for (int i = 0; i < CHANNELS; i++) {
		b = rnd_bias(&has);
		init(&r, pow(2.0, unif(-10, 0)), pow(2.0, unif(-12, -4)), pow(2.0, unif(-8, 2)), (int64_t)(rnd() % 256), has,
		     b);
		record(&r);
		windows += r.n > 0;
	}
	CHECK(bad == 0, "model-like scales: %ld of %ld accumulators differ", bad, compared);
	/* any scales (the out scale from 2^-50 to 2^30), zero points past +-1024 */
	for (int i = 0; i < CHANNELS; i++) {
		b = rnd_bias(&has);
		init(&r, pow(2.0, unif(-20, 10)), pow(2.0, unif(-20, 5)), pow(2.0, unif(-20, 10)), rnd_zero_point(), has, b);
		record(&r);
		windows += r.n > 0;
	}
	CHECK(bad == 0, "any scales: %ld of %ld accumulators differ", bad, compared);
	/* every accumulator of some windows, and a margin past each end */
	for (int i = 0; i < SWEEPS; i++) {
		b = rnd_bias(&has);
		init(&r, pow(2.0, unif(-8, 0)), pow(2.0, unif(-10, -4)), pow(2.0, unif(-6, 2)), (int64_t)(rnd() % 256), has, b);
		if (r.n > (1u << 21))
			continue;
		for (int64_t acc = (int64_t)r.acc_lo - 1000; acc < (int64_t)r.acc_lo + r.n + 1000; acc++)
			one(&r, acc);
	}
	CHECK(bad == 0, "whole windows: %ld of %ld accumulators differ", bad, compared);
	/* the integer rule does apply to most records (else the above proves little) */
	CHECK(windows > (2 * CHANNELS) / 2, "%ld records of %d have a window", windows, 2 * CHANNELS + 64);
	{
		/* ARMv6-M's multiply: at most 2 below the exact upper word */
		int worse = 0;
		for (int i = 0; i < 100000; i++) {
			uint32_t x = rnd() >> (rnd() % 8), y = rnd() | (rnd() & 1u) << 31;
			uint32_t e = uc10__mulhi(x, y, 0), a = uc10__mulhi(x, y, 1);
			worse += a > e || e - a > 2;
		}
		CHECK(worse == 0, "uc10__mulhi's three products: %d of 100000 more than 2 below", worse);
	}
	printf("qrequant: %ld accumulators compared, %ld records with a window\n", compared, windows);
	return check_done("kernels/qrequant");
}
