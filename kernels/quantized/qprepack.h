/*
 * kernels/quantized/qprepack.h - a quantized linear or convolution's
 * constants prepared before the firmware runs: what quantized_prepacked::
 * linear / conv2d take (PyTorch's quantized::linear and conv2d.new take a
 * prepacked object too: LinearPackedParamsBase, Conv2dPackedParamsBase).
 *
 * Note [Prepared constants]
 * Everything the int8 cores derive from constants alone is computed once,
 * at build time: the requantization records of every output channel
 * (uc10__qrequant, from the weight's scales, the bias, x's and y's scale
 * and zero point), the DSP layout's table beside them (uc10__qch), the
 * weights packed as the target's core reads them (uc10__qpack, uc10__qdwpack,
 * qlayout.h) and the output clamp of a fused activation.  The build runs
 * uc10__qprepare on the host, compiled with the target's UC10_QLAYOUT and
 * -ffp-contract=off (the records are products and quotients of floats and
 * doubles, rounded as the target rounds them), over the program's
 * constants, and writes the blobs as const arrays in flash
 * (m4/emit_program.m4, mk/program.mk).  At run time the operator only
 * checks that a blob is one of its kind, for this target's layout, and for
 * the scales and zero points of the call; its scratch is the widened rows
 * of a convolution that gathers taps, nothing else.
 *
 * A blob: this header, then at the offsets it gives the records (oc of
 * them) and each channel's weight sum (the plain layout's byte paths:
 * uc10__qout's wsum) or, in the DSP layout, the table alone (12 bytes a
 * channel instead of 32: every DSP path requantizes from it), the packed weights (a group's gstride
 * bytes apart) and, for a depthwise convolution in the DSP layout, the
 * int8 weights of the channels after the last four ([c][kh][kw]).  Every
 * field has a fixed width and its natural alignment, so the host writes
 * the layout the 32-bit target reads (both little-endian: checked by the
 * magic number).
 */
#ifndef UC10_QPREPACK_H
#define UC10_QPREPACK_H

#include "quantized/qcore.h"

#define UC10__QPREP_MAGIC 0x31707175u   /* "uqp1" */

enum { UC10__QPREP_LINEAR = 1, UC10__QPREP_CONV = 2, UC10__QPREP_DWCONV = 3 };

typedef struct uc10__qprep {
	uint32_t magic;
	uint16_t layout;               /* the UC10_QLAYOUT it was packed for */
	uint16_t kind;                 /* UC10__QPREP_LINEAR, _CONV, _DWCONV */
	int32_t oc, ic, kh, kw;        /* the weight's sizes (linear: kh = kw = 1; conv: ic a group) */
	int32_t stride[2], pad[2], dil[2], groups;
	int32_t x_zero_point, y_zero_point;
	uint8_t lo, hi;                /* the output clamp */
	uint8_t taps;                  /* conv: weights packed with k = (kh, kw, c), read over channels_last input */
	uint8_t reserved;
	double x_scale, y_scale;       /* the scales it was prepared for */
	uint32_t rq, ch, w, tail;      /* byte offsets (0: none; the DSP layout has the table, not the records) */
	uint32_t gstride, bytes;       /* bytes from a group's packed weights to the next; the blob's size */
	uint32_t wsum;                 /* byte offset of each channel's weight sum, int32 (plain layout; else 0) */
	uint32_t reserved2;
} uc10__qprep;

/* What the activation a preparation fuses is: none, relu (the zero point up), a clamp [min, max] (relu6, hardtanh). */
enum { UC10__QACT_NONE, UC10__QACT_RELU, UC10__QACT_CLAMP };

typedef struct uc10__qprep_args {
	int kind;                      /* UC10__QPREP_LINEAR, or _CONV (depthwise found by its shape) */
	const uc10_tensor *w, *b;      /* qint8 weight (per tensor or per channel), float bias or NULL */
	double x_scale, y_scale;
	int64_t x_zero_point, y_zero_point;
	int64_t stride[2], pad[2], dil[2], groups;
	int64_t x_channels;            /* conv: the input's channels */
	int x_chlast;                  /* conv: the input's channels are contiguous (channels_last) */
	int relu;                      /* the operator's own relu (the _relu variants) */
	int act;                       /* a fused activation after it */
	float act_min, act_max;        /* UC10__QACT_CLAMP's bounds */
} uc10__qprep_args;

/*
 * Prepare a's blob into d (cap bytes, 8-aligned; NULL: only its size).
 * Returns its size, or 0 with *why saying what is wrong (a weight or bias
 * the operators refuse, a clamp with min above max).
 */
size_t uc10__qprepare(void *d, size_t cap, const uc10__qprep_args *a, const char **why);

/*
 * The scratch quantized_prepacked::conv2d / linear take for a blob: a
 * convolution that gathers its taps, two widened rows; one that reads them
 * in place (taps: channels_last input, C / groups a multiple of four), a
 * 1x1 one over channels_last input, a depthwise one and a linear layer
 * over contiguous rows, none (m4/program.m4 mirrors it).
 */
size_t uc10__qprep_scratch(const uc10__qprep *p, int rows_in_place);

#endif
