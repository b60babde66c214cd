# mk/models.mk - examples/models/: the MLPerf Tiny models (models.py) run in
# float through uc10's typed calls and checked against PyTorch 1.13's outputs
# (examples/models/data/, written by examples/models/export.py).  Each is a
# program of `make check' (CORE_TESTS) on the ports whose RAM holds it: the
# ping-pong arenas (model.h) are sized per model below, from the peaks the
# programs print.  cortex-m0's 16 KB of RAM holds none of them.  The two
# larger convolutional models take 3 to 9 s each under QEMU: they run on the
# host and cortex-m4f only, to keep `make check' short; the others on every
# board.  The int8 variants (examples/models/<m>_int8.c, data from
# export_int8.py: PyTorch's post-training quantization, onednn and qnnpack
# qconfigs) are on the same lists the same way.
#
# MODEL_ARENA_<m>: bytes of each of the two ping-pong arenas; MODEL_SIDE_<m>:
# the side arena (ResNet-8's shortcuts).  Each holds a layer's output and
# the convolution and linear cores' scratch (their *_buffer_size(); the
# peaks the programs print, rounded up to 64; for the int8 models the peaks
# on cortex-m4f, whose cores keep the weights widened to int16 in the
# scratch, twice the bytes of the others'): without room for the scratch
# a core still computes, from the tensors in place, but several times slower.
# Except the int8 autoencoder's: its linear layers multiply one row (batch
# 1), where the matrix core's widened copy of the input costs more than it
# saves (10.3 M instructions an inference with the scratch, 8.6 M without:
# BENCHMARKS.md section 8), so its arenas hold the activations alone (and
# the requantization records, 32 bytes per output channel: 640 x 32).
MODELS_FLOAT := ds_cnn autoencoder mobilenet_v1 resnet8 ds_cnn_int8 autoencoder_int8 mobilenet_v1_int8 resnet8_int8
MODEL_ARENA_ds_cnn := 35520
MODEL_SIDE_ds_cnn := 8
MODEL_ARENA_autoencoder := 2624
MODEL_SIDE_autoencoder := 8
MODEL_ARENA_mobilenet_v1 := 147584
MODEL_SIDE_mobilenet_v1 := 8
MODEL_ARENA_resnet8 := 67840
MODEL_SIDE_resnet8 := 65600
MODEL_ARENA_ds_cnn_int8 := 19264
MODEL_SIDE_ds_cnn_int8 := 8
MODEL_ARENA_autoencoder_int8 := 21184
MODEL_SIDE_autoencoder_int8 := 8
MODEL_ARENA_mobilenet_v1_int8 := 145664
MODEL_SIDE_mobilenet_v1_int8 := 8
MODEL_ARENA_resnet8_int8 := 82944
MODEL_SIDE_resnet8_int8 := 18112
# Float results agree with PyTorch's to rounding, not bit for bit: convolution
# and mean sum in another order than oneDNN / PyTorch's vectorized loops.
MODEL_TOL := -DMODEL_ATOL=1e-6f -DMODEL_RTOL=1e-4f

MODELS_EVERY_BOARD := ds_cnn autoencoder ds_cnn_int8 autoencoder_int8
MODELS_HOST_M4F := mobilenet_v1 resnet8 mobilenet_v1_int8 resnet8_int8
ifneq ($(PORT),cortex-m0)
CORE_TESTS += $(MODELS_EVERY_BOARD:%=model_%)
endif
ifneq ($(filter host cortex-m4f,$(PORT)),)
CORE_TESTS += $(MODELS_HOST_M4F:%=model_%)
endif
# Linked with the kernel tests' objects (mk/kernels.mk: the aten tables and
# every kernel, built once per port), so a model costs one compiler call.
# model_rule(model, directory, extra flags)
define model_rule
$(2)/model_$(1)$(PORT_EXE): examples/models/$(1).c examples/models/data/$(1).h examples/models/model.c \
		examples/models/model.h mk/models.mk $(KT_OBJS)
	@$$(say) "  LINK    $$@"; mkdir -p $$(@D)
	@$$(KT_CC) $$(KT_FLAGS) -Iexamples/models -DMODEL_ARENA_BYTES=$(MODEL_ARENA_$(1)) -DMODEL_SIDE_BYTES=$(MODEL_SIDE_$(1)) \
		$$(MODEL_TOL) $(3) -o $$@ examples/models/$(1).c examples/models/model.c $$(KT_OBJS) $$(KT_EXTRA_SRCS) \
		-Wl,--gc-sections $$(KT_LDFLAGS) $$(KT_LDLIBS)
endef
$(foreach m,$(MODELS_FLOAT),$(eval $(call model_rule,$(m),$(BUILD)/tests)))
models: $(MODELS_FLOAT:%=$(BUILD)/tests/model_%$(PORT_EXE))

# Instructions per inference on a board (BENCHMARKS.md, bench/bench.h's
# counters under QEMU -icount shift=0): make PORT=cortex-m4f model-bench
$(foreach m,$(MODELS_FLOAT),$(eval $(call model_rule,$(m),$(BUILD)/bench,-DMODEL_BENCH -Ibench)))
model-bench: $(MODELS_FLOAT:%=$(BUILD)/bench/model_%$(PORT_EXE))
	@for m in $(MODELS_FLOAT); do printf '%s: ' $$m; \
		QEMU_FLAGS="-icount shift=0" $(PORT_RUN) $(BUILD)/bench/model_$$m$(PORT_EXE) | grep -E '^bench: |WARNING' | tr '\n' ' '; echo; done
.PHONY: models model-bench
