m4_dnl mobilenet_v1.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`mobilenet_v1', `mobilenet_v1_data.h')
UC10_INPUT(`x', `Float', `1, 3, 96, 96', `mobilenet_v1_input_x')
UC10_CONST(`c0', `Float', `8, 3, 3, 3', `mobilenet_v1_c0')  m4_dnl weight
UC10_CALL(`v1', `Float', `1, 8, 48, 48', `aten::_convolution', `x, c0, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.0/features.0.0, models.py:84
UC10_CONST(`c1', `Float', `8', `mobilenet_v1_c1')  m4_dnl weight
UC10_CONST(`c2', `Float', `8', `mobilenet_v1_c2')  m4_dnl bias
UC10_CONST(`c3', `Float', `8', `mobilenet_v1_c3')  m4_dnl running_mean
UC10_CONST(`c4', `Float', `8', `mobilenet_v1_c4')  m4_dnl running_var
UC10_CALL(`v2', `Float', `1, 8, 48, 48', `aten::batch_norm', `v1, c1, c2, c3, c4, False, 0.1, 1e-05, True')  m4_dnl features/features.0/features.0.1, models.py:84
UC10_CALL(`v3', `Float', `1, 8, 48, 48', `aten::hardtanh', `v2, 0.0, 6.0')  m4_dnl features/features.0/features.0.2, models.py:84
UC10_CONST(`c5', `Float', `8, 1, 3, 3', `mobilenet_v1_c5')  m4_dnl weight
UC10_CALL(`v4', `Float', `1, 8, 48, 48', `aten::_convolution', `v3, c5, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 8, False, False, True, True')  m4_dnl features/features.1/features.1.0, models.py:84
UC10_CONST(`c6', `Float', `8', `mobilenet_v1_c6')  m4_dnl weight
UC10_CONST(`c7', `Float', `8', `mobilenet_v1_c7')  m4_dnl bias
UC10_CONST(`c8', `Float', `8', `mobilenet_v1_c8')  m4_dnl running_mean
UC10_CONST(`c9', `Float', `8', `mobilenet_v1_c9')  m4_dnl running_var
UC10_CALL(`v5', `Float', `1, 8, 48, 48', `aten::batch_norm', `v4, c6, c7, c8, c9, False, 0.1, 1e-05, True')  m4_dnl features/features.1/features.1.1, models.py:84
UC10_CALL(`v6', `Float', `1, 8, 48, 48', `aten::hardtanh', `v5, 0.0, 6.0')  m4_dnl features/features.1/features.1.2, models.py:84
UC10_CONST(`c10', `Float', `16, 8, 1, 1', `mobilenet_v1_c10')  m4_dnl weight
UC10_CALL(`v7', `Float', `1, 16, 48, 48', `aten::_convolution', `v6, c10, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.2/features.2.0, models.py:84
UC10_CONST(`c11', `Float', `16', `mobilenet_v1_c11')  m4_dnl weight
UC10_CONST(`c12', `Float', `16', `mobilenet_v1_c12')  m4_dnl bias
UC10_CONST(`c13', `Float', `16', `mobilenet_v1_c13')  m4_dnl running_mean
UC10_CONST(`c14', `Float', `16', `mobilenet_v1_c14')  m4_dnl running_var
UC10_CALL(`v8', `Float', `1, 16, 48, 48', `aten::batch_norm', `v7, c11, c12, c13, c14, False, 0.1, 1e-05, True')  m4_dnl features/features.2/features.2.1, models.py:84
UC10_CALL(`v9', `Float', `1, 16, 48, 48', `aten::hardtanh', `v8, 0.0, 6.0')  m4_dnl features/features.2/features.2.2, models.py:84
UC10_CONST(`c15', `Float', `16, 1, 3, 3', `mobilenet_v1_c15')  m4_dnl weight
UC10_CALL(`v10', `Float', `1, 16, 24, 24', `aten::_convolution', `v9, c15, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 16, False, False, True, True')  m4_dnl features/features.3/features.3.0, models.py:84
UC10_CONST(`c16', `Float', `16', `mobilenet_v1_c16')  m4_dnl weight
UC10_CONST(`c17', `Float', `16', `mobilenet_v1_c17')  m4_dnl bias
UC10_CONST(`c18', `Float', `16', `mobilenet_v1_c18')  m4_dnl running_mean
UC10_CONST(`c19', `Float', `16', `mobilenet_v1_c19')  m4_dnl running_var
UC10_CALL(`v11', `Float', `1, 16, 24, 24', `aten::batch_norm', `v10, c16, c17, c18, c19, False, 0.1, 1e-05, True')  m4_dnl features/features.3/features.3.1, models.py:84
UC10_CALL(`v12', `Float', `1, 16, 24, 24', `aten::hardtanh', `v11, 0.0, 6.0')  m4_dnl features/features.3/features.3.2, models.py:84
UC10_CONST(`c20', `Float', `32, 16, 1, 1', `mobilenet_v1_c20')  m4_dnl weight
UC10_CALL(`v13', `Float', `1, 32, 24, 24', `aten::_convolution', `v12, c20, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.4/features.4.0, models.py:84
UC10_CONST(`c21', `Float', `32', `mobilenet_v1_c21')  m4_dnl weight
UC10_CONST(`c22', `Float', `32', `mobilenet_v1_c22')  m4_dnl bias
UC10_CONST(`c23', `Float', `32', `mobilenet_v1_c23')  m4_dnl running_mean
UC10_CONST(`c24', `Float', `32', `mobilenet_v1_c24')  m4_dnl running_var
UC10_CALL(`v14', `Float', `1, 32, 24, 24', `aten::batch_norm', `v13, c21, c22, c23, c24, False, 0.1, 1e-05, True')  m4_dnl features/features.4/features.4.1, models.py:84
UC10_CALL(`v15', `Float', `1, 32, 24, 24', `aten::hardtanh', `v14, 0.0, 6.0')  m4_dnl features/features.4/features.4.2, models.py:84
UC10_CONST(`c25', `Float', `32, 1, 3, 3', `mobilenet_v1_c25')  m4_dnl weight
UC10_CALL(`v16', `Float', `1, 32, 24, 24', `aten::_convolution', `v15, c25, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 32, False, False, True, True')  m4_dnl features/features.5/features.5.0, models.py:84
UC10_CONST(`c26', `Float', `32', `mobilenet_v1_c26')  m4_dnl weight
UC10_CONST(`c27', `Float', `32', `mobilenet_v1_c27')  m4_dnl bias
UC10_CONST(`c28', `Float', `32', `mobilenet_v1_c28')  m4_dnl running_mean
UC10_CONST(`c29', `Float', `32', `mobilenet_v1_c29')  m4_dnl running_var
UC10_CALL(`v17', `Float', `1, 32, 24, 24', `aten::batch_norm', `v16, c26, c27, c28, c29, False, 0.1, 1e-05, True')  m4_dnl features/features.5/features.5.1, models.py:84
UC10_CALL(`v18', `Float', `1, 32, 24, 24', `aten::hardtanh', `v17, 0.0, 6.0')  m4_dnl features/features.5/features.5.2, models.py:84
UC10_CONST(`c30', `Float', `32, 32, 1, 1', `mobilenet_v1_c30')  m4_dnl weight
UC10_CALL(`v19', `Float', `1, 32, 24, 24', `aten::_convolution', `v18, c30, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.6/features.6.0, models.py:84
UC10_CONST(`c31', `Float', `32', `mobilenet_v1_c31')  m4_dnl weight
UC10_CONST(`c32', `Float', `32', `mobilenet_v1_c32')  m4_dnl bias
UC10_CONST(`c33', `Float', `32', `mobilenet_v1_c33')  m4_dnl running_mean
UC10_CONST(`c34', `Float', `32', `mobilenet_v1_c34')  m4_dnl running_var
UC10_CALL(`v20', `Float', `1, 32, 24, 24', `aten::batch_norm', `v19, c31, c32, c33, c34, False, 0.1, 1e-05, True')  m4_dnl features/features.6/features.6.1, models.py:84
UC10_CALL(`v21', `Float', `1, 32, 24, 24', `aten::hardtanh', `v20, 0.0, 6.0')  m4_dnl features/features.6/features.6.2, models.py:84
UC10_CONST(`c35', `Float', `32, 1, 3, 3', `mobilenet_v1_c35')  m4_dnl weight
UC10_CALL(`v22', `Float', `1, 32, 12, 12', `aten::_convolution', `v21, c35, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 32, False, False, True, True')  m4_dnl features/features.7/features.7.0, models.py:84
UC10_CONST(`c36', `Float', `32', `mobilenet_v1_c36')  m4_dnl weight
UC10_CONST(`c37', `Float', `32', `mobilenet_v1_c37')  m4_dnl bias
UC10_CONST(`c38', `Float', `32', `mobilenet_v1_c38')  m4_dnl running_mean
UC10_CONST(`c39', `Float', `32', `mobilenet_v1_c39')  m4_dnl running_var
UC10_CALL(`v23', `Float', `1, 32, 12, 12', `aten::batch_norm', `v22, c36, c37, c38, c39, False, 0.1, 1e-05, True')  m4_dnl features/features.7/features.7.1, models.py:84
UC10_CALL(`v24', `Float', `1, 32, 12, 12', `aten::hardtanh', `v23, 0.0, 6.0')  m4_dnl features/features.7/features.7.2, models.py:84
UC10_CONST(`c40', `Float', `64, 32, 1, 1', `mobilenet_v1_c40')  m4_dnl weight
UC10_CALL(`v25', `Float', `1, 64, 12, 12', `aten::_convolution', `v24, c40, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.8/features.8.0, models.py:84
UC10_CONST(`c41', `Float', `64', `mobilenet_v1_c41')  m4_dnl weight
UC10_CONST(`c42', `Float', `64', `mobilenet_v1_c42')  m4_dnl bias
UC10_CONST(`c43', `Float', `64', `mobilenet_v1_c43')  m4_dnl running_mean
UC10_CONST(`c44', `Float', `64', `mobilenet_v1_c44')  m4_dnl running_var
UC10_CALL(`v26', `Float', `1, 64, 12, 12', `aten::batch_norm', `v25, c41, c42, c43, c44, False, 0.1, 1e-05, True')  m4_dnl features/features.8/features.8.1, models.py:84
UC10_CALL(`v27', `Float', `1, 64, 12, 12', `aten::hardtanh', `v26, 0.0, 6.0')  m4_dnl features/features.8/features.8.2, models.py:84
UC10_CONST(`c45', `Float', `64, 1, 3, 3', `mobilenet_v1_c45')  m4_dnl weight
UC10_CALL(`v28', `Float', `1, 64, 12, 12', `aten::_convolution', `v27, c45, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl features/features.9/features.9.0, models.py:84
UC10_CONST(`c46', `Float', `64', `mobilenet_v1_c46')  m4_dnl weight
UC10_CONST(`c47', `Float', `64', `mobilenet_v1_c47')  m4_dnl bias
UC10_CONST(`c48', `Float', `64', `mobilenet_v1_c48')  m4_dnl running_mean
UC10_CONST(`c49', `Float', `64', `mobilenet_v1_c49')  m4_dnl running_var
UC10_CALL(`v29', `Float', `1, 64, 12, 12', `aten::batch_norm', `v28, c46, c47, c48, c49, False, 0.1, 1e-05, True')  m4_dnl features/features.9/features.9.1, models.py:84
UC10_CALL(`v30', `Float', `1, 64, 12, 12', `aten::hardtanh', `v29, 0.0, 6.0')  m4_dnl features/features.9/features.9.2, models.py:84
UC10_CONST(`c50', `Float', `64, 64, 1, 1', `mobilenet_v1_c50')  m4_dnl weight
UC10_CALL(`v31', `Float', `1, 64, 12, 12', `aten::_convolution', `v30, c50, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.10/features.10.0, models.py:84
UC10_CONST(`c51', `Float', `64', `mobilenet_v1_c51')  m4_dnl weight
UC10_CONST(`c52', `Float', `64', `mobilenet_v1_c52')  m4_dnl bias
UC10_CONST(`c53', `Float', `64', `mobilenet_v1_c53')  m4_dnl running_mean
UC10_CONST(`c54', `Float', `64', `mobilenet_v1_c54')  m4_dnl running_var
UC10_CALL(`v32', `Float', `1, 64, 12, 12', `aten::batch_norm', `v31, c51, c52, c53, c54, False, 0.1, 1e-05, True')  m4_dnl features/features.10/features.10.1, models.py:84
UC10_CALL(`v33', `Float', `1, 64, 12, 12', `aten::hardtanh', `v32, 0.0, 6.0')  m4_dnl features/features.10/features.10.2, models.py:84
UC10_CONST(`c55', `Float', `64, 1, 3, 3', `mobilenet_v1_c55')  m4_dnl weight
UC10_CALL(`v34', `Float', `1, 64, 6, 6', `aten::_convolution', `v33, c55, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl features/features.11/features.11.0, models.py:84
UC10_CONST(`c56', `Float', `64', `mobilenet_v1_c56')  m4_dnl weight
UC10_CONST(`c57', `Float', `64', `mobilenet_v1_c57')  m4_dnl bias
UC10_CONST(`c58', `Float', `64', `mobilenet_v1_c58')  m4_dnl running_mean
UC10_CONST(`c59', `Float', `64', `mobilenet_v1_c59')  m4_dnl running_var
UC10_CALL(`v35', `Float', `1, 64, 6, 6', `aten::batch_norm', `v34, c56, c57, c58, c59, False, 0.1, 1e-05, True')  m4_dnl features/features.11/features.11.1, models.py:84
UC10_CALL(`v36', `Float', `1, 64, 6, 6', `aten::hardtanh', `v35, 0.0, 6.0')  m4_dnl features/features.11/features.11.2, models.py:84
UC10_CONST(`c60', `Float', `128, 64, 1, 1', `mobilenet_v1_c60')  m4_dnl weight
UC10_CALL(`v37', `Float', `1, 128, 6, 6', `aten::_convolution', `v36, c60, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.12/features.12.0, models.py:84
UC10_CONST(`c61', `Float', `128', `mobilenet_v1_c61')  m4_dnl weight
UC10_CONST(`c62', `Float', `128', `mobilenet_v1_c62')  m4_dnl bias
UC10_CONST(`c63', `Float', `128', `mobilenet_v1_c63')  m4_dnl running_mean
UC10_CONST(`c64', `Float', `128', `mobilenet_v1_c64')  m4_dnl running_var
UC10_CALL(`v38', `Float', `1, 128, 6, 6', `aten::batch_norm', `v37, c61, c62, c63, c64, False, 0.1, 1e-05, True')  m4_dnl features/features.12/features.12.1, models.py:84
UC10_CALL(`v39', `Float', `1, 128, 6, 6', `aten::hardtanh', `v38, 0.0, 6.0')  m4_dnl features/features.12/features.12.2, models.py:84
UC10_CONST(`c65', `Float', `128, 1, 3, 3', `mobilenet_v1_c65')  m4_dnl weight
UC10_CALL(`v40', `Float', `1, 128, 6, 6', `aten::_convolution', `v39, c65, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features/features.13/features.13.0, models.py:84
UC10_CONST(`c66', `Float', `128', `mobilenet_v1_c66')  m4_dnl weight
UC10_CONST(`c67', `Float', `128', `mobilenet_v1_c67')  m4_dnl bias
UC10_CONST(`c68', `Float', `128', `mobilenet_v1_c68')  m4_dnl running_mean
UC10_CONST(`c69', `Float', `128', `mobilenet_v1_c69')  m4_dnl running_var
UC10_CALL(`v41', `Float', `1, 128, 6, 6', `aten::batch_norm', `v40, c66, c67, c68, c69, False, 0.1, 1e-05, True')  m4_dnl features/features.13/features.13.1, models.py:84
UC10_CALL(`v42', `Float', `1, 128, 6, 6', `aten::hardtanh', `v41, 0.0, 6.0')  m4_dnl features/features.13/features.13.2, models.py:84
UC10_CONST(`c70', `Float', `128, 128, 1, 1', `mobilenet_v1_c70')  m4_dnl weight
UC10_CALL(`v43', `Float', `1, 128, 6, 6', `aten::_convolution', `v42, c70, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.14/features.14.0, models.py:84
UC10_CONST(`c71', `Float', `128', `mobilenet_v1_c71')  m4_dnl weight
UC10_CONST(`c72', `Float', `128', `mobilenet_v1_c72')  m4_dnl bias
UC10_CONST(`c73', `Float', `128', `mobilenet_v1_c73')  m4_dnl running_mean
UC10_CONST(`c74', `Float', `128', `mobilenet_v1_c74')  m4_dnl running_var
UC10_CALL(`v44', `Float', `1, 128, 6, 6', `aten::batch_norm', `v43, c71, c72, c73, c74, False, 0.1, 1e-05, True')  m4_dnl features/features.14/features.14.1, models.py:84
UC10_CALL(`v45', `Float', `1, 128, 6, 6', `aten::hardtanh', `v44, 0.0, 6.0')  m4_dnl features/features.14/features.14.2, models.py:84
UC10_CONST(`c75', `Float', `128, 1, 3, 3', `mobilenet_v1_c75')  m4_dnl weight
UC10_CALL(`v46', `Float', `1, 128, 6, 6', `aten::_convolution', `v45, c75, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features/features.15/features.15.0, models.py:84
UC10_CONST(`c76', `Float', `128', `mobilenet_v1_c76')  m4_dnl weight
UC10_CONST(`c77', `Float', `128', `mobilenet_v1_c77')  m4_dnl bias
UC10_CONST(`c78', `Float', `128', `mobilenet_v1_c78')  m4_dnl running_mean
UC10_CONST(`c79', `Float', `128', `mobilenet_v1_c79')  m4_dnl running_var
UC10_CALL(`v47', `Float', `1, 128, 6, 6', `aten::batch_norm', `v46, c76, c77, c78, c79, False, 0.1, 1e-05, True')  m4_dnl features/features.15/features.15.1, models.py:84
UC10_CALL(`v48', `Float', `1, 128, 6, 6', `aten::hardtanh', `v47, 0.0, 6.0')  m4_dnl features/features.15/features.15.2, models.py:84
UC10_CONST(`c80', `Float', `128, 128, 1, 1', `mobilenet_v1_c80')  m4_dnl weight
UC10_CALL(`v49', `Float', `1, 128, 6, 6', `aten::_convolution', `v48, c80, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.16/features.16.0, models.py:84
UC10_CONST(`c81', `Float', `128', `mobilenet_v1_c81')  m4_dnl weight
UC10_CONST(`c82', `Float', `128', `mobilenet_v1_c82')  m4_dnl bias
UC10_CONST(`c83', `Float', `128', `mobilenet_v1_c83')  m4_dnl running_mean
UC10_CONST(`c84', `Float', `128', `mobilenet_v1_c84')  m4_dnl running_var
UC10_CALL(`v50', `Float', `1, 128, 6, 6', `aten::batch_norm', `v49, c81, c82, c83, c84, False, 0.1, 1e-05, True')  m4_dnl features/features.16/features.16.1, models.py:84
UC10_CALL(`v51', `Float', `1, 128, 6, 6', `aten::hardtanh', `v50, 0.0, 6.0')  m4_dnl features/features.16/features.16.2, models.py:84
UC10_CONST(`c85', `Float', `128, 1, 3, 3', `mobilenet_v1_c85')  m4_dnl weight
UC10_CALL(`v52', `Float', `1, 128, 6, 6', `aten::_convolution', `v51, c85, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features/features.17/features.17.0, models.py:84
UC10_CONST(`c86', `Float', `128', `mobilenet_v1_c86')  m4_dnl weight
UC10_CONST(`c87', `Float', `128', `mobilenet_v1_c87')  m4_dnl bias
UC10_CONST(`c88', `Float', `128', `mobilenet_v1_c88')  m4_dnl running_mean
UC10_CONST(`c89', `Float', `128', `mobilenet_v1_c89')  m4_dnl running_var
UC10_CALL(`v53', `Float', `1, 128, 6, 6', `aten::batch_norm', `v52, c86, c87, c88, c89, False, 0.1, 1e-05, True')  m4_dnl features/features.17/features.17.1, models.py:84
UC10_CALL(`v54', `Float', `1, 128, 6, 6', `aten::hardtanh', `v53, 0.0, 6.0')  m4_dnl features/features.17/features.17.2, models.py:84
UC10_CONST(`c90', `Float', `128, 128, 1, 1', `mobilenet_v1_c90')  m4_dnl weight
UC10_CALL(`v55', `Float', `1, 128, 6, 6', `aten::_convolution', `v54, c90, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.18/features.18.0, models.py:84
UC10_CONST(`c91', `Float', `128', `mobilenet_v1_c91')  m4_dnl weight
UC10_CONST(`c92', `Float', `128', `mobilenet_v1_c92')  m4_dnl bias
UC10_CONST(`c93', `Float', `128', `mobilenet_v1_c93')  m4_dnl running_mean
UC10_CONST(`c94', `Float', `128', `mobilenet_v1_c94')  m4_dnl running_var
UC10_CALL(`v56', `Float', `1, 128, 6, 6', `aten::batch_norm', `v55, c91, c92, c93, c94, False, 0.1, 1e-05, True')  m4_dnl features/features.18/features.18.1, models.py:84
UC10_CALL(`v57', `Float', `1, 128, 6, 6', `aten::hardtanh', `v56, 0.0, 6.0')  m4_dnl features/features.18/features.18.2, models.py:84
UC10_CONST(`c95', `Float', `128, 1, 3, 3', `mobilenet_v1_c95')  m4_dnl weight
UC10_CALL(`v58', `Float', `1, 128, 6, 6', `aten::_convolution', `v57, c95, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features/features.19/features.19.0, models.py:84
UC10_CONST(`c96', `Float', `128', `mobilenet_v1_c96')  m4_dnl weight
UC10_CONST(`c97', `Float', `128', `mobilenet_v1_c97')  m4_dnl bias
UC10_CONST(`c98', `Float', `128', `mobilenet_v1_c98')  m4_dnl running_mean
UC10_CONST(`c99', `Float', `128', `mobilenet_v1_c99')  m4_dnl running_var
UC10_CALL(`v59', `Float', `1, 128, 6, 6', `aten::batch_norm', `v58, c96, c97, c98, c99, False, 0.1, 1e-05, True')  m4_dnl features/features.19/features.19.1, models.py:84
UC10_CALL(`v60', `Float', `1, 128, 6, 6', `aten::hardtanh', `v59, 0.0, 6.0')  m4_dnl features/features.19/features.19.2, models.py:84
UC10_CONST(`c100', `Float', `128, 128, 1, 1', `mobilenet_v1_c100')  m4_dnl weight
UC10_CALL(`v61', `Float', `1, 128, 6, 6', `aten::_convolution', `v60, c100, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.20/features.20.0, models.py:84
UC10_CONST(`c101', `Float', `128', `mobilenet_v1_c101')  m4_dnl weight
UC10_CONST(`c102', `Float', `128', `mobilenet_v1_c102')  m4_dnl bias
UC10_CONST(`c103', `Float', `128', `mobilenet_v1_c103')  m4_dnl running_mean
UC10_CONST(`c104', `Float', `128', `mobilenet_v1_c104')  m4_dnl running_var
UC10_CALL(`v62', `Float', `1, 128, 6, 6', `aten::batch_norm', `v61, c101, c102, c103, c104, False, 0.1, 1e-05, True')  m4_dnl features/features.20/features.20.1, models.py:84
UC10_CALL(`v63', `Float', `1, 128, 6, 6', `aten::hardtanh', `v62, 0.0, 6.0')  m4_dnl features/features.20/features.20.2, models.py:84
UC10_CONST(`c105', `Float', `128, 1, 3, 3', `mobilenet_v1_c105')  m4_dnl weight
UC10_CALL(`v64', `Float', `1, 128, 6, 6', `aten::_convolution', `v63, c105, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features/features.21/features.21.0, models.py:84
UC10_CONST(`c106', `Float', `128', `mobilenet_v1_c106')  m4_dnl weight
UC10_CONST(`c107', `Float', `128', `mobilenet_v1_c107')  m4_dnl bias
UC10_CONST(`c108', `Float', `128', `mobilenet_v1_c108')  m4_dnl running_mean
UC10_CONST(`c109', `Float', `128', `mobilenet_v1_c109')  m4_dnl running_var
UC10_CALL(`v65', `Float', `1, 128, 6, 6', `aten::batch_norm', `v64, c106, c107, c108, c109, False, 0.1, 1e-05, True')  m4_dnl features/features.21/features.21.1, models.py:84
UC10_CALL(`v66', `Float', `1, 128, 6, 6', `aten::hardtanh', `v65, 0.0, 6.0')  m4_dnl features/features.21/features.21.2, models.py:84
UC10_CONST(`c110', `Float', `128, 128, 1, 1', `mobilenet_v1_c110')  m4_dnl weight
UC10_CALL(`v67', `Float', `1, 128, 6, 6', `aten::_convolution', `v66, c110, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.22/features.22.0, models.py:84
UC10_CONST(`c111', `Float', `128', `mobilenet_v1_c111')  m4_dnl weight
UC10_CONST(`c112', `Float', `128', `mobilenet_v1_c112')  m4_dnl bias
UC10_CONST(`c113', `Float', `128', `mobilenet_v1_c113')  m4_dnl running_mean
UC10_CONST(`c114', `Float', `128', `mobilenet_v1_c114')  m4_dnl running_var
UC10_CALL(`v68', `Float', `1, 128, 6, 6', `aten::batch_norm', `v67, c111, c112, c113, c114, False, 0.1, 1e-05, True')  m4_dnl features/features.22/features.22.1, models.py:84
UC10_CALL(`v69', `Float', `1, 128, 6, 6', `aten::hardtanh', `v68, 0.0, 6.0')  m4_dnl features/features.22/features.22.2, models.py:84
UC10_CONST(`c115', `Float', `128, 1, 3, 3', `mobilenet_v1_c115')  m4_dnl weight
UC10_CALL(`v70', `Float', `1, 128, 3, 3', `aten::_convolution', `v69, c115, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features/features.23/features.23.0, models.py:84
UC10_CONST(`c116', `Float', `128', `mobilenet_v1_c116')  m4_dnl weight
UC10_CONST(`c117', `Float', `128', `mobilenet_v1_c117')  m4_dnl bias
UC10_CONST(`c118', `Float', `128', `mobilenet_v1_c118')  m4_dnl running_mean
UC10_CONST(`c119', `Float', `128', `mobilenet_v1_c119')  m4_dnl running_var
UC10_CALL(`v71', `Float', `1, 128, 3, 3', `aten::batch_norm', `v70, c116, c117, c118, c119, False, 0.1, 1e-05, True')  m4_dnl features/features.23/features.23.1, models.py:84
UC10_CALL(`v72', `Float', `1, 128, 3, 3', `aten::hardtanh', `v71, 0.0, 6.0')  m4_dnl features/features.23/features.23.2, models.py:84
UC10_CONST(`c120', `Float', `256, 128, 1, 1', `mobilenet_v1_c120')  m4_dnl weight
UC10_CALL(`v73', `Float', `1, 256, 3, 3', `aten::_convolution', `v72, c120, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.24/features.24.0, models.py:84
UC10_CONST(`c121', `Float', `256', `mobilenet_v1_c121')  m4_dnl weight
UC10_CONST(`c122', `Float', `256', `mobilenet_v1_c122')  m4_dnl bias
UC10_CONST(`c123', `Float', `256', `mobilenet_v1_c123')  m4_dnl running_mean
UC10_CONST(`c124', `Float', `256', `mobilenet_v1_c124')  m4_dnl running_var
UC10_CALL(`v74', `Float', `1, 256, 3, 3', `aten::batch_norm', `v73, c121, c122, c123, c124, False, 0.1, 1e-05, True')  m4_dnl features/features.24/features.24.1, models.py:84
UC10_CALL(`v75', `Float', `1, 256, 3, 3', `aten::hardtanh', `v74, 0.0, 6.0')  m4_dnl features/features.24/features.24.2, models.py:84
UC10_CONST(`c125', `Float', `256, 1, 3, 3', `mobilenet_v1_c125')  m4_dnl weight
UC10_CALL(`v76', `Float', `1, 256, 3, 3', `aten::_convolution', `v75, c125, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 256, False, False, True, True')  m4_dnl features/features.25/features.25.0, models.py:84
UC10_CONST(`c126', `Float', `256', `mobilenet_v1_c126')  m4_dnl weight
UC10_CONST(`c127', `Float', `256', `mobilenet_v1_c127')  m4_dnl bias
UC10_CONST(`c128', `Float', `256', `mobilenet_v1_c128')  m4_dnl running_mean
UC10_CONST(`c129', `Float', `256', `mobilenet_v1_c129')  m4_dnl running_var
UC10_CALL(`v77', `Float', `1, 256, 3, 3', `aten::batch_norm', `v76, c126, c127, c128, c129, False, 0.1, 1e-05, True')  m4_dnl features/features.25/features.25.1, models.py:84
UC10_CALL(`v78', `Float', `1, 256, 3, 3', `aten::hardtanh', `v77, 0.0, 6.0')  m4_dnl features/features.25/features.25.2, models.py:84
UC10_CONST(`c130', `Float', `256, 256, 1, 1', `mobilenet_v1_c130')  m4_dnl weight
UC10_CALL(`v79', `Float', `1, 256, 3, 3', `aten::_convolution', `v78, c130, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features/features.26/features.26.0, models.py:84
UC10_CONST(`c131', `Float', `256', `mobilenet_v1_c131')  m4_dnl weight
UC10_CONST(`c132', `Float', `256', `mobilenet_v1_c132')  m4_dnl bias
UC10_CONST(`c133', `Float', `256', `mobilenet_v1_c133')  m4_dnl running_mean
UC10_CONST(`c134', `Float', `256', `mobilenet_v1_c134')  m4_dnl running_var
UC10_CALL(`v80', `Float', `1, 256, 3, 3', `aten::batch_norm', `v79, c131, c132, c133, c134, False, 0.1, 1e-05, True')  m4_dnl features/features.26/features.26.1, models.py:84
UC10_CALL(`v81', `Float', `1, 256, 3, 3', `aten::hardtanh', `v80, 0.0, 6.0')  m4_dnl features/features.26/features.26.2, models.py:84
UC10_CALL(`v82', `Float', `1, 256, 1, 1', `aten::adaptive_avg_pool2d', `v81, [1, 1]')  m4_dnl pool, models.py:84
UC10_CALL(`v83', `Float', `1, 256', `aten::flatten.using_ints', `v82, 1, -1')  m4_dnl forward, models.py:85
UC10_CALL(`v84', `Float', `1, 256', `aten::dropout', `v83, 0.1, False')  m4_dnl drop, models.py:85
UC10_CONST(`c135', `Float', `2, 256', `mobilenet_v1_c135')  m4_dnl weight
UC10_CONST(`c136', `Float', `2', `mobilenet_v1_c136')  m4_dnl bias
UC10_CALL(`v85', `Float', `1, 2', `aten::linear', `v84, c135, c136')  m4_dnl fc, models.py:85
UC10_OUTPUT(`v85')
UC10_REFERENCE(`mobilenet_v1_reference', `Float', `1, 2', `1e-4')
UC10_END_PROGRAM
