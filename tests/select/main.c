/* main.c - a firmware that uses s::comp only. */
#include <stdio.h>
#include "uc10_ops.h"
#include "uc10/tensor_util.h"

int main(void)
{
	float d[2] = { 1, 2 };
	const int64_t n[1] = { 2 };
	uc10_tensor t, r;
	uc10_tensor_init(&t, UC10_FLOAT32, n, 1, d);
	if (uc10_call_s_comp(&r, &t) != UC10_OK || r.q_zero_point != 1) { puts(uc10_last_error()); return 1; }
	/* left out: not in the registry, not found by name */
	if (uc10_find_op("s::unused", "") != NULL) { puts("s::unused should be left out"); return 1; }
	if (uc10_find_op("s::leaf", "") == NULL) { puts("s::leaf should be kept (UC10_USES)"); return 1; }
	printf("%u operators\n", (unsigned)UC10_NUM_OPS);
	return 0;
}
