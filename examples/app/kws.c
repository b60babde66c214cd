/*
 * kws.c - a keyword spotter's firmware, the shape of one a product starts
 * from: the int8 DS-CNN of examples/models/programs/ds_cnn_int8.m4 in its
 * production build (no checks, no counter: Note [Program builds] in
 * uc10/program.h), a static arena of the size its header gives, the
 * features in a buffer the application fills, the label out.
 *
 * Here the buffer is filled with the exported example input (a product's
 * feature extraction writes it), and the label is compared with PyTorch's
 * for that input, so that `make check' can run it (mk/program.mk).
 *
 * Copied with its program (ds_cnn_int8.m4, ds_cnn_int8_data.c, .h), it
 * builds from uc10 as `make install' put it: Makefile (make) and
 * CMakeLists.txt (CMake); docs/programs.md, A firmware to start from.
 */
#include <stdio.h>
#include <string.h>
#include "uc10/local.h"
#include "uc10/tensor_util.h"
#include "ds_cnn_int8_program.h"
#include "ds_cnn_int8_data.h"

/* The whole RAM the program needs, known at link time: the arena here, the
 * run's stack UC10_PROGRAM_DS_CNN_INT8_STACK_BYTES on top of the caller's. */
static unsigned char arena[UC10_PROGRAM_DS_CNN_INT8_ARENA_BYTES] __attribute__((aligned(8)));
static float features[1 * 1 * 49 * 10];    /* 49 frames of 10 MFCCs */
static const int64_t feature_sizes[4] = { 1, 1, 49, 10 };

/* The keyword: the output's largest score (12 classes, quantized). */
static int label_of(const uc10_tensor *scores)
{
	const uint8_t *q = (const uint8_t *)scores->data + scores->storage_offset;
	int best = 0;
	for (int i = 1; i < (int)scores->sizes[1]; i++)
		if (q[i] > q[best])
			best = i;
	return best;
}

int main(void)
{
	uc10_tensor in, scores;
	uc10_status st;
	int label, want = 0;

	memcpy(features, ds_cnn_int8_input_x, sizeof features);   /* the application's features */
	uc10_tensor_init(&in, UC10_FLOAT32, feature_sizes, 4, features);
	st = uc10_program_ds_cnn_int8_run(arena, sizeof arena, &scores, &in);
	if (st != UC10_OK) {
		printf("kws: %s: %s\nkws: 0 passed, 1 failed\n", uc10_status_name(st), uc10_last_error());
		return 1;
	}
	label = label_of(&scores);
	for (int i = 1; i < 12; i++)
		if (ds_cnn_int8_reference[i] > ds_cnn_int8_reference[want])
			want = i;
	printf("kws: label %d (PyTorch: %d); arena %lu bytes, stack bound %lu bytes\n", label, want,
	       (unsigned long)sizeof arena, (unsigned long)UC10_PROGRAM_DS_CNN_INT8_STACK_BYTES);
	printf("kws: %d passed, %d failed\n", label == want, label != want);
	return label == want ? 0 : 1;
}
