/*
 * kernels/reduce/reduce.h - what the reductions share (internal).
 *
 * A reduction splits self's dims into kept ones (the output's, in order)
 * and reduced ones; the typed loops walk the kept dims in C order and, for
 * each output element, the reduced dims in C order (so the k-th element
 * seen along a single reduced dim has index k there).
 */
#ifndef UC10_REDUCE_H
#define UC10_REDUCE_H

#include "common/kernel.h"

typedef struct uc10__red {
	int nk, nr;
	int64_t ksize[UC10_MAX_DIMS], kstride[UC10_MAX_DIMS], ostride[UC10_MAX_DIMS];  /* bytes */
	int64_t rsize[UC10_MAX_DIMS], rstride[UC10_MAX_DIMS];                          /* bytes */
	int64_t onumel, rnumel;
	char *in, *out;
} uc10__red;

/*
 * The dims the reduction op (its name, for messages) reduces: `dims` (wrapped; repeats are UC10_E_ARG),
 * or all of them when `all`.  Writes the output shape (keepdim: reduced
 * dims stay as 1) and marks reduced dims in mask.
 */
uc10_status uc10__reduce_shape(const char *op, const uc10_tensor *self, const int64_t *dims, size_t ndims, bool all,
                               bool keepdim, bool *mask, int64_t *oshape, int *odim);

/* The walk for self (already of the dtype the loop reads) into out. */
void uc10__reduce_plan(uc10__red *r, const uc10_tensor *self, const bool *mask, const uc10_tensor *out);

/* Step an odometer over n dims; returns false after the last position. */
static inline bool uc10__odo_next(int n, const int64_t *size, int64_t *idx, const int64_t *stride, char **p)
{
	for (int d = n - 1; d >= 0; d--) {
		if (++idx[d] < size[d]) {
			*p += stride[d];
			return true;
		}
		idx[d] = 0;
		*p -= stride[d] * (size[d] - 1);
	}
	return false;
}

/*
 * Step the walk over the kept dims (C order, uc10_reduce_loop in
 * kernels/generic.m4): the input and output pointers move together; false
 * after the last output element.  An empty input's pointer (NULL) stays
 * NULL: NULL + n is undefined.
 */
static inline bool uc10__red_next(const uc10__red *r, int64_t *ki, char **ip, char **op)
{
	for (int d = r->nk - 1; d >= 0; d--) {
		if (++ki[d] < r->ksize[d]) {
			if (*ip)
				*ip += r->kstride[d];
			*op += r->ostride[d];
			return true;
		}
		ki[d] = 0;
		if (*ip)
			*ip -= r->kstride[d] * (r->ksize[d] - 1);
		*op -= r->ostride[d] * (r->ksize[d] - 1);
	}
	return false;
}

/*
 * An output for a reduction: a new contiguous tensor (ret) or out=, whose
 * shape must be oshape (UC10_E_SHAPE) and dtype dt (UC10_E_DTYPE).
 */
uc10_status uc10__reduce_output(const char *op, uc10_tensor *res, uc10_tensor *ret, uc10_tensor *out, uc10_dtype dt,
                                const int64_t *oshape, int odim);

#endif
