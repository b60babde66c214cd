m4_dnl EXPECT: 5: error: UC10_RESULT: no result left to name (it follows the UC10_CALL of an operator with several results, one line a result after the first)
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 4', `t_x')
UC10_CALL(`y', `Float', `1, 4', `aten::relu', `x')
UC10_RESULT(`m', `Float', `0')
UC10_OUTPUT(`y')
UC10_END_PROGRAM
