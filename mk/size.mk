# mk/size.mk - `make PORT=X size': what uc10 costs in flash and RAM, and a
# proof from the linked ELF that the generated tables are read-only.
#
#   make PORT=X size     build the demo firmware for X with a link map, print
#                        flash/RAM per part, check table placement (fails
#                        loudly if a table symbol is writable or if uc10_ops.o
#                        or uc10_keys.o put a byte into .data/.bss)
#   make size-table      the same for every available port, as the markdown
#                        table of README.md, with rows for LAYOUT=compact
#                        and SELECT=$(SIZE_SELECT); size-readme: written
#                        into README.md
#   make PORT=X LAYOUT=compact size, make PORT=X SELECT=demo/select.m4 size
#                        the same for the compact layout, a selective build
#
# The firmware is demo/demo.c with the product TABLES and everything they
# reference (runtime, tensor layer, every kernel), linked as the demo is
# (same CFLAGS, PORT_LDFLAGS, so --gc-sections on boards), but from one
# object per source so that the link map can say which part each byte
# belongs to.  uc10_abi is kept (--undefined): uc10-inspect reads it from
# a real firmware, so it is counted.  tests/ports/size.sh does the reading.

SZ := $(BUILD)/size
# Exactly what mk/demo.mk links (link_prog adds RUNTIME_ALL_SRCS and
# PORT_SRCS): one object per source (Note [Object trees]; tests/ports/size.sh
# reads the parts from their paths: s/src/, b/gen/, ...).
SZ_SRCS = demo/demo.c $(PRODUCT_SRCS) $(RUNTIME_ALL_SRCS) $(PORT_SRCS)
SZ_OBJS = $(call tree_objs,$(SZ)/obj,$(SZ_SRCS))
SZ_HDRS = $(wildcard include/uc10/*.h kernels/*/*.h) $(GEN)/uc10_keys.h $(GEN)/uc10_ops.h
# objdump is not a port.mk variable: it sits next to nm (nm -> objdump,
# arm-none-eabi-nm -> arm-none-eabi-objdump).
PORT_OBJDUMP ?= $(patsubst %nm,%objdump,$(PORT_NM))

SZ_FLAGS = $(CFLAGS) $(KERNEL_CPPFLAGS)
$(eval $(call object_tree,$(SZ)/obj,SZ_FLAGS,$$(SZ_HDRS)))
# cortex-m0: linked for the MPS2 memory map, as the demo is (mk/demo.mk)
ifneq ($(PORT_BIG_LDFLAGS),)
$(SZ)/demo$(PORT_EXE): PORT_LDFLAGS := $(PORT_BIG_LDFLAGS)
endif
$(SZ)/demo$(PORT_EXE): $(SZ_OBJS)
	@$(say) "  LINK    $@"; $(PORT_CC) $(CFLAGS) -o $@ $(SZ_OBJS) $(PORT_LDFLAGS) \
		-Wl,--undefined=uc10_abi -Wl,-Map=$(SZ)/demo.map $(PORT_LDLIBS)

# size.sh writes the report, and key=value lines for size-table to
# $(SZ)/size.txt; its exit status is the placement check's.
size: $(SZ)/demo$(PORT_EXE)
	@PORT=$(PORT) NM=$(PORT_NM) OBJDUMP=$(PORT_OBJDUMP) SIZE=$(PORT_SIZE) \
		OPS_C=$(GEN)/uc10_ops.c STACK=$(PORT_STACK_BYTES) \
		tests/ports/size.sh $(SZ)/demo$(PORT_EXE) $(SZ)/demo.map $(SZ)/size.txt

# Every port whose toolchain is installed (QEMU is not needed to measure,
# but port-available is the one test ports offer, so use it), in three
# builds: the product; LAYOUT=compact (Note [Compact tables]); and the
# selective build of SIZE_SELECT (the demo's own operators, Note [Selective
# build]), the last on boards only: the host links without --gc-sections,
# so the kernels of the operators left out would stay and name them.
# Each variant builds apart (build/X-compact, build/X-select); a variant
# that fails is reported and left out of the table, the product must build.
SIZE_PORTS = host $(BOARDS)
SIZE_SELECT ?= demo/select.m4
size-all:
	@for p in $(SIZE_PORTS); do \
		if ! $(MAKE) -s --no-print-directory PORT=$$p port-available; then \
			echo "size-all: PORT=$$p: toolchain missing, skipped" >&2; continue; fi; \
		$(MAKE) -s --no-print-directory PORT=$$p size >/dev/null || { \
			echo "size-all: make PORT=$$p size failed (run it alone to see why)"; exit 1; }; \
		for v in LAYOUT=compact:compact $$(test $$p = host || echo SELECT=$(SIZE_SELECT):select); do \
			rm -f build/$$p-$${v#*:}/size/size.txt; \
			$(MAKE) -s --no-print-directory PORT=$$p $${v%:*} size >/dev/null 2>&1 || \
				echo "size-all: make PORT=$$p $${v%:*} size failed: row left out (run it alone to see why)" >&2; \
		done; \
	done
SIZE_TABLE = SELECT=$(SIZE_SELECT) tests/ports/size-table.sh $(foreach p,$(SIZE_PORTS),\
	build/$(p)/size/size.txt build/$(p)-compact/size/size.txt build/$(p)-select/size/size.txt)
size-table: size-all
	@$(SIZE_TABLE)
# The table written into README.md between its size-table markers (the
# size suite fails when a port's whole demo is more than 2% off it).
size-readme: size-all
	@$(SIZE_TABLE) > build/size-table.md
	@awk -v t=build/size-table.md '/^<!-- size-table: begin/ { print; while ((getline l < t) > 0) print l; skip = 1; next } \
		/^<!-- size-table: end/ { skip = 0 } !skip' README.md > README.md.tmp && mv README.md.tmp README.md

# The host suite: `make size' succeeds (placement checked) on every board
# that is installed, and on the host.
HOST_SUITES += size=tests/ports/size-suite.sh

.PHONY: size size-all size-table size-readme
