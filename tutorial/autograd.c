/*
 * tutorial/autograd.c - the Autograd and ADInplaceOrView kernels
 * (tutorial/README.md, steps 3 and 4).  uc10 has no autograd engine: where
 * PyTorch's kernels record a backward node, these only log their name.
 */
#include "tut.h"

/* Step 3, first way: exclude the autograd keys for everything below (a
 * guard on the local key sets) and call the operator again. */
uc10_status tut_myadd_autograd(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	uc10_guard g = uc10_exclude_guard(UC10_KS_AUTOGRAD);   /* at::AutoDispatchBelowAutograd */
	uc10_status st;
	(void)ks;
	tut_ran("tut_myadd_autograd");
	st = uc10_call_tut_myadd(ret, self, other);
	uc10_guard_end(&g);
	return st;
}

/* Step 3, second way: redispatch this one call with the keys below autograd. */
uc10_status tut_myadd_autograd_dsp(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	tut_ran("tut_myadd_autograd_dsp");
	return uc10_redispatch_tut_myadd(ks & UC10_KS_AFTER_AUTOGRAD, ret, self, other);
}

/* Step 4: an in-place operator's autograd kernel, as PyTorch generates them. */
uc10_status tut_myadd__autograd(uc10_ks ks, uc10_tensor *self, const uc10_tensor *other)
{
	tut_ran("tut_myadd__autograd");
	return uc10_redispatch_tut_myadd_(ks & UC10_KS_AFTER_AUTOGRAD, self, other);
}

/* Step 4: the ADInplaceOrView kernel: run the operator, then count the
 * change of self's memory, which autograd checks later. */
uc10_status tut_myadd__adinplace(uc10_ks ks, uc10_tensor *self, const uc10_tensor *other)
{
	uc10_status st;
	tut_ran("tut_myadd__adinplace");
	st = uc10_redispatch_tut_myadd_(ks & UC10_KS_AFTER_ADINPLACEORVIEW, self, other);
	if (st == UC10_OK)
		tut_bump_version(self);
	return st;
}

/* PyTorch keeps a version counter with each tensor's storage; uc10 tensors
 * have none, so the tutorial counts by storage address, for a few. */
static struct { const void *data; unsigned version; } tut_versions[8];

unsigned tut_version(const uc10_tensor *t)
{
	unsigned i;
	for (i = 0; i < 8; i++)
		if (tut_versions[i].data == t->data)
			return tut_versions[i].version;
	return 0;
}

void tut_bump_version(const uc10_tensor *t)
{
	unsigned i;
	for (i = 0; i < 8 && tut_versions[i].data != t->data && tut_versions[i].data; i++)
		;
	if (i < 8) {
		tut_versions[i].data = t->data;
		tut_versions[i].version++;
	}
}
