m4_dnl demo/select.m4 - the operators the demo firmware calls (make SELECT=demo/select.m4 demo);
m4_dnl what their composite kernels call comes in through UC10_USES (tables/aten_cpu.m4).
UC10_SELECT(`myops::myadd aten::conv2d aten::relu aten::max_pool2d aten::flatten.using_ints
  aten::linear aten::softmax.int aten::quantize_per_tensor aten::dequantize.self quantized::add
  quantized_unpacked::conv2d quantized_unpacked::linear')
