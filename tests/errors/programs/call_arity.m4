m4_dnl EXPECT: 5: error: UC10_CALL: expected 5 arguments (value, dtype, shape, operator, arguments) and maybe `copy', got 4
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CONST(`c0', `Float', `4', `t_c0')
UC10_CALL(`v1', `Float', `aten::relu', `x')
