m4_dnl autoencoder.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`autoencoder', `autoencoder_data.h')
UC10_INPUT(`x', `Float', `1, 640', `autoencoder_input_x')
UC10_CONST(`c0', `Float', `128, 640', `autoencoder_c0')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c1', `Float', `128', `autoencoder_c1')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v1', `Float', `1, 128', `aten::linear', `x, c0, c1')  m4_dnl encoder.0.0, models.py:143
UC10_CALL(`v2', `Float', `1, 128', `aten::relu', `v1')  m4_dnl encoder.0.2, models.py:143
UC10_CONST(`c2', `Float', `128, 128', `autoencoder_c2')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c3', `Float', `128', `autoencoder_c3')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v3', `Float', `1, 128', `aten::linear', `v2, c2, c3')  m4_dnl encoder.1.0, models.py:143
UC10_CALL(`v4', `Float', `1, 128', `aten::relu', `v3')  m4_dnl encoder.1.2, models.py:143
UC10_CONST(`c4', `Float', `128, 128', `autoencoder_c4')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c5', `Float', `128', `autoencoder_c5')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v5', `Float', `1, 128', `aten::linear', `v4, c4, c5')  m4_dnl encoder.2.0, models.py:143
UC10_CALL(`v6', `Float', `1, 128', `aten::relu', `v5')  m4_dnl encoder.2.2, models.py:143
UC10_CONST(`c6', `Float', `128, 128', `autoencoder_c6')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c7', `Float', `128', `autoencoder_c7')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v7', `Float', `1, 128', `aten::linear', `v6, c6, c7')  m4_dnl encoder.3.0, models.py:143
UC10_CALL(`v8', `Float', `1, 128', `aten::relu', `v7')  m4_dnl encoder.3.2, models.py:143
UC10_CONST(`c8', `Float', `8, 128', `autoencoder_c8')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c9', `Float', `8', `autoencoder_c9')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v9', `Float', `1, 8', `aten::linear', `v8, c8, c9')  m4_dnl encoder.4.0, models.py:143
UC10_CALL(`v10', `Float', `1, 8', `aten::relu', `v9')  m4_dnl encoder.4.2, models.py:143
UC10_CONST(`c10', `Float', `128, 8', `autoencoder_c10')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c11', `Float', `128', `autoencoder_c11')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v11', `Float', `1, 128', `aten::linear', `v10, c10, c11')  m4_dnl decoder.0.0, models.py:143
UC10_CALL(`v12', `Float', `1, 128', `aten::relu', `v11')  m4_dnl decoder.0.2, models.py:143
UC10_CONST(`c12', `Float', `128, 128', `autoencoder_c12')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c13', `Float', `128', `autoencoder_c13')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v13', `Float', `1, 128', `aten::linear', `v12, c12, c13')  m4_dnl decoder.1.0, models.py:143
UC10_CALL(`v14', `Float', `1, 128', `aten::relu', `v13')  m4_dnl decoder.1.2, models.py:143
UC10_CONST(`c14', `Float', `128, 128', `autoencoder_c14')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c15', `Float', `128', `autoencoder_c15')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v15', `Float', `1, 128', `aten::linear', `v14, c14, c15')  m4_dnl decoder.2.0, models.py:143
UC10_CALL(`v16', `Float', `1, 128', `aten::relu', `v15')  m4_dnl decoder.2.2, models.py:143
UC10_CONST(`c16', `Float', `128, 128', `autoencoder_c16')  m4_dnl weight (BatchNorm folded)
UC10_CONST(`c17', `Float', `128', `autoencoder_c17')  m4_dnl bias (BatchNorm folded)
UC10_CALL(`v17', `Float', `1, 128', `aten::linear', `v16, c16, c17')  m4_dnl decoder.3.0, models.py:143
UC10_CALL(`v18', `Float', `1, 128', `aten::relu', `v17')  m4_dnl decoder.3.2, models.py:143
UC10_CONST(`c18', `Float', `640, 128', `autoencoder_c18')  m4_dnl weight
UC10_CONST(`c19', `Float', `640', `autoencoder_c19')  m4_dnl bias
UC10_CALL(`v19', `Float', `1, 640', `aten::linear', `v18, c18, c19')  m4_dnl out, models.py:143
UC10_OUTPUT(`v19')
UC10_REFERENCE(`autoencoder_reference', `Float', `1, 640', `1e-4')
UC10_END_PROGRAM
