m4_dnl OK: schemas full of m4's own words and characters are plain data
UC10_LIBRARY(x)
UC10_DEF(x, `divert(Tensor dnl, int len=-1, str format="index#1", int[2] changequote=[1, 1]) -> Tensor')
UC10_DEF(x, `define.eval(Tensor include, str s=" \n,#") -> Tensor')
UC10_IMPL(x, CPU, divert, divert_cpu)
UC10_IMPL(x, CPU, define.eval, define_eval_cpu)
