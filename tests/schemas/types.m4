m4_dnl tests/schemas/types.m4 - schema types whose C form is an optional list,
m4_dnl a nested list or a string default holding quotes (tests/schemas/types.c
m4_dnl calls them typed and boxed).  A schema writes an apostrophe as \047
m4_dnl (Note [Quote in a schema] in m4/schemas.m4).
UC10_LIBRARY(ty)
UC10_DEF(ty, `lists(Tensor self, Tensor[]? extra=None, Tensor?[]? maybe=None, int[][] grid, str[][] names, Scalar[]? ss=None, complex[]? cs=None) -> int[][]')
UC10_DEF(ty, `nested(float[][] fl, bool[][] bl, Tensor[][] tl) -> int')
UC10_DEF(ty, `_test_string_default(Tensor dummy, str a="\"\047\\", str b="it\047s") -> Tensor')
UC10_IMPL(ty, CPU, lists, ty_lists_cpu)
UC10_IMPL(ty, CompositeExplicitAutograd, nested, ty_nested_cea)
UC10_IMPL(ty, CPU, _test_string_default, ty_string_default_cpu)
