# ctypes.m4 - schema types -> C types (Note [Schema types in C], types.h).
#
# A schema type is reduced to BASE and a shape: S (plain), O (`?'),
# L (`[]' or `[N]'), OL (`[]?' or `[N]?'), LO (`?[]'), OLO (`?[]?'), LL
# (`[][]').  The pair names a
# token (_uc10_tok_BASE_SHAPE); the token names the C type and the
# box/unbox helpers of uc10/boxing.h.  A pair without a token has no C
# mapping and its schema is refused.

# Schema base type -> BASE.  Types with no meaning on a microcontroller are
# refused with a reason instead (_uc10_badtype).
m4_define(`_uc10_base_Tensor', `tensor')
m4_define(`_uc10_base_int', `int')
m4_define(`_uc10_base_SymInt', `int')
m4_define(`_uc10_base_float', `float')
m4_define(`_uc10_base_bool', `bool')
m4_define(`_uc10_base_complex', `complex')
m4_define(`_uc10_base_Scalar', `scalar')
m4_define(`_uc10_base_str', `str')
m4_define(`_uc10_base_ScalarType', `dtype')
m4_define(`_uc10_base_Layout', `layout')
m4_define(`_uc10_base_Device', `device')
m4_define(`_uc10_base_MemoryFormat', `memory_format')
m4_define(`_uc10_base_Generator', `generator')
m4_define(`_uc10_base_Dimname', `dimname')
m4_define(`_uc10_base_QScheme', `qscheme')
m4_define(`_uc10_base_Storage', `storage')
m4_define(`_uc10_base_Stream', `stream')

# _uc10_deftok(BASE_SHAPE, TOKEN, CTYPE, BOXTAG)
m4_define(`_uc10_deftok', `m4_define(`_uc10_tok_$1', `$2')m4_define(`_uc10_ctype_$2', `$3')')
_uc10_deftok(`tensor_S', `tensor', `const uc10_tensor *')
_uc10_deftok(`tensor_O', `opt_tensor', `const uc10_tensor *')
_uc10_deftok(`tensor_L', `tensor_list', `uc10_tensor_list')
_uc10_deftok(`tensor_LO', `opt_tensor_list', `uc10_opt_tensor_list')
# (uc10_opt_tensor_list is Tensor?[]'s: an optional list of tensors is an
# `optional_' one.)
_uc10_deftok(`tensor_OL', `optional_tensor_list', `uc10_optional_tensor_list')
_uc10_deftok(`tensor_OLO', `optional_opt_tensor_list', `uc10_optional_opt_tensor_list')
m4_define(`_uc10_ctype_mtensor', `uc10_tensor *')
m4_define(`_uc10_ctype_opt_mtensor', `uc10_tensor *')
m4_define(`_uc10_ctype_mut_tensor_list', `uc10_mut_tensor_list')
m4_define(`_uc10_plain_bases', `int float bool complex scalar dtype layout
device memory_format qscheme stream')
m4_define(`_uc10_list_bases', `int float bool complex scalar str dimname')
m4_define(`_uc10_optlist_bases', `int float bool complex scalar str dimname')
m4_define(`_uc10_listlist_bases', `int float bool str tensor')
_uc10_deftok(`str_S', `str', `const char *')
_uc10_deftok(`str_O', `opt_str', `const char *')
_uc10_deftok(`dimname_S', `dimname', `const char *')
_uc10_deftok(`dimname_O', `opt_dimname', `const char *')
_uc10_deftok(`generator_S', `generator', `uc10_generator *')
_uc10_deftok(`generator_O', `opt_generator', `uc10_generator *')
_uc10_deftok(`storage_S', `storage', `const uc10_storage *')
m4_define(`_uc10_deftoks',
`m4_ifelse(`$1', `', `',
`_uc10_deftok(`$1_S', `$1', `uc10_$1')_uc10_deftok(`$1_O', `opt_$1', `uc10_opt_$1')')')
m4_define(`_uc10_deflists',
`m4_ifelse(`$1', `', `', `_uc10_deftok(`$1_L', `$1_list', `uc10_$1_list')')')
m4_define(`_uc10_defoptlists',
`m4_ifelse(`$1', `', `', `_uc10_deftok(`$1_OL', `opt_$1_list', `uc10_opt_$1_list')')')
m4_patsubst(m4_defn(`_uc10_plain_bases'), `[a-z_]+', `_uc10_deftoks(`\&')')
m4_patsubst(m4_defn(`_uc10_list_bases'), `[a-z_]+', `_uc10_deflists(`\&')')
m4_patsubst(m4_defn(`_uc10_optlist_bases'), `[a-z_]+', `_uc10_defoptlists(`\&')')
m4_define(`_uc10_deflistlists',
`m4_ifelse(`$1', `', `', `_uc10_deftok(`$1_LL', `$1_list_list', `uc10_$1_list_list')')')
m4_patsubst(m4_defn(`_uc10_listlist_bases'), `[a-z_]+', `_uc10_deflistlists(`\&')')

# Return types: the C type the out pointer points to.  Tensors come back in
# a caller-owned uc10_tensor (undefined when an optional return is None); a
# Tensor[] into a caller-owned uc10_mut_tensor_list.
m4_define(`_uc10_rtype',
`m4_ifelse(`$1', `tensor', `uc10_tensor', `$1', `mtensor', `uc10_tensor',
`$1', `opt_tensor', `uc10_tensor', `$1', `opt_mtensor', `uc10_tensor',
`$1', `tensor_list', `uc10_mut_tensor_list', `$1', `mut_tensor_list', `uc10_mut_tensor_list',
`m4_defn(`_uc10_ctype_$1')')')
