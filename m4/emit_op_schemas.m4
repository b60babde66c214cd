m4_divert(-1)
# emit_op_schemas.m4 - the operators of the libraries read, and the dtype
# names, as the registry itself parsed them: what the exporter
# (tools/export/uc10_export.py) knows of uc10, so that it never parses the
# registry language again in another language.
#
#   op QUALIFIED SCHEMA             one line an operator, in definition
#                                   order: ns::name.overload, its schema
#                                   in canonical form (namespace included)
#   dtype NAME ENUMERATOR ITEMSIZE  one line a dtype a program or a kernel's
#                                   dtype list may name, c10::ScalarType order
#
# `make op-schemas' prints it for the product's libraries (tables/*.m4).
m4_define(`_uc10_os_dtype', `dtype $1 m4_defn(`_uc10_pdt_$1') m4_defn(`_uc10_pdsz_$1')
')
m4_divert(0)m4_dnl
_uc10_upto(`_uc10_o', _uc10_nops, `op m4_defn(`_uc10_op_'_uc10_o`_q') m4_defn(`_uc10_op_'_uc10_o`_schema')
')m4_dnl
m4_patsubst(m4_defn(`_uc10_pdt_all'), `\([^ ,]+\),? ?', `_uc10_os_dtype(`\1')')m4_dnl
