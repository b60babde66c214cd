m4_dnl lstm_vad.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`lstm_vad', `lstm_vad_data.h')
UC10_INPUT(`x', `Float', `1, 20, 13', `lstm_vad_input_x')
UC10_CONST(`c0', `Float', `2, 1, 32', `lstm_vad_c0')  m4_dnl 29
UC10_CONST(`c1', `Float', `2, 1, 32', `lstm_vad_c1')  m4_dnl 29
UC10_CONST(`c2', `Float', `128, 13', `lstm_vad_c2')  m4_dnl 30
UC10_CONST(`c3', `Float', `128, 32', `lstm_vad_c3')  m4_dnl 30
UC10_CONST(`c4', `Float', `128', `lstm_vad_c4')  m4_dnl 30
UC10_CONST(`c5', `Float', `128', `lstm_vad_c5')  m4_dnl 30
UC10_CONST(`c6', `Float', `128, 32', `lstm_vad_c6')  m4_dnl 30
UC10_CONST(`c7', `Float', `128, 32', `lstm_vad_c7')  m4_dnl 30
UC10_CONST(`c8', `Float', `128', `lstm_vad_c8')  m4_dnl 30
UC10_CONST(`c9', `Float', `128', `lstm_vad_c9')  m4_dnl 30
UC10_CALL(`v1', `Float', `1, 20, 32', `aten::lstm.input', `x, [c0, c1], [c2, c3, c4, c5, c6, c7, c8, c9], True, 2, 0.0, False, False, True')  m4_dnl lstm, sequence.py:33
UC10_RESULT(`v1_1', `Float', `2, 1, 32')  m4_dnl result 1 of aten::lstm.input
UC10_RESULT(`v1_2', `Float', `2, 1, 32')  m4_dnl result 2 of aten::lstm.input
UC10_CONST(`c10', `Float', `1, 32', `lstm_vad_c10')  m4_dnl weight
UC10_CONST(`c11', `Float', `1', `lstm_vad_c11')  m4_dnl bias
UC10_CALL(`v2', `Float', `1, 20, 1', `aten::linear', `v1, c10, c11')  m4_dnl fc, sequence.py:34
UC10_CALL(`v3', `Float', `1, 20, 1', `aten::sigmoid', `v2')  m4_dnl forward, sequence.py:34
UC10_OUTPUT(`v3')
UC10_REFERENCE(`lstm_vad_reference', `Float', `1, 20, 1', `1e-4')
UC10_END_PROGRAM
