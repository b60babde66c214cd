# tests/kernels/kernels.mk - the kernel tests (tests/kernels/test_*.c).
#
# Include after kernels/kernels.mk.  In: BUILD, M4 (as kernels/kernels.mk),
# the top Makefile's generator functions gen_keys and gen_ops, and the compiler for the programs: KT_CC, KT_CFLAGS, KT_LDFLAGS,
# KT_LDLIBS (default: CC, CFLAGS, LDFLAGS, LDLIBS), KT_EXTRA_SRCS (more
# sources every program links, e.g. a port's startup), KT_RUN (a runner
# prefix, e.g. a QEMU wrapper; default none) and KT_EXE (program suffix).
# For a board: KT_CC=$(PORT_CC) KT_CFLAGS="$(PORT_CFLAGS) $(PORT_DEFS) ..."
# KT_LDFLAGS=$(PORT_LDFLAGS) KT_LDLIBS=$(PORT_LDLIBS) KT_EXTRA_SRCS=$(PORT_SRCS)
# KT_RUN=$(PORT_RUN) KT_EXE=$(PORT_EXE).
# Out:
#   KERNEL_TESTS       the test program names (test_pointwise, ...)
#   KT_PROG(name)      $(BUILD)/kt/<name>$(KT_EXE), built by a rule here
#   check-kernels      build and run them all; fails if any check fails
#
# A program links its test (which includes kt_impl.h), the kernels, the tensor
# layer, the dispatcher runtime (src/*.c) and the operator tables generated
# from KERNEL_TABLES only (into $(BUILD)/gen-kernels/), so composites that
# call through the dispatcher run as in the product.

KT_CC ?= $(CC)
KT_CFLAGS ?= $(CFLAGS)
KT_LDFLAGS ?= $(LDFLAGS)
KT_LDLIBS ?= $(LDLIBS) -lm
KT_RUN ?=
KT_EXTRA_SRCS ?=
KT_EXE ?=
KT_DIR := $(BUILD)/kt
KT_GEN := $(BUILD)/gen-kernels

KERNEL_TESTS := $(sort $(notdir $(basename $(wildcard tests/kernels/test_*.c))))
KT_PROG = $(KT_DIR)/$(1)$(KT_EXE)
KT_RUNTIME_SRCS ?= $(filter-out src/tensor/%,$(wildcard src/*.c))
KT_GEN_SRCS := $(KT_GEN)/uc10_keys.c $(KT_GEN)/uc10_ops.c
KT_CPPFLAGS := -Iinclude -I$(KT_GEN) $(KERNEL_CPPFLAGS) -Itests -Itests/kernels

$(eval $(call gen_keys,$(KT_GEN)))
$(eval $(call gen_ops,$(KT_GEN),$(KERNEL_TABLES)))

KT_LIB_SRCS := $(KERNEL_SRCS) $(TENSOR_SRCS) $(KT_RUNTIME_SRCS)
KT_OBJS := $(KT_LIB_SRCS:%.c=$(KT_DIR)/obj/%.o) $(KERNEL_GEN_SRCS:$(BUILD)/%.c=$(KT_DIR)/obj/%.o) \
	$(KT_GEN_SRCS:$(BUILD)/%.c=$(KT_DIR)/obj/%.o)
KT_HDRS := $(wildcard include/uc10/*.h) $(wildcard kernels/*/*.h) tests/kernels/kt.h tests/kernels/kt_impl.h tests/check.h \
	$(KT_GEN)/uc10_keys.h $(KT_GEN)/uc10_ops.h
KT_FLAGS = $(KT_CFLAGS) $(KT_CPPFLAGS) -ffunction-sections -fdata-sections

$(KT_DIR)/obj/%.o: %.c $(KT_HDRS)
	@mkdir -p $(@D)
	$(KT_CC) $(KT_FLAGS) -c $< -o $@
$(KT_DIR)/obj/%.o: $(BUILD)/%.c $(KT_HDRS)
	@mkdir -p $(@D)
	$(KT_CC) $(KT_FLAGS) -c $< -o $@

$(KT_DIR)/%$(KT_EXE): tests/kernels/%.c $(KT_OBJS) $(wildcard tests/kernels/data/*.h)
	@mkdir -p $(@D)
	$(KT_CC) $(KT_FLAGS) -o $@ $< $(KT_OBJS) $(KT_EXTRA_SRCS) -Wl,--gc-sections $(KT_LDFLAGS) $(KT_LDLIBS)

.SECONDARY: $(KT_OBJS)

kernel-tests: $(foreach t,$(KERNEL_TESTS),$(call KT_PROG,$(t)))

# Each program prints `suite: N passed, N failed' and exits 1 on a failure.
check-kernels: kernel-tests
	@fail=0; for t in $(KERNEL_TESTS); do \
		$(KT_RUN) $(KT_DIR)/$$t$(KT_EXE) > $(KT_DIR)/$$t.out 2>&1; rc=$$?; \
		grep -E '^FAIL|passed' $(KT_DIR)/$$t.out | tail -n 12; \
		[ $$rc -eq 0 ] || { echo "$$t: exit status $$rc"; fail=1; }; \
	done; exit $$fail

.PHONY: kernel-tests check-kernels
