m4_dnl speech1d_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`speech1d_int8', `speech1d_int8_data.h')
UC10_INPUT(`x', `Float', `1, 10, 49', `speech1d_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 10, 49', `aten::quantize_per_tensor', `x, 0.027247294783592224, 119, 13')  m4_dnl forward, <eval_with_key>.7:7
UC10_CALL(`v2', `QUInt8', `1, 10, 1, 49', `aten::unsqueeze', `v1, 2')  m4_dnl body.0.0, <eval_with_key>.7:8
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `32, 10, 1, 5', `speech1d_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `32', `speech1d_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v3', `QUInt8', `1, 32, 1, 25', `quantized_unpacked::conv2d_relu', `v2, c0, c1, [1, 2], [0, 2], [1, 1], 1, 0.014392304234206676, 0')  m4_dnl body.0.0, <eval_with_key>.7:8
UC10_CALL(`v4', `QUInt8', `1, 32, 25', `aten::squeeze.dim', `v3, 2')  m4_dnl body.0.0, <eval_with_key>.7:8
UC10_CALL(`v5', `QUInt8', `1, 32, 1, 25', `aten::unsqueeze', `v4, 2')  m4_dnl body.1.0, <eval_with_key>.7:9
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `32, 1, 1, 3', `speech1d_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `32', `speech1d_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 32, 1, 25', `quantized_unpacked::conv2d_relu', `v5, c2, c3, [1, 1], [0, 1], [1, 1], 32, 0.015102640725672245, 0')  m4_dnl body.1.0, <eval_with_key>.7:9
UC10_CALL(`v7', `QUInt8', `1, 32, 25', `aten::squeeze.dim', `v6, 2')  m4_dnl body.1.0, <eval_with_key>.7:9
UC10_CALL(`v8', `QUInt8', `1, 32, 1, 25', `aten::unsqueeze', `v7, 2')  m4_dnl body.2.0, <eval_with_key>.7:10
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `32, 32, 1, 1', `speech1d_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `32', `speech1d_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v9', `QUInt8', `1, 32, 1, 25', `quantized_unpacked::conv2d_relu', `v8, c4, c5, [1, 1], [0, 0], [1, 1], 1, 0.005369681864976883, 0')  m4_dnl body.2.0, <eval_with_key>.7:10
UC10_CALL(`v10', `QUInt8', `1, 32, 25', `aten::squeeze.dim', `v9, 2')  m4_dnl body.2.0, <eval_with_key>.7:10
UC10_CALL(`v11', `QUInt8', `1, 32, 1, 25', `aten::unsqueeze', `v10, 2')  m4_dnl body.3.0, <eval_with_key>.7:11
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `32, 1, 1, 3', `speech1d_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `32', `speech1d_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v12', `QUInt8', `1, 32, 1, 25', `quantized_unpacked::conv2d_relu', `v11, c6, c7, [1, 1], [0, 1], [1, 1], 32, 0.0034820830915123224, 0')  m4_dnl body.3.0, <eval_with_key>.7:11
UC10_CALL(`v13', `QUInt8', `1, 32, 25', `aten::squeeze.dim', `v12, 2')  m4_dnl body.3.0, <eval_with_key>.7:11
UC10_CALL(`v14', `QUInt8', `1, 32, 1, 25', `aten::unsqueeze', `v13, 2')  m4_dnl body.4.0, <eval_with_key>.7:12
UC10_CONST_PER_CHANNEL(`c8', `QInt8', `32, 32, 1, 1', `speech1d_int8_c8', `0')  m4_dnl _packed_params
UC10_CONST(`c9', `Float', `32', `speech1d_int8_c9')  m4_dnl _packed_params
UC10_CALL(`v15', `QUInt8', `1, 32, 1, 25', `quantized_unpacked::conv2d_relu', `v14, c8, c9, [1, 1], [0, 0], [1, 1], 1, 0.003545158775523305, 0')  m4_dnl body.4.0, <eval_with_key>.7:12
UC10_CALL(`v16', `QUInt8', `1, 32, 25', `aten::squeeze.dim', `v15, 2')  m4_dnl body.4.0, <eval_with_key>.7:12
UC10_CALL(`v17', `QUInt8', `1, 32, 1, 25', `aten::unsqueeze', `v16, 2')  m4_dnl body.5.0, <eval_with_key>.7:13
UC10_CONST_PER_CHANNEL(`c10', `QInt8', `32, 1, 1, 3', `speech1d_int8_c10', `0')  m4_dnl _packed_params
UC10_CONST(`c11', `Float', `32', `speech1d_int8_c11')  m4_dnl _packed_params
UC10_CALL(`v18', `QUInt8', `1, 32, 1, 25', `quantized_unpacked::conv2d_relu', `v17, c10, c11, [1, 1], [0, 1], [1, 1], 32, 0.0030370799358934164, 0')  m4_dnl body.5.0, <eval_with_key>.7:13
UC10_CALL(`v19', `QUInt8', `1, 32, 25', `aten::squeeze.dim', `v18, 2')  m4_dnl body.5.0, <eval_with_key>.7:13
UC10_CALL(`v20', `QUInt8', `1, 32, 1, 25', `aten::unsqueeze', `v19, 2')  m4_dnl body.6.0, <eval_with_key>.7:14
UC10_CONST_PER_CHANNEL(`c12', `QInt8', `32, 32, 1, 1', `speech1d_int8_c12', `0')  m4_dnl _packed_params
UC10_CONST(`c13', `Float', `32', `speech1d_int8_c13')  m4_dnl _packed_params
UC10_CALL(`v21', `QUInt8', `1, 32, 1, 25', `quantized_unpacked::conv2d_relu', `v20, c12, c13, [1, 1], [0, 0], [1, 1], 1, 0.0023761256597936153, 0')  m4_dnl body.6.0, <eval_with_key>.7:14
UC10_CALL(`v22', `QUInt8', `1, 32, 25', `aten::squeeze.dim', `v21, 2')  m4_dnl body.6.0, <eval_with_key>.7:14
UC10_CALL(`v23', `QUInt8', `1, 32, 1', `aten::adaptive_avg_pool1d', `v22, [1]')  m4_dnl pool, <eval_with_key>.7:15
UC10_CALL(`v24', `QUInt8', `1, 32', `aten::flatten.using_ints', `v23, 1, -1')  m4_dnl forward, <eval_with_key>.7:16
UC10_CONST_PER_CHANNEL(`c14', `QInt8', `12, 32', `speech1d_int8_c14', `0')  m4_dnl _packed_params
UC10_CONST(`c15', `Float', `12', `speech1d_int8_c15')  m4_dnl _packed_params
UC10_CALL(`v25', `QUInt8', `1, 12', `quantized_unpacked::linear', `v24, c14, c15, 0.0019297313410788774, 87')  m4_dnl fc, <eval_with_key>.7:17
UC10_OUTPUT(`v25')
UC10_REFERENCE(`speech1d_int8_reference', `QUInt8', `1, 12', `0x1.f9de14p-10', `87')
UC10_END_PROGRAM
