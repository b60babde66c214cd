/*
 * prod_refuse.c - bad input keeps its answer in a production build: the
 * qcnn program's run (tests/programs/qcnn.m4) compiled as program-size
 * builds it (no UC10_PROGRAM_CHECK, its own typed-only selective build),
 * given an arena 8 bytes short, an input of another dtype, an input of
 * another shape: each call returns its status and a message naming the
 * program, and writes neither the arena nor the output.  Then the same run
 * on the exported input gives PyTorch's output (within the exporter's
 * tolerance, 1e-6 x max(1, |PyTorch|)).  The check firmware (program-check)
 * tests the same refusals in its own build.
 */
#include <string.h>
#include "uc10/local.h"
#include "uc10/tensor_util.h"
#include "qcnn_program.h"
#include "qcnn_data.h"
#include "../check.h"

static unsigned char arena[UC10_PROGRAM_QCNN_ARENA_BYTES] __attribute__((aligned(8)));
static const int64_t x_sizes[4] = { 1, 1, 6, 6 };

static bool untouched(const void *p, size_t n)
{
	const unsigned char *b = p;
	for (size_t i = 0; i < n; i++)
		if (b[i] != 0xa5)
			return false;
	return true;
}

/* run(what, arena bytes, input, status wanted, message wanted) */
static void refused(const char *what, size_t bytes, const uc10_tensor *in, uc10_status want, const char *msg)
{
	uc10_tensor o;
	uc10_status st;

	memset(arena, 0xa5, sizeof arena);
	memset(&o, 0xa5, sizeof o);
	st = uc10_program_qcnn_run(arena, bytes, &o, in);
	CHECK(st == want, "%s: status %s, expected %s", what, uc10_status_name(st), uc10_status_name(want));
	CHECK(strcmp(uc10_last_error(), msg) == 0, "%s: message '%s'", what, uc10_last_error());
	CHECK(untouched(arena, sizeof arena) && untouched(&o, sizeof o), "%s: the run wrote to the %s", what,
	      untouched(arena, sizeof arena) ? "output" : "arena");
}

int main(void)
{
	uc10_tensor in, bad, out;
	uc10_status st;

	uc10_tensor_init(&in, UC10_FLOAT32, x_sizes, 4, (void *)qcnn_input_x);
	refused("an arena 8 bytes short", sizeof arena - 8, &in, UC10_E_NOMEM,
	        "qcnn: the arena is smaller than the plan's (UC10_PROGRAM_<NAME>_ARENA_BYTES)");
	bad = in;
	bad.dtype = UC10_INT32;
	refused("an input of another dtype", sizeof arena, &bad, UC10_E_SHAPE,
	        "qcnn: an input is not of the dtype and shape the program was exported with");
	bad = in;
	bad.sizes[2]++;
	refused("an input of another shape", sizeof arena, &bad, UC10_E_SHAPE,
	        "qcnn: an input is not of the dtype and shape the program was exported with");

	st = uc10_program_qcnn_run(arena, sizeof arena, &out, &in);
	CHECK(st == UC10_OK, "run: %s", uc10_last_error());
	if (st == UC10_OK) {
		const float *y = (const float *)uc10_tensor_ptr(&out);
		CHECK(out.dtype == UC10_FLOAT32 && out.dim == 2 && out.sizes[1] == 10, "output dtype and shape");
		for (int i = 0; i < 10; i++) {
			float w = qcnn_reference[i], d = y[i] - w, m = w < 0 ? -w : w;
			CHECK((d < 0 ? -d : d) <= 1e-6f * (m > 1 ? m : 1), "element %d: %g, PyTorch %g", i, y[i], w);
		}
	}
	return check_done("qcnn production run");
}
