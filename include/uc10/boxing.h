/*
 * uc10/boxing.h - IValue <-> C argument conversions used by generated code.
 *
 * For every token of Note [Schema types in C] (m4/ctypes.m4):
 *   bool uc10_unbox_TOK(const uc10_ivalue *v, CTYPE *out)  false: wrong tag
 *   void uc10_box_TOK(uc10_ivalue *v, CTYPE x)
 * Optional tokens take UC10_T_NONE as None.  A boxed Scalar argument may be
 * an INT, FLOAT or BOOL value as well (PyTorch boxes Scalars that way).
 */
#ifndef UC10_BOXING_H
#define UC10_BOXING_H

#include "uc10/tensor.h"

#define UC10_BOX_PLAIN_(tok, ctype, TAG, field)                                   \
	static inline bool uc10_unbox_##tok(const uc10_ivalue *v, ctype *out)         \
	{ if (v->tag != TAG) { return false; }                                        \
	  *out = (ctype)v->v.field; return true; }                                    \
	static inline void uc10_box_##tok(uc10_ivalue *v, ctype x)                    \
	{ v->tag = TAG; v->v.field = x; }
#define UC10_BOX_OPT_(tok, opttype, ctype, TAG, field)                             \
	static inline bool uc10_unbox_opt_##tok(const uc10_ivalue *v, opttype *out)   \
	{ if (v->tag == UC10_T_NONE) { out->has = false; return true; }               \
	  if (v->tag != TAG) { return false; }                                        \
	  out->has = true; out->v = (ctype)v->v.field; return true; }                 \
	static inline void uc10_box_opt_##tok(uc10_ivalue *v, opttype x)              \
	{ if (!x.has) { v->tag = UC10_T_NONE; return; } v->tag = TAG; v->v.field = x.v; }
#define UC10_BOX_LIST_(tok, ltype, TAG)                                            \
	static inline bool uc10_unbox_##tok(const uc10_ivalue *v, ltype *out)         \
	{ if (v->tag != TAG || (v->v.list.len && !v->v.list.data)) { return false; } \
	  out->data = v->v.list.data; out->len = v->v.list.len; return true; }        \
	static inline void uc10_box_##tok(uc10_ivalue *v, ltype x)                    \
	{ v->tag = TAG; v->v.list.data = (const void *)x.data; v->v.list.len = x.len; }
#define UC10_BOX_OPTLIST_(otok, tok, otype)                                        \
	static inline bool uc10_unbox_##otok(const uc10_ivalue *v, otype *out)        \
	{ if (v->tag == UC10_T_NONE) { out->has = false; return true; }               \
	  out->has = true; return uc10_unbox_##tok(v, &out->v); }                     \
	static inline void uc10_box_##otok(uc10_ivalue *v, otype x)                   \
	{ if (!x.has) v->tag = UC10_T_NONE; else uc10_box_##tok(v, x.v); }
/* Pointers that may be NULL (None). */
#define UC10_BOX_PTR_(tok, ctype, TAG, field, cast)                               \
	static inline bool uc10_unbox_##tok(const uc10_ivalue *v, ctype *out)         \
	{ if (v->tag != TAG || !v->v.field) { return false; }                         \
	  *out = v->v.field; return true; }                                           \
	static inline bool uc10_unbox_opt_##tok(const uc10_ivalue *v, ctype *out)     \
	{ if (v->tag == UC10_T_NONE) { *out = NULL; return true; }                    \
	  return uc10_unbox_##tok(v, out); }                                           \
	static inline void uc10_box_##tok(uc10_ivalue *v, ctype x)                    \
	{ v->tag = TAG; v->v.field = cast x; }                                         \
	static inline void uc10_box_opt_##tok(uc10_ivalue *v, ctype x)                \
	{ if (!x) v->tag = UC10_T_NONE; else uc10_box_##tok(v, x); }

UC10_BOX_PTR_(tensor, const uc10_tensor *, UC10_T_TENSOR, t, (uc10_tensor *))
UC10_BOX_PTR_(mtensor, uc10_tensor *, UC10_T_TENSOR, t, )
UC10_BOX_PTR_(str, const char *, UC10_T_STR, str, )
UC10_BOX_PTR_(dimname, const char *, UC10_T_DIMNAME, str, )
UC10_BOX_PTR_(generator, uc10_generator *, UC10_T_GENERATOR, gen, )
UC10_BOX_PTR_(storage, const uc10_storage *, UC10_T_STORAGE, st, )

UC10_BOX_PLAIN_(int, int64_t, UC10_T_INT, i)
UC10_BOX_PLAIN_(float, double, UC10_T_FLOAT, d)
UC10_BOX_PLAIN_(bool, bool, UC10_T_BOOL, b)
UC10_BOX_PLAIN_(complex, uc10_complex, UC10_T_COMPLEX, c)
UC10_BOX_PLAIN_(dtype, uc10_dtype, UC10_T_DTYPE, e)
UC10_BOX_PLAIN_(layout, uc10_layout, UC10_T_LAYOUT, e)
UC10_BOX_PLAIN_(memory_format, uc10_memory_format, UC10_T_MEMORY_FORMAT, e)
UC10_BOX_PLAIN_(qscheme, uc10_qscheme, UC10_T_QSCHEME, e)
UC10_BOX_PLAIN_(device, uc10_device, UC10_T_DEVICE, dev)
UC10_BOX_PLAIN_(stream, uc10_stream, UC10_T_STREAM, i)
UC10_BOX_OPT_(int, uc10_opt_int, int64_t, UC10_T_INT, i)
UC10_BOX_OPT_(float, uc10_opt_float, double, UC10_T_FLOAT, d)
UC10_BOX_OPT_(bool, uc10_opt_bool, bool, UC10_T_BOOL, b)
UC10_BOX_OPT_(complex, uc10_opt_complex, uc10_complex, UC10_T_COMPLEX, c)
UC10_BOX_OPT_(dtype, uc10_opt_dtype, uc10_dtype, UC10_T_DTYPE, e)
UC10_BOX_OPT_(layout, uc10_opt_layout, uc10_layout, UC10_T_LAYOUT, e)
UC10_BOX_OPT_(memory_format, uc10_opt_memory_format, uc10_memory_format, UC10_T_MEMORY_FORMAT, e)
UC10_BOX_OPT_(qscheme, uc10_opt_qscheme, uc10_qscheme, UC10_T_QSCHEME, e)
UC10_BOX_OPT_(device, uc10_opt_device, uc10_device, UC10_T_DEVICE, dev)
UC10_BOX_OPT_(stream, uc10_opt_stream, uc10_stream, UC10_T_STREAM, i)

static inline bool uc10_unbox_scalar(const uc10_ivalue *v, uc10_scalar *out)
{
	switch (v->tag) {
	case UC10_T_SCALAR: *out = v->v.s; return true;
	case UC10_T_INT: out->tag = UC10_SCALAR_INT; out->v.i = v->v.i; return true;
	case UC10_T_FLOAT: out->tag = UC10_SCALAR_FLOAT; out->v.d = v->v.d; return true;
	case UC10_T_BOOL: out->tag = UC10_SCALAR_BOOL; out->v.b = v->v.b; return true;
	case UC10_T_COMPLEX: out->tag = UC10_SCALAR_COMPLEX; out->v.c = v->v.c; return true;
	default: return false;
	}
}
static inline void uc10_box_scalar(uc10_ivalue *v, uc10_scalar x) { v->tag = UC10_T_SCALAR; v->v.s = x; }
static inline bool uc10_unbox_opt_scalar(const uc10_ivalue *v, uc10_opt_scalar *out)
{
	if (v->tag == UC10_T_NONE) { out->has = false; return true; }
	out->has = true;
	return uc10_unbox_scalar(v, &out->v);
}
static inline void uc10_box_opt_scalar(uc10_ivalue *v, uc10_opt_scalar x)
{
	if (!x.has) v->tag = UC10_T_NONE; else uc10_box_scalar(v, x.v);
}

UC10_BOX_LIST_(tensor_list, uc10_tensor_list, UC10_T_TENSOR_LIST)
UC10_BOX_LIST_(mut_tensor_list, uc10_mut_tensor_list, UC10_T_TENSOR_LIST)
UC10_BOX_LIST_(opt_tensor_list, uc10_opt_tensor_list, UC10_T_OPT_TENSOR_LIST)
UC10_BOX_LIST_(int_list, uc10_int_list, UC10_T_INT_LIST)
UC10_BOX_LIST_(float_list, uc10_float_list, UC10_T_FLOAT_LIST)
UC10_BOX_LIST_(bool_list, uc10_bool_list, UC10_T_BOOL_LIST)
UC10_BOX_LIST_(complex_list, uc10_complex_list, UC10_T_COMPLEX_LIST)
UC10_BOX_LIST_(scalar_list, uc10_scalar_list, UC10_T_SCALAR_LIST)
UC10_BOX_LIST_(str_list, uc10_str_list, UC10_T_STR_LIST)
UC10_BOX_LIST_(dimname_list, uc10_dimname_list, UC10_T_DIMNAME_LIST)
UC10_BOX_LIST_(int_list_list, uc10_int_list_list, UC10_T_INT_LIST_LIST)
UC10_BOX_LIST_(float_list_list, uc10_float_list_list, UC10_T_FLOAT_LIST_LIST)
UC10_BOX_LIST_(bool_list_list, uc10_bool_list_list, UC10_T_BOOL_LIST_LIST)
UC10_BOX_LIST_(str_list_list, uc10_str_list_list, UC10_T_STR_LIST_LIST)
UC10_BOX_LIST_(tensor_list_list, uc10_tensor_list_list, UC10_T_TENSOR_LIST_LIST)
UC10_BOX_OPTLIST_(opt_int_list, int_list, uc10_opt_int_list)
UC10_BOX_OPTLIST_(opt_float_list, float_list, uc10_opt_float_list)
UC10_BOX_OPTLIST_(opt_bool_list, bool_list, uc10_opt_bool_list)
UC10_BOX_OPTLIST_(opt_complex_list, complex_list, uc10_opt_complex_list)
UC10_BOX_OPTLIST_(opt_scalar_list, scalar_list, uc10_opt_scalar_list)
UC10_BOX_OPTLIST_(opt_str_list, str_list, uc10_opt_str_list)
UC10_BOX_OPTLIST_(opt_dimname_list, dimname_list, uc10_opt_dimname_list)
UC10_BOX_OPTLIST_(optional_tensor_list, tensor_list, uc10_optional_tensor_list)
UC10_BOX_OPTLIST_(optional_opt_tensor_list, opt_tensor_list, uc10_optional_opt_tensor_list)

/* The tensors of a Tensor[]/Tensor?[] argument on a stack feed the key set. */
static inline bool uc10_ivalue_ks(const uc10_ivalue *v, uc10_ks *ks)
{
	size_t i;
	const uc10_tensor *const *ts = (const uc10_tensor *const *)v->v.list.data;
	switch (v->tag) {
	case UC10_T_NONE: return true;
	case UC10_T_TENSOR: if (!v->v.t) return false; *ks |= v->v.t->key_set; return true;
	case UC10_T_TENSOR_LIST: case UC10_T_OPT_TENSOR_LIST:
		if (v->v.list.len && !ts) return false;
		for (i = 0; i < v->v.list.len; i++) {
			if (ts[i]) *ks |= ts[i]->key_set;
			else if (v->tag == UC10_T_TENSOR_LIST) return false;
		}
		return true;
	default: return false;
	}
}

/* A returned tensor needs a struct to live in: take one from the stack's pool. */
static inline uc10_tensor *uc10_stack_ret_slot(uc10_stack *s)
{
	return s->ret && s->ret_used < s->nret ? &s->ret[s->ret_used++] : NULL;
}

#endif
