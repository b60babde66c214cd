m4_dnl autoencoder.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`autoencoder', `autoencoder_data.h')
UC10_INPUT(`x', `Float', `1, 640', `autoencoder_input_x')
UC10_CONST(`c0', `Float', `128, 640', `autoencoder_c0')  m4_dnl weight
UC10_CONST(`c1', `Float', `128', `autoencoder_c1')  m4_dnl bias
UC10_CALL(`v1', `Float', `1, 128', `aten::linear', `x, c0, c1')  m4_dnl encoder/encoder.0/encoder.0.0, models.py:140
UC10_CONST(`c2', `Float', `128', `autoencoder_c2')  m4_dnl weight
UC10_CONST(`c3', `Float', `128', `autoencoder_c3')  m4_dnl bias
UC10_CONST(`c4', `Float', `128', `autoencoder_c4')  m4_dnl running_mean
UC10_CONST(`c5', `Float', `128', `autoencoder_c5')  m4_dnl running_var
UC10_CALL(`v2', `Float', `1, 128', `aten::batch_norm', `v1, c2, c3, c4, c5, False, 0.1, 1e-05, True')  m4_dnl encoder/encoder.0/encoder.0.1, models.py:140
UC10_CALL(`v3', `Float', `1, 128', `aten::relu', `v2')  m4_dnl encoder/encoder.0/encoder.0.2, models.py:140
UC10_CONST(`c6', `Float', `128, 128', `autoencoder_c6')  m4_dnl weight
UC10_CONST(`c7', `Float', `128', `autoencoder_c7')  m4_dnl bias
UC10_CALL(`v4', `Float', `1, 128', `aten::linear', `v3, c6, c7')  m4_dnl encoder/encoder.1/encoder.1.0, models.py:140
UC10_CONST(`c8', `Float', `128', `autoencoder_c8')  m4_dnl weight
UC10_CONST(`c9', `Float', `128', `autoencoder_c9')  m4_dnl bias
UC10_CONST(`c10', `Float', `128', `autoencoder_c10')  m4_dnl running_mean
UC10_CONST(`c11', `Float', `128', `autoencoder_c11')  m4_dnl running_var
UC10_CALL(`v5', `Float', `1, 128', `aten::batch_norm', `v4, c8, c9, c10, c11, False, 0.1, 1e-05, True')  m4_dnl encoder/encoder.1/encoder.1.1, models.py:140
UC10_CALL(`v6', `Float', `1, 128', `aten::relu', `v5')  m4_dnl encoder/encoder.1/encoder.1.2, models.py:140
UC10_CONST(`c12', `Float', `128, 128', `autoencoder_c12')  m4_dnl weight
UC10_CONST(`c13', `Float', `128', `autoencoder_c13')  m4_dnl bias
UC10_CALL(`v7', `Float', `1, 128', `aten::linear', `v6, c12, c13')  m4_dnl encoder/encoder.2/encoder.2.0, models.py:140
UC10_CONST(`c14', `Float', `128', `autoencoder_c14')  m4_dnl weight
UC10_CONST(`c15', `Float', `128', `autoencoder_c15')  m4_dnl bias
UC10_CONST(`c16', `Float', `128', `autoencoder_c16')  m4_dnl running_mean
UC10_CONST(`c17', `Float', `128', `autoencoder_c17')  m4_dnl running_var
UC10_CALL(`v8', `Float', `1, 128', `aten::batch_norm', `v7, c14, c15, c16, c17, False, 0.1, 1e-05, True')  m4_dnl encoder/encoder.2/encoder.2.1, models.py:140
UC10_CALL(`v9', `Float', `1, 128', `aten::relu', `v8')  m4_dnl encoder/encoder.2/encoder.2.2, models.py:140
UC10_CONST(`c18', `Float', `128, 128', `autoencoder_c18')  m4_dnl weight
UC10_CONST(`c19', `Float', `128', `autoencoder_c19')  m4_dnl bias
UC10_CALL(`v10', `Float', `1, 128', `aten::linear', `v9, c18, c19')  m4_dnl encoder/encoder.3/encoder.3.0, models.py:140
UC10_CONST(`c20', `Float', `128', `autoencoder_c20')  m4_dnl weight
UC10_CONST(`c21', `Float', `128', `autoencoder_c21')  m4_dnl bias
UC10_CONST(`c22', `Float', `128', `autoencoder_c22')  m4_dnl running_mean
UC10_CONST(`c23', `Float', `128', `autoencoder_c23')  m4_dnl running_var
UC10_CALL(`v11', `Float', `1, 128', `aten::batch_norm', `v10, c20, c21, c22, c23, False, 0.1, 1e-05, True')  m4_dnl encoder/encoder.3/encoder.3.1, models.py:140
UC10_CALL(`v12', `Float', `1, 128', `aten::relu', `v11')  m4_dnl encoder/encoder.3/encoder.3.2, models.py:140
UC10_CONST(`c24', `Float', `8, 128', `autoencoder_c24')  m4_dnl weight
UC10_CONST(`c25', `Float', `8', `autoencoder_c25')  m4_dnl bias
UC10_CALL(`v13', `Float', `1, 8', `aten::linear', `v12, c24, c25')  m4_dnl encoder/encoder.4/encoder.4.0, models.py:140
UC10_CONST(`c26', `Float', `8', `autoencoder_c26')  m4_dnl weight
UC10_CONST(`c27', `Float', `8', `autoencoder_c27')  m4_dnl bias
UC10_CONST(`c28', `Float', `8', `autoencoder_c28')  m4_dnl running_mean
UC10_CONST(`c29', `Float', `8', `autoencoder_c29')  m4_dnl running_var
UC10_CALL(`v14', `Float', `1, 8', `aten::batch_norm', `v13, c26, c27, c28, c29, False, 0.1, 1e-05, True')  m4_dnl encoder/encoder.4/encoder.4.1, models.py:140
UC10_CALL(`v15', `Float', `1, 8', `aten::relu', `v14')  m4_dnl encoder/encoder.4/encoder.4.2, models.py:140
UC10_CONST(`c30', `Float', `128, 8', `autoencoder_c30')  m4_dnl weight
UC10_CONST(`c31', `Float', `128', `autoencoder_c31')  m4_dnl bias
UC10_CALL(`v16', `Float', `1, 128', `aten::linear', `v15, c30, c31')  m4_dnl decoder/decoder.0/decoder.0.0, models.py:140
UC10_CONST(`c32', `Float', `128', `autoencoder_c32')  m4_dnl weight
UC10_CONST(`c33', `Float', `128', `autoencoder_c33')  m4_dnl bias
UC10_CONST(`c34', `Float', `128', `autoencoder_c34')  m4_dnl running_mean
UC10_CONST(`c35', `Float', `128', `autoencoder_c35')  m4_dnl running_var
UC10_CALL(`v17', `Float', `1, 128', `aten::batch_norm', `v16, c32, c33, c34, c35, False, 0.1, 1e-05, True')  m4_dnl decoder/decoder.0/decoder.0.1, models.py:140
UC10_CALL(`v18', `Float', `1, 128', `aten::relu', `v17')  m4_dnl decoder/decoder.0/decoder.0.2, models.py:140
UC10_CONST(`c36', `Float', `128, 128', `autoencoder_c36')  m4_dnl weight
UC10_CONST(`c37', `Float', `128', `autoencoder_c37')  m4_dnl bias
UC10_CALL(`v19', `Float', `1, 128', `aten::linear', `v18, c36, c37')  m4_dnl decoder/decoder.1/decoder.1.0, models.py:140
UC10_CONST(`c38', `Float', `128', `autoencoder_c38')  m4_dnl weight
UC10_CONST(`c39', `Float', `128', `autoencoder_c39')  m4_dnl bias
UC10_CONST(`c40', `Float', `128', `autoencoder_c40')  m4_dnl running_mean
UC10_CONST(`c41', `Float', `128', `autoencoder_c41')  m4_dnl running_var
UC10_CALL(`v20', `Float', `1, 128', `aten::batch_norm', `v19, c38, c39, c40, c41, False, 0.1, 1e-05, True')  m4_dnl decoder/decoder.1/decoder.1.1, models.py:140
UC10_CALL(`v21', `Float', `1, 128', `aten::relu', `v20')  m4_dnl decoder/decoder.1/decoder.1.2, models.py:140
UC10_CONST(`c42', `Float', `128, 128', `autoencoder_c42')  m4_dnl weight
UC10_CONST(`c43', `Float', `128', `autoencoder_c43')  m4_dnl bias
UC10_CALL(`v22', `Float', `1, 128', `aten::linear', `v21, c42, c43')  m4_dnl decoder/decoder.2/decoder.2.0, models.py:140
UC10_CONST(`c44', `Float', `128', `autoencoder_c44')  m4_dnl weight
UC10_CONST(`c45', `Float', `128', `autoencoder_c45')  m4_dnl bias
UC10_CONST(`c46', `Float', `128', `autoencoder_c46')  m4_dnl running_mean
UC10_CONST(`c47', `Float', `128', `autoencoder_c47')  m4_dnl running_var
UC10_CALL(`v23', `Float', `1, 128', `aten::batch_norm', `v22, c44, c45, c46, c47, False, 0.1, 1e-05, True')  m4_dnl decoder/decoder.2/decoder.2.1, models.py:140
UC10_CALL(`v24', `Float', `1, 128', `aten::relu', `v23')  m4_dnl decoder/decoder.2/decoder.2.2, models.py:140
UC10_CONST(`c48', `Float', `128, 128', `autoencoder_c48')  m4_dnl weight
UC10_CONST(`c49', `Float', `128', `autoencoder_c49')  m4_dnl bias
UC10_CALL(`v25', `Float', `1, 128', `aten::linear', `v24, c48, c49')  m4_dnl decoder/decoder.3/decoder.3.0, models.py:140
UC10_CONST(`c50', `Float', `128', `autoencoder_c50')  m4_dnl weight
UC10_CONST(`c51', `Float', `128', `autoencoder_c51')  m4_dnl bias
UC10_CONST(`c52', `Float', `128', `autoencoder_c52')  m4_dnl running_mean
UC10_CONST(`c53', `Float', `128', `autoencoder_c53')  m4_dnl running_var
UC10_CALL(`v26', `Float', `1, 128', `aten::batch_norm', `v25, c50, c51, c52, c53, False, 0.1, 1e-05, True')  m4_dnl decoder/decoder.3/decoder.3.1, models.py:140
UC10_CALL(`v27', `Float', `1, 128', `aten::relu', `v26')  m4_dnl decoder/decoder.3/decoder.3.2, models.py:140
UC10_CONST(`c54', `Float', `640, 128', `autoencoder_c54')  m4_dnl weight
UC10_CONST(`c55', `Float', `640', `autoencoder_c55')  m4_dnl bias
UC10_CALL(`v28', `Float', `1, 640', `aten::linear', `v27, c54, c55')  m4_dnl out, models.py:140
UC10_OUTPUT(`v28')
UC10_REFERENCE(`autoencoder_reference', `Float', `1, 640', `1e-4')
UC10_END_PROGRAM
