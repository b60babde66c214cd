m4_dnl EXPECT: 5: error: UC10_CALL: aten::relu_ writes to c0, a constant in flash
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CONST(`c0', `Float', `4', `t_c0')
UC10_CALL(`v1', `Float', `4', `aten::relu_', `c0')
