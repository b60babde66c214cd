m4_dnl mobilenet_v3.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`mobilenet_v3', `mobilenet_v3_data.h')
UC10_INPUT(`x', `Float', `1, 3, 32, 32', `mobilenet_v3_input_x')
UC10_CONST(`c0', `Float', `16, 3, 3, 3', `mobilenet_v3_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `16', `mobilenet_v3_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 16, 16, 16', `aten::_convolution', `x, c0, c1, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.0.0, mobilenetv3.py:210
UC10_CALL(`v2', `Float', `1, 16, 16, 16', `aten::hardswish_', `v1')  m4_dnl features.0.2, mobilenetv3.py:210
UC10_CONST(`c2', `Float', `16, 1, 3, 3', `mobilenet_v3_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `16', `mobilenet_v3_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v3', `Float', `1, 16, 8, 8', `aten::_convolution', `v2, c2, c3, [2, 2], [1, 1], [1, 1], False, [0, 0], 16, False, False, True, True')  m4_dnl features.1.block.0.0, mobilenetv3.py:111
UC10_CALL(`v4', `Float', `1, 16, 8, 8', `aten::relu_', `v3')  m4_dnl features.1.block.0.2, mobilenetv3.py:111
UC10_CALL(`v5', `Float', `1, 16, 1, 1', `aten::adaptive_avg_pool2d', `v4, [1, 1]')  m4_dnl features.1.block.1.avgpool, misc.py:252
UC10_CONST(`c4', `Float', `8, 16, 1, 1', `mobilenet_v3_c4')  m4_dnl weight
UC10_CONST(`c5', `Float', `8', `mobilenet_v3_c5')  m4_dnl bias
UC10_CALL(`v6', `Float', `1, 8, 1, 1', `aten::_convolution', `v5, c4, c5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.1.block.1.fc1, misc.py:253
UC10_CALL(`v7', `Float', `1, 8, 1, 1', `aten::relu', `v6')  m4_dnl features.1.block.1.activation, misc.py:254
UC10_CONST(`c6', `Float', `16, 8, 1, 1', `mobilenet_v3_c6')  m4_dnl weight
UC10_CONST(`c7', `Float', `16', `mobilenet_v3_c7')  m4_dnl bias
UC10_CALL(`v8', `Float', `1, 16, 1, 1', `aten::_convolution', `v7, c6, c7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.1.block.1.fc2, misc.py:255
UC10_CALL(`v9', `Float', `1, 16, 1, 1', `aten::hardsigmoid', `v8')  m4_dnl features.1.block.1.scale_activation, misc.py:256
UC10_CALL(`v10', `Float', `1, 16, 8, 8', `aten::mul.Tensor', `v9, v4')  m4_dnl features.1.block.1, misc.py:260
UC10_CONST(`c8', `Float', `16, 16, 1, 1', `mobilenet_v3_c8')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c9', `Float', `16', `mobilenet_v3_c9')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v11', `Float', `1, 16, 8, 8', `aten::_convolution', `v10, c8, c9, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.1.block.2.0, mobilenetv3.py:111
UC10_CONST(`c10', `Float', `72, 16, 1, 1', `mobilenet_v3_c10')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c11', `Float', `72', `mobilenet_v3_c11')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v12', `Float', `1, 72, 8, 8', `aten::_convolution', `v11, c10, c11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.2.block.0.0, mobilenetv3.py:111
UC10_CALL(`v13', `Float', `1, 72, 8, 8', `aten::relu_', `v12')  m4_dnl features.2.block.0.2, mobilenetv3.py:111
UC10_CONST(`c12', `Float', `72, 1, 3, 3', `mobilenet_v3_c12')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c13', `Float', `72', `mobilenet_v3_c13')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v14', `Float', `1, 72, 4, 4', `aten::_convolution', `v13, c12, c13, [2, 2], [1, 1], [1, 1], False, [0, 0], 72, False, False, True, True')  m4_dnl features.2.block.1.0, mobilenetv3.py:111
UC10_CALL(`v15', `Float', `1, 72, 4, 4', `aten::relu_', `v14')  m4_dnl features.2.block.1.2, mobilenetv3.py:111
UC10_CONST(`c14', `Float', `24, 72, 1, 1', `mobilenet_v3_c14')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c15', `Float', `24', `mobilenet_v3_c15')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v16', `Float', `1, 24, 4, 4', `aten::_convolution', `v15, c14, c15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.2.block.2.0, mobilenetv3.py:111
UC10_CONST(`c16', `Float', `88, 24, 1, 1', `mobilenet_v3_c16')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c17', `Float', `88', `mobilenet_v3_c17')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v17', `Float', `1, 88, 4, 4', `aten::_convolution', `v16, c16, c17, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.3.block.0.0, mobilenetv3.py:111
UC10_CALL(`v18', `Float', `1, 88, 4, 4', `aten::relu_', `v17')  m4_dnl features.3.block.0.2, mobilenetv3.py:111
UC10_CONST(`c18', `Float', `88, 1, 3, 3', `mobilenet_v3_c18')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c19', `Float', `88', `mobilenet_v3_c19')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v19', `Float', `1, 88, 4, 4', `aten::_convolution', `v18, c18, c19, [1, 1], [1, 1], [1, 1], False, [0, 0], 88, False, False, True, True')  m4_dnl features.3.block.1.0, mobilenetv3.py:111
UC10_CALL(`v20', `Float', `1, 88, 4, 4', `aten::relu_', `v19')  m4_dnl features.3.block.1.2, mobilenetv3.py:111
UC10_CONST(`c20', `Float', `24, 88, 1, 1', `mobilenet_v3_c20')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c21', `Float', `24', `mobilenet_v3_c21')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v21', `Float', `1, 24, 4, 4', `aten::_convolution', `v20, c20, c21, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.3.block.2.0, mobilenetv3.py:111
UC10_CALL(`v22', `Float', `1, 24, 4, 4', `aten::add_.Tensor', `v21, v16, 1')  m4_dnl features.3, mobilenetv3.py:113
UC10_CONST(`c22', `Float', `96, 24, 1, 1', `mobilenet_v3_c22')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c23', `Float', `96', `mobilenet_v3_c23')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v23', `Float', `1, 96, 4, 4', `aten::_convolution', `v22, c22, c23, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.4.block.0.0, mobilenetv3.py:111
UC10_CALL(`v24', `Float', `1, 96, 4, 4', `aten::hardswish_', `v23')  m4_dnl features.4.block.0.2, mobilenetv3.py:111
UC10_CONST(`c24', `Float', `96, 1, 5, 5', `mobilenet_v3_c24')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c25', `Float', `96', `mobilenet_v3_c25')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v25', `Float', `1, 96, 2, 2', `aten::_convolution', `v24, c24, c25, [2, 2], [2, 2], [1, 1], False, [0, 0], 96, False, False, True, True')  m4_dnl features.4.block.1.0, mobilenetv3.py:111
UC10_CALL(`v26', `Float', `1, 96, 2, 2', `aten::hardswish_', `v25')  m4_dnl features.4.block.1.2, mobilenetv3.py:111
UC10_CALL(`v27', `Float', `1, 96, 1, 1', `aten::adaptive_avg_pool2d', `v26, [1, 1]')  m4_dnl features.4.block.2.avgpool, misc.py:252
UC10_CONST(`c26', `Float', `24, 96, 1, 1', `mobilenet_v3_c26')  m4_dnl weight
UC10_CONST(`c27', `Float', `24', `mobilenet_v3_c27')  m4_dnl bias
UC10_CALL(`v28', `Float', `1, 24, 1, 1', `aten::_convolution', `v27, c26, c27, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.4.block.2.fc1, misc.py:253
UC10_CALL(`v29', `Float', `1, 24, 1, 1', `aten::relu', `v28')  m4_dnl features.4.block.2.activation, misc.py:254
UC10_CONST(`c28', `Float', `96, 24, 1, 1', `mobilenet_v3_c28')  m4_dnl weight
UC10_CONST(`c29', `Float', `96', `mobilenet_v3_c29')  m4_dnl bias
UC10_CALL(`v30', `Float', `1, 96, 1, 1', `aten::_convolution', `v29, c28, c29, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.4.block.2.fc2, misc.py:255
UC10_CALL(`v31', `Float', `1, 96, 1, 1', `aten::hardsigmoid', `v30')  m4_dnl features.4.block.2.scale_activation, misc.py:256
UC10_CALL(`v32', `Float', `1, 96, 2, 2', `aten::mul.Tensor', `v31, v26')  m4_dnl features.4.block.2, misc.py:260
UC10_CONST(`c30', `Float', `40, 96, 1, 1', `mobilenet_v3_c30')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c31', `Float', `40', `mobilenet_v3_c31')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v33', `Float', `1, 40, 2, 2', `aten::_convolution', `v32, c30, c31, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.4.block.3.0, mobilenetv3.py:111
UC10_CONST(`c32', `Float', `240, 40, 1, 1', `mobilenet_v3_c32')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c33', `Float', `240', `mobilenet_v3_c33')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v34', `Float', `1, 240, 2, 2', `aten::_convolution', `v33, c32, c33, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.5.block.0.0, mobilenetv3.py:111
UC10_CALL(`v35', `Float', `1, 240, 2, 2', `aten::hardswish_', `v34')  m4_dnl features.5.block.0.2, mobilenetv3.py:111
UC10_CONST(`c34', `Float', `240, 1, 5, 5', `mobilenet_v3_c34')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c35', `Float', `240', `mobilenet_v3_c35')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v36', `Float', `1, 240, 2, 2', `aten::_convolution', `v35, c34, c35, [1, 1], [2, 2], [1, 1], False, [0, 0], 240, False, False, True, True')  m4_dnl features.5.block.1.0, mobilenetv3.py:111
UC10_CALL(`v37', `Float', `1, 240, 2, 2', `aten::hardswish_', `v36')  m4_dnl features.5.block.1.2, mobilenetv3.py:111
UC10_CALL(`v38', `Float', `1, 240, 1, 1', `aten::adaptive_avg_pool2d', `v37, [1, 1]')  m4_dnl features.5.block.2.avgpool, misc.py:252
UC10_CONST(`c36', `Float', `64, 240, 1, 1', `mobilenet_v3_c36')  m4_dnl weight
UC10_CONST(`c37', `Float', `64', `mobilenet_v3_c37')  m4_dnl bias
UC10_CALL(`v39', `Float', `1, 64, 1, 1', `aten::_convolution', `v38, c36, c37, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.5.block.2.fc1, misc.py:253
UC10_CALL(`v40', `Float', `1, 64, 1, 1', `aten::relu', `v39')  m4_dnl features.5.block.2.activation, misc.py:254
UC10_CONST(`c38', `Float', `240, 64, 1, 1', `mobilenet_v3_c38')  m4_dnl weight
UC10_CONST(`c39', `Float', `240', `mobilenet_v3_c39')  m4_dnl bias
UC10_CALL(`v41', `Float', `1, 240, 1, 1', `aten::_convolution', `v40, c38, c39, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.5.block.2.fc2, misc.py:255
UC10_CALL(`v42', `Float', `1, 240, 1, 1', `aten::hardsigmoid', `v41')  m4_dnl features.5.block.2.scale_activation, misc.py:256
UC10_CALL(`v43', `Float', `1, 240, 2, 2', `aten::mul.Tensor', `v42, v37')  m4_dnl features.5.block.2, misc.py:260
UC10_CONST(`c40', `Float', `40, 240, 1, 1', `mobilenet_v3_c40')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c41', `Float', `40', `mobilenet_v3_c41')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v44', `Float', `1, 40, 2, 2', `aten::_convolution', `v43, c40, c41, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.5.block.3.0, mobilenetv3.py:111
UC10_CALL(`v45', `Float', `1, 40, 2, 2', `aten::add_.Tensor', `v44, v33, 1')  m4_dnl features.5, mobilenetv3.py:113
UC10_CONST(`c42', `Float', `120, 40, 1, 1', `mobilenet_v3_c42')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c43', `Float', `120', `mobilenet_v3_c43')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v46', `Float', `1, 120, 2, 2', `aten::_convolution', `v45, c42, c43, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.6.block.0.0, mobilenetv3.py:111
UC10_CALL(`v47', `Float', `1, 120, 2, 2', `aten::hardswish_', `v46')  m4_dnl features.6.block.0.2, mobilenetv3.py:111
UC10_CONST(`c44', `Float', `120, 1, 5, 5', `mobilenet_v3_c44')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c45', `Float', `120', `mobilenet_v3_c45')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v48', `Float', `1, 120, 2, 2', `aten::_convolution', `v47, c44, c45, [1, 1], [2, 2], [1, 1], False, [0, 0], 120, False, False, True, True')  m4_dnl features.6.block.1.0, mobilenetv3.py:111
UC10_CALL(`v49', `Float', `1, 120, 2, 2', `aten::hardswish_', `v48')  m4_dnl features.6.block.1.2, mobilenetv3.py:111
UC10_CALL(`v50', `Float', `1, 120, 1, 1', `aten::adaptive_avg_pool2d', `v49, [1, 1]')  m4_dnl features.6.block.2.avgpool, misc.py:252
UC10_CONST(`c46', `Float', `32, 120, 1, 1', `mobilenet_v3_c46')  m4_dnl weight
UC10_CONST(`c47', `Float', `32', `mobilenet_v3_c47')  m4_dnl bias
UC10_CALL(`v51', `Float', `1, 32, 1, 1', `aten::_convolution', `v50, c46, c47, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.6.block.2.fc1, misc.py:253
UC10_CALL(`v52', `Float', `1, 32, 1, 1', `aten::relu', `v51')  m4_dnl features.6.block.2.activation, misc.py:254
UC10_CONST(`c48', `Float', `120, 32, 1, 1', `mobilenet_v3_c48')  m4_dnl weight
UC10_CONST(`c49', `Float', `120', `mobilenet_v3_c49')  m4_dnl bias
UC10_CALL(`v53', `Float', `1, 120, 1, 1', `aten::_convolution', `v52, c48, c49, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.6.block.2.fc2, misc.py:255
UC10_CALL(`v54', `Float', `1, 120, 1, 1', `aten::hardsigmoid', `v53')  m4_dnl features.6.block.2.scale_activation, misc.py:256
UC10_CALL(`v55', `Float', `1, 120, 2, 2', `aten::mul.Tensor', `v54, v49')  m4_dnl features.6.block.2, misc.py:260
UC10_CONST(`c50', `Float', `48, 120, 1, 1', `mobilenet_v3_c50')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c51', `Float', `48', `mobilenet_v3_c51')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v56', `Float', `1, 48, 2, 2', `aten::_convolution', `v55, c50, c51, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.6.block.3.0, mobilenetv3.py:111
UC10_CONST(`c52', `Float', `288, 48, 1, 1', `mobilenet_v3_c52')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c53', `Float', `288', `mobilenet_v3_c53')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v57', `Float', `1, 288, 2, 2', `aten::_convolution', `v56, c52, c53, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.7.0, mobilenetv3.py:210
UC10_CALL(`v58', `Float', `1, 288, 2, 2', `aten::hardswish_', `v57')  m4_dnl features.7.2, mobilenetv3.py:210
UC10_CALL(`v59', `Float', `1, 288, 1, 1', `aten::adaptive_avg_pool2d', `v58, [1, 1]')  m4_dnl avgpool, mobilenetv3.py:212
UC10_CALL(`v60', `Float', `1, 288', `aten::flatten.using_ints', `v59, 1, -1')  m4_dnl forward, mobilenetv3.py:213
UC10_CONST(`c54', `Float', `128, 288', `mobilenet_v3_c54')  m4_dnl weight
UC10_CONST(`c55', `Float', `128', `mobilenet_v3_c55')  m4_dnl bias
UC10_CALL(`v61', `Float', `1, 128', `aten::linear', `v60, c54, c55')  m4_dnl classifier.0, mobilenetv3.py:215
UC10_CALL(`v62', `Float', `1, 128', `aten::hardswish_', `v61')  m4_dnl classifier.1, mobilenetv3.py:215
UC10_CALL(`v63', `Float', `1, 128', `aten::dropout_', `v62, 0.2, False')  m4_dnl classifier.2, mobilenetv3.py:215
UC10_CONST(`c56', `Float', `10, 128', `mobilenet_v3_c56')  m4_dnl weight
UC10_CONST(`c57', `Float', `10', `mobilenet_v3_c57')  m4_dnl bias
UC10_CALL(`v64', `Float', `1, 10', `aten::linear', `v63, c56, c57')  m4_dnl classifier.3, mobilenetv3.py:215
UC10_OUTPUT(`v64')
UC10_REFERENCE(`mobilenet_v3_reference', `Float', `1, 10', `1e-4')
UC10_END_PROGRAM
