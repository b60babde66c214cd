# mk/demo.mk - `make demo': the demo firmware with the product tables.
# The product: its tables and every kernel they name (the tensor layer is
# in RUNTIME_ALL_SRCS already).
PRODUCT_SRCS = $(GEN)/uc10_ops.c $(MYOPS_SRCS) $(filter-out src/tensor/%,$(KERNEL_SRCS)) $(KERNEL_GEN_SRCS)
$(BUILD)/demo$(PORT_EXE): demo/demo.c $(PRODUCT_SRCS) $(GEN)/uc10_ops.h $(TEST_DEPS)
	$(call link_prog,$(GEN) $(KERNEL_CPPFLAGS),demo/demo.c $(PRODUCT_SRCS))
demo: $(BUILD)/demo$(PORT_EXE)
	@if ! $(PORT_AVAILABLE); then echo "demo: PORT=$(PORT): toolchain or QEMU missing"; exit 1; fi
	$(PORT_RUN) $(BUILD)/demo$(PORT_EXE)
.PHONY: demo
# The traced model nests typed -> boxed -> typed calls; the microbit's 4 KB
# default stack is too small for it (16 KB RAM: arena 3 KB + 8 KB stack fit).
ifeq ($(PORT),cortex-m0)
$(BUILD)/demo$(PORT_EXE): PORT_STACK_BYTES = 8192
endif

# `make check-port' runs the demo too, as firmware on each board.
CORE_TESTS += demo
$(BUILD)/tests/demo$(PORT_EXE): $(BUILD)/demo$(PORT_EXE)
	@mkdir -p $(@D); cp $< $@
