/*
 * The tensor layer (uc10/arena.h, uc10/tensor_util.h): the arena, key
 * sets, strides and contiguity flags, overflow checks, broadcasting, dim
 * wrapping, Scalar conversions, and type promotion tables checked against
 * PyTorch's (data/tensor.h).
 */
#include <math.h>
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "common/kernel.h"

#include "data/tensor.h"
#include "uc10_ops.h"

static const uc10_dtype dts[] = { UC10_UINT8, UC10_INT8, UC10_INT16, UC10_INT32, UC10_INT64, UC10_FLOAT32, UC10_BOOL };

static void test_arena(void)
{
	static _Alignas(32) unsigned char buf[64];
	uc10_arena a;
	void *p = NULL, *q = NULL;
	size_t m;

	uc10_arena_init(&a, buf, sizeof buf);
	CHECK(uc10_arena_alloc(&a, 3, 1, &p) == UC10_OK && p == buf && a.used == 3, "first alloc");
	CHECK(uc10_arena_alloc(&a, 8, 8, &q) == UC10_OK && q == buf + 8 && a.used == 16, "aligned alloc pads");
	m = uc10_arena_mark(&a);
	q = NULL;
	CHECK(uc10_arena_alloc(&a, 49, 1, &q) == UC10_E_NOMEM && q == NULL && a.used == 16, "exhaustion: unchanged");
	CHECK(uc10_arena_alloc(&a, 41, 32, &q) == UC10_E_NOMEM && a.used == 16, "padding counts");
	CHECK(uc10_arena_alloc(&a, 48, 1, &q) == UC10_OK && a.used == 64 && uc10_arena_avail(&a) == 0, "exactly full");
	CHECK(uc10_arena_alloc(&a, 0, 1, &q) == UC10_OK && a.used == 64, "zero bytes when full");
	CHECK(a.peak == 64, "peak");
	uc10_arena_release(&a, m);
	CHECK(a.used == 16 && uc10_arena_avail(&a) == 48, "release to mark");
	uc10_arena_release(&a, 40);
	CHECK(a.used == 16, "a mark above the top is ignored");
	CHECK(uc10_arena_alloc(&a, 1, 3, &q) == UC10_E_ARG && uc10_arena_alloc(&a, 1, 128, &q) == UC10_E_ARG, "bad align");
	CHECK(uc10_arena_alloc(NULL, 1, 1, &q) == UC10_E_NULL && uc10_arena_alloc(&a, 1, 1, NULL) == UC10_E_NULL, "null");
	CHECK(a.refused == 49, "the largest request refused");
	/* two pieces: [0, 12) at buf + 40, then 16 bytes at buf; a request that
	 * does not fit the first piece's rest starts the second */
	uc10_arena_init_split(&a, buf + 40, 12, buf, 16);
	CHECK(a.size == 28 && a.refused == 0, "two pieces: init");
	CHECK(uc10_arena_alloc(&a, 5, 1, &p) == UC10_OK && p == buf + 40 && a.used == 5, "two pieces: the first");
	m = uc10_arena_mark(&a);
	CHECK(uc10_arena_alloc(&a, 8, 4, &q) == UC10_OK && q == buf && a.used == 20, "two pieces: the second's start");
	CHECK(uc10_arena_alloc(&a, 4, 4, &q) == UC10_OK && q == buf + 8 && a.used == 24 && a.peak == 24, "two pieces: in the second");
	CHECK(uc10_arena_alloc(&a, 5, 1, &q) == UC10_E_NOMEM && a.used == 24 && a.refused == 5, "two pieces: full");
	uc10_arena_release(&a, m);
	CHECK(uc10_arena_alloc(&a, 3, 1, &q) == UC10_OK && q == buf + 45 && a.used == 8, "two pieces: release to the first");
	uc10_arena_init(&a, NULL, 100);
	CHECK(a.size == 0 && uc10_arena_alloc(&a, 1, 1, &q) == UC10_E_NOMEM, "no buffer");
	uc10_arena_set_current(&a);
	CHECK(uc10_arena_current() == &a, "current");
	uc10_arena_set_current(&kt_arena);
}

static void test_tensor_init(void)
{
	int64_t s4[4] = { 1, 64, 5, 4 }, st[4], big[2] = { INT64_C(1) << 62, 4 }, neg[2] = { 2, -1 };
	int64_t s7[7] = { 1, 1, 1, 1, 1, 1, 1 };
	uc10_tensor t;
	float x[6];

	CHECK(uc10_tensor_init(&t, UC10_FLOAT32, s4, 4, x) == UC10_OK && t.key_set == UC10_KS_CPU_TENSOR &&
	      t.strides[0] == 1280 && t.strides[3] == 1 && t.is_contiguous && !t.is_channels_last && t.defined,
	      "contiguous init");
	/* the contiguous-operator article: 1,64,5,4 channels_last */
	CHECK(uc10_channels_last_strides(s4, 4, st) == UC10_OK && st[0] == 1280 && st[1] == 1 && st[2] == 256 &&
	      st[3] == 64, "channels_last strides (1280, 1, 256, 64)");
	CHECK(!uc10_compute_contiguous(s4, st, 4) && uc10_compute_channels_last_contiguous(s4, st, 4),
	      "channels_last: not contiguous, channels_last contiguous");
	CHECK(uc10_channels_last_strides(s4, 2, st) == UC10_E_ARG, "channels_last needs rank 4 (or 3)");
	CHECK(uc10_tensor_init(&t, UC10_QINT8, s4, 2, x) == UC10_OK && t.key_set == UC10_KS_QUANTIZED_CPU_TENSOR,
	      "quantized key set");
	CHECK(uc10_tensor_init(&t, UC10_FLOAT64, s4, 2, x) == UC10_E_DTYPE, "float64 is not stored");
	CHECK(uc10_tensor_init(&t, UC10_FLOAT32, neg, 2, x) == UC10_E_ARG, "negative size");
	CHECK(uc10_tensor_init(&t, UC10_FLOAT32, s7, 7, x) == UC10_E_ARG, "7 dims");
	CHECK(uc10_tensor_init(&t, UC10_FLOAT32, big, 2, x) == UC10_E_OVERFLOW, "numel overflow");
	big[1] = 1;
	CHECK(uc10_tensor_init(&t, UC10_INT64, big, 2, x) == UC10_E_OVERFLOW, "byte size overflow");
	CHECK(uc10_tensor_init(&t, UC10_FLOAT32, s4, 2, NULL) == UC10_E_NULL, "data needed");
	s4[0] = 0;
	CHECK(uc10_tensor_init(&t, UC10_FLOAT32, s4, 4, NULL) == UC10_OK && uc10_tensor_numel(&t) == 0 &&
	      t.is_contiguous, "empty tensor: no data needed, contiguous");
	{
		int64_t sz[2] = { 3, 4 }, bad[2] = { 4, -1 };
		CHECK(uc10_tensor_init_strided(&t, UC10_FLOAT32, sz, bad, 2, 0, x) == UC10_E_ARG, "negative stride");
		CHECK(uc10_tensor_init_strided(&t, UC10_FLOAT32, sz, sz, 2, -1, x) == UC10_E_ARG, "negative offset");
	}
	{
		int64_t lo, hi, sz[2] = { 3, 2 }, str[2] = { 1, 3 };
		uc10_tensor_init_strided(&t, UC10_INT32, sz, str, 2, 2, x);
		uc10_tensor_byte_span(&t, &lo, &hi);
		CHECK(lo == 0 && hi == 24 && (char *)uc10_tensor_ptr(&t) == (char *)x + 8, "span and pointer");
	}
	uc10_tensor_undefined(&t);
	CHECK(!t.defined && t.dtype == UC10_DTYPE_UNDEFINED, "undefined");
}

static void test_geometry(void)
{
	for (size_t i = 0; i < sizeof tl_geo / sizeof tl_geo[0]; i++) {
		int64_t st[4];
		uc10_tensor t, e;
		float dummy;
		bool dense;
		uc10_tensor_init_strided(&t, UC10_FLOAT32, tl_geo[i].sizes, tl_geo[i].strides, tl_geo[i].dim, 0, &dummy);
		CHECK(t.is_contiguous == tl_geo[i].contig && t.is_channels_last == tl_geo[i].cl,
		      "geometry %d: contiguous %d channels_last %d", (int)i, t.is_contiguous, t.is_channels_last);
		uc10_empty_like_strides(&t, UC10_PRESERVE_FORMAT, st);
		dense = true;
		for (int d = 0; d < t.dim; d++)
			dense = dense && st[d] == t.strides[d];
		CHECK(dense == tl_geo[i].dense, "geometry %d: empty_like keeps strides %d", (int)i, dense);
		(void)e;
	}
}

static void test_promotion(void)
{
	for (size_t i = 0; i < sizeof tl_promote / sizeof tl_promote[0]; i++) {
		uc10_dtype a = tl_promote[i][0], b = tl_promote[i][1];
		CHECK(uc10_promote_types(a, b) == tl_promote[i][2], "promote_types(%d, %d) = %d, want %d", a, b,
		      uc10_promote_types(a, b), tl_promote[i][2]);
		CHECK(uc10_can_cast(a, b) == tl_promote[i][3], "can_cast(%d, %d)", a, b);
	}
	CHECK(uc10_promote_types(UC10_QINT8, UC10_FLOAT32) == UC10_DTYPE_UNDEFINED, "quantized does not promote");
	for (size_t i = 0; i < sizeof tl_result_type / sizeof tl_result_type[0]; i++) {
		const uint8_t *r = tl_result_type[i];
		static const kt_scalar sc[4] = { { UC10_SCALAR_INT, 1, 1, 0 }, { UC10_SCALAR_INT, 1, -1, 0 },
		                                 { UC10_SCALAR_FLOAT, 1, 0, 2.5 }, { UC10_SCALAR_BOOL, 1, 1, 0 } };
		int64_t two[1] = { 2 };
		uc10_tensor ta, tb;
		uc10_result_type_state s;
		int64_t buf[2];
		uc10_tensor_init(&ta, (uc10_dtype)r[0], two, r[1], buf);
		uc10_result_type_init(&s);
		uc10_result_type_tensor(&s, &ta);
		if (r[4]) {
			uc10_result_type_scalar(&s, kt_sc(&sc[r[5]]));
		} else {
			uc10_tensor_init(&tb, (uc10_dtype)r[2], two, r[3], buf);
			uc10_result_type_tensor(&s, &tb);
		}
		CHECK(uc10_result_type(&s) == r[6], "result_type case %d: %d, want %d", (int)i, uc10_result_type(&s), r[6]);
	}
	(void)dts;
}

static void test_shapes(void)
{
	int64_t a[3] = { 2, 1, 4 }, b[2] = { 3, 1 }, c[2] = { 3, 5 }, o[6];
	int n = -1, d;

	CHECK(uc10_broadcast_shapes(a, 3, b, 2, o, &n) == UC10_OK && n == 3 && o[0] == 2 && o[1] == 3 && o[2] == 4,
	      "broadcast [2,1,4] [3,1]");
	CHECK(uc10_broadcast_shapes(a, 3, c, 2, o, &n) == UC10_E_SHAPE, "4 vs 5");
	CHECK(uc10_broadcast_shapes(a, 0, b, 0, o, &n) == UC10_OK && n == 0, "two 0-d");
	CHECK(uc10_wrap_dim(-1, 3, &d) == UC10_OK && d == 2, "wrap -1");
	CHECK(uc10_wrap_dim(3, 3, &d) == UC10_E_ARG && uc10_wrap_dim(-4, 3, &d) == UC10_E_ARG, "out of range");
	CHECK(uc10_wrap_dim(-1, 0, &d) == UC10_OK && d == 0 && uc10_wrap_dim(1, 0, &d) == UC10_E_ARG, "0-d wraps as 1");
	{
		int64_t n64, s[2] = { INT64_C(1) << 32, INT64_C(1) << 30 }, z[3] = { 0, INT64_C(1) << 62, 4 };
		CHECK(uc10_shape_numel(s, 2, &n64) == UC10_OK && n64 == INT64_C(1) << 62, "2^62 fits");
		s[1] = INT64_C(1) << 31;
		CHECK(uc10_shape_numel(s, 2, &n64) == UC10_E_OVERFLOW, "2^63 overflows");
		CHECK(uc10_shape_numel(z, 3, &n64) == UC10_E_OVERFLOW, "0 * (2^62 * 4): still an overflow, as PyTorch");
		CHECK(uc10_mul_overflow(INT64_MAX, 2, &n64) == UC10_E_OVERFLOW && uc10_add_overflow(INT64_MAX, 1, &n64) ==
		      UC10_E_OVERFLOW, "mul/add overflow");
	}
}

static void test_scalars(void)
{
	unsigned char b[8];
	int8_t i8;
	uint8_t u8;
	int32_t i32;
	float f;
	uc10_scalar s;

	s.tag = UC10_SCALAR_INT;
	s.v.i = 1000;
	CHECK(uc10_scalar_to_unchecked(&i8, UC10_INT8, s) == UC10_OK && i8 == -24, "1000 -> int8 wraps");
	CHECK(uc10_scalar_to_checked(b, UC10_INT8, s) == UC10_E_ARG, "1000 -> int8 checked");
	s.v.i = -255;
	CHECK(uc10_scalar_to_checked(&u8, UC10_UINT8, s) == UC10_OK && u8 == 1, "-255 -> uint8 wraps, as c10");
	s.v.i = -256;
	CHECK(uc10_scalar_to_checked(&u8, UC10_UINT8, s) == UC10_E_ARG, "-256 -> uint8");
	s.tag = UC10_SCALAR_FLOAT;
	s.v.d = -1.5;
	CHECK(uc10_scalar_to_unchecked(&u8, UC10_UINT8, s) == UC10_OK && u8 == 255, "-1.5 -> uint8 through int64");
	CHECK(uc10_scalar_to_checked(&u8, UC10_UINT8, s) == UC10_E_ARG, "-1.5 -> uint8 checked");
	s.v.d = NAN;
	CHECK(uc10_scalar_to_unchecked(&i32, UC10_INT32, s) == UC10_OK && i32 == INT32_MIN, "NaN -> int32 as x86");
	CHECK(uc10_scalar_to_checked(&i32, UC10_INT32, s) == UC10_E_ARG, "NaN -> int32 checked");
	CHECK(uc10_scalar_to_checked(&f, UC10_FLOAT32, s) == UC10_OK && f != f, "NaN -> float32");
	s.v.d = 1e300;
	CHECK(uc10_scalar_to_checked(&f, UC10_FLOAT32, s) == UC10_E_ARG, "1e300 -> float32 overflows");
	s.v.d = INFINITY;
	CHECK(uc10_scalar_to_checked(&f, UC10_FLOAT32, s) == UC10_OK && f == INFINITY, "inf -> float32");
	s.v.d = 300.7;
	CHECK(uc10_scalar_to_unchecked(&i8, UC10_INT8, s) == UC10_OK && i8 == 44, "300.7 -> int8 = 44");
	s.tag = UC10_SCALAR_COMPLEX;
	CHECK(uc10_scalar_to_checked(&f, UC10_FLOAT32, s) == UC10_E_DTYPE, "complex");
	CHECK(uc10_cvt_f2i32(2147483648.0) == INT32_MIN && uc10_cvt_f2i32(-2147483648.5) == INT32_MIN + 0 &&
	      uc10_cvt_f2i64(1e19) == INT64_MIN, "x86 conversions");
}

static void test_fma(void)
{
	int bad = 0;

	for (size_t i = 0; i < sizeof tl_fma / sizeof tl_fma[0]; i++) {
		float r = uc10__fmaf(tl_fma[i][0], tl_fma[i][1], tl_fma[i][2]);
		if (memcmp(&r, &tl_fma[i][3], 4) != 0 && bad++ < 3)
			CHECK(0, "fmaf case %d: %.9g, want %.9g", (int)i, (double)r, (double)tl_fma[i][3]);
	}
	CHECK(bad == 0, "fmaf: %d of %d rounded twice", bad, (int)(sizeof tl_fma / sizeof tl_fma[0]));
	CHECK(uc10__fmaf(INFINITY, 1, 1) == INFINITY && uc10__fmaf(NAN, 1, 1) != uc10__fmaf(NAN, 1, 1), "fmaf inf/nan");
}

/*
 * A tensor over const data (weights in flash) is an input like any other,
 * without a cast at the call site; and the last error can be cleared.
 */
static void test_from_const(void)
{
	static const float w[6] = { 1, -2, 3, -4, 5, -6 };
	static const int64_t sz[2] = { 2, 3 };
	uc10_tensor t, r;
	size_t m = kt_arena.used;

	CHECK(uc10_tensor_from_const(&t, UC10_FLOAT32, sz, 2, w) == UC10_OK && t.defined && t.is_contiguous &&
	      t.key_set == UC10_KS_CPU_TENSOR && uc10_tensor_ptr(&t) == (const void *)w, "from_const: a CPU tensor over w");
	CHECK(uc10_call_aten_relu(&r, &t) == UC10_OK && kt_get_f(&r, 1) == 0 && kt_get_f(&r, 2) == 3 && w[1] == -2,
	      "from_const: an input to relu, unchanged");
	uc10_arena_release(&kt_arena, m);
	CHECK(uc10_tensor_from_const(&t, UC10_FLOAT64, sz, 2, w) == UC10_E_DTYPE, "from_const: dtype checked");
	CHECK(uc10_tensor_from_const(&t, UC10_FLOAT32, sz, 2, NULL) == UC10_E_NULL, "from_const: data needed");
	CHECK(uc10_call_aten_relu(&r, NULL) != UC10_OK && uc10_last_error()[0] != 0, "a failed call leaves a message");
	uc10_clear_last_error();
	CHECK(uc10_last_error()[0] == 0, "uc10_clear_last_error: no message");
}

int main(void)
{
	kt_init();
	test_from_const();
	test_arena();
	test_tensor_init();
	test_geometry();
	test_promotion();
	test_shapes();
	test_scalars();
	test_fma();
	return check_done("kernels/tensor");
}
