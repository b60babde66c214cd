m4_dnl tables/aten_quantized.m4 - PyTorch 1.13's quantized:: operators uc10
m4_dnl implements (schemas as torch._C._jit_get_all_schemas() prints them),
m4_dnl the aten kernels at QuantizedCPU, and uc10's quantized_unpacked::
m4_dnl operators.  Kernels: kernels/quantized/.
UC10_LIBRARY(quantized)
UC10_DEF(quantized, `add(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc')
UC10_DEF(quantized, `matmul(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc')
UC10_DEF(quantized, `add_relu(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc')
UC10_DEF(quantized, `relu6(Tensor qx, bool inplace=False) -> Tensor')
UC10_DEF(quantized, `hardswish(Tensor input, float output_scale, int output_zero_point) -> Tensor')
UC10_DEF(quantized, `mul(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc')
UC10_DEF(quantized, `cat(Tensor[] qx, int dim, float? scale, int? zero_point) -> Tensor')
UC10_IMPL(quantized, QuantizedCPU, add, uc10_quantized_add_qcpu, `QInt8 QUInt8')
UC10_IMPL(quantized, QuantizedCPU, add_relu, uc10_quantized_add_relu_qcpu, `QInt8 QUInt8')
UC10_IMPL(quantized, QuantizedCPU, relu6, uc10_quantized_relu6_qcpu)
UC10_IMPL(quantized, QuantizedCPU, hardswish, uc10_quantized_hardswish_qcpu)
UC10_IMPL(quantized, QuantizedCPU, mul, uc10_quantized_mul_qcpu)
UC10_IMPL(quantized, QuantizedCPU, cat, uc10_quantized_cat_qcpu)
UC10_IMPL(quantized, QuantizedCPU, matmul, uc10_quantized_matmul_qcpu)
UC10_IMPL(aten, CPU, quantize_per_tensor, uc10_quantize_per_tensor_cpu, `Float')
UC10_IMPL(aten, CPU, dequantize.self, uc10_dequantize_self_cpu)
UC10_IMPL(aten, CPU, quantize_per_channel, uc10_quantize_per_channel_cpu)
UC10_IMPL(aten, QuantizedCPU, qscheme, uc10_qscheme_qcpu)
UC10_IMPL(aten, QuantizedCPU, q_scale, uc10_q_scale_qcpu)
UC10_IMPL(aten, QuantizedCPU, q_zero_point, uc10_q_zero_point_qcpu)
UC10_IMPL(aten, QuantizedCPU, q_per_channel_axis, uc10_q_per_channel_axis_qcpu)
UC10_IMPL(aten, QuantizedCPU, quantized_max_pool2d, uc10_quantized_max_pool2d_qcpu)
UC10_IMPL(aten, QuantizedCPU, avg_pool2d, uc10_avg_pool2d_qcpu)
UC10_IMPL(aten, QuantizedCPU, _adaptive_avg_pool2d, uc10__adaptive_avg_pool2d_qcpu)
m4_dnl aten::max_pool2d (CompositeImplicitAutograd) calls it for a quantized self
UC10_USES(aten, max_pool2d, `aten::quantized_max_pool2d')
UC10_IMPL(aten, QuantizedCPU, dequantize.self, uc10_dequantize_self_qcpu)
UC10_IMPL(aten, QuantizedCPU, relu, uc10_relu_qcpu)
UC10_IMPL(aten, QuantizedCPU, relu_, uc10_relu__qcpu)
UC10_IMPL(aten, QuantizedCPU, hardtanh, uc10_hardtanh_qcpu)
UC10_IMPL(aten, QuantizedCPU, hardtanh_, uc10_hardtanh__qcpu)
UC10_IMPL(aten, QuantizedCPU, hardsigmoid, uc10_hardsigmoid_qcpu)
UC10_IMPL(aten, QuantizedCPU, upsample_nearest2d, uc10_upsample_nearest2d_qcpu)
UC10_IMPL(aten, QuantizedCPU, cat, uc10_cat_qcpu)
m4_dnl quantized_unpacked:: is not PyTorch's: it is quantized::linear and
m4_dnl quantized::conv2d.new with the prepack folded in.  PyTorch's take a
m4_dnl LinearPackedParamsBase / Conv2dPackedParamsBase object (the output of
m4_dnl quantized::linear_prepack / conv2d_prepack), a class type that has no C
m4_dnl form; these take the plain weight and bias the prepack would, and
m4_dnl compute what the prepacked op computes on the onednn engine (PyTorch
m4_dnl 1.13's default on Debian's build).  See docs/quantized.md.
UC10_LIBRARY(quantized_unpacked)
UC10_DEF(quantized_unpacked, `linear(Tensor X, Tensor W, Tensor? B, float Y_scale_i, int Y_zero_point_i) -> Tensor Y')
UC10_DEF(quantized_unpacked, `conv2d(Tensor qx, Tensor weight, Tensor? bias, int[2] stride, int[2] padding, int[2] dilation, int groups, float output_scale, int output_zero_point) -> Tensor')
UC10_IMPL(quantized_unpacked, QuantizedCPU, linear, uc10_quantized_unpacked_linear_qcpu)
UC10_IMPL(quantized_unpacked, QuantizedCPU, conv2d, uc10_quantized_unpacked_conv2d_qcpu)
m4_dnl the fused conv2d + relu and linear + relu a converted model calls
m4_dnl (quantized::conv2d_relu.new, quantized::linear_relu), prepack folded in
UC10_DEF(quantized_unpacked, `linear_relu(Tensor X, Tensor W, Tensor? B, float Y_scale_i, int Y_zero_point_i) -> Tensor Y')
UC10_DEF(quantized_unpacked, `conv2d_relu(Tensor qx, Tensor weight, Tensor? bias, int[2] stride, int[2] padding, int[2] dilation, int groups, float output_scale, int output_zero_point) -> Tensor')
UC10_IMPL(quantized_unpacked, QuantizedCPU, linear_relu, uc10_quantized_unpacked_linear_relu_qcpu)
UC10_IMPL(quantized_unpacked, QuantizedCPU, conv2d_relu, uc10_quantized_unpacked_conv2d_relu_qcpu)
m4_dnl quantized_prepacked:: is not PyTorch's either: quantized::linear and
m4_dnl quantized::conv2d.new over a prepacked weight made at build time, a
m4_dnl blob of bytes in flash (Note [Prepared constants] in
m4_dnl kernels/quantized/qprepack.h) where PyTorch's takes a packed-params
m4_dnl object.  A program's quantized_unpacked:: calls become these (m4/program.m4).
UC10_LIBRARY(quantized_prepacked)
UC10_DEF(quantized_prepacked, `linear(Tensor X, Tensor W_prepack, float Y_scale_i, int Y_zero_point_i) -> Tensor Y')
UC10_DEF(quantized_prepacked, `conv2d(Tensor qx, Tensor packed_weight, float output_scale, int output_zero_point) -> Tensor')
UC10_IMPL(quantized_prepacked, QuantizedCPU, linear, uc10_quantized_prepacked_linear_qcpu)
UC10_IMPL(quantized_prepacked, QuantizedCPU, conv2d, uc10_quantized_prepacked_conv2d_qcpu)
m4_dnl quantized::conv1d / conv1d_relu (nn.quantized.Conv1d), prepack folded in: the 2-d ones over one row
m4_dnl (one kernel body serves both, so each names both 2-d operators)
UC10_DEF(quantized_unpacked, `conv1d(Tensor qx, Tensor weight, Tensor? bias, int[1] stride, int[1] padding, int[1] dilation, int groups, float output_scale, int output_zero_point) -> Tensor')
UC10_DEF(quantized_unpacked, `conv1d_relu(Tensor qx, Tensor weight, Tensor? bias, int[1] stride, int[1] padding, int[1] dilation, int groups, float output_scale, int output_zero_point) -> Tensor')
UC10_IMPL(quantized_unpacked, QuantizedCPU, conv1d, uc10_quantized_unpacked_conv1d_qcpu)
UC10_IMPL(quantized_unpacked, QuantizedCPU, conv1d_relu, uc10_quantized_unpacked_conv1d_relu_qcpu)
UC10_USES(quantized_unpacked, conv1d, `quantized_unpacked::conv2d quantized_unpacked::conv2d_relu')
UC10_USES(quantized_unpacked, conv1d_relu, `quantized_unpacked::conv2d quantized_unpacked::conv2d_relu')
m4_dnl quantized::linear_dynamic (nn.quantized.dynamic.Linear), prepack folded in: a float input quantized
m4_dnl at run time, a float result (docs/quantized.md)
UC10_DEF(quantized_unpacked, `linear_dynamic(Tensor X, Tensor W, Tensor? B, bool reduce_range=False) -> Tensor Y')
UC10_IMPL(quantized_unpacked, QuantizedCPU, linear_dynamic, uc10_quantized_unpacked_linear_dynamic_qcpu)
m4_dnl aten::quantized_lstm.input over dynamic int8 cell parameters (quantize_dynamic's nn.LSTM): the cell
m4_dnl parameters unpacked, w_ih, w_hh (QInt8) and their biases a layer and direction (kernels/rnn)
UC10_DEF(quantized_unpacked, `lstm_dynamic(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first, bool reduce_range) -> (Tensor, Tensor, Tensor)')
UC10_IMPL(quantized_unpacked, QuantizedCPU, lstm_dynamic, uc10_quantized_unpacked_lstm_dynamic_qcpu, `Float')
