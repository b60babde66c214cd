# mk/bench.mk - `make bench': issue 6's measurements, and BENCHMARKS.md's
# tables regenerated from them.  How each figure is taken: BENCHMARKS.md
# and Note [Counting instructions] in bench/bench.h.
#
#   make bench              everything below, then BENCHMARKS.md's tables
#   make bench-port         PORT's programs, run; results in $(BENCH_OUT)/
#
# This fragment is read before mk/tests.mk (mk/*.mk in sorted order), so
# prerequisites use only the top Makefile's variables and this file's.

BENCH_DIR := $(BUILD)/bench
BENCH_OUT := build/bench
BENCH_RT  := $(RUNTIME_SRCS) $(GEN)/uc10_keys.c
BENCH_HDRS := $(wildcard include/uc10/*.h) $(GEN)/uc10_keys.h bench/bench.h
# The ports whose figures BENCHMARKS.md reports.
BENCH_PORTS := host cortex-m4f rv32imac
# On the boards instructions are counted by QEMU's virtual clock.
BENCH_QEMU := QEMU_FLAGS="-icount shift=0"
bench_run = $(if $(filter host,$(PORT)),bench/callgrind.sh,$(BENCH_QEMU) $(PORT_RUN))

# ---- dispatch overhead ---------------------------------------------------------
BGEN := $(BUILD)/gen-bench
$(BGEN)/uc10_ops.h: $(UC10_M4) bench/ops.m4
	@mkdir -p $(@D)
	$(call gen_to,bench/ops.m4 m4/emit_ops_h.m4)
$(BGEN)/uc10_ops.c: $(UC10_M4) bench/ops.m4 $(BGEN)/uc10_ops.h
	$(call gen_to,bench/ops.m4 m4/emit_ops_c.m4)

$(BENCH_DIR)/dispatch$(PORT_EXE): bench/dispatch.c bench/kernels.c $(BGEN)/uc10_ops.c $(BGEN)/uc10_ops.h $(BENCH_RT) $(BENCH_HDRS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(PORT_CC) -I$(BGEN) $(CFLAGS) -o $@ bench/dispatch.c bench/kernels.c $(BGEN)/uc10_ops.c \
		$(BENCH_RT) $(PORT_SRCS) $(PORT_LDFLAGS) $(PORT_LDLIBS)

$(BENCH_OUT)/$(PORT)/dispatch.txt: $(BENCH_DIR)/dispatch$(PORT_EXE) bench/callgrind.sh
	@mkdir -p $(@D)
	$(bench_run) $< > $@.tmp && mv $@.tmp $@

# ---- flash, RAM, stack ------------------------------------------------------------
# bench/sizes.c keeps all of the runtime; its objects are compiled one by
# one (-fstack-usage writes each one's .su) and linked with a map, which
# says what every object puts in the ELF.
BENCH_OBJDIR := $(BENCH_DIR)/obj
BENCH_SIZE_SRCS := bench/sizes.c $(BGEN)/uc10_ops.c bench/kernels.c $(BENCH_RT)
BENCH_SIZE_OBJS := $(BENCH_SIZE_SRCS:%.c=$(BENCH_OBJDIR)/%.o)
# A generated uc10_ops.c finds its uc10_ops.h next to it; the rest use bench/ops.m4's.
$(BENCH_OBJDIR)/%.o: %.c $(BENCH_HDRS) $(BGEN)/uc10_ops.h
	@mkdir -p $(@D)
	@$(PORT_CC) -I$(dir $<) -I$(BGEN) $(CFLAGS) -fstack-usage -c $< -o $@
$(BENCH_DIR)/sizes$(PORT_EXE): $(BENCH_SIZE_OBJS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(PORT_CC) $(CFLAGS) -o $@ $(BENCH_SIZE_OBJS) $(PORT_SRCS) $(PORT_LDFLAGS) -Wl,-Map=$@.map $(PORT_LDLIBS)

# ---- name lookup -------------------------------------------------------------
# Registries of 50, 500 and all of PyTorch 1.13's operator names
# (bench/names/pytorch-1.13.m4), each its own generated operator set.
BENCH_NAMES := bench/names/pytorch-1.13.m4
BENCH_SIZES := 50 500 all
BENCH_QUERIES := 512
$(BENCH_OUT)/names/ops-%.m4: $(BENCH_NAMES) bench/names/subset.sh
	@mkdir -p $(@D)
	bench/names/subset.sh $(if $(filter all,$*),0,$*) $< > $@.tmp && mv $@.tmp $@
$(BENCH_OUT)/names/names-%.h: $(BENCH_OUT)/names/ops-%.m4 bench/names/header.sh
	bench/names/header.sh $< $(BENCH_QUERIES) > $@.tmp && mv $@.tmp $@
$(BUILD)/gen-names-%/uc10_ops.h: $(BENCH_OUT)/names/ops-%.m4 $(UC10_M4)
	@mkdir -p $(@D)
	$(call gen_to,$< m4/emit_ops_h.m4)
$(BUILD)/gen-names-%/uc10_ops.c: $(BENCH_OUT)/names/ops-%.m4 $(UC10_M4) $(BUILD)/gen-names-%/uc10_ops.h
	$(call gen_to,$< m4/emit_ops_c.m4)
$(BUILD)/gen-names-%/names.h: $(BENCH_OUT)/names/names-%.h
	@mkdir -p $(@D)
	cp $< $@
BENCH_CORE_OBJS := $(BENCH_RT:%.c=$(BENCH_OBJDIR)/%.o)
$(BENCH_DIR)/lookup-%$(PORT_EXE): bench/lookup.c $(BENCH_OBJDIR)/$(BUILD)/gen-names-%/uc10_ops.o $(BUILD)/gen-names-%/names.h $(BENCH_CORE_OBJS) $(BENCH_HDRS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(PORT_CC) -I$(BUILD)/gen-names-$* $(CFLAGS) -o $@ bench/lookup.c $(BENCH_OBJDIR)/$(BUILD)/gen-names-$*/uc10_ops.o \
		$(BENCH_CORE_OBJS) $(PORT_SRCS) $(PORT_LDFLAGS) -Wl,-Map=$@.map $(PORT_LDLIBS)
$(BENCH_OUT)/$(PORT)/lookup-%.txt: $(BENCH_DIR)/lookup-%$(PORT_EXE) bench/callgrind.sh
	@mkdir -p $(@D)
	$(bench_run) $< > $@.tmp && mv $@.tmp $@
# Keep what the programs are made from (make would delete it as intermediate).
.SECONDARY: $(foreach n,$(BENCH_SIZES),$(BENCH_OUT)/names/ops-$(n).m4 $(BENCH_OUT)/names/names-$(n).h \
	$(BUILD)/gen-names-$(n)/uc10_ops.h $(BUILD)/gen-names-$(n)/uc10_ops.c $(BUILD)/gen-names-$(n)/names.h \
	$(BENCH_OBJDIR)/$(BUILD)/gen-names-$(n)/uc10_ops.o \
	$(BENCH_DIR)/lookup-$(n)$(PORT_EXE))

bench-port: $(BENCH_OUT)/$(PORT)/dispatch.txt $(BENCH_SIZES:%=$(BENCH_OUT)/$(PORT)/lookup-%.txt)

bench:
	@for p in $(BENCH_PORTS); do $(MAKE) --no-print-directory PORT=$$p bench-port || exit 1; done

.PHONY: bench bench-port
