m4_dnl EXPECT: 7: error: UC10_CALL: aten::native_batch_norm at tests/errors/programs/result_missing.m4:5 returns 3 tensors: a UC10_RESULT line for each result after the first must follow it (1 missing)
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 2, 3, 3', `t_x')
UC10_CONST(`w', `Float', `2', `t_w')
UC10_CALL(`y', `Float', `1, 2, 3, 3', `aten::native_batch_norm', `x, w, w, w, w, False, 0.1, 1e-5')
UC10_RESULT(`m', `Float', `0')
UC10_CALL(`z', `Float', `1, 2, 3, 3', `aten::relu', `y')
UC10_OUTPUT(`z')
UC10_END_PROGRAM
