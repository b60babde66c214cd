m4_dnl resnet8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`resnet8', `resnet8_data.h')
UC10_INPUT(`x', `Float', `1, 3, 32, 32', `resnet8_input_x')
UC10_CONST(`c0', `Float', `16, 3, 3, 3', `resnet8_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `16', `resnet8_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 16, 32, 32', `aten::_convolution', `x, c0, c1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stem.0, models.py:123
UC10_CALL(`v2', `Float', `1, 16, 32, 32', `aten::relu', `v1')  m4_dnl stem.2, models.py:123
UC10_CONST(`c2', `Float', `16, 16, 3, 3', `resnet8_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `16', `resnet8_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v3', `Float', `1, 16, 32, 32', `aten::_convolution', `v2, c2, c3, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack1.conv1.0, models.py:105
UC10_CALL(`v4', `Float', `1, 16, 32, 32', `aten::relu', `v3')  m4_dnl stack1.conv1.2, models.py:105
UC10_CONST(`c4', `Float', `16, 16, 3, 3', `resnet8_c4')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c5', `Float', `16', `resnet8_c5')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v5', `Float', `1, 16, 32, 32', `aten::_convolution', `v4, c4, c5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack1.conv2.0, models.py:105
UC10_CALL(`v6', `Float', `1, 16, 32, 32', `aten::add.Tensor', `v5, v2, 1')  m4_dnl stack1, models.py:107
UC10_CALL(`v7', `Float', `1, 16, 32, 32', `aten::relu', `v6')  m4_dnl stack1.relu, models.py:107
UC10_CONST(`c6', `Float', `32, 16, 3, 3', `resnet8_c6')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c7', `Float', `32', `resnet8_c7')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v8', `Float', `1, 32, 16, 16', `aten::_convolution', `v7, c6, c7, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack2.conv1.0, models.py:105
UC10_CALL(`v9', `Float', `1, 32, 16, 16', `aten::relu', `v8')  m4_dnl stack2.conv1.2, models.py:105
UC10_CONST(`c8', `Float', `32, 32, 3, 3', `resnet8_c8')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c9', `Float', `32', `resnet8_c9')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v10', `Float', `1, 32, 16, 16', `aten::_convolution', `v9, c8, c9, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack2.conv2.0, models.py:105
UC10_CONST(`c10', `Float', `32, 16, 1, 1', `resnet8_c10')  m4_dnl weight
UC10_CONST(`c11', `Float', `32', `resnet8_c11')  m4_dnl bias
UC10_CALL(`v11', `Float', `1, 32, 16, 16', `aten::_convolution', `v7, c10, c11, [2, 2], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack2.shortcut, models.py:106
UC10_CALL(`v12', `Float', `1, 32, 16, 16', `aten::add.Tensor', `v10, v11, 1')  m4_dnl stack2, models.py:107
UC10_CALL(`v13', `Float', `1, 32, 16, 16', `aten::relu', `v12')  m4_dnl stack2.relu, models.py:107
UC10_CONST(`c12', `Float', `64, 32, 3, 3', `resnet8_c12')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c13', `Float', `64', `resnet8_c13')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v14', `Float', `1, 64, 8, 8', `aten::_convolution', `v13, c12, c13, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack3.conv1.0, models.py:105
UC10_CALL(`v15', `Float', `1, 64, 8, 8', `aten::relu', `v14')  m4_dnl stack3.conv1.2, models.py:105
UC10_CONST(`c14', `Float', `64, 64, 3, 3', `resnet8_c14')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c15', `Float', `64', `resnet8_c15')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v16', `Float', `1, 64, 8, 8', `aten::_convolution', `v15, c14, c15, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack3.conv2.0, models.py:105
UC10_CONST(`c16', `Float', `64, 32, 1, 1', `resnet8_c16')  m4_dnl weight
UC10_CONST(`c17', `Float', `64', `resnet8_c17')  m4_dnl bias
UC10_CALL(`v17', `Float', `1, 64, 8, 8', `aten::_convolution', `v13, c16, c17, [2, 2], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack3.shortcut, models.py:106
UC10_CALL(`v18', `Float', `1, 64, 8, 8', `aten::add.Tensor', `v16, v17, 1')  m4_dnl stack3, models.py:107
UC10_CALL(`v19', `Float', `1, 64, 8, 8', `aten::relu', `v18')  m4_dnl stack3.relu, models.py:107
UC10_CALL(`v20', `Float', `1, 64, 1, 1', `aten::avg_pool2d', `v19, [8, 8], [8, 8], [0, 0], False, True, None')  m4_dnl pool, models.py:124
UC10_CALL(`v21', `Float', `1, 64', `aten::flatten.using_ints', `v20, 1, -1')  m4_dnl forward, models.py:124
UC10_CONST(`c18', `Float', `10, 64', `resnet8_c18')  m4_dnl weight
UC10_CONST(`c19', `Float', `10', `resnet8_c19')  m4_dnl bias
UC10_CALL(`v22', `Float', `1, 10', `aten::linear', `v21, c18, c19')  m4_dnl fc, models.py:124
UC10_OUTPUT(`v22')
UC10_REFERENCE(`resnet8_reference', `Float', `1, 10', `1e-4')
UC10_END_PROGRAM
