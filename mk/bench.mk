# mk/bench.mk - `make bench': the measurements of BENCHMARKS.md, and its
# tables regenerated from them (calls, lookup, generator time, flash,
# stack).  How each figure is taken: BENCHMARKS.md,
# and Note [Counting instructions] in bench/bench.h.
#
#   make bench            every measurement below on host, cortex-m4f and
#                         rv32imac (dense and compact layouts), then
#                         bench/report.sh rewrites BENCHMARKS.md's tables
#   make bench-port       PORT's (and LAYOUT's) share; raw results in
#                         build/bench/<port>[-compact]/*.txt
#   make bench-host       the host-only ones: generator times, PyTorch's
#                         dispatcher (libtorch), into build/bench/*.txt
#   make bench-report     BENCHMARKS.md from the results already there
#
# This fragment is read before mk/tests.mk (mk/*.mk in sorted order), so
# prerequisites use only the top Makefile's variables and this file's;
# recipes may use the others' (link_prog, PRODUCT_SRCS).

BENCH_DIR := $(BUILD)/bench
BENCH_OUT := build/bench
# Results of this PORT and LAYOUT, named as $(BUILD) is (host, host-compact, ...).
BENCH_RES := $(BENCH_OUT)/$(notdir $(BUILD))
BENCH_RT  := $(RUNTIME_SRCS) $(GEN)/uc10_keys.c
BENCH_HDRS := $(wildcard include/uc10/*.h) $(GEN)/uc10_keys.h bench/bench.h bench/tensors.h
BENCH_OBJDUMP = $(patsubst %nm,%objdump,$(PORT_NM))
# The ports BENCHMARKS.md reports, each in both table layouts.
BENCH_PORTS := host cortex-m4f rv32imac
BENCH_LAYOUTS := dense compact
# On the boards instructions are counted by QEMU's virtual clock.
BENCH_QEMU := QEMU_FLAGS="-icount shift=0"
bench_run = $(if $(filter host,$(PORT)),bench/callgrind.sh,$(BENCH_QEMU) $(PORT_RUN))
bench_save = @mkdir -p $(@D); $(1) > $@.tmp && mv $@.tmp $@

# ---- dispatch overhead -----------------------------------------------------------
# bench/dispatch.c with bench/ops.m4's two operators; dispatch-trace is the
# same program running each loop once, for bench/trace.sh (boards).
BGEN := $(BUILD)/gen-bench
$(eval $(call gen_ops,$(BGEN),bench/ops.m4))

BENCH_DISPATCH_DEPS := bench/dispatch.c bench/kernels.c $(BGEN)/uc10_ops.c $(BGEN)/uc10_ops.h $(BENCH_RT) $(BENCH_HDRS)
$(BENCH_DIR)/dispatch$(PORT_EXE): $(BENCH_DISPATCH_DEPS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(PORT_CC) -I$(BGEN) $(CFLAGS) -o $@ bench/dispatch.c bench/kernels.c $(BGEN)/uc10_ops.c \
		$(BENCH_RT) $(PORT_SRCS) $(PORT_LDFLAGS) $(PORT_LDLIBS)
$(BENCH_DIR)/dispatch-trace$(PORT_EXE): $(BENCH_DISPATCH_DEPS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(PORT_CC) -DBENCH_N=1 -I$(BGEN) $(CFLAGS) -o $@ bench/dispatch.c bench/kernels.c $(BGEN)/uc10_ops.c \
		$(BENCH_RT) $(PORT_SRCS) $(PORT_LDFLAGS) $(PORT_LDLIBS)

$(BENCH_RES)/dispatch.txt: $(BENCH_DIR)/dispatch$(PORT_EXE) bench/callgrind.sh
	$(call bench_save,$(bench_run) $<)
# One call instruction by instruction: the typed call, the same through
# the general path, the Autograd -> CPU chain, and the direct call.  The
# typed call is inlined into its loop (Note [CPU fast path]), so each is
# traced as its loop function run once from main (n = 1): the loop's own
# instructions are those of trace-direct less the kernel's.
bench_trace = $(call bench_save,bench/trace.sh $(BENCH_OBJDUMP) '$(1)' $(PORT_RUN) $<)
$(BENCH_RES)/trace-add2.txt: $(BENCH_DIR)/dispatch-trace$(PORT_EXE) bench/trace.sh
	$(call bench_trace,run_call<main)
$(BENCH_RES)/trace-general.txt: $(BENCH_DIR)/dispatch-trace$(PORT_EXE) bench/trace.sh
	$(call bench_trace,run_general<main)
$(BENCH_RES)/trace-add2g.txt: $(BENCH_DIR)/dispatch-trace$(PORT_EXE) bench/trace.sh
	$(call bench_trace,run_chain<main)
$(BENCH_RES)/trace-direct.txt: $(BENCH_DIR)/dispatch-trace$(PORT_EXE) bench/trace.sh
	$(call bench_trace,run_direct<main)

# ---- flash, RAM, stack -----------------------------------------------------------
# bench/sizes.c keeps all of the runtime.  Objects are compiled one by one
# (-fstack-usage and -fcallgraph-info write each one's frames and calls)
# and linked with a map, which says what each object put into the ELF.
BENCH_OBJDIR := $(BENCH_DIR)/obj
# One tree (Note [Object trees]): the lookup programs' operator sets too.
BENCH_SIZE_OBJS := $(call tree_objs,$(BENCH_OBJDIR),bench/sizes.c $(BGEN)/uc10_ops.c bench/kernels.c $(BENCH_RT))
BENCH_CORE_OBJS := $(call tree_objs,$(BENCH_OBJDIR),$(BENCH_RT))
bench_names_obj = $(call tree_objs,$(BENCH_OBJDIR),$(BUILD)/gen-names-$(1)/uc10_ops.c)
# A generated uc10_ops.c finds its uc10_ops.h next to it; the rest, bench/ops.m4's.
BENCH_FLAGS = -I$(dir $<) -I$(BGEN) $(CFLAGS) -fstack-usage -fcallgraph-info=su
$(eval $(call object_tree,$(BENCH_OBJDIR),BENCH_FLAGS,$$(BENCH_HDRS) $$(BGEN)/uc10_ops.h))
$(BENCH_DIR)/sizes$(PORT_EXE): $(BENCH_SIZE_OBJS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(PORT_CC) $(CFLAGS) -o $@ $(BENCH_SIZE_OBJS) $(PORT_SRCS) $(PORT_LDFLAGS) -Wl,-Map=$@.map $(PORT_LDLIBS)
BENCH_STACK_ROOTS := uc10_call_bench_add2 uc10_redispatch_bench_add2 uc10_call_bench_add2g \
	uc10_call_boxed uc10_find_op uc10_find_op_qualified
$(BENCH_RES)/sizes.txt: $(BENCH_DIR)/sizes$(PORT_EXE) bench/sizes.sh bench/stack.sh
	$(call bench_save,{ bench/sizes.sh $(PORT_NM) $<; bench/stack.sh $(BENCH_OBJDIR) $(BENCH_STACK_ROOTS); })

# ---- name lookup -----------------------------------------------------------------
# Registries of 50, 500 and all of PyTorch 1.13's operator names
# (bench/names/pytorch-1.13.m4), each its own generated operator set.
BENCH_NAMES := bench/names/pytorch-1.13.m4
BENCH_QUERIES := 512
$(BENCH_OUT)/names/ops-%.m4: $(BENCH_NAMES) bench/names/subset.sh
	@mkdir -p $(@D)
	bench/names/subset.sh $(if $(filter all,$*),0,$*) $< > $@.tmp && mv $@.tmp $@
$(BENCH_OUT)/names/names-%.h: $(BENCH_OUT)/names/ops-%.m4 bench/names/header.sh
	bench/names/header.sh $< $(BENCH_QUERIES) > $@.tmp && mv $@.tmp $@
$(foreach n,50 500 all,$(eval $(call gen_ops,$(BUILD)/gen-names-$(n),$(BENCH_OUT)/names/ops-$(n).m4)))
$(BUILD)/gen-names-%/names.h: $(BENCH_OUT)/names/names-%.h
	@mkdir -p $(@D)
	cp $< $@
$(BENCH_DIR)/lookup-%$(PORT_EXE): bench/lookup.c $(call bench_names_obj,%) \
		$(BUILD)/gen-names-%/names.h $(BENCH_CORE_OBJS) $(BENCH_HDRS)
	@$(say) "  LINK    $@"; mkdir -p $(@D)
	@$(PORT_CC) -I$(BUILD)/gen-names-$* $(CFLAGS) -o $@ bench/lookup.c $(call bench_names_obj,$*) \
		$(BENCH_CORE_OBJS) $(PORT_SRCS) $(PORT_LDFLAGS) -Wl,-Map=$@.map $(PORT_LDLIBS)
$(BENCH_RES)/lookup-%.txt: $(BENCH_DIR)/lookup-%$(PORT_EXE) bench/callgrind.sh bench/sizes.sh
	$(call bench_save,{ $(bench_run) $<; bench/sizes.sh $(PORT_NM) $<; })
# One hit (the first query) instruction by instruction.
$(BENCH_RES)/trace-lookup.txt: $(BENCH_DIR)/lookup-50$(PORT_EXE) bench/trace.sh
	$(call bench_trace,find_hash)
# Keep what the programs are made from (make would delete it as intermediate).
.SECONDARY: $(foreach n,50 500 all,$(BENCH_OUT)/names/ops-$(n).m4 $(BENCH_OUT)/names/names-$(n).h \
	$(BUILD)/gen-names-$(n)/uc10_ops.h $(BUILD)/gen-names-$(n)/uc10_ops.c $(BUILD)/gen-names-$(n)/names.h \
	$(call bench_names_obj,$(n)) $(BENCH_DIR)/lookup-$(n)$(PORT_EXE))

# ---- kernels ---------------------------------------------------------------------
# bench/compute.c with the product: its tables and every kernel (what
# mk/demo.mk links).  On the host also at -O2, beside the build's -Os.
BENCH_KGEN := $(patsubst kernels/%.c.m4,$(BUILD)/gen/kernels/%.c,$(wildcard kernels/*/*.c.m4))
BENCH_KDEPS := $(wildcard kernels/*/*.c kernels/*/*.h src/tensor/*.c) $(BENCH_KGEN) $(GEN)/uc10_ops.c $(GEN)/uc10_ops.h
$(BENCH_DIR)/compute$(PORT_EXE) $(BENCH_DIR)/compute-O2$(PORT_EXE): bench/compute.c $(BENCH_KDEPS) $(BENCH_RT) $(BENCH_HDRS)
	$(call link_prog,$(GEN) $(KERNEL_CPPFLAGS),bench/compute.c $(PRODUCT_SRCS))
$(BENCH_DIR)/compute-O2$(PORT_EXE): OPT = -O2
$(BENCH_RES)/compute.txt: $(BENCH_DIR)/compute$(PORT_EXE)
	$(call bench_save,$(if $(filter host,$(PORT)),,$(BENCH_QEMU) $(PORT_RUN)) $<)
$(BENCH_RES)/compute-O2.txt: $(BENCH_DIR)/compute-O2$(PORT_EXE)
	$(call bench_save,$<)

# DS-CNN (bench/dscnn.c) layer by layer and whole, float32 and int8;
# `make PORT=<port> bench-dscnn' runs it on any port.
# A port whose board is too small for the model names a larger one:
# PORT_BIG_LDFLAGS, PORT_BIG_RUN (cortex-m0: ports/cortex-m0/port.mk).
$(BENCH_DIR)/dscnn$(PORT_EXE): bench/dscnn.c $(BENCH_KDEPS) $(BENCH_RT) $(BENCH_HDRS)
	$(call link_prog,$(GEN) $(KERNEL_CPPFLAGS),bench/dscnn.c $(PRODUCT_SRCS))
$(BENCH_DIR)/dscnn$(PORT_EXE): PORT_LDFLAGS := $(or $(PORT_BIG_LDFLAGS),$(PORT_LDFLAGS))
$(BENCH_RES)/dscnn.txt: $(BENCH_DIR)/dscnn$(PORT_EXE) bench/callgrind.sh
	$(call bench_save,$(if $(PORT_BIG_RUN),$(BENCH_QEMU) $(PORT_BIG_RUN),$(bench_run)) $<)
bench-dscnn: $(BENCH_RES)/dscnn.txt
	@grep '^note:' $< || true
	@awk '/^bench:/ { printf "%-22s %9d MACs %11d instructions %7.2f per MAC\n", $$2, $$3, $$4, $$4 / $$3 }' $<

# The host's float convolution against its peak FMA throughput (wall
# time, best of 15; bench/hostflops.c): `make [HOST_ARCH=native] bench-hostflops'.
$(BENCH_DIR)/hostflops$(PORT_EXE): bench/hostflops.c $(BENCH_KDEPS) $(BENCH_RT) $(BENCH_HDRS)
	$(call link_prog,$(GEN) $(KERNEL_CPPFLAGS),bench/hostflops.c $(PRODUCT_SRCS))
$(BENCH_RES)/hostflops.txt: $(BENCH_DIR)/hostflops$(PORT_EXE)
	$(call bench_save,$<)
bench-hostflops: $(BENCH_RES)/hostflops.txt
	@cat $<

# int8 pooling and add (bench/qops.c), instructions per element; any port.
$(BENCH_DIR)/qops$(PORT_EXE): bench/qops.c $(BENCH_KDEPS) $(BENCH_RT) $(BENCH_HDRS)
	$(call link_prog,$(GEN) $(KERNEL_CPPFLAGS),bench/qops.c $(PRODUCT_SRCS))
$(BENCH_RES)/qops.txt: $(BENCH_DIR)/qops$(PORT_EXE) bench/callgrind.sh
	$(call bench_save,$(bench_run) $<)
bench-qops: $(BENCH_RES)/qops.txt
	@awk '/^bench:/ { printf "%-26s %7d elements %9d instructions %7.2f per element\n", $$2, $$3, $$4, $$4 / $$3 }' $<

# ---- host only: the generator's time, PyTorch ------------------------------------
BENCH_GEN_RUNS ?= 5
$(BENCH_OUT)/gen.txt: bench/gentime.sh Makefile $(UC10_M4) $(foreach n,50 500 all,$(BENCH_OUT)/names/ops-$(n).m4)
	$(call bench_save,bench/gentime.sh $(BENCH_GEN_RUNS) $(foreach n,50 500 all,$(n)=$(BENCH_OUT)/names/ops-$(n).m4))

# bench/torch/dispatch.cpp against Debian's libtorch-dev, when installed.
BENCH_CXX ?= g++
BENCH_TORCH_LIBS ?= -ltorch -ltorch_cpu -lc10
$(HOST_BUILD)/bench/torch-dispatch: bench/torch/dispatch.cpp bench/bench.h
	@mkdir -p $(@D)
	$(BENCH_CXX) -std=c++17 -O2 -DUC10_PORT_HOST -Ibench -o $@ $< $(BENCH_TORCH_LIBS)
$(BENCH_OUT)/torch.txt: bench/torch/dispatch.cpp bench/bench.h bench/callgrind.sh
	@mkdir -p $(@D)
	@if echo '#include <torch/library.h>' | $(BENCH_CXX) -std=c++17 -E -x c++ - > /dev/null 2>&1; then \
		$(MAKE) --no-print-directory $(HOST_BUILD)/bench/torch-dispatch && \
		bench/callgrind.sh $(HOST_BUILD)/bench/torch-dispatch > $@.tmp && mv $@.tmp $@; \
	else \
		echo "bench: libtorch (Debian: libtorch-dev) not installed: PyTorch's side skipped"; \
		echo "skipped: libtorch-dev not installed" > $@; \
	fi

# ---- what each port and layout measures --------------------------------------------
BENCH_PORT_RESULTS := dispatch.txt
ifneq ($(PORT),host)
BENCH_PORT_RESULTS += trace-add2.txt trace-general.txt trace-add2g.txt trace-direct.txt sizes.txt
endif
ifeq ($(PORT),cortex-m4f)
BENCH_PORT_RESULTS += lookup-50.txt lookup-500.txt trace-lookup.txt
ifneq ($(LAYOUT),compact)
BENCH_PORT_RESULTS += lookup-all.txt compute.txt dscnn.txt
endif
endif
ifeq ($(PORT)$(LAYOUT),hostdense)
BENCH_PORT_RESULTS += compute.txt compute-O2.txt dscnn.txt
endif
bench-port: $(BENCH_PORT_RESULTS:%=$(BENCH_RES)/%)
bench-host: $(BENCH_OUT)/gen.txt $(BENCH_OUT)/torch.txt
bench-report:
	bench/report.sh $(BENCH_OUT) BENCHMARKS.md

# A port whose toolchain or QEMU is missing is skipped loudly; the report
# says `not measured' where its figures would be.
bench:
	@for p in $(BENCH_PORTS); do \
		if ! $(MAKE) -s --no-print-directory PORT=$$p port-available; then \
			echo "*** bench: PORT=$$p: toolchain or QEMU missing: not measured ***"; continue; \
		fi; \
		if [ $$p = host ] && ! command -v valgrind > /dev/null; then \
			echo "*** bench: valgrind missing: host instruction counts not measured ***"; \
		fi; \
		for l in $(BENCH_LAYOUTS); do \
			$(MAKE) --no-print-directory PORT=$$p LAYOUT=$$l bench-port || exit 1; \
		done; \
	done
	@$(MAKE) --no-print-directory PORT=host bench-host
	@$(MAKE) --no-print-directory bench-report

.PHONY: bench bench-port bench-host bench-report bench-dscnn bench-hostflops bench-qops
