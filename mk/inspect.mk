# mk/inspect.mk - uc10-inspect: read a built firmware ELF and
# print what its uc10 tables really hold.  tools/inspect/README.md.
#
#   make inspect                build/host/uc10-inspect
#   make inspect-fuzz           build/host/uc10-inspect-fuzz (clang libFuzzer)
#   make -s inspect-tables      the TABLES the product firmware is built from
#   make -s inspect-test-tables the TEST_TABLES of the dispatcher tests' program

INSPECT := $(HOST_BUILD)/uc10-inspect
INSPECT_FUZZ := $(HOST_BUILD)/uc10-inspect-fuzz
# The tool, less its main() (the fuzzer has its own), and the runtime code
# it borrows: key sets, local sets, the name hash, source names.
INSPECT_LIB := $(filter-out tools/inspect/main.c tools/inspect/fuzz.c,$(wildcard tools/inspect/*.c))
INSPECT_RT  := src/keyset.c src/keyname.c src/keyparse.c src/local.c src/lookup.c src/dispatch.c $(HOST_BUILD)/gen/uc10_keys.c
INSPECT_DEPS := $(INSPECT_LIB) $(wildcard tools/inspect/*.h) $(INSPECT_RT) \
	$(HOST_BUILD)/gen/uc10_keys.h $(wildcard include/uc10/*.h)

$(INSPECT): tools/inspect/main.c $(INSPECT_DEPS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) -I$(HOST_BUILD)/gen -o $@ tools/inspect/main.c $(INSPECT_LIB) $(INSPECT_RT)

# libFuzzer + AddressSanitizer + UBSan over the whole reader (fuzz.c).
FUZZ_CC ?= clang
$(INSPECT_FUZZ): tools/inspect/fuzz.c $(INSPECT_DEPS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(FUZZ_CC) -std=c11 -Wall -Wextra -Werror -O1 -g -fsanitize=fuzzer,address,undefined \
		-fno-sanitize-recover=undefined -Iinclude -I$(HOST_BUILD)/gen \
		-o $@ tools/inspect/fuzz.c $(INSPECT_LIB) $(INSPECT_RT)

inspect: $(INSPECT)
inspect-fuzz: $(INSPECT_FUZZ)

inspect-tables:
	@echo $(TABLES)
inspect-test-tables:
	@echo $(TEST_TABLES)

HOST_SUITES += inspect=tests/inspect/run.sh

.PHONY: inspect inspect-fuzz inspect-tables inspect-test-tables

# The fuzzer's seeds and the bad-input tests' subjects: the seed example
# alone, linked with --gc-sections and without debug sections, so that a
# real image is a few KB.  `make inspect-seeds' refreshes the committed
# copies in tests/inspect/seeds/: host, cortex-m0, rv32imac, and the host
# and cortex-m0 in the compact layout.
ISEED := $(BUILD)/inspect-seed
$(eval $(call gen_ops,$(ISEED),tables/myops.m4))
$(ISEED)/seed$(PORT_EXE): tests/inspect/seed.c $(ISEED)/uc10_ops.c $(HDRS) $(GEN)/uc10_keys.c $(MYOPS_SRCS) $(RUNTIME_SRCS)
	@$(say) "  LINK    $@"
	@$(PORT_CC) -I$(ISEED) $(CFLAGS) -ffunction-sections -fdata-sections -o $@.full \
		tests/inspect/seed.c $(ISEED)/uc10_ops.c $(MYOPS_SRCS) $(RUNTIME_ALL_SRCS) $(PORT_SRCS) \
		$(PORT_LDFLAGS) -Wl,--gc-sections -Wl,--undefined=uc10_abi $(PORT_LDLIBS)
	@$(PORT_OBJCOPY) --strip-debug --remove-section=.comment $@.full $@
inspect-seed: $(ISEED)/seed$(PORT_EXE)

INSPECT_SEED_PORTS := host cortex-m0 rv32imac
inspect-seeds:
	@mkdir -p tests/inspect/seeds
	@for p in $(INSPECT_SEED_PORTS) host:compact cortex-m0:compact; do \
		port=$${p%%:*}; lay=$${p#*:}; test "$$lay" = "$$p" && lay=dense; \
		x=.elf; test $$port = host && x=; \
		b=build/$$port$$(test $$lay = compact && echo -compact); \
		$(MAKE) -s --no-print-directory PORT=$$port LAYOUT=$$lay $$b/gen/uc10_keys.h $$b/gen/uc10_keys.c inspect-seed && \
		cp $$b/inspect-seed/seed$$x tests/inspect/seeds/$$port$$(test $$lay = compact && echo -compact).elf || exit 1; \
	done
	@ls -l tests/inspect/seeds
.PHONY: inspect-seed inspect-seeds

# The tests' helpers: elfpatch.c corrupts images, jsoncheck.c validates JSON.
INSPECT_PATCH := $(HOST_BUILD)/inspect-elfpatch
$(INSPECT_PATCH): tests/inspect/elfpatch.c $(INSPECT_DEPS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) -I$(HOST_BUILD)/gen -Itools/inspect -o $@ tests/inspect/elfpatch.c $(INSPECT_LIB) $(INSPECT_RT)
$(HOST_BUILD)/inspect-jsoncheck: tests/inspect/jsoncheck.c
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(HOSTCC) $(HOST_CFLAGS) -o $@ $<
inspect-test-tools: $(INSPECT) $(INSPECT_PATCH) $(HOST_BUILD)/inspect-jsoncheck
.PHONY: inspect-test-tools
