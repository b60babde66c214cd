/* tests/schemas/types.c - optional lists, nested lists and a string default
 * holding quotes (tests/schemas/types.m4), called typed and boxed: the
 * kernel sees what the caller passed, None included, and Tensor[]?,
 * Tensor?[]? and Tensor[][] add no keys (PyTorch dispatches on Tensor,
 * Tensor?, Tensor[] and Tensor?[] only). */
#include <string.h>
#include "uc10_ops.h"
#include "uc10/boxing.h"
#include "../check.h"

static int64_t cells[4];
static uc10_int_list rows[2];

/* Returns [[has extra, extra len, has maybe, NULLs in maybe], [grid cells,
 * names, has ss, has cs], ...] as an int[][] the caller reads. */
uc10_status ty_lists_cpu(uc10_ks ks, uc10_int_list_list *ret, const uc10_tensor *self,
                         uc10_optional_tensor_list extra, uc10_optional_opt_tensor_list maybe,
                         uc10_int_list_list grid, uc10_str_list_list names,
                         uc10_opt_scalar_list ss, uc10_opt_complex_list cs)
{
	static int64_t a[4], b[4];
	size_t i, n = 0, nulls = 0;
	(void)ks; (void)self;
	if (maybe.has)
		for (i = 0; i < maybe.v.len; i++) nulls += maybe.v.data[i] == NULL;
	for (i = 0; i < grid.len; i++) n += grid.data[i].len;
	a[0] = extra.has; a[1] = extra.has ? (int64_t)extra.v.len : -1;
	a[2] = maybe.has; a[3] = (int64_t)nulls;
	b[0] = (int64_t)n; b[1] = names.len ? (int64_t)strlen(names.data[names.len - 1].data[0]) : -1;
	b[2] = ss.has ? (int64_t)ss.v.len : -1; b[3] = cs.has ? (int64_t)cs.v.len : -1;
	rows[0] = (uc10_int_list){ a, 4 };
	rows[1] = (uc10_int_list){ b, 4 };
	*ret = (uc10_int_list_list){ rows, 2 };
	return UC10_OK;
}

uc10_status ty_nested_cea(uc10_ks ks, uc10_int *ret, uc10_float_list_list fl, uc10_bool_list_list bl,
                          uc10_tensor_list_list tl)
{
	(void)ks;
	*ret = (int64_t)(fl.len * 100 + bl.len * 10 + tl.len);
	return UC10_OK;
}

uc10_status ty_string_default_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *dummy,
                                  const char *a, const char *b)
{
	(void)ks; (void)a; (void)b;
	*ret = *dummy;
	return UC10_OK;
}

static void cpu_tensor(uc10_tensor *t)
{
	memset(t, 0, sizeof *t);
	t->defined = 1;
	t->key_set = UC10_KS_CPU;
}

int main(void)
{
	uc10_tensor x, q;
	const uc10_tensor *xs[2] = { &x, &x }, *maybe[3] = { &x, NULL, NULL };
	int64_t r0[2] = { 1, 2 }, r1[3] = { 3, 4, 5 };
	uc10_int_list grid_rows[2] = { { r0, 2 }, { r1, 3 } };
	const char *n0[1] = { "abc" };
	uc10_str_list name_rows[1] = { { n0, 1 } };
	uc10_scalar sc[1] = { { UC10_SCALAR_INT, { .i = 1 } } };
	uc10_int_list_list out;
	uc10_int nested = -1;
	(void)cells;
	cpu_tensor(&x);
	cpu_tensor(&q);
	q.key_set = UC10_KS_QuantizedCPU;

	/* typed: None, and lists; the Quantized tensor in Tensor[]? adds no
	 * key, so the CPU kernel runs */
	CHECK(uc10_call_ty_lists(&out, &x, (uc10_optional_tensor_list){ false, { NULL, 0 } },
	                         (uc10_optional_opt_tensor_list){ false, { NULL, 0 } },
	                         (uc10_int_list_list){ grid_rows, 2 }, (uc10_str_list_list){ name_rows, 1 },
	                         (uc10_opt_scalar_list){ false, { NULL, 0 } },
	                         (uc10_opt_complex_list){ false, { NULL, 0 } }) == UC10_OK, "%s", uc10_last_error());
	CHECK(out.len == 2 && out.data[0].data[0] == 0 && out.data[0].data[1] == -1 && out.data[0].data[2] == 0 &&
	      out.data[1].data[0] == 5 && out.data[1].data[1] == 3 && out.data[1].data[2] == -1 &&
	      out.data[1].data[3] == -1, "typed, None");
	{
		const uc10_tensor *qs[1] = { &q };
		CHECK(uc10_call_ty_lists(&out, &x, (uc10_optional_tensor_list){ true, { qs, 1 } },
		                         (uc10_optional_opt_tensor_list){ true, { maybe, 3 } },
		                         (uc10_int_list_list){ grid_rows, 1 }, (uc10_str_list_list){ name_rows, 1 },
		                         (uc10_opt_scalar_list){ true, { sc, 1 } },
		                         (uc10_opt_complex_list){ true, { NULL, 0 } }) == UC10_OK, "%s", uc10_last_error());
		CHECK(out.data[0].data[0] == 1 && out.data[0].data[1] == 1 && out.data[0].data[2] == 1 &&
		      out.data[0].data[3] == 2 && out.data[1].data[0] == 2 && out.data[1].data[2] == 1 &&
		      out.data[1].data[3] == 0, "typed, lists");
	}
	/* a NULL list with elements is refused */
	CHECK(uc10_call_ty_lists(&out, &x, (uc10_optional_tensor_list){ true, { NULL, 2 } },
	                         (uc10_optional_opt_tensor_list){ false, { NULL, 0 } },
	                         (uc10_int_list_list){ grid_rows, 2 }, (uc10_str_list_list){ name_rows, 1 },
	                         (uc10_opt_scalar_list){ false, { NULL, 0 } },
	                         (uc10_opt_complex_list){ false, { NULL, 0 } }) == UC10_E_NULL, "NULL Tensor[]?");

	/* boxed: the same values on a stack, None as UC10_T_NONE */
	{
		const uc10_op *op = uc10_find_op("ty::lists", "");
		uc10_ivalue v[8];
		uc10_tensor slots[1];
		uc10_stack s = { v, 0, 8, slots, 1, 0 };
		uc10_int_list_list got;
		CHECK(op != NULL, "find ty::lists");
		uc10_box_tensor(&v[s.len++], &x);
		uc10_box_optional_tensor_list(&v[s.len++], (uc10_optional_tensor_list){ true, { xs, 2 } });
		uc10_box_optional_opt_tensor_list(&v[s.len++], (uc10_optional_opt_tensor_list){ false, { NULL, 0 } });
		uc10_box_int_list_list(&v[s.len++], (uc10_int_list_list){ grid_rows, 2 });
		uc10_box_str_list_list(&v[s.len++], (uc10_str_list_list){ name_rows, 1 });
		uc10_box_opt_scalar_list(&v[s.len++], (uc10_opt_scalar_list){ true, { sc, 1 } });
		v[s.len++].tag = UC10_T_NONE;
		CHECK(uc10_call_boxed(op, &s) == UC10_OK, "boxed: %s", uc10_last_error());
		CHECK(s.len == 1 && uc10_unbox_int_list_list(&v[0], &got) && got.len == 2 &&
		      got.data[0].data[1] == 2 && got.data[0].data[2] == 0 && got.data[1].data[2] == 1 &&
		      got.data[1].data[3] == -1, "boxed result");
		s.len = 0;
		uc10_box_tensor(&v[s.len++], &x);
		uc10_box_int(&v[s.len++], 1);   /* not a Tensor[]? */
		for (; s.len < 7;) v[s.len++].tag = UC10_T_NONE;
		CHECK(uc10_call_boxed(op, &s) == UC10_E_BAD_STACK, "boxed: int for Tensor[]?");
	}

	/* nested lists, and a CEA kernel reached with no tensor keys at all */
	{
		double f0[1] = { 1.0 };
		uc10_float_list fr[1] = { { f0, 1 } };
		bool b0[1] = { true };
		uc10_bool_list br[2] = { { b0, 1 }, { b0, 1 } };
		uc10_tensor_list tr[3] = { { xs, 2 }, { xs, 1 }, { NULL, 0 } };
		CHECK(uc10_call_ty_nested(&nested, (uc10_float_list_list){ fr, 1 }, (uc10_bool_list_list){ br, 2 },
		                          (uc10_tensor_list_list){ tr, 3 }) == UC10_OK && nested == 123, "nested");
	}

	/* the schema with quotes is PyTorch's, \047 standing for the apostrophe */
	{
		const uc10_op *op = uc10_find_op("ty::_test_string_default", "");
		uc10_tensor r;
		CHECK(op && strcmp(op->schema, "ty::_test_string_default(Tensor dummy, str a=\"\\\"\\047\\\\\", "
		                   "str b=\"it\\047s\") -> Tensor") == 0, "schema text: %s", op ? op->schema : "-");
		CHECK(uc10_call_ty__test_string_default(&r, &x, "\"'\\", "it's") == UC10_OK, "string default");
	}
	return check_done("schema-types");
}
