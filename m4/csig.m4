# csig.m4 - C signatures of an operator's kernels, wrappers and adapters.
#
# For op N (schema facts _uc10_s_N_*, see schema.m4):
#   _uc10_cname(N)       C name ns_name_ovl
#   _uc10_sig(N)         `uc10_ks ks, OUTS..., ARGS...' of its kernels
#   _uc10_sigw(N)        `OUTS..., ARGS...' of its typed call (or `void')
#   _uc10_names(N)       `OUTS..., ARGS...' as names, for forwarding
# A return that is a write alias of an argument is that argument, not an
# output (Note [Schema types in C]).

m4_define(`_uc10_cname', `m4_defn(`_uc10_op_$1_c')')

# Argument names may be C keywords (`default', `int', ...): add `_'.
m4_define(`_uc10_ckw', ` auto break case char const continue default do double else enum extern float for goto if inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while bool true false ')
m4_define(`_uc10_cid', `m4_ifelse(m4_index(m4_defn(`_uc10_ckw'), ` $1 '), -1, `$1', `$1_')')
m4_define(`_uc10_aname', `_uc10_cid(_uc10_sget(`$1', `a_$2_name'))')
m4_define(`_uc10_atok', `_uc10_sget(`$1', `a_$2_tok')')
m4_define(`_uc10_rtok', `_uc10_sget(`$1', `r_$2_tok')')
m4_define(`_uc10_rfrom', `_uc10_sget(`$1', `r_$2_from')')
# Output name of return K: ret (one output) or retK.
m4_define(`_uc10_rname', `m4_ifelse(_uc10_nouts(`$1'), 1, `ret', `ret$2')')
m4_define(`_uc10_nouts',
`m4_ifdef(`_uc10_no_$1', `', `m4_define(`_uc10_no_$1', 0)m4_ifelse(_uc10_sget(`$1', `nrets'), 0, `',
`_uc10_for(`_uc10_z', 0, m4_decr(_uc10_sget(`$1', `nrets')), `m4_ifelse(_uc10_rfrom(`$1', _uc10_z), `', `m4_define(`_uc10_no_$1', m4_incr(m4_defn(`_uc10_no_$1')))')')')')m4_defn(`_uc10_no_$1')')

# _uc10_jn(SEP) / _uc10_ja(TEXT) / _uc10_jget: join TEXTs with SEP.
m4_define(`_uc10_jn', `m4_define(`_uc10_jl', `')m4_define(`_uc10_jsep', `$1')')
m4_define(`_uc10_ja', `m4_define(`_uc10_jl', m4_ifelse(m4_defn(`_uc10_jl'), `', `', `m4_defn(`_uc10_jl')m4_defn(`_uc10_jsep')')`$1')')
m4_define(`_uc10_jget', `m4_defn(`_uc10_jl')')

# _uc10_each_out(N, MACRO) calls MACRO(N, K) for returns that are outputs.
m4_define(`_uc10_each_out',
`m4_ifelse(_uc10_sget(`$1', `nrets'), 0, `', `_uc10_for(`_uc10_eo', 0, m4_decr(_uc10_sget(`$1', `nrets')),
`m4_ifelse(_uc10_rfrom(`$1', _uc10_eo), `', `$2(`$1', _uc10_eo)')')')')
m4_define(`_uc10_each_ret',
`m4_ifelse(_uc10_sget(`$1', `nrets'), 0, `', `_uc10_for(`_uc10_er', 0, m4_decr(_uc10_sget(`$1', `nrets')), `$2(`$1', _uc10_er)')')')
m4_define(`_uc10_each_arg',
`m4_ifelse(_uc10_sget(`$1', `nargs'), 0, `', `_uc10_for(`_uc10_ea', 0, m4_decr(_uc10_sget(`$1', `nargs')), `$2(`$1', _uc10_ea)')')')

# _uc10_decl(CTYPE, NAME) - `T name', or `T *name' for pointer types.
m4_define(`_uc10_decl', `m4_ifelse(m4_regexp(`$1', `\*$'), -1, `$1 $2', `$1$2')')
m4_define(`_uc10_outdecl', `_uc10_ja(_uc10_decl(_uc10_rtype(_uc10_rtok(`$1', `$2'))` *', _uc10_rname(`$1', `$2')))')
m4_define(`_uc10_argdecl', `_uc10_ja(_uc10_decl(m4_defn(`_uc10_ctype_'_uc10_atok(`$1', `$2')), _uc10_aname(`$1', `$2')))')
m4_define(`_uc10_outuse', `_uc10_ja(_uc10_rname(`$1', `$2'))')
m4_define(`_uc10_arguse', `_uc10_ja(_uc10_aname(`$1', `$2'))')

# Note [Signatures]
# Operators whose argument and return lists read the same (types, names)
# share a signature S: one C function type uc10_sigfn_S and one set of
# dispatch helpers (uc10_call_sS, ...), so that per operator only two
# one-line functions are generated.  aten has thousands of operators but a
# few hundred signatures; this keeps both m4 and the C compiler fast and the
# firmware small.  _uc10_sigid(N) numbers them in order of first use.
m4_define(`_uc10_nsig', 0)
m4_define(`_uc10_sigid',
`m4_ifdef(`_uc10_op_$1_sig', `',
`_uc10_sigid_(`$1', m4_defn(`_uc10_s_$1_canon_args')` -> 'm4_defn(`_uc10_s_$1_canon_rets'))')m4_defn(`_uc10_op_$1_sig')')
m4_define(`_uc10_sigid_',
`m4_ifdef(`_uc10_sk_$2', `', `m4_define(`_uc10_sk_$2', _uc10_nsig)m4_define(`_uc10_sigop_'_uc10_nsig, `$1')_uc10_inc(`_uc10_nsig')')m4_dnl
m4_define(`_uc10_op_$1_sig', m4_defn(`_uc10_sk_$2'))')
# _uc10_signew(N, WHAT) - 1 the first time this run asks about op N's
# signature for WHAT (an emitter writes each signature's shared code once,
# ahead of the ops that use it).
m4_define(`_uc10_signew', `m4_ifdef(`_uc10_sigseen_$2_'_uc10_sigid(`$1'), 0, `m4_define(`_uc10_sigseen_$2_'_uc10_sigid(`$1'))1')')

# Signature texts are built once per signature and remembered.
m4_define(`_uc10_memo_op', `m4_pushdef(`_uc10_S', _uc10_sigid(`$2'))m4_ifdef(`$1_'_uc10_S, `',
`m4_define(`$1_'_uc10_S, $3(`$2'))')m4_defn(`$1_'_uc10_S)m4_popdef(`_uc10_S')')
m4_define(`_uc10_sigw', `_uc10_memo_op(`_uc10_msw', `$1', `_uc10_sigw_')')
m4_define(`_uc10_sig', `_uc10_memo_op(`_uc10_msg', `$1', `_uc10_sig_')')
m4_define(`_uc10_names', `_uc10_memo_op(`_uc10_mnm', `$1', `_uc10_names_')')
m4_define(`_uc10_sigw_',
`_uc10_jn(`, ')_uc10_each_out(`$1', `_uc10_outdecl')_uc10_each_arg(`$1', `_uc10_argdecl')m4_dnl
m4_ifelse(_uc10_jget, `', ``void'', `_uc10_jget')')
m4_define(`_uc10_sig_',
`_uc10_jn(`, ')_uc10_ja(`uc10_ks ks')_uc10_each_out(`$1', `_uc10_outdecl')_uc10_each_arg(`$1', `_uc10_argdecl')_uc10_jget')
m4_define(`_uc10_names_',
`_uc10_jn(`, ')_uc10_each_out(`$1', `_uc10_outuse')_uc10_each_arg(`$1', `_uc10_arguse')_uc10_jget')
# `ks, OUTS..., ARGS...' / `u_k, ks, ...' for forwarding calls.
m4_define(`_uc10_fwd', `$2`'m4_ifelse(_uc10_names(`$1'), `', `', `, '_uc10_names(`$1'))')

# Bit J set for the arguments that feed the key set: a 64-bit mask, kept
# as two 32-bit halves (m4's eval is 32-bit), built while parsing
# (schema.m4 `_uc10_dmset'; at most 64 arguments).
m4_define(`_uc10_dispmask',
`m4_ifelse(m4_defn(`_uc10_s_$1_dmh'), 0, `m4_format(`0x%x', m4_defn(`_uc10_s_$1_dml'))',
`m4_format(`UINT64_C(0x%x%08x)', m4_defn(`_uc10_s_$1_dmh'), m4_defn(`_uc10_s_$1_dml'))')')

# _uc10_cstr(TEXT) - TEXT inside a C string literal.
m4_define(`_uc10_cstr', `m4_ifelse(m4_regexp(`$1', `[\\"]'), -1, ``$1'', `m4_patsubst(m4_patsubst(`$1', `\\', `\\\\'), `"', `\\"')')')

# _uc10_ophead(N) - the first fields of op N's uc10_op initializer (every
# layout writes these, then its table fields and `.nft').
m4_define(`_uc10_ophead', `
	/* m4_defn(`_uc10_op_$1_schema')
	 * defined at m4_defn(`_uc10_op_$1_where') */
	[m4_defn(`_uc10_slot_$1')] = {
		_uc10_nameref(`$1'), "_uc10_cstr(m4_defn(`_uc10_op_$1_schema'))",
		.unbox = uc10_unbox_s`'_uc10_sigid(`$1'), .dispatch_args = _uc10_dispmask(`$1'),
		.name_len = m4_defn(`_uc10_op_$1_nl'), .nargs = m4_defn(`_uc10_s_$1_nargs'), .nrets = m4_defn(`_uc10_s_$1_nrets'),
')

# ---- the CPU fast path ------------------------------------------------------
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
# Inputs: `_uc10_ftl' (the fallthrough slots among 1 65 74 76, space-
# separated) and `_uc10_fe_<slot>' (the op's own kernel at the slot), set by
# the emitter's table hook; `_uc10_fe_reset' clears them between ops.
# Outputs: _uc10_fastk/_uc10_fastks (call) and _uc10_rfk/_uc10_rfks
# (redispatch), empty when there is no fast path.
# (The slots first: most operators have none of their own kernels there,
# and the argument walk is the slow part.)
m4_define(`_uc10_fast',
`m4_define(`_uc10_fastk', `')m4_define(`_uc10_fastks', `')m4_define(`_uc10_rfk', `')m4_define(`_uc10_rfks', `')m4_dnl
m4_ifdef(`_uc10_fe_'_uc10_fsCPU, `_uc10_fast1(`$1')', `m4_ifdef(`_uc10_fe_'_uc10_fsBS, `_uc10_fast1(`$1')', `m4_ifdef(`_uc10_fe_'_uc10_fsADIV, `_uc10_fast1(`$1')',
`m4_ifdef(`_uc10_fe_'_uc10_fsAG, `_uc10_fast1(`$1')')')')')')
m4_define(`_uc10_fast1',
`_uc10_fast_(_uc10_fslot(_uc10_fsAG _uc10_fsADIV _uc10_fsBS _uc10_fsCPU))_uc10_rfast(_uc10_fslot(_uc10_fsADIV _uc10_fsBS _uc10_fsCPU))m4_dnl
m4_ifelse(m4_defn(`_uc10_fastk')m4_defn(`_uc10_rfk'), `', `', `m4_ifelse(_uc10_fastargs(`$1'), 1, `',
`m4_define(`_uc10_fastk', `')m4_define(`_uc10_fastks', `')m4_define(`_uc10_rfk', `')m4_define(`_uc10_rfks', `')')')')
# _uc10_fslot(SLOTS) - the first of SLOTS whose entry is no fallthrough, or 0.
m4_define(`_uc10_fslot', `m4_ifelse(`$1', `', 0, `_uc10_fslot_(m4_regexp(`$1', `^\([0-9]+\) ?\(.*\)', `\1, \2'))')')
m4_define(`_uc10_fslot_', `m4_ifelse(_uc10_in(`$1', m4_defn(`_uc10_ftl')), 0, `$1', `_uc10_fslot(`$2')')')
# _uc10_fksof(CALL) - the fast key set: CPU's backend bit, and the
# functionality bit of each fast-path slot whose entry is no fallthrough
# (AutogradCPU's only when CALL is 1: a redispatch has passed it).  The
# bits are keys.m4's (`_uc10_fastslot').
m4_define(`_uc10_fbit', `m4_eval(_uc10_in(`$1', m4_defn(`_uc10_ftl')) == 0)')
m4_define(`_uc10_fksof',
`m4_format(`0x%02x%08x',
  m4_eval($1 * _uc10_fbit(_uc10_fsAG) * _uc10_fshi_AG + _uc10_fbit(_uc10_fsADIV) * _uc10_fshi_ADIV
          + _uc10_fbit(_uc10_fsBS) * _uc10_fshi_BS + _uc10_fbit(_uc10_fsCPU) * _uc10_fshi_CPU),
  m4_eval($1 * _uc10_fbit(_uc10_fsAG) * _uc10_fslo_AG + _uc10_fbit(_uc10_fsADIV) * _uc10_fslo_ADIV
          + _uc10_fbit(_uc10_fsBS) * _uc10_fslo_BS + _uc10_fbit(_uc10_fsCPU) * _uc10_fslo_CPU
          + _uc10_fslo_backend))')
# _uc10_fast_(SLOT): the kernel there, and the key set it is called with:
# the four keys, less those whose entries are fallthroughs.
m4_define(`_uc10_fast_', `m4_ifdef(`_uc10_fe_$1', `m4_define(`_uc10_fastk', m4_defn(`_uc10_fe_$1'))m4_dnl
m4_define(`_uc10_fastks', _uc10_fksof(1))')')
m4_define(`_uc10_rfast', `m4_ifdef(`_uc10_fe_$1', `m4_define(`_uc10_rfk', m4_defn(`_uc10_fe_$1'))m4_dnl
m4_define(`_uc10_rfks', _uc10_fksof(0))')')
m4_define(`_uc10_fastargs', `m4_define(`_uc10_fa', 1)m4_define(`_uc10_fan', 0)_uc10_each_arg(`$1', `_uc10_fa1')m4_dnl
m4_ifelse(_uc10_fan, 0, 0, _uc10_fa)')
m4_define(`_uc10_fa1', `m4_ifelse(_uc10_in(_uc10_atok(`$1', `$2'), `tensor mtensor'), 1, `_uc10_inc(`_uc10_fan')',
_uc10_in(_uc10_atok(`$1', `$2'), `opt_tensor opt_mtensor tensor_list mut_tensor_list opt_tensor_list str dimname generator storage'), 1,
`m4_define(`_uc10_fa', 0)')')
# The test: outputs and tensors not NULL, the tensors' keys exactly a CPU
# tensor's, the local sets the defaults.
m4_define(`_uc10_fastcond',
`_uc10_jn(` && ')_uc10_each_out(`$1', `_uc10_outuse')_uc10_each_arg(`$1', `_uc10_fc1')_uc10_jget &&
	    (_uc10_jn(` | ')_uc10_each_arg(`$1', `_uc10_fc2')_uc10_jget) == UINT64_C(m4_defn(`_uc10_ks_CPU_TENSOR')) /* a CPU tensor */ && uc10_local_is_default()')
m4_define(`_uc10_fc1', `m4_ifelse(_uc10_in(_uc10_atok(`$1', `$2'), `tensor mtensor'), 1, `_uc10_ja(_uc10_aname(`$1', `$2'))')')
m4_define(`_uc10_fc2', `m4_ifelse(_uc10_in(_uc10_atok(`$1', `$2'), `tensor mtensor'), 1, `_uc10_ja(_uc10_aname(`$1', `$2')`->key_set')')')
m4_define(`_uc10_fe_reset', `m4_ifdef(`_uc10_fe_'_uc10_fsCPU, `m4_undefine(`_uc10_fe_'_uc10_fsCPU)')m4_ifdef(`_uc10_fe_'_uc10_fsBS, `m4_undefine(`_uc10_fe_'_uc10_fsBS)')m4_dnl
m4_ifdef(`_uc10_fe_'_uc10_fsADIV, `m4_undefine(`_uc10_fe_'_uc10_fsADIV)')m4_ifdef(`_uc10_fe_'_uc10_fsAG, `m4_undefine(`_uc10_fe_'_uc10_fsAG)')')
