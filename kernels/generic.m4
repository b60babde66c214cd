m4_divert(-1)
# kernels/generic.m4 - per-dtype expansion of kernel templates, as TH's
# "generic" files with `real': one template, one C function per dtype.
#
#   m4 -P kernels/generic.m4 kernels/FAMILY/OP.c.m4 > BUILD/gen/kernels/FAMILY/OP.c
#
# Quotes are @[ ]@ (neither occurs in C), and comments are off, so C's
# apostrophes, backquotes and `#' lines pass through untouched and macro
# names inside `#include' lines would be expanded (so do not use them there).
#
# A dtype is named by its suffix: f32 i64 i32 i16 i8 u8 b8.  While a body is
# expanded for one dtype these are defined:
#   real          the C element type               float, int32_t, ...
#   Real          the suffix                       f32, i32, ...
#   UC10_DT       the uc10_dtype enumerator        UC10_FLOAT32, ...
#   UC10_WT       the type integer arithmetic wraps in (float for f32)
#   UC10_KIND     f (float) i (signed <= 32 bit) l (int64) u (uint8) b (bool)
#   UC10_TN(x)    x_<suffix>: the dtype's name for a function
# and uc10_if_float(@[float code]@, @[integer code]@) chooses text.
m4_changecom()
m4_changequote(@[, ]@)

# _uc10_dt_SFX: ctype, enumerator, wrap type, kind
m4_define(@[_uc10_dt_f32]@, @[@[float]@, @[UC10_FLOAT32]@, @[float]@, @[f]@]@)
m4_define(@[_uc10_dt_i64]@, @[@[int64_t]@, @[UC10_INT64]@, @[uint64_t]@, @[l]@]@)
m4_define(@[_uc10_dt_i32]@, @[@[int32_t]@, @[UC10_INT32]@, @[uint32_t]@, @[i]@]@)
m4_define(@[_uc10_dt_i16]@, @[@[int16_t]@, @[UC10_INT16]@, @[uint32_t]@, @[i]@]@)
m4_define(@[_uc10_dt_i8]@, @[@[int8_t]@, @[UC10_INT8]@, @[uint32_t]@, @[i]@]@)
m4_define(@[_uc10_dt_u8]@, @[@[uint8_t]@, @[UC10_UINT8]@, @[uint32_t]@, @[u]@]@)
m4_define(@[_uc10_dt_b8]@, @[@[bool]@, @[UC10_BOOL]@, @[unsigned]@, @[b]@]@)

# The usual lists.
m4_define(@[UC10_ALL]@, @[f32, i64, i32, i16, i8, u8, b8]@)
m4_define(@[UC10_ARITH]@, @[f32, i64, i32, i16, i8, u8]@)
m4_define(@[UC10_FLOATS]@, @[f32]@)

# _uc10_check_dt(SFX): fail loudly on an unknown suffix.
m4_define(@[_uc10_check_dt]@,
@[m4_ifdef(@[_uc10_dt_$1]@, @[]@,
@[m4_errprint(m4___file__:m4___line__: @[$0]@: unknown dtype suffix @[$1]@
)m4_m4exit(1)]@)]@)

# uc10_with_dtype(SFX, BODY): BODY with the dtype macros of SFX defined.
m4_define(@[uc10_with_dtype]@, @[_uc10_check_dt(@[$1]@)_uc10_with(@[$2]@, @[$1]@, _uc10_dt_$1)]@)
m4_define(@[_uc10_with]@,
@[m4_pushdef(@[real]@, @[$3]@)m4_pushdef(@[Real]@, @[$2]@)m4_pushdef(@[UC10_DT]@, @[$4]@)]@m4_dnl
@[m4_pushdef(@[UC10_WT]@, @[$5]@)m4_pushdef(@[UC10_KIND]@, @[$6]@)]@m4_dnl
@[$1@[]@m4_popdef(@[real]@, @[Real]@, @[UC10_DT]@, @[UC10_WT]@, @[UC10_KIND]@)]@)

# uc10_foreach_dtype(@[SFX, SFX, ...]@, BODY): BODY once per dtype.
#   uc10_foreach_dtype(@[f32, i8]@, @[real UC10_TN(f);]@)
#   => float f_f32;int8_t f_i8;
m4_define(@[uc10_foreach_dtype]@, @[_uc10_foreach(@[$2]@, $1)]@)
m4_define(@[_uc10_foreach]@,
@[m4_ifelse(m4_eval(@[$# < 2]@), @[1]@, @[]@,
@[$#]@, @[2]@, @[m4_ifelse(@[$2]@, @[]@, @[]@, @[uc10_with_dtype(m4_patsubst(@[$2]@, @[ ]@), @[$1]@)]@)]@,
@[uc10_with_dtype(m4_patsubst(@[$2]@, @[ ]@), @[$1]@)_uc10_foreach(@[$1]@, m4_shift(m4_shift($@)))]@)]@)

# uc10_switch_dtype(@[SFX, ...]@, EXPR, BODY[, DEFAULT]): a C switch on the
# uc10_dtype EXPR with one `case' per dtype running BODY (then break), and
# DEFAULT (by default: fail with UC10_E_DTYPE, "<C function>: not implemented
# for '<dtype>'", Note [Kernel messages]) for the rest.
m4_define(@[uc10_switch_dtype]@,
@[switch ($2) {
uc10_foreach_dtype(@[$1]@, @[	case UC10_DT: { $3; } break;
]@)	default: m4_ifelse(@[$4]@, @[]@, @[return uc10__fail_dtype(__func__, (int)($2));]@, @[$4]@)
	}]@)

m4_define(@[UC10_TN]@, @[$1_@[]@Real@[]@]@)
m4_define(@[uc10_if_float]@, @[m4_ifelse(UC10_KIND, @[f]@, @[$1]@, @[$2]@)]@)

# uc10_ew_loop(NAME, EXPR[, DECL]): a binary elementwise loop function
# NAME (a uc10__loop_fn) over ops {out, self, other}, all of type real:
# each output element is EXPR of x (self's element) and y (other's); DECL
# declares what EXPR needs from ctx (else ctx is unused).
# uc10_ew_unary_loop(NAME, EXPR[, DECL]): the same over {out, self}, EXPR
# of x alone.  Both are one loop (_uc10_ew_loop): when every stride is the
# element size (TensorIterator's is_contiguous fast path) a row is a plain
# indexed loop the compiler vectorizes and unrolls (UC10__FAST_LOOP); else
# it walks byte strides.  In-place (out == self) is fine in both: each
# element is read before it is written.
m4_define(@[uc10_ew_loop]@, @[_uc10_ew_loop(@[$1]@, @[$2]@, @[$3]@, 2)]@)
m4_define(@[uc10_ew_unary_loop]@, @[_uc10_ew_loop(@[$1]@, @[$2]@, @[$3]@, 1)]@)
# _uc10_ew_loop(NAME, EXPR, DECL, NIN): _uc10_ew2(TEXT) is the text only
# the binary loop has (other's stride, pointer and element).
m4_define(@[_uc10_ew2]@, @[m4_ifelse(_uc10_ew_nin, @[2]@, @[$1]@)]@)
m4_define(@[_uc10_ew_loop]@,
@[m4_pushdef(@[_uc10_ew_nin]@, @[$4]@)]@m4_dnl
@[static UC10__FAST_LOOP void $1(uc10__iter *it, const void *ctx)
{
	const int64_t n = it->shape[0], so = it->stride[0][0], sa = it->stride[1][0]_uc10_ew2(@[, sb = it->stride[2][0]]@);
	const bool dense = so == (int64_t)sizeof(real) && sa == (int64_t)sizeof(real)_uc10_ew2(@[ && sb == (int64_t)sizeof(real)]@);
m4_ifelse(@[$3]@, @[]@, @[	(void)ctx;]@, @[	$3]@)

	for (bool more = uc10__iter_begin(it); more; more = uc10__iter_next(it)) {
		if (dense) {
			real *o = (real *)it->ptr[0];
			const real *a = (const real *)it->ptr[1]_uc10_ew2(@[, *b = (const real *)it->ptr[2]]@);
			for (int64_t i = 0; i < n; i++) {
				const real x = a[i]_uc10_ew2(@[, y = b[i]]@);
				o[i] = $2;
			}
		} else {
			char *o = it->ptr[0];
			const char *a = it->ptr[1]_uc10_ew2(@[, *b = it->ptr[2]]@);
			for (int64_t i = 0; i < n; i++) {
				const real x = *(const real *)(a + i * sa)_uc10_ew2(@[, y = *(const real *)(b + i * sb)]@);
				*(real *)(o + i * so) = $2;
			}
		}
	}
}
m4_popdef(@[_uc10_ew_nin]@)]@)

# uc10_reduce_loop(NAME, BODY): void NAME(uc10__red *r), the walk every
# reduction of kernels/reduce/ shares: for each output element, in C order
# over the kept dims, BODY runs with `p' at its first input element (NULL
# when self is empty), `ri' zeroed for stepping p over the reduced dims in
# C order (uc10__odo_next(r->nr, r->rsize, ri, r->rstride, &p)) and `op'
# at the output element.
m4_define(@[uc10_reduce_loop]@,
@[static void $1(uc10__red *r)
{
	int64_t ki[UC10_MAX_DIMS] = { 0 }, ri[UC10_MAX_DIMS];
	char *ip = r->in, *op = r->out;

	if (r->onumel == 0)
		return;
	do {
		char *p = ip;
		for (int d = 0; d < r->nr; d++)
			ri[d] = 0;
$2	} while (uc10__red_next(r, ki, &ip, &op));
}
]@)

# Wrapping integer arithmetic (PyTorch's int ops wrap in practice; C's
# signed overflow is undefined, so go through the unsigned type), plain
# arithmetic for float, or/xor/and for bool (what + - * give once the
# int result is stored back into a bool).
m4_define(@[UC10_WADD]@, @[m4_ifelse(UC10_KIND, @[b]@, @[(($1) || ($2))]@, @[uc10_if_float(@[(($1) + ($2))]@, @[(real)((UC10_WT)($1) + (UC10_WT)($2))]@)]@)]@)
m4_define(@[UC10_WSUB]@, @[m4_ifelse(UC10_KIND, @[b]@, @[(($1) != ($2))]@, @[uc10_if_float(@[(($1) - ($2))]@, @[(real)((UC10_WT)($1) - (UC10_WT)($2))]@)]@)]@)
m4_define(@[UC10_WMUL]@, @[m4_ifelse(UC10_KIND, @[b]@, @[(($1) && ($2))]@, @[uc10_if_float(@[(($1) * ($2))]@, @[(real)((UC10_WT)($1) * (UC10_WT)($2))]@)]@)]@)

# UC10_CVT(DST_SFX, SRC_SFX, EXPR): c10::convert<dst>(EXPR of src type):
# float -> int truncates the x86 way (uc10_cvt_f2i32 / _f2i64; uint8 goes
# through int64 as c10's static_cast_with_inter_type does), -> bool is != 0.
m4_define(@[UC10_CVT]@, @[_uc10_cvt(_uc10_ctype_$1, _uc10_kind_$1, _uc10_kind_$2, @[$3]@)]@)
m4_define(@[_uc10_ctype_f32]@, @[float]@)m4_define(@[_uc10_kind_f32]@, @[f]@)
m4_define(@[_uc10_ctype_i64]@, @[int64_t]@)m4_define(@[_uc10_kind_i64]@, @[l]@)
m4_define(@[_uc10_ctype_i32]@, @[int32_t]@)m4_define(@[_uc10_kind_i32]@, @[i]@)
m4_define(@[_uc10_ctype_i16]@, @[int16_t]@)m4_define(@[_uc10_kind_i16]@, @[i]@)
m4_define(@[_uc10_ctype_i8]@, @[int8_t]@)m4_define(@[_uc10_kind_i8]@, @[i]@)
m4_define(@[_uc10_ctype_u8]@, @[uint8_t]@)m4_define(@[_uc10_kind_u8]@, @[u]@)
m4_define(@[_uc10_ctype_b8]@, @[bool]@)m4_define(@[_uc10_kind_b8]@, @[b]@)
# _uc10_cvt(DST_CTYPE, DST_KIND, SRC_KIND, EXPR)
m4_define(@[_uc10_cvt]@,
@[m4_ifelse(@[$2]@, @[b]@, @[(($4) != 0)]@,
@[$2]@, @[f]@, @[(float)($4)]@,
@[$3]@, @[f]@, @[m4_ifelse(@[$2]@, @[i]@, @[($1)uc10_cvt_f2i32($4)]@, @[$2]@, @[l]@, @[uc10_cvt_f2i64($4)]@,
@[($1)uc10_cvt_f2i64($4)]@)]@,
@[($1)($4)]@)]@)

m4_divert(0)m4_dnl
