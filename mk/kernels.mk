# mk/kernels.mk - the kernel tests (tests/kernels/, fragment
# tests/kernels/kernels.mk) built for PORT and run with the core tests on
# every port: their programs join CORE_TESTS.
KT_CC = $(PORT_CC)
KT_CFLAGS = $(PORT_CFLAGS) $(PORT_DEFS) $(LAYOUT_DEFS) $(WARN) $(OPT) $(EXTRA_CFLAGS)
KT_LDFLAGS = $(PORT_LDFLAGS)
KT_LDLIBS = $(PORT_LDLIBS)
KT_EXTRA_SRCS = $(PORT_SRCS)
KT_RUN = $(PORT_RUN)
KT_EXE = $(PORT_EXE)
include tests/kernels/kernels.mk
# The same generator command line as the rest of the build (LAYOUT, M4FLAGS).
KT_M4 = $(GENERATE)

CORE_TESTS += $(KERNEL_TESTS)
$(foreach t,$(KERNEL_TESTS),$(eval $(BUILD)/tests/$(t)$(PORT_EXE): $(call KT_PROG,$(t)) ; @mkdir -p $$(@D); cp $$< $$@))
