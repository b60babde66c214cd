m4_dnl Select s::comp and say that its kernel calls s::leaf.
UC10_SELECT(`s::comp')
UC10_USES(s, comp, `s::leaf')
