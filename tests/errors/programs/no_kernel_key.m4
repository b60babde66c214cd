m4_dnl EXPECT: 7: error: UC10_CALL: aten::add.Tensor has no kernel for its tensors (QUInt8): nothing at QuantizedCPU; its kernels are at CPU
m4_dnl `x + y' on quantized tensors: PyTorch 1.13 has no QuantizedCPU kernel for it (quantized::add is the
m4_dnl operator); without the check this builds and fails when it runs.
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CALL(`q', `QUInt8', `1, 4', `aten::quantize_per_tensor', `x, 0.1, 128, 13')
UC10_CALL(`y', `QUInt8', `1, 4', `aten::add.Tensor', `q, q')
UC10_CALL(`z', `Float', `1, 4', `aten::dequantize.self', `y')
UC10_OUTPUT(`z')
UC10_END_PROGRAM
