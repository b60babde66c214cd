m4_dnl gru_kws.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`gru_kws', `gru_kws_data.h')
UC10_INPUT(`x', `Float', `49, 1, 10', `gru_kws_input_x')
UC10_CONST(`c0', `Float', `2, 1, 24', `gru_kws_c0')  m4_dnl hx
UC10_CONST(`c1', `Float', `72, 10', `gru_kws_c1')  m4_dnl 29
UC10_CONST(`c2', `Float', `72, 24', `gru_kws_c2')  m4_dnl 29
UC10_CONST(`c3', `Float', `72', `gru_kws_c3')  m4_dnl 29
UC10_CONST(`c4', `Float', `72', `gru_kws_c4')  m4_dnl 29
UC10_CONST(`c5', `Float', `72, 10', `gru_kws_c5')  m4_dnl 29
UC10_CONST(`c6', `Float', `72, 24', `gru_kws_c6')  m4_dnl 29
UC10_CONST(`c7', `Float', `72', `gru_kws_c7')  m4_dnl 29
UC10_CONST(`c8', `Float', `72', `gru_kws_c8')  m4_dnl 29
UC10_CALL(`v1', `Float', `49, 1, 48', `aten::gru.input', `x, c0, [c1, c2, c3, c4, c5, c6, c7, c8], True, 1, 0.0, False, True, False')  m4_dnl gru, sequence.py:112
UC10_RESULT(`v1_1', `Float', `2, 1, 24')  m4_dnl result 1 of aten::gru.input
UC10_CALL(`v2', `Float', `1, 48', `aten::select.int', `v1, 0, -1')  m4_dnl forward, sequence.py:113
UC10_CONST(`c9', `Float', `12, 48', `gru_kws_c9')  m4_dnl weight
UC10_CONST(`c10', `Float', `12', `gru_kws_c10')  m4_dnl bias
UC10_CALL(`v3', `Float', `1, 12', `aten::linear', `v2, c9, c10')  m4_dnl fc, sequence.py:113
UC10_OUTPUT(`v3')
UC10_REFERENCE(`gru_kws_reference', `Float', `1, 12', `1e-4')
UC10_END_PROGRAM
