/*
 * kernels/common/fail.c - the kernels' error messages (Note [Kernel messages]
 * in kernel.h): the pieces many kernels say, kept once in flash.
 */
#include <string.h>
#include "common/kernel.h"
#include "uc10/dispatcher.h"
#include "uc10/local.h"

/* c10::toString(ScalarType), by uc10_dtype (= ScalarType) number. */
static const char *const dtype_names_[] = {
	"Byte", "Char", "Short", "Int", "Long", "Half", "Float", "Double",
	"ComplexHalf", "ComplexFloat", "ComplexDouble", "Bool", "QInt8", "QUInt8", "QInt32",
};

const char *uc10__dtype_name(int dt)
{
	return (unsigned)dt < sizeof dtype_names_ / sizeof dtype_names_[0] ? dtype_names_[dt] : "Undefined";
}

/* append s to the message (truncated as uc10_fail truncates) */
static void add_(const char *s)
{
	char *msg = uc10_local_get()->msg;
	size_t n = strlen(msg);

	while (s && *s && n + 1 < UC10_MSG_LEN)
		msg[n++] = *s++;
	msg[n] = 0;
}

uc10_status uc10__fail4(uc10_status st, const char *a, const char *b, const char *c, const char *d)
{
	uc10_fail(st, a, b, c);
	add_(d);
	return st;
}

uc10_status uc10__fail5(uc10_status st, const char *a, const char *b, const char *c, const char *d, const char *e)
{
	uc10__fail4(st, a, b, c, d);
	add_(e);
	return st;
}

uc10_status uc10__alloc_st(const char *op, uc10_status st)
{
	if (st == UC10_OK)
		return st;
	return uc10_fail(st, op, st == UC10_E_NOMEM ? ": out of memory: the current arena (Note [Arena]) has too little room left"
	                 : st == UC10_E_OVERFLOW ? ": the tensor's size in bytes overflows"
	                 : ": cannot make a tensor of this shape (negative size or too many dims)", "");
}

uc10_status uc10__fail_null(const char *op, const char *arg)
{
	return uc10__fail4(UC10_E_NULL, op,
	                   ": Expected a proper Tensor but got None (or an undefined Tensor in C++) for argument '",
	                   arg, "'");
}

uc10_status uc10__fail_dtype(const char *op, int dt)
{
	return uc10__fail4(UC10_E_DTYPE, op, ": not implemented for '", uc10__dtype_name(dt), "'");
}

const char *uc10__dec(int64_t v, char *buf)
{
	char *p = buf + 20;
	uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;

	*p = 0;
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	return p;
}

uc10_status uc10__wrap_dim(const char *op, int64_t dim, int n, int *out)
{
	char buf[21];
	uc10_status st = uc10_wrap_dim(dim, n, out);

	if (st == UC10_OK)
		return st;
	/* maybe_wrap_dim's message; a 0-d tensor takes dims -1 and 0 */
	uc10_fail(st, op, ": Dimension out of range (expected to be in range of [", uc10__dec(n > 0 ? -(int64_t)n : -1, buf));
	add_(", ");
	add_(uc10__dec(n > 0 ? n - 1 : 0, buf));
	add_("], but got ");
	add_(uc10__dec(dim, buf));
	add_(")");
	return st;
}

uc10_status uc10__scalar_to(const char *op, void *dst, uc10_dtype dt, uc10_scalar v)
{
	uc10_status st = uc10_scalar_to_checked(dst, dt, v);

	if (st == UC10_OK)
		return st;
	return uc10__fail4(st, op, ": value cannot be converted to type ", uc10__dtype_name(dt), " without overflow");
}

uc10_status uc10__broadcast(const char *op, const int64_t *a, int adim, const int64_t *b, int bdim,
                            int64_t *out, int *odim)
{
	uc10_status st = uc10_broadcast_shapes(a, adim, b, bdim, out, odim);

	if (st == UC10_OK)
		return st;
	return uc10__fail4(st, op, ": The size of tensor a must match the size of tensor b at non-singleton dimension",
	                   "", "");
}

uc10_status uc10__check_memory_format(const char *op, uc10_memory_format mf, int dim, bool preserve_ok)
{
	if (mf == UC10_CHANNELS_LAST && dim != 4)
		return uc10_fail(UC10_E_ARG, op, ": required rank 4 tensor to use channels_last format", "");
	if (mf != UC10_CONTIGUOUS_FORMAT && mf != UC10_CHANNELS_LAST && (mf != UC10_PRESERVE_FORMAT || !preserve_ok))
		return uc10_fail(UC10_E_ARG, op, ": Unsupported memory format. Supports only ChannelsLast, Contiguous",
		                 preserve_ok ? ", Preserve" : "");
	return UC10_OK;
}
