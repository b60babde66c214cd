/*
 * tutorial/tut.h - what the tutorial's kernels and its program share
 * (tutorial/README.md).
 */
#ifndef TUT_H
#define TUT_H

#include "uc10_ops.h"

/* A tensor on the DSP (step 2) carries what PyTorch gives a PrivateUse1
 * tensor: its backend, ADInplaceOrView and its autograd key. */
#define TUT_KS_DSP (UC10_KS_PrivateUse1 | UC10_KS_ADInplaceOrView | UC10_KS_AutogradPrivateUse1)

/* Every tutorial kernel logs its name: the log says which kernels ran. */
void tut_ran(const char *kernel);
const char *tut_log(void);
void tut_log_reset(void);

/* Step 4: the version counter PyTorch keeps per tensor storage. */
unsigned tut_version(const uc10_tensor *t);
void tut_bump_version(const uc10_tensor *t);

#endif
