m4_dnl demo_cnn.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`demo_cnn', `demo_cnn_data.h')
UC10_INPUT(`x', `Float', `1, 1, 6, 6', `demo_cnn_input_x')
UC10_CONST(`c0', `Float', `4, 1, 3, 3', `demo_cnn_c0')  m4_dnl weight
UC10_CONST(`c1', `Float', `4', `demo_cnn_c1')  m4_dnl bias
UC10_CALL(`v1', `Float', `1, 4, 6, 6', `aten::_convolution', `x, c0, c1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True')  m4_dnl conv, models.py:49
UC10_CALL(`v2', `Float', `1, 4, 6, 6', `aten::relu', `v1')  m4_dnl forward, models.py:49
UC10_CALL(`v3', `Float', `1, 4, 3, 3', `aten::max_pool2d', `v2, [2, 2], [2, 2], [0, 0], [1, 1], False')  m4_dnl pool, models.py:49
UC10_CALL(`v4', `Float', `1, 36', `aten::flatten.using_ints', `v3, 1, -1')  m4_dnl forward, models.py:50
UC10_CONST(`c2', `Float', `10, 36', `demo_cnn_c2')  m4_dnl weight
UC10_CONST(`c3', `Float', `10', `demo_cnn_c3')  m4_dnl bias
UC10_CALL(`v5', `Float', `1, 10', `aten::linear', `v4, c2, c3')  m4_dnl fc, models.py:50
UC10_CALL(`v6', `Float', `1, 10', `aten::softmax.int', `v5, 1, None')  m4_dnl forward, models.py:50
UC10_OUTPUT(`v6')
UC10_REFERENCE(`demo_cnn_reference', `Float', `1, 10', `1e-4')
UC10_END_PROGRAM
