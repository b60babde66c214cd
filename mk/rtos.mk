# mk/rtos.mk - the RTOS and board-level tests, on every port (CORE_TESTS):
#
#   test_contexts   the RTOS hook: per-task local key sets through the
#                   port's uc10_local_get() (ports/README.md, "Threads")
#   test_dump       the registry as the target sees it: dump, `which' for a
#                   fixed list of key sets, hash slots; the host suite
#                   `agree' (tests/ports/agree.sh) compares each board's
#                   with the generator's `make dump', with `make which' and
#                   with the host's: 32-bit boards and the 64-bit host must
#                   print the same
#
#   make PORT=X test-dump-run   run test_dump on X, print its output
#
# Both use the test op set that mk/tests.mk generates into $(BUILD)/gen-test
# (its TGEN; this fragment is read before mk/tests.mk, so prerequisites
# here spell the directory out).  test_contexts needs its own program: all
# of it is compiled with UC10_LOCAL_PORT, so that uc10 calls its
# uc10_local_get() instead of the inline one.
RTOS_TGEN := $(BUILD)/gen-test
RTOS_DEPS = $(RTOS_TGEN)/uc10_ops.c $(RTOS_TGEN)/uc10_ops.h tests/core/testops.c $(MYOPS_SRCS) \
	tests/check.h $(TEST_DEPS) mk/rtos.mk
rtos_link = $(call link_prog,$(RTOS_TGEN),$(1) tests/core/testops.c $(MYOPS_SRCS) $(RTOS_TGEN)/uc10_ops.c)

$(BUILD)/tests/test_contexts$(PORT_EXE): tests/ports/test_contexts.c $(RTOS_DEPS)
	$(call rtos_link,-DUC10_LOCAL_PORT $<)
$(BUILD)/tests/test_dump$(PORT_EXE): tests/ports/test_dump.c tools/which.h $(RTOS_DEPS)
	$(call rtos_link,$<)
CORE_TESTS += test_contexts test_dump

test-dump-run: $(BUILD)/tests/test_dump$(PORT_EXE)
	@$(PORT_RUN) $<
# The OPS of the test op set, for agree.sh's `make dump' and `make which'.
test-tables:
	@echo $(TEST_TABLES)
HOST_SUITES += agree=tests/ports/agree.sh

.PHONY: test-dump-run test-tables
