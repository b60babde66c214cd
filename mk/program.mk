# mk/program.mk - models as build-time programs (Note [Programs] in
# m4/program.m4).
#
#   make PROGRAM=dir/name.m4 program-check   build the firmware that runs the
#        program on the exported input, compare with PyTorch's output (run
#        on PORT: the host, or QEMU)
#   make PROGRAM=dir/name.m4 program-plan    the memory plan, one line a value
#   make PROGRAM=dir/name.m4 program         only build dir/name's C and objects
#   PROFILE=1                                 add the per-call profile table
#
# The program is read after the operator libraries, which makes it a
# selective build of its own operators (and what their composite kernels
# call), in build/PORT-program-NAME.  Its data (name_data.c, name_data.h,
# written by tools/export/uc10_export.py) lives beside it.
PROG_RUNTIME_SRCS := src/program/program.c src/program/report.c

ifneq ($(strip $(PROGRAM)),)
PROG_NAME  := $(basename $(notdir $(PROGRAM)))
PROG_DIR   := $(patsubst %/,%,$(dir $(PROGRAM)))
PROG_BUILD := build/$(PORT)-program-$(PROG_NAME)$(if $(PROFILE),-profile)
PROG_GEN   := $(PROG_BUILD)/gen
PROG_TABLES := $(filter-out $(SELECT),$(TABLES))
PROG_M4    := m4/program.m4 m4/plan.m4 m4/emit_program.m4

$(PROG_GEN)/uc10_ops.m4f: $(UC10_M4) $(PROG_TABLES) $(PROGRAM)
	@mkdir -p $(@D)
	@$(say) "  GEN     $@"; $(M4CMD) -F $@.tmp$$$$ m4/uc10.m4 m4/program.m4 $(PROG_TABLES) $(PROGRAM) m4/prepare.m4 > /dev/null || \
		{ rm -f $@.tmp$$$$; exit 1; }; mv $@.tmp$$$$ $@
prog_to = @$(say) "  GEN     $@"; $(M4CMD) -R $(PROG_GEN)/uc10_ops.m4f $(1) > $@.tmp$$$$ || { rm -f $@.tmp$$$$; exit 1; }; mv $@.tmp$$$$ $@
$(PROG_GEN)/uc10_ops.h: $(PROG_GEN)/uc10_ops.m4f
	$(call prog_to,m4/emit_ops_h.m4)
$(PROG_GEN)/uc10_ops.c: $(PROG_GEN)/uc10_ops.m4f
	$(call prog_to,m4/emit_ops_c.m4)
$(PROG_GEN)/$(PROG_NAME)_program.h: $(PROG_GEN)/uc10_ops.m4f
	$(call prog_to,-DUC10_PART=h m4/emit_program.m4)
$(PROG_GEN)/$(PROG_NAME)_program.c: $(PROG_GEN)/uc10_ops.m4f $(PROG_GEN)/$(PROG_NAME)_program.h
	$(call prog_to,-DUC10_PART=c m4/emit_program.m4)
$(PROG_GEN)/$(PROG_NAME)_check.c: $(PROG_GEN)/uc10_ops.m4f $(PROG_GEN)/$(PROG_NAME)_program.h
	$(call prog_to,-DUC10_PART=check m4/emit_program.m4)

PROG_SRCS = $(PROG_GEN)/$(PROG_NAME)_program.c $(PROG_DIR)/$(PROG_NAME)_data.c $(PROG_GEN)/uc10_ops.c \
	$(PROG_RUNTIME_SRCS) $(MYOPS_SRCS) $(filter-out src/tensor/%,$(KERNEL_SRCS)) $(KERNEL_GEN_SRCS)
# Linked as firmware is, dropping what nothing references (the kernels of
# operators the program does not call name wrappers this build lacks).
$(PROG_BUILD)/$(PROG_NAME)_check$(PORT_EXE): PORT_CFLAGS += -ffunction-sections -fdata-sections $(if $(PROFILE),-DUC10_PROGRAM_PROFILE)
$(PROG_BUILD)/$(PROG_NAME)_check$(PORT_EXE): PORT_LDFLAGS += -Wl,--gc-sections
$(PROG_BUILD)/$(PROG_NAME)_check$(PORT_EXE): $(PROG_GEN)/$(PROG_NAME)_check.c $(PROG_SRCS) $(PROG_GEN)/uc10_ops.h \
		$(PROG_DIR)/$(PROG_NAME)_data.h include/uc10/program.h $(TEST_DEPS) mk/program.mk
	$(call link_prog,$(PROG_GEN) -I$(PROG_DIR) $(KERNEL_CPPFLAGS),$(PROG_GEN)/$(PROG_NAME)_check.c $(PROG_SRCS))

program: $(PROG_BUILD)/$(PROG_NAME)_check$(PORT_EXE)
program-check: $(PROG_BUILD)/$(PROG_NAME)_check$(PORT_EXE)
	@if ! $(PORT_AVAILABLE); then echo "program-check: PORT=$(PORT): toolchain or QEMU missing"; exit 1; fi
	$(PORT_RUN) $<
program-plan: $(PROG_GEN)/uc10_ops.m4f
	@$(M4CMD) -R $(PROG_GEN)/uc10_ops.m4f -DUC10_PART=plan m4/emit_program.m4
else
program program-check program-plan:
	@echo "$@: say which program: make PROGRAM=dir/name.m4 $@"; exit 1
endif
.PHONY: program program-check program-plan
