m4_dnl resnet8_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`resnet8_int8', `resnet8_int8_data.h')
UC10_INPUT(`x', `Float', `1, 3, 32, 32', `resnet8_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 3, 32, 32', `aten::quantize_per_tensor', `x, 0.029443291947245598, 125, 13')  m4_dnl forward, <eval_with_key>.7:7
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `16, 3, 3, 3', `resnet8_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `16', `resnet8_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 16, 32, 32', `quantized_unpacked::conv2d_relu', `v1, c0, c1, [1, 1], [1, 1], [1, 1], 1, 0.014105180278420448, 0')  m4_dnl stem.0, <eval_with_key>.7:8
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `16, 16, 3, 3', `resnet8_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `16', `resnet8_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v3', `QUInt8', `1, 16, 32, 32', `quantized_unpacked::conv2d_relu', `v2, c2, c3, [1, 1], [1, 1], [1, 1], 1, 0.006914717145264149, 0')  m4_dnl stack1.conv1.0, <eval_with_key>.7:9
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `16, 16, 3, 3', `resnet8_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `16', `resnet8_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v4', `QUInt8', `1, 16, 32, 32', `quantized_unpacked::conv2d', `v3, c4, c5, [1, 1], [1, 1], [1, 1], 1, 0.010095469653606415, 98')  m4_dnl stack1.conv2.0, <eval_with_key>.7:10
UC10_CALL(`v5', `QUInt8', `1, 16, 32, 32', `quantized::add_relu', `v4, v2, 0.016010940074920654, 0')  m4_dnl forward, <eval_with_key>.7:13
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `32, 16, 3, 3', `resnet8_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `32', `resnet8_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 32, 16, 16', `quantized_unpacked::conv2d_relu', `v5, c6, c7, [2, 2], [1, 1], [1, 1], 1, 0.006652475334703922, 0')  m4_dnl stack2.conv1.0, <eval_with_key>.7:14
UC10_CONST_PER_CHANNEL(`c8', `QInt8', `32, 32, 3, 3', `resnet8_int8_c8', `0')  m4_dnl _packed_params
UC10_CONST(`c9', `Float', `32', `resnet8_int8_c9')  m4_dnl _packed_params
UC10_CALL(`v7', `QUInt8', `1, 32, 16, 16', `quantized_unpacked::conv2d', `v6, c8, c9, [1, 1], [1, 1], [1, 1], 1, 0.01040886715054512, 116')  m4_dnl stack2.conv2.0, <eval_with_key>.7:15
UC10_CONST_PER_CHANNEL(`c10', `QInt8', `32, 16, 1, 1', `resnet8_int8_c10', `0')  m4_dnl _packed_params
UC10_CONST(`c11', `Float', `32', `resnet8_int8_c11')  m4_dnl _packed_params
UC10_CALL(`v8', `QUInt8', `1, 32, 16, 16', `quantized_unpacked::conv2d', `v5, c10, c11, [2, 2], [0, 0], [1, 1], 1, 0.014653019607067108, 127')  m4_dnl stack2.shortcut, <eval_with_key>.7:16
UC10_CALL(`v9', `QUInt8', `1, 32, 16, 16', `quantized::add_relu', `v7, v8, 0.008657856844365597, 0')  m4_dnl forward, <eval_with_key>.7:19
UC10_CONST_PER_CHANNEL(`c12', `QInt8', `64, 32, 3, 3', `resnet8_int8_c12', `0')  m4_dnl _packed_params
UC10_CONST(`c13', `Float', `64', `resnet8_int8_c13')  m4_dnl _packed_params
UC10_CALL(`v10', `QUInt8', `1, 64, 8, 8', `quantized_unpacked::conv2d_relu', `v9, c12, c13, [2, 2], [1, 1], [1, 1], 1, 0.004973990842700005, 0')  m4_dnl stack3.conv1.0, <eval_with_key>.7:20
UC10_CONST_PER_CHANNEL(`c14', `QInt8', `64, 64, 3, 3', `resnet8_int8_c14', `0')  m4_dnl _packed_params
UC10_CONST(`c15', `Float', `64', `resnet8_int8_c15')  m4_dnl _packed_params
UC10_CALL(`v11', `QUInt8', `1, 64, 8, 8', `quantized_unpacked::conv2d', `v10, c14, c15, [1, 1], [1, 1], [1, 1], 1, 0.011283748783171177, 139')  m4_dnl stack3.conv2.0, <eval_with_key>.7:21
UC10_CONST_PER_CHANNEL(`c16', `QInt8', `64, 32, 1, 1', `resnet8_int8_c16', `0')  m4_dnl _packed_params
UC10_CONST(`c17', `Float', `64', `resnet8_int8_c17')  m4_dnl _packed_params
UC10_CALL(`v12', `QUInt8', `1, 64, 8, 8', `quantized_unpacked::conv2d', `v9, c16, c17, [2, 2], [0, 0], [1, 1], 1, 0.005179857835173607, 130')  m4_dnl stack3.shortcut, <eval_with_key>.7:22
UC10_CALL(`v13', `QUInt8', `1, 64, 8, 8', `quantized::add_relu', `v11, v12, 0.0053224326111376286, 0')  m4_dnl forward, <eval_with_key>.7:25
UC10_CALL(`v14', `QUInt8', `1, 64, 1, 1', `aten::avg_pool2d', `v13, [8, 8], [8, 8], [0, 0], False, True, None')  m4_dnl pool, <eval_with_key>.7:26
UC10_CALL(`v15', `QUInt8', `1, 64', `aten::flatten.using_ints', `v14, 1, -1')  m4_dnl forward, <eval_with_key>.7:27
UC10_CONST_PER_CHANNEL(`c18', `QInt8', `10, 64', `resnet8_int8_c18', `0')  m4_dnl _packed_params
UC10_CONST(`c19', `Float', `10', `resnet8_int8_c19')  m4_dnl _packed_params
UC10_CALL(`v16', `QUInt8', `1, 10', `quantized_unpacked::linear', `v15, c18, c19, 0.001988157629966736, 178')  m4_dnl fc, <eval_with_key>.7:28
UC10_OUTPUT(`v16')
UC10_REFERENCE(`resnet8_int8_reference', `QUInt8', `1, 10', `0x1.04978p-9', `178')
UC10_END_PROGRAM
