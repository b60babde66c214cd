m4_dnl ds_cnn_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`ds_cnn_int8', `ds_cnn_int8_data.h')
UC10_INPUT(`x', `Float', `1, 1, 49, 10', `ds_cnn_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 1, 49, 10', `aten::quantize_per_tensor', `x, 0.027247294783592224, 119, 13')  m4_dnl quant, uc10_export.py:399
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `64, 1, 10, 4', `ds_cnn_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `64', `ds_cnn_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v1, c0, c1, [2, 2], [5, 1], [1, 1], 1, 0.012933751568198204, 0')  m4_dnl module/module.conv1/module.conv1.0, models.py:55
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `64, 1, 3, 3', `ds_cnn_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `64', `ds_cnn_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v3', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v2, c2, c3, [1, 1], [1, 1], [1, 1], 64, 0.009111237712204456, 0')  m4_dnl module/module.blocks/module.blocks.0/module.blocks.0.0, models.py:56
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `64, 64, 1, 1', `ds_cnn_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `64', `ds_cnn_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v4', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v3, c4, c5, [1, 1], [0, 0], [1, 1], 1, 0.005748568568378687, 0')  m4_dnl module/module.blocks/module.blocks.1/module.blocks.1.0, models.py:56
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `64, 1, 3, 3', `ds_cnn_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `64', `ds_cnn_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v5', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v4, c6, c7, [1, 1], [1, 1], [1, 1], 64, 0.0028587316628545523, 0')  m4_dnl module/module.blocks/module.blocks.2/module.blocks.2.0, models.py:56
UC10_CONST_PER_CHANNEL(`c8', `QInt8', `64, 64, 1, 1', `ds_cnn_int8_c8', `0')  m4_dnl _packed_params
UC10_CONST(`c9', `Float', `64', `ds_cnn_int8_c9')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v5, c8, c9, [1, 1], [0, 0], [1, 1], 1, 0.002878804923966527, 0')  m4_dnl module/module.blocks/module.blocks.3/module.blocks.3.0, models.py:56
UC10_CONST_PER_CHANNEL(`c10', `QInt8', `64, 1, 3, 3', `ds_cnn_int8_c10', `0')  m4_dnl _packed_params
UC10_CONST(`c11', `Float', `64', `ds_cnn_int8_c11')  m4_dnl _packed_params
UC10_CALL(`v7', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v6, c10, c11, [1, 1], [1, 1], [1, 1], 64, 0.0029915058985352516, 0')  m4_dnl module/module.blocks/module.blocks.4/module.blocks.4.0, models.py:56
UC10_CONST_PER_CHANNEL(`c12', `QInt8', `64, 64, 1, 1', `ds_cnn_int8_c12', `0')  m4_dnl _packed_params
UC10_CONST(`c13', `Float', `64', `ds_cnn_int8_c13')  m4_dnl _packed_params
UC10_CALL(`v8', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v7, c12, c13, [1, 1], [0, 0], [1, 1], 1, 0.0023766271770000458, 0')  m4_dnl module/module.blocks/module.blocks.5/module.blocks.5.0, models.py:56
UC10_CONST_PER_CHANNEL(`c14', `QInt8', `64, 1, 3, 3', `ds_cnn_int8_c14', `0')  m4_dnl _packed_params
UC10_CONST(`c15', `Float', `64', `ds_cnn_int8_c15')  m4_dnl _packed_params
UC10_CALL(`v9', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v8, c14, c15, [1, 1], [1, 1], [1, 1], 64, 0.0026565042790025473, 0')  m4_dnl module/module.blocks/module.blocks.6/module.blocks.6.0, models.py:56
UC10_CONST_PER_CHANNEL(`c16', `QInt8', `64, 64, 1, 1', `ds_cnn_int8_c16', `0')  m4_dnl _packed_params
UC10_CONST(`c17', `Float', `64', `ds_cnn_int8_c17')  m4_dnl _packed_params
UC10_CALL(`v10', `QUInt8', `1, 64, 25, 5', `quantized_unpacked::conv2d_relu', `v9, c16, c17, [1, 1], [0, 0], [1, 1], 1, 0.0023663437459617853, 0')  m4_dnl module/module.blocks/module.blocks.7/module.blocks.7.0, models.py:56
UC10_CALL(`v11', `QUInt8', `1, 64, 1, 1', `aten::avg_pool2d', `v10, [25, 5], [25, 5], [0, 0], False, True, None')  m4_dnl module/module.pool, models.py:57
UC10_CALL(`v12', `QUInt8', `1, 64', `aten::flatten.using_ints', `v11, 1, -1')  m4_dnl module, models.py:58
UC10_CONST_PER_CHANNEL(`c18', `QInt8', `12, 64', `ds_cnn_int8_c18', `0')  m4_dnl _packed_params
UC10_CONST(`c19', `Float', `12', `ds_cnn_int8_c19')  m4_dnl _packed_params
UC10_CALL(`v13', `QUInt8', `1, 12', `quantized_unpacked::linear', `v12, c18, c19, 0.003092888742685318, 109')  m4_dnl module/module.fc, models.py:58
UC10_OUTPUT(`v13')
UC10_REFERENCE(`ds_cnn_int8_reference', `QUInt8', `1, 12', `0x1.95642p-9', `109')
UC10_END_PROGRAM
