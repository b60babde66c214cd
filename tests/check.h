/*
 * tests/check.h - the smallest test harness: CHECK() counts, and
 * check_done() prints the closing line `N passed, N failed` and gives the
 * exit status.  Works the same on the host and on a board (semihosting).
 */
#ifndef UC10_CHECK_H
#define UC10_CHECK_H

#include <stdio.h>

static int check_passed_, check_failed_;

#define CHECK(cond, ...) do { \
	if (cond) check_passed_++; \
	else { check_failed_++; printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond); \
	       printf(__VA_ARGS__); printf("\n"); } \
} while (0)

static inline int check_done(const char *suite)
{
	printf("%s: %d passed, %d failed\n", suite, check_passed_, check_failed_);
	return check_failed_ ? 1 : 0;
}

#endif
