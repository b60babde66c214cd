/* A kernel whose C signature does not match its schema (n should be
 * uc10_int, i.e. int64_t): including the generated header makes this a
 * compile error, which tests/errors/run.sh expects. */
#include "uc10_ops.h"

uc10_status foo_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *a, int n)
{
	(void)ks; (void)a; (void)n;
	*ret = *a;
	return UC10_OK;
}
