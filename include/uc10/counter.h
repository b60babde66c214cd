/*
 * uc10/counter.h - the port's counter of cycles or instructions, the one
 * source of it for a program's profile (src/program/program.c, PROFILE=1)
 * and the benchmarks (bench/bench.h).  Nothing else reads a counter: a
 * production firmware includes none of this.
 *
 * Note [The port's counter]
 *   Cortex-M3/M4/M7  DWT CYCCNT where it counts (silicon): cycles.  QEMU
 *                    does not model it (it reads 0), and Cortex-M0 has
 *                    none: there SysTick on the processor clock, which
 *                    under QEMU's -icount shift=0 ticks once every 40
 *                    instructions (1 ns an instruction, a 25 MHz tick):
 *                    the count is ticks x 40, +-40 a measurement, and one
 *                    measurement must stay under 2^24 ticks (SysTick's
 *                    width; 671 M instructions).  Starting it takes
 *                    SysTick over (reload, no interrupt): never call
 *                    uc10_counter_start() in a firmware whose OS ticks on
 *                    SysTick.
 *   RV32             minstret: instructions, exact under -icount.
 *   host             timespec_get: nanoseconds of wall time.
 * uc10_counter_start() chooses and starts it, uc10_counter_now() reads it,
 * uc10_counter_count(t0, t1) is the count between two readings in the
 * unit uc10_counter_unit() names.
 */
#ifndef UC10_COUNTER_H
#define UC10_COUNTER_H

#include <stdint.h>

#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__)
#define UC10__DEMCR      (*(volatile uint32_t *)0xE000EDFCu)
#define UC10__DWT_CTRL   (*(volatile uint32_t *)0xE0001000u)
#define UC10__DWT_CYCCNT (*(volatile uint32_t *)0xE0001004u)
#define UC10__SYST       ((volatile uint32_t *)0xE000E010u)   /* CSR, RVR, CVR */

/* 1: DWT CYCCNT, 2: SysTick (0: not started) */
static inline int *uc10__counter_kind(void)
{
	static int kind;
	return &kind;
}

static inline void uc10_counter_start(void)
{
#if !defined(__ARM_ARCH_6M__)
	uint32_t c0;
	UC10__DEMCR |= 1u << 24;     /* TRCENA */
	UC10__DWT_CYCCNT = 0;
	UC10__DWT_CTRL |= 1u;        /* CYCCNTENA */
	c0 = UC10__DWT_CYCCNT;
	__asm__ volatile("nop\n\tnop\n\tnop\n\tnop");
	if (UC10__DWT_CYCCNT != c0) {
		*uc10__counter_kind() = 1;
		return;
	}
#endif
	UC10__SYST[1] = 0xffffffu;
	UC10__SYST[2] = 0;
	UC10__SYST[0] = 5;           /* enable, processor clock, no interrupt */
	*uc10__counter_kind() = 2;
}
static inline uint32_t uc10_counter_now(void)
{
	return *uc10__counter_kind() == 1 ? UC10__DWT_CYCCNT : UC10__SYST[2];
}
static inline uint32_t uc10_counter_count(uint32_t t0, uint32_t t1)
{
	return *uc10__counter_kind() == 1 ? t1 - t0 : ((t0 - t1) & 0xffffffu) * 40u;   /* SysTick counts down */
}
static inline const char *uc10_counter_unit(void)
{
	return *uc10__counter_kind() == 1 ? "cycles" : "instructions (SysTick x 40)";
}
#elif defined(__riscv)
static inline void uc10_counter_start(void) {}
static inline uint32_t uc10_counter_now(void)
{
	uint32_t n;
	/* the assembler wants Zicsr named; -march stays rv32imac for picolibc's multilib */
	__asm__ volatile(".option push\n\t.option arch, +zicsr\n\tcsrr %0, minstret\n\t.option pop" : "=r"(n));
	return n;
}
static inline uint32_t uc10_counter_count(uint32_t t0, uint32_t t1) { return t1 - t0; }
static inline const char *uc10_counter_unit(void) { return "instructions"; }
#else
#include <time.h>
static inline void uc10_counter_start(void) {}
static inline uint32_t uc10_counter_now(void)
{
	struct timespec ts;
	if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
		return 0;
	return (uint32_t)((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec);
}
static inline uint32_t uc10_counter_count(uint32_t t0, uint32_t t1) { return t1 - t0; }
static inline const char *uc10_counter_unit(void) { return "ns"; }
#endif

#endif
