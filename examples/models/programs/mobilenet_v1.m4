m4_dnl mobilenet_v1.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`mobilenet_v1', `mobilenet_v1_data.h')
UC10_INPUT(`x', `Float', `1, 3, 96, 96', `mobilenet_v1_input_x')
UC10_CONST(`c0', `Float', `8, 3, 3, 3', `mobilenet_v1_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `8', `mobilenet_v1_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 8, 48, 48', `aten::_convolution', `x, c0, c1, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.0.0, models.py:87
UC10_CALL(`v2', `Float', `1, 8, 48, 48', `aten::hardtanh', `v1, 0.0, 6.0')  m4_dnl features.0.2, models.py:87
UC10_CONST(`c2', `Float', `8, 1, 3, 3', `mobilenet_v1_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `8', `mobilenet_v1_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v3', `Float', `1, 8, 48, 48', `aten::_convolution', `v2, c2, c3, [1, 1], [1, 1], [1, 1], False, [0, 0], 8, False, False, True, True')  m4_dnl features.1.0, models.py:87
UC10_CALL(`v4', `Float', `1, 8, 48, 48', `aten::hardtanh', `v3, 0.0, 6.0')  m4_dnl features.1.2, models.py:87
UC10_CONST(`c4', `Float', `16, 8, 1, 1', `mobilenet_v1_c4')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c5', `Float', `16', `mobilenet_v1_c5')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v5', `Float', `1, 16, 48, 48', `aten::_convolution', `v4, c4, c5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.2.0, models.py:87
UC10_CALL(`v6', `Float', `1, 16, 48, 48', `aten::hardtanh', `v5, 0.0, 6.0')  m4_dnl features.2.2, models.py:87
UC10_CONST(`c6', `Float', `16, 1, 3, 3', `mobilenet_v1_c6')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c7', `Float', `16', `mobilenet_v1_c7')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v7', `Float', `1, 16, 24, 24', `aten::_convolution', `v6, c6, c7, [2, 2], [1, 1], [1, 1], False, [0, 0], 16, False, False, True, True')  m4_dnl features.3.0, models.py:87
UC10_CALL(`v8', `Float', `1, 16, 24, 24', `aten::hardtanh', `v7, 0.0, 6.0')  m4_dnl features.3.2, models.py:87
UC10_CONST(`c8', `Float', `32, 16, 1, 1', `mobilenet_v1_c8')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c9', `Float', `32', `mobilenet_v1_c9')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v9', `Float', `1, 32, 24, 24', `aten::_convolution', `v8, c8, c9, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.4.0, models.py:87
UC10_CALL(`v10', `Float', `1, 32, 24, 24', `aten::hardtanh', `v9, 0.0, 6.0')  m4_dnl features.4.2, models.py:87
UC10_CONST(`c10', `Float', `32, 1, 3, 3', `mobilenet_v1_c10')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c11', `Float', `32', `mobilenet_v1_c11')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v11', `Float', `1, 32, 24, 24', `aten::_convolution', `v10, c10, c11, [1, 1], [1, 1], [1, 1], False, [0, 0], 32, False, False, True, True')  m4_dnl features.5.0, models.py:87
UC10_CALL(`v12', `Float', `1, 32, 24, 24', `aten::hardtanh', `v11, 0.0, 6.0')  m4_dnl features.5.2, models.py:87
UC10_CONST(`c12', `Float', `32, 32, 1, 1', `mobilenet_v1_c12')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c13', `Float', `32', `mobilenet_v1_c13')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v13', `Float', `1, 32, 24, 24', `aten::_convolution', `v12, c12, c13, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.6.0, models.py:87
UC10_CALL(`v14', `Float', `1, 32, 24, 24', `aten::hardtanh', `v13, 0.0, 6.0')  m4_dnl features.6.2, models.py:87
UC10_CONST(`c14', `Float', `32, 1, 3, 3', `mobilenet_v1_c14')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c15', `Float', `32', `mobilenet_v1_c15')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v15', `Float', `1, 32, 12, 12', `aten::_convolution', `v14, c14, c15, [2, 2], [1, 1], [1, 1], False, [0, 0], 32, False, False, True, True')  m4_dnl features.7.0, models.py:87
UC10_CALL(`v16', `Float', `1, 32, 12, 12', `aten::hardtanh', `v15, 0.0, 6.0')  m4_dnl features.7.2, models.py:87
UC10_CONST(`c16', `Float', `64, 32, 1, 1', `mobilenet_v1_c16')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c17', `Float', `64', `mobilenet_v1_c17')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v17', `Float', `1, 64, 12, 12', `aten::_convolution', `v16, c16, c17, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.8.0, models.py:87
UC10_CALL(`v18', `Float', `1, 64, 12, 12', `aten::hardtanh', `v17, 0.0, 6.0')  m4_dnl features.8.2, models.py:87
UC10_CONST(`c18', `Float', `64, 1, 3, 3', `mobilenet_v1_c18')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c19', `Float', `64', `mobilenet_v1_c19')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v19', `Float', `1, 64, 12, 12', `aten::_convolution', `v18, c18, c19, [1, 1], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl features.9.0, models.py:87
UC10_CALL(`v20', `Float', `1, 64, 12, 12', `aten::hardtanh', `v19, 0.0, 6.0')  m4_dnl features.9.2, models.py:87
UC10_CONST(`c20', `Float', `64, 64, 1, 1', `mobilenet_v1_c20')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c21', `Float', `64', `mobilenet_v1_c21')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v21', `Float', `1, 64, 12, 12', `aten::_convolution', `v20, c20, c21, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.10.0, models.py:87
UC10_CALL(`v22', `Float', `1, 64, 12, 12', `aten::hardtanh', `v21, 0.0, 6.0')  m4_dnl features.10.2, models.py:87
UC10_CONST(`c22', `Float', `64, 1, 3, 3', `mobilenet_v1_c22')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c23', `Float', `64', `mobilenet_v1_c23')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v23', `Float', `1, 64, 6, 6', `aten::_convolution', `v22, c22, c23, [2, 2], [1, 1], [1, 1], False, [0, 0], 64, False, False, True, True')  m4_dnl features.11.0, models.py:87
UC10_CALL(`v24', `Float', `1, 64, 6, 6', `aten::hardtanh', `v23, 0.0, 6.0')  m4_dnl features.11.2, models.py:87
UC10_CONST(`c24', `Float', `128, 64, 1, 1', `mobilenet_v1_c24')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c25', `Float', `128', `mobilenet_v1_c25')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v25', `Float', `1, 128, 6, 6', `aten::_convolution', `v24, c24, c25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.12.0, models.py:87
UC10_CALL(`v26', `Float', `1, 128, 6, 6', `aten::hardtanh', `v25, 0.0, 6.0')  m4_dnl features.12.2, models.py:87
UC10_CONST(`c26', `Float', `128, 1, 3, 3', `mobilenet_v1_c26')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c27', `Float', `128', `mobilenet_v1_c27')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v27', `Float', `1, 128, 6, 6', `aten::_convolution', `v26, c26, c27, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features.13.0, models.py:87
UC10_CALL(`v28', `Float', `1, 128, 6, 6', `aten::hardtanh', `v27, 0.0, 6.0')  m4_dnl features.13.2, models.py:87
UC10_CONST(`c28', `Float', `128, 128, 1, 1', `mobilenet_v1_c28')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c29', `Float', `128', `mobilenet_v1_c29')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v29', `Float', `1, 128, 6, 6', `aten::_convolution', `v28, c28, c29, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.14.0, models.py:87
UC10_CALL(`v30', `Float', `1, 128, 6, 6', `aten::hardtanh', `v29, 0.0, 6.0')  m4_dnl features.14.2, models.py:87
UC10_CONST(`c30', `Float', `128, 1, 3, 3', `mobilenet_v1_c30')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c31', `Float', `128', `mobilenet_v1_c31')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v31', `Float', `1, 128, 6, 6', `aten::_convolution', `v30, c30, c31, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features.15.0, models.py:87
UC10_CALL(`v32', `Float', `1, 128, 6, 6', `aten::hardtanh', `v31, 0.0, 6.0')  m4_dnl features.15.2, models.py:87
UC10_CONST(`c32', `Float', `128, 128, 1, 1', `mobilenet_v1_c32')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c33', `Float', `128', `mobilenet_v1_c33')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v33', `Float', `1, 128, 6, 6', `aten::_convolution', `v32, c32, c33, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.16.0, models.py:87
UC10_CALL(`v34', `Float', `1, 128, 6, 6', `aten::hardtanh', `v33, 0.0, 6.0')  m4_dnl features.16.2, models.py:87
UC10_CONST(`c34', `Float', `128, 1, 3, 3', `mobilenet_v1_c34')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c35', `Float', `128', `mobilenet_v1_c35')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v35', `Float', `1, 128, 6, 6', `aten::_convolution', `v34, c34, c35, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features.17.0, models.py:87
UC10_CALL(`v36', `Float', `1, 128, 6, 6', `aten::hardtanh', `v35, 0.0, 6.0')  m4_dnl features.17.2, models.py:87
UC10_CONST(`c36', `Float', `128, 128, 1, 1', `mobilenet_v1_c36')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c37', `Float', `128', `mobilenet_v1_c37')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v37', `Float', `1, 128, 6, 6', `aten::_convolution', `v36, c36, c37, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.18.0, models.py:87
UC10_CALL(`v38', `Float', `1, 128, 6, 6', `aten::hardtanh', `v37, 0.0, 6.0')  m4_dnl features.18.2, models.py:87
UC10_CONST(`c38', `Float', `128, 1, 3, 3', `mobilenet_v1_c38')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c39', `Float', `128', `mobilenet_v1_c39')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v39', `Float', `1, 128, 6, 6', `aten::_convolution', `v38, c38, c39, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features.19.0, models.py:87
UC10_CALL(`v40', `Float', `1, 128, 6, 6', `aten::hardtanh', `v39, 0.0, 6.0')  m4_dnl features.19.2, models.py:87
UC10_CONST(`c40', `Float', `128, 128, 1, 1', `mobilenet_v1_c40')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c41', `Float', `128', `mobilenet_v1_c41')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v41', `Float', `1, 128, 6, 6', `aten::_convolution', `v40, c40, c41, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.20.0, models.py:87
UC10_CALL(`v42', `Float', `1, 128, 6, 6', `aten::hardtanh', `v41, 0.0, 6.0')  m4_dnl features.20.2, models.py:87
UC10_CONST(`c42', `Float', `128, 1, 3, 3', `mobilenet_v1_c42')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c43', `Float', `128', `mobilenet_v1_c43')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v43', `Float', `1, 128, 6, 6', `aten::_convolution', `v42, c42, c43, [1, 1], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features.21.0, models.py:87
UC10_CALL(`v44', `Float', `1, 128, 6, 6', `aten::hardtanh', `v43, 0.0, 6.0')  m4_dnl features.21.2, models.py:87
UC10_CONST(`c44', `Float', `128, 128, 1, 1', `mobilenet_v1_c44')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c45', `Float', `128', `mobilenet_v1_c45')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v45', `Float', `1, 128, 6, 6', `aten::_convolution', `v44, c44, c45, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.22.0, models.py:87
UC10_CALL(`v46', `Float', `1, 128, 6, 6', `aten::hardtanh', `v45, 0.0, 6.0')  m4_dnl features.22.2, models.py:87
UC10_CONST(`c46', `Float', `128, 1, 3, 3', `mobilenet_v1_c46')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c47', `Float', `128', `mobilenet_v1_c47')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v47', `Float', `1, 128, 3, 3', `aten::_convolution', `v46, c46, c47, [2, 2], [1, 1], [1, 1], False, [0, 0], 128, False, False, True, True')  m4_dnl features.23.0, models.py:87
UC10_CALL(`v48', `Float', `1, 128, 3, 3', `aten::hardtanh', `v47, 0.0, 6.0')  m4_dnl features.23.2, models.py:87
UC10_CONST(`c48', `Float', `256, 128, 1, 1', `mobilenet_v1_c48')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c49', `Float', `256', `mobilenet_v1_c49')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v49', `Float', `1, 256, 3, 3', `aten::_convolution', `v48, c48, c49, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.24.0, models.py:87
UC10_CALL(`v50', `Float', `1, 256, 3, 3', `aten::hardtanh', `v49, 0.0, 6.0')  m4_dnl features.24.2, models.py:87
UC10_CONST(`c50', `Float', `256, 1, 3, 3', `mobilenet_v1_c50')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c51', `Float', `256', `mobilenet_v1_c51')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v51', `Float', `1, 256, 3, 3', `aten::_convolution', `v50, c50, c51, [1, 1], [1, 1], [1, 1], False, [0, 0], 256, False, False, True, True')  m4_dnl features.25.0, models.py:87
UC10_CALL(`v52', `Float', `1, 256, 3, 3', `aten::hardtanh', `v51, 0.0, 6.0')  m4_dnl features.25.2, models.py:87
UC10_CONST(`c52', `Float', `256, 256, 1, 1', `mobilenet_v1_c52')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c53', `Float', `256', `mobilenet_v1_c53')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v53', `Float', `1, 256, 3, 3', `aten::_convolution', `v52, c52, c53, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.26.0, models.py:87
UC10_CALL(`v54', `Float', `1, 256, 3, 3', `aten::hardtanh', `v53, 0.0, 6.0')  m4_dnl features.26.2, models.py:87
UC10_CALL(`v55', `Float', `1, 256, 1, 1', `aten::adaptive_avg_pool2d', `v54, [1, 1]')  m4_dnl pool, models.py:87
UC10_CALL(`v56', `Float', `1, 256', `aten::flatten.using_ints', `v55, 1, -1')  m4_dnl forward, models.py:88
UC10_CALL(`v57', `Float', `1, 256', `aten::dropout', `v56, 0.1, False')  m4_dnl drop, models.py:88
UC10_CONST(`c54', `Float', `2, 256', `mobilenet_v1_c54')  m4_dnl weight
UC10_CONST(`c55', `Float', `2', `mobilenet_v1_c55')  m4_dnl bias
UC10_CALL(`v58', `Float', `1, 2', `aten::linear', `v57, c54, c55')  m4_dnl fc, models.py:88
UC10_OUTPUT(`v58')
UC10_REFERENCE(`mobilenet_v1_reference', `Float', `1, 2', `1e-4')
UC10_END_PROGRAM
