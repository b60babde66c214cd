/*
 * seed.c - the smallest real firmware with uc10 tables: the seed example
 * (tables/myops.m4) and a lookup by name that keeps them all linked.
 * Built per port by mk/inspect.mk (`make inspect-seeds'), it is the
 * fuzzer's starting corpus (tests/inspect/seeds/) and the subject of the
 * bad-input tests, which corrupt copies of it.
 */
#include "uc10_ops.h"

int main(void)
{
	return uc10_find_op("myops::myadd", "") == 0;
}
