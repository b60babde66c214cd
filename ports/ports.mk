# ports/ports.mk - self-tests of the port layer.  The top Makefile includes
# this after ports/$(PORT)/port.mk, with BUILD = build/$(PORT).
#
#   port-smoke     build ports/smoke/smoke.c, run it: must pass, exit 0
#   port-selftest  port-smoke, plus proof that failure is seen: a forced
#                  CHECK failure must exit 1 through $(PORT_RUN), and on a
#                  board a program too big for RAM or flash must not link
#   port-info      print the port's variables

SMOKE_WARN = -std=c11 -Wall -Wextra -Werror -Os
SMOKE_DEPS = ports/smoke/smoke.c ports/ports.mk $(wildcard ports/*.ld ports/$(PORT)/*) $(PORT_SRCS)
# One compile-and-link command: the simplest build README.md promises works.
smoke_link = $(PORT_CC) $(PORT_CFLAGS) $(PORT_DEFS) $(SMOKE_WARN) $(1) -o $@ \
	ports/smoke/smoke.c $(PORT_SRCS) $(PORT_LDFLAGS) $(PORT_LDLIBS)

$(BUILD)/smoke$(PORT_EXE): $(SMOKE_DEPS)
	@mkdir -p $(@D)
	$(call smoke_link,)

$(BUILD)/smoke-fail$(PORT_EXE): $(SMOKE_DEPS)
	@mkdir -p $(@D)
	$(call smoke_link,-DSMOKE_FAIL=1)

port-smoke: $(BUILD)/smoke$(PORT_EXE)
	$(PORT_RUN) $<

# check_done() returns 1 on failure: exactly 1 must come back, proving the
# status travels intact (not just "nonzero", which a crash also gives).
port-smoke-fail: $(BUILD)/smoke-fail$(PORT_EXE)
	@$(PORT_RUN) $<; rc=$$?; \
	if [ $$rc -ne 1 ]; then echo "port-smoke-fail: FAILED: exit status $$rc, want 1"; exit 1; fi; \
	echo "port-smoke-fail: ok, the forced failure gave exit status 1"

# 4 MB + 1 exceeds RAM, then flash, on every board; the link must say so.
port-overflow:
	@mkdir -p $(BUILD)
	@if [ -z "$(PORT_EXE)" ]; then echo "port-overflow: skipped on $(PORT)"; exit 0; fi; \
	for what in SMOKE_OVERFLOW SMOKE_FLASH_OVERFLOW; do \
		if $(PORT_CC) $(PORT_CFLAGS) $(PORT_DEFS) $(SMOKE_WARN) -D$$what=0x400001 \
			-o $(BUILD)/overflow$(PORT_EXE) ports/smoke/smoke.c $(PORT_SRCS) \
			$(PORT_LDFLAGS) $(PORT_LDLIBS) >$(BUILD)/overflow.log 2>&1; then \
			echo "port-overflow: FAILED: -D$$what=0x400001 linked"; exit 1; fi; \
		grep -q "overflowed by" $(BUILD)/overflow.log || { cat $(BUILD)/overflow.log; exit 1; }; \
		echo "port-overflow: ok, $$what: $$(grep -o "region .* overflowed by [0-9]* bytes" $(BUILD)/overflow.log | head -1)"; \
	done; rm -f $(BUILD)/overflow$(PORT_EXE)

port-selftest: port-smoke port-smoke-fail port-overflow

port-info:
	@echo "PORT=$(PORT) BUILD=$(BUILD)"
	@$(foreach v,PORT_CC PORT_CFLAGS PORT_DEFS PORT_LDFLAGS PORT_LDLIBS PORT_SRCS \
		PORT_EXE PORT_RUN PORT_SIZE PORT_NM PORT_READELF PORT_OBJCOPY PORT_STACK_BYTES \
		PORT_AVAILABLE,echo '$(v) = $(subst ','\'',$($(v)))';)
	@if $(PORT_AVAILABLE); then echo "available: yes"; else echo "available: NO"; fi

.PHONY: port-smoke port-smoke-fail port-overflow port-selftest port-info
