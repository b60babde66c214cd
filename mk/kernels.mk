# mk/kernels.mk - the kernel tests (tests/kernels/, fragment
# tests/kernels/kernels.mk) built for PORT and run with the core tests on
# every port: their programs join CORE_TESTS.
KT_CC = $(PORT_CC)
# cortex-m0's kernel tests use the tables in the compact layout, so that a
# board runs the compact lookups against PyTorch's values (Note [Compact
# tables]; the dense layout is tested on every other port and by the rest
# of this one).
KT_LAYOUT = $(if $(filter cortex-m0,$(PORT)),compact,$(LAYOUT))
KT_CFLAGS = $(PORT_CFLAGS) $(PORT_DEFS) $(if $(filter compact,$(KT_LAYOUT)),-DUC10_LAYOUT_COMPACT) $(WARN) $(OPT) $(EXTRA_CFLAGS)
# A kernel test holds every kernel and up to 75 KB of PyTorch's values:
# on cortex-m0 they outgrew the nRF51's 256 KB of flash, so they are linked
# for the MPS2 memory map and run on mps2-an385, as its benchmark is
# (PORT_BIG_LDFLAGS, PORT_BIG_RUN: ports/cortex-m0/port.mk), still
# ARMv6-M code.  The demo firmware, with every kernel too, runs on the
# nRF51 itself.
KT_LDFLAGS = $(or $(PORT_BIG_LDFLAGS),$(PORT_LDFLAGS))
KT_LDLIBS = $(PORT_LDLIBS)
KT_EXTRA_SRCS = $(PORT_SRCS)
KT_RUN = $(or $(PORT_BIG_RUN),$(PORT_RUN))
KT_EXE = $(PORT_EXE)
include tests/kernels/kernels.mk
# The kernel tests' tables generated in KT_LAYOUT (the generator takes
# LAYOUT, Makefile's GEN_SH).
$(KT_GEN)/uc10_keys.h $(KT_GEN)/uc10_keys.c $(KT_GEN)/uc10_ops.h $(KT_GEN)/uc10_ops.c: override LAYOUT := $(KT_LAYOUT)

CORE_TESTS += $(KERNEL_TESTS)
$(foreach t,$(KERNEL_TESTS),$(eval RUN_$(t) = $$(KT_RUN)))
$(foreach t,$(KERNEL_TESTS),$(eval $(BUILD)/tests/$(t)$(PORT_EXE): $(call KT_PROG,$(t)) ; @mkdir -p $$(@D); cp $$< $$@))
