# mk/kernel-tests.mk - the kernel tests (tests/kernels/test_*.c) built for
# PORT and run with the core tests on every port: their programs join
# CORE_TESTS.
#
#   make [PORT=X] check-kernels   build and run them all; fails if any check fails
#
# A program links its test (which includes kt_impl.h), the kernels, the
# tensor layer, the dispatcher runtime (src/*.c) and the operator tables
# generated from KERNEL_TABLES only (into $(BUILD)/gen-kernels/), so
# composites that call through the dispatcher run as in the product.
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
KT_DIR := $(BUILD)/kt
KT_GEN := $(BUILD)/gen-kernels

KERNEL_TESTS := $(sort $(notdir $(basename $(wildcard tests/kernels/test_*.c))))
KT_PROG = $(KT_DIR)/$(1)$(KT_EXE)
KT_RUNTIME_SRCS := $(filter-out src/tensor/%,$(wildcard src/*.c))
KT_GEN_SRCS := $(KT_GEN)/uc10_keys.c $(KT_GEN)/uc10_ops.c
KT_CPPFLAGS := -Iinclude -I$(KT_GEN) $(KERNEL_CPPFLAGS) -Itests -Itests/kernels

$(eval $(call gen_keys,$(KT_GEN)))
$(eval $(call gen_ops,$(KT_GEN),$(KERNEL_TABLES)))
# The kernel tests' tables generated in KT_LAYOUT (the generator takes
# LAYOUT, Makefile's GEN_SH).
$(KT_GEN)/uc10_keys.h $(KT_GEN)/uc10_keys.c $(KT_GEN)/uc10_ops.h $(KT_GEN)/uc10_ops.c: override LAYOUT := $(KT_LAYOUT)

# The tree of objects every test program links (Note [Object trees]).
KT_OBJS := $(call tree_objs,$(KT_DIR)/obj,$(KERNEL_SRCS) $(TENSOR_SRCS) $(KT_RUNTIME_SRCS) $(KERNEL_GEN_SRCS) \
	$(KT_GEN_SRCS))
KT_HDRS := $(wildcard include/uc10/*.h) $(wildcard kernels/*/*.h) tests/kernels/kt.h tests/kernels/kt_impl.h tests/check.h \
	$(KT_GEN)/uc10_keys.h $(KT_GEN)/uc10_ops.h
KT_FLAGS = $(KT_CFLAGS) $(KT_CPPFLAGS) -ffunction-sections -fdata-sections
$(eval $(call object_tree,$(KT_DIR)/obj,KT_FLAGS,$$(KT_HDRS),KT_CC))

$(KT_DIR)/%$(KT_EXE): tests/kernels/%.c $(KT_OBJS) $(wildcard tests/kernels/data/*.h)
	@mkdir -p $(@D)
	@$(say) "  LINK    $@"; $(KT_CC) $(KT_FLAGS) -o $@ $< $(KT_OBJS) $(KT_EXTRA_SRCS) -Wl,--gc-sections $(KT_LDFLAGS) $(KT_LDLIBS)

.SECONDARY: $(KT_OBJS)

kernel-tests: $(foreach t,$(KERNEL_TESTS),$(call KT_PROG,$(t)))

# Each program prints `suite: N passed, N failed' and exits 1 on a failure.
check-kernels: kernel-tests
	@fail=0; for t in $(KERNEL_TESTS); do \
		$(KT_RUN) $(KT_DIR)/$$t$(KT_EXE) > $(KT_DIR)/$$t.out 2>&1; rc=$$?; \
		grep -E '^FAIL|passed' $(KT_DIR)/$$t.out | tail -n 12; \
		[ $$rc -eq 0 ] || { echo "$$t: exit status $$rc"; fail=1; }; \
	done; exit $$fail

CORE_TESTS += $(KERNEL_TESTS)
$(foreach t,$(KERNEL_TESTS),$(eval RUN_$(t) = $$(KT_RUN)))
$(foreach t,$(KERNEL_TESTS),$(eval $(BUILD)/tests/$(t)$(PORT_EXE): $(call KT_PROG,$(t)) ; @mkdir -p $$(@D); cp $$< $$@))

.PHONY: kernel-tests check-kernels
