m4_dnl EXPECT: 2: error: UC10_CALL outside a program (UC10_PROGRAM first)
UC10_CALL(`v1', `Float', `1, 4', `aten::relu', `x')
