m4_dnl mobilenet_v2_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`mobilenet_v2_int8', `mobilenet_v2_int8_data.h')
UC10_INPUT(`x', `Float', `1, 3, 32, 32', `mobilenet_v2_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 3, 32, 32', `aten::quantize_per_tensor', `x, 0.029443291947245598, 125, 13')  m4_dnl quant, mobilenetv2.py:53
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `16, 3, 3, 3', `mobilenet_v2_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `16', `mobilenet_v2_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 16, 16, 16', `quantized_unpacked::conv2d_relu', `v1, c0, c1, [2, 2], [1, 1], [1, 1], 1, 0.012966482900083065, 0')  m4_dnl features.0.0, mobilenetv2.py:166
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `16, 1, 3, 3', `mobilenet_v2_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `16', `mobilenet_v2_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v3', `QUInt8', `1, 16, 16, 16', `quantized_unpacked::conv2d_relu', `v2, c2, c3, [1, 1], [1, 1], [1, 1], 16, 0.006398135330528021, 0')  m4_dnl features.1.conv.0.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `8, 16, 1, 1', `mobilenet_v2_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `8', `mobilenet_v2_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v4', `QUInt8', `1, 8, 16, 16', `quantized_unpacked::conv2d', `v3, c4, c5, [1, 1], [0, 0], [1, 1], 1, 0.01675030030310154, 109')  m4_dnl features.1.conv.1, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `48, 8, 1, 1', `mobilenet_v2_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `48', `mobilenet_v2_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v5', `QUInt8', `1, 48, 16, 16', `quantized_unpacked::conv2d_relu', `v4, c6, c7, [1, 1], [0, 0], [1, 1], 1, 0.009924156591296196, 0')  m4_dnl features.2.conv.0.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c8', `QInt8', `48, 1, 3, 3', `mobilenet_v2_int8_c8', `0')  m4_dnl _packed_params
UC10_CONST(`c9', `Float', `48', `mobilenet_v2_int8_c9')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 48, 8, 8', `quantized_unpacked::conv2d_relu', `v5, c8, c9, [2, 2], [1, 1], [1, 1], 48, 0.0034035358112305403, 0')  m4_dnl features.2.conv.1.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c10', `QInt8', `8, 48, 1, 1', `mobilenet_v2_int8_c10', `0')  m4_dnl _packed_params
UC10_CONST(`c11', `Float', `8', `mobilenet_v2_int8_c11')  m4_dnl _packed_params
UC10_CALL(`v7', `QUInt8', `1, 8, 8, 8', `quantized_unpacked::conv2d', `v6, c10, c11, [1, 1], [0, 0], [1, 1], 1, 0.011365924961864948, 162')  m4_dnl features.2.conv.2, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c12', `QInt8', `48, 8, 1, 1', `mobilenet_v2_int8_c12', `0')  m4_dnl _packed_params
UC10_CONST(`c13', `Float', `48', `mobilenet_v2_int8_c13')  m4_dnl _packed_params
UC10_CALL(`v8', `QUInt8', `1, 48, 8, 8', `quantized_unpacked::conv2d_relu', `v7, c12, c13, [1, 1], [0, 0], [1, 1], 1, 0.007420891895890236, 0')  m4_dnl features.3.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c14', `QInt8', `48, 1, 3, 3', `mobilenet_v2_int8_c14', `0')  m4_dnl _packed_params
UC10_CONST(`c15', `Float', `48', `mobilenet_v2_int8_c15')  m4_dnl _packed_params
UC10_CALL(`v9', `QUInt8', `1, 48, 8, 8', `quantized_unpacked::conv2d_relu', `v8, c14, c15, [1, 1], [1, 1], [1, 1], 48, 0.0024675317108631134, 0')  m4_dnl features.3.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c16', `QInt8', `8, 48, 1, 1', `mobilenet_v2_int8_c16', `0')  m4_dnl _packed_params
UC10_CONST(`c17', `Float', `8', `mobilenet_v2_int8_c17')  m4_dnl _packed_params
UC10_CALL(`v10', `QUInt8', `1, 8, 8, 8', `quantized_unpacked::conv2d', `v9, c16, c17, [1, 1], [0, 0], [1, 1], 1, 0.008305528201162815, 148')  m4_dnl features.3.conv.2, mobilenetv2.py:30
UC10_CALL(`v11', `QUInt8', `1, 8, 8, 8', `quantized::add', `v7, v10, 0.018261928111314774, 167')  m4_dnl features.3, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c18', `QInt8', `48, 8, 1, 1', `mobilenet_v2_int8_c18', `0')  m4_dnl _packed_params
UC10_CONST(`c19', `Float', `48', `mobilenet_v2_int8_c19')  m4_dnl _packed_params
UC10_CALL(`v12', `QUInt8', `1, 48, 8, 8', `quantized_unpacked::conv2d_relu', `v11, c18, c19, [1, 1], [0, 0], [1, 1], 1, 0.011118525639176369, 0')  m4_dnl features.4.conv.0.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c20', `QInt8', `48, 1, 3, 3', `mobilenet_v2_int8_c20', `0')  m4_dnl _packed_params
UC10_CONST(`c21', `Float', `48', `mobilenet_v2_int8_c21')  m4_dnl _packed_params
UC10_CALL(`v13', `QUInt8', `1, 48, 4, 4', `quantized_unpacked::conv2d_relu', `v12, c20, c21, [2, 2], [1, 1], [1, 1], 48, 0.004174122586846352, 0')  m4_dnl features.4.conv.1.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c22', `QInt8', `16, 48, 1, 1', `mobilenet_v2_int8_c22', `0')  m4_dnl _packed_params
UC10_CONST(`c23', `Float', `16', `mobilenet_v2_int8_c23')  m4_dnl _packed_params
UC10_CALL(`v14', `QUInt8', `1, 16, 4, 4', `quantized_unpacked::conv2d', `v13, c22, c23, [1, 1], [0, 0], [1, 1], 1, 0.01018105074763298, 158')  m4_dnl features.4.conv.2, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c24', `QInt8', `96, 16, 1, 1', `mobilenet_v2_int8_c24', `0')  m4_dnl _packed_params
UC10_CONST(`c25', `Float', `96', `mobilenet_v2_int8_c25')  m4_dnl _packed_params
UC10_CALL(`v15', `QUInt8', `1, 96, 4, 4', `quantized_unpacked::conv2d_relu', `v14, c24, c25, [1, 1], [0, 0], [1, 1], 1, 0.004988392814993858, 0')  m4_dnl features.5.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c26', `QInt8', `96, 1, 3, 3', `mobilenet_v2_int8_c26', `0')  m4_dnl _packed_params
UC10_CONST(`c27', `Float', `96', `mobilenet_v2_int8_c27')  m4_dnl _packed_params
UC10_CALL(`v16', `QUInt8', `1, 96, 4, 4', `quantized_unpacked::conv2d_relu', `v15, c26, c27, [1, 1], [1, 1], [1, 1], 96, 0.0038105847779661417, 0')  m4_dnl features.5.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c28', `QInt8', `16, 96, 1, 1', `mobilenet_v2_int8_c28', `0')  m4_dnl _packed_params
UC10_CONST(`c29', `Float', `16', `mobilenet_v2_int8_c29')  m4_dnl _packed_params
UC10_CALL(`v17', `QUInt8', `1, 16, 4, 4', `quantized_unpacked::conv2d', `v16, c28, c29, [1, 1], [0, 0], [1, 1], 1, 0.006959029473364353, 116')  m4_dnl features.5.conv.2, mobilenetv2.py:30
UC10_CALL(`v18', `QUInt8', `1, 16, 4, 4', `quantized::add', `v14, v17, 0.01284847967326641, 154')  m4_dnl features.5, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c30', `QInt8', `96, 16, 1, 1', `mobilenet_v2_int8_c30', `0')  m4_dnl _packed_params
UC10_CONST(`c31', `Float', `96', `mobilenet_v2_int8_c31')  m4_dnl _packed_params
UC10_CALL(`v19', `QUInt8', `1, 96, 4, 4', `quantized_unpacked::conv2d_relu', `v18, c30, c31, [1, 1], [0, 0], [1, 1], 1, 0.008202601224184036, 0')  m4_dnl features.6.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c32', `QInt8', `96, 1, 3, 3', `mobilenet_v2_int8_c32', `0')  m4_dnl _packed_params
UC10_CONST(`c33', `Float', `96', `mobilenet_v2_int8_c33')  m4_dnl _packed_params
UC10_CALL(`v20', `QUInt8', `1, 96, 4, 4', `quantized_unpacked::conv2d_relu', `v19, c32, c33, [1, 1], [1, 1], [1, 1], 96, 0.0031296727247536182, 0')  m4_dnl features.6.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c34', `QInt8', `16, 96, 1, 1', `mobilenet_v2_int8_c34', `0')  m4_dnl _packed_params
UC10_CONST(`c35', `Float', `16', `mobilenet_v2_int8_c35')  m4_dnl _packed_params
UC10_CALL(`v21', `QUInt8', `1, 16, 4, 4', `quantized_unpacked::conv2d', `v20, c34, c35, [1, 1], [0, 0], [1, 1], 1, 0.00853569433093071, 138')  m4_dnl features.6.conv.2, mobilenetv2.py:30
UC10_CALL(`v22', `QUInt8', `1, 16, 4, 4', `quantized::add', `v18, v21, 0.014481392689049244, 182')  m4_dnl features.6, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c36', `QInt8', `96, 16, 1, 1', `mobilenet_v2_int8_c36', `0')  m4_dnl _packed_params
UC10_CONST(`c37', `Float', `96', `mobilenet_v2_int8_c37')  m4_dnl _packed_params
UC10_CALL(`v23', `QUInt8', `1, 96, 4, 4', `quantized_unpacked::conv2d_relu', `v22, c36, c37, [1, 1], [0, 0], [1, 1], 1, 0.007602227386087179, 0')  m4_dnl features.7.conv.0.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c38', `QInt8', `96, 1, 3, 3', `mobilenet_v2_int8_c38', `0')  m4_dnl _packed_params
UC10_CONST(`c39', `Float', `96', `mobilenet_v2_int8_c39')  m4_dnl _packed_params
UC10_CALL(`v24', `QUInt8', `1, 96, 2, 2', `quantized_unpacked::conv2d_relu', `v23, c38, c39, [2, 2], [1, 1], [1, 1], 96, 0.002780875191092491, 0')  m4_dnl features.7.conv.1.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c40', `QInt8', `24, 96, 1, 1', `mobilenet_v2_int8_c40', `0')  m4_dnl _packed_params
UC10_CONST(`c41', `Float', `24', `mobilenet_v2_int8_c41')  m4_dnl _packed_params
UC10_CALL(`v25', `QUInt8', `1, 24, 2, 2', `quantized_unpacked::conv2d', `v24, c40, c41, [1, 1], [0, 0], [1, 1], 1, 0.01284976489841938, 88')  m4_dnl features.7.conv.2, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c42', `QInt8', `144, 24, 1, 1', `mobilenet_v2_int8_c42', `0')  m4_dnl _packed_params
UC10_CONST(`c43', `Float', `144', `mobilenet_v2_int8_c43')  m4_dnl _packed_params
UC10_CALL(`v26', `QUInt8', `1, 144, 2, 2', `quantized_unpacked::conv2d_relu', `v25, c42, c43, [1, 1], [0, 0], [1, 1], 1, 0.00614924868568778, 0')  m4_dnl features.8.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c44', `QInt8', `144, 1, 3, 3', `mobilenet_v2_int8_c44', `0')  m4_dnl _packed_params
UC10_CONST(`c45', `Float', `144', `mobilenet_v2_int8_c45')  m4_dnl _packed_params
UC10_CALL(`v27', `QUInt8', `1, 144, 2, 2', `quantized_unpacked::conv2d_relu', `v26, c44, c45, [1, 1], [1, 1], [1, 1], 144, 0.0030584349296987057, 0')  m4_dnl features.8.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c46', `QInt8', `24, 144, 1, 1', `mobilenet_v2_int8_c46', `0')  m4_dnl _packed_params
UC10_CONST(`c47', `Float', `24', `mobilenet_v2_int8_c47')  m4_dnl _packed_params
UC10_CALL(`v28', `QUInt8', `1, 24, 2, 2', `quantized_unpacked::conv2d', `v27, c46, c47, [1, 1], [0, 0], [1, 1], 1, 0.012896155007183552, 89')  m4_dnl features.8.conv.2, mobilenetv2.py:30
UC10_CALL(`v29', `QUInt8', `1, 24, 2, 2', `quantized::add', `v25, v28, 0.011895576491951942, 102')  m4_dnl features.8, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c48', `QInt8', `144, 24, 1, 1', `mobilenet_v2_int8_c48', `0')  m4_dnl _packed_params
UC10_CONST(`c49', `Float', `144', `mobilenet_v2_int8_c49')  m4_dnl _packed_params
UC10_CALL(`v30', `QUInt8', `1, 144, 2, 2', `quantized_unpacked::conv2d_relu', `v29, c48, c49, [1, 1], [0, 0], [1, 1], 1, 0.006136707030236721, 0')  m4_dnl features.9.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c50', `QInt8', `144, 1, 3, 3', `mobilenet_v2_int8_c50', `0')  m4_dnl _packed_params
UC10_CONST(`c51', `Float', `144', `mobilenet_v2_int8_c51')  m4_dnl _packed_params
UC10_CALL(`v31', `QUInt8', `1, 144, 2, 2', `quantized_unpacked::conv2d_relu', `v30, c50, c51, [1, 1], [1, 1], [1, 1], 144, 0.003430068725720048, 0')  m4_dnl features.9.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c52', `QInt8', `24, 144, 1, 1', `mobilenet_v2_int8_c52', `0')  m4_dnl _packed_params
UC10_CONST(`c53', `Float', `24', `mobilenet_v2_int8_c53')  m4_dnl _packed_params
UC10_CALL(`v32', `QUInt8', `1, 24, 2, 2', `quantized_unpacked::conv2d', `v31, c52, c53, [1, 1], [0, 0], [1, 1], 1, 0.009757165797054768, 156')  m4_dnl features.9.conv.2, mobilenetv2.py:30
UC10_CALL(`v33', `QUInt8', `1, 24, 2, 2', `quantized::add', `v29, v32, 0.01543039083480835, 128')  m4_dnl features.9, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c54', `QInt8', `144, 24, 1, 1', `mobilenet_v2_int8_c54', `0')  m4_dnl _packed_params
UC10_CONST(`c55', `Float', `144', `mobilenet_v2_int8_c55')  m4_dnl _packed_params
UC10_CALL(`v34', `QUInt8', `1, 144, 2, 2', `quantized_unpacked::conv2d_relu', `v33, c54, c55, [1, 1], [0, 0], [1, 1], 1, 0.006597104948014021, 0')  m4_dnl features.10.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c56', `QInt8', `144, 1, 3, 3', `mobilenet_v2_int8_c56', `0')  m4_dnl _packed_params
UC10_CONST(`c57', `Float', `144', `mobilenet_v2_int8_c57')  m4_dnl _packed_params
UC10_CALL(`v35', `QUInt8', `1, 144, 2, 2', `quantized_unpacked::conv2d_relu', `v34, c56, c57, [1, 1], [1, 1], [1, 1], 144, 0.002975199604406953, 0')  m4_dnl features.10.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c58', `QInt8', `24, 144, 1, 1', `mobilenet_v2_int8_c58', `0')  m4_dnl _packed_params
UC10_CONST(`c59', `Float', `24', `mobilenet_v2_int8_c59')  m4_dnl _packed_params
UC10_CALL(`v36', `QUInt8', `1, 24, 2, 2', `quantized_unpacked::conv2d', `v35, c58, c59, [1, 1], [0, 0], [1, 1], 1, 0.01465686596930027, 126')  m4_dnl features.10.conv.2, mobilenetv2.py:30
UC10_CALL(`v37', `QUInt8', `1, 24, 2, 2', `quantized::add', `v33, v36, 0.022750189527869225, 102')  m4_dnl features.10, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c60', `QInt8', `144, 24, 1, 1', `mobilenet_v2_int8_c60', `0')  m4_dnl _packed_params
UC10_CONST(`c61', `Float', `144', `mobilenet_v2_int8_c61')  m4_dnl _packed_params
UC10_CALL(`v38', `QUInt8', `1, 144, 2, 2', `quantized_unpacked::conv2d_relu', `v37, c60, c61, [1, 1], [0, 0], [1, 1], 1, 0.010033971630036831, 0')  m4_dnl features.11.conv.0.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c62', `QInt8', `144, 1, 3, 3', `mobilenet_v2_int8_c62', `0')  m4_dnl _packed_params
UC10_CONST(`c63', `Float', `144', `mobilenet_v2_int8_c63')  m4_dnl _packed_params
UC10_CALL(`v39', `QUInt8', `1, 144, 2, 2', `quantized_unpacked::conv2d_relu', `v38, c62, c63, [1, 1], [1, 1], [1, 1], 144, 0.003506327513605356, 0')  m4_dnl features.11.conv.1.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c64', `QInt8', `32, 144, 1, 1', `mobilenet_v2_int8_c64', `0')  m4_dnl _packed_params
UC10_CONST(`c65', `Float', `32', `mobilenet_v2_int8_c65')  m4_dnl _packed_params
UC10_CALL(`v40', `QUInt8', `1, 32, 2, 2', `quantized_unpacked::conv2d', `v39, c64, c65, [1, 1], [0, 0], [1, 1], 1, 0.014800780452787876, 109')  m4_dnl features.11.conv.2, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c66', `QInt8', `192, 32, 1, 1', `mobilenet_v2_int8_c66', `0')  m4_dnl _packed_params
UC10_CONST(`c67', `Float', `192', `mobilenet_v2_int8_c67')  m4_dnl _packed_params
UC10_CALL(`v41', `QUInt8', `1, 192, 2, 2', `quantized_unpacked::conv2d_relu', `v40, c66, c67, [1, 1], [0, 0], [1, 1], 1, 0.005898202303797007, 0')  m4_dnl features.12.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c68', `QInt8', `192, 1, 3, 3', `mobilenet_v2_int8_c68', `0')  m4_dnl _packed_params
UC10_CONST(`c69', `Float', `192', `mobilenet_v2_int8_c69')  m4_dnl _packed_params
UC10_CALL(`v42', `QUInt8', `1, 192, 2, 2', `quantized_unpacked::conv2d_relu', `v41, c68, c69, [1, 1], [1, 1], [1, 1], 192, 0.002782209077849984, 0')  m4_dnl features.12.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c70', `QInt8', `32, 192, 1, 1', `mobilenet_v2_int8_c70', `0')  m4_dnl _packed_params
UC10_CONST(`c71', `Float', `32', `mobilenet_v2_int8_c71')  m4_dnl _packed_params
UC10_CALL(`v43', `QUInt8', `1, 32, 2, 2', `quantized_unpacked::conv2d', `v42, c70, c71, [1, 1], [0, 0], [1, 1], 1, 0.013126195408403873, 132')  m4_dnl features.12.conv.2, mobilenetv2.py:30
UC10_CALL(`v44', `QUInt8', `1, 32, 2, 2', `quantized::add', `v40, v43, 0.018346035853028297, 133')  m4_dnl features.12, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c72', `QInt8', `192, 32, 1, 1', `mobilenet_v2_int8_c72', `0')  m4_dnl _packed_params
UC10_CONST(`c73', `Float', `192', `mobilenet_v2_int8_c73')  m4_dnl _packed_params
UC10_CALL(`v45', `QUInt8', `1, 192, 2, 2', `quantized_unpacked::conv2d_relu', `v44, c72, c73, [1, 1], [0, 0], [1, 1], 1, 0.006508957594633102, 0')  m4_dnl features.13.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c74', `QInt8', `192, 1, 3, 3', `mobilenet_v2_int8_c74', `0')  m4_dnl _packed_params
UC10_CONST(`c75', `Float', `192', `mobilenet_v2_int8_c75')  m4_dnl _packed_params
UC10_CALL(`v46', `QUInt8', `1, 192, 2, 2', `quantized_unpacked::conv2d_relu', `v45, c74, c75, [1, 1], [1, 1], [1, 1], 192, 0.003059159265831113, 0')  m4_dnl features.13.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c76', `QInt8', `32, 192, 1, 1', `mobilenet_v2_int8_c76', `0')  m4_dnl _packed_params
UC10_CONST(`c77', `Float', `32', `mobilenet_v2_int8_c77')  m4_dnl _packed_params
UC10_CALL(`v47', `QUInt8', `1, 32, 2, 2', `quantized_unpacked::conv2d', `v46, c76, c77, [1, 1], [0, 0], [1, 1], 1, 0.019481755793094635, 98')  m4_dnl features.13.conv.2, mobilenetv2.py:30
UC10_CALL(`v48', `QUInt8', `1, 32, 2, 2', `quantized::add', `v44, v47, 0.023385439068078995, 96')  m4_dnl features.13, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c78', `QInt8', `192, 32, 1, 1', `mobilenet_v2_int8_c78', `0')  m4_dnl _packed_params
UC10_CONST(`c79', `Float', `192', `mobilenet_v2_int8_c79')  m4_dnl _packed_params
UC10_CALL(`v49', `QUInt8', `1, 192, 2, 2', `quantized_unpacked::conv2d_relu', `v48, c78, c79, [1, 1], [0, 0], [1, 1], 1, 0.011779854074120522, 0')  m4_dnl features.14.conv.0.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c80', `QInt8', `192, 1, 3, 3', `mobilenet_v2_int8_c80', `0')  m4_dnl _packed_params
UC10_CONST(`c81', `Float', `192', `mobilenet_v2_int8_c81')  m4_dnl _packed_params
UC10_CALL(`v50', `QUInt8', `1, 192, 1, 1', `quantized_unpacked::conv2d_relu', `v49, c80, c81, [2, 2], [1, 1], [1, 1], 192, 0.003391401143744588, 0')  m4_dnl features.14.conv.1.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c82', `QInt8', `56, 192, 1, 1', `mobilenet_v2_int8_c82', `0')  m4_dnl _packed_params
UC10_CONST(`c83', `Float', `56', `mobilenet_v2_int8_c83')  m4_dnl _packed_params
UC10_CALL(`v51', `QUInt8', `1, 56, 1, 1', `quantized_unpacked::conv2d', `v50, c82, c83, [1, 1], [0, 0], [1, 1], 1, 0.010635620914399624, 133')  m4_dnl features.14.conv.2, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c84', `QInt8', `336, 56, 1, 1', `mobilenet_v2_int8_c84', `0')  m4_dnl _packed_params
UC10_CONST(`c85', `Float', `336', `mobilenet_v2_int8_c85')  m4_dnl _packed_params
UC10_CALL(`v52', `QUInt8', `1, 336, 1, 1', `quantized_unpacked::conv2d_relu', `v51, c84, c85, [1, 1], [0, 0], [1, 1], 1, 0.007622158620506525, 0')  m4_dnl features.15.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c86', `QInt8', `336, 1, 3, 3', `mobilenet_v2_int8_c86', `0')  m4_dnl _packed_params
UC10_CONST(`c87', `Float', `336', `mobilenet_v2_int8_c87')  m4_dnl _packed_params
UC10_CALL(`v53', `QUInt8', `1, 336, 1, 1', `quantized_unpacked::conv2d_relu', `v52, c86, c87, [1, 1], [1, 1], [1, 1], 336, 0.003886425169184804, 0')  m4_dnl features.15.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c88', `QInt8', `56, 336, 1, 1', `mobilenet_v2_int8_c88', `0')  m4_dnl _packed_params
UC10_CONST(`c89', `Float', `56', `mobilenet_v2_int8_c89')  m4_dnl _packed_params
UC10_CALL(`v54', `QUInt8', `1, 56, 1, 1', `quantized_unpacked::conv2d', `v53, c88, c89, [1, 1], [0, 0], [1, 1], 1, 0.013217534869909286, 156')  m4_dnl features.15.conv.2, mobilenetv2.py:30
UC10_CALL(`v55', `QUInt8', `1, 56, 1, 1', `quantized::add', `v51, v54, 0.014692453667521477, 169')  m4_dnl features.15, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c90', `QInt8', `336, 56, 1, 1', `mobilenet_v2_int8_c90', `0')  m4_dnl _packed_params
UC10_CONST(`c91', `Float', `336', `mobilenet_v2_int8_c91')  m4_dnl _packed_params
UC10_CALL(`v56', `QUInt8', `1, 336, 1, 1', `quantized_unpacked::conv2d_relu', `v55, c90, c91, [1, 1], [0, 0], [1, 1], 1, 0.006330554839223623, 0')  m4_dnl features.16.conv.0.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c92', `QInt8', `336, 1, 3, 3', `mobilenet_v2_int8_c92', `0')  m4_dnl _packed_params
UC10_CONST(`c93', `Float', `336', `mobilenet_v2_int8_c93')  m4_dnl _packed_params
UC10_CALL(`v57', `QUInt8', `1, 336, 1, 1', `quantized_unpacked::conv2d_relu', `v56, c92, c93, [1, 1], [1, 1], [1, 1], 336, 0.003065499011427164, 0')  m4_dnl features.16.conv.1.0, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c94', `QInt8', `56, 336, 1, 1', `mobilenet_v2_int8_c94', `0')  m4_dnl _packed_params
UC10_CONST(`c95', `Float', `56', `mobilenet_v2_int8_c95')  m4_dnl _packed_params
UC10_CALL(`v58', `QUInt8', `1, 56, 1, 1', `quantized_unpacked::conv2d', `v57, c94, c95, [1, 1], [0, 0], [1, 1], 1, 0.017885960638523102, 157')  m4_dnl features.16.conv.2, mobilenetv2.py:30
UC10_CALL(`v59', `QUInt8', `1, 56, 1, 1', `quantized::add', `v55, v58, 0.019390342757105827, 151')  m4_dnl features.16, mobilenetv2.py:30
UC10_CONST_PER_CHANNEL(`c96', `QInt8', `336, 56, 1, 1', `mobilenet_v2_int8_c96', `0')  m4_dnl _packed_params
UC10_CONST(`c97', `Float', `336', `mobilenet_v2_int8_c97')  m4_dnl _packed_params
UC10_CALL(`v60', `QUInt8', `1, 336, 1, 1', `quantized_unpacked::conv2d_relu', `v59, c96, c97, [1, 1], [0, 0], [1, 1], 1, 0.011347383260726929, 0')  m4_dnl features.17.conv.0.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c98', `QInt8', `336, 1, 3, 3', `mobilenet_v2_int8_c98', `0')  m4_dnl _packed_params
UC10_CONST(`c99', `Float', `336', `mobilenet_v2_int8_c99')  m4_dnl _packed_params
UC10_CALL(`v61', `QUInt8', `1, 336, 1, 1', `quantized_unpacked::conv2d_relu', `v60, c98, c99, [1, 1], [1, 1], [1, 1], 336, 0.003023286582902074, 0')  m4_dnl features.17.conv.1.0, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c100', `QInt8', `112, 336, 1, 1', `mobilenet_v2_int8_c100', `0')  m4_dnl _packed_params
UC10_CONST(`c101', `Float', `112', `mobilenet_v2_int8_c101')  m4_dnl _packed_params
UC10_CALL(`v62', `QUInt8', `1, 112, 1, 1', `quantized_unpacked::conv2d', `v61, c100, c101, [1, 1], [0, 0], [1, 1], 1, 0.01218802947551012, 116')  m4_dnl features.17.conv.2, mobilenetv2.py:32
UC10_CONST_PER_CHANNEL(`c102', `QInt8', `1280, 112, 1, 1', `mobilenet_v2_int8_c102', `0')  m4_dnl _packed_params
UC10_CONST(`c103', `Float', `1280', `mobilenet_v2_int8_c103')  m4_dnl _packed_params
UC10_CALL(`v63', `QUInt8', `1, 1280, 1, 1', `quantized_unpacked::conv2d_relu', `v62, c102, c103, [1, 1], [0, 0], [1, 1], 1, 0.00645068846642971, 0')  m4_dnl features.18.0, mobilenetv2.py:166
UC10_CALL(`v64', `QUInt8', `1, 1280, 1, 1', `aten::adaptive_avg_pool2d', `v63, [1, 1]')  m4_dnl forward, mobilenetv2.py:168
UC10_CALL(`v65', `QUInt8', `1, 1280', `aten::flatten.using_ints', `v64, 1, -1')  m4_dnl forward, mobilenetv2.py:169
UC10_CONST_PER_CHANNEL(`c104', `QInt8', `10, 1280', `mobilenet_v2_int8_c104', `0')  m4_dnl _packed_params
UC10_CONST(`c105', `Float', `10', `mobilenet_v2_int8_c105')  m4_dnl _packed_params
UC10_CALL(`v66', `QUInt8', `1, 10', `quantized_unpacked::linear', `v65, c104, c105, 0.0014239898882806301, 126')  m4_dnl classifier.1, mobilenetv2.py:170
UC10_OUTPUT(`v66')
UC10_REFERENCE(`mobilenet_v2_int8_reference', `QUInt8', `1, 10', `0x1.754a58p-10', `126')
UC10_END_PROGRAM
