# uc10 - PyTorch's c10 dispatcher for microcontrollers, registered at build time.
# `make help' lists the targets; README.md explains them.

PORT  ?= host
# SELECT=file.m4 holding UC10_SELECT(...): a selective build (Note
# [Selective build] in m4/registry.m4), built apart in build/PORT-select.
# LAYOUT=compact: the compact table layout (Note [Compact tables] in
# m4/compact.m4), built apart in build/PORT-compact.
LAYOUT ?= dense
# BACKENDS=CPU,PrivateUse1: keep only those backends' slots in every dispatch
# table (Note [Trimmed key universe] in m4/keys.m4), built apart in
# build/PORT-bCPU-PrivateUse1.  Empty (the default): all 14 of PyTorch 1.13.
BACKENDS ?=
comma := ,
BACKENDS_TAG = $(if $(strip $(BACKENDS)),-b$(subst $(comma),-,$(strip $(BACKENDS))))
# HOST_ARCH=native (or x86-64-v3, x86-64-v4, ...): the host port compiled
# with -march=HOST_ARCH, the float cores' vectors as wide as that machine
# has (Note [float32 vectors] in kernels/linear/sgemm.h), built apart in
# build/host-HOST_ARCH.  Empty (the default): the baseline ISA, SSE2 on x86-64.
HOST_ARCH ?=
HOST_ARCH_TAG = $(if $(and $(filter host,$(PORT)),$(strip $(HOST_ARCH))),-$(strip $(HOST_ARCH)))
BUILD := build/$(PORT)$(HOST_ARCH_TAG)$(if $(SELECT),-select)$(if $(filter compact,$(LAYOUT)),-compact)$(BACKENDS_TAG)
GEN   := $(BUILD)/gen
HOST_BUILD := build/host
M4    ?= m4
HOSTCC ?= cc

include ports/$(PORT)/port.mk

# The operator libraries of the product build (tables/ is uc10's own
# native_functions.yaml; kernels/sources.mk adds the aten ones as KERNEL_TABLES).
# Users add theirs with EXTRA_TABLES=path/to/ops.m4 (a TABLES= given on the
# command line replaces the whole list).
TABLES ?= tables/myops.m4 tables/tracer.m4 $(KERNEL_TABLES)
override TABLES += $(EXTRA_TABLES) $(SELECT)

WARN   := -std=c11 -Wall -Wextra -Werror
OPT    ?= -Os
LAYOUT_DEFS = $(if $(filter compact,$(LAYOUT)),-DUC10_LAYOUT_COMPACT)
CFLAGS  = $(PORT_CFLAGS) $(PORT_DEFS) $(LAYOUT_DEFS) $(WARN) $(OPT) $(EXTRA_CFLAGS) -Iinclude -I$(GEN)
HOST_CFLAGS = $(WARN) $(LAYOUT_DEFS) -O2 -g $(EXTRA_CFLAGS) -Iinclude

UC10_M4  := $(wildcard m4/*.m4)
# The generator: tools/gen.sh, the one command line behind every generated
# file (the tests', cmake's and the out-of-tree example's too), given this
# build's LAYOUT, BACKENDS and M4FLAGS (-D options only).
GEN_SH   = M4=$(M4) tools/gen.sh $(if $(filter compact,$(LAYOUT)),-l compact) $(if $(strip $(BACKENDS)),-b $(strip $(BACKENDS))) $(M4FLAGS)
GEN_DEPS = $(UC10_M4) tools/gen.sh
# V=1: every command and every test suite's whole output (`make check' is
# otherwise quiet: one line a suite, the closing line; tests/run.sh).
V ?= 0
export UC10_V := $(V)
# Quiet under `make -s' (make which, make dump print only their answer).
say = $(if $(findstring s,$(firstword -$(MAKEFLAGS))),:,echo)
# $(eval $(call gen_ops,DIR,TABLES[,MORE])): the rule that writes
# DIR/uc10_ops.h and DIR/uc10_ops.c from the operator libraries TABLES, both
# from one run (MORE: other prerequisites).
define gen_ops
$(1)/uc10_ops.h $(1)/uc10_ops.c &: $$(GEN_DEPS) $(2) $(3)
	@$$(say) "  GEN     $(1)/uc10_ops.h, uc10_ops.c"; $$(GEN_SH) $(1) $(2)
endef
# $(eval $(call gen_keys,DIR)): DIR/uc10_keys.h and DIR/uc10_keys.c.
define gen_keys
$(1)/uc10_keys.h $(1)/uc10_keys.c &: $$(GEN_DEPS)
	@$$(say) "  GEN     $(1)/uc10_keys.h, uc10_keys.c"; $$(GEN_SH) -k $(1)
endef
# $(call gen_emit,NAME,FILES): m4/NAME.m4 run after FILES, to stdout;
# gen_emit_to: the recipe writing it to the target.
gen_emit = $(GEN_SH) -e $(1) $(2)
gen_emit_to = @$(say) "  GEN     $@"; $(GEN_SH) -e $(1) -o $@ $(2)

RUNTIME_SRCS := src/keyset.c src/keyname.c src/keyparse.c src/local.c src/lookup.c src/dispatch.c src/abi.c src/trace.c

all: lib

# `make help': every target a user or a contributor runs, grouped.  The
# targets left out are steps other targets run (HELP_INTERNAL); the help
# suite (tests/help/run.sh) fails when a .PHONY target is in neither.
HELP_INTERNAL := all test-progs port-available port-info port-selftest port-smoke port-smoke-fail port-overflow \
	inspect-seed inspect-test-tables inspect-test-tools inspect-tables test-dump-run test-tables kernel-tests \
	rel-threads-progs rel-static-gen rel-print-static-gen rel-print-core-tests rel-print-run rel-fuzz-progs \
	rel-stack-objs bench-port bench-host bench-report acme-fw
help:
	@echo "uc10 make targets (PORT=$(PORT); PORT=host|cortex-m0|cortex-m3|cortex-m4f|cortex-m7|rv32imac)"
	@echo "use:"
	@echo "  make demo                 run the demo firmware (host; PORT=... on QEMU)"
	@echo "  make PROGRAM=dir/m.m4 program-check   run an exported model (docs/programs.md) on PORT, compare"
	@echo "             with PyTorch, measure its stack against the bound;  PROFILE=1: per-call profile"
	@echo "  make PROGRAM=dir/m.m4 program-size    its production image: flash and RAM by part;"
	@echo "             program-plan: its memory plan;  program-plan-html: its picture, a page for a browser"
	@echo "             program: only build it"
	@echo "             (PREPARE=0: quantized calls as exported, not prepared at build time and fused;"
	@echo "              INPUT=arena: the inputs in the arena, at offsets the generated header names)"
	@echo "  make models               the MLPerf Tiny programs of examples/models/programs/, float and int8"
	@echo "  make dump OPS=\"a.m4 ..\"   each operator's computed dispatch table"
	@echo "  make which OPS=.. KEYS=CPU,AutogradCPU [TLS=default|inference_mode|below_autograd]"
	@echo "             [TLS=custom INCLUDE=K,.. EXCLUDE=K,..]   which kernel runs"
	@echo "             [ARGS='w=None,xs=[],b=undefined,c=CPU+AutogradCPU'] [OP=ns::op]  single arguments"
	@echo "  make schemas SCHEMAS=file parse schemas, print them canonically or why rejected"
	@echo "  make op-schemas           every operator of tables/*.m4 with its schema, and the dtypes (what the exporter reads)"
	@echo "  make inspect              build/host/uc10-inspect: read the tables of a firmware ELF"
	@echo "  make gen                  generate C from TABLES into $(GEN)/"
	@echo "  make tutorial             the tutorial's program;  make cmake-example: the CMake example"
	@echo "install:"
	@echo "  make lib                  $(BUILD)/libuc10.a: runtime, kernels and the tables of TABLES"
	@echo "  make install PREFIX=dir   it, headers, pkg-config file, CMake package (find_package(uc10)),"
	@echo "             share/uc10: the program build for your own (examples/app: uc10-program.mk, uc10_add_program)"
	@echo "  make PROGRAM=dir/m.m4 program-lib   the program as libNAME.a;  program-flags: what uses it"
	@echo "check (quiet: one line a suite, logs in build/PORT/logs/; V=1 prints every command and output):"
	@echo "  make check                all tests: host, then every port whose toolchain and QEMU exist"
	@echo "  make check-host           host tests only;  make PORT=X check-port: one board on QEMU"
	@echo "  make [PORT=X] check-kernels   the kernel tests against PyTorch's values only"
	@echo "  make check-reliability    sanitizers, static checks, threads, fuzzing, stack bound; alone:"
	@echo "             check-sanitize, check-static, check-threads, check-fuzz, check-stack;"
	@echo "             fuzz-long: 10 M executions a fuzz target"
	@echo "  make inspect-fuzz         fuzz uc10-inspect's ELF reader"
	@echo "  make inspect-seeds        rebuild tests/inspect/seeds/ (after an ABI change)"
	@echo "  make program-ops-doc      rewrite docs/programs.md's list of the operators a program can call;"
	@echo "             program-ops-doc-check: check it is current"
	@echo "  make export-check         export tools/export/tests/models.py and check it (needs PyTorch)"
	@echo "  make export-torchvision   torchvision's classification models at MCU sizes, float and int8:"
	@echo "             export each, run it on the host against PyTorch (needs torchvision; 2.5 min of CPU)"
	@echo "  make docs-refresh         cut the docs' quoted code anew from its files;  docs-walk: the"
	@echo "             walkthrough's numbers from the product build"
	@echo "measure:"
	@echo "  make PORT=X size          flash/RAM by part, tables proven read-only;  size-table: every"
	@echo "             port (README's table), size-readme: written there;  size-all: every port and variant"
	@echo "  make bench                the benchmarks of BENCHMARKS.md (20 to 30 minutes)"
	@echo "  make PORT=cortex-m4f model-bench   instructions per inference of each model"
	@echo "  make PORT=X bench-dscnn    DS-CNN layer by layer, float32 and int8: instructions per MAC"
	@echo "  make PORT=X bench-qops     int8 pooling and add of DS-CNN / ResNet-8: instructions per element"
	@echo "  make HOST_ARCH=native bench-hostflops  host float conv2d in flops/cycle against the FMA peak"
	@echo "  make clean;  make help: this text"
	@echo "variables: PORT, EXTRA_TABLES=my/ops.m4, SELECT=demo/select.m4 (selective build),"
	@echo "  LAYOUT=compact (compact tables), BACKENDS=CPU,.. (trimmed key universe),"
	@echo "  CROSS_COMPILE=, OPT=, M4FLAGS=-DUC10_HASH_SEED=N, HOST_ARCH=native (host -march), V=1"

# ---- generated C ------------------------------------------------------------
# The kernels' fragment first: TABLES names its KERNEL_TABLES.
-include kernels/sources.mk
# The product's list of tables, kept in a file that changes only when the
# list does: another TABLES, EXTRA_TABLES or M4FLAGS regenerates the C, as
# a changed table does (make lib / install take whatever list is given).
GEN_LIST := $(GEN)/tables.txt
$(shell mkdir -p $(GEN) && { echo '$(TABLES) $(M4FLAGS)' | cmp -s - $(GEN_LIST) || echo '$(TABLES) $(M4FLAGS)' > $(GEN_LIST); })
$(eval $(call gen_keys,$(GEN)))
$(eval $(call gen_ops,$(GEN),$(TABLES),$(GEN_LIST)))

gen: $(GEN)/uc10_ops.c $(GEN)/uc10_keys.h

# The runtime: the dispatcher core and the tensor layer.
RUNTIME_ALL_SRCS = $(RUNTIME_SRCS) $(wildcard src/tensor/*.c) $(GEN)/uc10_keys.c

HDRS = $(wildcard include/uc10/*.h) $(GEN)/uc10_keys.h
# The seed example's kernels (tables/myops.m4).
MYOPS_SRCS := $(wildcard kernels/myops/*.c)
# What every test program depends on besides its own sources.
TEST_DEPS = $(HDRS) $(RUNTIME_ALL_SRCS) $(PORT_SRCS) mk/tests.mk
# link_prog(INCLUDE_DIR, SOURCES): one compiler call builds a test program.
# uc10_abi is kept in every image (--gc-sections would drop it: nothing
# calls it), so that uc10-inspect can read any firmware.
link_prog = @$(say) "  LINK    $@"; mkdir -p $(@D); $(PORT_CC) -I$(1) $(CFLAGS) -o $@ $(2) $(RUNTIME_ALL_SRCS) $(PORT_SRCS) $(PORT_LDFLAGS) -Wl,--undefined=uc10_abi $(PORT_LDLIBS)

# ---- objects ----------------------------------------------------------------
# Note [Object trees]
# A tree is the objects of one build (the library, the size report's
# firmware, a program, the kernel tests, ...): one directory, one set of
# flags.  Every object of every tree is made by one of two rules, the same
# in each tree: a source of the repository, PATH.c, becomes TREE/s/PATH.o;
# a source generated into this build, $(BUILD)/PATH.c, becomes
# TREE/b/PATH.o.  So a tree's objects are named in one place, its sources
# given to tree_objs, and nothing else says where an object goes:
#   FOO_OBJS = $(call tree_objs,DIR,SOURCES)
#   $(eval $(call object_tree,DIR,FOO_FLAGS,PREREQUISITES[,COMPILER]))
# FOO_FLAGS and COMPILER (default PORT_CC) are names of variables, read when
# an object is compiled ($< is its source there).
tree_objs = $(patsubst $(1)/s/$(BUILD)/%,$(1)/b/%,$(patsubst %.c,$(1)/s/%.o,$(2)))
# compile(COMPILER, FLAGS): the command, one line `CC object' unless V=1.
compile = $(if $(filter 1,$(V)),,@$(say) "  CC      $@";) $($(1)) $($(2)) -c $< -o $@
define object_tree
$(1)/s/%.o: %.c $(3)
	@mkdir -p $$(@D)
	$$(call compile,$(or $(4),PORT_CC),$(2))
$(1)/b/%.o: $$(BUILD)/%.c $(3)
	@mkdir -p $$(@D)
	$$(call compile,$(or $(4),PORT_CC),$(2))
endef

# mk/*.mk: one fragment per concern (tools, tests, ...); kernels/ and
# ports/ bring their own (kernels/sources.mk above: TABLES names its tables).
include $(sort $(wildcard mk/*.mk))
include ports/ports.mk

clean:
	rm -rf build

# After every fragment has added its programs.
test-progs: $(CORE_PROGS)

.PHONY: all help gen clean test-progs
