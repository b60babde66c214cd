m4_dnl qcnn.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`qcnn', `qcnn_data.h')
UC10_INPUT(`x', `Float', `1, 1, 6, 6', `qcnn_input_x')
UC10_CALL(`v1', `QUInt8', `1, 1, 6, 6', `aten::quantize_per_tensor', `x, 0.020667050033807755, 134, 13')  m4_dnl quant, models.py:95
UC10_CONST(`c0', `QInt8', `4, 1, 3, 3', `qcnn_c0', `0x1.53bffcp-9', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `4', `qcnn_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 4, 6, 6', `quantized_unpacked::conv2d', `v1, c0, c1, [1, 1], [1, 1], [1, 1], 1, 0.01630702055990696, 133')  m4_dnl conv, models.py:95
UC10_CALL(`v3', `QUInt8', `1, 4, 6, 6', `aten::relu', `v2')  m4_dnl relu, models.py:95
UC10_CALL(`v4', `QUInt8', `1, 144', `aten::flatten.using_ints', `v3, 1, -1', `copy')  m4_dnl forward, models.py:96
UC10_CONST(`c2', `QInt8', `10, 144', `qcnn_c2', `0x1.567e56p-11', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `10', `qcnn_c3')  m4_dnl _packed_params
UC10_CALL(`v5', `QUInt8', `1, 10', `quantized_unpacked::linear', `v4, c2, c3, 0.004328800830990076, 126')  m4_dnl fc, models.py:96
UC10_CALL(`v6', `Float', `1, 10', `aten::dequantize.self', `v5')  m4_dnl dequant, models.py:96
UC10_OUTPUT(`v6')
UC10_REFERENCE(`qcnn_reference', `Float', `1, 10', `1e-6')
UC10_END_PROGRAM
