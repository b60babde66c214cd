m4_dnl self_attention.m4 - a uc10 program (m4/program.m4), written by tools/export/uc10_export.py
m4_dnl from PyTorch 1.13.0a0: one operator call a line, as torch.jit.trace recorded them.
UC10_PROGRAM(`self_attention', `self_attention_data.h')
UC10_INPUT(`x', `Float', `16, 1, 32', `self_attention_input_x')
UC10_CONST(`c0', `Float', `96, 32', `self_attention_c0')  m4_dnl in_proj_weight
UC10_CONST(`c1', `Float', `96', `self_attention_c1')  m4_dnl in_proj_bias
UC10_CALL(`v1', `Float', `16, 1, 96', `aten::linear', `x, c0, c1')  m4_dnl attn, sequence.py:94
UC10_CALL(`v2', `Float', `16, 1, 32', `aten::slice.Tensor', `v1, 2, 0, 32, 1')  m4_dnl attn, sequence.py:94 (aten::chunk)
UC10_CALL(`v3', `Float', `16, 1, 32', `aten::slice.Tensor', `v1, 2, 32, 64, 1')  m4_dnl attn, sequence.py:94 (aten::chunk)
UC10_CALL(`v4', `Float', `16, 1, 32', `aten::slice.Tensor', `v1, 2, 64, 96, 1')  m4_dnl attn, sequence.py:94 (aten::chunk)
UC10_CALL(`v5', `Float', `16, 1, 32', `aten::contiguous', `v2, 0', `copy')  m4_dnl attn, sequence.py:94
UC10_CALL(`v6', `Float', `16, 4, 8', `aten::view', `v5, [16, 4, 8]')  m4_dnl attn, sequence.py:94
UC10_CALL(`v7', `Float', `4, 16, 8', `aten::transpose.int', `v6, 0, 1')  m4_dnl attn, sequence.py:94
UC10_CALL(`v8', `Float', `16, 1, 32', `aten::contiguous', `v3, 0', `copy')  m4_dnl attn, sequence.py:94
UC10_CALL(`v9', `Float', `16, 4, 8', `aten::view', `v8, [16, 4, 8]')  m4_dnl attn, sequence.py:94
UC10_CALL(`v10', `Float', `4, 16, 8', `aten::transpose.int', `v9, 0, 1')  m4_dnl attn, sequence.py:94
UC10_CALL(`v11', `Float', `16, 1, 32', `aten::contiguous', `v4, 0', `copy')  m4_dnl attn, sequence.py:94
UC10_CALL(`v12', `Float', `16, 4, 8', `aten::view', `v11, [16, 4, 8]')  m4_dnl attn, sequence.py:94
UC10_CALL(`v13', `Float', `4, 16, 8', `aten::transpose.int', `v12, 0, 1')  m4_dnl attn, sequence.py:94
UC10_CONST(`c2', `Float', `', `self_attention_c2')  m4_dnl the Python number 2.8284271247461903
UC10_CALL(`v14', `Float', `4, 16, 8', `aten::div.Tensor', `v7, c2')  m4_dnl attn, sequence.py:94
UC10_CALL(`v15', `Float', `4, 8, 16', `aten::transpose.int', `v10, -2, -1')  m4_dnl attn, sequence.py:94
UC10_CALL(`v16', `Float', `4, 16, 16', `aten::bmm', `v14, v15')  m4_dnl attn, sequence.py:94
UC10_CALL(`v17', `Float', `4, 16, 16', `aten::softmax.int', `v16, -1, None')  m4_dnl attn, sequence.py:94
UC10_CALL(`v18', `Float', `4, 16, 8', `aten::bmm', `v17, v13')  m4_dnl attn, sequence.py:94
UC10_CALL(`v19', `Float', `16, 4, 8', `aten::transpose.int', `v18, 0, 1')  m4_dnl attn, sequence.py:94
UC10_CALL(`v20', `Float', `16, 4, 8', `aten::contiguous', `v19, 0', `copy')  m4_dnl attn, sequence.py:94
UC10_CALL(`v21', `Float', `16, 32', `aten::view', `v20, [16, 32]')  m4_dnl attn, sequence.py:94
UC10_CONST(`c3', `Float', `32, 32', `self_attention_c3')  m4_dnl weight
UC10_CONST(`c4', `Float', `32', `self_attention_c4')  m4_dnl bias
UC10_CALL(`v22', `Float', `16, 32', `aten::linear', `v21, c3, c4')  m4_dnl attn, sequence.py:94
UC10_CALL(`v23', `Float', `16, 1, 32', `aten::view', `v22, [16, 1, 32]')  m4_dnl attn, sequence.py:94
UC10_OUTPUT(`v23')
UC10_REFERENCE(`self_attention_reference', `Float', `16, 1, 32', `1e-4')
UC10_END_PROGRAM
