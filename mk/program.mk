# mk/program.mk - models as build-time programs (Note [Programs] in
# m4/program.m4).
#
#   make PROGRAM=dir/name.m4 program-check   build the firmware that runs the
#        program on the exported input, compare with PyTorch's output (run
#        on PORT: the host, or QEMU)
#   make PROGRAM=dir/name.m4 program-plan    the memory plan, one line a value
#   make PROGRAM=dir/name.m4 program-size    flash, RAM and the planned arena
#   make PROGRAM=dir/name.m4 program         only build dir/name's C and objects
#   PROFILE=1                                 add the per-call profile table
#
# The program is read after the operator libraries, which makes it a
# selective build of its own operators (and what their composite kernels
# call), in build/PORT-program-NAME.  Its data (name_data.c, name_data.h,
# written by tools/export/uc10_export.py) lives beside it.
PROG_RUNTIME_SRCS := src/program/program.c src/program/report.c

# The kernels' scratch, which the plan reserves (m4/program.m4), depends on
# the target as its compiler defines it: the int8 layout (which
# kernels/quantized/qlayout.h decides: the DSP extension's widened weights)
# and the float vector width of kernels/linear/sgemm.h.  Asked once a make.
PROG_TARGET_MACROS = $(eval PROG_TARGET_MACROS := $$(shell echo | $$(PORT_CC) $$(PORT_CFLAGS) -dM -E - 2>/dev/null | \
	sed -n 's/^\#define \(__SSE2__\|__AVX__\|__AVX512F__\) .*/\1/p'))$(PROG_TARGET_MACROS)
PROG_VL = $(if $(filter __AVX512F__,$(PROG_TARGET_MACROS)),16,$(if $(filter __AVX__,$(PROG_TARGET_MACROS)),8,$(if \
	$(filter __SSE2__,$(PROG_TARGET_MACROS)),4,1)))
PROG_QLAYOUT = $(eval PROG_QLAYOUT := $$(shell echo UC10_QLAYOUT | \
	$$(PORT_CC) $$(PORT_CFLAGS) -Ikernels -include quantized/qlayout.h -E -P - 2>/dev/null | tail -n 1))$(PROG_QLAYOUT)
# PREPARE=0: keep the quantized_unpacked:: calls (Note [Prepared calls] in m4/program.m4).
PROG_TARGET_DEFS = -D UC10_PG_DSP=$(PROG_QLAYOUT) -D UC10_PG_VL=$(PROG_VL) $(if $(PREPARE),-D UC10_PG_PREPARE=$(PREPARE))

# The prepared constants (Note [Prepared constants] in
# kernels/quantized/qprepack.h): the program's NAME_prepare.c, compiled for
# the host with the target's int8 layout, the kernels' own preparation
# functions and the program's data, prints NAME_prepared.c.  Float
# arithmetic as the target's (IEEE single and double, each operation
# rounded: no contraction into fused multiply-adds).  quantize_val.c's
# other function needs the kernels' iterator: --gc-sections drops it.
PREP_TOOL_SRCS := tools/prepare/prepare.c kernels/quantized/qprepare.c kernels/quantized/qrecord.c \
	kernels/quantized/qpack.c kernels/quantized/quantize_val.c $(TENSOR_SRCS)
PREP_TOOL_CFLAGS = $(WARN) -O1 -ffp-contract=off -ffunction-sections -fdata-sections -Iinclude -Ikernels \
	-Itools/prepare -I$(HOST_BUILD)/gen
PREP_TOOL_DEPS = $(PREP_TOOL_SRCS) tools/prepare/prepare.h $(wildcard kernels/quantized/*.h) $(HOST_BUILD)/gen/uc10_keys.h

# program_emit(NAME, FILE, DIR): the program's C, generated in its directory
# $(BUILD)/program-NAME (its data in DIR), and its prepared constants.
define program_emit
$(1)_GEN := $$(BUILD)/program-$(1)$$(if $$(PROFILE),-profile)/gen
$(1)_EXE := $$(BUILD)/program-$(1)$$(if $$(PROFILE),-profile)/$(1)_check$$(PORT_EXE)
$(1)_FILES := m4/program.m4 $$(PROG_TABLES) $(2)
$(1)_PREP := $$($(1)_GEN)/$(1)_prepared.c
$$($(1)_GEN)/$(1)_program.h: $$(GEN_DEPS) $$(PROG_TABLES) $(2)
	@mkdir -p $$(@D)
	$$(call gen_emit_to,emit_program -D UC10_PART=h $$(PROG_TARGET_DEFS),$$($(1)_FILES))
$$($(1)_GEN)/$(1)_program.c: $$(GEN_DEPS) $$(PROG_TABLES) $(2) $$($(1)_GEN)/$(1)_program.h
	$$(call gen_emit_to,emit_program -D UC10_PART=c $$(PROG_TARGET_DEFS),$$($(1)_FILES))
$$($(1)_GEN)/$(1)_check.c: $$(GEN_DEPS) $$(PROG_TABLES) $(2) $$($(1)_GEN)/$(1)_program.h
	$$(call gen_emit_to,emit_program -D UC10_PART=check $$(PROG_TARGET_DEFS),$$($(1)_FILES))
$$($(1)_GEN)/$(1)_prepare.c: $$(GEN_DEPS) $$(PROG_TABLES) $(2) $$($(1)_GEN)/$(1)_program.h
	$$(call gen_emit_to,emit_program -D UC10_PART=prepare $$(PROG_TARGET_DEFS),$$($(1)_FILES))
$$($(1)_GEN)/$(1)_prepare: $$($(1)_GEN)/$(1)_prepare.c $(3)/$(1)_data.c $(3)/$(1)_data.h $$(PREP_TOOL_DEPS) mk/program.mk
	@$$(say) "  HOSTCC  $$@"; $$(HOSTCC) $$(PREP_TOOL_CFLAGS) -DUC10_QLAYOUT=$$(PROG_QLAYOUT) -I$(3) -o $$@ \
		$$< $(3)/$(1)_data.c $$(PREP_TOOL_SRCS) -Wl,--gc-sections -lm
$$($(1)_PREP): $$($(1)_GEN)/$(1)_prepare
	@$$(say) "  PREPARE $$@"; $$< > $$@.tmp && mv $$@.tmp $$@ || { rm -f $$@.tmp; exit 1; }
endef

# program_rules(NAME, FILE, DIR): the rules of program FILE (its data in
# DIR): its own selective build, compiled with it.
define program_rules
$(call program_emit,$(1),$(2),$(3))
$$($(1)_GEN)/uc10_ops.h $$($(1)_GEN)/uc10_ops.c &: $$(GEN_DEPS) $$(PROG_TABLES) $(2)
	@$$(say) "  GEN     $$($(1)_GEN)/uc10_ops.h, uc10_ops.c"; $$(GEN_SH) $$(PROG_TARGET_DEFS) $$($(1)_GEN) $$($(1)_FILES)
$(1)_SRCS = $$($(1)_GEN)/$(1)_program.c $$($(1)_PREP) $(3)/$(1)_data.c $$($(1)_GEN)/uc10_ops.c $$(PROG_LIB_SRCS)
# Linked as firmware is, dropping what nothing references (the kernels of
# operators the program does not call name wrappers this build lacks).
$$($(1)_EXE): PORT_CFLAGS += -ffunction-sections -fdata-sections $$(if $$(PROFILE),-DUC10_PROGRAM_PROFILE)
$$($(1)_EXE): PORT_LDFLAGS += -Wl,--gc-sections
$$($(1)_EXE): $$($(1)_GEN)/$(1)_check.c $$($(1)_SRCS) $$($(1)_GEN)/uc10_ops.h $(3)/$(1)_data.h \
		include/uc10/program.h $$(TEST_DEPS) mk/program.mk
	$$(call link_prog,$$($(1)_GEN) -I$(3) $$(KERNEL_CPPFLAGS),$$($(1)_GEN)/$(1)_check.c $$($(1)_SRCS))
endef

PROG_TABLES = $(filter-out $(SELECT),$(TABLES))
PROG_LIB_SRCS = $(PROG_RUNTIME_SRCS) $(MYOPS_SRCS) $(filter-out src/tensor/%,$(KERNEL_SRCS)) $(KERNEL_GEN_SRCS)

# The programs `make check' runs on every port (tests/programs/, exported
# by tools/export/uc10_export.py from tests/programs/models.py).
CHECK_PROGRAMS := $(basename $(notdir $(wildcard tests/programs/*.m4)))
$(foreach p,$(CHECK_PROGRAMS),$(eval $(call program_rules,$(p),tests/programs/$(p).m4,tests/programs)))
$(foreach p,$(CHECK_PROGRAMS),$(eval $$(BUILD)/tests/program_$(p)$$(PORT_EXE): $$($(p)_EXE); @mkdir -p $$(@D); cp $$< $$@))
CORE_TESTS += $(CHECK_PROGRAMS:%=program_%)

# The MLPerf Tiny models of examples/models/models.py, float and int8
# (PyTorch's post-training quantization, onednn qconfig), exported to
# examples/models/programs/ (its export.sh).  `make check' runs each on the
# ports whose RAM holds it (make PORT=X program-size): all of them but
# cortex-m0, whose 16 KB hold none.  (MobileNet and ResNet-8, float and
# int8, add about 13 s of CPU a board to build and 1 to 4 s to run under
# QEMU: README, Models.)
MODEL_PROGRAMS := ds_cnn autoencoder ds_cnn_int8 autoencoder_int8 mobilenet_v1 resnet8 mobilenet_v1_int8 resnet8_int8
# They share one selective build a port, the operators all of them call
# (their UC10_CALL lines, $(MODEL_GEN)/select.m4), generated and compiled
# once in $(BUILD)/program-models: each program's own C is linked against
# it, dropping what it does not reference (eight builds of every kernel
# would cost minutes of `make check').
MODEL_DIR = $(BUILD)/program-models
MODEL_GEN = $(MODEL_DIR)/gen
MODEL_FILES := $(MODEL_PROGRAMS:%=examples/models/programs/%.m4)
MODEL_LIB_SRCS = $(MODEL_GEN)/uc10_ops.c $(MYOPS_SRCS) $(filter-out src/tensor/%,$(KERNEL_SRCS)) $(KERNEL_GEN_SRCS) \
	$(RUNTIME_ALL_SRCS)
MODEL_OBJS = $(patsubst $(MODEL_DIR)/obj/s/$(BUILD)/%,$(MODEL_DIR)/obj/b/%,$(MODEL_LIB_SRCS:%.c=$(MODEL_DIR)/obj/s/%.o))
MODEL_FLAGS = -I$(MODEL_GEN) $(KERNEL_CPPFLAGS) $(CFLAGS) -ffunction-sections -fdata-sections
$(MODEL_GEN)/select.m4: $(MODEL_FILES) mk/program.mk
	@mkdir -p $(@D)
	@{ printf 'UC10_SELECT(`'; grep -h '^UC10_CALL(' $(MODEL_FILES) | cut -d'`' -f5 | cut -d"'" -f1 | \
		sed 's/^quantized_unpacked::\(linear\|conv2d\).*/&\nquantized_prepacked::\1/; s/^aten::relu$$/&\naten::relu_/' | \
		sort -u | tr '\n' ' '; \
		printf "')\n"; } > $@
$(MODEL_GEN)/uc10_ops.h $(MODEL_GEN)/uc10_ops.c &: $(GEN_DEPS) $(PROG_TABLES) $(MODEL_GEN)/select.m4
	@$(say) "  GEN     $(MODEL_GEN)/uc10_ops.h, uc10_ops.c"; $(GEN_SH) $(MODEL_GEN) $(PROG_TABLES) $(MODEL_GEN)/select.m4
$(MODEL_DIR)/obj/s/%.o: %.c $(MODEL_GEN)/uc10_ops.h $(HDRS)
	@mkdir -p $(@D); $(PORT_CC) $(MODEL_FLAGS) -c $< -o $@
$(MODEL_DIR)/obj/b/%.o: $(BUILD)/%.c $(MODEL_GEN)/uc10_ops.h $(HDRS)
	@mkdir -p $(@D); $(PORT_CC) $(MODEL_FLAGS) -c $< -o $@
.SECONDARY: $(MODEL_OBJS)
define model_rules
$(call program_emit,$(1),examples/models/programs/$(1).m4,examples/models/programs)
$$($(1)_EXE): $$($(1)_GEN)/$(1)_check.c $$($(1)_GEN)/$(1)_program.c $$($(1)_PREP) examples/models/programs/$(1)_data.c \
		examples/models/programs/$(1)_data.h $$(PROG_RUNTIME_SRCS) $$(MODEL_OBJS) include/uc10/program.h $$(PORT_SRCS) mk/program.mk
	@$$(say) "  LINK    $$@"; $$(PORT_CC) $$(MODEL_FLAGS) -I$$($(1)_GEN) -Iexamples/models/programs \
		$$(if $$(PROFILE),-DUC10_PROGRAM_PROFILE) -o $$@ $$(filter %.c,$$^) $$(MODEL_OBJS) -Wl,--gc-sections \
		$$(PORT_LDFLAGS) -Wl,--undefined=uc10_abi $$(PORT_LDLIBS)
endef
$(foreach p,$(MODEL_PROGRAMS),$(eval $(call model_rules,$(p))))
$(foreach p,$(MODEL_PROGRAMS),$(eval $$(BUILD)/tests/model_$(p)$$(PORT_EXE): $$($(p)_EXE); @mkdir -p $$(@D); cp $$< $$@))
ifneq ($(PORT),cortex-m0)
CORE_TESTS += $(MODEL_PROGRAMS:%=model_%)
endif
models: $(foreach p,$(MODEL_PROGRAMS),$($(p)_EXE))

# Instructions per inference on a board (BENCHMARKS.md section 8): each
# model's firmware with the per-call profile, under QEMU -icount shift=0,
# where the port's counter counts instructions (uc10_program_counter).
model-bench:
	@for m in $(MODEL_PROGRAMS); do $(MAKE) -s --no-print-directory PROFILE=1 PROGRAM=examples/models/programs/$$m.m4 \
		program-check | grep -E "^$$m: ([0-9]+ |MISMATCH|FAILED)"; done
.PHONY: models model-bench

ifneq ($(strip $(PROGRAM)),)
PROG_NAME := $(basename $(notdir $(PROGRAM)))
ifeq ($(filter $(PROG_NAME),$(CHECK_PROGRAMS) $(MODEL_PROGRAMS)),)
$(eval $(call program_rules,$(PROG_NAME),$(PROGRAM),$(patsubst %/,%,$(dir $(PROGRAM)))))
endif
program: $($(PROG_NAME)_EXE)
# With PROFILE=1 under QEMU, -icount shift=0 makes RV32's minstret count
# instructions exactly (QEMU does not model Cortex-M's DWT cycle counter).
program-check: $($(PROG_NAME)_EXE)
	@if ! $(PORT_AVAILABLE); then echo "program-check: PORT=$(PORT): toolchain or QEMU missing"; exit 1; fi
	$(if $(PROFILE),QEMU_FLAGS="-icount shift=0 $(QEMU_FLAGS)") $(PORT_RUN) $<
# The firmware's flash and RAM, the prepared constants' flash beside the
# int8 weights they replace, and the arena its plan needs (`make size'
# reports it too when PROGRAM= is given).
program-size: $($(PROG_NAME)_EXE)
	@$(PORT_SIZE) $<
	@sed -n 's/.*: int8 weights \([0-9]*\) bytes, prepared \([0-9]*\) bytes .*/\1 \2/p' $($(PROG_NAME)_PREP) | \
		awk '{ w += $$1; p += $$2; n++ } END { if (n) printf "prepared constants (flash): %d bytes in %d calls, " \
		"their int8 weights %d bytes\n", p, n, w }'
	@sed -n 's/^#define \(UC10_PROGRAM_[A-Z0-9_]*_\(ARENA_BYTES\|LOWER_BOUND\)\) \(.*\)/\1 = \3/p' $($(PROG_NAME)_GEN)/$(PROG_NAME)_program.h
size: program-size
program-plan:
	@$(call gen_emit,emit_program -D UC10_PART=plan $(PROG_TARGET_DEFS),$($(PROG_NAME)_FILES))
else
program program-check program-plan program-size:
	@echo "$@: say which program: make PROGRAM=dir/name.m4 $@"; exit 1
endif
.PHONY: program program-check program-plan program-size
