/*
 * pair.c - two programs in one firmware: the keyword spotter (ds_cnn_int8)
 * and the image classifier (resnet8_int8) of examples/models/programs/,
 * sharing one arena sized by the larger of their plans.  Each run is
 * checked against PyTorch's output (uc10_program_NAME_check, the check
 * firmware's body), and the first runs again after the second: a program
 * keeps nothing between runs, and neither leaves anything the other reads.
 * `make check' runs it on the boards that hold both (mk/program.mk).
 */
#include <stdbool.h>
#include <stdio.h>
#include "ds_cnn_int8_program.h"
#include "resnet8_int8_program.h"

#define MAX(a, b) ((a) > (b) ? (a) : (b))
static unsigned char arena[MAX(UC10_PROGRAM_DS_CNN_INT8_ARENA_BYTES, UC10_PROGRAM_RESNET8_INT8_ARENA_BYTES)]
	__attribute__((aligned(8)));

bool uc10_program_ds_cnn_int8_check(unsigned char *arena, size_t bytes);
bool uc10_program_resnet8_int8_check(unsigned char *arena, size_t bytes);

int main(void)
{
	int ok = 0;

	ok += uc10_program_ds_cnn_int8_check(arena, sizeof arena);
	ok += uc10_program_resnet8_int8_check(arena, sizeof arena);
	ok += uc10_program_ds_cnn_int8_check(arena, sizeof arena);
	printf("program pair (ds_cnn_int8, resnet8_int8, ds_cnn_int8 in one %lu-byte arena): %d passed, %d failed\n",
	       (unsigned long)sizeof arena, ok, 3 - ok);
	return ok == 3 ? 0 : 1;
}
