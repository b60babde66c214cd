m4_dnl kws_transformer.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`kws_transformer', `kws_transformer_data.h')
UC10_INPUT(`x', `Float', `1, 16, 40', `kws_transformer_input_x')
UC10_CONST(`c0', `Float', `32, 40', `kws_transformer_c0')  m4_dnl weight
UC10_CONST(`c1', `Float', `32', `kws_transformer_c1')  m4_dnl bias
UC10_CALL(`v1', `Float', `1, 16, 32', `aten::linear', `x, c0, c1')  m4_dnl embed, sequence.py:64
UC10_CONST(`c2', `Float', `1, 16, 32', `kws_transformer_c2')  m4_dnl pos
UC10_CALL(`v2', `Float', `1, 16, 32', `aten::add.Tensor', `v1, c2, 1')  m4_dnl forward, sequence.py:64
UC10_CONST(`c3', `Float', `96, 32', `kws_transformer_c3')  m4_dnl in_proj_weight
UC10_CONST(`c4', `Float', `96', `kws_transformer_c4')  m4_dnl in_proj_bias
UC10_CONST(`c5', `Float', `32, 32', `kws_transformer_c5')  m4_dnl weight
UC10_CONST(`c6', `Float', `32', `kws_transformer_c6')  m4_dnl bias
UC10_CALL(`v3', `Float', `1, 16, 32', `aten::_native_multi_head_attention', `v2, v2, v2, 32, 4, c3, c4, c5, c6, None, True, True, None')  m4_dnl block.attn, sequence.py:50
UC10_RESULT(`v3_1', `Float', `1, 16, 16')  m4_dnl result 1 of aten::_native_multi_head_attention (need_weights asked)
UC10_CALL(`v4', `Float', `1, 16, 32', `aten::add.Tensor', `v2, v3, 1')  m4_dnl block, sequence.py:51
UC10_CONST(`c7', `Float', `32', `kws_transformer_c7')  m4_dnl weight
UC10_CONST(`c8', `Float', `32', `kws_transformer_c8')  m4_dnl bias
UC10_CALL(`v5', `Float', `1, 16, 32', `aten::layer_norm', `v4, [32], c7, c8, 1e-05, True')  m4_dnl block.norm1, sequence.py:51
UC10_CONST(`c9', `Float', `64, 32', `kws_transformer_c9')  m4_dnl weight
UC10_CONST(`c10', `Float', `64', `kws_transformer_c10')  m4_dnl bias
UC10_CALL(`v6', `Float', `1, 16, 64', `aten::linear', `v5, c9, c10')  m4_dnl block.ff1, sequence.py:52
UC10_CALL(`v7', `Float', `1, 16, 64', `aten::gelu', `v6, "none"')  m4_dnl block, sequence.py:52
UC10_CONST(`c11', `Float', `32, 64', `kws_transformer_c11')  m4_dnl weight
UC10_CONST(`c12', `Float', `32', `kws_transformer_c12')  m4_dnl bias
UC10_CALL(`v8', `Float', `1, 16, 32', `aten::linear', `v7, c11, c12')  m4_dnl block.ff2, sequence.py:52
UC10_CALL(`v9', `Float', `1, 16, 32', `aten::add.Tensor', `v5, v8, 1')  m4_dnl block, sequence.py:52
UC10_CONST(`c13', `Float', `32', `kws_transformer_c13')  m4_dnl weight
UC10_CONST(`c14', `Float', `32', `kws_transformer_c14')  m4_dnl bias
UC10_CALL(`v10', `Float', `1, 16, 32', `aten::layer_norm', `v9, [32], c13, c14, 1e-05, True')  m4_dnl block.norm2, sequence.py:52
UC10_CALL(`v11', `Float', `1, 32', `aten::mean.dim', `v10, [1], False, None')  m4_dnl forward, sequence.py:65
UC10_CONST(`c15', `Float', `12, 32', `kws_transformer_c15')  m4_dnl weight
UC10_CONST(`c16', `Float', `12', `kws_transformer_c16')  m4_dnl bias
UC10_CALL(`v12', `Float', `1, 12', `aten::linear', `v11, c15, c16')  m4_dnl head, sequence.py:65
UC10_OUTPUT(`v12')
UC10_REFERENCE(`kws_transformer_reference', `Float', `1, 12', `1e-4')
UC10_END_PROGRAM
