m4_dnl speech1d.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`speech1d', `speech1d_data.h')
UC10_INPUT(`x', `Float', `1, 10, 49', `speech1d_input_x')
UC10_CONST(`c0', `Float', `32, 10, 5', `speech1d_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `32', `speech1d_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 32, 25', `aten::_convolution', `x, c0, c1, [2], [2], [1], False, [0], 1, False, False, True, True')  m4_dnl body.0.0, zoo.py:87
UC10_CALL(`v2', `Float', `1, 32, 25', `aten::relu_', `v1')  m4_dnl body.0.2, zoo.py:87
UC10_CONST(`c2', `Float', `32, 1, 3', `speech1d_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `32', `speech1d_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v3', `Float', `1, 32, 25', `aten::_convolution', `v2, c2, c3, [1], [1], [1], False, [0], 32, False, False, True, True')  m4_dnl body.1.0, zoo.py:87
UC10_CALL(`v4', `Float', `1, 32, 25', `aten::relu_', `v3')  m4_dnl body.1.2, zoo.py:87
UC10_CONST(`c4', `Float', `32, 32, 1', `speech1d_c4')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c5', `Float', `32', `speech1d_c5')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v5', `Float', `1, 32, 25', `aten::_convolution', `v4, c4, c5, [1], [0], [1], False, [0], 1, False, False, True, True')  m4_dnl body.2.0, zoo.py:87
UC10_CALL(`v6', `Float', `1, 32, 25', `aten::relu_', `v5')  m4_dnl body.2.2, zoo.py:87
UC10_CONST(`c6', `Float', `32, 1, 3', `speech1d_c6')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c7', `Float', `32', `speech1d_c7')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v7', `Float', `1, 32, 25', `aten::_convolution', `v6, c6, c7, [1], [1], [1], False, [0], 32, False, False, True, True')  m4_dnl body.3.0, zoo.py:87
UC10_CALL(`v8', `Float', `1, 32, 25', `aten::relu_', `v7')  m4_dnl body.3.2, zoo.py:87
UC10_CONST(`c8', `Float', `32, 32, 1', `speech1d_c8')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c9', `Float', `32', `speech1d_c9')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v9', `Float', `1, 32, 25', `aten::_convolution', `v8, c8, c9, [1], [0], [1], False, [0], 1, False, False, True, True')  m4_dnl body.4.0, zoo.py:87
UC10_CALL(`v10', `Float', `1, 32, 25', `aten::relu_', `v9')  m4_dnl body.4.2, zoo.py:87
UC10_CONST(`c10', `Float', `32, 1, 3', `speech1d_c10')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c11', `Float', `32', `speech1d_c11')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v11', `Float', `1, 32, 25', `aten::_convolution', `v10, c10, c11, [1], [1], [1], False, [0], 32, False, False, True, True')  m4_dnl body.5.0, zoo.py:87
UC10_CALL(`v12', `Float', `1, 32, 25', `aten::relu_', `v11')  m4_dnl body.5.2, zoo.py:87
UC10_CONST(`c12', `Float', `32, 32, 1', `speech1d_c12')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c13', `Float', `32', `speech1d_c13')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v13', `Float', `1, 32, 25', `aten::_convolution', `v12, c12, c13, [1], [0], [1], False, [0], 1, False, False, True, True')  m4_dnl body.6.0, zoo.py:87
UC10_CALL(`v14', `Float', `1, 32, 25', `aten::relu_', `v13')  m4_dnl body.6.2, zoo.py:87
UC10_CALL(`v15', `Float', `1, 32, 1', `aten::adaptive_avg_pool1d', `v14, [1]')  m4_dnl pool, zoo.py:87
UC10_CALL(`v16', `Float', `1, 32', `aten::flatten.using_ints', `v15, 1, -1')  m4_dnl forward, zoo.py:87
UC10_CONST(`c14', `Float', `12, 32', `speech1d_c14')  m4_dnl weight
UC10_CONST(`c15', `Float', `12', `speech1d_c15')  m4_dnl bias
UC10_CALL(`v17', `Float', `1, 12', `aten::linear', `v16, c14, c15')  m4_dnl fc, zoo.py:87
UC10_OUTPUT(`v17')
UC10_REFERENCE(`speech1d_reference', `Float', `1, 12', `1e-4')
UC10_END_PROGRAM
