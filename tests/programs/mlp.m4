m4_dnl mlp.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`mlp', `mlp_data.h')
UC10_INPUT(`x', `Float', `1, 16', `mlp_input_x')
UC10_CONST(`c0', `Float', `32, 16', `mlp_c0')  m4_dnl weight
UC10_CONST(`c1', `Float', `32', `mlp_c1')  m4_dnl bias
UC10_CALL(`v1', `Float', `1, 32', `aten::linear', `x, c0, c1')  m4_dnl fc1, models.py:22
UC10_CALL(`v2', `Float', `1, 32', `aten::relu', `v1')  m4_dnl forward, models.py:22
UC10_CONST(`c2', `Float', `8, 32', `mlp_c2')  m4_dnl weight
UC10_CONST(`c3', `Float', `8', `mlp_c3')  m4_dnl bias
UC10_CALL(`v3', `Float', `1, 8', `aten::linear', `v2, c2, c3')  m4_dnl fc2, models.py:22
UC10_OUTPUT(`v3')
UC10_REFERENCE(`mlp_reference', `Float', `1, 8', `1e-4')
UC10_END_PROGRAM
