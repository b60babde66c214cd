m4_dnl mobilenet_v1_int8.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`mobilenet_v1_int8', `mobilenet_v1_int8_data.h')
UC10_INPUT(`x', `Float', `1, 3, 96, 96', `mobilenet_v1_int8_input_x')
UC10_CALL(`v1', `QUInt8', `1, 3, 96, 96', `aten::quantize_per_tensor', `x, 0.033174946904182434, 125, 13')  m4_dnl quant, uc10_export.py:399
UC10_CONST_PER_CHANNEL(`c0', `QInt8', `8, 3, 3, 3', `mobilenet_v1_int8_c0', `0')  m4_dnl _packed_params
UC10_CONST(`c1', `Float', `8', `mobilenet_v1_int8_c1')  m4_dnl _packed_params
UC10_CALL(`v2', `QUInt8', `1, 8, 48, 48', `quantized_unpacked::conv2d', `v1, c0, c1, [2, 2], [1, 1], [1, 1], 1, 0.020353810861706734, 138')  m4_dnl module/module.features/module.features.0/module.features.0.0, models.py:84
UC10_CALL(`v3', `QUInt8', `1, 8, 48, 48', `quantized::relu6', `v2, False')  m4_dnl module/module.features/module.features.0/module.features.0.2, models.py:84
UC10_CONST_PER_CHANNEL(`c2', `QInt8', `8, 1, 3, 3', `mobilenet_v1_int8_c2', `0')  m4_dnl _packed_params
UC10_CONST(`c3', `Float', `8', `mobilenet_v1_int8_c3')  m4_dnl _packed_params
UC10_CALL(`v4', `QUInt8', `1, 8, 48, 48', `quantized_unpacked::conv2d', `v3, c2, c3, [1, 1], [1, 1], [1, 1], 8, 0.012938262894749641, 154')  m4_dnl module/module.features/module.features.1/module.features.1.0, models.py:84
UC10_CALL(`v5', `QUInt8', `1, 8, 48, 48', `quantized::relu6', `v4, False')  m4_dnl module/module.features/module.features.1/module.features.1.2, models.py:84
UC10_CONST_PER_CHANNEL(`c4', `QInt8', `16, 8, 1, 1', `mobilenet_v1_int8_c4', `0')  m4_dnl _packed_params
UC10_CONST(`c5', `Float', `16', `mobilenet_v1_int8_c5')  m4_dnl _packed_params
UC10_CALL(`v6', `QUInt8', `1, 16, 48, 48', `quantized_unpacked::conv2d', `v5, c4, c5, [1, 1], [0, 0], [1, 1], 1, 0.009840321727097034, 111')  m4_dnl module/module.features/module.features.2/module.features.2.0, models.py:84
UC10_CALL(`v7', `QUInt8', `1, 16, 48, 48', `quantized::relu6', `v6, False')  m4_dnl module/module.features/module.features.2/module.features.2.2, models.py:84
UC10_CONST_PER_CHANNEL(`c6', `QInt8', `16, 1, 3, 3', `mobilenet_v1_int8_c6', `0')  m4_dnl _packed_params
UC10_CONST(`c7', `Float', `16', `mobilenet_v1_int8_c7')  m4_dnl _packed_params
UC10_CALL(`v8', `QUInt8', `1, 16, 24, 24', `quantized_unpacked::conv2d', `v7, c6, c7, [2, 2], [1, 1], [1, 1], 16, 0.007507247384637594, 70')  m4_dnl module/module.features/module.features.3/module.features.3.0, models.py:84
UC10_CALL(`v9', `QUInt8', `1, 16, 24, 24', `quantized::relu6', `v8, False')  m4_dnl module/module.features/module.features.3/module.features.3.2, models.py:84
UC10_CONST_PER_CHANNEL(`c8', `QInt8', `32, 16, 1, 1', `mobilenet_v1_int8_c8', `0')  m4_dnl _packed_params
UC10_CONST(`c9', `Float', `32', `mobilenet_v1_int8_c9')  m4_dnl _packed_params
UC10_CALL(`v10', `QUInt8', `1, 32, 24, 24', `quantized_unpacked::conv2d', `v9, c8, c9, [1, 1], [0, 0], [1, 1], 1, 0.007780447602272034, 144')  m4_dnl module/module.features/module.features.4/module.features.4.0, models.py:84
UC10_CALL(`v11', `QUInt8', `1, 32, 24, 24', `quantized::relu6', `v10, False')  m4_dnl module/module.features/module.features.4/module.features.4.2, models.py:84
UC10_CONST_PER_CHANNEL(`c10', `QInt8', `32, 1, 3, 3', `mobilenet_v1_int8_c10', `0')  m4_dnl _packed_params
UC10_CONST(`c11', `Float', `32', `mobilenet_v1_int8_c11')  m4_dnl _packed_params
UC10_CALL(`v12', `QUInt8', `1, 32, 24, 24', `quantized_unpacked::conv2d', `v11, c10, c11, [1, 1], [1, 1], [1, 1], 32, 0.005427504889667034, 134')  m4_dnl module/module.features/module.features.5/module.features.5.0, models.py:84
UC10_CALL(`v13', `QUInt8', `1, 32, 24, 24', `quantized::relu6', `v12, False')  m4_dnl module/module.features/module.features.5/module.features.5.2, models.py:84
UC10_CONST_PER_CHANNEL(`c12', `QInt8', `32, 32, 1, 1', `mobilenet_v1_int8_c12', `0')  m4_dnl _packed_params
UC10_CONST(`c13', `Float', `32', `mobilenet_v1_int8_c13')  m4_dnl _packed_params
UC10_CALL(`v14', `QUInt8', `1, 32, 24, 24', `quantized_unpacked::conv2d', `v13, c12, c13, [1, 1], [0, 0], [1, 1], 1, 0.005506531335413456, 135')  m4_dnl module/module.features/module.features.6/module.features.6.0, models.py:84
UC10_CALL(`v15', `QUInt8', `1, 32, 24, 24', `quantized::relu6', `v14, False')  m4_dnl module/module.features/module.features.6/module.features.6.2, models.py:84
UC10_CONST_PER_CHANNEL(`c14', `QInt8', `32, 1, 3, 3', `mobilenet_v1_int8_c14', `0')  m4_dnl _packed_params
UC10_CONST(`c15', `Float', `32', `mobilenet_v1_int8_c15')  m4_dnl _packed_params
UC10_CALL(`v16', `QUInt8', `1, 32, 12, 12', `quantized_unpacked::conv2d', `v15, c14, c15, [2, 2], [1, 1], [1, 1], 32, 0.005427455063909292, 106')  m4_dnl module/module.features/module.features.7/module.features.7.0, models.py:84
UC10_CALL(`v17', `QUInt8', `1, 32, 12, 12', `quantized::relu6', `v16, False')  m4_dnl module/module.features/module.features.7/module.features.7.2, models.py:84
UC10_CONST_PER_CHANNEL(`c16', `QInt8', `64, 32, 1, 1', `mobilenet_v1_int8_c16', `0')  m4_dnl _packed_params
UC10_CONST(`c17', `Float', `64', `mobilenet_v1_int8_c17')  m4_dnl _packed_params
UC10_CALL(`v18', `QUInt8', `1, 64, 12, 12', `quantized_unpacked::conv2d', `v17, c16, c17, [1, 1], [0, 0], [1, 1], 1, 0.0078092836774885654, 114')  m4_dnl module/module.features/module.features.8/module.features.8.0, models.py:84
UC10_CALL(`v19', `QUInt8', `1, 64, 12, 12', `quantized::relu6', `v18, False')  m4_dnl module/module.features/module.features.8/module.features.8.2, models.py:84
UC10_CONST_PER_CHANNEL(`c18', `QInt8', `64, 1, 3, 3', `mobilenet_v1_int8_c18', `0')  m4_dnl _packed_params
UC10_CONST(`c19', `Float', `64', `mobilenet_v1_int8_c19')  m4_dnl _packed_params
UC10_CALL(`v20', `QUInt8', `1, 64, 12, 12', `quantized_unpacked::conv2d', `v19, c18, c19, [1, 1], [1, 1], [1, 1], 64, 0.00980474054813385, 117')  m4_dnl module/module.features/module.features.9/module.features.9.0, models.py:84
UC10_CALL(`v21', `QUInt8', `1, 64, 12, 12', `quantized::relu6', `v20, False')  m4_dnl module/module.features/module.features.9/module.features.9.2, models.py:84
UC10_CONST_PER_CHANNEL(`c20', `QInt8', `64, 64, 1, 1', `mobilenet_v1_int8_c20', `0')  m4_dnl _packed_params
UC10_CONST(`c21', `Float', `64', `mobilenet_v1_int8_c21')  m4_dnl _packed_params
UC10_CALL(`v22', `QUInt8', `1, 64, 12, 12', `quantized_unpacked::conv2d', `v21, c20, c21, [1, 1], [0, 0], [1, 1], 1, 0.007053219247609377, 148')  m4_dnl module/module.features/module.features.10/module.features.10.0, models.py:84
UC10_CALL(`v23', `QUInt8', `1, 64, 12, 12', `quantized::relu6', `v22, False')  m4_dnl module/module.features/module.features.10/module.features.10.2, models.py:84
UC10_CONST_PER_CHANNEL(`c22', `QInt8', `64, 1, 3, 3', `mobilenet_v1_int8_c22', `0')  m4_dnl _packed_params
UC10_CONST(`c23', `Float', `64', `mobilenet_v1_int8_c23')  m4_dnl _packed_params
UC10_CALL(`v24', `QUInt8', `1, 64, 6, 6', `quantized_unpacked::conv2d', `v23, c22, c23, [2, 2], [1, 1], [1, 1], 64, 0.005348441656678915, 132')  m4_dnl module/module.features/module.features.11/module.features.11.0, models.py:84
UC10_CALL(`v25', `QUInt8', `1, 64, 6, 6', `quantized::relu6', `v24, False')  m4_dnl module/module.features/module.features.11/module.features.11.2, models.py:84
UC10_CONST_PER_CHANNEL(`c24', `QInt8', `128, 64, 1, 1', `mobilenet_v1_int8_c24', `0')  m4_dnl _packed_params
UC10_CONST(`c25', `Float', `128', `mobilenet_v1_int8_c25')  m4_dnl _packed_params
UC10_CALL(`v26', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v25, c24, c25, [1, 1], [0, 0], [1, 1], 1, 0.006625365000218153, 117')  m4_dnl module/module.features/module.features.12/module.features.12.0, models.py:84
UC10_CALL(`v27', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v26, False')  m4_dnl module/module.features/module.features.12/module.features.12.2, models.py:84
UC10_CONST_PER_CHANNEL(`c26', `QInt8', `128, 1, 3, 3', `mobilenet_v1_int8_c26', `0')  m4_dnl _packed_params
UC10_CONST(`c27', `Float', `128', `mobilenet_v1_int8_c27')  m4_dnl _packed_params
UC10_CALL(`v28', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v27, c26, c27, [1, 1], [1, 1], [1, 1], 128, 0.006030338350683451, 125')  m4_dnl module/module.features/module.features.13/module.features.13.0, models.py:84
UC10_CALL(`v29', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v28, False')  m4_dnl module/module.features/module.features.13/module.features.13.2, models.py:84
UC10_CONST_PER_CHANNEL(`c28', `QInt8', `128, 128, 1, 1', `mobilenet_v1_int8_c28', `0')  m4_dnl _packed_params
UC10_CONST(`c29', `Float', `128', `mobilenet_v1_int8_c29')  m4_dnl _packed_params
UC10_CALL(`v30', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v29, c28, c29, [1, 1], [0, 0], [1, 1], 1, 0.008175807073712349, 110')  m4_dnl module/module.features/module.features.14/module.features.14.0, models.py:84
UC10_CALL(`v31', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v30, False')  m4_dnl module/module.features/module.features.14/module.features.14.2, models.py:84
UC10_CONST_PER_CHANNEL(`c30', `QInt8', `128, 1, 3, 3', `mobilenet_v1_int8_c30', `0')  m4_dnl _packed_params
UC10_CONST(`c31', `Float', `128', `mobilenet_v1_int8_c31')  m4_dnl _packed_params
UC10_CALL(`v32', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v31, c30, c31, [1, 1], [1, 1], [1, 1], 128, 0.011846562847495079, 82')  m4_dnl module/module.features/module.features.15/module.features.15.0, models.py:84
UC10_CALL(`v33', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v32, False')  m4_dnl module/module.features/module.features.15/module.features.15.2, models.py:84
UC10_CONST_PER_CHANNEL(`c32', `QInt8', `128, 128, 1, 1', `mobilenet_v1_int8_c32', `0')  m4_dnl _packed_params
UC10_CONST(`c33', `Float', `128', `mobilenet_v1_int8_c33')  m4_dnl _packed_params
UC10_CALL(`v34', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v33, c32, c33, [1, 1], [0, 0], [1, 1], 1, 0.008252939209342003, 149')  m4_dnl module/module.features/module.features.16/module.features.16.0, models.py:84
UC10_CALL(`v35', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v34, False')  m4_dnl module/module.features/module.features.16/module.features.16.2, models.py:84
UC10_CONST_PER_CHANNEL(`c34', `QInt8', `128, 1, 3, 3', `mobilenet_v1_int8_c34', `0')  m4_dnl _packed_params
UC10_CONST(`c35', `Float', `128', `mobilenet_v1_int8_c35')  m4_dnl _packed_params
UC10_CALL(`v36', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v35, c34, c35, [1, 1], [1, 1], [1, 1], 128, 0.009353604167699814, 129')  m4_dnl module/module.features/module.features.17/module.features.17.0, models.py:84
UC10_CALL(`v37', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v36, False')  m4_dnl module/module.features/module.features.17/module.features.17.2, models.py:84
UC10_CONST_PER_CHANNEL(`c36', `QInt8', `128, 128, 1, 1', `mobilenet_v1_int8_c36', `0')  m4_dnl _packed_params
UC10_CONST(`c37', `Float', `128', `mobilenet_v1_int8_c37')  m4_dnl _packed_params
UC10_CALL(`v38', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v37, c36, c37, [1, 1], [0, 0], [1, 1], 1, 0.010219141840934753, 143')  m4_dnl module/module.features/module.features.18/module.features.18.0, models.py:84
UC10_CALL(`v39', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v38, False')  m4_dnl module/module.features/module.features.18/module.features.18.2, models.py:84
UC10_CONST_PER_CHANNEL(`c38', `QInt8', `128, 1, 3, 3', `mobilenet_v1_int8_c38', `0')  m4_dnl _packed_params
UC10_CONST(`c39', `Float', `128', `mobilenet_v1_int8_c39')  m4_dnl _packed_params
UC10_CALL(`v40', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v39, c38, c39, [1, 1], [1, 1], [1, 1], 128, 0.010992147959768772, 99')  m4_dnl module/module.features/module.features.19/module.features.19.0, models.py:84
UC10_CALL(`v41', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v40, False')  m4_dnl module/module.features/module.features.19/module.features.19.2, models.py:84
UC10_CONST_PER_CHANNEL(`c40', `QInt8', `128, 128, 1, 1', `mobilenet_v1_int8_c40', `0')  m4_dnl _packed_params
UC10_CONST(`c41', `Float', `128', `mobilenet_v1_int8_c41')  m4_dnl _packed_params
UC10_CALL(`v42', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v41, c40, c41, [1, 1], [0, 0], [1, 1], 1, 0.006618970539420843, 116')  m4_dnl module/module.features/module.features.20/module.features.20.0, models.py:84
UC10_CALL(`v43', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v42, False')  m4_dnl module/module.features/module.features.20/module.features.20.2, models.py:84
UC10_CONST_PER_CHANNEL(`c42', `QInt8', `128, 1, 3, 3', `mobilenet_v1_int8_c42', `0')  m4_dnl _packed_params
UC10_CONST(`c43', `Float', `128', `mobilenet_v1_int8_c43')  m4_dnl _packed_params
UC10_CALL(`v44', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v43, c42, c43, [1, 1], [1, 1], [1, 1], 128, 0.009874203242361546, 88')  m4_dnl module/module.features/module.features.21/module.features.21.0, models.py:84
UC10_CALL(`v45', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v44, False')  m4_dnl module/module.features/module.features.21/module.features.21.2, models.py:84
UC10_CONST_PER_CHANNEL(`c44', `QInt8', `128, 128, 1, 1', `mobilenet_v1_int8_c44', `0')  m4_dnl _packed_params
UC10_CONST(`c45', `Float', `128', `mobilenet_v1_int8_c45')  m4_dnl _packed_params
UC10_CALL(`v46', `QUInt8', `1, 128, 6, 6', `quantized_unpacked::conv2d', `v45, c44, c45, [1, 1], [0, 0], [1, 1], 1, 0.008026252500712872, 148')  m4_dnl module/module.features/module.features.22/module.features.22.0, models.py:84
UC10_CALL(`v47', `QUInt8', `1, 128, 6, 6', `quantized::relu6', `v46, False')  m4_dnl module/module.features/module.features.22/module.features.22.2, models.py:84
UC10_CONST_PER_CHANNEL(`c46', `QInt8', `128, 1, 3, 3', `mobilenet_v1_int8_c46', `0')  m4_dnl _packed_params
UC10_CONST(`c47', `Float', `128', `mobilenet_v1_int8_c47')  m4_dnl _packed_params
UC10_CALL(`v48', `QUInt8', `1, 128, 3, 3', `quantized_unpacked::conv2d', `v47, c46, c47, [2, 2], [1, 1], [1, 1], 128, 0.007412907667458057, 128')  m4_dnl module/module.features/module.features.23/module.features.23.0, models.py:84
UC10_CALL(`v49', `QUInt8', `1, 128, 3, 3', `quantized::relu6', `v48, False')  m4_dnl module/module.features/module.features.23/module.features.23.2, models.py:84
UC10_CONST_PER_CHANNEL(`c48', `QInt8', `256, 128, 1, 1', `mobilenet_v1_int8_c48', `0')  m4_dnl _packed_params
UC10_CONST(`c49', `Float', `256', `mobilenet_v1_int8_c49')  m4_dnl _packed_params
UC10_CALL(`v50', `QUInt8', `1, 256, 3, 3', `quantized_unpacked::conv2d', `v49, c48, c49, [1, 1], [0, 0], [1, 1], 1, 0.007491135038435459, 132')  m4_dnl module/module.features/module.features.24/module.features.24.0, models.py:84
UC10_CALL(`v51', `QUInt8', `1, 256, 3, 3', `quantized::relu6', `v50, False')  m4_dnl module/module.features/module.features.24/module.features.24.2, models.py:84
UC10_CONST_PER_CHANNEL(`c50', `QInt8', `256, 1, 3, 3', `mobilenet_v1_int8_c50', `0')  m4_dnl _packed_params
UC10_CONST(`c51', `Float', `256', `mobilenet_v1_int8_c51')  m4_dnl _packed_params
UC10_CALL(`v52', `QUInt8', `1, 256, 3, 3', `quantized_unpacked::conv2d', `v51, c50, c51, [1, 1], [1, 1], [1, 1], 256, 0.008873926475644112, 113')  m4_dnl module/module.features/module.features.25/module.features.25.0, models.py:84
UC10_CALL(`v53', `QUInt8', `1, 256, 3, 3', `quantized::relu6', `v52, False')  m4_dnl module/module.features/module.features.25/module.features.25.2, models.py:84
UC10_CONST_PER_CHANNEL(`c52', `QInt8', `256, 256, 1, 1', `mobilenet_v1_int8_c52', `0')  m4_dnl _packed_params
UC10_CONST(`c53', `Float', `256', `mobilenet_v1_int8_c53')  m4_dnl _packed_params
UC10_CALL(`v54', `QUInt8', `1, 256, 3, 3', `quantized_unpacked::conv2d', `v53, c52, c53, [1, 1], [0, 0], [1, 1], 1, 0.007846910506486893, 137')  m4_dnl module/module.features/module.features.26/module.features.26.0, models.py:84
UC10_CALL(`v55', `QUInt8', `1, 256, 3, 3', `quantized::relu6', `v54, False')  m4_dnl module/module.features/module.features.26/module.features.26.2, models.py:84
UC10_CALL(`v56', `QUInt8', `1, 256, 1, 1', `aten::adaptive_avg_pool2d', `v55, [1, 1]')  m4_dnl module/module.pool, models.py:84
UC10_CALL(`v57', `QUInt8', `1, 256', `aten::flatten.using_ints', `v56, 1, -1')  m4_dnl module, models.py:85
UC10_CONST_PER_CHANNEL(`c54', `QInt8', `2, 256', `mobilenet_v1_int8_c54', `0')  m4_dnl _packed_params
UC10_CONST(`c55', `Float', `2', `mobilenet_v1_int8_c55')  m4_dnl _packed_params
UC10_CALL(`v58', `QUInt8', `1, 2', `quantized_unpacked::linear', `v57, c54, c55, 0.00023164480808191001, 255')  m4_dnl module/module.fc, models.py:85
UC10_OUTPUT(`v58')
UC10_REFERENCE(`mobilenet_v1_int8_reference', `QUInt8', `1, 2', `0x1.e5cb5cp-13', `255')
UC10_END_PROGRAM
