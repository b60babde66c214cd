m4_dnl yolo_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`yolo_int8', `yolo_int8_data.h')
UC10_INPUT(`x', `Float', `1, 3, 64, 64', `yolo_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 3, 64, 64', `aten::quantize_per_tensor', `x, 0.03131468966603279, 129, 13')  m4_dnl forward, <eval_with_key>.6:7
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `8, 3, 3, 3', `yolo_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `8', `yolo_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 8, 32, 32', `quantized_unpacked::conv2d', `v1, c0, c1, [2, 2], [1, 1], [1, 1], 1, 0.025792786851525307, 128')  m4_dnl backbone.0.0, <eval_with_key>.6:8
UC10_CALL(`v3', `QUInt8', `1, 8, 32, 32', `quantized::hardswish', `v2, 0.01444267388433218, 26')  m4_dnl backbone.0.2, <eval_with_key>.6:9
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `16, 8, 3, 3', `yolo_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `16', `yolo_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v4', `QUInt8', `1, 16, 16, 16', `quantized_unpacked::conv2d', `v3, c2, c3, [2, 2], [1, 1], [1, 1], 1, 0.010562830604612827, 112')  m4_dnl backbone.1.0, <eval_with_key>.6:10
UC10_CALL(`v5', `QUInt8', `1, 16, 16, 16', `quantized::hardswish', `v4, 0.005673128180205822, 63')  m4_dnl backbone.1.2, <eval_with_key>.6:11
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `32, 16, 3, 3', `yolo_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `32', `yolo_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 32, 8, 8', `quantized_unpacked::conv2d', `v5, c4, c5, [2, 2], [1, 1], [1, 1], 1, 0.005947813391685486, 116')  m4_dnl backbone.2.0, <eval_with_key>.6:12
UC10_CALL(`v7', `QUInt8', `1, 32, 8, 8', `quantized::hardswish', `v6, 0.0031179378274828196, 85')  m4_dnl backbone.2.2, <eval_with_key>.6:13
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `21, 32, 1, 1', `yolo_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `21', `yolo_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v8', `QUInt8', `1, 21, 8, 8', `quantized_unpacked::conv2d', `v7, c6, c7, [1, 1], [0, 0], [1, 1], 1, 0.0024750828742980957, 149')  m4_dnl pred, <eval_with_key>.6:14
UC10_CALL(`v9', `QUInt8', `1, 3, 7, 8, 8', `aten::view', `v8, [1, 3, 7, 8, 8]')  m4_dnl forward, <eval_with_key>.6:21
UC10_CALL(`v10', `QUInt8', `1, 3, 8, 8, 7', `aten::permute', `v9, [0, 1, 3, 4, 2]')  m4_dnl forward, <eval_with_key>.6:22
UC10_CALL(`v11', `QUInt8', `1, 3, 8, 8, 7', `aten::contiguous', `v10, 0', `copy')  m4_dnl forward, <eval_with_key>.6:23
UC10_CALL(`v12', `Float', `1, 3, 8, 8, 7', `aten::dequantize.self', `v11')  m4_dnl forward, <eval_with_key>.6:24
UC10_CALL(`v13', `Float', `1, 3, 8, 8, 7', `aten::sigmoid', `v12')  m4_dnl forward, <eval_with_key>.6:25
UC10_OUTPUT(`v13')
UC10_REFERENCE(`yolo_int8_reference', `Float', `1, 3, 8, 8, 7', `1e-4')
UC10_END_PROGRAM
