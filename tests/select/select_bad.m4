m4_dnl Select s::comp but forget that its kernel calls s::leaf.
UC10_SELECT(`s::comp')
