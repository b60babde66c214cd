m4_divert(-1)
# emit_dump.m4 - `make dump': each operator's computed table as text.
#
#   ns::op.overload
#     KEY: KERNEL [SOURCE]        one line per non-missing entry, slot order
#
# The format is fixed: conformance tests and uc10-inspect compare with it.
_uc10_finalize
m4_define(`_uc10_hit', `  $2: $3 [$4]
')
m4_define(`_uc10_miss', `')
m4_divert(0)m4_dnl
_uc10_forops(`m4_defn(`_uc10_op_'_uc10_o`_q')
_uc10_table(_uc10_o)')m4_dnl
