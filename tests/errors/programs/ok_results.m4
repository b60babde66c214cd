m4_dnl ok_results.m4 - a call with several results (native_batch_norm: output,
m4_dnl save_mean, save_invstd): UC10_CALL names the first, UC10_RESULT each other
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `1, 2, 3, 3', `t_x')
UC10_CALL(`y', `Float', `1, 2, 3, 3', `aten::native_batch_norm', `x, None, None, None, None, True, 0.1, 1e-5')
UC10_RESULT(`m', `Float', `2')
UC10_RESULT(`s', `Float', `2')
UC10_CALL(`z', `Float', `1, 2, 3, 3', `aten::add.Tensor', `y, m')
UC10_OUTPUT(`z')
UC10_END_PROGRAM
