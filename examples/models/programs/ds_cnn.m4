m4_dnl ds_cnn.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`ds_cnn', `ds_cnn_data.h')
UC10_INPUT(`x', `Float', `1, 1, 49, 10', `ds_cnn_input_x')
UC10_CONST(`c0', `Float', `64, 1, 10, 4', `ds_cnn_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `64', `ds_cnn_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 64, 25, 5', `aten::_convolution', `x, c0, c1, [2, 2], [5, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl conv1.0, models.py:58
UC10_CALL(`v2', `Float', `1, 64, 25, 5', `aten::relu', `v1')  m4_dnl conv1.2, models.py:58
UC10_CALL(`v3', `Float', `1, 64, 25, 5', `aten::dropout', `v2, 0.2, False')  m4_dnl drop1, models.py:58
UC10_CONST(`c2', `Float', `64, 1, 3, 3', `ds_cnn_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `64', `ds_cnn_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v4', `Float', `1, 64, 25, 5', `aten::_convolution', `v3, c2, c3, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl blocks.0.0, models.py:59
UC10_CALL(`v5', `Float', `1, 64, 25, 5', `aten::relu', `v4')  m4_dnl blocks.0.2, models.py:59
UC10_CONST(`c4', `Float', `64, 64, 1, 1', `ds_cnn_c4')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c5', `Float', `64', `ds_cnn_c5')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v6', `Float', `1, 64, 25, 5', `aten::_convolution', `v5, c4, c5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl blocks.1.0, models.py:59
UC10_CALL(`v7', `Float', `1, 64, 25, 5', `aten::relu', `v6')  m4_dnl blocks.1.2, models.py:59
UC10_CONST(`c6', `Float', `64, 1, 3, 3', `ds_cnn_c6')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c7', `Float', `64', `ds_cnn_c7')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v8', `Float', `1, 64, 25, 5', `aten::_convolution', `v7, c6, c7, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl blocks.2.0, models.py:59
UC10_CALL(`v9', `Float', `1, 64, 25, 5', `aten::relu', `v8')  m4_dnl blocks.2.2, models.py:59
UC10_CONST(`c8', `Float', `64, 64, 1, 1', `ds_cnn_c8')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c9', `Float', `64', `ds_cnn_c9')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v10', `Float', `1, 64, 25, 5', `aten::_convolution', `v9, c8, c9, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl blocks.3.0, models.py:59
UC10_CALL(`v11', `Float', `1, 64, 25, 5', `aten::relu', `v10')  m4_dnl blocks.3.2, models.py:59
UC10_CONST(`c10', `Float', `64, 1, 3, 3', `ds_cnn_c10')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c11', `Float', `64', `ds_cnn_c11')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v12', `Float', `1, 64, 25, 5', `aten::_convolution', `v11, c10, c11, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl blocks.4.0, models.py:59
UC10_CALL(`v13', `Float', `1, 64, 25, 5', `aten::relu', `v12')  m4_dnl blocks.4.2, models.py:59
UC10_CONST(`c12', `Float', `64, 64, 1, 1', `ds_cnn_c12')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c13', `Float', `64', `ds_cnn_c13')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v14', `Float', `1, 64, 25, 5', `aten::_convolution', `v13, c12, c13, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl blocks.5.0, models.py:59
UC10_CALL(`v15', `Float', `1, 64, 25, 5', `aten::relu', `v14')  m4_dnl blocks.5.2, models.py:59
UC10_CONST(`c14', `Float', `64, 1, 3, 3', `ds_cnn_c14')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c15', `Float', `64', `ds_cnn_c15')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v16', `Float', `1, 64, 25, 5', `aten::_convolution', `v15, c14, c15, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl blocks.6.0, models.py:59
UC10_CALL(`v17', `Float', `1, 64, 25, 5', `aten::relu', `v16')  m4_dnl blocks.6.2, models.py:59
UC10_CONST(`c16', `Float', `64, 64, 1, 1', `ds_cnn_c16')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c17', `Float', `64', `ds_cnn_c17')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v18', `Float', `1, 64, 25, 5', `aten::_convolution', `v17, c16, c17, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl blocks.7.0, models.py:59
UC10_CALL(`v19', `Float', `1, 64, 25, 5', `aten::relu', `v18')  m4_dnl blocks.7.2, models.py:59
UC10_CALL(`v20', `Float', `1, 64, 25, 5', `aten::dropout', `v19, 0.4, False')  m4_dnl drop2, models.py:59
UC10_CALL(`v21', `Float', `1, 64, 1, 1', `aten::avg_pool2d', `v20, [25, 5], [25, 5], [0, 0], False, True, None')  m4_dnl pool, models.py:60
UC10_CALL(`v22', `Float', `1, 64', `aten::flatten.using_ints', `v21, 1, -1')  m4_dnl forward, models.py:61
UC10_CONST(`c18', `Float', `12, 64', `ds_cnn_c18')  m4_dnl weight
UC10_CONST(`c19', `Float', `12', `ds_cnn_c19')  m4_dnl bias
UC10_CALL(`v23', `Float', `1, 12', `aten::linear', `v22, c18, c19')  m4_dnl fc, models.py:61
UC10_OUTPUT(`v23')
UC10_REFERENCE(`ds_cnn_reference', `Float', `1, 12', `1e-4')
UC10_END_PROGRAM
