# mk/inspect.mk - uc10-inspect (issue #5): read a built firmware ELF and
# print what its uc10 tables really hold.  tools/inspect/README.md.
#
#   make inspect                build/host/uc10-inspect
#   make inspect-fuzz           build/host/uc10-inspect-fuzz (clang libFuzzer)
#   make -s inspect-tables      the TABLES the product firmware is built from

INSPECT := $(HOST_BUILD)/uc10-inspect
INSPECT_FUZZ := $(HOST_BUILD)/uc10-inspect-fuzz
# The tool, less its main() (the fuzzer has its own), and the runtime code
# it borrows: key sets, local sets, the name hash, source names.
INSPECT_LIB := $(filter-out tools/inspect/main.c tools/inspect/fuzz.c,$(wildcard tools/inspect/*.c))
INSPECT_RT  := src/keyset.c src/local.c src/lookup.c src/dispatch.c $(HOST_BUILD)/gen/uc10_keys.c
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

HOST_SUITES += inspect=tests/inspect/run.sh

.PHONY: inspect inspect-fuzz inspect-tables
