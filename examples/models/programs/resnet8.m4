m4_dnl resnet8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`resnet8', `resnet8_data.h')
UC10_INPUT(`x', `Float', `1, 3, 32, 32', `resnet8_input_x')
UC10_CONST(`c0', `Float', `16, 3, 3, 3', `resnet8_c0')  m4_dnl weight
UC10_CALL(`v1', `Float', `1, 16, 32, 32', `aten::_convolution', `x, c0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stem/stem.0, models.py:120
UC10_CONST(`c1', `Float', `16', `resnet8_c1')  m4_dnl weight
UC10_CONST(`c2', `Float', `16', `resnet8_c2')  m4_dnl bias
UC10_CONST(`c3', `Float', `16', `resnet8_c3')  m4_dnl running_mean
UC10_CONST(`c4', `Float', `16', `resnet8_c4')  m4_dnl running_var
UC10_CALL(`v2', `Float', `1, 16, 32, 32', `aten::batch_norm', `v1, c1, c2, c3, c4, False, 0.1, 1e-05, True')  m4_dnl stem/stem.1, models.py:120
UC10_CALL(`v3', `Float', `1, 16, 32, 32', `aten::relu', `v2')  m4_dnl stem/stem.2, models.py:120
UC10_CONST(`c5', `Float', `16, 16, 3, 3', `resnet8_c5')  m4_dnl weight
UC10_CALL(`v4', `Float', `1, 16, 32, 32', `aten::_convolution', `v3, c5, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack1/stack1.conv1/stack1.conv1.0, models.py:102
UC10_CONST(`c6', `Float', `16', `resnet8_c6')  m4_dnl weight
UC10_CONST(`c7', `Float', `16', `resnet8_c7')  m4_dnl bias
UC10_CONST(`c8', `Float', `16', `resnet8_c8')  m4_dnl running_mean
UC10_CONST(`c9', `Float', `16', `resnet8_c9')  m4_dnl running_var
UC10_CALL(`v5', `Float', `1, 16, 32, 32', `aten::batch_norm', `v4, c6, c7, c8, c9, False, 0.1, 1e-05, True')  m4_dnl stack1/stack1.conv1/stack1.conv1.1, models.py:102
UC10_CALL(`v6', `Float', `1, 16, 32, 32', `aten::relu', `v5')  m4_dnl stack1/stack1.conv1/stack1.conv1.2, models.py:102
UC10_CONST(`c10', `Float', `16, 16, 3, 3', `resnet8_c10')  m4_dnl weight
UC10_CALL(`v7', `Float', `1, 16, 32, 32', `aten::_convolution', `v6, c10, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack1/stack1.conv2/stack1.conv2.0, models.py:102
UC10_CONST(`c11', `Float', `16', `resnet8_c11')  m4_dnl weight
UC10_CONST(`c12', `Float', `16', `resnet8_c12')  m4_dnl bias
UC10_CONST(`c13', `Float', `16', `resnet8_c13')  m4_dnl running_mean
UC10_CONST(`c14', `Float', `16', `resnet8_c14')  m4_dnl running_var
UC10_CALL(`v8', `Float', `1, 16, 32, 32', `aten::batch_norm', `v7, c11, c12, c13, c14, False, 0.1, 1e-05, True')  m4_dnl stack1/stack1.conv2/stack1.conv2.1, models.py:102
UC10_CALL(`v9', `Float', `1, 16, 32, 32', `aten::add.Tensor', `v8, v3, 1')  m4_dnl stack1, models.py:104
UC10_CALL(`v10', `Float', `1, 16, 32, 32', `aten::relu', `v9')  m4_dnl stack1/stack1.relu, models.py:104
UC10_CONST(`c15', `Float', `32, 16, 3, 3', `resnet8_c15')  m4_dnl weight
UC10_CALL(`v11', `Float', `1, 32, 16, 16', `aten::_convolution', `v10, c15, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack2/stack2.conv1/stack2.conv1.0, models.py:102
UC10_CONST(`c16', `Float', `32', `resnet8_c16')  m4_dnl weight
UC10_CONST(`c17', `Float', `32', `resnet8_c17')  m4_dnl bias
UC10_CONST(`c18', `Float', `32', `resnet8_c18')  m4_dnl running_mean
UC10_CONST(`c19', `Float', `32', `resnet8_c19')  m4_dnl running_var
UC10_CALL(`v12', `Float', `1, 32, 16, 16', `aten::batch_norm', `v11, c16, c17, c18, c19, False, 0.1, 1e-05, True')  m4_dnl stack2/stack2.conv1/stack2.conv1.1, models.py:102
UC10_CALL(`v13', `Float', `1, 32, 16, 16', `aten::relu', `v12')  m4_dnl stack2/stack2.conv1/stack2.conv1.2, models.py:102
UC10_CONST(`c20', `Float', `32, 32, 3, 3', `resnet8_c20')  m4_dnl weight
UC10_CALL(`v14', `Float', `1, 32, 16, 16', `aten::_convolution', `v13, c20, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack2/stack2.conv2/stack2.conv2.0, models.py:102
UC10_CONST(`c21', `Float', `32', `resnet8_c21')  m4_dnl weight
UC10_CONST(`c22', `Float', `32', `resnet8_c22')  m4_dnl bias
UC10_CONST(`c23', `Float', `32', `resnet8_c23')  m4_dnl running_mean
UC10_CONST(`c24', `Float', `32', `resnet8_c24')  m4_dnl running_var
UC10_CALL(`v15', `Float', `1, 32, 16, 16', `aten::batch_norm', `v14, c21, c22, c23, c24, False, 0.1, 1e-05, True')  m4_dnl stack2/stack2.conv2/stack2.conv2.1, models.py:102
UC10_CONST(`c25', `Float', `32, 16, 1, 1', `resnet8_c25')  m4_dnl weight
UC10_CONST(`c26', `Float', `32', `resnet8_c26')  m4_dnl bias
UC10_CALL(`v16', `Float', `1, 32, 16, 16', `aten::_convolution', `v10, c25, c26, [2, 2], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack2/stack2.shortcut, models.py:103
UC10_CALL(`v17', `Float', `1, 32, 16, 16', `aten::add.Tensor', `v15, v16, 1')  m4_dnl stack2, models.py:104
UC10_CALL(`v18', `Float', `1, 32, 16, 16', `aten::relu', `v17')  m4_dnl stack2/stack2.relu, models.py:104
UC10_CONST(`c27', `Float', `64, 32, 3, 3', `resnet8_c27')  m4_dnl weight
UC10_CALL(`v19', `Float', `1, 64, 8, 8', `aten::_convolution', `v18, c27, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack3/stack3.conv1/stack3.conv1.0, models.py:102
UC10_CONST(`c28', `Float', `64', `resnet8_c28')  m4_dnl weight
UC10_CONST(`c29', `Float', `64', `resnet8_c29')  m4_dnl bias
UC10_CONST(`c30', `Float', `64', `resnet8_c30')  m4_dnl running_mean
UC10_CONST(`c31', `Float', `64', `resnet8_c31')  m4_dnl running_var
UC10_CALL(`v20', `Float', `1, 64, 8, 8', `aten::batch_norm', `v19, c28, c29, c30, c31, False, 0.1, 1e-05, True')  m4_dnl stack3/stack3.conv1/stack3.conv1.1, models.py:102
UC10_CALL(`v21', `Float', `1, 64, 8, 8', `aten::relu', `v20')  m4_dnl stack3/stack3.conv1/stack3.conv1.2, models.py:102
UC10_CONST(`c32', `Float', `64, 64, 3, 3', `resnet8_c32')  m4_dnl weight
UC10_CALL(`v22', `Float', `1, 64, 8, 8', `aten::_convolution', `v21, c32, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack3/stack3.conv2/stack3.conv2.0, models.py:102
UC10_CONST(`c33', `Float', `64', `resnet8_c33')  m4_dnl weight
UC10_CONST(`c34', `Float', `64', `resnet8_c34')  m4_dnl bias
UC10_CONST(`c35', `Float', `64', `resnet8_c35')  m4_dnl running_mean
UC10_CONST(`c36', `Float', `64', `resnet8_c36')  m4_dnl running_var
UC10_CALL(`v23', `Float', `1, 64, 8, 8', `aten::batch_norm', `v22, c33, c34, c35, c36, False, 0.1, 1e-05, True')  m4_dnl stack3/stack3.conv2/stack3.conv2.1, models.py:102
UC10_CONST(`c37', `Float', `64, 32, 1, 1', `resnet8_c37')  m4_dnl weight
UC10_CONST(`c38', `Float', `64', `resnet8_c38')  m4_dnl bias
UC10_CALL(`v24', `Float', `1, 64, 8, 8', `aten::_convolution', `v18, c37, c38, [2, 2], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl stack3/stack3.shortcut, models.py:103
UC10_CALL(`v25', `Float', `1, 64, 8, 8', `aten::add.Tensor', `v23, v24, 1')  m4_dnl stack3, models.py:104
UC10_CALL(`v26', `Float', `1, 64, 8, 8', `aten::relu', `v25')  m4_dnl stack3/stack3.relu, models.py:104
UC10_CALL(`v27', `Float', `1, 64, 1, 1', `aten::avg_pool2d', `v26, [8, 8], [8, 8], [0, 0], False, True, None')  m4_dnl pool, models.py:121
UC10_CALL(`v28', `Float', `1, 64', `aten::flatten.using_ints', `v27, 1, -1')  m4_dnl forward, models.py:121
UC10_CONST(`c39', `Float', `10, 64', `resnet8_c39')  m4_dnl weight
UC10_CONST(`c40', `Float', `10', `resnet8_c40')  m4_dnl bias
UC10_CALL(`v29', `Float', `1, 10', `aten::linear', `v28, c39, c40')  m4_dnl fc, models.py:121
UC10_OUTPUT(`v29')
UC10_REFERENCE(`resnet8_reference', `Float', `1, 10', `1e-4')
UC10_END_PROGRAM
