/* main.c - a firmware holding the operator table of a selective build
 * (tests/uses/run.sh): the registry keeps every selected operator's
 * kernels in the link, and with them every operator they call. */
#include <string.h>
#include "uc10_ops.h"

/* main OP[.OVERLOAD]: 0 when the registry finds that operator. */
int main(int argc, char **argv)
{
	char name[128];
	char *dot;
	if (argc < 2 || strlen(argv[1]) >= sizeof name)
		return 2;
	strcpy(name, argv[1]);
	dot = strchr(name, '.');
	if (dot)
		*dot++ = '\0';
	return uc10_find_op(name, dot ? dot : "") != NULL ? 0 : 1;
}
