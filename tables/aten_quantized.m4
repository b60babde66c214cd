m4_dnl tables/aten_quantized.m4 - PyTorch 1.13's quantized:: operators uc10
m4_dnl implements (schemas as torch._C._jit_get_all_schemas() prints them) and
m4_dnl the aten kernels at QuantizedCPU.  Kernels: kernels/quantized/.
UC10_LIBRARY(quantized)
UC10_DEF(quantized, `add(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc')
UC10_IMPL(quantized, QuantizedCPU, add, uc10_quantized_add_qcpu)
UC10_IMPL(aten, CPU, quantize_per_tensor, uc10_quantize_per_tensor_cpu)
UC10_IMPL(aten, CPU, dequantize.self, uc10_dequantize_self_cpu)
UC10_IMPL(aten, QuantizedCPU, dequantize.self, uc10_dequantize_self_qcpu)
UC10_IMPL(aten, QuantizedCPU, relu, uc10_relu_qcpu)
UC10_IMPL(aten, QuantizedCPU, relu_, uc10_relu__qcpu)
