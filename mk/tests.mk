# mk/tests.mk - `make check': every test, on the host and on each board.
#
# Test programs are plain C with tests/check.h; each prints its own
# `suite: N passed, N failed'.  tests/run.sh collects those lines into
# $(RESULTS) and tests/summary.sh prints the closing line.  Quiet unless V=1:
# a suite prints one line (its whole output is in $(BUILD)/logs/), a build
# step nothing (tests/quiet.sh); a failure prints its log's tail.

RESULTS ?= $(BUILD)/results.txt

# Operator set of the dispatcher tests: the seed plus tests/core/testops.m4.
TGEN := $(BUILD)/gen-test
TEST_TABLES := tables/myops.m4 tables/tracer.m4 tests/core/testops.m4
$(eval $(call gen_ops,$(TGEN),$(TEST_TABLES)))

# (linked with a table set, as every firmware is: the runtime reads tables)
$(BUILD)/tests/test_keys$(PORT_EXE): tests/core/test_keys.c tests/core/testops.c $(MYOPS_SRCS) $(TGEN)/uc10_ops.c $(TEST_DEPS)
	$(call link_prog,$(TGEN),tests/core/test_keys.c tests/core/testops.c $(MYOPS_SRCS) $(TGEN)/uc10_ops.c)
$(BUILD)/tests/test_dispatch$(PORT_EXE): tests/core/test_dispatch.c tests/core/testops.c $(MYOPS_SRCS) $(TGEN)/uc10_ops.c $(TEST_DEPS)
	$(call link_prog,$(TGEN),tests/core/test_dispatch.c tests/core/testops.c $(MYOPS_SRCS) $(TGEN)/uc10_ops.c)

# The same operators in a typed-only build (Note [Typed-only builds] in
# uc10/dispatcher.h): tables, runtime and test compiled with UC10_TYPED_ONLY.
$(BUILD)/tests/test_typed_only$(PORT_EXE): tests/core/test_typed_only.c tests/core/testops.c $(MYOPS_SRCS) \
		$(TGEN)/uc10_ops.c $(TEST_DEPS)
	$(call link_prog,$(TGEN),-DUC10_TYPED_ONLY tests/core/test_typed_only.c tests/core/testops.c $(MYOPS_SRCS) \
		$(TGEN)/uc10_ops.c)
CORE_TESTS += test_typed_only

# Programs that run on every port; other fragments add theirs (a program
# named T is built from the rule for $(BUILD)/tests/T$(PORT_EXE)).
CORE_TESTS += test_keys test_dispatch
CORE_PROGS = $(CORE_TESTS:%=$(BUILD)/tests/%$(PORT_EXE))

# The tests that run on PORT (host or a board under QEMU), each with
# PORT_RUN, or RUN_<test> where a fragment sets one (mk/kernel-tests.mk).
check-port:
	@if ! $(PORT_AVAILABLE); then echo "check-port: PORT=$(PORT): toolchain or QEMU missing"; exit 1; fi
	@tests/quiet.sh $(BUILD)/logs/build.log $(MAKE) --no-print-directory test-progs
	@rm -f $(RESULTS)
	@$(foreach t,$(CORE_TESTS),tests/run.sh $(RESULTS) $(PORT):$(t) $(or $(RUN_$(t)),$(PORT_RUN)) $(BUILD)/tests/$(t)$(PORT_EXE);)
	@tests/summary.sh $(RESULTS)

# Host-only suites, as NAME=COMMAND words: the generator against PyTorch's
# data, the schema parser, the build-time errors.  Other fragments (mk/*.mk)
# add theirs with HOST_SUITES += name=command (no spaces in the command:
# point it at a script or a make target).
HOST_SUITES += conformance=tests/conformance/run.sh
HOST_SUITES += schemas=tests/schemas/run.sh
HOST_SUITES += build-errors=tests/errors/run.sh
# PyTorch 1.13's whole dispatcher registry: make dump equals its tables.
HOST_SUITES += registry=tests/registry/run.sh
HOST_SUITES += select=tests/select/run.sh
# Every operator a kernel calls is in its UC10_USES: each such operator alone
# as a selective build links (tests/uses/run.sh).
HOST_SUITES += uses=tests/uses/run.sh
# The compact table layout (Note [Compact tables]) must give the same
# results: the core tests and the conformance cases again, built with it.
HOST_SUITES += compact:host=$(MAKE)+-s+--no-print-directory+LAYOUT=compact+PORT=host+check-port
HOST_SUITES += compact:conformance=env+LAYOUT=compact+tests/conformance/run.sh
# BACKENDS=CPU (Note [Trimmed key universe]): the kept slots as in the full
# build, a clear error for a trimmed-away backend.
HOST_SUITES += trim=tests/trim/run.sh
# make help lists every target (tests/help/run.sh).
HOST_SUITES += help=tests/help/run.sh
# The counts README.md quotes are the tree's (tests/readme/run.sh).
HOST_SUITES += readme=tests/readme/run.sh

# The suites run make themselves and compare its output: they get this
# make's flags and variables but not its jobserver (-j), whose descriptors a
# recipe that is not a recursive $(MAKE) line does not inherit (make would
# print a warning into the output they compare).
SUITE_MAKEFLAGS = $(filter-out -j% --jobserver%,$(MAKEFLAGS))

check-host:
	@$(MAKE) --no-print-directory PORT=host check-port RESULTS=build/host/results-port.txt || true
	@cp build/host/results-port.txt build/host/results-host.txt
	@export MAKEFLAGS='$(SUITE_MAKEFLAGS)'; for s in $(HOST_SUITES); do \
		tests/run.sh build/host/results-host.txt "$${s%%=*}" $$(echo "$${s#*=}" | tr '+' ' '); \
	done
	@tests/summary.sh build/host/results-host.txt

BOARDS := cortex-m0 cortex-m3 cortex-m4f cortex-m7 rv32imac

# Everything: host, then each board whose tools are installed.  A board
# whose tools are missing is reported loudly and counts as a failure when
# CI=true (CI installs them all).
check:
	@rm -f build/results-all.txt; mkdir -p build
	@$(MAKE) --no-print-directory check-host || true
	@cat build/host/results-host.txt >> build/results-all.txt
	@for b in $(BOARDS); do \
		if $(MAKE) -s --no-print-directory PORT=$$b port-available; then \
			$(MAKE) --no-print-directory PORT=$$b check-port || true; \
			cat build/$$b/results.txt >> build/results-all.txt 2>/dev/null || echo "$$b:build 0 1" >> build/results-all.txt; \
		else \
			echo "*** PORT=$$b: toolchain or QEMU missing: its tests did not run ***"; \
			if [ "$$CI" = true ]; then echo "$$b:missing 0 1" >> build/results-all.txt; fi; \
		fi; \
	done
	@echo "== uc10 make check =="
	@tests/summary.sh build/results-all.txt

port-available:
	@$(PORT_AVAILABLE)

.PHONY: check check-host check-port port-available
