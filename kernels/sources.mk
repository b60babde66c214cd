# kernels/sources.mk - the kernel sources, for the top Makefile to include.
#
# In:   BUILD   the build directory (e.g. build/host); generated C goes to
#               $(BUILD)/gen/kernels/
#       M4      the m4 binary (GNU m4)
# Out:  KERNEL_SRCS      plain C kernel sources (kernels/<family>/*.c)
#       TENSOR_SRCS      the tensor layer (src/tensor/*.c), which kernels need
#                        (the runtime may link it already: do not list it twice)
#       KERNEL_GEN_SRCS  generated C sources ($(BUILD)/gen/kernels/**.c), with
#                        the pattern rule that makes them from kernels/**.c.m4
#       KERNEL_CPPFLAGS  include paths the kernel sources need (besides
#                        -Iinclude and -I$(BUILD)/gen for uc10_ops.h and
#                        uc10_keys.h, which the top Makefile passes)
#       KERNEL_TABLES    the operator tables of these kernels (aten, quantized), for
#                        the generator; every kernel includes the generated
#                        uc10_ops.h, so its signature is checked
#
# A *.c.m4 template is expanded once per dtype by kernels/generic.m4 (TH's
# "generic" build, with `real'); the generated C is never committed.

KERNEL_DIRS := factory copy view pointwise reduce linear conv pool activation norm dropout rnn attention quantized fused\
	common
TENSOR_SRCS := $(wildcard src/tensor/*.c)
KERNEL_SRCS := $(foreach d,$(KERNEL_DIRS),$(wildcard kernels/$(d)/*.c))
KERNEL_M4_SRCS := $(foreach d,$(KERNEL_DIRS),$(wildcard kernels/$(d)/*.c.m4))
KERNEL_GEN_SRCS := $(KERNEL_M4_SRCS:kernels/%.c.m4=$(BUILD)/gen/kernels/%.c)
KERNEL_CPPFLAGS := -Ikernels
KERNEL_TABLES := tables/aten_defs.m4 tables/aten_cpu.m4 tables/aten_quantized.m4

# Write to a temporary and rename: a failed expansion leaves nothing behind.
$(BUILD)/gen/kernels/%.c: kernels/%.c.m4 kernels/generic.m4
	@mkdir -p $(@D)
	@$(say) "  M4      $@"; $(M4) -P kernels/generic.m4 $< > $@.tmp || { rm -f $@.tmp; exit 1; }; mv $@.tmp $@

# Keep the generated C (make would delete it as an intermediate).
.SECONDARY: $(KERNEL_GEN_SRCS)
