/*
 * kernels/conv/fconv_pack.h - the float32 convolution's weights packed
 * output channels side by side, the layout its multi-channel row kernels
 * read (fconv.h: [c][kh][kw][lane]).  The core packs a block at a time
 * into its scratch (conv2d_f32.c); the build packs a whole weight once
 * into flash with the same code (tools/prepare/, for
 * fused::conv2d_prepacked: Note [Prepared float convolution]).
 *
 * Note [Prepared float convolution]
 * A blob: uc10__fconv_prep's header, then the weight's OC * CG * KH * KW
 * floats in the order the core visits its output channels: per group,
 * blocks of `lanes' channels while that many are left in the group, then
 * of four, then one at a time; a block of several channels as
 * [c][kh][kw][lane], a single channel as [c][kh][kw].  `lanes' is the
 * target core's UC10__FCONV_LANES, which the kernel checks.
 */
#ifndef UC10_FCONV_PACK_H
#define UC10_FCONV_PACK_H

#include <stddef.h>
#include <stdint.h>

#define UC10__FCONV_PREP_MAGIC 0x50434675u   /* "uFCP" */

typedef struct uc10__fconv_prep {
	uint32_t magic;
	int32_t lanes, groups, oc, cg, kh, kw, pad_;   /* pad_: the floats 8-aligned */
} uc10__fconv_prep;

/* The channels of the block that starts at output channel oc (OCG a group): lanes, 4 or 1. */
static inline ptrdiff_t uc10__fconv_block(ptrdiff_t oc, ptrdiff_t OCG, ptrdiff_t lanes)
{
	return oc % OCG + lanes <= OCG ? lanes : oc % OCG + 4 <= OCG ? 4 : 1;
}

/* nl channels from wc (ws0..ws3 its strides) to d, [c][kh][kw][lane] (inline: the core's loop as it was). */
static inline void uc10__fconv_pack_block(float *d, const float *wc, ptrdiff_t CG, ptrdiff_t KH, ptrdiff_t KW,
                                          ptrdiff_t ws0, ptrdiff_t ws1, ptrdiff_t ws2, ptrdiff_t ws3, ptrdiff_t nl)
{
	for (ptrdiff_t c = 0; c < CG; c++)
		for (ptrdiff_t kh = 0; kh < KH; kh++)
			for (ptrdiff_t kw = 0; kw < KW; kw++) {
				const float *s0 = wc + c * ws1 + kh * ws2 + kw * ws3;
				for (ptrdiff_t l = 0; l < nl; l++)
					*d++ = s0[l * ws0];
			}
}

/* A contiguous weight (OC, CG, KH, KW) of `groups' groups, whole, to d (OC * CG * KH * KW floats). */
void uc10__fconv_pack(float *d, const float *w, ptrdiff_t OC, ptrdiff_t CG, ptrdiff_t KH, ptrdiff_t KW,
                      ptrdiff_t groups, ptrdiff_t lanes);

#endif
