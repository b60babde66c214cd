/*
 * relops.c - kernels of tests/reliability/relops.m4.  They never trust an
 * argument the dispatcher should have checked: a NULL or foreign pointer
 * becomes UC10_E_INTERNAL ("a broken invariant") with a message, so a
 * dispatcher bug shows up as a failed check, not as a crash.  The only
 * mutable global state is rel::chunks' result store, so the thread test
 * can call rel::which and rel::which0 from any number of threads.
 */
#include <string.h>
#include "uc10_ops.h"
#include "uc10/boxing.h"
#include "relops.h"

__attribute__((weak)) bool rel_tensor_ok(const uc10_tensor *t)
{
	return t != NULL;
}

static uc10_status broken(const char *op, const char *what)
{
	return uc10_fail(UC10_E_INTERNAL, op, ": kernel got a bad ", what);
}

uc10_status rel_which_cpu(uc10_ks ks, uc10_int *ret, const uc10_tensor *self)
{
	(void)ks;
	if (!ret || !rel_tensor_ok(self)) return broken("rel::which", "argument");
	*ret = REL_CPU;
	return UC10_OK;
}

uc10_status rel_which_qcpu(uc10_ks ks, uc10_int *ret, const uc10_tensor *self)
{
	(void)ks;
	if (!ret || !rel_tensor_ok(self)) return broken("rel::which", "argument");
	*ret = REL_QCPU;
	return UC10_OK;
}

uc10_status rel_which_fpga(uc10_ks ks, uc10_int *ret, const uc10_tensor *self)
{
	(void)ks;
	if (!ret || !rel_tensor_ok(self)) return broken("rel::which", "argument");
	*ret = REL_FPGA;
	return UC10_OK;
}

/* As an autograd kernel does: step below autograd in *this* context and
 * call the operator again. */
uc10_status rel_which_autograd(uc10_ks ks, uc10_int *ret, const uc10_tensor *self)
{
	uc10_guard g;
	uc10_status st;
	(void)ks;
	if (!ret || !rel_tensor_ok(self)) return broken("rel::which", "argument");
	g = uc10_below_autograd_guard();
	st = uc10_call_rel_which(ret, self);
	uc10_guard_end(&g);
	if (st == UC10_OK)
		*ret += REL_AUTOGRAD;
	return st;
}

uc10_status rel_which0_bs(uc10_ks ks, uc10_int *ret, uc10_int x)
{
	(void)ks; (void)x;
	if (!ret) return broken("rel::which0", "output");
	*ret = REL0_BACKENDSELECT;
	return UC10_OK;
}

uc10_status rel_which0_cpu(uc10_ks ks, uc10_int *ret, uc10_int x)
{
	(void)ks; (void)x;
	if (!ret) return broken("rel::which0", "output");
	*ret = REL0_CPU;
	return UC10_OK;
}

uc10_status rel_which0_fpga(uc10_ks ks, uc10_int *ret, uc10_int x)
{
	(void)ks; (void)x;
	if (!ret) return broken("rel::which0", "output");
	*ret = REL0_FPGA;
	return UC10_OK;
}

/* A boxed backend fallback: it sees every operator.  It answers the two
 * `which' operators from the stack and refuses the others as PyTorch does
 * for a backend without the kernel. */
uc10_status rel_fallback(const uc10_op *op, uc10_ks ks, uc10_stack *stack)
{
	const uc10_tensor *t;
	int64_t x;
	if (!op || !stack || !stack->v || stack->len < 1 || stack->len > stack->cap)
		return broken("rel_fallback", "stack");
	if (strcmp(op->name, "rel::which") == 0) {
		if (!uc10_unbox_tensor(&stack->v[stack->len - 1], &t))
			return uc10_bad_stack(op, "expected (Tensor)");
		if (!rel_tensor_ok(t)) return broken("rel_fallback", "tensor");
		uc10_box_int(&stack->v[stack->len - 1], REL_FALLBACK);
		return UC10_OK;
	}
	if (strcmp(op->name, "rel::which0") == 0) {
		if (!uc10_unbox_int(&stack->v[stack->len - 1], &x))
			return uc10_bad_stack(op, "expected (int)");
		uc10_box_int(&stack->v[stack->len - 1], REL0_FALLBACK);
		return UC10_OK;
	}
	return uc10_missing_kernel(op, ks);
}

static bool tensors_ok(const uc10_tensor *const *ts, size_t n, bool nulls)
{
	size_t i;
	if (n && !ts) return false;
	for (i = 0; i < n; i++)
		if (ts[i] ? !rel_tensor_ok(ts[i]) : !nulls)
			return false;
	return true;
}

uc10_status rel_args_cpu(uc10_ks ks, uc10_tensor *ret0, uc10_int *ret1, uc10_float *ret2, uc10_bool *ret3,
                         uc10_tensor *ret4, const uc10_tensor *a, const uc10_tensor *b, uc10_tensor_list c,
                         uc10_opt_tensor_list d, uc10_tensor *e, uc10_tensor *f, uc10_mut_tensor_list g,
                         const char *s, const char *so, uc10_generator *gen, const char *dn, uc10_int_list il,
                         uc10_opt_float_list fl, uc10_scalar sc, uc10_opt_scalar osc, uc10_opt_dtype dt,
                         uc10_device dev, uc10_bool flag)
{
	(void)ks; (void)so; (void)gen; (void)osc; (void)dt; (void)dev;
	if (!ret0 || !ret1 || !ret2 || !ret3 || !ret4) return broken("rel::args", "output");
	if (!rel_tensor_ok(a) || (b && !rel_tensor_ok(b)) || !rel_tensor_ok(e) || (f && !rel_tensor_ok(f)))
		return broken("rel::args", "tensor");
	if (!tensors_ok(c.data, c.len, false) || !tensors_ok(d.data, d.len, true) ||
	    !tensors_ok((const uc10_tensor *const *)g.data, g.len, false))
		return broken("rel::args", "tensor list");
	if (!s) return broken("rel::args", "str (NULL)");
	if (!dn) return broken("rel::args", "Dimname (NULL)");
	if ((il.len && !il.data) || (fl.has && fl.v.len && !fl.v.data))
		return broken("rel::args", "list (NULL data)");
	*ret0 = *a;
	*ret1 = (int64_t)(c.len + 10 * d.len + 100 * g.len) + (il.len ? il.data[0] : 0);
	*ret2 = sc.tag == UC10_SCALAR_FLOAT ? sc.v.d : 0.0;
	*ret3 = flag;
	if (b) *ret4 = *b;
	else { memset(ret4, 0, sizeof *ret4); ret4->key_set = UC10_KS_UNDEFINED_TENSOR; }
	return UC10_OK;
}

uc10_status rel_add_out(uc10_ks ks, const uc10_tensor *self, const uc10_tensor *other, uc10_tensor *out)
{
	(void)ks;
	if (!rel_tensor_ok(self) || !rel_tensor_ok(other) || !rel_tensor_ok(out))
		return broken("rel::add.out", "tensor");
	out->q_zero_point = self->q_zero_point + other->q_zero_point;
	return UC10_OK;
}

/* Returns views of `self' in caller-visible storage: a static array, so
 * rel::chunks is the one kernel here that is not thread-safe. */
static uc10_tensor chunk_store[REL_MAX_CHUNKS];
static uc10_tensor *chunk_ptrs[REL_MAX_CHUNKS];

uc10_status rel_chunks_cpu(uc10_ks ks, uc10_mut_tensor_list *ret, const uc10_tensor *self, uc10_int n)
{
	int64_t i;
	(void)ks;
	if (!ret || !rel_tensor_ok(self)) return broken("rel::chunks", "argument");
	if (n < 0 || n > REL_MAX_CHUNKS)
		return uc10_fail(UC10_E_ARG, "rel::chunks: ", "n out of range", "");
	for (i = 0; i < n; i++) {
		chunk_store[i] = *self;
		chunk_ptrs[i] = &chunk_store[i];
	}
	ret->data = chunk_ptrs;
	ret->len = (size_t)n;
	return UC10_OK;
}

uc10_status rel_shape_cia(uc10_ks ks, uc10_int_list *ret, const uc10_tensor *self)
{
	(void)ks;
	if (!ret || !rel_tensor_ok(self)) return broken("rel::shape", "argument");
	ret->data = self->sizes;
	ret->len = self->dim <= UC10_MAX_DIMS ? self->dim : UC10_MAX_DIMS;
	return UC10_OK;
}

uc10_status rel_named_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const char *name,
                          const char *dim, uc10_generator *gen, const uc10_storage *st)
{
	(void)ks;
	if (!ret || !rel_tensor_ok(self)) return broken("rel::named", "tensor");
	if (!name) return broken("rel::named", "str (NULL)");
	if (!dim) return broken("rel::named", "Dimname (NULL)");
	if (!gen) return broken("rel::named", "Generator (NULL)");
	if (!st) return broken("rel::named", "Storage (NULL)");
	*ret = *self;
	return UC10_OK;
}

uc10_status rel_pair_cpu(uc10_ks ks, uc10_tensor *ret0, uc10_tensor *ret1, const uc10_tensor *self)
{
	(void)ks;
	if (!ret0 || !ret1 || !rel_tensor_ok(self)) return broken("rel::pair", "argument");
	*ret0 = *self;
	*ret1 = *self;
	return UC10_OK;
}
