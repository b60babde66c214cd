/* tutorial/log.c - the kernels' log: which kernels ran, in order. */
#include <string.h>
#include "tut.h"

static char tut_log_buf[160];

void tut_ran(const char *kernel)
{
	size_t n = strlen(tut_log_buf), k = strlen(kernel);
	if (n + k + 2 > sizeof tut_log_buf)
		return;
	if (n)
		tut_log_buf[n++] = ' ';
	memcpy(tut_log_buf + n, kernel, k + 1);
}

const char *tut_log(void) { return tut_log_buf; }
void tut_log_reset(void) { tut_log_buf[0] = 0; }
