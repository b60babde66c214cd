/*
 * Factory kernels against PyTorch (data/factory.h): empty.memory_format
 * (through the dispatcher: BackendSelect picks CPU or QuantizedCPU),
 * empty_like (memory formats, dtypes, quantized), zeros, ones, full (dtype
 * inference), fill_ (checked Scalar conversion).  Then bad input.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { F_EMPTY, F_EMPTY_LIKE, F_ZEROS, F_ONES, F_FULL, F_FILL, F_FILL_Q };

#include "data/factory.h"

static const uc10_opt_layout no_layout = { false, UC10_STRIDED };
static const uc10_opt_device no_device = { false, { 0, 0 } };
static const uc10_opt_bool no_pin = { false, false };

static bool call_;   /* zeros/ones/full through the dispatcher (BackendSelect) */

static void run_case(const kt_case *c)
{
	static uc10_tensor a, r;
	const uc10_tensor *res = &r;
	size_t mark;
	uc10_ks ks = UC10_KS_CPU;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	kt_begin(c, &g, &r);
	if (c->in[0])
		a = (c->op == F_FILL || c->op == F_FILL_Q) ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	mark = kt_squeeze();
	switch (c->op) {
	case F_EMPTY: {
		uc10_int_list size = kt_list(&g);
		uc10_opt_dtype dt = kt_opt_dtype(&g);
		uc10_opt_memory_format mf = kt_opt_mf(&g);
		st = uc10_call_aten_empty_memory_format(&r, size, dt, no_layout, no_device, no_pin, mf);
		break;
	}
	case F_EMPTY_LIKE: {
		uc10_opt_dtype dt = kt_opt_dtype(&g);
		uc10_opt_memory_format mf = kt_opt_mf(&g);
		st = uc10_empty_like_cea(ks, &r, &a, dt, no_layout, no_device, no_pin, mf);
		break;
	}
	case F_ZEROS: case F_ONES: case F_FULL: {
		uc10_int_list size = kt_list(&g);
		uc10_opt_dtype dt = kt_opt_dtype(&g);
		if (c->op == F_ZEROS)
			st = call_ ? uc10_call_aten_zeros(&r, size, dt, no_layout, no_device, no_pin)
			           : uc10_zeros_cea(ks, &r, size, dt, no_layout, no_device, no_pin);
		else if (c->op == F_ONES)
			st = call_ ? uc10_call_aten_ones(&r, size, dt, no_layout, no_device, no_pin)
			           : uc10_ones_cea(ks, &r, size, dt, no_layout, no_device, no_pin);
		else
			st = call_ ? uc10_call_aten_full(&r, size, kt_sc(&c->s[0]), dt, no_layout, no_device, no_pin)
			           : uc10_full_cea(ks, &r, size, kt_sc(&c->s[0]), dt, no_layout, no_device, no_pin);
		break;
	}
	case F_FILL: st = uc10_fill__scalar_cpu(ks, &a, kt_sc(&c->s[0])); res = &a; break;
	case F_FILL_Q: st = uc10_call_aten_fill__Scalar(&a, kt_sc(&c->s[0])); res = &a; break;
	}
	if (st != UC10_OK && c->op == F_FILL && a.data && c->in[0]->data)   /* memcmp(NULL, ...) is UB */
		CHECK(memcmp(a.data, c->in[0]->data, (size_t)c->in[0]->n * uc10_dtype_itemsize((uc10_dtype)a.dtype)) == 0,
		      "%s: a failed fill_ wrote self", c->name);
	kt_end(c, st, res, mark, 0);
}

/* call must fail with status and a message holding needle (Note [Kernel messages]) */
#define BAD(call, status, what, needle) do { \
	kt_clear_msg(); \
	CHECK((call) == (status), what); \
	kt_expect_msg(what, needle); \
} while (0)

/* Bad input the data cannot express. */
static void bad_input(void)
{
	int64_t sz[2] = { 2, 3 }, huge[3] = { INT64_C(1) << 40, INT64_C(1) << 40, 1 };
	uc10_int_list l = { sz, 2 }, lh = { huge, 3 };
	uc10_opt_dtype f64 = { true, UC10_FLOAT64 };
	uc10_opt_layout sparse = { true, UC10_SPARSE };
	uc10_opt_device cuda = { true, { 1, 0 } };
	uc10_opt_bool pin = { true, true };
	uc10_opt_memory_format none = { false, UC10_CONTIGUOUS_FORMAT };
	uc10_opt_dtype nodt = { false, UC10_FLOAT32 };
	uc10_tensor r, u;
	size_t m = kt_arena.used;
	uc10_arena small;
	unsigned char buf[16];

	BAD(uc10_empty_memory_format_cpu(0, &r, l, f64, no_layout, no_device, no_pin, none), UC10_E_DTYPE, "float64",
	    "'Double'");
	BAD(uc10_empty_memory_format_cpu(0, &r, l, nodt, sparse, no_device, no_pin, none), UC10_E_ARG, "sparse", "layout");
	BAD(uc10_empty_memory_format_cpu(0, &r, l, nodt, no_layout, cuda, no_pin, none), UC10_E_ARG, "cuda", "device");
	BAD(uc10_empty_memory_format_cpu(0, &r, l, nodt, no_layout, no_device, pin, none), UC10_E_ARG, "pin", "pin_memory");
	BAD(uc10_zeros_cea(0, &r, lh, nodt, no_layout, no_device, no_pin), UC10_E_OVERFLOW, "size overflow", "overflows");
	BAD(uc10_zeros_cea(0, NULL, l, nodt, no_layout, no_device, no_pin), UC10_E_NULL, "null ret", "'result'");
	uc10_tensor_undefined(&u);
	BAD(uc10_empty_like_cea(0, &r, &u, nodt, no_layout, no_device, no_pin, none), UC10_E_NULL, "undefined",
	    "aten::empty_like: Expected a proper Tensor but got None");
	BAD(uc10_empty_like_cea(0, &r, NULL, nodt, no_layout, no_device, no_pin, none), UC10_E_NULL, "null", "'self'");
	BAD(uc10_fill__scalar_cpu(0, NULL, kt_sc(&(kt_scalar){ UC10_SCALAR_INT, 1, 1, 0 })), UC10_E_NULL, "null fill",
	    "aten::fill_");
	CHECK(kt_arena.used == m, "failed calls left the arena as it was");
	/* arena exhaustion: status, arena unchanged, result untouched */
	uc10_arena_init(&small, buf, sizeof buf);
	uc10_arena_set_current(&small);
	memset(&r, 0x5a, sizeof r);
	u = r;
	BAD(uc10_zeros_cea(0, &r, l, nodt, no_layout, no_device, no_pin), UC10_E_NOMEM, "24 bytes in 16", "out of memory");
	CHECK(small.used == 0 && memcmp(&r, &u, sizeof r) == 0, "exhaustion changed something");
	sz[1] = 2;
	CHECK(uc10_zeros_cea(0, &r, l, nodt, no_layout, no_device, no_pin) == UC10_OK && small.used == 16, "16 in 16");
	uc10_arena_set_current(NULL);
	BAD(uc10_ones_cea(0, &r, l, nodt, no_layout, no_device, no_pin), UC10_E_NOMEM, "no current arena", "out of memory");
	uc10_arena_set_current(&kt_arena);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "empty_negative", "Trying to create tensor with negative dimension" },
	{ "empty_cl_rank", "aten::empty: required rank 4" },
	{ "full_i8_overflow", "value cannot be converted to type Char without overflow" },
	{ "fill_i32_nan", "aten::fill_: value cannot be converted to type Int" },
	{ "fill_f32_huge", "type Float without overflow" },
	{ NULL, NULL }
};

int main(void)
{
	kt_init();
	kt_messages = true;
	kt_msg_samples = msg_samples_;
	for (int i = 0; i < FA_NCASES; i++)
		run_case(&fa_cases[i]);
	call_ = true;
	for (int i = 0; i < FA_NCASES; i++)
		if (fa_cases[i].op == F_ZEROS || fa_cases[i].op == F_ONES || fa_cases[i].op == F_FULL)
			run_case(&fa_cases[i]);
	call_ = false;
	bad_input();
	kt_sweep(fa_cases, FA_NCASES, run_case);
	kt_sweep_undefined(fa_cases, FA_NCASES, run_case);
	kt_msg_report();
	return check_done("kernels/factory");
}
