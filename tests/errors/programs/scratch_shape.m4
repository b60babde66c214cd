m4_dnl EXPECT: 8: error: UC10_CALL: aten::_convolution: the memory plan cannot size the scratch of its kernel: argument 1 (input) has no size 3 (it is Float[4,10]); m4/program.m4 mirrors it for other shapes (_uc10_pg_scratch_aten::_convolution)
m4_dnl A convolution whose input has fewer dimensions than its kernel's scratch mirror
m4_dnl reads (an unbatched one: nn.Conv1d batches it before aten::_convolution): a uc10
m4_dnl message at the call, not m4's `bad expression' lines.
UC10_PROGRAM(`t', `t_data.h')
UC10_INPUT(`x', `Float', `4, 10', `t_x')
UC10_CALL(`w', `Float', `8, 4, 3', `aten::zeros', `[8, 4, 3], 6')
UC10_CALL(`y', `Float', `8, 8', `aten::_convolution', `x, w, None, [1], [0], [1], False, [0], 1, False, False, True, True')
UC10_OUTPUT(`y')
UC10_END_PROGRAM
