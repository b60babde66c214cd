/*
 * bench/bench.h - counting executed instructions the same way on every port.
 *
 * Note [Counting instructions]
 *     bench_begin("label", n);  ...measured code...;  bench_end();
 * prints one line `bench: label n COUNT', COUNT being the instructions
 * executed in between:
 *   host        the count comes from callgrind, not from the program: the
 *               program prints 0, and zeroes / dumps callgrind's counters
 *               (client requests) at begin / end; bench/callgrind.sh runs
 *               it under valgrind and prints the lines with the real
 *               counts.  Exact.
 *   boards      the port's counter (uc10/counter.h, Note [The port's
 *               counter]) under QEMU's -icount shift=0: minstret on
 *               rv32imac (exact), SysTick x 40 on Cortex-M (+-40 a
 *               measurement).  bench_init() starts it and checks it on a
 *               loop of known length.
 * A figure per call is always a difference, (COUNT(2n) - COUNT(n)) / n or
 * COUNT(x) - COUNT(baseline), so that the counter's own cost, the loop and
 * the SysTick rounding cancel or shrink below 0.01 per call.
 * Keep one measurement under 2^24 ticks (671 M instructions) on cortex-m.
 */
#ifndef BENCH_H
#define BENCH_H

#include <stdint.h>
#include <stdio.h>

#define BENCH_NOINLINE __attribute__((noinline))

static const char *bench_label;
static unsigned long bench_n;

#if defined(UC10_PORT_HOST)
#include <valgrind/callgrind.h>
static char bench_buf[128];
static inline void bench_init(void) {}
static inline void bench_begin(const char *label, unsigned long n)
{
	bench_label = label;
	bench_n = n;
	snprintf(bench_buf, sizeof bench_buf, "%s %lu", label, n);
	CALLGRIND_ZERO_STATS;
}
static inline void bench_end(void)
{
	CALLGRIND_DUMP_STATS_AT(bench_buf);
	printf("bench: %s %lu 0\n", bench_label, bench_n);
}
#else
/* The port's counter (uc10/counter.h, Note [The port's counter]). */
#include "uc10/counter.h"
static inline void bench_init(void)
{
	uint32_t t0, t1, n = 100000;
	uc10_counter_start();
	t0 = uc10_counter_now();
#if defined(__thumb__) && !defined(__thumb2__)
	/* ARMv6-M: GCC's Thumb-1 output is in divided syntax, where SUB is the flag-setting 16-bit one */
	__asm__ volatile("1: sub %0, #1\n\tbne 1b" : "+l"(n) : : "cc");
#elif defined(__thumb__)
	__asm__ volatile("1: subs %0, %0, #1\n\tbne 1b" : "+l"(n) : : "cc");
#else
	__asm__ volatile("1: addi %0, %0, -1\n\tbnez %0, 1b" : "+r"(n));
#endif
	t1 = uc10_counter_now();
	/* 200,000 instructions (+-40 with SysTick x 40) if QEMU runs -icount shift=0 */
	if (uc10_counter_count(t0, t1) < 199600 || uc10_counter_count(t0, t1) > 200400)
		printf("bench: WARNING: %lu %s for 200000 instructions: not -icount shift=0?\n",
		       (unsigned long)uc10_counter_count(t0, t1), uc10_counter_unit());
}
static uint32_t bench_t0;
static inline void bench_begin(const char *label, unsigned long n)
{
	bench_label = label;
	bench_n = n;
	bench_t0 = uc10_counter_now();
}
static inline void bench_end(void)
{
	uint32_t t1 = uc10_counter_now();
	printf("bench: %s %lu %lu\n", bench_label, bench_n, (unsigned long)uc10_counter_count(bench_t0, t1));
}
#endif

#endif
