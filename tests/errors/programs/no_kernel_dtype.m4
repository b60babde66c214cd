m4_dnl EXPECT: 5: error: UC10_CALL: aten::quantize_per_tensor: its kernel at CPU, uc10_quantize_per_tensor_cpu, takes Float tensors, not Int (x, its first tensor argument)
m4_dnl A kernel registered with the dtypes it takes (UC10_IMPL's fifth argument) called on another.
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Int', `1, 4', `t_x')
UC10_CALL(`q', `QUInt8', `1, 4', `aten::quantize_per_tensor', `x, 0.1, 128, 13')
UC10_CALL(`z', `Float', `1, 4', `aten::dequantize.self', `q')
UC10_OUTPUT(`z')
UC10_END_PROGRAM
