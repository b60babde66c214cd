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
 *   rv32imac    minstret, under QEMU's -icount shift=0.  Exact.
 *   cortex-m*   SysTick on the CPU clock under -icount shift=0, where one
 *               instruction takes 1 ns of virtual time and the 25 MHz tick
 *               is 40 ns: COUNT is ticks * 40, +-40 per measurement.
 *               bench_init() checks the 40 on a loop of known length.
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
#if defined(UC10_PORT_RV32IMAC)
#define BENCH_PER_TICK 1u
static inline uint32_t bench_ticks(void)
{
	uint32_t v;
	__asm__ volatile(".option push\n\t.option arch, +zicsr\n\tcsrr %0, minstret\n\t.option pop" : "=r"(v));
	return v;
}
static inline uint32_t bench_delta(uint32_t a, uint32_t b) { return b - a; }
static inline void bench_init(void) {}
#else   /* Cortex-M: SysTick counts down from 0xffffff on the CPU clock */
#define BENCH_PER_TICK 40u
#define BENCH_SYST ((volatile uint32_t *)0xe000e010u)   /* CSR, RVR, CVR */
static inline uint32_t bench_ticks(void) { return BENCH_SYST[2]; }
static inline uint32_t bench_delta(uint32_t a, uint32_t b) { return (a - b) & 0xffffffu; }
static inline void bench_init(void)
{
	uint32_t t0, t1, n = 100000;
	BENCH_SYST[1] = 0xffffffu;
	BENCH_SYST[2] = 0;
	BENCH_SYST[0] = 5;          /* enable, processor clock, no interrupt */
	t0 = bench_ticks();
#if defined(__thumb__) && !defined(__thumb2__)
	/* ARMv6-M: GCC's Thumb-1 output is in divided syntax, where SUB is the flag-setting 16-bit one */
	__asm__ volatile("1: sub %0, #1\n\tbne 1b" : "+l"(n) : : "cc");
#else
	__asm__ volatile("1: subs %0, %0, #1\n\tbne 1b" : "+l"(n) : : "cc");
#endif
	t1 = bench_ticks();
	/* 200,000 instructions = 5,000 ticks if QEMU runs -icount shift=0 */
	if (bench_delta(t0, t1) < 4990 || bench_delta(t0, t1) > 5010)
		printf("bench: WARNING: %lu ticks for 200000 instructions: not -icount shift=0?\n",
		       (unsigned long)bench_delta(t0, t1));
}
#endif
static uint32_t bench_t0;
static inline void bench_begin(const char *label, unsigned long n)
{
	bench_label = label;
	bench_n = n;
	bench_t0 = bench_ticks();
}
static inline void bench_end(void)
{
	uint32_t t1 = bench_ticks();
	printf("bench: %s %lu %lu\n", bench_label, bench_n,
	       (unsigned long)bench_delta(bench_t0, t1) * BENCH_PER_TICK);
}
#endif

#endif
