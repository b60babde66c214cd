m4_dnl autoencoder_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`autoencoder_int8', `autoencoder_int8_data.h')
UC10_INPUT(`x', `Float', `1, 640', `autoencoder_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 640', `aten::quantize_per_tensor', `x, 0.027150701731443405, 117, 13')  m4_dnl quant, uc10_export.py:399
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `128, 640', `autoencoder_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `128', `autoencoder_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 128', `quantized_unpacked::linear', `v1, c0, c1, 0.02082568220794201, 125')  m4_dnl module/module.encoder/module.encoder.0/module.encoder.0.0, models.py:140
UC10_CALL(`v3', `QUInt8', `1, 128', `aten::relu', `v2')  m4_dnl module/module.encoder/module.encoder.0/module.encoder.0.2, models.py:140
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `128, 128', `autoencoder_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `128', `autoencoder_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v4', `QUInt8', `1, 128', `quantized_unpacked::linear', `v3, c2, c3, 0.01270268578082323, 125')  m4_dnl module/module.encoder/module.encoder.1/module.encoder.1.0, models.py:140
UC10_CALL(`v5', `QUInt8', `1, 128', `aten::relu', `v4')  m4_dnl module/module.encoder/module.encoder.1/module.encoder.1.2, models.py:140
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `128, 128', `autoencoder_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `128', `autoencoder_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 128', `quantized_unpacked::linear', `v5, c4, c5, 0.010918639600276947, 130')  m4_dnl module/module.encoder/module.encoder.2/module.encoder.2.0, models.py:140
UC10_CALL(`v7', `QUInt8', `1, 128', `aten::relu', `v6')  m4_dnl module/module.encoder/module.encoder.2/module.encoder.2.2, models.py:140
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `128, 128', `autoencoder_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `128', `autoencoder_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v8', `QUInt8', `1, 128', `quantized_unpacked::linear', `v7, c6, c7, 0.007024955470114946, 131')  m4_dnl module/module.encoder/module.encoder.3/module.encoder.3.0, models.py:140
UC10_CALL(`v9', `QUInt8', `1, 128', `aten::relu', `v8')  m4_dnl module/module.encoder/module.encoder.3/module.encoder.3.2, models.py:140
UC10_CONST_PER_CHANNEL(`c8', `QInt8', `8, 128', `autoencoder_int8_c8', `0')  m4_dnl _packed_params
UC10_CONST(`c9', `Float', `8', `autoencoder_int8_c9')  m4_dnl _packed_params
UC10_CALL(`v10', `QUInt8', `1, 8', `quantized_unpacked::linear', `v9, c8, c9, 0.0027385579887777567, 75')  m4_dnl module/module.encoder/module.encoder.4/module.encoder.4.0, models.py:140
UC10_CALL(`v11', `QUInt8', `1, 8', `aten::relu', `v10')  m4_dnl module/module.encoder/module.encoder.4/module.encoder.4.2, models.py:140
UC10_CONST_PER_CHANNEL(`c10', `QInt8', `128, 8', `autoencoder_int8_c10', `0')  m4_dnl _packed_params
UC10_CONST(`c11', `Float', `128', `autoencoder_int8_c11')  m4_dnl _packed_params
UC10_CALL(`v12', `QUInt8', `1, 128', `quantized_unpacked::linear', `v11, c10, c11, 0.011430179700255394, 109')  m4_dnl module/module.decoder/module.decoder.0/module.decoder.0.0, models.py:140
UC10_CALL(`v13', `QUInt8', `1, 128', `aten::relu', `v12')  m4_dnl module/module.decoder/module.decoder.0/module.decoder.0.2, models.py:140
UC10_CONST_PER_CHANNEL(`c12', `QInt8', `128, 128', `autoencoder_int8_c12', `0')  m4_dnl _packed_params
UC10_CONST(`c13', `Float', `128', `autoencoder_int8_c13')  m4_dnl _packed_params
UC10_CALL(`v14', `QUInt8', `1, 128', `quantized_unpacked::linear', `v13, c12, c13, 0.006880631670355797, 143')  m4_dnl module/module.decoder/module.decoder.1/module.decoder.1.0, models.py:140
UC10_CALL(`v15', `QUInt8', `1, 128', `aten::relu', `v14')  m4_dnl module/module.decoder/module.decoder.1/module.decoder.1.2, models.py:140
UC10_CONST_PER_CHANNEL(`c14', `QInt8', `128, 128', `autoencoder_int8_c14', `0')  m4_dnl _packed_params
UC10_CONST(`c15', `Float', `128', `autoencoder_int8_c15')  m4_dnl _packed_params
UC10_CALL(`v16', `QUInt8', `1, 128', `quantized_unpacked::linear', `v15, c14, c15, 0.006283042952418327, 138')  m4_dnl module/module.decoder/module.decoder.2/module.decoder.2.0, models.py:140
UC10_CALL(`v17', `QUInt8', `1, 128', `aten::relu', `v16')  m4_dnl module/module.decoder/module.decoder.2/module.decoder.2.2, models.py:140
UC10_CONST_PER_CHANNEL(`c16', `QInt8', `128, 128', `autoencoder_int8_c16', `0')  m4_dnl _packed_params
UC10_CONST(`c17', `Float', `128', `autoencoder_int8_c17')  m4_dnl _packed_params
UC10_CALL(`v18', `QUInt8', `1, 128', `quantized_unpacked::linear', `v17, c16, c17, 0.007947615347802639, 129')  m4_dnl module/module.decoder/module.decoder.3/module.decoder.3.0, models.py:140
UC10_CALL(`v19', `QUInt8', `1, 128', `aten::relu', `v18')  m4_dnl module/module.decoder/module.decoder.3/module.decoder.3.2, models.py:140
UC10_CONST_PER_CHANNEL(`c18', `QInt8', `640, 128', `autoencoder_int8_c18', `0')  m4_dnl _packed_params
UC10_CONST(`c19', `Float', `640', `autoencoder_int8_c19')  m4_dnl _packed_params
UC10_CALL(`v20', `QUInt8', `1, 640', `quantized_unpacked::linear', `v19, c18, c19, 0.003083450486883521, 112')  m4_dnl module/module.out, models.py:140
UC10_OUTPUT(`v20')
UC10_REFERENCE(`autoencoder_int8_reference', `QUInt8', `1, 640', `0x1.94276ep-9', `112')
UC10_END_PROGRAM
