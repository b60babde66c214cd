m4_dnl EXPECT: 5: error: UC10_CALL: shape `1x4' of value `v1' is not a list of sizes
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CONST(`c0', `Float', `4', `t_c0')
UC10_CALL(`v1', `Float', `1x4', `aten::relu', `x')
