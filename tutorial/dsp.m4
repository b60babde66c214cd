m4_dnl tutorial/dsp.m4 - the tutorial's second backend: a DSP that shares the
m4_dnl CPU's memory, at PrivateUse1 (tutorial/README.md).  Kernels:
m4_dnl tutorial/dsp.c, tutorial/autograd.c.

m4_dnl Step 2: tut::myadd's DSP kernel.
UC10_IMPL(tut, PrivateUse1, myadd, tut_myadd_dsp)

m4_dnl Step 3: an autograd kernel for DSP tensors only.
UC10_IMPL(tut, AutogradPrivateUse1, myadd, tut_myadd_autograd_dsp)

m4_dnl Step 6: every operator without a DSP kernel runs on the CPU.
UC10_FALLBACK(PrivateUse1, tut_dsp_fallback)

m4_dnl Step 7: every operator without an autograd kernel passes autograd.
UC10_FALLBACK_FALLTHROUGH(AutogradPrivateUse1)
