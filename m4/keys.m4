# keys.m4 - PyTorch 1.13's dispatch key universe, the one source of truth.
#
# Everything about keys that uc10 knows comes from here: the C enums and
# key-set constants (emit_keys.m4 writes uc10_keys.h/.c from it) and the
# table computation (table.m4).  Numbers follow c10/core/DispatchKey.h of
# PyTorch 1.13; see shared/reference/pytorch-1.13-keys.txt.
#
# Note [Runtime entries]
# A runtime entry is a slot of an operator's dispatch table.  Functionality
# keys that are "per backend" (Dense, Quantized, Sparse, NestedTensor,
# AutogradFunctionality) own one slot per backend (CPU, QuantizedCPU, ...);
# the others own one slot.  Slot 0 is Undefined.  That makes 41 + 5 * 13 =
# 106 slots, numbered in functionality order then backend order, exactly as
# getDispatchTableIndexForDispatchKeySet numbers them.

# Backends (BackendComponent, bit = value - 1).
m4_define(`_uc10_nbackends', `14')
m4_define(`_uc10_backend_1', `CPU')
m4_define(`_uc10_backend_2', `CUDA')
m4_define(`_uc10_backend_3', `HIP')
m4_define(`_uc10_backend_4', `XLA')
m4_define(`_uc10_backend_5', `MPS')
m4_define(`_uc10_backend_6', `IPU')
m4_define(`_uc10_backend_7', `XPU')
m4_define(`_uc10_backend_8', `HPU')
m4_define(`_uc10_backend_9', `VE')
m4_define(`_uc10_backend_10', `Lazy')
m4_define(`_uc10_backend_11', `Meta')
m4_define(`_uc10_backend_12', `PrivateUse1')
m4_define(`_uc10_backend_13', `PrivateUse2')
m4_define(`_uc10_backend_14', `PrivateUse3')

# _uc10_functionality(VALUE, NAME, [PER_BACKEND_PREFIX])
# ------------------------------------------------------
# Functionality keys 0..40 (bit = 14 + value - 1).  A per-backend key gives
# the prefix of its runtime keys' names (`' for Dense: CPU, CUDA, ...).
m4_define(`_uc10_nfunc', `41')
m4_define(`_uc10_functionality',
`m4_define(`_uc10_func_$1', `$2')m4_define(`_uc10_funcval_$2', `$1')m4_ifelse(`$#', `3',
`m4_define(`_uc10_perbackend_$1', `$3')')')
_uc10_functionality(0, `Undefined')
_uc10_functionality(1, `Dense', `')
_uc10_functionality(2, `FPGA')
_uc10_functionality(3, `ORT')
_uc10_functionality(4, `Vulkan')
_uc10_functionality(5, `Metal')
_uc10_functionality(6, `Quantized', `Quantized')
_uc10_functionality(7, `CustomRNGKeyId')
_uc10_functionality(8, `MkldnnCPU')
_uc10_functionality(9, `Sparse', `Sparse')
_uc10_functionality(10, `SparseCsrCPU')
_uc10_functionality(11, `SparseCsrCUDA')
_uc10_functionality(12, `NestedTensor', `NestedTensor')
_uc10_functionality(13, `BackendSelect')
_uc10_functionality(14, `Python')
_uc10_functionality(15, `Fake')
_uc10_functionality(16, `FuncTorchDynamicLayerBackMode')
_uc10_functionality(17, `Functionalize')
_uc10_functionality(18, `Named')
_uc10_functionality(19, `Conjugate')
_uc10_functionality(20, `Negative')
_uc10_functionality(21, `ZeroTensor')
_uc10_functionality(22, `ADInplaceOrView')
_uc10_functionality(23, `AutogradOther')
_uc10_functionality(24, `AutogradFunctionality', `Autograd')
_uc10_functionality(25, `AutogradNestedTensor')
_uc10_functionality(26, `Tracer')
_uc10_functionality(27, `AutocastCPU')
_uc10_functionality(28, `AutocastXPU')
_uc10_functionality(29, `AutocastCUDA')
_uc10_functionality(30, `FuncTorchBatched')
_uc10_functionality(31, `FuncTorchVmapMode')
_uc10_functionality(32, `Batched')
_uc10_functionality(33, `VmapMode')
_uc10_functionality(34, `FuncTorchGradWrapper')
_uc10_functionality(35, `DeferredInit')
_uc10_functionality(36, `PythonTLSSnapshot')
_uc10_functionality(37, `FuncTorchDynamicLayerFrontMode')
_uc10_functionality(38, `TESTING_ONLY_GenericWrapper')
_uc10_functionality(39, `TESTING_ONLY_GenericMode')
_uc10_functionality(40, `PythonDispatcher')

# The DispatchKey enum past the functionality keys: per-backend blocks
# (each opened by its "Unknown" placeholder), then the alias keys.
m4_define(`_uc10_alias_keys', `Autograd, CompositeImplicitAutograd,
CompositeImplicitAutogradNestedTensor, CompositeExplicitAutograd,
CompositeExplicitAutogradNonFunctional')
m4_define(`_uc10_alias_Autograd', `117')
m4_define(`_uc10_alias_CompositeImplicitAutograd', `118')
m4_define(`_uc10_alias_CompositeImplicitAutogradNestedTensor', `119')
m4_define(`_uc10_alias_CompositeExplicitAutograd', `120')
m4_define(`_uc10_alias_CompositeExplicitAutogradNonFunctional', `121')
# Short tags for alias keys, used in macro names.
m4_define(`_uc10_atag_Autograd', `AG')
m4_define(`_uc10_atag_CompositeImplicitAutograd', `CIA')
m4_define(`_uc10_atag_CompositeImplicitAutogradNestedTensor', `CIANT')
m4_define(`_uc10_atag_CompositeExplicitAutograd', `CEA')
m4_define(`_uc10_atag_CompositeExplicitAutogradNonFunctional', `CEANF')

# Alias key -> runtime key set (getRuntimeDispatchKeySet), as a list of
# functionality values and the backends excluded from it.  A runtime entry
# (functionality F, backend B) is in the set when F is listed and B (if
# any) is not excluded.  Consequence worth knowing: CEA+CIA means the
# autograd and NestedTensor entries do not get the CIA kernel.
m4_define(`_uc10_set_CIA', `1 2 3 4 5 6 7 8 9 10 11 12 23 24 25')
m4_define(`_uc10_set_CIA_nob', `')
m4_define(`_uc10_set_CIANT', `12 25')
m4_define(`_uc10_set_CIANT_nob', `')
m4_define(`_uc10_set_CEA', `1 2 3 4 5 6 7 8 9 10 11')
m4_define(`_uc10_set_CEA_nob', `')
m4_define(`_uc10_set_CEANF', `1 2 3 4 5 6 7 8 10 11')
m4_define(`_uc10_set_CEANF_nob', `4 10')
m4_define(`_uc10_set_AG', `23 24 25')
m4_define(`_uc10_set_AG_nob', `')
# autogradother_backends: the keys whose kernels make AutogradOther's CIA
# entry ambiguous.
m4_define(`_uc10_set_AOB', `2 3 4 5 6 7 8 9 10 11')
m4_define(`_uc10_set_AOB_nob', `')

# PyTorch 1.13's fallthrough backend fallbacks: uc10's defaults.
m4_define(`_uc10_default_fallthroughs', `BackendSelect ADInplaceOrView
AutogradOther AutogradCPU AutogradCUDA AutogradXLA AutogradMPS AutogradXPU
AutogradHPU AutogradLazy AutocastCPU AutocastCUDA FuncTorchVmapMode VmapMode')

# Default local key sets (c10::impl::LocalDispatchKeySet).
m4_define(`_uc10_default_included', `BackendSelect ADInplaceOrView')
m4_define(`_uc10_default_excluded', `AutocastCPU AutocastXPU AutocastCUDA')

# _uc10_in(WORD, LIST)
# --------------------
# 1 if WORD is one of the space-separated LIST, else 0.
m4_define(`_uc10_in', `m4_ifelse(m4_index(` '$2` ', ` $1 '), `-1', `0', `1')')

# Build the runtime entries (Note [Runtime entries]):
#   _uc10_rk_N       name of entry N          _uc10_ix_NAME   its index
#   _uc10_rkf_N      functionality value      _uc10_rkb_N     backend (0: none)
#   _uc10_key_NAME   DispatchKey enum value of a runtime key
# Note [Trimmed key universe]
# -DUC10_BACKENDS=CPU,PrivateUse1 (make BACKENDS=...) keeps only those
# backends' slots of the per-backend functionalities: K kept backends give
# 41 + 5 * K runtime entries, plus one last slot, TrimmedBackend, that no
# kernel ever fills: uc10_ks_index sends a key set whose highest backend was
# trimmed there, so that the call fails with a message naming the backend
# (never another backend's kernel, never a read past the table).  Key sets
# keep PyTorch's 64-bit layout, so every UC10_KS_* and UC10_KEY_* stays;
# only UC10_IX_* of trimmed keys go.  A registration at a trimmed key is
# dropped with a warning (file:line), as a selective build drops an
# operator: the same libraries build for every board.
#   _uc10_trimmed_build defined in a trimmed build
#   _uc10_bkept_B      1 when backend B (1..14) is kept
#   _uc10_bpos_B       its position among the kept backends (0..K-1)
#   _uc10_trimmed_NAME DispatchKey value of a trimmed-away runtime key
m4_define(`_uc10_all_backends', `CPU CUDA HIP XLA MPS IPU XPU HPU VE Lazy Meta PrivateUse1 PrivateUse2 PrivateUse3')
m4_define(`_uc10_trim_die', `m4_errprint(`error: BACKENDS='m4_defn(`UC10_BACKENDS')`: $1
')m4_m4exit(1)')
m4_define(`_uc10_trim_check', `m4_ifelse(_uc10_in(`$1', m4_defn(`_uc10_all_backends')), 0,
`_uc10_trim_die(`unknown backend $1 (PyTorch 1.13 has 'm4_defn(`_uc10_all_backends')`)')')')
m4_define(`_uc10_nkept', 0)
m4_ifdef(`UC10_BACKENDS', `m4_define(`_uc10_trimmed_build')m4_dnl
m4_define(`_uc10_kept_list', m4_translit(m4_defn(`UC10_BACKENDS'), `,', ` '))m4_dnl
m4_patsubst(m4_defn(`_uc10_kept_list'), `[^ ]+', `_uc10_trim_check(`\&')')')
_uc10_for(`_uc10_b', 1, 14, `m4_ifelse(m4_ifdef(`_uc10_trimmed_build',
`_uc10_in(m4_defn(`_uc10_backend_'_uc10_b), m4_defn(`_uc10_kept_list'))', 1), 1,
`m4_define(`_uc10_bkept_'_uc10_b, 1)m4_define(`_uc10_bpos_'_uc10_b, _uc10_nkept)_uc10_inc(`_uc10_nkept')',
`m4_define(`_uc10_bkept_'_uc10_b, 0)')')
m4_ifelse(_uc10_nkept, 0, `_uc10_trim_die(`keeps no backend')')
m4_define(`_uc10_nrt', `0')
m4_define(`_uc10_add_rt',
`m4_define(`_uc10_rk_'_uc10_nrt, `$1')m4_define(`_uc10_ix_$1', _uc10_nrt)m4_dnl
m4_define(`_uc10_rkf_'_uc10_nrt, `$2')m4_define(`_uc10_rkb_'_uc10_nrt, `$3')m4_dnl
m4_define(`_uc10_key_$1', `$4')_uc10_inc(`_uc10_nrt')')
# The trimmed runtime keys (their UC10_KEY_ and UC10_KS_ stay).
m4_define(`_uc10_trim_rt', `m4_define(`_uc10_trimmed_$1', `$4')m4_define(`_uc10_trimbits_$1', m4_eval(13 + $2) m4_eval($3 - 1))m4_define(`_uc10_trimmed_list', m4_defn(`_uc10_trimmed_list')` $1')')
m4_define(`_uc10_trimmed_list', `')
# Enum block of each per-backend functionality (Dense 42.., Quantized 57.., ...).
m4_define(`_uc10_pbblock_1', `0')m4_define(`_uc10_pbblock_6', `1')
m4_define(`_uc10_pbblock_9', `2')m4_define(`_uc10_pbblock_12', `3')
m4_define(`_uc10_pbblock_24', `4')
_uc10_for(`_uc10_f', 0, 40, `m4_ifdef(`_uc10_perbackend_'_uc10_f,
`_uc10_for(`_uc10_b', 1, 14,
`m4_ifelse(m4_defn(`_uc10_bkept_'_uc10_b), 1, `_uc10_add_rt', `_uc10_trim_rt')(m4_defn(`_uc10_perbackend_'_uc10_f)m4_defn(`_uc10_backend_'_uc10_b),
_uc10_f, _uc10_b, m4_eval(42 + 15 * m4_defn(`_uc10_pbblock_'_uc10_f) + _uc10_b))')',
`_uc10_add_rt(m4_defn(`_uc10_func_'_uc10_f), _uc10_f, 0, _uc10_f)')')
m4_ifdef(`_uc10_trimmed_build', `_uc10_add_rt(`TrimmedBackend', 99, 0, -1)')
m4_ifelse(_uc10_nrt, m4_ifdef(`_uc10_trimmed_build', m4_eval(36 + 5 * _uc10_nkept + 1), 106), `',
`_uc10_fatal(`keys.m4: unexpected number of runtime entries')')
# The slots the CPU fast path reads (Note [CPU fast path] in csig.m4): CPU,
# BackendSelect, ADInplaceOrView, AutogradCPU.  Without CPU (BACKENDS=) a
# slot no table has: no operator gets a fast path.
m4_ifdef(`_uc10_ix_CPU', `m4_define(`_uc10_fsCPU', _uc10_ix_CPU)m4_define(`_uc10_fsBS', _uc10_ix_BackendSelect)m4_dnl
m4_define(`_uc10_fsADIV', _uc10_ix_ADInplaceOrView)m4_define(`_uc10_fsAG', _uc10_ix_AutogradCPU)',
`m4_define(`_uc10_fsCPU', 999)m4_define(`_uc10_fsBS', 999)m4_define(`_uc10_fsADIV', 999)m4_define(`_uc10_fsAG', 999)')
# Last runtime entry (the loops' upper bound).
m4_define(`_uc10_rtlast', m4_eval(_uc10_nrt - 1))

# _uc10_rt_in(N, SET)
# -------------------
# 1 if runtime entry N belongs to alias key set SET (CIA, CEA, ..., AOB).
m4_define(`_uc10_rt_in',
`m4_ifelse(_uc10_in(m4_defn(`_uc10_rkf_$1'), m4_defn(`_uc10_set_$2')), `0', `0',
m4_defn(`_uc10_rkb_$1'), `0', `1',
`m4_eval(! _uc10_in(m4_defn(`_uc10_rkb_$1'), m4_defn(`_uc10_set_$2_nob')))')')

# Precompute membership: _uc10_m_SET_N is 1 or 0.
m4_define(`_uc10_memb', `m4_define(`_uc10_m_$2_$1', _uc10_rt_in(`$1', `$2'))')
_uc10_for(`_uc10_n', 0, _uc10_rtlast,
`_uc10_memb(_uc10_n, `CIA')_uc10_memb(_uc10_n, `CIANT')_uc10_memb(_uc10_n, `CEA')m4_dnl
_uc10_memb(_uc10_n, `CEANF')_uc10_memb(_uc10_n, `AG')_uc10_memb(_uc10_n, `AOB')')
m4_define(`_uc10_memb', `m4_define(`_uc10_m_$2_$1', _uc10_rt_in(`$1', `$2'))')

# _uc10_hex(BITS)
# ---------------
# A 64-bit key set written as `0x%016x' from space-separated bit positions
# (m4's eval is 32-bit, so the two halves are kept apart).
m4_define(`_uc10_hex',
`m4_define(`_uc10_hx_lo', 0)m4_define(`_uc10_hx_hi', 0)m4_dnl
m4_patsubst(`$1', `[^0-9]*\([0-9]+\)[^0-9]*', `_uc10_hexbit(\1)')m4_dnl
`0x'm4_format(`%08x%08x', _uc10_hx_hi, _uc10_hx_lo)')
m4_define(`_uc10_hexbit', `m4_ifelse(m4_eval($1 < 32), 1,
`m4_define(`_uc10_hx_lo', m4_eval(_uc10_hx_lo | (1 << $1)))',
`m4_define(`_uc10_hx_hi', m4_eval(_uc10_hx_hi | (1 << ($1 - 32))))')')

# _uc10_rt_bits(N) - the bits of runtime entry N's DispatchKeySet.
m4_define(`_uc10_rt_bits',
`m4_ifelse(m4_defn(`_uc10_rkf_$1'), 0, `', `m4_eval(13 + m4_defn(`_uc10_rkf_$1'))')m4_dnl
m4_ifelse(m4_defn(`_uc10_rkb_$1'), 0, `', ` m4_eval(m4_defn(`_uc10_rkb_$1') - 1)')')

# _uc10_func_bit(NAME) - the bit of a functionality key, by runtime key name.
m4_define(`_uc10_name_bits', `_uc10_rt_bits(m4_defn(`_uc10_ix_$1'))')
