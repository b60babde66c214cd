/*
 * tools/prepare/prepare.c - printing a program's prepared constants
 * (prepare.h).  The blobs are bytes: the header's fields and the records'
 * floats as the host holds them, which is how the little-endian 32-bit
 * targets read them (the blob's magic number is checked at run time).
 */
#include <stdio.h>
#include <stdlib.h>
#include "prepare.h"
#include "conv/fconv_pack.h"

void uc10_prepare_begin(const char *name)
{
	printf("/* %s_prepared.c - written at build time by %s_prepare (mk/program.mk), for the int8 layout %d\n"
	       " * (kernels/quantized/qlayout.h); do not edit.  Each array is a quantized call's prepared\n"
	       " * constant: uc10__qprep's header, the requantization records, the packed weights (Note\n"
	       " * [Prepared constants] in kernels/quantized/qprepack.h). */\n#include <stdint.h>\n\n"
	       "/* the layout the blobs are in (a program without prepared calls has this alone) */\n"
	       "const int %s_prepared_layout = %d;\n", name, name, UC10_QLAYOUT, name, UC10_QLAYOUT);
}

/* The blob B of N bytes as the array SYM and its size; B freed. */
static int emit_blob_(const char *sym, unsigned char *b, size_t n)
{
	printf("_Alignas(8) const unsigned char %s[%zu] = {", sym, n);
	for (size_t i = 0; i < n; i++)
		printf("%s0x%02x,", i % 16 ? " " : "\n\t", b[i]);
	printf("\n};\nconst int64_t %s_sizes[1] = { %zu };\n", sym, n);
	free(b);
	return 1;
}

int uc10_prepare_emit(const char *sym, const char *what, const char *where, const uc10__qprep_args *a)
{
	const char *why;
	size_t n = uc10__qprepare(NULL, 0, a, &why);
	const uc10__qprep *h;
	unsigned char *b;

	if (n == 0 || !(b = aligned_alloc(8, (n + 7) / 8 * 8)) || uc10__qprepare(b, n, a, &why) != n) {
		fprintf(stderr, "%s: error: cannot prepare the constants of %s: it needs %s\n", where, what,
		        why ? why : "memory");
		return 0;
	}
	h = (const uc10__qprep *)(const void *)b;
	printf("\n/* %s at %s: %d output channels of %d x %d x %d, clamp [%d, %d]: int8 weights %ld bytes, "
	       "prepared %zu bytes */\n", what, where, (int)h->oc, (int)h->ic, (int)h->kh, (int)h->kw, h->lo, h->hi,
	       (long)h->oc * h->ic * h->kh * h->kw, n);
	return emit_blob_(sym, b, n);
}

int uc10_prepare_emit_fconv(const char *sym, const char *what, const char *where, const uc10_tensor *w,
                            int64_t groups, int lanes)
{
	const int64_t oc = w->sizes[0], cg = w->sizes[1], kh = w->sizes[2], kw = w->sizes[3];
	const size_t nw = (size_t)(oc * cg * kh * kw), n = sizeof(uc10__fconv_prep) + nw * sizeof(float);
	uc10__fconv_prep *h;
	unsigned char *b;

	if (w->dtype != UC10_FLOAT32 || w->dim != 4 || !uc10_tensor_is_contiguous_as(w, UC10_CONTIGUOUS_FORMAT) ||
	    groups <= 0 || oc % groups != 0 || !(b = aligned_alloc(8, (n + 7) / 8 * 8))) {
		fprintf(stderr, "%s: error: cannot prepare the weight of %s: it needs a contiguous 4-d float weight\n",
		        where, what);
		return 0;
	}
	h = (uc10__fconv_prep *)(void *)b;
	*h = (uc10__fconv_prep){ .magic = UC10__FCONV_PREP_MAGIC, .lanes = lanes, .groups = (int32_t)groups,
	                         .oc = (int32_t)oc, .cg = (int32_t)cg, .kh = (int32_t)kh, .kw = (int32_t)kw };
	uc10__fconv_pack((float *)(void *)(h + 1), uc10_tensor_ptr(w), (ptrdiff_t)oc, (ptrdiff_t)cg, (ptrdiff_t)kh,
	                 (ptrdiff_t)kw, (ptrdiff_t)groups, lanes);
	printf("\n/* %s at %s: %ld output channels of %ld x %ld x %ld, float weights packed %d side by side: "
	       "%zu bytes */\n", what, where, (long)oc, (long)cg, (long)kh, (long)kw, lanes, n);
	return emit_blob_(sym, b, n);
}

int uc10_prepare_failed(uc10_status st)
{
	fprintf(stderr, "prepare: error: a constant of the program could not be made into a tensor (status %d)\n",
	        (int)st);
	return 1;
}
