# mk/program.mk - models as build-time programs (Note [Programs] in
# m4/program.m4).
#
#   make PROGRAM=dir/name.m4 program-check   build the check firmware that runs
#        the program on the exported input, compare with PyTorch's output,
#        measure its stack (run on PORT: the host, or QEMU)
#   make PROGRAM=dir/name.m4 program-plan    the memory plan, one line a value
#   make PROGRAM=dir/name.m4 program-plan-html  its picture, a page to open
#        in a browser: build/PORT/program-NAME/NAME_plan.html
#   make PROGRAM=dir/name.m4 program-size    the production image's flash and
#        RAM by part, and the planned arena
#   make PROGRAM=dir/name.m4 program         only build the check firmware
#   PROFILE=1                                 add the per-call profile table
#
# The program is read after the operator libraries, which makes it a
# selective build of its own operators (and what their composite kernels
# call), in build/PORT/program-NAME.  Its data (name_data.c, name_data.h,
# written by tools/export/uc10_export.py) lives beside it.
# The kernels' scratch, which the plan reserves (m4/program.m4), depends on
# the target as its compiler defines it: the int8 layout (which
# kernels/quantized/qlayout.h decides from common/isa.h's UC10_ISA: the
# DSP extension's widened weights; EXTRA_CFLAGS too, where
# -DUC10_ISA_FORCE=0 asks for the portable cores) and the float vector width
# of kernels/linear/sgemm.h (UC10__VL): each asked of the compiler from the
# header that decides it, once a make.
PROG_VL = $(eval PROG_VL := $$(shell echo UC10__VL | \
	$$(PORT_CC) $$(PORT_CFLAGS) $$(EXTRA_CFLAGS) -Iinclude -Ikernels -include linear/sgemm.h -E -P - 2>/dev/null | \
	tail -n 1))$(PROG_VL)
PROG_QLAYOUT = $(eval PROG_QLAYOUT := $$(shell echo UC10_QLAYOUT | \
	$$(PORT_CC) $$(PORT_CFLAGS) $$(EXTRA_CFLAGS) -Ikernels -include quantized/qlayout.h -E -P - 2>/dev/null | \
	tail -n 1))$(PROG_QLAYOUT)
# PREPARE=0: keep the quantized_unpacked:: calls (Note [Prepared calls] in m4/program.m4).
# INPUT=arena: the program's inputs in its arena (Note [Input in the arena] in m4/plan.m4).
PROG_FISA = $(eval PROG_FISA := $$(shell echo UC10_ISA | \
	$$(PORT_CC) $$(PORT_CFLAGS) -Ikernels -include common/isa.h -E -P - 2>/dev/null | tail -n 1))$(PROG_FISA)
PROG_TARGET_DEFS = -D UC10_PG_DSP=$(PROG_QLAYOUT) -D UC10_PG_VL=$(PROG_VL) -D UC10_PG_FISA=$(PROG_FISA) $(if $(INPUT),-D UC10_PG_INPUT=$(INPUT)) $(if $(PREPARE),-D UC10_PG_PREPARE=$(PREPARE))

# The prepared constants (Note [Prepared constants] in
# kernels/quantized/qprepack.h): the program's NAME_prepare.c, compiled for
# the host with the target's int8 layout, the kernels' own preparation
# functions and the program's data, prints NAME_prepared.c.  Float
# arithmetic as the target's (IEEE single and double, each operation
# rounded: no contraction into fused multiply-adds).  quantize_val.c's
# other function needs the kernels' iterator: --gc-sections drops it.
PREP_TOOL_SRCS := tools/prepare/prepare.c kernels/quantized/qprepare.c kernels/quantized/qrecord.c \
	kernels/quantized/qpack.c kernels/quantized/quantize_val.c kernels/conv/fconv_pack.c $(TENSOR_SRCS)
PREP_TOOL_CFLAGS = $(WARN) -O1 -ffp-contract=off -ffunction-sections -fdata-sections -Iinclude -Ikernels \
	-Itools/prepare -I$(HOST_BUILD)/gen
PREP_TOOL_DEPS = $(PREP_TOOL_SRCS) tools/prepare/prepare.h $(wildcard kernels/quantized/*.h) kernels/conv/fconv_pack.h \
	$(HOST_BUILD)/gen/uc10_keys.h

# Every object of a program is compiled with its stack usage and call
# graph (-fstack-usage -fcallgraph-info=su, which do not change the code,
# and -fno-ipa-icf: a function GCC would fold into an identical one keeps
# its own node in the graph), from which tools/program-stack.awk computes
# the deepest stack a run takes (Note [Stack bound] there) into
# NAME_stack.h, which the program's header includes: the objects of the run
# are compiled first, then the firmware that includes the header.
# PROG_STACK=0 (the sanitizer builds: their instrumented frames are not the
# firmware's, and clang has no -fcallgraph-info) computes no bound: the
# header's is 0, which program-check reports as not bounded.
PROG_STACK ?= 1
PROG_SU := $(if $(filter 0,$(PROG_STACK)),,-fstack-usage -fcallgraph-info=su -fno-ipa-icf)
PROG_STACK_TOOL := tools/program-stack.awk tools/program-stack.rules
PROG_LIBSTACK_TOOL := tools/program-stack-lib.sh tools/program-stack-lib.awk
PORT_OBJDUMP = $(patsubst %nm,%objdump,$(PORT_NM))

# prog_objs(DIR, SOURCES), prog_compile(DIR, FLAGS VARIABLE, PREREQUISITES):
# each object tree of a program (Note [Object trees] in the Makefile).
prog_objs = $(call tree_objs,$(1),$(2))
prog_compile = $(call object_tree,$(1),$(2),$(3))

# A program in two builds (Note [Program builds] in uc10/program.h): the
# check firmware (`program-check': checks, and with PROFILE=1 the profile)
# and the production image (`program-size': neither).  Only the run
# (NAME_program.c) and src/program/ differ between them; the operators,
# kernels and runtime (NAME_LIB) are the same objects.
#   $(BUILD)/program-NAME/gen/        the generated C, the stack facts
#   $(BUILD)/program-NAME/ops/, lib/  its own selective build (program_ownlib)
#   $(BUILD)/program-NAME/check[-profile]/, prod/   each build's objects,
#                                     NAME_stack.h, its firmware
PROG_MODE_check = -DUC10_PROGRAM_CHECK $(if $(PROFILE),-DUC10_PROGRAM_PROFILE) $(PROG_CHECK_DEFS)
PROG_MODE_prod =
# On the host the dynamic linker binds every call at load time, not at the
# first call, whose lazy binding would take its own stack during the run.
PROG_LDFLAGS = $(if $(filter host,$(PORT)),-Wl$(comma)-z$(comma)now)
# A board's stack, which the check firmware paints no further than.
PROG_CHECK_DEFS = $(if $(filter host,$(PORT)),,-DUC10_PROGRAM_PORT_STACK=$(PORT_STACK_BYTES))

# program_emit(NAME, FILE, DATA DIR): the program's generated C and its two
# builds.  Before it: NAME_OPS_check / NAME_OPS_prod, the directory of the
# uc10_ops.h each build compiles against, and NAME_LIB_check /
# NAME_LIB_prod, the objects of its operators (program_ownlib: its own).
define program_emit
$(1)_CHK := $$($(1)_DIR)/check$$(if $$(PROFILE),-profile)
$(1)_PRD := $$($(1)_DIR)/prod
$(1)_EXE := $$($(1)_CHK)/$(1)_check$$(PORT_EXE)
$(1)_IMG := $$($(1)_DIR)/$(1)$$(PORT_EXE)
$(1)_FILES := m4/program.m4 $$(PROG_TABLES) $(2)
$(1)_PREP := $$($(1)_GEN)/$(1)_prepared.c
# (A build older than the program's own ops/ left its operators' tables in
# gen/, where the generated C, including "uc10_ops.h", would find them
# before the build's: removed, so that no object compiles against them.)
$$($(1)_GEN)/$(1)_program.h: $$(GEN_DEPS) $$(PROG_TABLES) $(2)
	@mkdir -p $$(@D); rm -f $$(@D)/uc10_ops.h $$(@D)/uc10_ops.c
	$$(call gen_emit_to,emit_program -D UC10_PART=h $$(PROG_TARGET_DEFS),$$($(1)_FILES))
$(call program_gen,$(1),$(2),program.c:c)
$(call program_gen,$(1),$(2),check.c:check)
$(call program_gen,$(1),$(2),main.c:main)
$(call program_gen,$(1),$(2),stack.facts:stack)
$(call program_gen,$(1),$(2),prepare.c:prepare)
$(call program_gen,$(1),$(2),select.m4:select)
$$($(1)_GEN)/$(1)_prepare: $$($(1)_GEN)/$(1)_prepare.c $(3)/$(1)_data.c $(3)/$(1)_data.h $$(PREP_TOOL_DEPS) mk/program.mk
	@$$(say) "  HOSTCC  $$@"; $$(HOSTCC) $$(PREP_TOOL_CFLAGS) -DUC10_QLAYOUT=$$(PROG_QLAYOUT) -I$(3) -o $$@ \
		$$< $(3)/$(1)_data.c $$(PREP_TOOL_SRCS) -Wl,--gc-sections -lm
$$($(1)_PREP): $$($(1)_GEN)/$(1)_prepare
	@$$(say) "  PREPARE $$@"; $$< > $$@.tmp && mv $$@.tmp $$@ || { rm -f $$@.tmp; exit 1; }
$(call program_mode,$(1),check,$$($(1)_CHK),$(3))
$(call program_mode,$(1),prod,$$($(1)_PRD),$(3))
$$($(1)_EXE): $$($(1)_GEN)/$(1)_check.c $$($(1)_CHK)/$(1)_stack.h $(3)/$(1)_data.c $$($(1)_PREP) $(3)/$(1)_data.h \
		$$($(1)_check_OBJS) $$($(1)_LIB_check) $$(PORT_SRCS) mk/program.mk
	@$$(say) "  LINK    $$@"; $$(PORT_CC) $$($(1)_check_FLAGS) -o $$@ $$(filter %.c,$$^) $$($(1)_check_OBJS) \
		$$($(1)_LIB_check) -Wl,--gc-sections $$(PORT_LDFLAGS) $$(PROG_LDFLAGS) -Wl,--undefined=uc10_abi $$(PORT_LDLIBS)
# The production image: its main and data compiled apart, so that the
# link map (NAME.map) says what each part of the flash is; the C library's
# startup, not the port's fault handler (PORT_SRCS: it prints).
$(1)_IMG_OBJS = $$(call prog_objs,$$($(1)_PRD),$$($(1)_GEN)/$(1)_main.c $(3)/$(1)_data.c $$($(1)_PREP))
$$($(1)_IMG_OBJS): $$($(1)_PRD)/$(1)_stack.h $(3)/$(1)_data.h
$$($(1)_IMG): $$($(1)_IMG_OBJS) $$($(1)_prod_OBJS) $$($(1)_LIB_prod) mk/program.mk tools/program-size.awk
	@$$(say) "  LINK    $$@"; $$(PORT_CC) $$($(1)_prod_FLAGS) -o $$@ $$(filter %.c,$$^) $$($(1)_IMG_OBJS) \
		$$($(1)_prod_OBJS) $$($(1)_LIB_prod) -Wl,--gc-sections -Wl,-Map=$$(basename $$@).map $$(PORT_LDFLAGS) \
		$$(PORT_LDLIBS)
endef
# program_gen(NAME, FILE, SUFFIX:PART): NAME_SUFFIX, emit_program.m4's PART.
define program_gen
$$($(1)_GEN)/$(1)_$(firstword $(subst :, ,$(3))): $$(GEN_DEPS) $$(PROG_TABLES) $(2) $$($(1)_GEN)/$(1)_program.h
	$$(call gen_emit_to,emit_program -D UC10_PART=$(lastword $(subst :, ,$(3))) $$(PROG_TARGET_DEFS),$$($(1)_FILES))
endef
# program_mode(NAME, check|prod, DIR, DATA DIR): the build's own objects (the
# run, src/program/) and its stack bound.
define program_mode
$(1)_$(2)_OBJS = $$(call prog_objs,$(3),$$($(1)_GEN)/$(1)_program.c src/program/program.c $(if $(filter \
	check,$(2)),src/program/report.c))
$(1)_$(2)_FLAGS = -I$(3) -I$$($(1)_OPS_$(2)) -I$$($(1)_GEN) -I$(4) $$(KERNEL_CPPFLAGS) $$(CFLAGS) \
	-ffunction-sections -fdata-sections $$(PROG_SU) $$(PROG_MODE_$(2)) $$($(1)_OWN_DEFS_$(2))
$$(eval $$(call prog_compile,$(3),$(1)_$(2)_FLAGS,$$$$(HDRS) $$$$($(1)_OPS_$(2))/uc10_ops.h \
	$$$$($(1)_GEN)/$(1)_program.h))
$(3)/$(1)_stack.h: $$($(1)_$(2)_OBJS) $$($(1)_LIB_$(2)) $$($(1)_GEN)/$(1)_stack.facts $$(PROG_STACK_TOOL) \
		$$(PROG_LIBSTACK_TOOL) $$($(1)_OPS_$(2))/uc10_ops.h
	@$$(say) "  STACK   $$@"; $$(if $$(filter 0,$$(PROG_STACK)),printf '%s\n' \
		'/* PROG_STACK=0: no stack bound computed */' '#define UC10_PROGRAM_$$(shell echo $(1) | tr a-z A-Z)_STACK_BYTES 0' \
		> $$@ && exit 0;) tools/program-stack-lib.sh $$@.lib $$(PORT_NM) $$(PORT_OBJDUMP) \
		"$$(PORT_CC) $$(CFLAGS) $$(PORT_LDFLAGS) $$(PORT_LDLIBS)" $$($(1)_$(2)_OBJS) $$($(1)_LIB_$(2)) && \
	awk -v name=$(1) -v facts=$$($(1)_GEN)/$(1)_stack.facts -v rules=tools/program-stack.rules -v externs=$$@.lib \
		-f tools/program-stack.awk $$(patsubst %.o,%.ci,$$($(1)_$(2)_OBJS) $$($(1)_LIB_$(2))) > $$@.tmp && mv $$@.tmp $$@
endef

# The programs' own selective builds are what a program's run needs and no
# more.  Their tables are in the compact layout (Note [Compact tables] in
# m4/compact.m4): a few operators' dense rows are mostly the same pointers
# (ds_cnn_int8 on cortex-m4f: its tables 8,371 B dense, 5,246 compact).
# They make typed calls only (UC10_TYPED_ONLY, Note [Typed-only builds] in
# uc10/dispatcher.h): no boxing adapters, no typed call boxing its
# arguments (ds_cnn_int8: 5 KB of flash, and the deepest stack went through
# such a path).  Every object of a build compiled against them has these
# defines: the own build's, and the run's (NAME_OWN_DEFS_check / _prod).
# PROG_OWN_LAYOUT=dense keeps the dense rows (with LAYOUT=dense).
PROG_OWN_LAYOUT ?= compact
PROG_OWN_DEFS = $(if $(filter compact,$(PROG_OWN_LAYOUT)),-DUC10_LAYOUT_COMPACT) -DUC10_TYPED_ONLY

# program_dirs(NAME): where the program's build goes, NAME_DIR, and its
# generated C, NAME_GEN (both builds' and the selective builds' input).
define program_dirs
$(1)_DIR := $$(BUILD)/program-$(1)$(if $(filter arena,$(INPUT)),-input-arena)
$(1)_GEN := $$($(1)_DIR)/gen
endef
# program_ownlib(NAME): the program's own selective build (its operators,
# gen/NAME_select.m4 as the program compiler selected them, and what their
# composite kernels call) in $(BUILD)/program-NAME/ops and lib:
# NAME_OWN_OPS, NAME_OWN_LIB.  (Not in gen/: the generated C there would
# include its uc10_ops.h before the one its build names.)
define program_ownlib
$(1)_OWN_OPS = $$(BUILD)/program-$(1)/ops
$(1)_OWN_LIB = $$(call prog_objs,$$(BUILD)/program-$(1)/lib,$$($(1)_OWN_OPS)/uc10_ops.c $$(PROG_LIB_SRCS))
$$($(1)_OWN_OPS)/uc10_ops.h $$($(1)_OWN_OPS)/uc10_ops.c &: $$(GEN_DEPS) $$(PROG_TABLES) $$($(1)_GEN)/$(1)_select.m4 \
		mk/program.mk
	@$$(say) "  GEN     $$($(1)_OWN_OPS)/uc10_ops.h, uc10_ops.c"; $$(GEN_SH) -l $$(PROG_OWN_LAYOUT) \
		$$($(1)_OWN_OPS) $$(PROG_TABLES) $$($(1)_GEN)/$(1)_select.m4
$(1)_LIB_FLAGS = -I$$($(1)_OWN_OPS) $$(KERNEL_CPPFLAGS) $$(CFLAGS) $$(PROG_OWN_DEFS) \
	-ffunction-sections -fdata-sections $$(PROG_SU)
$$(eval $$(call prog_compile,$$(BUILD)/program-$(1)/lib,$(1)_LIB_FLAGS,$$$$(HDRS) $$$$($(1)_OWN_OPS)/uc10_ops.h))
.SECONDARY: $$($(1)_OWN_LIB)
endef
# program_rules(NAME, FILE, DIR): a program of its own (its data in DIR),
# both builds on its own selective build.
define program_rules
$(call program_dirs,$(1))
$(call program_ownlib,$(1))
$(1)_OPS_check = $$($(1)_OWN_OPS)
$(1)_OPS_prod = $$($(1)_OWN_OPS)
$(1)_LIB_check = $$($(1)_OWN_LIB)
$(1)_LIB_prod = $$($(1)_OWN_LIB)
$(1)_OWN_DEFS_check = $$(PROG_OWN_DEFS)
$(1)_OWN_DEFS_prod = $$(PROG_OWN_DEFS)
$(call program_emit,$(1),$(2),$(3))
endef

PROG_TABLES = $(filter-out $(SELECT) tables/myops.m4 tables/tracer.m4,$(TABLES))
PROG_LIB_SRCS = $(filter-out src/tensor/%,$(KERNEL_SRCS)) $(KERNEL_GEN_SRCS) $(RUNTIME_ALL_SRCS)

# The programs `make check' runs on every port (tests/programs/, exported
# by tools/export/uc10_export.py from tests/programs/models.py).
CHECK_PROGRAMS := $(basename $(notdir $(wildcard tests/programs/*.m4)))
$(foreach p,$(CHECK_PROGRAMS),$(eval $(call program_rules,$(p),tests/programs/$(p).m4,tests/programs)))
$(foreach p,$(CHECK_PROGRAMS),$(eval $$(BUILD)/tests/program_$(p)$$(PORT_EXE): $$($(p)_EXE); @mkdir -p $$(@D); cp $$< $$@))
CORE_TESTS += $(CHECK_PROGRAMS:%=program_%)
# Bad input in a production build (tests/programs/prod_refuse.c): qcnn's
# run as program-size builds it, refusing a short arena and an input of
# another dtype or shape with nothing written, then running right.
ifneq ($(filter qcnn,$(CHECK_PROGRAMS)),)
$(BUILD)/tests/program_qcnn_prod$(PORT_EXE): tests/programs/prod_refuse.c $(filter-out %_main.o,$(qcnn_IMG_OBJS)) \
		$(qcnn_prod_OBJS) $(qcnn_LIB_prod) $(PORT_SRCS) mk/program.mk
	@$(say) "  LINK    $@"; mkdir -p $(@D); $(PORT_CC) $(qcnn_prod_FLAGS) -Itests/programs -o $@ $(filter %.c,$^) \
		$(filter %.o,$^) -Wl,--gc-sections $(PORT_LDFLAGS) $(PROG_LDFLAGS) $(PORT_LDLIBS)
CORE_TESTS += program_qcnn_prod
endif

# The MLPerf Tiny models of examples/models/models.py, float and int8
# (PyTorch's post-training quantization, onednn qconfig), exported to
# examples/models/programs/ (its export.sh).  `make check' runs each on the
# ports whose RAM holds it (make PORT=X program-size): all of them but
# cortex-m0, whose 16 KB hold none.  (MobileNet and ResNet-8, float and
# int8, add about 13 s of CPU a board to build and 1 to 4 s to run under
# QEMU: README, Models.)
# The families users bring (examples/models/zoo.py, the same export.sh): torchvision's
# MobileNetV2 and MobileNetV3 blocks, a 1-D convolutional keyword spotter, a U-Net, a
# YOLO-style detector head; float and int8 each.  And the sequence models of
# examples/models/sequence.py: an LSTM voice-activity detector (float, and int8 by
# dynamic quantization), a GRU keyword spotter, self-attention, a keyword transformer.
# (export.sh reads the MODEL_LIST lines.)
MODEL_LIST := ds_cnn autoencoder ds_cnn_int8 autoencoder_int8 mobilenet_v1 resnet8 mobilenet_v1_int8 resnet8_int8
MODEL_LIST += mobilenet_v2 mobilenet_v3 speech1d unet yolo
MODEL_LIST += mobilenet_v2_int8 mobilenet_v3_int8 speech1d_int8 unet_int8 yolo_int8
MODEL_LIST += lstm_vad lstm_vad_dynamic gru_kws self_attention kws_transformer
# (None where examples/models is not there: uc10 as `make install' puts it
# in share/uc10, where a program of the user's may take one of their names.)
MODEL_PROGRAMS := $(if $(wildcard examples/models/programs/*.m4),$(MODEL_LIST))
# Their check firmware (`make check') share one selective build a port, the
# operators all of them call (the union of their NAME_select.m4: Note
# [Selection] in m4/emit_program.m4),
# generated and compiled once in $(BUILD)/program-models: each program's own
# C is linked against it, dropping what it does not reference (eight builds
# of every kernel would cost minutes of `make check').  Their production
# images (`make program-size') have each its own (program_ownlib): the
# tables of its operators only, so the kernels of its operators only.
MODEL_DIR = $(BUILD)/program-models
MODEL_GEN = $(MODEL_DIR)/gen
MODEL_LIB_SRCS = $(MODEL_GEN)/uc10_ops.c $(PROG_LIB_SRCS)
MODEL_OBJS = $(call prog_objs,$(MODEL_DIR)/obj,$(MODEL_LIB_SRCS))
MODEL_FLAGS = -I$(MODEL_GEN) $(KERNEL_CPPFLAGS) $(CFLAGS) -ffunction-sections -fdata-sections $(PROG_SU)
$(foreach p,$(MODEL_PROGRAMS),$(eval $(call program_dirs,$(p))))
MODEL_SELECT = $(foreach p,$(MODEL_PROGRAMS),$($(p)_GEN)/$(p)_select.m4)
$(MODEL_GEN)/uc10_ops.h $(MODEL_GEN)/uc10_ops.c &: $(GEN_DEPS) $(PROG_TABLES) $(MODEL_SELECT)
	@$(say) "  GEN     $(MODEL_GEN)/uc10_ops.h, uc10_ops.c"; $(GEN_SH) $(MODEL_GEN) $(PROG_TABLES) $(MODEL_SELECT)
$(eval $(call prog_compile,$(MODEL_DIR)/obj,MODEL_FLAGS,$$(HDRS) $(MODEL_GEN)/uc10_ops.h))
.SECONDARY: $(MODEL_OBJS)
define model_rules
$(call program_ownlib,$(1))
$(1)_OPS_check = $$(MODEL_GEN)
$(1)_OPS_prod = $$($(1)_OWN_OPS)
$(1)_LIB_check = $$(MODEL_OBJS)
$(1)_LIB_prod = $$($(1)_OWN_LIB)
$(1)_OWN_DEFS_prod = $$(PROG_OWN_DEFS)
$(call program_emit,$(1),examples/models/programs/$(1).m4,examples/models/programs)
endef
$(foreach p,$(MODEL_PROGRAMS),$(eval $(call model_rules,$(p))))
$(foreach p,$(MODEL_PROGRAMS),$(eval $$(BUILD)/tests/model_$(p)$$(PORT_EXE): $$($(p)_EXE); @mkdir -p $$(@D); cp $$< $$@))
ifneq ($(PORT),cortex-m0)
CORE_TESTS += $(MODEL_PROGRAMS:%=model_%)
endif
ifneq ($(MODEL_PROGRAMS),)
# Two programs in one firmware (examples/models/pair.c): the keyword
# spotter and the image classifier share one arena, sized by the larger;
# each program's check body (its NAME_check.c without main), the runtime's
# objects once.
MODEL_PAIR := ds_cnn_int8 resnet8_int8
MODEL_PAIR_EXE = $(MODEL_DIR)/pair$(PORT_EXE)
MODEL_PAIR_OBJS = $($(firstword $(MODEL_PAIR))_check_OBJS) \
	$(foreach p,$(wordlist 2,9,$(MODEL_PAIR)),$(filter %/$(p)_program.o,$($(p)_check_OBJS)))
$(MODEL_PAIR_EXE): examples/models/pair.c $(foreach p,$(MODEL_PAIR),$($(p)_GEN)/$(p)_check.c $($(p)_CHK)/$(p)_stack.h \
		examples/models/programs/$(p)_data.c $($(p)_PREP) $($(p)_check_OBJS)) $(MODEL_OBJS) $(PORT_SRCS) mk/program.mk
	@$(say) "  LINK    $@"; $(PORT_CC) $(foreach p,$(MODEL_PAIR),-I$($(p)_CHK) -I$($(p)_GEN)) -I$(MODEL_GEN) \
		-Iexamples/models/programs $(KERNEL_CPPFLAGS) $(CFLAGS) $(PROG_MODE_check) -DUC10_PROGRAM_CHECK_NO_MAIN \
		-o $@ $(filter %.c,$^) $(MODEL_PAIR_OBJS) $(MODEL_OBJS) -Wl,--gc-sections $(PORT_LDFLAGS) $(PROG_LDFLAGS) \
		-Wl,--undefined=uc10_abi $(PORT_LDLIBS)
$(BUILD)/tests/model_pair$(PORT_EXE): $(MODEL_PAIR_EXE); @mkdir -p $(@D); cp $< $@
ifneq ($(PORT),cortex-m0)
CORE_TESTS += model_pair
endif
# A keyword spotter's firmware (examples/app/kws.c): ds_cnn_int8's run in
# its production build, on the models' shared build; `make check' runs it
# on the boards that hold it, so that a production run is tested too.
PROG_MODE_app = $(PROG_MODE_prod)
ds_cnn_int8_OPS_app = $(MODEL_GEN)
ds_cnn_int8_LIB_app = $(MODEL_OBJS)
APP_DIR = $(BUILD)/program-ds_cnn_int8/app
$(eval $(call program_mode,ds_cnn_int8,app,$(APP_DIR),examples/models/programs))
APP_EXE = $(APP_DIR)/kws$(PORT_EXE)
$(APP_EXE): examples/app/kws.c $(APP_DIR)/ds_cnn_int8_stack.h examples/models/programs/ds_cnn_int8_data.c $(ds_cnn_int8_PREP) \
		$(ds_cnn_int8_app_OBJS) $(MODEL_OBJS) $(PORT_SRCS) mk/program.mk
	@$(say) "  LINK    $@"; $(PORT_CC) $(ds_cnn_int8_app_FLAGS) -o $@ $(filter %.c,$^) $(ds_cnn_int8_app_OBJS) \
		$(MODEL_OBJS) -Wl,--gc-sections $(PORT_LDFLAGS) $(PORT_LDLIBS)
$(BUILD)/tests/app_kws$(PORT_EXE): $(APP_EXE); @mkdir -p $(@D); cp $< $@
ifneq ($(PORT),cortex-m0)
CORE_TESTS += app_kws
endif
endif
models: $(foreach p,$(MODEL_PROGRAMS),$($(p)_EXE)) $(MODEL_PAIR_EXE) $(APP_EXE)

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
# The production image (no checks, no profile, no reference data, not the
# port's fault handler: what the program itself costs), its flash and RAM
# by part (tools/program-size.awk), the plan's arena.
program-size: $($(PROG_NAME)_IMG)
	@$(PORT_SIZE) $<
	@sed -n 's/.*: int8 weights \([0-9]*\) bytes, prepared \([0-9]*\) bytes .*/\1 \2/p' $($(PROG_NAME)_PREP) | \
		awk '{ w += $$1; p += $$2; n++ } END { if (n) printf "prepared constants (flash): %d bytes in %d calls, " \
		"their int8 weights %d bytes\n", p, n, w }'
	@sed -n 's/^#define \(UC10_PROGRAM_[A-Z0-9_]*_\(ARENA_BYTES\|LOWER_BOUND\)\) \(.*\)/\1 = \3/p' $($(PROG_NAME)_GEN)/$(PROG_NAME)_program.h
	@$(PORT_SIZE) $< | awk 'NR == 2 { print $$1 + $$2, $$2 + $$3 }' | { read flash ram; \
		awk -v name=$(PROG_NAME) -v flash=$$flash -v ram=$$ram \
		-v arena=$$(sed -n 's/^#define UC10_PROGRAM_[A-Z0-9_]*_ARENA_BYTES //p' $($(PROG_NAME)_GEN)/$(PROG_NAME)_program.h) \
		-v stack=$$(sed -n 's/^#define UC10_PROGRAM_[A-Z0-9_]*_STACK_BYTES //p' $($(PROG_NAME)_PRD)/$(PROG_NAME)_stack.h) \
		-f tools/program-size.awk $(basename $<).map; }
size: program-size
# A program as a library for another build (Note [A program in another
# build]): `program-lib' makes $(BUILD)/program-NAME/libNAME.a, the
# production run, its own operators and kernels, its prepared constants and
# its data; `program-flags' prints what compiles and links against it, as
# make (FORMAT=make) or CMake (FORMAT=cmake) variables: the headers'
# directories, the defines its build was compiled with, the port's compiler
# flags, linker flags (the board's linker script and startup) and libraries,
# and how to run an image on the port.  Paths are absolute, so that a build
# elsewhere can use them.
PROG_LIB_A = $($(PROG_NAME)_DIR)/lib$(PROG_NAME).a
PROG_LIB_OBJS = $($(PROG_NAME)_prod_OBJS) $($(PROG_NAME)_LIB_prod) $(filter-out %_main.o,$($(PROG_NAME)_IMG_OBJS))
$(PROG_LIB_A): $(PROG_LIB_OBJS)
	@$(say) "  AR      $@"; rm -f $@; $(PORT_AR) rcs $@ $^
program-lib: $(PROG_LIB_A)
program-flags:
	@$(foreach v,CC INCLUDE DEFS CFLAGS LDFLAGS LDLIBS LIB RUN STACK,$(call \
		prog_flag_$(or $(FORMAT),make),PROG_FLAG_$(v));)
prog_flag_make = printf '%s = %s\n' UC10_$(1:PROG_FLAG_%=%) '$(strip $($(1)))'
prog_flag_cmake = printf 'set(UC10_%s "%s")\n' $(1:PROG_FLAG_%=%) '$(subst $(space),;,$(strip $($(1))))'
space := $(subst ,, )
PROG_FLAG_CC = $(PORT_CC)
PROG_FLAG_INCLUDE = $(abspath $($(PROG_NAME)_PRD) $($(PROG_NAME)_GEN) $($(PROG_NAME)_OWN_OPS) $(GEN) include \
	$(patsubst %/,%,$(dir $(PROGRAM))))
PROG_FLAG_DEFS = $(patsubst -D%,%,$(filter -D%,$(PORT_DEFS) $(LAYOUT_DEFS) $($(PROG_NAME)_OWN_DEFS_prod)))
PROG_FLAG_CFLAGS = $(PORT_CFLAGS) $(WARN) $(OPT)
# -T SCRIPT as one word (-TSCRIPT), which a CMake list keeps whole.
PROG_FLAG_LDFLAGS = $(subst -T $(abspath ports)/,-T$(abspath ports)/,$(patsubst \
	ports/%,$(abspath ports)/%,$(PORT_LDFLAGS)))
PROG_FLAG_LDLIBS = $(PORT_LDLIBS)
PROG_FLAG_LIB = $(abspath $(PROG_LIB_A))
PROG_FLAG_RUN = $(if $(filter host,$(PORT)),,$(PORT_RUN))
PROG_FLAG_STACK = $(PORT_STACK_BYTES)
program-plan:
	@$(call gen_emit,emit_program -D UC10_PART=plan $(PROG_TARGET_DEFS),$($(PROG_NAME)_FILES))
# The plan's picture (tools/program-plan-html.awk): a page to open in a browser.
PROG_PLAN_HTML = $(BUILD)/program-$(PROG_NAME)/$(PROG_NAME)_plan.html
program-plan-html:
	@mkdir -p $(dir $(PROG_PLAN_HTML))
	@$(MAKE) -s --no-print-directory program-plan > $(PROG_PLAN_HTML).txt && \
		awk -f tools/program-plan-html.awk $(PROG_PLAN_HTML).txt > $(PROG_PLAN_HTML).tmp && \
		mv $(PROG_PLAN_HTML).tmp $(PROG_PLAN_HTML) || { rm -f $(PROG_PLAN_HTML).tmp; exit 1; }
	@echo "$(PROG_NAME): plan picture $(PROG_PLAN_HTML)"
else
program program-check program-plan program-plan-html program-size program-lib program-flags:
	@echo "$@: say which program: make PROGRAM=dir/name.m4 $@"; exit 1
endif
.PHONY: program program-check program-plan program-plan-html program-size program-lib program-flags
HOST_SUITES += plan-html=tests/programs/plan_html.sh program-size=tests/programs/size.sh
