# mk/reliability.mk - the reliability suites: bad inputs on every
# board, sanitizers, warnings and cppcheck, threads, fuzzing, stack bounds.
# What each proves: tests/reliability/README.md and tests/fuzz/README.md.
#
# This fragment is read before mk/tests.mk (mk/*.mk in sorted order), so it
# uses only its own variables in prerequisites; recipes may use tests.mk's
# (link_prog), which are expanded when they run.

# Operator set of the reliability tests: the seed, tests/core/testops.m4 and
# tests/reliability/relops.m4, with all their kernels.
RGEN := $(BUILD)/gen-rel
REL_TABLES := tables/myops.m4 tests/core/testops.m4 tests/reliability/relops.m4
REL_KERNELS := tests/reliability/relops.c tests/core/testops.c $(wildcard kernels/myops/*.c)
REL_HDRS = $(wildcard include/uc10/*.h) $(GEN)/uc10_keys.h tests/reliability/relops.h
$(eval $(call gen_ops,$(RGEN),$(REL_TABLES)))

# Run-time bad inputs, on every port.
$(BUILD)/tests/test_badinputs$(PORT_EXE): tests/reliability/test_badinputs.c $(REL_KERNELS) $(RGEN)/uc10_ops.c $(RGEN)/uc10_ops.h $(REL_HDRS) $(GEN)/uc10_keys.c
	$(call link_prog,$(RGEN),tests/reliability/test_badinputs.c $(REL_KERNELS) $(RGEN)/uc10_ops.c)
CORE_TESTS += test_badinputs

# Operators with more than 32 arguments, on every port.
WGEN := $(BUILD)/gen-wide
$(eval $(call gen_ops,$(WGEN),tests/reliability/wideops.m4))
$(BUILD)/tests/test_wide$(PORT_EXE): tests/reliability/test_wide.c $(WGEN)/uc10_ops.c $(WGEN)/uc10_ops.h $(REL_HDRS) $(GEN)/uc10_keys.c
	$(call link_prog,$(WGEN),tests/reliability/test_wide.c $(WGEN)/uc10_ops.c)
CORE_TESTS += test_wide

# UB probes of the runtime and tensor layer (host only: fork), built by
# tests/reliability/sanitize.sh in its ASan + UBSan build directories.
$(BUILD)/rel/ub_probes$(PORT_EXE): tests/reliability/ub_probes.c $(REL_KERNELS) $(RGEN)/uc10_ops.c $(RGEN)/uc10_ops.h $(REL_HDRS) $(GEN)/uc10_keys.c
	$(call link_prog,$(RGEN),tests/reliability/ub_probes.c $(REL_KERNELS) $(RGEN)/uc10_ops.c)

# ---- host-only programs -------------------------------------------------------
# Built from the host's generated C (PORT=host: $(RGEN) is build/host/gen-rel).
REL_HOST := $(HOST_BUILD)/rel
REL_HOST_SRCS = $(REL_KERNELS) $(HOST_BUILD)/gen-rel/uc10_ops.c $(RUNTIME_SRCS) $(wildcard src/tensor/*.c) $(HOST_BUILD)/gen/uc10_keys.c
REL_HOST_DEPS = $(REL_KERNELS) $(HOST_BUILD)/gen-rel/uc10_ops.c $(HOST_BUILD)/gen-rel/uc10_ops.h $(RUNTIME_SRCS) \
	$(wildcard src/tensor/*.c) $(HOST_BUILD)/gen/uc10_keys.c $(wildcard include/uc10/*.h) tests/reliability/relops.h
REL_HOST_CC = $(HOSTCC) $(HOST_CFLAGS) -Itests/reliability -I$(HOST_BUILD)/gen-rel -I$(HOST_BUILD)/gen

# Threads, each with its own context (UC10_LOCAL_PORT: the test
# defines uc10_local_get()); with ThreadSanitizer; and the control with
# uc10's one context (tests/reliability/threads.sh runs them).
$(REL_HOST)/test_threads: tests/reliability/test_threads.c $(REL_HOST_DEPS)
	@mkdir -p $(@D)
	$(REL_HOST_CC) -DUC10_LOCAL_PORT -pthread -o $@ $< $(REL_HOST_SRCS) -lm
$(REL_HOST)/test_threads-tsan: tests/reliability/test_threads.c $(REL_HOST_DEPS)
	@mkdir -p $(@D)
	$(REL_HOST_CC) -DUC10_LOCAL_PORT -O1 -fsanitize=thread -pthread -o $@ $< $(REL_HOST_SRCS) -lm
$(REL_HOST)/test_threads-shared: tests/reliability/test_threads.c $(REL_HOST_DEPS)
	@mkdir -p $(@D)
	$(REL_HOST_CC) -DREL_SHARED_CONTEXT -pthread -o $@ $< $(REL_HOST_SRCS) -lm
rel-threads-progs: $(REL_HOST)/test_threads $(REL_HOST)/test_threads-tsan $(REL_HOST)/test_threads-shared
.PHONY: rel-threads-progs

# Static checks: generated C that only has to compile - every return kind
# (retkinds.m4), and the weak stubs of the product tables.
$(eval $(call gen_ops,$(HOST_BUILD)/gen-retkinds,tests/reliability/retkinds.m4))
$(HOST_BUILD)/gen/uc10_stubs.c: $(GEN_DEPS) $(TABLES) $(HOST_BUILD)/gen/uc10_ops.h
	$(call gen_emit_to,emit_stubs,$(TABLES))
# Everything static.sh compiles and checks, generated (PORT=host).
REL_STATIC_GEN = $(HOST_BUILD)/gen/uc10_keys.c $(HOST_BUILD)/gen/uc10_ops.c $(HOST_BUILD)/gen/uc10_stubs.c \
	$(HOST_BUILD)/gen-test/uc10_ops.c $(HOST_BUILD)/gen-rel/uc10_ops.c $(HOST_BUILD)/gen-wide/uc10_ops.c \
	$(HOST_BUILD)/gen-retkinds/uc10_ops.c
rel-static-gen: $(REL_STATIC_GEN)
rel-print-static-gen:
	@echo $(REL_STATIC_GEN)
rel-print-core-tests:
	@echo $(CORE_TESTS)
rel-print-run:
	@echo $(PORT_RUN)
.PHONY: rel-static-gen rel-print-static-gen rel-print-core-tests rel-print-run

# libFuzzer targets (clang; Debian: clang, libclang-rt-14-dev).
# tests/fuzz/run.sh runs them; tests/fuzz/README.md has the commands.
FUZZ_CC ?= clang
FUZZ_FLAGS = -std=c11 -Wall -Wextra -Werror -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
$(REL_HOST)/fuzz_%: tests/fuzz/fuzz_%.c $(REL_HOST_DEPS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(EXTRA_CFLAGS) -Iinclude -Itests/reliability -I$(HOST_BUILD)/gen-rel -I$(HOST_BUILD)/gen \
		-o $@ $< $(REL_HOST_SRCS) -lm
rel-fuzz-progs: $(REL_HOST)/fuzz_lookup $(REL_HOST)/fuzz_boxed
.PHONY: rel-fuzz-progs

# Stack usage of the dispatch path (gcc -fstack-usage and
# -fcallgraph-info=su, the port's own flags), for tests/reliability/stack.sh:
# the runtime, and the wrappers of the product, test and reliability sets.
REL_SU := $(BUILD)/stack
REL_SU_FLAGS = -fstack-usage -fcallgraph-info=su -fno-ipa-icf
# One tree (Note [Object trees]); a generated uc10_ops.c finds its
# uc10_ops.h next to it, the probe the reliability set's.
REL_SU_RUNTIME = $(call tree_objs,$(REL_SU),$(filter-out src/tensor/%,$(wildcard src/*.c)) $(GEN)/uc10_keys.c)
REL_SU_OPS = $(call tree_objs,$(REL_SU),$(GEN)/uc10_ops.c $(BUILD)/gen-test/uc10_ops.c $(RGEN)/uc10_ops.c)
REL_SU_PROBE = $(call tree_objs,$(REL_SU),tests/reliability/stack_probe.c)
REL_SU_CFLAGS = $(if $(filter $(BUILD)/%,$<),-I$(dir $<),$(if $(filter tests/%,$<),-I$(RGEN))) $(CFLAGS) $(REL_SU_FLAGS)
$(eval $(call object_tree,$(REL_SU),REL_SU_CFLAGS,$$(REL_HDRS) $$(GEN)/uc10_ops.h $$(BUILD)/gen-test/uc10_ops.h \
	$$(RGEN)/uc10_ops.h))
rel-stack-objs: $(REL_SU_RUNTIME) $(REL_SU_OPS)
# The measurement on the board (Cortex-M): the probe's own frames from its
# .su, the program linked as link_prog links (the same code).
$(BUILD)/rel/stack_probe$(PORT_EXE): $(REL_SU_PROBE) $(REL_KERNELS) $(RGEN)/uc10_ops.c $(REL_HDRS) $(GEN)/uc10_keys.c
	$(call link_prog,$(RGEN),$(REL_SU_PROBE) $(REL_KERNELS) $(RGEN)/uc10_ops.c)
.PHONY: rel-stack-objs

# ---- the suites ---------------------------------------------------------------
# Host suites of `make check' (each script prints `NAME: N passed, N failed').
HOST_SUITES += sanitize=tests/reliability/sanitize.sh
HOST_SUITES += static=tests/reliability/static.sh
HOST_SUITES += threads=tests/reliability/threads.sh
HOST_SUITES += fuzz=tests/fuzz/run.sh
HOST_SUITES += stack=tests/reliability/stack.sh

# One at a time, or all: `make check-reliability'.
check-sanitize:
	@tests/reliability/sanitize.sh
check-static:
	@tests/reliability/static.sh
check-threads:
	@tests/reliability/threads.sh
check-fuzz:
	@tests/fuzz/run.sh
check-stack:
	@tests/reliability/stack.sh
check-reliability:
	@rm -f build/host/results-reliability.txt; mkdir -p build/host
	@for s in sanitize=tests/reliability/sanitize.sh static=tests/reliability/static.sh \
		threads=tests/reliability/threads.sh fuzz=tests/fuzz/run.sh stack=tests/reliability/stack.sh; do \
		tests/run.sh build/host/results-reliability.txt "$${s%%=*}" "$${s#*=}"; done
	@tests/summary.sh build/host/results-reliability.txt
# The long fuzzing run: 10 M executions per target (FUZZ_RUNS=...).
fuzz-long:
	@FUZZ_RUNS=$${FUZZ_RUNS:-10000000} FUZZ_OUT=build/host/fuzz-long tests/fuzz/run.sh
.PHONY: check-sanitize check-static check-threads check-fuzz check-stack check-reliability fuzz-long
