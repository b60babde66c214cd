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
# (A macro a keyword, `_uc10_ckw_WORD': one lookup a name.)
m4_patsubst(`auto break case char const continue default do double else enum
  extern float for goto if inline int long register restrict return short
  signed sizeof static struct switch typedef union unsigned void volatile
  while bool true false', `[a-z]+', `m4_define(`_uc10_ckw_\&')')
m4_define(`_uc10_cid', `m4_ifdef(`_uc10_ckw_$1', `$1_', `$1')')
# _uc10_aname(N, K) - argument K's C name (kept: the emitters ask ~30 times
# a signature).
m4_define(`_uc10_aname',
`m4_ifdef(`_uc10_an_$1_$2', `',
  `m4_define(`_uc10_an_$1_$2', _uc10_cid(_uc10_sget(`$1', `a_$2_name')))')m4_dnl
m4_defn(`_uc10_an_$1_$2')')
m4_define(`_uc10_atok', `_uc10_sget(`$1', `a_$2_tok')')
m4_define(`_uc10_rtok', `_uc10_sget(`$1', `r_$2_tok')')
m4_define(`_uc10_rfrom', `_uc10_sget(`$1', `r_$2_from')')
# Output name of return K: ret (one output) or retK.
m4_define(`_uc10_rname', `m4_ifelse(_uc10_nouts(`$1'), 1, `ret', `ret$2')')
# _uc10_nouts(N) - how many of op N's returns are outputs (counted once).
m4_define(`_uc10_nouts',
`m4_ifdef(`_uc10_no_$1', `',
  `m4_define(`_uc10_no_$1', 0)_uc10_each_out(`$1', `_uc10_nouts1')')m4_dnl
m4_defn(`_uc10_no_$1')')
m4_define(`_uc10_nouts1', `_uc10_inc(`_uc10_no_$1')')

# _uc10_jn(SEP) / _uc10_ja(TEXT) / _uc10_jget: join TEXTs with SEP.
m4_define(`_uc10_jn', `m4_define(`_uc10_jl', `')m4_define(`_uc10_jsep', `$1')')
m4_define(`_uc10_ja',
`m4_define(`_uc10_jl',
  m4_ifelse(m4_defn(`_uc10_jl'), `', `', `m4_defn(`_uc10_jl')m4_defn(`_uc10_jsep')')`$1')')
m4_define(`_uc10_jget', `m4_defn(`_uc10_jl')')

# _uc10_each_out(N, MACRO) calls MACRO(N, K) for returns that are outputs,
# _uc10_each_ret for every return K, _uc10_each_arg for every argument K.
# (The emitters run these loops ~20,000 times for PyTorch's registry: each
# is one m4_patsubst over ` 0 1 ... K-1' (`_uc10_seq_K', K <= 64, the
# schema's limit), not a counted loop's several macro calls an item.)
m4_define(`_uc10_each_out',
`m4_patsubst(m4_defn(`_uc10_seq_'_uc10_sget(`$1', `nrets')), ` \([0-9]+\)',
  `m4_ifelse(_uc10_rfrom(`$1', \1), `', `$2(`$1', \1)')')')
m4_define(`_uc10_each_ret',
`m4_patsubst(m4_defn(`_uc10_seq_'_uc10_sget(`$1', `nrets')), ` \([0-9]+\)', `$2(`$1', \1)')')
m4_define(`_uc10_each_arg',
`m4_patsubst(m4_defn(`_uc10_seq_'_uc10_sget(`$1', `nargs')), ` \([0-9]+\)', `$2(`$1', \1)')')
m4_define(`_uc10_seq_0', `')
_uc10_for(`_uc10_i', 1, 64,
  `m4_define(`_uc10_seq_'_uc10_i, m4_defn(`_uc10_seq_'m4_decr(_uc10_i))` 'm4_decr(_uc10_i))')

# _uc10_decl(CTYPE, NAME) - `T name', or `T *name' for pointer types.
m4_define(`_uc10_decl', `m4_ifelse(m4_regexp(`$1', `\*$'), -1, `$1 $2', `$1$2')')
# _uc10_arguse(N, K) - join argument K's name.
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
  `_uc10_sigid_(`$1', _uc10_sget(`$1', `canon_args')` -> '_uc10_sget(`$1', `canon_rets'))')m4_dnl
m4_defn(`_uc10_op_$1_sig')')
# _uc10_sigid_(N, KEY) - op N's signature is KEY's number, a new one
# (_uc10_sigop_S: its first op) if KEY is new.
m4_define(`_uc10_sigid_',
`m4_ifdef(`_uc10_sk_$2', `',
  `m4_define(`_uc10_sk_$2', _uc10_nsig)m4_dnl
m4_define(`_uc10_sigop_'_uc10_nsig, `$1')_uc10_inc(`_uc10_nsig')')m4_dnl
m4_define(`_uc10_op_$1_sig', m4_defn(`_uc10_sk_$2'))')
# _uc10_signew(N, WHAT) - 1 the first time this run asks about op N's
# signature for WHAT (an emitter writes each signature's shared code once,
# ahead of the ops that use it).
m4_define(`_uc10_signew',
`m4_ifdef(`_uc10_sigseen_$2_'_uc10_sigid(`$1'), 0,
  `m4_define(`_uc10_sigseen_$2_'_uc10_sigid(`$1'))1')')

# Signature texts are built once per signature and remembered:
# _uc10_memo_op(MEMO, N, BUILD) is BUILD(N), kept as MEMO_S for N's
# signature S.
m4_define(`_uc10_memo_op',
`m4_pushdef(`_uc10_S', _uc10_sigid(`$2'))m4_dnl
m4_ifdef(`$1_'_uc10_S, `', `m4_define(`$1_'_uc10_S, $3(`$2'))')m4_dnl
m4_defn(`$1_'_uc10_S)m4_popdef(`_uc10_S')')
# _uc10_sigw, _uc10_sig, _uc10_names and `_uc10_fastcond' (below) are
# written by one walk over the outputs and arguments (`_uc10_sigtexts'),
# the first time one of them is asked for a signature: every emitter asks
# for them once an operator, and the walk was a third of their work.
m4_define(`_uc10_sigtext',
`m4_ifdef(`_uc10_st$1_'_uc10_sigid(`$2'), `', `_uc10_sigtexts(`$2')')m4_dnl
m4_defn(`_uc10_st$1_'_uc10_sigid(`$2'))')
m4_define(`_uc10_sigw', `_uc10_sigtext(`w', `$1')')
m4_define(`_uc10_sig', `_uc10_sigtext(`k', `$1')')
m4_define(`_uc10_names', `_uc10_sigtext(`n', `$1')')
# _uc10_sigtexts(N): the lists start with their separator (`_uc10_tw'
# `, DECL' each, `_uc10_tn' `, NAME', `_uc10_tc' ` && NAME', `_uc10_tk'
# ` | NAME->key_set'), dropped by `_uc10_drop'.
m4_define(`_uc10_sigtexts',
`m4_define(`_uc10_tw', `')m4_define(`_uc10_tn', `')m4_dnl
m4_define(`_uc10_tc', `')m4_define(`_uc10_tk', `')m4_dnl
_uc10_each_out(`$1', `_uc10_st_out')_uc10_each_arg(`$1', `_uc10_st_arg')m4_dnl
m4_pushdef(`_uc10_S', _uc10_sigid(`$1'))m4_dnl
m4_define(`_uc10_stw_'_uc10_S,
  m4_ifelse(m4_defn(`_uc10_tw'), `', ``void'', `_uc10_drop(`..', m4_defn(`_uc10_tw'))'))m4_dnl
m4_define(`_uc10_stk_'_uc10_S, `uc10_ks ks'm4_defn(`_uc10_tw'))m4_dnl
m4_define(`_uc10_stn_'_uc10_S, _uc10_drop(`..', m4_defn(`_uc10_tn')))m4_dnl
m4_define(`_uc10_stc_'_uc10_S, _uc10_drop(`....', m4_defn(`_uc10_tc'))` &&
	    ('_uc10_drop(`...', m4_defn(`_uc10_tk'))`) == UC10_KS_CPU_TENSOR && uc10_local_is_default()')m4_dnl
m4_popdef(`_uc10_S')')
m4_define(`_uc10_st_out',
`m4_pushdef(`_uc10_nm', _uc10_rname(`$1', `$2'))m4_dnl
m4_define(`_uc10_tw', m4_defn(`_uc10_tw')`, '_uc10_decl(_uc10_rtype(_uc10_rtok(`$1', `$2'))` *', _uc10_nm))m4_dnl
m4_define(`_uc10_tn', m4_defn(`_uc10_tn')`, '_uc10_nm)m4_dnl
m4_define(`_uc10_tc', m4_defn(`_uc10_tc')` && '_uc10_nm)m4_popdef(`_uc10_nm')')
m4_define(`_uc10_st_arg',
`m4_pushdef(`_uc10_nm', _uc10_aname(`$1', `$2'))m4_pushdef(`_uc10_ty', _uc10_atok(`$1', `$2'))m4_dnl
m4_define(`_uc10_tw', m4_defn(`_uc10_tw')`, '_uc10_decl(m4_defn(`_uc10_ctype_'_uc10_ty), _uc10_nm))m4_dnl
m4_define(`_uc10_tn', m4_defn(`_uc10_tn')`, '_uc10_nm)m4_dnl
m4_ifelse(_uc10_ty, `tensor', `_uc10_st_tensor()', _uc10_ty, `mtensor', `_uc10_st_tensor()')m4_dnl
m4_popdef(`_uc10_ty')m4_popdef(`_uc10_nm')')
m4_define(`_uc10_st_tensor',
`m4_define(`_uc10_tc', m4_defn(`_uc10_tc')` && '_uc10_nm)m4_dnl
m4_define(`_uc10_tk', m4_defn(`_uc10_tk')` | '_uc10_nm`->key_set')')
# _uc10_drop(DOTS, TEXT) - TEXT without as many characters as DOTS has
# dots, quoted.
m4_define(`_uc10_drop', `m4_regexp(`$2', `^$1\(.*\)', ``\1'')')
# `ks, OUTS..., ARGS...' / `u_k, ks, ...' for forwarding calls.
m4_define(`_uc10_fwd', `$2`'m4_ifelse(_uc10_names(`$1'), `', `', `, '_uc10_names(`$1'))')

# Bit J set for the arguments that feed the key set: a 64-bit mask, kept
# as two 32-bit halves (m4's eval is 32-bit), built while parsing
# (schema.m4 `_uc10_dmset'; at most 64 arguments).
m4_define(`_uc10_dispmask',
`m4_ifelse(_uc10_sget(`$1', `dmh'), 0,
  `m4_format(`0x%x', _uc10_sget(`$1', `dml'))',
  `m4_format(`UINT64_C(0x%x%08x)', _uc10_sget(`$1', `dmh'), _uc10_sget(`$1', `dml'))')')

# _uc10_cstr(TEXT) - TEXT inside a C string literal.
m4_define(`_uc10_cstr',
`m4_ifelse(m4_regexp(`$1', `[\\"]'), -1, ``$1'',
  `m4_patsubst(m4_patsubst(`$1', `\\', `\\\\'), `"', `\\"')')')

# _uc10_ophead(N) - the first fields of op N's uc10_op initializer (every
# layout writes these, then its table fields and `.nft').
m4_define(`_uc10_ophead', `
	/* _uc10_op(`$1', `schema')
	 * defined at _uc10_op(`$1', `where') */
	[_uc10_slot(`$1')] = {
		_uc10_nameref(`$1'), "_uc10_cstr(_uc10_op(`$1', `schema'))",
		.unbox = UC10_UNBOX(uc10_unbox_s`'_uc10_sigid(`$1')), m4_dnl
.dispatch_args = _uc10_dispmask(`$1'),
		.name_len = _uc10_op(`$1', `nl'), m4_dnl
.nargs = _uc10_sget(`$1', `nargs'), .nrets = _uc10_sget(`$1', `nrets'),
')

# ---- the CPU fast path's test (Note [CPU fast path] in fast.m4) -----------
# The test: outputs and tensors not NULL, the tensors' keys exactly a CPU
# tensor's, the local sets the defaults.
# (Written with the signature's other texts, `_uc10_sigtexts'.)
m4_define(`_uc10_fastcond', `_uc10_sigtext(`c', `$1')')
