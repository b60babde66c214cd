m4_dnl lstm_vad_dynamic.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`lstm_vad_dynamic', `lstm_vad_dynamic_data.h')
UC10_INPUT(`x', `Float', `1, 20, 13', `lstm_vad_dynamic_input_x')
UC10_CONST(`c0', `Float', `2, 1, 32', `lstm_vad_dynamic_c0')  m4_dnl 26
UC10_CONST(`c1', `QInt8', `128, 13', `lstm_vad_dynamic_c1', `0x1.6b6686p-10', `0')  m4_dnl 27
UC10_CONST(`c2', `QInt8', `128, 32', `lstm_vad_dynamic_c2', `0x1.6b59b8p-10', `0')  m4_dnl 27
UC10_CONST(`c3', `Float', `128', `lstm_vad_dynamic_c3')  m4_dnl 27
UC10_CONST(`c4', `Float', `128', `lstm_vad_dynamic_c4')  m4_dnl 27
UC10_CONST(`c5', `QInt8', `128, 32', `lstm_vad_dynamic_c5', `0x1.6b6accp-10', `0')  m4_dnl 27
UC10_CONST(`c6', `QInt8', `128, 32', `lstm_vad_dynamic_c6', `0x1.6b3d7ap-10', `0')  m4_dnl 27
UC10_CONST(`c7', `Float', `128', `lstm_vad_dynamic_c7')  m4_dnl 27
UC10_CONST(`c8', `Float', `128', `lstm_vad_dynamic_c8')  m4_dnl 27
UC10_CALL(`v1', `Float', `1, 20, 32', `quantized_unpacked::lstm_dynamic', `x, [c0, c0], [c1, c2, c3, c4, c5, c6, c7, c8], True, 2, 0.0, False, False, True, True')  m4_dnl lstm, sequence.py:33
UC10_RESULT(`v1_1', `Float', `2, 1, 32')  m4_dnl result 1 of quantized_unpacked::lstm_dynamic
UC10_RESULT(`v1_2', `Float', `2, 1, 32')  m4_dnl result 2 of quantized_unpacked::lstm_dynamic
UC10_CONST(`c9', `QInt8', `1, 32', `lstm_vad_dynamic_c9', `0x1.669776p-10', `0')  m4_dnl _packed_params
UC10_CONST(`c10', `Float', `1', `lstm_vad_dynamic_c10')  m4_dnl _packed_params
UC10_CALL(`v2', `Float', `1, 20, 1', `quantized_unpacked::linear_dynamic', `v1, c9, c10, True')  m4_dnl fc, sequence.py:34
UC10_CALL(`v3', `Float', `1, 20, 1', `aten::to.dtype', `v2, 6, False, False, None')  m4_dnl fc, sequence.py:34
UC10_CALL(`v4', `Float', `1, 20, 1', `aten::sigmoid', `v3')  m4_dnl forward, sequence.py:34
UC10_OUTPUT(`v4')
UC10_REFERENCE(`lstm_vad_dynamic_reference', `Float', `1, 20, 1', `1e-4')
UC10_END_PROGRAM
