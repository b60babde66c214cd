# mk/tutorial.mk - the tutorial (tutorial/README.md) and the programs
# behind docs/.
#
#   make tutorial          build and run it on PORT (host; PORT=... on QEMU)
#   make docs-walk         the numbers of docs/how-a-registration-becomes-a-table.md
#   make docs-refresh      re-cut the code blocks of tutorial/README.md and
#                          docs/*.md from the files they quote
#
# The tutorial's program runs on every port with the core tests
# (CORE_TESTS), twice: `tutorial' with every operator of its tables,
# `tutorial_select' as the selective build of step 9.  Host suites:
# `tutorial-text' checks that every code block of tutorial/README.md and
# docs/*.md is real code and that the commands they show print what they
# show; `out-of-tree' builds docs/out-of-tree-ops.md's example project;
# `guarantees' checks docs/guarantees.md's promises on the objects.
#
# The tutorial's operator set: its own library, the DSP backend, the
# Tracer fallback and the aten operators with their kernels (the same
# kernels as the product, kernels/sources.mk).
TUT_GEN := $(BUILD)/gen-tut
TUT_TABLES := tutorial/tut.m4 tutorial/dsp.m4 tables/tracer.m4 $(KERNEL_TABLES)
TUT_SRCS := tutorial/tutorial.c tutorial/cpu.c tutorial/dsp.c tutorial/autograd.c \
	tutorial/autocast.c tutorial/log.c
TUT_KERNELS = $(filter-out src/tensor/%,$(KERNEL_SRCS)) $(KERNEL_GEN_SRCS)
TUT_DEPS = $(TUT_SRCS) tutorial/tut.h tests/check.h $(TUT_KERNELS) $(TEST_DEPS) mk/tutorial.mk

$(eval $(call gen_ops,$(TUT_GEN),$(TUT_TABLES)))
$(BUILD)/tests/tutorial$(PORT_EXE): $(TUT_GEN)/uc10_ops.c $(TUT_GEN)/uc10_ops.h $(TUT_DEPS)
	$(call link_prog,$(TUT_GEN) $(KERNEL_CPPFLAGS),$(TUT_SRCS) $(TUT_KERNELS) $(TUT_GEN)/uc10_ops.c)
# With every aten kernel it outgrew cortex-m0's flash, as the demo did (mk/demo.mk).
ifneq ($(PORT_BIG_LDFLAGS),)
$(BUILD)/tests/tutorial$(PORT_EXE): PORT_LDFLAGS := $(PORT_BIG_LDFLAGS)
RUN_tutorial = $(PORT_BIG_RUN)
endif

# Step 9: the same program, generated with tutorial/select.m4 added to its
# tables (what `make SELECT=file.m4' does for the product).  It is linked as
# firmware is, dropping what nothing references (--gc-sections; the boards'
# PORT_LDFLAGS have it already): the kernels of the operators left out
# would otherwise name their callees' wrappers, which this build lacks.
TUT_SEL_GEN := $(BUILD)/gen-tut-select
TUT_SEL_TABLES := $(TUT_TABLES) tutorial/select.m4
$(eval $(call gen_ops,$(TUT_SEL_GEN),$(TUT_SEL_TABLES)))
$(BUILD)/tests/tutorial_select$(PORT_EXE): $(TUT_SEL_GEN)/uc10_ops.c $(TUT_SEL_GEN)/uc10_ops.h $(TUT_DEPS)
	$(call link_prog,$(TUT_SEL_GEN) $(KERNEL_CPPFLAGS),$(TUT_SRCS) $(TUT_KERNELS) $(TUT_SEL_GEN)/uc10_ops.c)
$(BUILD)/tests/tutorial_select$(PORT_EXE): PORT_CFLAGS += -DTUT_SELECTIVE -ffunction-sections -fdata-sections
$(BUILD)/tests/tutorial_select$(PORT_EXE): PORT_LDFLAGS += -Wl,--gc-sections

CORE_TESTS += tutorial tutorial_select

tutorial: $(BUILD)/tests/tutorial$(PORT_EXE)
	@if ! $(PORT_AVAILABLE); then echo "tutorial: PORT=$(PORT): toolchain or QEMU missing"; exit 1; fi
	$(PORT_RUN) $(BUILD)/tests/tutorial$(PORT_EXE)

HOST_SUITES += tutorial-text=tutorial/check-text.sh
# After code that tutorial/README.md or docs/*.md quote changed: cut every
# quoted block (`<!-- quote: ... -->') anew from its file; review the diff.
docs-refresh:
	tutorial/check-text.sh --refresh

.PHONY: tutorial docs-refresh

# Step 9 traces nested calls (each a typed -> boxed -> typed round trip
# through the Tracer fallback): the microbit's 4 KB default stack is too
# small for it, 8 KB fits (16 KB of RAM), as for the demo (mk/demo.mk).
ifeq ($(PORT),cortex-m0)
$(BUILD)/tests/tutorial$(PORT_EXE) $(BUILD)/tests/tutorial_select$(PORT_EXE): PORT_STACK_BYTES = 8192
endif

# ---- docs/ ---------------------------------------------------------------
# The programs behind docs/*.md, whose output the documents quote (checked
# by tutorial-text).  `make -s docs-walk': docs/how-a-registration-becomes-
# a-table.md's numbers, from the product build (demo's tables and kernels).
$(BUILD)/docs-walk$(PORT_EXE): docs/walkthrough/walk.c $(PRODUCT_SRCS) $(GEN)/uc10_ops.h $(TEST_DEPS)
	$(call link_prog,$(GEN) $(KERNEL_CPPFLAGS),docs/walkthrough/walk.c $(PRODUCT_SRCS))
docs-walk: $(BUILD)/docs-walk$(PORT_EXE)
	$(PORT_RUN) $<

# docs/out-of-tree-ops.md's example: a project with its own Makefile.
HOST_SUITES += out-of-tree=docs/examples/out-of-tree/test.sh
# docs/guarantees.md's checks on the compiled objects (no heap, ...).
HOST_SUITES += guarantees=docs/guarantees/check.sh

.PHONY: docs-walk
