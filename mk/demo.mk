# mk/demo.mk - `make demo': the demo firmware with the product tables.
PRODUCT_SRCS = $(GEN)/uc10_ops.c $(MYOPS_SRCS)
$(BUILD)/demo$(PORT_EXE): demo/demo.c $(GEN)/uc10_ops.c $(GEN)/uc10_ops.h $(HDRS) $(MYOPS_SRCS)
	$(call link_prog,$(GEN),demo/demo.c $(PRODUCT_SRCS))
demo: $(BUILD)/demo$(PORT_EXE)
	@if ! $(PORT_AVAILABLE); then echo "demo: PORT=$(PORT): toolchain or QEMU missing"; exit 1; fi
	$(PORT_RUN) $(BUILD)/demo$(PORT_EXE)
.PHONY: demo
