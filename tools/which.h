/*
 * tools/which.h - the lines of `make which': for every operator, in
 * definition order (as `make dump' prints), the key set a call with
 * tensors carrying `keys' dispatches on under the current local key-set
 * mode, its highest key and the kernel that runs.  Shared by tools/which.c
 * on the host and tests/ports/test_dump.c on a board, whose outputs
 * tests/ports/agree.sh compares: one code prints both.
 */
#ifndef UC10_TOOLS_WHICH_H
#define UC10_TOOLS_WHICH_H

#include <inttypes.h>
#include <stdio.h>
#include "uc10_ops.h"

/* The line of one operator called with tensors whose keys together are tensor_ks. */
static inline void uc10_which_line(const uc10_op *op, uc10_ks tensor_ks)
{
	uc10_ks ks = uc10_dispatch_ks(op, tensor_ks);
	unsigned ix = uc10_ks_index(ks);
	const uc10_kernel *k = uc10_op_entry(op, ix);
	printf("%s ks=0x%016" PRIx64 " highest=%s index=%u kernel=%s\n", op->name, ks,
	       uc10_ks_key_name(ks), ix, k ? k->name : "missing");
}

static inline void uc10_which_lines(uc10_ks keys)
{
	for (uint32_t i = 0; i < uc10_registry_main.nops; i++) {
		const uc10_op *op = uc10_registry_main.order[i];
		uc10_which_line(op, op->dispatch_args ? keys : 0);
	}
}

#endif
