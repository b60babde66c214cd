m4_dnl yolo.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`yolo', `yolo_data.h')
UC10_INPUT(`x', `Float', `1, 3, 64, 64', `yolo_input_x')
UC10_CONST(`c0', `Float', `8, 3, 3, 3', `yolo_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `8', `yolo_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 8, 32, 32', `aten::_convolution', `x, c0, c1, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl backbone.0.0, zoo.py:129
UC10_CALL(`v2', `Float', `1, 8, 32, 32', `aten::hardswish_', `v1')  m4_dnl backbone.0.2, zoo.py:129
UC10_CONST(`c2', `Float', `16, 8, 3, 3', `yolo_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `16', `yolo_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v3', `Float', `1, 16, 16, 16', `aten::_convolution', `v2, c2, c3, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl backbone.1.0, zoo.py:129
UC10_CALL(`v4', `Float', `1, 16, 16, 16', `aten::hardswish_', `v3')  m4_dnl backbone.1.2, zoo.py:129
UC10_CONST(`c4', `Float', `32, 16, 3, 3', `yolo_c4')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c5', `Float', `32', `yolo_c5')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v5', `Float', `1, 32, 8, 8', `aten::_convolution', `v4, c4, c5, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl backbone.2.0, zoo.py:129
UC10_CALL(`v6', `Float', `1, 32, 8, 8', `aten::hardswish_', `v5')  m4_dnl backbone.2.2, zoo.py:129
UC10_CONST(`c6', `Float', `21, 32, 1, 1', `yolo_c6')  m4_dnl weight
UC10_CONST(`c7', `Float', `21', `yolo_c7')  m4_dnl bias
UC10_CALL(`v7', `Float', `1, 21, 8, 8', `aten::_convolution', `v6, c6, c7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl pred, zoo.py:129
UC10_CALL(`v8', `Float', `1, 3, 7, 8, 8', `aten::view', `v7, [1, 3, 7, 8, 8]')  m4_dnl forward, zoo.py:131
UC10_CALL(`v9', `Float', `1, 3, 8, 8, 7', `aten::permute', `v8, [0, 1, 3, 4, 2]')  m4_dnl forward, zoo.py:131
UC10_CALL(`v10', `Float', `1, 3, 8, 8, 7', `aten::contiguous', `v9, 0', `copy')  m4_dnl forward, zoo.py:131
UC10_CALL(`v11', `Float', `1, 3, 8, 8, 7', `aten::sigmoid', `v10')  m4_dnl forward, zoo.py:132
UC10_OUTPUT(`v11')
UC10_REFERENCE(`yolo_reference', `Float', `1, 3, 8, 8, 7', `1e-4')
UC10_END_PROGRAM
