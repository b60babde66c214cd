m4_dnl EXPECT: 5: error: UC10_CALL: aten::max_pool2d: argument 6 (ceil_mode) is bool, got 0
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CONST(`c0', `Float', `4', `t_c0')
UC10_CALL(`v1', `Float', `1, 2', `aten::max_pool2d', `x, [2, 2], [2, 2], [0, 0], [1, 1], 0')
