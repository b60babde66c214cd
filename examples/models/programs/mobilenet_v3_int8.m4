m4_dnl mobilenet_v3_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`mobilenet_v3_int8', `mobilenet_v3_int8_data.h')
UC10_INPUT(`x', `Float', `1, 3, 32, 32', `mobilenet_v3_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 3, 32, 32', `aten::quantize_per_tensor', `x, 0.029443291947245598, 125, 13')  m4_dnl quant, mobilenetv3.py:109
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `16, 3, 3, 3', `mobilenet_v3_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `16', `mobilenet_v3_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 16, 16, 16', `quantized_unpacked::conv2d', `v1, c0, c1, [2, 2], [1, 1], [1, 1], 1, 0.023939229547977448, 122')  m4_dnl features.0.0, mobilenetv3.py:210
UC10_CALL(`v3', `QUInt8', `1, 16, 16, 16', `quantized::hardswish', `v2, 0.014103998430073261, 27')  m4_dnl features.0.2, mobilenetv3.py:210
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `16, 1, 3, 3', `mobilenet_v3_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `16', `mobilenet_v3_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v4', `QUInt8', `1, 16, 8, 8', `quantized_unpacked::conv2d_relu', `v3, c2, c3, [2, 2], [1, 1], [1, 1], 16, 0.005155591294169426, 0')  m4_dnl features.1.block.0.0, mobilenetv3.py:93
UC10_CALL(`v5', `QUInt8', `1, 16, 1, 1', `aten::adaptive_avg_pool2d', `v4, [1, 1]')  m4_dnl features.1.block.1.avgpool, misc.py:252
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `8, 16, 1, 1', `mobilenet_v3_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `8', `mobilenet_v3_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 8, 1, 1', `quantized_unpacked::conv2d_relu', `v5, c4, c5, [1, 1], [0, 0], [1, 1], 1, 0.003547324799001217, 0')  m4_dnl features.1.block.1.fc1, misc.py:253
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `16, 8, 1, 1', `mobilenet_v3_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `16', `mobilenet_v3_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v7', `QUInt8', `1, 16, 1, 1', `quantized_unpacked::conv2d', `v6, c6, c7, [1, 1], [0, 0], [1, 1], 1, 0.00624880800023675, 159')  m4_dnl features.1.block.1.fc2, misc.py:255
UC10_CALL(`v8', `QUInt8', `1, 16, 1, 1', `aten::hardsigmoid', `v7')  m4_dnl features.1.block.1.scale_activation, misc.py:256
UC10_CALL(`v9', `QUInt8', `1, 16, 8, 8', `quantized::mul', `v8, v4, 0.0030977437272667885, 0')  m4_dnl features.1.block.1, mobilenetv3.py:39
UC10_CONST_PER_CHANNEL(`c8', `QInt8', `16, 16, 1, 1', `mobilenet_v3_int8_c8', `0')  m4_dnl _packed_params
UC10_CONST(`c9', `Float', `16', `mobilenet_v3_int8_c9')  m4_dnl _packed_params
UC10_CALL(`v10', `QUInt8', `1, 16, 8, 8', `quantized_unpacked::conv2d', `v9, c8, c9, [1, 1], [0, 0], [1, 1], 1, 0.006643159780651331, 132')  m4_dnl features.1.block.2.0, mobilenetv3.py:93
UC10_CONST_PER_CHANNEL(`c10', `QInt8', `72, 16, 1, 1', `mobilenet_v3_int8_c10', `0')  m4_dnl _packed_params
UC10_CONST(`c11', `Float', `72', `mobilenet_v3_int8_c11')  m4_dnl _packed_params
UC10_CALL(`v11', `QUInt8', `1, 72, 8, 8', `quantized_unpacked::conv2d_relu', `v10, c10, c11, [1, 1], [0, 0], [1, 1], 1, 0.0066683655604720116, 0')  m4_dnl features.2.block.0.0, mobilenetv3.py:93
UC10_CONST_PER_CHANNEL(`c12', `QInt8', `72, 1, 3, 3', `mobilenet_v3_int8_c12', `0')  m4_dnl _packed_params
UC10_CONST(`c13', `Float', `72', `mobilenet_v3_int8_c13')  m4_dnl _packed_params
UC10_CALL(`v12', `QUInt8', `1, 72, 4, 4', `quantized_unpacked::conv2d_relu', `v11, c12, c13, [2, 2], [1, 1], [1, 1], 72, 0.003371532540768385, 0')  m4_dnl features.2.block.1.0, mobilenetv3.py:93
UC10_CONST_PER_CHANNEL(`c14', `QInt8', `24, 72, 1, 1', `mobilenet_v3_int8_c14', `0')  m4_dnl _packed_params
UC10_CONST(`c15', `Float', `24', `mobilenet_v3_int8_c15')  m4_dnl _packed_params
UC10_CALL(`v13', `QUInt8', `1, 24, 4, 4', `quantized_unpacked::conv2d', `v12, c14, c15, [1, 1], [0, 0], [1, 1], 1, 0.014213472604751587, 104')  m4_dnl features.2.block.2.0, mobilenetv3.py:93
UC10_CONST_PER_CHANNEL(`c16', `QInt8', `88, 24, 1, 1', `mobilenet_v3_int8_c16', `0')  m4_dnl _packed_params
UC10_CONST(`c17', `Float', `88', `mobilenet_v3_int8_c17')  m4_dnl _packed_params
UC10_CALL(`v14', `QUInt8', `1, 88, 4, 4', `quantized_unpacked::conv2d_relu', `v13, c16, c17, [1, 1], [0, 0], [1, 1], 1, 0.010232070460915565, 0')  m4_dnl features.3.block.0.0, mobilenetv3.py:91
UC10_CONST_PER_CHANNEL(`c18', `QInt8', `88, 1, 3, 3', `mobilenet_v3_int8_c18', `0')  m4_dnl _packed_params
UC10_CONST(`c19', `Float', `88', `mobilenet_v3_int8_c19')  m4_dnl _packed_params
UC10_CALL(`v15', `QUInt8', `1, 88, 4, 4', `quantized_unpacked::conv2d_relu', `v14, c18, c19, [1, 1], [1, 1], [1, 1], 88, 0.0023092501796782017, 0')  m4_dnl features.3.block.1.0, mobilenetv3.py:91
UC10_CONST_PER_CHANNEL(`c20', `QInt8', `24, 88, 1, 1', `mobilenet_v3_int8_c20', `0')  m4_dnl _packed_params
UC10_CONST(`c21', `Float', `24', `mobilenet_v3_int8_c21')  m4_dnl _packed_params
UC10_CALL(`v16', `QUInt8', `1, 24, 4, 4', `quantized_unpacked::conv2d', `v15, c20, c21, [1, 1], [0, 0], [1, 1], 1, 0.01706455461680889, 180')  m4_dnl features.3.block.2.0, mobilenetv3.py:91
UC10_CALL(`v17', `QUInt8', `1, 24, 4, 4', `quantized::add', `v13, v16, 0.026138871908187866, 153')  m4_dnl features.3, mobilenetv3.py:91
UC10_CONST_PER_CHANNEL(`c22', `QInt8', `96, 24, 1, 1', `mobilenet_v3_int8_c22', `0')  m4_dnl _packed_params
UC10_CONST(`c23', `Float', `96', `mobilenet_v3_int8_c23')  m4_dnl _packed_params
UC10_CALL(`v18', `QUInt8', `1, 96, 4, 4', `quantized_unpacked::conv2d', `v17, c22, c23, [1, 1], [0, 0], [1, 1], 1, 0.02365444041788578, 133')  m4_dnl features.4.block.0.0, mobilenetv3.py:93
UC10_CALL(`v19', `QUInt8', `1, 96, 4, 4', `quantized::hardswish', `v18, 0.01211607176810503, 31')  m4_dnl features.4.block.0.2, mobilenetv3.py:93
UC10_CONST_PER_CHANNEL(`c24', `QInt8', `96, 1, 5, 5', `mobilenet_v3_int8_c24', `0')  m4_dnl _packed_params
UC10_CONST(`c25', `Float', `96', `mobilenet_v3_int8_c25')  m4_dnl _packed_params
UC10_CALL(`v20', `QUInt8', `1, 96, 2, 2', `quantized_unpacked::conv2d', `v19, c24, c25, [2, 2], [2, 2], [1, 1], 96, 0.005621544551104307, 123')  m4_dnl features.4.block.1.0, mobilenetv3.py:93
UC10_CALL(`v21', `QUInt8', `1, 96, 2, 2', `quantized::hardswish', `v20, 0.002854280173778534, 93')  m4_dnl features.4.block.1.2, mobilenetv3.py:93
UC10_CALL(`v22', `QUInt8', `1, 96, 1, 1', `aten::adaptive_avg_pool2d', `v21, [1, 1]')  m4_dnl features.4.block.2.avgpool, misc.py:252
UC10_CONST_PER_CHANNEL(`c26', `QInt8', `24, 96, 1, 1', `mobilenet_v3_int8_c26', `0')  m4_dnl _packed_params
UC10_CONST(`c27', `Float', `24', `mobilenet_v3_int8_c27')  m4_dnl _packed_params
UC10_CALL(`v23', `QUInt8', `1, 24, 1, 1', `quantized_unpacked::conv2d_relu', `v22, c26, c27, [1, 1], [0, 0], [1, 1], 1, 0.003477665828540921, 0')  m4_dnl features.4.block.2.fc1, misc.py:253
UC10_CONST_PER_CHANNEL(`c28', `QInt8', `96, 24, 1, 1', `mobilenet_v3_int8_c28', `0')  m4_dnl _packed_params
UC10_CONST(`c29', `Float', `96', `mobilenet_v3_int8_c29')  m4_dnl _packed_params
UC10_CALL(`v24', `QUInt8', `1, 96, 1, 1', `quantized_unpacked::conv2d', `v23, c28, c29, [1, 1], [0, 0], [1, 1], 1, 0.003905683057382703, 122')  m4_dnl features.4.block.2.fc2, misc.py:255
UC10_CALL(`v25', `QUInt8', `1, 96, 1, 1', `aten::hardsigmoid', `v24')  m4_dnl features.4.block.2.scale_activation, misc.py:256
UC10_CALL(`v26', `QUInt8', `1, 96, 2, 2', `quantized::mul', `v25, v21, 0.0013156499480828643, 101')  m4_dnl features.4.block.2, mobilenetv3.py:39
UC10_CONST_PER_CHANNEL(`c30', `QInt8', `40, 96, 1, 1', `mobilenet_v3_int8_c30', `0')  m4_dnl _packed_params
UC10_CONST(`c31', `Float', `40', `mobilenet_v3_int8_c31')  m4_dnl _packed_params
UC10_CALL(`v27', `QUInt8', `1, 40, 2, 2', `quantized_unpacked::conv2d', `v26, c30, c31, [1, 1], [0, 0], [1, 1], 1, 0.006905768997967243, 114')  m4_dnl features.4.block.3.0, mobilenetv3.py:93
UC10_CONST_PER_CHANNEL(`c32', `QInt8', `240, 40, 1, 1', `mobilenet_v3_int8_c32', `0')  m4_dnl _packed_params
UC10_CONST(`c33', `Float', `240', `mobilenet_v3_int8_c33')  m4_dnl _packed_params
UC10_CALL(`v28', `QUInt8', `1, 240, 2, 2', `quantized_unpacked::conv2d', `v27, c32, c33, [1, 1], [0, 0], [1, 1], 1, 0.009561615064740181, 145')  m4_dnl features.5.block.0.0, mobilenetv3.py:91
UC10_CALL(`v29', `QUInt8', `1, 240, 2, 2', `quantized::hardswish', `v28, 0.004205670207738876, 89')  m4_dnl features.5.block.0.2, mobilenetv3.py:91
UC10_CONST_PER_CHANNEL(`c34', `QInt8', `240, 1, 5, 5', `mobilenet_v3_int8_c34', `0')  m4_dnl _packed_params
UC10_CONST(`c35', `Float', `240', `mobilenet_v3_int8_c35')  m4_dnl _packed_params
UC10_CALL(`v30', `QUInt8', `1, 240, 2, 2', `quantized_unpacked::conv2d', `v29, c34, c35, [1, 1], [2, 2], [1, 1], 240, 0.006895952392369509, 156')  m4_dnl features.5.block.1.0, mobilenetv3.py:91
UC10_CALL(`v31', `QUInt8', `1, 240, 2, 2', `quantized::hardswish', `v30, 0.004072498995810747, 87')  m4_dnl features.5.block.1.2, mobilenetv3.py:91
UC10_CALL(`v32', `QUInt8', `1, 240, 1, 1', `aten::adaptive_avg_pool2d', `v31, [1, 1]')  m4_dnl features.5.block.2.avgpool, misc.py:252
UC10_CONST_PER_CHANNEL(`c36', `QInt8', `64, 240, 1, 1', `mobilenet_v3_int8_c36', `0')  m4_dnl _packed_params
UC10_CONST(`c37', `Float', `64', `mobilenet_v3_int8_c37')  m4_dnl _packed_params
UC10_CALL(`v33', `QUInt8', `1, 64, 1, 1', `quantized_unpacked::conv2d_relu', `v32, c36, c37, [1, 1], [0, 0], [1, 1], 1, 0.0036654402501881123, 0')  m4_dnl features.5.block.2.fc1, misc.py:253
UC10_CONST_PER_CHANNEL(`c38', `QInt8', `240, 64, 1, 1', `mobilenet_v3_int8_c38', `0')  m4_dnl _packed_params
UC10_CONST(`c39', `Float', `240', `mobilenet_v3_int8_c39')  m4_dnl _packed_params
UC10_CALL(`v34', `QUInt8', `1, 240, 1, 1', `quantized_unpacked::conv2d', `v33, c38, c39, [1, 1], [0, 0], [1, 1], 1, 0.004340252373367548, 112')  m4_dnl features.5.block.2.fc2, misc.py:255
UC10_CALL(`v35', `QUInt8', `1, 240, 1, 1', `aten::hardsigmoid', `v34')  m4_dnl features.5.block.2.scale_activation, misc.py:256
UC10_CALL(`v36', `QUInt8', `1, 240, 2, 2', `quantized::mul', `v35, v31, 0.002086194232106209, 94')  m4_dnl features.5.block.2, mobilenetv3.py:39
UC10_CONST_PER_CHANNEL(`c40', `QInt8', `40, 240, 1, 1', `mobilenet_v3_int8_c40', `0')  m4_dnl _packed_params
UC10_CONST(`c41', `Float', `40', `mobilenet_v3_int8_c41')  m4_dnl _packed_params
UC10_CALL(`v37', `QUInt8', `1, 40, 2, 2', `quantized_unpacked::conv2d', `v36, c40, c41, [1, 1], [0, 0], [1, 1], 1, 0.0050630345940589905, 141')  m4_dnl features.5.block.3.0, mobilenetv3.py:91
UC10_CALL(`v38', `QUInt8', `1, 40, 2, 2', `quantized::add', `v27, v37, 0.0066405707038939, 145')  m4_dnl features.5, mobilenetv3.py:91
UC10_CONST_PER_CHANNEL(`c42', `QInt8', `120, 40, 1, 1', `mobilenet_v3_int8_c42', `0')  m4_dnl _packed_params
UC10_CONST(`c43', `Float', `120', `mobilenet_v3_int8_c43')  m4_dnl _packed_params
UC10_CALL(`v39', `QUInt8', `1, 120, 2, 2', `quantized_unpacked::conv2d', `v38, c42, c43, [1, 1], [0, 0], [1, 1], 1, 0.010010667145252228, 146')  m4_dnl features.6.block.0.0, mobilenetv3.py:93
UC10_CALL(`v40', `QUInt8', `1, 120, 2, 2', `quantized::hardswish', `v39, 0.004365189000964165, 86')  m4_dnl features.6.block.0.2, mobilenetv3.py:93
UC10_CONST_PER_CHANNEL(`c44', `QInt8', `120, 1, 5, 5', `mobilenet_v3_int8_c44', `0')  m4_dnl _packed_params
UC10_CONST(`c45', `Float', `120', `mobilenet_v3_int8_c45')  m4_dnl _packed_params
UC10_CALL(`v41', `QUInt8', `1, 120, 2, 2', `quantized_unpacked::conv2d', `v40, c44, c45, [1, 1], [2, 2], [1, 1], 120, 0.0067998552694916725, 124')  m4_dnl features.6.block.1.0, mobilenetv3.py:93
UC10_CALL(`v42', `QUInt8', `1, 120, 2, 2', `quantized::hardswish', `v41, 0.0034462143667042255, 88')  m4_dnl features.6.block.1.2, mobilenetv3.py:93
UC10_CALL(`v43', `QUInt8', `1, 120, 1, 1', `aten::adaptive_avg_pool2d', `v42, [1, 1]')  m4_dnl features.6.block.2.avgpool, misc.py:252
UC10_CONST_PER_CHANNEL(`c46', `QInt8', `32, 120, 1, 1', `mobilenet_v3_int8_c46', `0')  m4_dnl _packed_params
UC10_CONST(`c47', `Float', `32', `mobilenet_v3_int8_c47')  m4_dnl _packed_params
UC10_CALL(`v44', `QUInt8', `1, 32, 1, 1', `quantized_unpacked::conv2d_relu', `v43, c46, c47, [1, 1], [0, 0], [1, 1], 1, 0.002572052413597703, 0')  m4_dnl features.6.block.2.fc1, misc.py:253
UC10_CONST_PER_CHANNEL(`c48', `QInt8', `120, 32, 1, 1', `mobilenet_v3_int8_c48', `0')  m4_dnl _packed_params
UC10_CONST(`c49', `Float', `120', `mobilenet_v3_int8_c49')  m4_dnl _packed_params
UC10_CALL(`v45', `QUInt8', `1, 120, 1, 1', `quantized_unpacked::conv2d', `v44, c48, c49, [1, 1], [0, 0], [1, 1], 1, 0.002799226203933358, 123')  m4_dnl features.6.block.2.fc2, misc.py:255
UC10_CALL(`v46', `QUInt8', `1, 120, 1, 1', `aten::hardsigmoid', `v45')  m4_dnl features.6.block.2.scale_activation, misc.py:256
UC10_CALL(`v47', `QUInt8', `1, 120, 2, 2', `quantized::mul', `v46, v42, 0.0016765729524195194, 86')  m4_dnl features.6.block.2, mobilenetv3.py:39
UC10_CONST_PER_CHANNEL(`c50', `QInt8', `48, 120, 1, 1', `mobilenet_v3_int8_c50', `0')  m4_dnl _packed_params
UC10_CONST(`c51', `Float', `48', `mobilenet_v3_int8_c51')  m4_dnl _packed_params
UC10_CALL(`v48', `QUInt8', `1, 48, 2, 2', `quantized_unpacked::conv2d', `v47, c50, c51, [1, 1], [0, 0], [1, 1], 1, 0.006901474669575691, 131')  m4_dnl features.6.block.3.0, mobilenetv3.py:93
UC10_CONST_PER_CHANNEL(`c52', `QInt8', `288, 48, 1, 1', `mobilenet_v3_int8_c52', `0')  m4_dnl _packed_params
UC10_CONST(`c53', `Float', `288', `mobilenet_v3_int8_c53')  m4_dnl _packed_params
UC10_CALL(`v49', `QUInt8', `1, 288, 2, 2', `quantized_unpacked::conv2d', `v48, c52, c53, [1, 1], [0, 0], [1, 1], 1, 0.010278765112161636, 122')  m4_dnl features.7.0, mobilenetv3.py:210
UC10_CALL(`v50', `QUInt8', `1, 288, 2, 2', `quantized::hardswish', `v49, 0.005337882321327925, 70')  m4_dnl features.7.2, mobilenetv3.py:210
UC10_CALL(`v51', `QUInt8', `1, 288, 1, 1', `aten::adaptive_avg_pool2d', `v50, [1, 1]')  m4_dnl avgpool, mobilenetv3.py:212
UC10_CALL(`v52', `QUInt8', `1, 288', `aten::flatten.using_ints', `v51, 1, -1')  m4_dnl forward, mobilenetv3.py:213
UC10_CONST_PER_CHANNEL(`c54', `QInt8', `128, 288', `mobilenet_v3_int8_c54', `0')  m4_dnl _packed_params
UC10_CONST(`c55', `Float', `128', `mobilenet_v3_int8_c55')  m4_dnl _packed_params
UC10_CALL(`v53', `QUInt8', `1, 128', `quantized_unpacked::linear', `v52, c54, c55, 0.0005835741176269948, 126')  m4_dnl classifier.0, mobilenetv3.py:215
UC10_CALL(`v54', `QUInt8', `1, 128', `quantized::hardswish', `v53, 0.00029168432229198515, 123')  m4_dnl classifier.1, mobilenetv3.py:215
UC10_CONST_PER_CHANNEL(`c56', `QInt8', `10, 128', `mobilenet_v3_int8_c56', `0')  m4_dnl _packed_params
UC10_CONST(`c57', `Float', `10', `mobilenet_v3_int8_c57')  m4_dnl _packed_params
UC10_CALL(`v55', `QUInt8', `1, 10', `quantized_unpacked::linear', `v54, c56, c57, 2.127935476892162e-05, 95')  m4_dnl classifier.3, mobilenetv3.py:215
UC10_OUTPUT(`v55')
UC10_REFERENCE(`mobilenet_v3_int8_reference', `QUInt8', `1, 10', `0x1.650222p-16', `95')
UC10_END_PROGRAM
