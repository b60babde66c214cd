m4_divert(-1)
# emit_program_ops.m4 - the operators a program can call, as docs/programs.md
# lists them (`make program-ops-doc' writes the list there; the
# program-ops-doc test fails when the committed one is stale).
#
# One row an operator of the libraries read, in their order: its schema,
# and for float tensors (CPU) and quantized ones (QuantizedCPU) the kernel
# a program's call lands on, found as the build finds it (Note [Program
# kernel check] in program_check.m4), with the dtypes it declares (Note
# [Kernel dtypes] in registry.m4).  Operators that return no Tensor (a
# program's calls make tensors) are left out.  Code is marked %% (m4's
# quote is the backquote): tools/program-ops-doc.sh makes it Markdown's.
m4_include(`program_check.m4')
_uc10_finalize
_uc10_table_hooks(`_uc10_pk_hit', `_uc10_pk_miss')

m4_define(`_uc10_po_row',
`m4_ifelse(_uc10_po_tensors(`$1'), 1, `| %%m4_defn(`_uc10_op_$1_schema')%% | m4_dnl
_uc10_po_on(`$1', 1, 0) | _uc10_po_on(`$1', 0, 1) |
')')
# Whether every return of op N is a Tensor.
m4_define(`_uc10_po_tensors',
`m4_define(`_uc10_po_ok', 1)_uc10_upto(`_uc10_po_r', _uc10_sget(`$1', `nrets'),
`m4_ifelse(_uc10_in(_uc10_rtok(`$1', _uc10_po_r), `tensor mtensor'), 1, `', `m4_define(`_uc10_po_ok', 0)')')m4_dnl
m4_ifelse(_uc10_sget(`$1', `nrets'), 0, 0, `m4_defn(`_uc10_po_ok')')')
# _uc10_po_on(N, CPU, QUANTIZED): the kernel, its dtypes, or `-'.
m4_define(`_uc10_po_on',
`m4_define(`_uc10_pk_CPU', `$2')m4_define(`_uc10_pk_QuantizedCPU', `$3')_uc10_pk_land(`$1')m4_dnl
m4_ifelse(m4_defn(`_uc10_pk_kf'), `', `-', `%%m4_defn(`_uc10_pk_kf')%%`'m4_ifdef(`_uc10_kdt_'m4_defn(`_uc10_pk_kf'),
` (m4_patsubst(m4_defn(`_uc10_kdt_'m4_defn(`_uc10_pk_kf')), ` ', `, '))')')')

m4_divert(0)m4_dnl
| operator | float tensors (CPU) | quantized tensors (QuantizedCPU) |
|---|---|---|
_uc10_forops(`_uc10_po_row(_uc10_o)')m4_dnl
