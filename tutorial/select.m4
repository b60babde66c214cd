m4_dnl tutorial/select.m4 - step 9: the operators tutorial/tutorial.c calls,
m4_dnl and those its kernels call (tutorial/README.md).
UC10_SELECT(`tut::myadd tut::myadd_ tut::mymul aten::relu')
UC10_USES(tut, myadd, `aten::quantize_per_tensor aten::dequantize.self quantized::add')
