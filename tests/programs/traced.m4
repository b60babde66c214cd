m4_dnl traced.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`traced', `traced_data.h')
UC10_INPUT(`x', `Float', `3, 4, 4', `traced_input_x')
UC10_CALL(`v1', `Float', `3, 16', `aten::view', `x, [3, -1]')  m4_dnl forward, models.py:101
UC10_CALL(`v2', `Float', `3, 16', `aten::mul.Scalar', `v1, 0.16666666666666666')  m4_dnl forward, models.py:101
UC10_CALL(`v3', `Float', `3, 16', `aten::add.Scalar', `v2, 3.0, 1')  m4_dnl forward, models.py:101
UC10_CALL(`v4', `Float', `3, 8', `aten::slice.Tensor', `v3, 1, 0, 8, 1')  m4_dnl forward, models.py:102 (aten::chunk)
UC10_CALL(`v5', `Float', `3, 8', `aten::slice.Tensor', `v3, 1, 8, 16, 1')  m4_dnl forward, models.py:102 (aten::chunk)
UC10_CALL(`v6', `Float', `3, 8', `aten::mul.Tensor', `v4, v5')  m4_dnl forward, models.py:103
UC10_CALL(`v7', `Float', `3, 2, 2, 2', `aten::view', `v6, [3, 2, 2, 2]')  m4_dnl forward, models.py:103
UC10_CONST(`c0', `Float', `2', `traced_c0')  m4_dnl rm
UC10_CONST(`c1', `Float', `2', `traced_c1')  m4_dnl rv
UC10_CALL(`v8', `Float', `3, 2, 2, 2', `aten::native_batch_norm', `v7, None, None, c0, c1, False, 0.1, 1e-05')  m4_dnl forward, models.py:103
UC10_RESULT(`v8_1', `Float', `0')  m4_dnl result 1 of aten::native_batch_norm
UC10_RESULT(`v8_2', `Float', `0')  m4_dnl result 2 of aten::native_batch_norm
UC10_OUTPUT(`v8')
UC10_REFERENCE(`traced_reference', `Float', `3, 2, 2, 2', `1e-4')
UC10_END_PROGRAM
