/* The float32 convolution's weight packing (fconv_pack.h). */
#include "conv/fconv_pack.h"

void uc10__fconv_pack(float *d, const float *w, ptrdiff_t OC, ptrdiff_t CG, ptrdiff_t KH, ptrdiff_t KW,
                      ptrdiff_t groups, ptrdiff_t lanes)
{
	const ptrdiff_t per = CG * KH * KW, OCG = OC / groups;

	for (ptrdiff_t oc = 0; oc < OC;) {
		const ptrdiff_t nl = uc10__fconv_block(oc, OCG, lanes);
		uc10__fconv_pack_block(d + oc * per, w + oc * per, CG, KH, KW, per, KH * KW, KW, 1, nl);
		oc += nl;
	}
}
