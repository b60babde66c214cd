m4_dnl ok_defaults.m4 - defaults filled from the schema, a view, an in-place call
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 1, 4, 4', `t_x')
UC10_CALL(`v1', `Float', `1, 1, 2, 2', `aten::max_pool2d', `x, [2, 2]')
UC10_CALL(`v2', `Float', `1, 4', `aten::flatten.using_ints', `v1, 1')
UC10_CALL(`v3', `Float', `1, 4', `aten::relu_', `v2')
UC10_CALL(`v4', `Float', `1, 4', `aten::softmax.int', `v3, 1')
UC10_OUTPUT(`v4')
UC10_END_PROGRAM
