m4_dnl EXPECT: 6: error: UC10_CALL: aten::hardtanh_ has no kernel for its tensors (QUInt8): nothing at QuantizedCPU; its kernels are at CPU
m4_dnl In-place hardtanh (nn.ReLU6(inplace=True)) on a quantized tensor: 1.13 has no QuantizedCPU kernel for it.
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CALL(`q', `QUInt8', `1, 4', `aten::quantize_per_tensor', `x, 0.1, 128, 13')
UC10_CALL(`y', `QUInt8', `1, 4', `aten::hardtanh_', `q, 0.0, 6.0')
UC10_CALL(`z', `Float', `1, 4', `aten::dequantize.self', `y')
UC10_OUTPUT(`z')
UC10_END_PROGRAM
