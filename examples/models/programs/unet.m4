m4_dnl unet.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`unet', `unet_data.h')
UC10_INPUT(`x', `Float', `1, 1, 32, 32', `unet_input_x')
UC10_CONST(`c0', `Float', `8, 1, 3, 3', `unet_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `8', `unet_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 8, 32, 32', `aten::_convolution', `x, c0, c1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl d1.0, zoo.py:105
UC10_CALL(`v2', `Float', `1, 8, 32, 32', `aten::relu_', `v1')  m4_dnl d1.2, zoo.py:105
UC10_CALL(`v3', `Float', `1, 8, 16, 16', `aten::max_pool2d', `v2, [2, 2], [], [0, 0], [1, 1], False')  m4_dnl forward, zoo.py:106
UC10_CONST(`c2', `Float', `16, 8, 3, 3', `unet_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `16', `unet_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v4', `Float', `1, 16, 16, 16', `aten::_convolution', `v3, c2, c3, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl d2.0, zoo.py:106
UC10_CALL(`v5', `Float', `1, 16, 16, 16', `aten::relu_', `v4')  m4_dnl d2.2, zoo.py:106
UC10_CALL(`v6', `Float', `1, 16, 8, 8', `aten::max_pool2d', `v5, [2, 2], [], [0, 0], [1, 1], False')  m4_dnl forward, zoo.py:107
UC10_CONST(`c4', `Float', `32, 16, 3, 3', `unet_c4')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c5', `Float', `32', `unet_c5')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v7', `Float', `1, 32, 8, 8', `aten::_convolution', `v6, c4, c5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl mid.0, zoo.py:107
UC10_CALL(`v8', `Float', `1, 32, 8, 8', `aten::relu_', `v7')  m4_dnl mid.2, zoo.py:107
UC10_CALL(`v9', `Float', `1, 32, 16, 16', `aten::upsample_nearest2d', `v8, [16, 16], 2.0, 2.0')  m4_dnl forward, zoo.py:108
UC10_CALL(`v10', `Float', `1, 48, 16, 16', `aten::cat', `[v9, v5], 1')  m4_dnl forward, zoo.py:108
UC10_CONST(`c6', `Float', `16, 48, 3, 3', `unet_c6')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c7', `Float', `16', `unet_c7')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v11', `Float', `1, 16, 16, 16', `aten::_convolution', `v10, c6, c7, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl u2.0, zoo.py:108
UC10_CALL(`v12', `Float', `1, 16, 16, 16', `aten::relu_', `v11')  m4_dnl u2.2, zoo.py:108
UC10_CALL(`v13', `Float', `1, 16, 32, 32', `aten::upsample_nearest2d', `v12, [32, 32], 2.0, 2.0')  m4_dnl forward, zoo.py:109
UC10_CALL(`v14', `Float', `1, 24, 32, 32', `aten::cat', `[v13, v2], 1')  m4_dnl forward, zoo.py:109
UC10_CONST(`c8', `Float', `8, 24, 3, 3', `unet_c8')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c9', `Float', `8', `unet_c9')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v15', `Float', `1, 8, 32, 32', `aten::_convolution', `v14, c8, c9, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl u1.0, zoo.py:109
UC10_CALL(`v16', `Float', `1, 8, 32, 32', `aten::relu_', `v15')  m4_dnl u1.2, zoo.py:109
UC10_CONST(`c10', `Float', `2, 8, 1, 1', `unet_c10')  m4_dnl weight
UC10_CONST(`c11', `Float', `2', `unet_c11')  m4_dnl bias
UC10_CALL(`v17', `Float', `1, 2, 32, 32', `aten::_convolution', `v16, c10, c11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl out, zoo.py:110
UC10_OUTPUT(`v17')
UC10_REFERENCE(`unet_reference', `Float', `1, 2, 32, 32', `1e-4')
UC10_END_PROGRAM
