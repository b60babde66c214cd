# mk/demo.mk - `make demo': the demo firmware with the product tables.
# The product: its tables and every kernel they name (the tensor layer is
# in RUNTIME_ALL_SRCS already).
PRODUCT_SRCS = $(GEN)/uc10_ops.c $(MYOPS_SRCS) $(filter-out src/tensor/%,$(KERNEL_SRCS)) $(KERNEL_GEN_SRCS)
$(BUILD)/demo$(PORT_EXE): demo/demo.c $(PRODUCT_SRCS) $(GEN)/uc10_ops.h $(TEST_DEPS)
	$(call link_prog,$(GEN) $(KERNEL_CPPFLAGS),demo/demo.c $(PRODUCT_SRCS))
demo: $(BUILD)/demo$(PORT_EXE)
	@if ! $(PORT_AVAILABLE); then echo "demo: PORT=$(PORT): toolchain or QEMU missing"; exit 1; fi
	$(or $(RUN_demo),$(PORT_RUN)) $(BUILD)/demo$(PORT_EXE)
.PHONY: demo
# The traced model nests typed -> boxed -> typed calls; the microbit's 4 KB
# default stack is too small for it (16 KB RAM: arena 3 KB + 8 KB stack fit).
ifeq ($(PORT),cortex-m0)
$(BUILD)/demo$(PORT_EXE): PORT_STACK_BYTES = 8192
endif
# Every operator of the product tables with its kernel outgrew cortex-m0's
# 256 KB of flash: there the demo is linked for the MPS2 memory map and run
# on mps2-an385 (PORT_BIG_LDFLAGS, PORT_BIG_RUN: ports/cortex-m0/port.mk),
# still ARMv6-M code; what a firmware really holds, a selective build
# (tutorial_select, the programs), stays on the nRF51.
ifneq ($(PORT_BIG_LDFLAGS),)
$(BUILD)/demo$(PORT_EXE): PORT_LDFLAGS := $(PORT_BIG_LDFLAGS)
RUN_demo = $(PORT_BIG_RUN)
endif

# `make check-port' runs the demo too, as firmware on each board.
CORE_TESTS += demo
$(BUILD)/tests/demo$(PORT_EXE): $(BUILD)/demo$(PORT_EXE)
	@mkdir -p $(@D); cp $< $@
