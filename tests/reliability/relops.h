/* relops.h - what the kernels of tests/reliability/relops.m4 answer. */
#ifndef RELOPS_H
#define RELOPS_H
#include <stdbool.h>
#include "uc10/tensor.h"

/* rel::which returns the number of the kernel that ran; the Autograd
 * kernel adds REL_AUTOGRAD to the number of the kernel below it. */
enum {
	REL_CPU = 1, REL_QCPU = 2, REL_FPGA = 3, REL_FALLBACK = 4, REL_AUTOGRAD = 100,
	REL0_CPU = 10, REL0_BACKENDSELECT = 11, REL0_FPGA = 13, REL0_FALLBACK = 14
};

/* Every kernel checks each tensor it is given with this (and every pointer
 * it needs for NULL) and returns UC10_E_INTERNAL, with a message naming
 * the argument, instead of touching a bad one.  The default (weak) only
 * refuses NULL; the fuzzers replace it with "one of my pool's tensors". */
bool rel_tensor_ok(const uc10_tensor *t);

/* rel::chunks returns at most this many. */
#define REL_MAX_CHUNKS 4

#endif
