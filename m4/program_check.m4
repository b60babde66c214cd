# program_check.m4 - every call of a program has a kernel for its tensors
# (Note [Programs] in program.m4), checked when its C is written.
#
# Note [Program kernel check]
# A program's tensors are CPU tensors, quantized or not, so each call's key
# set is known at build time: UC10_KS_CPU_TENSOR's keys for a plain dtype,
# UC10_KS_QUANTIZED_CPU_TENSOR's for a quantized one (their union for a
# call that takes both, as a quantized convolution with a float bias does),
# with BackendSelect and ADInplaceOrView, which every dispatch adds, and
# without the Autocast keys the default local set excludes.  The kernel
# that runs is the first entry of the operator's computed table (Note
# [Computed table entry] in table.m4) that is no fallthrough, in key
# priority order: AutogradCPU, ADInplaceOrView, BackendSelect, QuantizedCPU,
# CPU, the keys of the set only.  A missing entry there is a build error at
# the call's line (at run time it would be "Could not run ..."), naming the
# backend and the keys the operator has kernels at.
#
# A kernel may say which dtypes it takes for its first Tensor argument
# (Note [Kernel dtypes] in registry.m4: its registration lists them, and
# its own check reads that list).  The kernel a call lands on must take
# the dtype of the call's first tensor argument, or the build stops at the
# call's line.  A kernel that declares nothing (a composite, which passes
# the tensors on to other operators' kernels) is not checked there.
m4_define(`_uc10_pk_keys', `AutogradCPU ADInplaceOrView BackendSelect QuantizedCPU CPU')

m4_define(`_uc10_pk_check',
`_uc10_finalize()_uc10_table_hooks(`_uc10_pk_hit', `_uc10_pk_miss')m4_dnl
_uc10_upto(`_uc10_pk_c', _uc10_pg_nc, `_uc10_pk_call(_uc10_pk_c)')')
m4_define(`_uc10_pk_hit', `m4_define(`_uc10_pk_e', `$3')')
m4_define(`_uc10_pk_miss', `m4_define(`_uc10_pk_e', `')')

# _uc10_pk_call(C): the backends call C's tensors are of, then the walk.
m4_define(`_uc10_pk_call',
`m4_define(`_uc10_pk_QuantizedCPU', 0)m4_define(`_uc10_pk_CPU', 0)m4_define(`_uc10_pk_dts', `')m4_dnl
m4_patsubst(m4_defn(`_uc10_pcv_$1'), `[0-9]+', `_uc10_pk_dt(\&)')m4_dnl
m4_ifelse(m4_defn(`_uc10_pk_dts'), `', `', `_uc10_pk_land(m4_defn(`_uc10_pco_$1'))m4_dnl
_uc10_pk_found(`$1', m4_defn(`_uc10_pk_k'), m4_defn(`_uc10_pk_kf'))')')
# _uc10_pk_land(N): the key (_uc10_pk_k) and the kernel (_uc10_pk_kf, empty:
# missing) op N's call lands on with tensors of the backends whose
# _uc10_pk_CPU / _uc10_pk_QuantizedCPU is 1.
m4_define(`_uc10_pk_land',
`m4_define(`_uc10_pk_k', `')m4_define(`_uc10_pk_kf', `')m4_dnl
m4_patsubst(_uc10_pk_keys, `\([A-Za-z]+\) *', `_uc10_pk_walk(`$1', `\1')')')
m4_define(`_uc10_pk_dt',
`m4_define(`_uc10_pk_'m4_ifelse(m4_regexp(m4_defn(`_uc10_pvt_$1'), `^Q'), 0, `QuantizedCPU', `CPU'), 1)m4_dnl
m4_ifelse(m4_defn(`_uc10_pk_dts'), `', `m4_define(`_uc10_pk_first', `$1')')m4_dnl
m4_ifelse(m4_index(m4_defn(`_uc10_pk_dts')` ', ` 'm4_defn(`_uc10_pvt_$1')` '), -1,
`m4_define(`_uc10_pk_dts', m4_defn(`_uc10_pk_dts')` 'm4_defn(`_uc10_pvt_$1'))')')
# Slot KEY, unless a key is found already, KEY is not in the call's key
# set (a backend none of its tensors is of) or not in this build's key
# universe (Note [Trimmed key universe]); a fallthrough goes on.
m4_define(`_uc10_pk_walk',
`m4_ifelse(m4_defn(`_uc10_pk_k'), `', `m4_ifelse(m4_ifdef(`_uc10_pk_$2', `m4_defn(`_uc10_pk_$2')', 1), 0, `',
`m4_ifdef(`_uc10_ix_$2', `_uc10_table_slots(`$1', m4_defn(`_uc10_ix_$2'))m4_dnl
m4_ifelse(m4_defn(`_uc10_pk_e'), `fallthrough', `',
`m4_define(`_uc10_pk_k', `$2')m4_define(`_uc10_pk_kf', m4_defn(`_uc10_pk_e'))')')')')')
# _uc10_pk_found(C, KEY, KERNEL): the entry the call lands on.
m4_define(`_uc10_pk_found',
`m4_ifelse(`$2', `', `_uc10_fatal(`UC10_CALL: 'm4_defn(`_uc10_pcq_$1')` has no kernel for its tensors ('m4_dnl
_uc10_pk_tensors(`$1')`): their backend is not in this build (BACKENDS=)', m4_defn(`_uc10_pcw_$1'))',
`$3', `', `_uc10_fatal(`UC10_CALL: 'm4_defn(`_uc10_pcq_$1')` has no kernel for its tensors ('m4_dnl
_uc10_pk_tensors(`$1')`): nothing at $2; 'm4_dnl
m4_ifelse(_uc10_op(m4_defn(`_uc10_pco_$1'), `regs'), `', `no operator library registers a kernel of it',
`its kernels are at'm4_patsubst(_uc10_op(m4_defn(`_uc10_pco_$1'), `regs'), `:[0-9]+')),
m4_defn(`_uc10_pcw_$1'))',
`m4_ifdef(`_uc10_kdt_$3',
`m4_ifelse(m4_index(` 'm4_defn(`_uc10_kdt_$3')` ', ` 'm4_defn(`_uc10_pvt_'_uc10_pk_first)` '), -1,
`_uc10_fatal(`UC10_CALL: 'm4_defn(`_uc10_pcq_$1')`: its kernel at $2, $3, takes 'm4_defn(`_uc10_kdt_$3')m4_dnl
` tensors, not 'm4_defn(`_uc10_pvt_'_uc10_pk_first)m4_dnl
` ('m4_defn(`_uc10_pvn_'_uc10_pk_first)`, its first tensor argument)',
m4_defn(`_uc10_pcw_$1'))')')')')
m4_define(`_uc10_pk_tensors', `m4_patsubst(m4_defn(`_uc10_pk_dts'), `^ ')')
