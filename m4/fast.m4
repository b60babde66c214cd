# fast.m4 - compute: the CPU fast path of each operator, once, for both
# emitters (uc10_ops.h's inline typed calls, uc10_ops.c's out-of-line ones
# and redispatches).
#
# Note [CPU fast path]
# A table entry is a pure function of (tensor key set, local sets, op), so
# the generator can answer at build time the one question a firmware asks
# most: which kernel runs for CPU tensors (UC10_KS_CPU_TENSOR: CPU,
# ADInplaceOrView, AutogradCPU, AutocastCPU) under the default local sets.
# (CPU tensor keys | BackendSelect, ADInplaceOrView) minus the Autocast
# keys, masked by the op's non-fallthrough keys for CPU, lands on the
# highest of AutogradCPU, ADInplaceOrView, BackendSelect, CPU whose entry is
# not a fallthrough.  When that entry is one of the op's own kernels, the
# typed call calls it directly for exactly that case and takes the general
# path for every other key set and under any guard.  Only for ops whose
# arguments are Tensors (not optional, not lists) and plain values, so that
# the NULL checks of the general path are all in the fast test.
#
# The typed call is a static inline function of uc10_ops.h (always
# inline, as PyTorch's TypedOperatorHandle::call is C10_ALWAYS_INLINE):
# at a call site whose arguments are addresses of objects the compiler
# drops the NULL tests, the key sets are two loads, and the kernel is
# called with the arguments already where the call site put them: no
# wrapper frame, no argument shuffle (the kernel ABI puts the 64-bit key
# set first, so an out-of-line wrapper must move every argument and, with
# 5 words, build a stack frame).  The test failing, it calls the
# signature's general path uc10_call_s<S>.  uc10_ops.c also defines every
# uc10_call_<op> out of line (for UC10_NO_INLINE_FAST_PATH builds and for
# taking its address; --gc-sections drops the unused ones).
#
# The redispatch of an Autograd kernel (`ks & UC10_KS_AFTER_AUTOGRAD') is
# answered the same way: the fast path's key set without AutogradCPU lands
# on the highest of ADInplaceOrView, BackendSelect, CPU that is not a
# fallthrough, and uc10_redispatch_<op> calls that kernel directly when it
# is given exactly that key set.
#
# _uc10_fastpath(N)
# -----------------
# Op N's fast path.  Outputs: _uc10_fastk/_uc10_fastks (call) and
# _uc10_rfk/_uc10_rfks (redispatch), empty when there is no fast path
# (always for an op with no kernel of its own, and in a build without the
# CPU backend).  Both emitters call it: uc10_ops.h for the inline typed
# call, uc10_ops.c's calls part for the out-of-line one and the redispatch.
# The slots' entries depend on the op's shape only (Note [Table shapes] in
# emit_ops_c.m4), so they are worked out once a shape (`_uc10_fast_shape'):
# `_uc10_fps_REGS' expands to `FJ, FKS, RJ, RKS', the numbers of the
# functions called (`kn_FJ', `kn_RJ') and their key sets, or empty fields.
# The arguments' test (`_uc10_fastargs') is the op's signature's.
m4_define(`_uc10_fastslots', `_uc10_fsCPU _uc10_fsBS _uc10_fsADIV _uc10_fsAG')
m4_define(`_uc10_fastpath',
`m4_ifelse(_uc10_op(`$1', `nk'), 0, `_uc10_fast_none()', _uc10_fsCPU, 999, `_uc10_fast_none()',
  `m4_ifdef(`_uc10_fps_'_uc10_op(`$1', `regs'), `', `_uc10_fast_shape(`$1')')m4_dnl
_uc10_fast_use(`$1', m4_indir(`_uc10_fps_'_uc10_op(`$1', `regs')))')')
# _uc10_fast_use(N, FJ, FKS, RJ, RKS) - op N's fast path from its shape's.
m4_define(`_uc10_fast_use',
`m4_ifelse(`$2$4', `', `_uc10_fast_none()',
  `m4_ifelse(_uc10_fastargs(`$1'), 1,
    `m4_define(`_uc10_fastk', m4_ifelse(`$2', `', `', `_uc10_op(`$1', `kn_$2')'))m4_dnl
m4_define(`_uc10_fastks', `$3')m4_dnl
m4_define(`_uc10_rfk', m4_ifelse(`$4', `', `', `_uc10_op(`$1', `kn_$4')'))m4_dnl
m4_define(`_uc10_rfks', `$5')',
    `_uc10_fast_none()')')')
# _uc10_fast_shape(N) - the walk over the four slots (table.m4) of a
# stand-in for op N, whose J-th function is named `$J+2', with
# `_uc10_fast_hit' as the hook, then `_uc10_fast'; defines `_uc10_fps_REGS'.
m4_define(`_uc10_nfshape', 0)
m4_define(`_uc10_fast_shape',
`m4_pushdef(`_uc10_S', `f'_uc10_nfshape)_uc10_inc(`_uc10_nfshape')m4_dnl
_uc10_standin(`$1', _uc10_S)m4_dnl
m4_define(`_uc10_ftl', `')_uc10_fe_reset()m4_dnl
_uc10_table_hooks(`_uc10_fast_hit', `_uc10_fast_miss')m4_dnl
_uc10_table_slots(_uc10_S, _uc10_fastslots)_uc10_fast()m4_dnl
m4_define(`_uc10_fps_'_uc10_op(`$1', `regs'),
  _uc10_fast_j(m4_defn(`_uc10_fastk'))`, 'm4_defn(`_uc10_fastks')`, 'm4_dnl
_uc10_fast_j(m4_defn(`_uc10_rfk'))`, 'm4_defn(`_uc10_rfks'))m4_dnl
m4_popdef(`_uc10_S')')
# _uc10_fast_j(NAME) - J of a stand-in's function `$J+2', or empty.
m4_define(`_uc10_fast_j', `m4_ifelse(`$1', `', `', `m4_eval(m4_substr(`$1', 1) - 2)')')
# _uc10_fast_hit(I, KEY, KERNEL, SOURCE) - the table hook: notes a
# fallthrough slot in `_uc10_ftl', the op's own kernel in `_uc10_fe_I'.
m4_define(`_uc10_fast_hit',
`m4_ifelse(`$3', `fallthrough', `m4_define(`_uc10_ftl', m4_defn(`_uc10_ftl')`$1 ')',
  `$3', `ambiguous_autogradother', `',
  `$4', `backend fallback', `',
  `m4_define(`_uc10_fe_$1', `$3')')')
m4_define(`_uc10_fast_miss', `')

# _uc10_fast
# ----------
# Inputs: `_uc10_ftl' (the fallthrough slots among the four, space-
# separated) and `_uc10_fe_<slot>' (the op's own kernel at the slot), set
# by the table hook `_uc10_fast_hit'; `_uc10_fe_reset' clears them between
# walks.  Outputs as `_uc10_fastpath', but for the arguments' test.
m4_define(`_uc10_fast',
`_uc10_fast_none()m4_dnl
m4_ifdef(`_uc10_fe_'_uc10_fsCPU, `_uc10_fast1()',
  `m4_ifdef(`_uc10_fe_'_uc10_fsBS, `_uc10_fast1()',
    `m4_ifdef(`_uc10_fe_'_uc10_fsADIV, `_uc10_fast1()',
      `m4_ifdef(`_uc10_fe_'_uc10_fsAG, `_uc10_fast1()')')')')')
m4_define(`_uc10_fast_none',
`m4_define(`_uc10_fastk', `')m4_define(`_uc10_fastks', `')m4_dnl
m4_define(`_uc10_rfk', `')m4_define(`_uc10_rfks', `')')
m4_define(`_uc10_fast1',
`_uc10_fast_(_uc10_fslot(_uc10_fsAG _uc10_fsADIV _uc10_fsBS _uc10_fsCPU))m4_dnl
_uc10_rfast(_uc10_fslot(_uc10_fsADIV _uc10_fsBS _uc10_fsCPU))')
# _uc10_fslot(SLOTS) - the first of SLOTS whose entry is no fallthrough, or 0.
m4_define(`_uc10_fslot',
`m4_ifelse(`$1', `', 0, `_uc10_fslot_(m4_regexp(`$1', `^\([0-9]+\) ?\(.*\)', `\1, \2'))')')
m4_define(`_uc10_fslot_',
`m4_ifelse(_uc10_in(`$1', m4_defn(`_uc10_ftl')), 0, `$1', `_uc10_fslot(`$2')')')
# _uc10_fksof(CALL) - the fast key set: CPU's backend bit, and the
# functionality bit of each fast-path slot whose entry is no fallthrough
# (AutogradCPU's only when CALL is 1: a redispatch has passed it).  The
# bits are keys.m4's (`_uc10_fastslot').
m4_define(`_uc10_fbit', `m4_eval(_uc10_in(`$1', m4_defn(`_uc10_ftl')) == 0)')
m4_define(`_uc10_fksof',
`m4_format(`0x%02x%08x',
  m4_eval($1 * _uc10_fbit(_uc10_fsAG) * _uc10_fshi_AG
          + _uc10_fbit(_uc10_fsADIV) * _uc10_fshi_ADIV
          + _uc10_fbit(_uc10_fsBS) * _uc10_fshi_BS
          + _uc10_fbit(_uc10_fsCPU) * _uc10_fshi_CPU),
  m4_eval($1 * _uc10_fbit(_uc10_fsAG) * _uc10_fslo_AG
          + _uc10_fbit(_uc10_fsADIV) * _uc10_fslo_ADIV
          + _uc10_fbit(_uc10_fsBS) * _uc10_fslo_BS
          + _uc10_fbit(_uc10_fsCPU) * _uc10_fslo_CPU
          + _uc10_fslo_backend))')
# _uc10_fast_(SLOT): the kernel there, and the key set it is called with:
# the four keys, less those whose entries are fallthroughs.
m4_define(`_uc10_fast_',
`m4_ifdef(`_uc10_fe_$1',
  `m4_define(`_uc10_fastk', m4_defn(`_uc10_fe_$1'))m4_dnl
m4_define(`_uc10_fastks', _uc10_fksof(1))')')
m4_define(`_uc10_rfast',
`m4_ifdef(`_uc10_fe_$1',
  `m4_define(`_uc10_rfk', m4_defn(`_uc10_fe_$1'))m4_dnl
m4_define(`_uc10_rfks', _uc10_fksof(0))')')
# _uc10_fastargs(N) - 1 when op N's arguments allow a fast path: at least
# one Tensor, and no optional Tensor, list of Tensors or pointer argument
# (whose NULL checks only the general path makes).  Once a signature.
m4_define(`_uc10_fastargs', `_uc10_memo_op(`_uc10_mfa', `$1', `_uc10_fastargs_')')
m4_define(`_uc10_fastargs_',
`m4_define(`_uc10_fa', 1)m4_define(`_uc10_fan', 0)m4_dnl
_uc10_each_arg(`$1', `_uc10_fa1')m4_dnl
m4_ifelse(_uc10_fan, 0, 0, _uc10_fa)')
m4_define(`_uc10_fa_refused',
  `opt_tensor opt_mtensor tensor_list mut_tensor_list opt_tensor_list str dimname generator storage')
m4_define(`_uc10_fa1',
`m4_ifelse(_uc10_in(_uc10_atok(`$1', `$2'), `tensor mtensor'), 1, `_uc10_inc(`_uc10_fan')',
  _uc10_in(_uc10_atok(`$1', `$2'), m4_defn(`_uc10_fa_refused')), 1,
  `m4_define(`_uc10_fa', 0)')')
m4_define(`_uc10_fe_reset',
`m4_ifdef(`_uc10_fe_'_uc10_fsCPU, `m4_undefine(`_uc10_fe_'_uc10_fsCPU)')m4_dnl
m4_ifdef(`_uc10_fe_'_uc10_fsBS, `m4_undefine(`_uc10_fe_'_uc10_fsBS)')m4_dnl
m4_ifdef(`_uc10_fe_'_uc10_fsADIV, `m4_undefine(`_uc10_fe_'_uc10_fsADIV)')m4_dnl
m4_ifdef(`_uc10_fe_'_uc10_fsAG, `m4_undefine(`_uc10_fe_'_uc10_fsAG)')')
