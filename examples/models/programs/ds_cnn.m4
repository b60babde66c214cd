m4_dnl ds_cnn.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`ds_cnn', `ds_cnn_data.h')
UC10_INPUT(`x', `Float', `1, 1, 49, 10', `ds_cnn_input_x')
UC10_CONST(`c0', `Float', `64, 1, 10, 4', `ds_cnn_c0')  m4_dnl weight
UC10_CONST(`c1', `Float', `64', `ds_cnn_c1')  m4_dnl bias
UC10_CALL(`v1', `Float', `1, 64, 25, 5', `aten::_convolution', `x, c0, c1, [2, 2], [5, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl conv1/conv1.0, models.py:55
UC10_CONST(`c2', `Float', `64', `ds_cnn_c2')  m4_dnl weight
UC10_CONST(`c3', `Float', `64', `ds_cnn_c3')  m4_dnl bias
UC10_CONST(`c4', `Float', `64', `ds_cnn_c4')  m4_dnl running_mean
UC10_CONST(`c5', `Float', `64', `ds_cnn_c5')  m4_dnl running_var
UC10_CALL(`v2', `Float', `1, 64, 25, 5', `aten::batch_norm', `v1, c2, c3, c4, c5, False, 0.1, 1e-05, True')  m4_dnl conv1/conv1.1, models.py:55
UC10_CALL(`v3', `Float', `1, 64, 25, 5', `aten::relu', `v2')  m4_dnl conv1/conv1.2, models.py:55
UC10_CALL(`v4', `Float', `1, 64, 25, 5', `aten::dropout', `v3, 0.2, False')  m4_dnl drop1, models.py:55
UC10_CONST(`c6', `Float', `64, 1, 3, 3', `ds_cnn_c6')  m4_dnl weight
UC10_CALL(`v5', `Float', `1, 64, 25, 5', `aten::_convolution', `v4, c6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl blocks/blocks.0/blocks.0.0, models.py:56
UC10_CONST(`c7', `Float', `64', `ds_cnn_c7')  m4_dnl weight
UC10_CONST(`c8', `Float', `64', `ds_cnn_c8')  m4_dnl bias
UC10_CONST(`c9', `Float', `64', `ds_cnn_c9')  m4_dnl running_mean
UC10_CONST(`c10', `Float', `64', `ds_cnn_c10')  m4_dnl running_var
UC10_CALL(`v6', `Float', `1, 64, 25, 5', `aten::batch_norm', `v5, c7, c8, c9, c10, False, 0.1, 1e-05, True')  m4_dnl blocks/blocks.0/blocks.0.1, models.py:56
UC10_CALL(`v7', `Float', `1, 64, 25, 5', `aten::relu', `v6')  m4_dnl blocks/blocks.0/blocks.0.2, models.py:56
UC10_CONST(`c11', `Float', `64, 64, 1, 1', `ds_cnn_c11')  m4_dnl weight
UC10_CALL(`v8', `Float', `1, 64, 25, 5', `aten::_convolution', `v7, c11, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl blocks/blocks.1/blocks.1.0, models.py:56
UC10_CONST(`c12', `Float', `64', `ds_cnn_c12')  m4_dnl weight
UC10_CONST(`c13', `Float', `64', `ds_cnn_c13')  m4_dnl bias
UC10_CONST(`c14', `Float', `64', `ds_cnn_c14')  m4_dnl running_mean
UC10_CONST(`c15', `Float', `64', `ds_cnn_c15')  m4_dnl running_var
UC10_CALL(`v9', `Float', `1, 64, 25, 5', `aten::batch_norm', `v8, c12, c13, c14, c15, False, 0.1, 1e-05, True')  m4_dnl blocks/blocks.1/blocks.1.1, models.py:56
UC10_CALL(`v10', `Float', `1, 64, 25, 5', `aten::relu', `v9')  m4_dnl blocks/blocks.1/blocks.1.2, models.py:56
UC10_CONST(`c16', `Float', `64, 1, 3, 3', `ds_cnn_c16')  m4_dnl weight
UC10_CALL(`v11', `Float', `1, 64, 25, 5', `aten::_convolution', `v10, c16, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl blocks/blocks.2/blocks.2.0, models.py:56
UC10_CONST(`c17', `Float', `64', `ds_cnn_c17')  m4_dnl weight
UC10_CONST(`c18', `Float', `64', `ds_cnn_c18')  m4_dnl bias
UC10_CONST(`c19', `Float', `64', `ds_cnn_c19')  m4_dnl running_mean
UC10_CONST(`c20', `Float', `64', `ds_cnn_c20')  m4_dnl running_var
UC10_CALL(`v12', `Float', `1, 64, 25, 5', `aten::batch_norm', `v11, c17, c18, c19, c20, False, 0.1, 1e-05, True')  m4_dnl blocks/blocks.2/blocks.2.1, models.py:56
UC10_CALL(`v13', `Float', `1, 64, 25, 5', `aten::relu', `v12')  m4_dnl blocks/blocks.2/blocks.2.2, models.py:56
UC10_CONST(`c21', `Float', `64, 64, 1, 1', `ds_cnn_c21')  m4_dnl weight
UC10_CALL(`v14', `Float', `1, 64, 25, 5', `aten::_convolution', `v13, c21, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl blocks/blocks.3/blocks.3.0, models.py:56
UC10_CONST(`c22', `Float', `64', `ds_cnn_c22')  m4_dnl weight
UC10_CONST(`c23', `Float', `64', `ds_cnn_c23')  m4_dnl bias
UC10_CONST(`c24', `Float', `64', `ds_cnn_c24')  m4_dnl running_mean
UC10_CONST(`c25', `Float', `64', `ds_cnn_c25')  m4_dnl running_var
UC10_CALL(`v15', `Float', `1, 64, 25, 5', `aten::batch_norm', `v14, c22, c23, c24, c25, False, 0.1, 1e-05, True')  m4_dnl blocks/blocks.3/blocks.3.1, models.py:56
UC10_CALL(`v16', `Float', `1, 64, 25, 5', `aten::relu', `v15')  m4_dnl blocks/blocks.3/blocks.3.2, models.py:56
UC10_CONST(`c26', `Float', `64, 1, 3, 3', `ds_cnn_c26')  m4_dnl weight
UC10_CALL(`v17', `Float', `1, 64, 25, 5', `aten::_convolution', `v16, c26, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl blocks/blocks.4/blocks.4.0, models.py:56
UC10_CONST(`c27', `Float', `64', `ds_cnn_c27')  m4_dnl weight
UC10_CONST(`c28', `Float', `64', `ds_cnn_c28')  m4_dnl bias
UC10_CONST(`c29', `Float', `64', `ds_cnn_c29')  m4_dnl running_mean
UC10_CONST(`c30', `Float', `64', `ds_cnn_c30')  m4_dnl running_var
UC10_CALL(`v18', `Float', `1, 64, 25, 5', `aten::batch_norm', `v17, c27, c28, c29, c30, False, 0.1, 1e-05, True')  m4_dnl blocks/blocks.4/blocks.4.1, models.py:56
UC10_CALL(`v19', `Float', `1, 64, 25, 5', `aten::relu', `v18')  m4_dnl blocks/blocks.4/blocks.4.2, models.py:56
UC10_CONST(`c31', `Float', `64, 64, 1, 1', `ds_cnn_c31')  m4_dnl weight
UC10_CALL(`v20', `Float', `1, 64, 25, 5', `aten::_convolution', `v19, c31, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl blocks/blocks.5/blocks.5.0, models.py:56
UC10_CONST(`c32', `Float', `64', `ds_cnn_c32')  m4_dnl weight
UC10_CONST(`c33', `Float', `64', `ds_cnn_c33')  m4_dnl bias
UC10_CONST(`c34', `Float', `64', `ds_cnn_c34')  m4_dnl running_mean
UC10_CONST(`c35', `Float', `64', `ds_cnn_c35')  m4_dnl running_var
UC10_CALL(`v21', `Float', `1, 64, 25, 5', `aten::batch_norm', `v20, c32, c33, c34, c35, False, 0.1, 1e-05, True')  m4_dnl blocks/blocks.5/blocks.5.1, models.py:56
UC10_CALL(`v22', `Float', `1, 64, 25, 5', `aten::relu', `v21')  m4_dnl blocks/blocks.5/blocks.5.2, models.py:56
UC10_CONST(`c36', `Float', `64, 1, 3, 3', `ds_cnn_c36')  m4_dnl weight
UC10_CALL(`v23', `Float', `1, 64, 25, 5', `aten::_convolution', `v22, c36, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl blocks/blocks.6/blocks.6.0, models.py:56
UC10_CONST(`c37', `Float', `64', `ds_cnn_c37')  m4_dnl weight
UC10_CONST(`c38', `Float', `64', `ds_cnn_c38')  m4_dnl bias
UC10_CONST(`c39', `Float', `64', `ds_cnn_c39')  m4_dnl running_mean
UC10_CONST(`c40', `Float', `64', `ds_cnn_c40')  m4_dnl running_var
UC10_CALL(`v24', `Float', `1, 64, 25, 5', `aten::batch_norm', `v23, c37, c38, c39, c40, False, 0.1, 1e-05, True')  m4_dnl blocks/blocks.6/blocks.6.1, models.py:56
UC10_CALL(`v25', `Float', `1, 64, 25, 5', `aten::relu', `v24')  m4_dnl blocks/blocks.6/blocks.6.2, models.py:56
UC10_CONST(`c41', `Float', `64, 64, 1, 1', `ds_cnn_c41')  m4_dnl weight
UC10_CALL(`v26', `Float', `1, 64, 25, 5', `aten::_convolution', `v25, c41, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl blocks/blocks.7/blocks.7.0, models.py:56
UC10_CONST(`c42', `Float', `64', `ds_cnn_c42')  m4_dnl weight
UC10_CONST(`c43', `Float', `64', `ds_cnn_c43')  m4_dnl bias
UC10_CONST(`c44', `Float', `64', `ds_cnn_c44')  m4_dnl running_mean
UC10_CONST(`c45', `Float', `64', `ds_cnn_c45')  m4_dnl running_var
UC10_CALL(`v27', `Float', `1, 64, 25, 5', `aten::batch_norm', `v26, c42, c43, c44, c45, False, 0.1, 1e-05, True')  m4_dnl blocks/blocks.7/blocks.7.1, models.py:56
UC10_CALL(`v28', `Float', `1, 64, 25, 5', `aten::relu', `v27')  m4_dnl blocks/blocks.7/blocks.7.2, models.py:56
UC10_CALL(`v29', `Float', `1, 64, 25, 5', `aten::dropout', `v28, 0.4, False')  m4_dnl drop2, models.py:56
UC10_CALL(`v30', `Float', `1, 64, 1, 1', `aten::avg_pool2d', `v29, [25, 5], [25, 5], [0, 0], False, True, None')  m4_dnl pool, models.py:57
UC10_CALL(`v31', `Float', `1, 64', `aten::flatten.using_ints', `v30, 1, -1')  m4_dnl forward, models.py:58
UC10_CONST(`c46', `Float', `12, 64', `ds_cnn_c46')  m4_dnl weight
UC10_CONST(`c47', `Float', `12', `ds_cnn_c47')  m4_dnl bias
UC10_CALL(`v32', `Float', `1, 12', `aten::linear', `v31, c46, c47')  m4_dnl fc, models.py:58
UC10_OUTPUT(`v32')
UC10_REFERENCE(`ds_cnn_reference', `Float', `1, 12', `1e-4')
UC10_END_PROGRAM
