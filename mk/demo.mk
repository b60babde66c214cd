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
