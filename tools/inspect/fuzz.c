/*
 * fuzz.c - libFuzzer target: any bytes, as an image, through the reader
 * and, when it loads, through every command.  Built with AddressSanitizer
 * and UBSan (`make inspect-fuzz'); the seeds are tests/inspect/seeds/.
 * A crash, an out-of-bounds read, undefined behaviour, a leak or an exit
 * is a bug: bad input must only ever give insp_load() == 2.
 */
#include <stdio.h>
#include "insp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct insp in;
	static FILE *null;
	static const struct which_opts w[] = {
		{ "CPU,AutogradCPU", "default", NULL, NULL },
		{ "QuantizedCPU,PrivateUse1", "custom", "AutogradOther", "BackendSelect" },
	};
	if (!null && !(null = fopen("/dev/null", "w")))
		return 0;
	if (insp_load(&in, "fuzz", data, size) == 0) {
		cmd_dump(&in, null, 0);
		cmd_dump(&in, null, 1);
		cmd_schemas(&in, null, 1);
		cmd_hash(&in, null, 0);
		cmd_size(&in, null, 0);
		cmd_kernels(&in, null, 1);
		cmd_which(&in, null, null, 0, &w[0]);
		cmd_which(&in, null, null, 1, &w[1]);
		cmd_html(&in, null);
	}
	insp_end(&in);
	return 0;
}
