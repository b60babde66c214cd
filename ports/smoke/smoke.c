/*
 * ports/smoke/smoke.c - the first program every port must run green.
 *
 * It exercises exactly what a port can get wrong: the libgcc helpers a
 * small core lacks (division, 64-bit shifts and clz on Cortex-M0), the FPU
 * being switched on (M4F/M7) or soft float being linked (M0/M3/RV32),
 * .rodata landing in flash, printf's long long support (semihosting), and
 * main()'s return value reaching the runner's exit status.
 *
 * -DSMOKE_FAIL=1 adds one failing CHECK, to prove a red run is seen as red.
 * -DSMOKE_OVERFLOW=N adds N bytes of .bss, -DSMOKE_FLASH_OVERFLOW=N N bytes
 * of .rodata, to prove the link fails (not the program) when they don't fit.
 */
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../../tests/check.h"

/*
 * volatile: every operand must come from memory at run time, or GCC folds
 * the arithmetic at compile time and the helpers under test never run.
 */
static volatile int32_t i7 = 7, im6 = -6;
static volatile uint64_t big = 0x123456789abcdef0u, one = 1;
static volatile float f3 = 3.0f;
static volatile double d2 = 2.0;

/* const at every level, so the whole table is .rodata (flash on a board). */
static const uint16_t primes[] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29 };
static const char *const names[] = { "zero", "one", "two" };
static int in_ram = 1;		/* .data: must lie in RAM, above flash */

#ifdef SMOKE_OVERFLOW
static volatile char hog[SMOKE_OVERFLOW];
#endif
#ifdef SMOKE_FLASH_OVERFLOW
static const char rom_hog[SMOKE_FLASH_OVERFLOW] = { 1 };
#endif

int main(void)
{
	char buf[40];

	/* 32-bit integers: Cortex-M0 has no divide instruction (__aeabi_idiv). */
	CHECK(i7 * im6 == -42, "%d", (int)(i7 * im6));
	CHECK(im6 / 4 == -1 && im6 % 4 == -2, "C99 truncating division");
	CHECK((uint32_t)im6 >> 28 == 0xf, "logical shift");

	/* 64-bit: __aeabi_uldivmod, __aeabi_lmul, __clzdi2 on 32-bit cores. */
	CHECK(big / 1000 == UINT64_C(1311768467463790), "u64 division");
	CHECK(big % 1000 == 320, "u64 modulo");
	CHECK(big * 3 == UINT64_C(0x369d0369d0369cd0), "u64 multiply");
	CHECK(__builtin_clzll(one) == 63, "clzll(1) = %d", __builtin_clzll(one));
	CHECK(__builtin_clzll(big) == 3, "clzll(big) = %d", __builtin_clzll(big));
	CHECK(__builtin_clzll(one << 40) == 23, "clzll(1<<40)");
	CHECK(__builtin_ctzll(big) == 4, "ctzll(big)");
	CHECK((int64_t)-big >> 60 == -2, "arithmetic shift of int64_t");

	/* float: the FPU on M4F/M7 (a fault if it was left off), soft elsewhere. */
	CHECK(f3 * f3 == 9.0f && f3 / 2 == 1.5f, "float * /");
	CHECK(fabsf(sqrtf(f3) * sqrtf(f3) - 3.0f) < 1e-6f, "sqrtf");
	CHECK((int)(f3 * 1.5f) == 4, "float -> int truncation");

	/* double: software on every core here except M7 (fpv5-d16). */
	CHECK(d2 * d2 == 4.0 && d2 / 3 * 3 == 2.0, "double * /");
	CHECK(fabs(sqrt(d2) - 1.4142135623730951) < 1e-15, "sqrt");
	CHECK(fabs(exp(log(d2)) - 2.0) < 1e-15, "exp(log(2))");
	CHECK((int64_t)(d2 * 1e12) == INT64_C(2000000000000), "double -> int64");

	/* .rodata: contents, and on a board its address below RAM. */
	CHECK(primes[9] == 29 && strcmp(names[2], "two") == 0, "const tables");
#ifndef UC10_PORT_HOST
	CHECK((uintptr_t)primes < (uintptr_t)&in_ram, "primes at %p, .data at %p",
	      (const void *)primes, (void *)&in_ram);
	CHECK((uintptr_t)names < (uintptr_t)&in_ram, "names not in flash");
#endif
	CHECK(in_ram == 1, ".data initialised from its load image");

	/* printf of 64-bit values: picolibc's integer-only printf drops them. */
	snprintf(buf, sizeof buf, "%llx", (unsigned long long)big);
	CHECK(strcmp(buf, "123456789abcdef0") == 0, "%%llx gave %s", buf);
	snprintf(buf, sizeof buf, "%" PRIx64 " %" PRId64, (uint64_t)big, -(int64_t)one);
	CHECK(strcmp(buf, "123456789abcdef0 -1") == 0, "PRIx64 gave %s", buf);
	snprintf(buf, sizeof buf, "%.3f", d2 / 3);
	CHECK(strcmp(buf, "0.667") == 0, "%%f gave %s", buf);
	printf("smoke: big = 0x%" PRIx64 ", sizeof(void *) = %u\n",
	       (uint64_t)big, (unsigned)sizeof(void *));

#ifdef SMOKE_FAIL
	CHECK(0, "forced failure (SMOKE_FAIL)");
#endif
#ifdef SMOKE_OVERFLOW
	hog[0] = 1;
#endif
#ifdef SMOKE_FLASH_OVERFLOW
	CHECK(rom_hog[i7 - 7] == 1, "rom_hog");	/* a run-time index keeps it */
#endif
	return check_done("smoke");
}
