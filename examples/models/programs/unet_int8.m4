m4_dnl unet_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`unet_int8', `unet_int8_data.h')
UC10_INPUT(`x', `Float', `1, 1, 32, 32', `unet_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 1, 32, 32', `aten::quantize_per_tensor', `x, 0.02904881350696087, 110, 13')  m4_dnl forward, <eval_with_key>.7:7
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `8, 1, 3, 3', `unet_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `8', `unet_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 8, 32, 32', `quantized_unpacked::conv2d_relu', `v1, c0, c1, [1, 1], [1, 1], [1, 1], 1, 0.010510287247598171, 0')  m4_dnl d1.0, <eval_with_key>.7:8
UC10_CALL(`v3', `QUInt8', `1, 8, 16, 16', `aten::max_pool2d', `v2, [2, 2], [], [0, 0], [1, 1], False')  m4_dnl forward, <eval_with_key>.7:9
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `16, 8, 3, 3', `unet_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `16', `unet_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v4', `QUInt8', `1, 16, 16, 16', `quantized_unpacked::conv2d_relu', `v3, c2, c3, [1, 1], [1, 1], [1, 1], 1, 0.007506893016397953, 0')  m4_dnl d2.0, <eval_with_key>.7:10
UC10_CALL(`v5', `QUInt8', `1, 16, 8, 8', `aten::max_pool2d', `v4, [2, 2], [], [0, 0], [1, 1], False')  m4_dnl forward, <eval_with_key>.7:11
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `32, 16, 3, 3', `unet_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `32', `unet_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 32, 8, 8', `quantized_unpacked::conv2d_relu', `v5, c4, c5, [1, 1], [1, 1], [1, 1], 1, 0.007506893016397953, 0')  m4_dnl mid.0, <eval_with_key>.7:12
UC10_CALL(`v7', `QUInt8', `1, 32, 16, 16', `aten::upsample_nearest2d', `v6, [16, 16], 2.0, 2.0')  m4_dnl forward, <eval_with_key>.7:13
UC10_CALL(`v8', `QUInt8', `1, 48, 16, 16', `aten::cat', `[v7, v4], 1')  m4_dnl forward, <eval_with_key>.7:14
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `16, 48, 3, 3', `unet_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `16', `unet_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v9', `QUInt8', `1, 16, 16, 16', `quantized_unpacked::conv2d_relu', `v8, c6, c7, [1, 1], [1, 1], [1, 1], 1, 0.010510287247598171, 0')  m4_dnl u2.0, <eval_with_key>.7:15
UC10_CALL(`v10', `QUInt8', `1, 16, 32, 32', `aten::upsample_nearest2d', `v9, [32, 32], 2.0, 2.0')  m4_dnl forward, <eval_with_key>.7:16
UC10_CALL(`v11', `QUInt8', `1, 24, 32, 32', `aten::cat', `[v10, v2], 1')  m4_dnl forward, <eval_with_key>.7:17
UC10_CONST_PER_CHANNEL(`c8', `QInt8', `8, 24, 3, 3', `unet_int8_c8', `0')  m4_dnl _packed_params
UC10_CONST(`c9', `Float', `8', `unet_int8_c9')  m4_dnl _packed_params
UC10_CALL(`v12', `QUInt8', `1, 8, 32, 32', `quantized_unpacked::conv2d_relu', `v11, c8, c9, [1, 1], [1, 1], [1, 1], 1, 0.0025610451120883226, 0')  m4_dnl u1.0, <eval_with_key>.7:18
UC10_CONST_PER_CHANNEL(`c10', `QInt8', `2, 8, 1, 1', `unet_int8_c10', `0')  m4_dnl _packed_params
UC10_CONST(`c11', `Float', `2', `unet_int8_c11')  m4_dnl _packed_params
UC10_CALL(`v13', `QUInt8', `1, 2, 32, 32', `quantized_unpacked::conv2d', `v12, c10, c11, [1, 1], [0, 0], [1, 1], 1, 0.002235581399872899, 122')  m4_dnl out, <eval_with_key>.7:19
UC10_OUTPUT(`v13')
UC10_REFERENCE(`unet_int8_reference', `QUInt8', `1, 2, 32, 32', `0x1.2505aap-9', `122')
UC10_END_PROGRAM
