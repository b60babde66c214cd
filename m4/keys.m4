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
# the other 36 own one slot each (Undefined's is slot 0).  That makes
# 36 + 5 * 14 = 106 slots (41 functionalities, 5 of them per backend, 14
# backends), numbered in functionality order then backend order, exactly
# as getDispatchTableIndexForDispatchKeySet numbers them.  A trimmed build
# (Note [Trimmed key universe]) keeps K backends: 36 + 5 * K + 1 slots.
#
# Note [Changing the key universe]
# Every number about keys that the generator, the runtime and the tests use
# comes from the lists in this file: the backends, the functionalities
# (which are per backend), the alias keys and their runtime sets, the
# default fallthroughs and local sets, and the named key sets
# (_uc10_keyset: UC10_KS_CPU_TENSOR, ...).  Counts, bit positions, the
# DispatchKey enum's values and the slots are derived below; C code names
# key sets by their UC10_KS_ constant.  Moving to another PyTorch's keys is
# an edit of these lists (and of the reference data the tests compare with).

# ---- the lists ---------------------------------------------------------

# Backends (BackendComponent, bit = value - 1).
m4_define(`_uc10_nbackends', 0)
m4_define(`_uc10_backend',
`_uc10_inc(`_uc10_nbackends')m4_dnl
m4_define(`_uc10_backend_'_uc10_nbackends, `$1')m4_dnl
m4_define(`_uc10_backval_$1', _uc10_nbackends)')
_uc10_backend(`CPU')
_uc10_backend(`CUDA')
_uc10_backend(`HIP')
_uc10_backend(`XLA')
_uc10_backend(`MPS')
_uc10_backend(`IPU')
_uc10_backend(`XPU')
_uc10_backend(`HPU')
_uc10_backend(`VE')
_uc10_backend(`Lazy')
_uc10_backend(`Meta')
_uc10_backend(`PrivateUse1')
_uc10_backend(`PrivateUse2')
_uc10_backend(`PrivateUse3')
m4_define(`_uc10_all_backends',
_uc10_for(`_uc10_b', 1, _uc10_nbackends,
  `m4_ifelse(_uc10_b, 1, `', ` ')m4_defn(`_uc10_backend_'_uc10_b)'))

# _uc10_functionality(VALUE, NAME, [PER_BACKEND_PREFIX])
# ------------------------------------------------------
# Functionality keys 0, 1, ... in order (bit = _uc10_nbackends + value - 1).
# A per-backend key gives the prefix of its runtime keys' names (`' for
# Dense: CPU, CUDA, ...) and owns the next block of the DispatchKey enum's
# per-backend keys (_uc10_pbblock_VALUE).
m4_define(`_uc10_nfunc', 0)
m4_define(`_uc10_npb', 0)
m4_define(`_uc10_functionality',
`m4_ifelse(`$1', _uc10_nfunc, `',
  `_uc10_fatal(`keys.m4: functionality $2 is $1, expected '_uc10_nfunc)')m4_dnl
m4_define(`_uc10_func_$1', `$2')m4_dnl
m4_define(`_uc10_funcval_$2', `$1')m4_dnl
_uc10_inc(`_uc10_nfunc')m4_dnl
m4_ifelse(`$#', `3',
  `m4_define(`_uc10_perbackend_$1', `$3')m4_dnl
m4_define(`_uc10_pbblock_$1', _uc10_npb)m4_dnl
_uc10_inc(`_uc10_npb')')')
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

# The DispatchKey enum past the functionality keys (EndOfFunctionalityKeys
# is _uc10_nfunc): per-backend blocks, each opened by its "Unknown"
# placeholder, then the alias keys.
m4_define(`_uc10_pbbase', m4_eval(_uc10_nfunc + 1))
m4_define(`_uc10_pbstride', m4_eval(_uc10_nbackends + 1))
# The bit of functionality value F is _uc10_fbase + F.
m4_define(`_uc10_fbase', m4_eval(_uc10_nbackends - 1))

# _uc10_alias(NAME, TAG, FUNCTIONALITIES, [EXCLUDED_BACKENDS])
# -------------------------------------------------------------
# An alias key, in the DispatchKey enum's order; TAG is its short name in
# macro names.  Its runtime key set (getRuntimeDispatchKeySet): the runtime
# entries of FUNCTIONALITIES (names), less those of EXCLUDED_BACKENDS.
# Kept as _uc10_set_TAG (functionality values) and _uc10_set_TAG_nob
# (backend values); _uc10_aliasset defines a set that is no alias key.
# _uc10_aliasname_I (I from 0 to _uc10_nalias - 1): the alias keys in order.
m4_define(`_uc10_alias_list', `')
m4_define(`_uc10_nalias', 0)
m4_define(`_uc10_aliasset',
`m4_define(`_uc10_set_$1',
  _uc10_squeeze(m4_patsubst(`$2', `[A-Za-z]+', `m4_defn(`_uc10_funcval_\&')')))m4_dnl
m4_define(`_uc10_set_$1_nob',
  _uc10_squeeze(m4_patsubst(`$3', `[A-Za-z0-9]+', `m4_defn(`_uc10_backval_\&')')))')
# _uc10_squeeze(TEXT) - TEXT with its runs of white space made one space.
m4_define(`_uc10_squeeze', `m4_patsubst(`$1', `[ 	
]+', ` ')')
m4_define(`_uc10_alias',
`m4_define(`_uc10_alias_$1', m4_eval(_uc10_pbbase + _uc10_npb * _uc10_pbstride
  + m4_len(m4_patsubst(m4_defn(`_uc10_alias_list'), `[^ ]'))))m4_dnl
m4_define(`_uc10_alias_list', m4_defn(`_uc10_alias_list')` $1')m4_dnl
m4_define(`_uc10_aliasname_'_uc10_nalias, `$1')_uc10_inc(`_uc10_nalias')m4_dnl
m4_define(`_uc10_atag_$1', `$2')m4_dnl
_uc10_aliasset(`$2', `$3', `$4')')
# Consequence worth knowing: CEA+CIA means the autograd and NestedTensor
# entries do not get the CIA kernel.
_uc10_alias(`Autograd', `AG',
  `AutogradOther AutogradFunctionality AutogradNestedTensor')
_uc10_alias(`CompositeImplicitAutograd', `CIA',
  `Dense FPGA ORT Vulkan Metal Quantized CustomRNGKeyId MkldnnCPU Sparse
   SparseCsrCPU SparseCsrCUDA NestedTensor
   AutogradOther AutogradFunctionality AutogradNestedTensor')
_uc10_alias(`CompositeImplicitAutogradNestedTensor', `CIANT',
  `NestedTensor AutogradNestedTensor')
_uc10_alias(`CompositeExplicitAutograd', `CEA',
  `Dense FPGA ORT Vulkan Metal Quantized CustomRNGKeyId MkldnnCPU Sparse
   SparseCsrCPU SparseCsrCUDA')
_uc10_alias(`CompositeExplicitAutogradNonFunctional', `CEANF',
  `Dense FPGA ORT Vulkan Metal Quantized CustomRNGKeyId MkldnnCPU
   SparseCsrCPU SparseCsrCUDA', `XLA Lazy')
# autogradother_backends: the keys whose kernels make AutogradOther's CIA
# entry ambiguous.
_uc10_aliasset(`AOB',
  `FPGA ORT Vulkan Metal Quantized CustomRNGKeyId MkldnnCPU Sparse
   SparseCsrCPU SparseCsrCUDA')

# PyTorch 1.13's fallthrough backend fallbacks: uc10's defaults.
m4_define(`_uc10_default_fallthroughs', `BackendSelect ADInplaceOrView
AutogradOther AutogradCPU AutogradCUDA AutogradXLA AutogradMPS AutogradXPU
AutogradHPU AutogradLazy AutocastCPU AutocastCUDA FuncTorchVmapMode VmapMode')

# Default local key sets (c10::impl::LocalDispatchKeySet).
m4_define(`_uc10_default_included', `BackendSelect ADInplaceOrView')
m4_define(`_uc10_default_excluded', `AutocastCPU AutocastXPU AutocastCUDA')

# ---- derived ------------------------------------------------------------

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
# 36 + 5 * K runtime entries (Note [Runtime entries]), plus one last slot,
# TrimmedBackend, that no kernel ever fills: uc10_ks_index sends a key set
# whose highest backend was trimmed there, so that the call fails with a
# message naming the backend (never another backend's kernel, never a read
# past the table).  Key sets keep PyTorch's 64-bit layout, so every
# UC10_KS_* and UC10_KEY_* stays; only UC10_IX_* of trimmed keys go.  A
# registration at a trimmed key is dropped with a warning (file:line), as a
# selective build drops an operator: the same libraries build for every
# board.
#   _uc10_trimmed_build defined in a trimmed build
#   _uc10_bkept_B      1 when backend B (1.._uc10_nbackends) is kept
#   _uc10_bpos_B       its position among the kept backends (0..K-1)
#   _uc10_trimmed_NAME DispatchKey value of a trimmed-away runtime key
#   _uc10_trimbits_NAME  its key set's bits
m4_define(`_uc10_trim_die',
`m4_errprint(`error: BACKENDS='m4_defn(`UC10_BACKENDS')`: $1
')m4_m4exit(1)')
m4_define(`_uc10_trim_check',
`m4_ifelse(_uc10_in(`$1', m4_defn(`_uc10_all_backends')), 0,
  `_uc10_trim_die(`unknown backend $1 (PyTorch 1.13 has 'm4_defn(`_uc10_all_backends')`)')')')
m4_define(`_uc10_nkept', 0)
m4_ifdef(`UC10_BACKENDS',
`m4_define(`_uc10_trimmed_build')m4_dnl
m4_define(`_uc10_kept_list', m4_translit(m4_defn(`UC10_BACKENDS'), `,', ` '))m4_dnl
m4_patsubst(m4_defn(`_uc10_kept_list'), `[^ ]+', `_uc10_trim_check(`\&')')')
m4_define(`_uc10_keep_backend',
`m4_ifelse(m4_ifdef(`_uc10_trimmed_build',
    `_uc10_in(m4_defn(`_uc10_backend_$1'), m4_defn(`_uc10_kept_list'))', 1), 1,
  `m4_define(`_uc10_bkept_$1', 1)m4_dnl
m4_define(`_uc10_bpos_$1', _uc10_nkept)m4_dnl
_uc10_inc(`_uc10_nkept')',
  `m4_define(`_uc10_bkept_$1', 0)')')
_uc10_for(`_uc10_b', 1, _uc10_nbackends, `_uc10_keep_backend(_uc10_b)')
m4_ifelse(_uc10_nkept, 0, `_uc10_trim_die(`keeps no backend')')

# _uc10_add_rt(NAME, FUNCTIONALITY, BACKEND, DISPATCHKEY) - the next slot.
m4_define(`_uc10_nrt', `0')
m4_define(`_uc10_add_rt',
`m4_define(`_uc10_rk_'_uc10_nrt, `$1')m4_dnl
m4_define(`_uc10_ix_$1', _uc10_nrt)m4_dnl
m4_define(`_uc10_rkf_'_uc10_nrt, `$2')m4_dnl
m4_define(`_uc10_rkb_'_uc10_nrt, `$3')m4_dnl
m4_define(`_uc10_key_$1', `$4')m4_dnl
_uc10_inc(`_uc10_nrt')')
# _uc10_trim_rt(NAME, FUNCTIONALITY, BACKEND, DISPATCHKEY) - a trimmed key
# (its UC10_KEY_ and UC10_KS_ stay).
m4_define(`_uc10_trimmed_list', `')
m4_define(`_uc10_trim_rt',
`m4_define(`_uc10_trimmed_$1', `$4')m4_dnl
m4_define(`_uc10_trimbits_$1', m4_eval(_uc10_fbase + $2) m4_eval($3 - 1))m4_dnl
m4_define(`_uc10_trimmed_list', m4_defn(`_uc10_trimmed_list')` $1')')
# _uc10_pb_rt(F, B) - the runtime key of per-backend functionality F at
# backend B, kept or trimmed.
m4_define(`_uc10_pb_rt',
`m4_ifelse(m4_defn(`_uc10_bkept_$2'), 1, `_uc10_add_rt', `_uc10_trim_rt')(m4_dnl
m4_defn(`_uc10_perbackend_$1')m4_defn(`_uc10_backend_$2'), $1, $2,
  m4_eval(_uc10_pbbase + _uc10_pbstride * m4_defn(`_uc10_pbblock_$1') + $2))')
_uc10_for(`_uc10_f', 0, m4_decr(_uc10_nfunc),
`m4_ifdef(`_uc10_perbackend_'_uc10_f,
  `_uc10_for(`_uc10_b', 1, _uc10_nbackends, `_uc10_pb_rt(_uc10_f, _uc10_b)')',
  `_uc10_add_rt(m4_defn(`_uc10_func_'_uc10_f), _uc10_f, 0, _uc10_f)')')
# The trimmed build's last slot: functionality 99 is in no alias set.
m4_ifdef(`_uc10_trimmed_build', `_uc10_add_rt(`TrimmedBackend', 99, 0, -1)')
m4_ifelse(_uc10_nrt,
  m4_eval(_uc10_nfunc - _uc10_npb + _uc10_npb * _uc10_nkept
          + m4_ifdef(`_uc10_trimmed_build', 1, 0)), `',
  `_uc10_fatal(`keys.m4: unexpected number of runtime entries')')
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
`_uc10_memb(_uc10_n, `CIA')_uc10_memb(_uc10_n, `CIANT')m4_dnl
_uc10_memb(_uc10_n, `CEA')_uc10_memb(_uc10_n, `CEANF')m4_dnl
_uc10_memb(_uc10_n, `AG')_uc10_memb(_uc10_n, `AOB')')

# ---- key sets -------------------------------------------------------------

# _uc10_hex(BITS)
# ---------------
# A 64-bit key set written as `0x%016x' from space-separated bit positions
# (m4's eval is 32-bit, so the two halves are kept apart: _uc10_hx_hi and
# _uc10_hx_lo hold them afterwards).
m4_define(`_uc10_hex',
`m4_define(`_uc10_hx_lo', 0)m4_define(`_uc10_hx_hi', 0)m4_dnl
m4_patsubst(`$1', `[^0-9]*\([0-9]+\)[^0-9]*', `_uc10_hexbit(\1)')m4_dnl
`0x'm4_format(`%08x%08x', _uc10_hx_hi, _uc10_hx_lo)')
m4_define(`_uc10_hexbit',
`m4_ifelse(m4_eval($1 < 32), 1,
  `m4_define(`_uc10_hx_lo', m4_eval(_uc10_hx_lo | (1 << $1)))',
  `m4_define(`_uc10_hx_hi', m4_eval(_uc10_hx_hi | (1 << ($1 - 32))))')')

# _uc10_rt_bits(N) - the bits of runtime entry N's DispatchKeySet.
m4_define(`_uc10_rt_bits',
`m4_ifelse(m4_defn(`_uc10_rkf_$1'), 0, `',
  `m4_eval(_uc10_fbase + m4_defn(`_uc10_rkf_$1'))')m4_dnl
m4_ifelse(m4_defn(`_uc10_rkb_$1'), 0, `', ` m4_eval(m4_defn(`_uc10_rkb_$1') - 1)')')

# _uc10_key_bits(NAMES) - the bits of the key set holding the keys NAMES
# (runtime keys, trimmed or not, and functionality keys).
m4_define(`_uc10_key_bits', `m4_patsubst(`$1', `[A-Za-z_0-9]+', `_uc10_key_bits1(\&) ')')
m4_define(`_uc10_key_bits1',
`m4_ifdef(`_uc10_ix_$1', `_uc10_rt_bits(m4_defn(`_uc10_ix_$1'))',
  `m4_ifdef(`_uc10_trimbits_$1', `m4_defn(`_uc10_trimbits_$1')',
    `m4_ifdef(`_uc10_funcval_$1', `m4_eval(_uc10_fbase + m4_defn(`_uc10_funcval_$1'))',
      `_uc10_fatal(`keys.m4: no key $1')')')')')
# _uc10_bits_below(BIT) - bits 0 .. BIT-1.
m4_define(`_uc10_bits_below', `_uc10_for(`_uc10_bi', 0, m4_decr($1), `_uc10_bi ')')
# _uc10_full_after(KEY) - DispatchKeySet(FULL_AFTER, KEY): every backend
# bit and the functionalities below KEY's, with PythonDispatcher (1.13).
m4_define(`_uc10_full_after',
`_uc10_bits_below(m4_eval(_uc10_fbase + m4_defn(`_uc10_funcval_$1'))) m4_dnl
_uc10_key_bits(`PythonDispatcher')')

# _uc10_keyset(NAME, BITS, [COMMENT])
# -----------------------------------
# A named key set: `#define UC10_KS_NAME' in uc10_keys.h (after a line
# `/* COMMENT */' when given), in this order (_uc10_keyset_I, I from 0 to
# _uc10_nkeysets - 1); _uc10_ks_NAME is its value.
# C code, generated or not, names these sets rather than writing bits.
m4_define(`_uc10_nkeysets', 0)
m4_define(`_uc10_keyset',
`m4_define(`_uc10_ks_$1', _uc10_hex(`$2'))m4_dnl
m4_define(`_uc10_kscom_$1', `$3')m4_dnl
m4_define(`_uc10_keyset_'_uc10_nkeysets, `$1')_uc10_inc(`_uc10_nkeysets')')
_uc10_keyset(`FULL', _uc10_bits_below(m4_eval(_uc10_fbase + _uc10_nfunc)))
_uc10_keyset(`DEFAULT_INCLUDED', _uc10_key_bits(m4_defn(`_uc10_default_included')))
_uc10_keyset(`DEFAULT_EXCLUDED', _uc10_key_bits(m4_defn(`_uc10_default_excluded')))
_uc10_keyset(`AUTOGRAD',
  _uc10_key_bits(`AutogradOther AutogradFunctionality AutogradNestedTensor'),
  `autograd_dispatch_keyset: what InferenceMode and AutoDispatchBelowAutograd exclude')
_uc10_keyset(`AFTER_AUTOGRAD', _uc10_full_after(`AutogradOther'),
  `after_autograd_keyset and after_ADInplaceOrView_keyset (FULL_AFTER)')
_uc10_keyset(`AFTER_ADINPLACEORVIEW', _uc10_full_after(`ADInplaceOrView'))
_uc10_keyset(`ALL_BACKENDS', _uc10_bits_below(_uc10_nbackends),
  `every backend bit (BackendComponent), for DispatchKeySet::highestBackendKey')
_uc10_keyset(`CPU_TENSOR', _uc10_key_bits(`CPU ADInplaceOrView AutogradCPU AutocastCPU'),
  `the keys of a CPU tensor (torch.empty) and of a quantized CPU tensor
 * (torch.quantize_per_tensor), as PyTorch 1.13 gives them')
_uc10_keyset(`QUANTIZED_CPU_TENSOR',
  _uc10_key_bits(`QuantizedCPU ADInplaceOrView AutogradCPU AutocastCPU'))
_uc10_keyset(`UNDEFINED_TENSOR', _uc10_key_bits(`ADInplaceOrView AutogradOther'),
  `the keys of an undefined tensor (at::Tensor(), UndefinedTensorImpl: no
 * backend, so its autograd keys are those of "no backend")')

# The CPU fast path's slots (Note [CPU fast path] in fast.m4): CPU,
# BackendSelect, ADInplaceOrView, AutogradCPU as _uc10_fsCPU, _uc10_fsBS,
# _uc10_fsADIV, _uc10_fsAG, and the two 32-bit halves of each one's
# functionality bit (_uc10_fshi_X, _uc10_fslo_X) and of the CPU backend's
# (_uc10_fslo_backend).  Without CPU (BACKENDS=) a slot no table has and
# no bits: no operator gets a fast path.
m4_define(`_uc10_fastslot',
`m4_ifdef(`_uc10_ix_CPU',
  `m4_define(`_uc10_fs$1', m4_defn(`_uc10_ix_$2'))m4_dnl
_uc10_hex(m4_eval(_uc10_fbase + m4_defn(`_uc10_rkf_'m4_defn(`_uc10_ix_$2'))))`'m4_dnl
m4_define(`_uc10_fshi_$1', _uc10_hx_hi)m4_define(`_uc10_fslo_$1', _uc10_hx_lo)',
  `m4_define(`_uc10_fs$1', 999)m4_define(`_uc10_fshi_$1', 0)m4_define(`_uc10_fslo_$1', 0)')')
_uc10_fastslot(`CPU', `CPU')
_uc10_fastslot(`BS', `BackendSelect')
_uc10_fastslot(`ADIV', `ADInplaceOrView')
_uc10_fastslot(`AG', `AutogradCPU')
m4_ifdef(`_uc10_ix_CPU',
  `_uc10_hex(m4_eval(m4_defn(`_uc10_backval_CPU') - 1))m4_define(`_uc10_fslo_backend', _uc10_hx_lo)',
  `m4_define(`_uc10_fslo_backend', 0)')
