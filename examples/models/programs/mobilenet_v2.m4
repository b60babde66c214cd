m4_dnl mobilenet_v2.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`mobilenet_v2', `mobilenet_v2_data.h')
UC10_INPUT(`x', `Float', `1, 3, 32, 32', `mobilenet_v2_input_x')
UC10_CONST(`c0', `Float', `16, 3, 3, 3', `mobilenet_v2_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `16', `mobilenet_v2_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 16, 16, 16', `aten::_convolution', `x, c0, c1, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.0.0, mobilenetv2.py:166
UC10_CALL(`v2', `Float', `1, 16, 16, 16', `aten::hardtanh_', `v1, 0.0, 6.0')  m4_dnl features.0.2, mobilenetv2.py:166
UC10_CONST(`c2', `Float', `16, 1, 3, 3', `mobilenet_v2_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `16', `mobilenet_v2_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v3', `Float', `1, 16, 16, 16', `aten::_convolution', `v2, c2, c3, [1, 1], [1, 1], [1, 1], False, [0, 0], 16, False, False, True, True')  m4_dnl features.1.conv.0.0, mobilenetv2.py:64
UC10_CALL(`v4', `Float', `1, 16, 16, 16', `aten::hardtanh_', `v3, 0.0, 6.0')  m4_dnl features.1.conv.0.2, mobilenetv2.py:64
UC10_CONST(`c4', `Float', `8, 16, 1, 1', `mobilenet_v2_c4')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c5', `Float', `8', `mobilenet_v2_c5')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v5', `Float', `1, 8, 16, 16', `aten::_convolution', `v4, c4, c5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.1.conv.1, mobilenetv2.py:64
UC10_CONST(`c6', `Float', `48, 8, 1, 1', `mobilenet_v2_c6')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c7', `Float', `48', `mobilenet_v2_c7')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v6', `Float', `1, 48, 16, 16', `aten::_convolution', `v5, c6, c7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.2.conv.0.0, mobilenetv2.py:64
UC10_CALL(`v7', `Float', `1, 48, 16, 16', `aten::hardtanh_', `v6, 0.0, 6.0')  m4_dnl features.2.conv.0.2, mobilenetv2.py:64
UC10_CONST(`c8', `Float', `48, 1, 3, 3', `mobilenet_v2_c8')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c9', `Float', `48', `mobilenet_v2_c9')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v8', `Float', `1, 48, 8, 8', `aten::_convolution', `v7, c8, c9, [2, 2], [1, 1], [1, 1], False, [0, 0], 48, False, False, True, True')  m4_dnl features.2.conv.1.0, mobilenetv2.py:64
UC10_CALL(`v9', `Float', `1, 48, 8, 8', `aten::hardtanh_', `v8, 0.0, 6.0')  m4_dnl features.2.conv.1.2, mobilenetv2.py:64
UC10_CONST(`c10', `Float', `8, 48, 1, 1', `mobilenet_v2_c10')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c11', `Float', `8', `mobilenet_v2_c11')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v10', `Float', `1, 8, 8, 8', `aten::_convolution', `v9, c10, c11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.2.conv.2, mobilenetv2.py:64
UC10_CONST(`c12', `Float', `48, 8, 1, 1', `mobilenet_v2_c12')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c13', `Float', `48', `mobilenet_v2_c13')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v11', `Float', `1, 48, 8, 8', `aten::_convolution', `v10, c12, c13, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.3.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v12', `Float', `1, 48, 8, 8', `aten::hardtanh_', `v11, 0.0, 6.0')  m4_dnl features.3.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c14', `Float', `48, 1, 3, 3', `mobilenet_v2_c14')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c15', `Float', `48', `mobilenet_v2_c15')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v13', `Float', `1, 48, 8, 8', `aten::_convolution', `v12, c14, c15, [1, 1], [1, 1], [1, 1], False, [0, 0], 48, False, False, True, True')  m4_dnl features.3.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v14', `Float', `1, 48, 8, 8', `aten::hardtanh_', `v13, 0.0, 6.0')  m4_dnl features.3.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c16', `Float', `8, 48, 1, 1', `mobilenet_v2_c16')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c17', `Float', `8', `mobilenet_v2_c17')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v15', `Float', `1, 8, 8, 8', `aten::_convolution', `v14, c16, c17, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.3.conv.2, mobilenetv2.py:62
UC10_CALL(`v16', `Float', `1, 8, 8, 8', `aten::add.Tensor', `v10, v15, 1')  m4_dnl features.3, mobilenetv2.py:62
UC10_CONST(`c18', `Float', `48, 8, 1, 1', `mobilenet_v2_c18')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c19', `Float', `48', `mobilenet_v2_c19')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v17', `Float', `1, 48, 8, 8', `aten::_convolution', `v16, c18, c19, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.4.conv.0.0, mobilenetv2.py:64
UC10_CALL(`v18', `Float', `1, 48, 8, 8', `aten::hardtanh_', `v17, 0.0, 6.0')  m4_dnl features.4.conv.0.2, mobilenetv2.py:64
UC10_CONST(`c20', `Float', `48, 1, 3, 3', `mobilenet_v2_c20')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c21', `Float', `48', `mobilenet_v2_c21')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v19', `Float', `1, 48, 4, 4', `aten::_convolution', `v18, c20, c21, [2, 2], [1, 1], [1, 1], False, [0, 0], 48, False, False, True, True')  m4_dnl features.4.conv.1.0, mobilenetv2.py:64
UC10_CALL(`v20', `Float', `1, 48, 4, 4', `aten::hardtanh_', `v19, 0.0, 6.0')  m4_dnl features.4.conv.1.2, mobilenetv2.py:64
UC10_CONST(`c22', `Float', `16, 48, 1, 1', `mobilenet_v2_c22')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c23', `Float', `16', `mobilenet_v2_c23')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v21', `Float', `1, 16, 4, 4', `aten::_convolution', `v20, c22, c23, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.4.conv.2, mobilenetv2.py:64
UC10_CONST(`c24', `Float', `96, 16, 1, 1', `mobilenet_v2_c24')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c25', `Float', `96', `mobilenet_v2_c25')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v22', `Float', `1, 96, 4, 4', `aten::_convolution', `v21, c24, c25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.5.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v23', `Float', `1, 96, 4, 4', `aten::hardtanh_', `v22, 0.0, 6.0')  m4_dnl features.5.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c26', `Float', `96, 1, 3, 3', `mobilenet_v2_c26')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c27', `Float', `96', `mobilenet_v2_c27')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v24', `Float', `1, 96, 4, 4', `aten::_convolution', `v23, c26, c27, [1, 1], [1, 1], [1, 1], False, [0, 0], 96, False, False, True, True')  m4_dnl features.5.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v25', `Float', `1, 96, 4, 4', `aten::hardtanh_', `v24, 0.0, 6.0')  m4_dnl features.5.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c28', `Float', `16, 96, 1, 1', `mobilenet_v2_c28')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c29', `Float', `16', `mobilenet_v2_c29')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v26', `Float', `1, 16, 4, 4', `aten::_convolution', `v25, c28, c29, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.5.conv.2, mobilenetv2.py:62
UC10_CALL(`v27', `Float', `1, 16, 4, 4', `aten::add.Tensor', `v21, v26, 1')  m4_dnl features.5, mobilenetv2.py:62
UC10_CONST(`c30', `Float', `96, 16, 1, 1', `mobilenet_v2_c30')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c31', `Float', `96', `mobilenet_v2_c31')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v28', `Float', `1, 96, 4, 4', `aten::_convolution', `v27, c30, c31, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.6.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v29', `Float', `1, 96, 4, 4', `aten::hardtanh_', `v28, 0.0, 6.0')  m4_dnl features.6.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c32', `Float', `96, 1, 3, 3', `mobilenet_v2_c32')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c33', `Float', `96', `mobilenet_v2_c33')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v30', `Float', `1, 96, 4, 4', `aten::_convolution', `v29, c32, c33, [1, 1], [1, 1], [1, 1], False, [0, 0], 96, False, False, True, True')  m4_dnl features.6.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v31', `Float', `1, 96, 4, 4', `aten::hardtanh_', `v30, 0.0, 6.0')  m4_dnl features.6.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c34', `Float', `16, 96, 1, 1', `mobilenet_v2_c34')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c35', `Float', `16', `mobilenet_v2_c35')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v32', `Float', `1, 16, 4, 4', `aten::_convolution', `v31, c34, c35, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.6.conv.2, mobilenetv2.py:62
UC10_CALL(`v33', `Float', `1, 16, 4, 4', `aten::add.Tensor', `v27, v32, 1')  m4_dnl features.6, mobilenetv2.py:62
UC10_CONST(`c36', `Float', `96, 16, 1, 1', `mobilenet_v2_c36')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c37', `Float', `96', `mobilenet_v2_c37')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v34', `Float', `1, 96, 4, 4', `aten::_convolution', `v33, c36, c37, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.7.conv.0.0, mobilenetv2.py:64
UC10_CALL(`v35', `Float', `1, 96, 4, 4', `aten::hardtanh_', `v34, 0.0, 6.0')  m4_dnl features.7.conv.0.2, mobilenetv2.py:64
UC10_CONST(`c38', `Float', `96, 1, 3, 3', `mobilenet_v2_c38')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c39', `Float', `96', `mobilenet_v2_c39')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v36', `Float', `1, 96, 2, 2', `aten::_convolution', `v35, c38, c39, [2, 2], [1, 1], [1, 1], False, [0, 0], 96, False, False, True, True')  m4_dnl features.7.conv.1.0, mobilenetv2.py:64
UC10_CALL(`v37', `Float', `1, 96, 2, 2', `aten::hardtanh_', `v36, 0.0, 6.0')  m4_dnl features.7.conv.1.2, mobilenetv2.py:64
UC10_CONST(`c40', `Float', `24, 96, 1, 1', `mobilenet_v2_c40')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c41', `Float', `24', `mobilenet_v2_c41')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v38', `Float', `1, 24, 2, 2', `aten::_convolution', `v37, c40, c41, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.7.conv.2, mobilenetv2.py:64
UC10_CONST(`c42', `Float', `144, 24, 1, 1', `mobilenet_v2_c42')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c43', `Float', `144', `mobilenet_v2_c43')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v39', `Float', `1, 144, 2, 2', `aten::_convolution', `v38, c42, c43, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.8.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v40', `Float', `1, 144, 2, 2', `aten::hardtanh_', `v39, 0.0, 6.0')  m4_dnl features.8.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c44', `Float', `144, 1, 3, 3', `mobilenet_v2_c44')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c45', `Float', `144', `mobilenet_v2_c45')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v41', `Float', `1, 144, 2, 2', `aten::_convolution', `v40, c44, c45, [1, 1], [1, 1], [1, 1], False, [0, 0], 144, False, False, True, True')  m4_dnl features.8.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v42', `Float', `1, 144, 2, 2', `aten::hardtanh_', `v41, 0.0, 6.0')  m4_dnl features.8.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c46', `Float', `24, 144, 1, 1', `mobilenet_v2_c46')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c47', `Float', `24', `mobilenet_v2_c47')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v43', `Float', `1, 24, 2, 2', `aten::_convolution', `v42, c46, c47, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.8.conv.2, mobilenetv2.py:62
UC10_CALL(`v44', `Float', `1, 24, 2, 2', `aten::add.Tensor', `v38, v43, 1')  m4_dnl features.8, mobilenetv2.py:62
UC10_CONST(`c48', `Float', `144, 24, 1, 1', `mobilenet_v2_c48')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c49', `Float', `144', `mobilenet_v2_c49')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v45', `Float', `1, 144, 2, 2', `aten::_convolution', `v44, c48, c49, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.9.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v46', `Float', `1, 144, 2, 2', `aten::hardtanh_', `v45, 0.0, 6.0')  m4_dnl features.9.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c50', `Float', `144, 1, 3, 3', `mobilenet_v2_c50')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c51', `Float', `144', `mobilenet_v2_c51')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v47', `Float', `1, 144, 2, 2', `aten::_convolution', `v46, c50, c51, [1, 1], [1, 1], [1, 1], False, [0, 0], 144, False, False, True, True')  m4_dnl features.9.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v48', `Float', `1, 144, 2, 2', `aten::hardtanh_', `v47, 0.0, 6.0')  m4_dnl features.9.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c52', `Float', `24, 144, 1, 1', `mobilenet_v2_c52')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c53', `Float', `24', `mobilenet_v2_c53')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v49', `Float', `1, 24, 2, 2', `aten::_convolution', `v48, c52, c53, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.9.conv.2, mobilenetv2.py:62
UC10_CALL(`v50', `Float', `1, 24, 2, 2', `aten::add.Tensor', `v44, v49, 1')  m4_dnl features.9, mobilenetv2.py:62
UC10_CONST(`c54', `Float', `144, 24, 1, 1', `mobilenet_v2_c54')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c55', `Float', `144', `mobilenet_v2_c55')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v51', `Float', `1, 144, 2, 2', `aten::_convolution', `v50, c54, c55, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.10.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v52', `Float', `1, 144, 2, 2', `aten::hardtanh_', `v51, 0.0, 6.0')  m4_dnl features.10.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c56', `Float', `144, 1, 3, 3', `mobilenet_v2_c56')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c57', `Float', `144', `mobilenet_v2_c57')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v53', `Float', `1, 144, 2, 2', `aten::_convolution', `v52, c56, c57, [1, 1], [1, 1], [1, 1], False, [0, 0], 144, False, False, True, True')  m4_dnl features.10.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v54', `Float', `1, 144, 2, 2', `aten::hardtanh_', `v53, 0.0, 6.0')  m4_dnl features.10.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c58', `Float', `24, 144, 1, 1', `mobilenet_v2_c58')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c59', `Float', `24', `mobilenet_v2_c59')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v55', `Float', `1, 24, 2, 2', `aten::_convolution', `v54, c58, c59, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.10.conv.2, mobilenetv2.py:62
UC10_CALL(`v56', `Float', `1, 24, 2, 2', `aten::add.Tensor', `v50, v55, 1')  m4_dnl features.10, mobilenetv2.py:62
UC10_CONST(`c60', `Float', `144, 24, 1, 1', `mobilenet_v2_c60')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c61', `Float', `144', `mobilenet_v2_c61')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v57', `Float', `1, 144, 2, 2', `aten::_convolution', `v56, c60, c61, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.11.conv.0.0, mobilenetv2.py:64
UC10_CALL(`v58', `Float', `1, 144, 2, 2', `aten::hardtanh_', `v57, 0.0, 6.0')  m4_dnl features.11.conv.0.2, mobilenetv2.py:64
UC10_CONST(`c62', `Float', `144, 1, 3, 3', `mobilenet_v2_c62')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c63', `Float', `144', `mobilenet_v2_c63')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v59', `Float', `1, 144, 2, 2', `aten::_convolution', `v58, c62, c63, [1, 1], [1, 1], [1, 1], False, [0, 0], 144, False, False, True, True')  m4_dnl features.11.conv.1.0, mobilenetv2.py:64
UC10_CALL(`v60', `Float', `1, 144, 2, 2', `aten::hardtanh_', `v59, 0.0, 6.0')  m4_dnl features.11.conv.1.2, mobilenetv2.py:64
UC10_CONST(`c64', `Float', `32, 144, 1, 1', `mobilenet_v2_c64')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c65', `Float', `32', `mobilenet_v2_c65')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v61', `Float', `1, 32, 2, 2', `aten::_convolution', `v60, c64, c65, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.11.conv.2, mobilenetv2.py:64
UC10_CONST(`c66', `Float', `192, 32, 1, 1', `mobilenet_v2_c66')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c67', `Float', `192', `mobilenet_v2_c67')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v62', `Float', `1, 192, 2, 2', `aten::_convolution', `v61, c66, c67, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.12.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v63', `Float', `1, 192, 2, 2', `aten::hardtanh_', `v62, 0.0, 6.0')  m4_dnl features.12.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c68', `Float', `192, 1, 3, 3', `mobilenet_v2_c68')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c69', `Float', `192', `mobilenet_v2_c69')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v64', `Float', `1, 192, 2, 2', `aten::_convolution', `v63, c68, c69, [1, 1], [1, 1], [1, 1], False, [0, 0], 192, False, False, True, True')  m4_dnl features.12.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v65', `Float', `1, 192, 2, 2', `aten::hardtanh_', `v64, 0.0, 6.0')  m4_dnl features.12.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c70', `Float', `32, 192, 1, 1', `mobilenet_v2_c70')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c71', `Float', `32', `mobilenet_v2_c71')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v66', `Float', `1, 32, 2, 2', `aten::_convolution', `v65, c70, c71, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.12.conv.2, mobilenetv2.py:62
UC10_CALL(`v67', `Float', `1, 32, 2, 2', `aten::add.Tensor', `v61, v66, 1')  m4_dnl features.12, mobilenetv2.py:62
UC10_CONST(`c72', `Float', `192, 32, 1, 1', `mobilenet_v2_c72')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c73', `Float', `192', `mobilenet_v2_c73')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v68', `Float', `1, 192, 2, 2', `aten::_convolution', `v67, c72, c73, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.13.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v69', `Float', `1, 192, 2, 2', `aten::hardtanh_', `v68, 0.0, 6.0')  m4_dnl features.13.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c74', `Float', `192, 1, 3, 3', `mobilenet_v2_c74')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c75', `Float', `192', `mobilenet_v2_c75')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v70', `Float', `1, 192, 2, 2', `aten::_convolution', `v69, c74, c75, [1, 1], [1, 1], [1, 1], False, [0, 0], 192, False, False, True, True')  m4_dnl features.13.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v71', `Float', `1, 192, 2, 2', `aten::hardtanh_', `v70, 0.0, 6.0')  m4_dnl features.13.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c76', `Float', `32, 192, 1, 1', `mobilenet_v2_c76')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c77', `Float', `32', `mobilenet_v2_c77')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v72', `Float', `1, 32, 2, 2', `aten::_convolution', `v71, c76, c77, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.13.conv.2, mobilenetv2.py:62
UC10_CALL(`v73', `Float', `1, 32, 2, 2', `aten::add.Tensor', `v67, v72, 1')  m4_dnl features.13, mobilenetv2.py:62
UC10_CONST(`c78', `Float', `192, 32, 1, 1', `mobilenet_v2_c78')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c79', `Float', `192', `mobilenet_v2_c79')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v74', `Float', `1, 192, 2, 2', `aten::_convolution', `v73, c78, c79, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.14.conv.0.0, mobilenetv2.py:64
UC10_CALL(`v75', `Float', `1, 192, 2, 2', `aten::hardtanh_', `v74, 0.0, 6.0')  m4_dnl features.14.conv.0.2, mobilenetv2.py:64
UC10_CONST(`c80', `Float', `192, 1, 3, 3', `mobilenet_v2_c80')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c81', `Float', `192', `mobilenet_v2_c81')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v76', `Float', `1, 192, 1, 1', `aten::_convolution', `v75, c80, c81, [2, 2], [1, 1], [1, 1], False, [0, 0], 192, False, False, True, True')  m4_dnl features.14.conv.1.0, mobilenetv2.py:64
UC10_CALL(`v77', `Float', `1, 192, 1, 1', `aten::hardtanh_', `v76, 0.0, 6.0')  m4_dnl features.14.conv.1.2, mobilenetv2.py:64
UC10_CONST(`c82', `Float', `56, 192, 1, 1', `mobilenet_v2_c82')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c83', `Float', `56', `mobilenet_v2_c83')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v78', `Float', `1, 56, 1, 1', `aten::_convolution', `v77, c82, c83, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.14.conv.2, mobilenetv2.py:64
UC10_CONST(`c84', `Float', `336, 56, 1, 1', `mobilenet_v2_c84')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c85', `Float', `336', `mobilenet_v2_c85')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v79', `Float', `1, 336, 1, 1', `aten::_convolution', `v78, c84, c85, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.15.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v80', `Float', `1, 336, 1, 1', `aten::hardtanh_', `v79, 0.0, 6.0')  m4_dnl features.15.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c86', `Float', `336, 1, 3, 3', `mobilenet_v2_c86')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c87', `Float', `336', `mobilenet_v2_c87')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v81', `Float', `1, 336, 1, 1', `aten::_convolution', `v80, c86, c87, [1, 1], [1, 1], [1, 1], False, [0, 0], 336, False, False, True, True')  m4_dnl features.15.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v82', `Float', `1, 336, 1, 1', `aten::hardtanh_', `v81, 0.0, 6.0')  m4_dnl features.15.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c88', `Float', `56, 336, 1, 1', `mobilenet_v2_c88')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c89', `Float', `56', `mobilenet_v2_c89')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v83', `Float', `1, 56, 1, 1', `aten::_convolution', `v82, c88, c89, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.15.conv.2, mobilenetv2.py:62
UC10_CALL(`v84', `Float', `1, 56, 1, 1', `aten::add.Tensor', `v78, v83, 1')  m4_dnl features.15, mobilenetv2.py:62
UC10_CONST(`c90', `Float', `336, 56, 1, 1', `mobilenet_v2_c90')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c91', `Float', `336', `mobilenet_v2_c91')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v85', `Float', `1, 336, 1, 1', `aten::_convolution', `v84, c90, c91, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.16.conv.0.0, mobilenetv2.py:62
UC10_CALL(`v86', `Float', `1, 336, 1, 1', `aten::hardtanh_', `v85, 0.0, 6.0')  m4_dnl features.16.conv.0.2, mobilenetv2.py:62
UC10_CONST(`c92', `Float', `336, 1, 3, 3', `mobilenet_v2_c92')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c93', `Float', `336', `mobilenet_v2_c93')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v87', `Float', `1, 336, 1, 1', `aten::_convolution', `v86, c92, c93, [1, 1], [1, 1], [1, 1], False, [0, 0], 336, False, False, True, True')  m4_dnl features.16.conv.1.0, mobilenetv2.py:62
UC10_CALL(`v88', `Float', `1, 336, 1, 1', `aten::hardtanh_', `v87, 0.0, 6.0')  m4_dnl features.16.conv.1.2, mobilenetv2.py:62
UC10_CONST(`c94', `Float', `56, 336, 1, 1', `mobilenet_v2_c94')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c95', `Float', `56', `mobilenet_v2_c95')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v89', `Float', `1, 56, 1, 1', `aten::_convolution', `v88, c94, c95, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.16.conv.2, mobilenetv2.py:62
UC10_CALL(`v90', `Float', `1, 56, 1, 1', `aten::add.Tensor', `v84, v89, 1')  m4_dnl features.16, mobilenetv2.py:62
UC10_CONST(`c96', `Float', `336, 56, 1, 1', `mobilenet_v2_c96')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c97', `Float', `336', `mobilenet_v2_c97')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v91', `Float', `1, 336, 1, 1', `aten::_convolution', `v90, c96, c97, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.17.conv.0.0, mobilenetv2.py:64
UC10_CALL(`v92', `Float', `1, 336, 1, 1', `aten::hardtanh_', `v91, 0.0, 6.0')  m4_dnl features.17.conv.0.2, mobilenetv2.py:64
UC10_CONST(`c98', `Float', `336, 1, 3, 3', `mobilenet_v2_c98')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c99', `Float', `336', `mobilenet_v2_c99')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v93', `Float', `1, 336, 1, 1', `aten::_convolution', `v92, c98, c99, [1, 1], [1, 1], [1, 1], False, [0, 0], 336, False, False, True, True')  m4_dnl features.17.conv.1.0, mobilenetv2.py:64
UC10_CALL(`v94', `Float', `1, 336, 1, 1', `aten::hardtanh_', `v93, 0.0, 6.0')  m4_dnl features.17.conv.1.2, mobilenetv2.py:64
UC10_CONST(`c100', `Float', `112, 336, 1, 1', `mobilenet_v2_c100')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c101', `Float', `112', `mobilenet_v2_c101')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v95', `Float', `1, 112, 1, 1', `aten::_convolution', `v94, c100, c101, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.17.conv.2, mobilenetv2.py:64
UC10_CONST(`c102', `Float', `1280, 112, 1, 1', `mobilenet_v2_c102')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c103', `Float', `1280', `mobilenet_v2_c103')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v96', `Float', `1, 1280, 1, 1', `aten::_convolution', `v95, c102, c103, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl features.18.0, mobilenetv2.py:166
UC10_CALL(`v97', `Float', `1, 1280, 1, 1', `aten::hardtanh_', `v96, 0.0, 6.0')  m4_dnl features.18.2, mobilenetv2.py:166
UC10_CALL(`v98', `Float', `1, 1280, 1, 1', `aten::adaptive_avg_pool2d', `v97, [1, 1]')  m4_dnl forward, mobilenetv2.py:168
UC10_CALL(`v99', `Float', `1, 1280', `aten::flatten.using_ints', `v98, 1, -1')  m4_dnl forward, mobilenetv2.py:169
UC10_CALL(`v100', `Float', `1, 1280', `aten::dropout', `v99, 0.2, False')  m4_dnl classifier.0, mobilenetv2.py:170
UC10_CONST(`c104', `Float', `10, 1280', `mobilenet_v2_c104')  m4_dnl weight
UC10_CONST(`c105', `Float', `10', `mobilenet_v2_c105')  m4_dnl bias
UC10_CALL(`v101', `Float', `1, 10', `aten::linear', `v100, c104, c105')  m4_dnl classifier.1, mobilenetv2.py:170
UC10_OUTPUT(`v101')
UC10_REFERENCE(`mobilenet_v2_reference', `Float', `1, 10', `1e-4')
UC10_END_PROGRAM
