m4_dnl EXPECT: 5: error: UC10_CALL: unknown operator aten::add (no operator library
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CONST(`c0', `Float', `4', `t_c0')
UC10_CALL(`v1', `Float', `1, 4', `aten::add', `x, x, 1')
