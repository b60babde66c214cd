m4_dnl EXPECT: 5: error: UC10_CALL: value `x' is already defined at tests/errors/programs/dup_value.m4:3
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CONST(`c0', `Float', `4', `t_c0')
UC10_CALL(`x', `Float', `1, 4', `aten::relu', `x')
