m4_divert(-1)
# emit_ops_c.m4 - uc10_ops.c: every operator's dispatch table, the name
# hash, and the typed and boxed call paths.  All tables are `const': they
# land in .rodata (flash).  An emitter: it formats what the compute stage
# worked out (the tables' entries from table.m4's walk, the non-fallthrough
# sets, the perfect hash, the fast paths of fast.m4).  The output's parts
# (Note [Diversions] in uc10.m4): ROWMACROS the tables' key-set and shared-
# entry macros, RECORDS kernel records, names and non-fallthrough sets, OPS
# the operator array, then the hash; SIGCODE and OPCODE the code.
_uc10_finalize
_uc10_phash

# Provenance of an entry (SOURCE of Note [Table hooks]) -> UC10_SRC_ name.
m4_define(`_uc10_src_kernel', `KERNEL')
m4_define(`_uc10_src_default backend kernel', `DEFAULT_BACKEND')
m4_define(`_uc10_src_math kernel', `MATH')
m4_define(`_uc10_src_nested kernel', `NESTED')
m4_define(`_uc10_src_autograd kernel', `AUTOGRAD')
m4_define(`_uc10_src_backend fallback', `FALLBACK')
m4_define(`_uc10_src', `m4_defn(`_uc10_src_$1')')

# The C object an entry points at: a kernel record of this op, a fallback
# record shared by all ops, or a sentinel.
m4_define(`_uc10_kref',
`m4_ifelse(`$2', `ambiguous_autogradother', `&uc10_ambiguous_autogradother_kernel',
`$2', `fallthrough', `&uc10_fallthrough_kernels[UC10_SRC_'_uc10_src(`$3')`]',
`$3', `backend fallback', `&uc10_fb_$2',
`&'_uc10_kname($@))')
m4_define(`_uc10_kname', `uc10_k_`'_uc10_cname(`$1')`__$2_'_uc10_src(`$3')')

# _uc10_hit1(I, KEY, KERNEL, SOURCE) - the part of every layout's table
# hook that notes the fallthrough slots (`_uc10_ftl', for the non-
# fallthrough sets) and the op's own kernel records, each once, as C text
# in `_uc10_recs' (`_uc10_optable' empties both).
m4_define(`_uc10_hit1',
`m4_ifelse(`$3', `fallthrough', `m4_define(`_uc10_ftl', m4_defn(`_uc10_ftl')`$1 ')',
  `$3', `ambiguous_autogradother', `',
  `$4', `backend fallback', `',
  `m4_ifdef(`_uc10_kd_'_uc10_n`_$3_'_uc10_src(`$4'), `',
    `m4_define(`_uc10_kd_'_uc10_n`_$3_'_uc10_src(`$4'))m4_dnl
m4_define(`_uc10_recs', m4_defn(`_uc10_recs')`static const uc10_kernel '_uc10_kname(_uc10_n, `$3', `$4')m4_dnl
` = { (uc10_fn)$3, 0, "$3", UC10_SRC_'_uc10_src(`$4')`, 0 };
')')')')
# _uc10_nft_make - the non-fallthrough sets of op _uc10_n (Note
# [Non-fallthrough sets] in table.m4), shared with every op whose
# fallthrough slots (_uc10_ftl) are the same: defines _uc10_nftn to the C
# array's name and, the first time, `_uc10_nftnew' to write the array
# (once: it empties itself), which the layout expands after the op's
# records.
m4_define(`_uc10_nnft', 0)
m4_define(`_uc10_nftnew', `')
m4_define(`_uc10_nft_make',
`m4_ifdef(`_uc10_nftid_'m4_defn(`_uc10_ftl'), `',
  `_uc10_nft_compute(m4_defn(`_uc10_ftl'))m4_dnl
m4_define(`_uc10_nftid_'m4_defn(`_uc10_ftl'), _uc10_nnft)_uc10_inc(`_uc10_nnft')m4_dnl
m4_define(`_uc10_nftnew', `_uc10_nft_write('m4_eval(_uc10_nnft - 1)`)m4_define(`_uc10_nftnew', `')')')m4_dnl
m4_define(`_uc10_nftn', `uc10_nft_'m4_defn(`_uc10_nftid_'m4_defn(`_uc10_ftl')))')
# _uc10_nft_write(K) - set K's array, from `_uc10_nft_compute''s values.
m4_define(`_uc10_nft_write', `
/* non-fallthrough keys per backend, set $1 */
static const uc10_ks uc10_nft_$1[UC10_NUM_BACKENDS] = {
_uc10_for(`_uc10_bb', 1, _uc10_nbackends, `	UINT64_C(0x`'m4_dnl
m4_format(`%06x%08x', m4_defn(`_uc10_nh_'_uc10_bb), m4_defn(`_uc10_nl_'_uc10_bb))),m4_dnl
	/* m4_defn(`_uc10_backend_'_uc10_bb) */
')};
')

# Note [Table rows]
# A dense table is not written one line per entry: PyTorch's whole registry
# has ~245,000 entries that are not missing, ~70 an operator, nearly all an
# alias kernel spread over its keys (Note [Computed table entry]) or a
# backend fallback, and a line each made uc10_ops.c 50 MB.  An operator's
# entries are written in groups, each commented once:
#   - one of its own kernel records at one key: the line of old,
#       [UC10_IX_CPU] = &record,            /* CPU: kernel [source] */
#   - one record at several keys: a macro of the key set, defined once in
#     the file (before the records) for every operator whose record fills
#     exactly those keys, the keys listed above it:
#       UC10_AT_3(&record)                  /* kernel [source] */
#   - the entries that are no record of its own (backend fallbacks,
#     fallthroughs, the ambiguous-autogradother sentinel): one macro
#     for each set of them that occurs, a commented line per entry:
#       UC10_SHARED_0                       /* backend fallbacks, ... */
# The groups are disjoint (no entry is given twice) and missing entries are
# left out (zero: NULL), so the table and every comment's information are
# those of a line per entry.  Each macro expands to `[UC10_IX_K] = x,'
# items, trailing comma included.
m4_define(`_uc10_rows_reset', `m4_define(`_uc10_grl', `')m4_define(`_uc10_shr', `')')
# _uc10_rowadd(I, KEY, KERNEL, SOURCE) - note an entry of op _uc10_n: a
# shared one in _uc10_shr (`KEY:KERNEL:SOURCE;' each), an own one in its
# record's key list (_uc10_gk_KERNEL SOURCE), records in order of their
# first key in _uc10_grl (`KERNEL:SOURCE;' each).
m4_define(`_uc10_rowadd',
`m4_ifelse(`$4', `backend fallback',
    `m4_define(`_uc10_shr', m4_defn(`_uc10_shr')`$2:$3:$4;')',
  `$3', `fallthrough',
    `m4_define(`_uc10_shr', m4_defn(`_uc10_shr')`$2:$3:$4;')',
  `$3', `ambiguous_autogradother',
    `m4_define(`_uc10_shr', m4_defn(`_uc10_shr')`$2:$3:$4;')',
  `m4_ifdef(`_uc10_gk_$3 $4',
    `m4_define(`_uc10_gk_$3 $4', m4_defn(`_uc10_gk_$3 $4')` $2')',
    `m4_define(`_uc10_gk_$3 $4', `$2')m4_dnl
m4_define(`_uc10_grl', m4_defn(`_uc10_grl')`$3:$4;')')')')

# _uc10_rows - op _uc10_n's groups as C text, in `_uc10_rowt'.
m4_define(`_uc10_rows',
`m4_define(`_uc10_rowt', `')m4_dnl
m4_patsubst(m4_defn(`_uc10_grl'), `\([^:;]*\):\([^;]*\);', `_uc10_grp(`\1', `\2')')m4_dnl
m4_ifelse(m4_defn(`_uc10_shr'), `', `',
  `_uc10_shmac(m4_defn(`_uc10_shr'))m4_dnl
_uc10_rowline(`		'm4_defn(`_uc10_shm_'m4_defn(`_uc10_shr'))`	/* backend fallbacks, fallthroughs */')')')
m4_define(`_uc10_rowline', `m4_define(`_uc10_rowt', m4_defn(`_uc10_rowt')`$1
')')
# _uc10_grp(KERNEL, SOURCE) - the line of one record.
m4_define(`_uc10_grp',
`m4_pushdef(`_uc10_K', m4_defn(`_uc10_gk_$1 $2'))m4_dnl
m4_ifelse(m4_index(m4_defn(`_uc10_K'), ` '), -1,
  `_uc10_rowline(`		[UC10_IX_'m4_defn(`_uc10_K')`] = &'_uc10_kname(_uc10_n, `$1', `$2')m4_dnl
`,	/* 'm4_defn(`_uc10_K')`: $1 [$2] */')',
  `_uc10_atmac(m4_defn(`_uc10_K'))m4_dnl
_uc10_rowline(`		'm4_defn(`_uc10_atm_'m4_defn(`_uc10_K'))`(&'_uc10_kname(_uc10_n, `$1', `$2')m4_dnl
`)	/* $1 [$2] */')')m4_dnl
m4_popdef(`_uc10_K')m4_undefine(`_uc10_gk_$1 $2')')

# _uc10_atmac(KEYS) - defines `_uc10_atm_KEYS' to the name of KEYS' macro,
# written (ROWMACROS) the first time.  (Called where the output is
# discarded, as `_uc10_shmac'.)
m4_define(`_uc10_nat', 0)
m4_define(`_uc10_atmac',
`m4_ifdef(`_uc10_atm_$1', `',
  `m4_define(`_uc10_atm_$1', `UC10_AT_'_uc10_nat)_uc10_inc(`_uc10_nat')_uc10_divert(ROWMACROS)
#define m4_defn(`_uc10_atm_$1')(k)m4_patsubst(`$1', ` *\([^ ]+\)', ` \\
	[UC10_IX_\1] = k,')
_uc10_divert(DISCARD)')')
# _uc10_shmac(ROWS) - the same for a set of shared entries (`_uc10_shm_ROWS').
m4_define(`_uc10_nsht', 0)
m4_define(`_uc10_shmac',
`m4_ifdef(`_uc10_shm_$1', `',
  `m4_define(`_uc10_shm_$1', `UC10_SHARED_'_uc10_nsht)_uc10_inc(`_uc10_nsht')_uc10_divert(ROWMACROS)
#define m4_defn(`_uc10_shm_$1')m4_dnl
m4_patsubst(`$1', `\([^:;]*\):\([^:;]*\):\([^;]*\);', `_uc10_shrow(`\1', `\2', `\3')')
_uc10_divert(DISCARD)')')
# _uc10_shrow(KEY, KERNEL, SOURCE) - one entry of a shared-entries macro.
m4_define(`_uc10_shrow', ` \
	[UC10_IX_$1] = _uc10_kref(, `$2', `$3'),	/* $1: $2 [$3] */')

# Boxed fallbacks: one record each, shared by every table.
m4_define(`_uc10_fbrec',
`m4_ifelse(_uc10_fallback_at(`$1'), `', `', _uc10_fallback_at(`$1'), `fallthrough', `',
  `m4_ifdef(`_uc10_fbr_'_uc10_fallback_at(`$1'), `',
    `m4_define(`_uc10_fbr_'_uc10_fallback_at(`$1'))m4_dnl
const uc10_kernel uc10_fb_`'_uc10_fallback_at(`$1') = m4_dnl
{ 0, _uc10_fallback_at(`$1'), "_uc10_fallback_at(`$1')", UC10_SRC_FALLBACK, 0 };
')')')

# ---- per-operator code ---------------------------------------------------
# Checks of a typed call's arguments, and the key set from the tensors.
m4_define(`_uc10_ksarg',
`m4_pushdef(`_uc10_an', _uc10_aname(`$1', `$2'))m4_pushdef(`_uc10_at', _uc10_atok(`$1', `$2'))m4_dnl
m4_ifelse(_uc10_sget(`$1', `a_$2_disp'), 1, `m4_ifelse(m4_regexp(_uc10_at, `^\(m\|opt_m\|opt_\)?tensor$'), 0,
`m4_ifelse(m4_index(_uc10_at, `opt_'), 0,
`	if (_uc10_an) u_ks |= _uc10_an->key_set;
', `	if (!_uc10_an) return uc10_null_arg(u_op, "_uc10_an");
	u_ks |= _uc10_an->key_set;
')',
`	if (_uc10_an.len && !_uc10_an.data) return uc10_null_arg(u_op, "_uc10_an");
	for (u_i = 0; u_i < _uc10_an.len; u_i++) {
		if (_uc10_an.data[u_i]) u_ks |= _uc10_an.data[u_i]->key_set;
		m4_ifelse(_uc10_at, `opt_tensor_list', `', `else return uc10_null_arg(u_op, "_uc10_an");')
	}
')',
  _uc10_in(_uc10_at, `str dimname generator storage'), 1,
  `	if (!_uc10_an) return uc10_null_arg(u_op, "_uc10_an");
', m4_regexp(_uc10_at, `_list$'), -1, `', `m4_ifelse(m4_regexp(_uc10_at, `^opt'), 0,
`	if (_uc10_an.has && _uc10_an.v.len && !_uc10_an.v.data) return uc10_null_arg(u_op, "_uc10_an");
', `	if (_uc10_an.len && !_uc10_an.data) return uc10_null_arg(u_op, "_uc10_an");
')')m4_popdef(`_uc10_at')m4_popdef(`_uc10_an')')
m4_define(`_uc10_haslist',
`m4_ifelse(m4_regexp(_uc10_atok(`$1', `$2'), `^\(opt_\|mut_\)?tensor_list$'), -1, `',
  `m4_define(`_uc10_needi')')')
m4_define(`_uc10_outnull', `	if (!_uc10_rname(`$1', `$2')) return uc10_null_arg(u_op, "_uc10_rname(`$1', `$2')");
')
m4_define(`_uc10_boxarg', `	uc10_box_`'_uc10_atok(`$1', `$2')(&u_v[u_s.len++], _uc10_aname(`$1', `$2'));
')
m4_define(`_uc10_unboxarg', `m4_dnl
	if (!uc10_unbox_`'_uc10_atok(`$1', `$2')(&u_v[$2], &_uc10_aname(`$1', `$2')))
		return uc10_bad_stack(u_op, "argument _uc10_sget(`$1', `a_$2_name') is not a _uc10_sget(`$1', `a_$2_type')");
')
m4_define(`_uc10_argvar', `	_uc10_decl(m4_defn(`_uc10_ctype_'_uc10_atok(`$1', `$2')), _uc10_aname(`$1', `$2'));
')
m4_define(`_uc10_istensor', `m4_ifelse(m4_regexp(`$1', `^\(m\|opt_m\|opt_\)?tensor$'), 0, 1, 0)')
m4_define(`_uc10_outvar',
`m4_ifelse(_uc10_istensor(_uc10_rtok(`$1', `$2')), 1, `	uc10_tensor *_uc10_rname(`$1', `$2');
',`	_uc10_decl(_uc10_rtype(_uc10_rtok(`$1', `$2')), `u_r$2');
')')
m4_define(`_uc10_outpass',
`m4_ifelse(_uc10_istensor(_uc10_rtok(`$1', `$2')), 1,
  `_uc10_ja(_uc10_rname(`$1', `$2'))', `_uc10_ja(`&u_r$2')')')
m4_define(`_uc10_outslot',
`m4_ifelse(_uc10_istensor(_uc10_rtok(`$1', `$2')), 1,
  `	if (!(_uc10_rname(`$1', `$2') = uc10_stack_ret_slot(u_s))) goto u_noroom;
')')
# _uc10_pushret(N, K) - return K of op N pushed on the boxed stack: a
# result of its own, or the argument it writes (`Tensor(a!)').
m4_define(`_uc10_pushret',
`m4_ifelse(_uc10_rfrom(`$1', `$2'), `', `_uc10_pushown(`$1', `$2')',
  `_uc10_pushwritten(`$1', _uc10_rfrom(`$1', `$2'))')')
m4_define(`_uc10_pushown',
`m4_ifelse(_uc10_istensor(_uc10_rtok(`$1', `$2')), 1,
`	uc10_box_mtensor(&u_s->v[u_s->len++], _uc10_rname(`$1', `$2'));
', `	uc10_box_`'_uc10_retbox(_uc10_rtok(`$1', `$2'))(&u_s->v[u_s->len++], u_r$2);
')')
# (A Tensor[] the kernel returned is the caller's to write to.)
m4_define(`_uc10_retbox', `m4_ifelse(`$1', `tensor_list', `mut_tensor_list', `$1')')
# _uc10_pushwritten(N, J) - argument J of op N, which a return writes.
m4_define(`_uc10_pushwritten',
`m4_ifelse(m4_regexp(_uc10_atok(`$1', `$2'), `_list$'), -1,
`	uc10_box_mtensor(&u_s->v[u_s->len++], (uc10_tensor *)_uc10_aname(`$1', `$2'));
', `	uc10_box_`'_uc10_atok(`$1', `$2')(&u_s->v[u_s->len++], _uc10_aname(`$1', `$2'));
')')
m4_define(`_uc10_popret',
`m4_ifelse(_uc10_rfrom(`$1', `$2'), `', `m4_ifelse(_uc10_istensor(_uc10_rtok(`$1', `$2')), 1,
`	if (u_v[$2].tag == UC10_T_NONE) {	/* None: an undefined tensor, at::Tensor() */
		_uc10_rname(`$1', `$2')->defined = 0;
		_uc10_rname(`$1', `$2')->key_set = UC10_KS_UNDEFINED_TENSOR;
	} else if (u_v[$2].tag != UC10_T_TENSOR || !u_v[$2].v.t) return uc10_bad_stack(u_op, "return $2 is not a Tensor");
	else if (u_v[$2].v.t != _uc10_rname(`$1', `$2')) *_uc10_rname(`$1', `$2') = *u_v[$2].v.t;
', `	if (!uc10_unbox_`'_uc10_rtok(`$1', `$2')(&u_v[$2], _uc10_rname(`$1', `$2')))
		return uc10_bad_stack(u_op, "return $2 is not a _uc10_sget(`$1', `r_$2_type')");
')')')
# 1 if one of op N's outputs is a Tensor[].
m4_define(`_uc10_listret', `m4_define(`_uc10_lr', 0)_uc10_each_out(`$1', `_uc10_lr1')_uc10_lr')
m4_define(`_uc10_lr1',
`m4_ifelse(m4_regexp(_uc10_rtok(`$1', `$2'), `tensor_list$'), -1, `', `m4_define(`_uc10_lr', 1)')')
m4_define(`_uc10_ntensorrets', `m4_define(`_uc10_ntr', 0)_uc10_each_out(`$1', `_uc10_ntr1')_uc10_ntr')
m4_define(`_uc10_ntr1', `m4_ifelse(_uc10_istensor(_uc10_rtok(`$1', `$2')), 1, `_uc10_inc(`_uc10_ntr')')')
m4_define(`_uc10_max1', `m4_ifelse(m4_eval($1 > $2), 1, $1, $2)')

# _uc10_sigrets(N) - op N's returns as its signature's comment shows them:
# one bare, several in parentheses.
m4_define(`_uc10_sigrets',
`m4_ifelse(_uc10_sget(`$1', `nrets'), 1, `m4_defn(`_uc10_s_$1_canon_rets')',
  `(m4_defn(`_uc10_s_$1_canon_rets'))')')
# _uc10_kargs(N) - the typed kernel's arguments in the unboxing helper of
# op N's signature: the key set, the outputs, the unboxed arguments.
m4_define(`_uc10_kargs',
`_uc10_jn(`, ')_uc10_ja(`u_ks')m4_dnl
_uc10_each_out(`$1', `_uc10_outpass')_uc10_each_arg(`$1', `_uc10_arguse')_uc10_jget')

# _uc10_sigcode(N) - the helpers of op N's signature S (Note [Signatures]),
# written from N's facts when S is first seen.
m4_define(`_uc10_sigcode',
`m4_pushdef(`_uc10_S', _uc10_sigid(`$1'))m4_dnl
m4_pushdef(`_uc10_NA', _uc10_sget(`$1', `nargs'))m4_dnl
m4_pushdef(`_uc10_NR', _uc10_sget(`$1', `nrets'))m4_dnl
m4_pushdef(`_uc10_LR', _uc10_listret(`$1'))m4_pushdef(`_uc10_NT', _uc10_ntensorrets(`$1'))m4_dnl
m4_undefine(`_uc10_needi')_uc10_each_arg(`$1', `_uc10_haslist')m4_dnl

/* ---- signature _uc10_S: (m4_defn(`_uc10_s_$1_canon_args')) -> _uc10_sigrets(`$1') */

#if !defined(UC10_TYPED_ONLY)   /* Note [Typed-only builds] in uc10/dispatcher.h */
/* boxed stack -> typed kernel */
static uc10_status uc10_unbox_s`'_uc10_S`'(const uc10_op *u_op, const uc10_kernel *u_k, uc10_ks u_ks, uc10_stack *u_s)
{
m4_ifelse(_uc10_LR, 1, `	/* a Tensor[] return needs storage a stack cannot give */
	(void)u_k; (void)u_ks; (void)u_s;
	return uc10_bad_stack(u_op, "a boxed call cannot return Tensor[]");
', `_uc10_each_arg(`$1', `_uc10_argvar')m4_dnl
	uc10_ivalue *u_v;
	uint16_t u_used = u_s->ret_used;
_uc10_each_out(`$1', `_uc10_outvar')m4_dnl
	uc10_status u_st;
m4_ifelse(_uc10_NA, 0, `', `	if (u_s->len < _uc10_NA) return uc10_bad_stack(u_op, "too few arguments");
')m4_dnl
	if (u_s->len + _uc10_NR > u_s->cap + _uc10_NA) return uc10_bad_stack(u_op, "no room for the returns");
	u_v = u_s->v + (u_s->len - _uc10_NA);
	(void)u_v;
_uc10_each_arg(`$1', `_uc10_unboxarg')m4_dnl
_uc10_each_out(`$1', `_uc10_outslot')m4_dnl
	u_st = ((uc10_sigfn_`'_uc10_S)u_k->unboxed)(_uc10_kargs(`$1'));
	if (u_st != UC10_OK) { u_s->ret_used = u_used; return u_st; }
m4_ifelse(_uc10_NA, 0, `', `	u_s->len -= _uc10_NA;
')m4_dnl
_uc10_each_ret(`$1', `_uc10_pushret')m4_dnl
	return UC10_OK;
m4_ifelse(_uc10_NT, 0, `', `u_noroom:
	u_s->ret_used = u_used;
	return uc10_bad_stack(u_op, "no room for returned tensors");
')m4_dnl
')m4_dnl
}

/* typed call -> boxed kernel (a boxed fallback), or the missing-kernel error */
static UC10_COLD uc10_status uc10_boxcall_s`'_uc10_S`'(const uc10_op *u_op, const uc10_kernel *u_k, _uc10_sig(`$1'))
{
	uc10_ivalue u_v[_uc10_max1(_uc10_max1(_uc10_NA, _uc10_NR), 1)];
	uc10_tensor u_t[_uc10_max1(_uc10_NT, 1)];
	uc10_stack u_s = { u_v, 0, _uc10_max1(_uc10_max1(_uc10_NA, _uc10_NR), 1), u_t, _uc10_NT, 0 };
	uc10_status u_st;
	uc10_ks u_ks = ks;
	if (!u_k) return uc10_missing_kernel(u_op, u_ks);
_uc10_each_arg(`$1', `_uc10_boxarg')m4_dnl
	u_st = uc10_call_kernel_boxed(u_op, u_k, u_ks, &u_s);
	if (u_st != UC10_OK) return u_st;
	if (u_s.len != _uc10_NR) return uc10_bad_stack(u_op, "kernel left the wrong number of returns");
m4_ifelse(_uc10_LR, 1, `	return uc10_bad_stack(u_op, "a boxed kernel cannot return Tensor[] to a typed call");
', `_uc10_each_ret(`$1', `_uc10_popret')m4_dnl
	return UC10_OK;
')m4_dnl
}
#endif

static inline uc10_status uc10_redispatch_s`'_uc10_S`'(const uc10_op *u_op, _uc10_sig(`$1'))
{
	const uc10_kernel *u_k = uc10_lookup(u_op, ks);
	if (u_k && u_k->unboxed)
		return ((uc10_sigfn_`'_uc10_S)u_k->unboxed)(_uc10_fwd(`$1', `ks'));
#if defined(UC10_TYPED_ONLY)
	return uc10_typed_only_boxed(u_op, u_k, ks);
#else
	return uc10_boxcall_s`'_uc10_S`'(u_op, _uc10_fwd(`$1', `u_k, ks'));
#endif
}

/* the general path of a typed call, where the fast path of Note [CPU fast
 * path] falls back to */
uc10_status uc10_call_s`'_uc10_S`'(const uc10_op *u_op`'m4_ifelse(_uc10_sigw(`$1'), `void', `', `, _uc10_sigw(`$1')'))
{
	uc10_ks u_ks = 0;
m4_ifdef(`_uc10_needi', `	size_t u_i;
')m4_dnl
_uc10_each_out(`$1', `_uc10_outnull')m4_dnl
_uc10_each_arg(`$1', `_uc10_ksarg')m4_dnl
	return uc10_redispatch_s`'_uc10_S`'(u_op, _uc10_fwd(`$1', `uc10_dispatch_ks(u_op, u_ks)'));
}
m4_popdef(`_uc10_NT')m4_popdef(`_uc10_LR')m4_popdef(`_uc10_NR')m4_popdef(`_uc10_NA')m4_popdef(`_uc10_S')')

# _uc10_morenames(N) - `, ' and op N's parameter names, after a first
# argument (none for an operator without parameters).
m4_define(`_uc10_morenames', `m4_ifelse(_uc10_names(`$1'), `', `', `, _uc10_names(`$1')')')
# _uc10_opcode(N) - op N's own two functions, from its fast path
# (`_uc10_fastpath', computed just before).
m4_define(`_uc10_opcode',
`m4_pushdef(`_uc10_C', _uc10_cname(`$1'))m4_pushdef(`_uc10_S', _uc10_sigid(`$1'))m4_dnl

/* m4_defn(`_uc10_op_$1_schema') */
uc10_status uc10_redispatch_`'_uc10_C`'(_uc10_sig(`$1'))
{
m4_ifelse(m4_defn(`_uc10_rfk'), `', `', `	if (ks == UINT64_C(m4_defn(`_uc10_rfks')))   /* Note [CPU fast path] */
		return m4_defn(`_uc10_rfk')(_uc10_fwd(`$1', `ks'));
')m4_dnl
	return uc10_redispatch_s`'_uc10_S`'(UC10_OP_`'_uc10_C, _uc10_fwd(`$1', `ks'));
}
uc10_status uc10_call_`'_uc10_C`'(_uc10_sigw(`$1'))
{
m4_ifelse(m4_defn(`_uc10_fastk'), `', `', `	/* Note [CPU fast path] */
	if (_uc10_fastcond(`$1'))
		return m4_defn(`_uc10_fastk')(UINT64_C(m4_defn(`_uc10_fastks'))_uc10_morenames(`$1'));
')m4_dnl
	return uc10_call_s`'_uc10_S`'(UC10_OP_`'_uc10_C`'_uc10_morenames(`$1'));
}
m4_popdef(`_uc10_S')m4_popdef(`_uc10_C')')

# ---- the operator array entry --------------------------------------------
# Note [Layouts]
# An operator's entry in uc10_ops is its header fields, its table in the
# build's layout, and `.nft'; its code follows in OPCODE.  A layout is an
# extension point with two macros, named after it (_uc10_layout):
#   _uc10_LAYOUT_table(N)  op N's table fields, written to OPS (the walk's
#                          hooks are the layout's, `_uc10_table_hooks');
#                          it calls `_uc10_optable(N)' for the walk
#   _uc10_LAYOUT_globals   the layout's data shared by every table (RECORDS,
#                          ahead of them), or empty
# dense is below; compact is m4/compact.m4 (Note [Compact tables]).
m4_define(`_uc10_layout', m4_ifelse(m4_ifdef(`UC10_LAYOUT', `UC10_LAYOUT'), `compact', `compact', `dense'))
# _uc10_opentry(N) - op N's entry, and its code.
m4_define(`_uc10_opentry',
`_uc10_opbegin(`$1')m4_indir(`_uc10_'_uc10_layout`_table', `$1')_uc10_opend(`$1')')
# _uc10_opbegin(N) - its signature's adapter declared (once), the header fields.
m4_define(`_uc10_opbegin',
`m4_ifelse(_uc10_signew(`$1', `decl'), 1, `_uc10_divert(RECORDS)
#if !defined(UC10_TYPED_ONLY)
static uc10_status uc10_unbox_s`'_uc10_sigid(`$1')`'(const uc10_op *, const uc10_kernel *, uc10_ks, uc10_stack *);
#endif
')_uc10_divert(OPS)_uc10_ophead(`$1')')
# _uc10_optable(N) - the walk over op N's table with the layout's hooks,
# then its non-fallthrough sets (`_uc10_nftn', `_uc10_nftnew'); its
# records are in `_uc10_recs'.
m4_define(`_uc10_optable',
`m4_define(`_uc10_ftl', `')m4_define(`_uc10_recs', `')_uc10_table(`$1')_uc10_nft_make()')
# _uc10_opend(N) - the entry's end, and the op's code (its fast path first).
m4_define(`_uc10_opend',
`_uc10_divert(OPS)	},
_uc10_divert(DISCARD)_uc10_opcode_part(`$1')')
# _uc10_opcode_part(N) - op N's code: its signature's helpers the first
# time (SIGCODE, ahead of every op's code), its functions (OPCODE).
m4_define(`_uc10_opcode_part', `_uc10_sigs_part(`$1')_uc10_calls_part(`$1')')
m4_define(`_uc10_sigs_part',
`m4_ifelse(_uc10_signew(`$1', `code'), 1, `_uc10_divert(SIGCODE)_uc10_sigcode(`$1')_uc10_divert(DISCARD)')')
m4_define(`_uc10_calls_part',
`_uc10_fastpath(`$1')_uc10_divert(OPCODE)_uc10_opcode(`$1')_uc10_divert(DISCARD)')

# The dense layout: a table of every slot, written in groups (Note [Table
# rows]) from what the hook `_uc10_dense_hit' notes, once a shape (Note
# [Table shapes]).
m4_define(`_uc10_dense_hit', `_uc10_hit1($@)_uc10_rowadd($@)')
m4_define(`_uc10_dense_miss', `')
m4_define(`_uc10_dense_table',
`m4_ifdef(`_uc10_shc_'_uc10_op(`$1', `regs'), `', `_uc10_shape_new(`$1', _uc10_op(`$1', `regs'))')m4_dnl
m4_indir(`_uc10_shc_'_uc10_op(`$1', `regs'), `$1')')
m4_define(`_uc10_dense_globals', `')

# Note [Table shapes]
# An operator's dense table depends on its kernels' names only through
# the records it points at.  Which keys it registers at, which of those
# share a function, and which are fallthroughs (its registrations with the
# functions numbered, `_uc10_op(N, `regs')': its shape) decide every entry,
# every record, the grouping and the non-fallthrough sets.  PyTorch's
# 3,380 operators have 347 shapes.  So the walk runs once a shape, on a
# stand-in operator whose C name is `$1' and whose J-th function is named
# `$J+2' (`_uc10_standin' in table.m4); its hooks and the grouping note
# C text, which becomes the body of a macro, `_uc10_sht_S' (the records,
# the array of a new non-fallthrough set, and the table fields).  Every
# operator of the shape expands it with its own C name and function
# names, through `_uc10_shc_REGS' (its caller: `_uc10_sht_S' with the
# arguments for op $1).  The text is the one a walk of the operator
# itself would give, byte for byte; the key-set and shared-entry macros
# are numbered in the same order, since a shape is worked out at its
# first operator.
m4_define(`_uc10_nshape', 0)
# (`$1' as text, for the macro bodies built below)
m4_define(`_uc10_dollar1', `$1')
# _uc10_shape_new(N, REGS) - the walk of op N's shape, and its macros.
m4_define(`_uc10_shape_new',
`m4_pushdef(`_uc10_S', `s'_uc10_nshape)_uc10_inc(`_uc10_nshape')m4_dnl
_uc10_standin(`$1', _uc10_S)m4_define(`_uc10_op_'_uc10_S`_c', m4_defn(`_uc10_dollar1'))m4_dnl
_uc10_table_hooks(`_uc10_dense_hit', `_uc10_dense_miss')m4_dnl
_uc10_rows_reset()_uc10_optable(_uc10_S)_uc10_rows()m4_dnl
m4_define(`_uc10_sht_'_uc10_S,
  `_uc10_divert(RECORDS)'m4_defn(`_uc10_recs')`_uc10_nftnew()_uc10_divert(OPS)		.table = {
'm4_defn(`_uc10_rowt')`		},
		.nft = 'm4_defn(`_uc10_nftn')`,
')m4_dnl
m4_define(`_uc10_shc_$2', `_uc10_sht_'_uc10_S`(_uc10_cname('m4_defn(`_uc10_dollar1')`)')m4_dnl
_uc10_upto(`_uc10_j', _uc10_op(`$1', `nk'), `_uc10_shcarg(`$2', _uc10_j)')m4_dnl
m4_define(`_uc10_shc_$2', m4_defn(`_uc10_shc_$2')`)')m4_dnl
m4_popdef(`_uc10_S')')
# _uc10_shcarg(REGS, J) - the caller's argument for function J.
m4_define(`_uc10_shcarg',
`m4_define(`_uc10_shc_$1', m4_defn(`_uc10_shc_$1')`, _uc10_op('m4_defn(`_uc10_dollar1')`, kn_$2)')')

# Note [Three parts]
# The file is the tables (everything down to uc10_find_op_qualified), then
# the signatures' helpers (SIGCODE), then the operators' functions
# (OPCODE).  No part needs another's output, so tools/gen.sh writes them at
# once, -DUC10_PART=tables, sigs and calls, beside the header, and joins
# them: four jobs that share the 2 CPUs of a build machine better than two
# halves did (PyTorch's whole registry: BENCHMARKS.md section 4b).
# Without UC10_PART, the whole file.  Only the tables part walks tables;
# the calls part reads the fast paths (`_uc10_fastpath').
m4_define(`_uc10_part', m4_ifdef(`UC10_PART', `UC10_PART', `all'))
m4_define(`_uc10_out', m4_ifelse(_uc10_part, `sigs', `DISCARD', _uc10_part, `calls', `DISCARD', `OUT'))
m4_ifelse(_uc10_part, `tables', `m4_define(`_uc10_opcode_part', `')',
  _uc10_part, `sigs', `m4_define(`_uc10_opentry', m4_defn(`_uc10_sigs_part'))',
  _uc10_part, `calls', `m4_define(`_uc10_opentry', m4_defn(`_uc10_calls_part'))')
m4_ifelse(_uc10_layout, `compact',
  `m4_ifelse(_uc10_out, `OUT', `m4_include(`compact.m4')')')

_uc10_divert(_uc10_out)m4_dnl
/* uc10_ops.c - generated by m4/emit_ops_c.m4 from the operator libraries
 * given to the generator; do not edit.  m4_eval(_uc10_nlive) operators,
 * perfect-hash seed _uc10_hash_seed.  Every table is const: flash only. */
/* the typed calls are defined out of line below (Note [CPU fast path]) */
#ifndef UC10_NO_INLINE_FAST_PATH
#define UC10_NO_INLINE_FAST_PATH 1
#endif
#include "uc10_ops.h"
#include "uc10/boxing.h"

#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-label"
#endif

/* GCC's -Wmisleading-indentation (in -Wall) reads the source line of each
 * if body without braces again, which costs the length of the file each
 * time: compiling PyTorch's whole registry took 80 s instead of 3.  GCC
 * leaves files with a #line directive out, its documented mark of
 * generated code; this one keeps the numbering (tests/registry checks). */
#line 22

/* Boxed backend fallbacks. */
_uc10_for(`_uc10_i', 0, _uc10_rtlast, `_uc10_fbrec(m4_defn(`_uc10_rk_'_uc10_i))')m4_dnl

_uc10_divert(DISCARD)
m4_ifelse(_uc10_out, `OUT', `m4_indir(`_uc10_'_uc10_layout`_globals')')
_uc10_forops(`_uc10_opentry(_uc10_o)')
_uc10_divert(_uc10_out)m4_ifelse(_uc10_nat`'_uc10_nsht, `00', `', `
/* Key sets and shared entries of the tables (Note [Table rows] in
 * m4/emit_ops_c.m4): UC10_AT_n(k) puts k at each key it lists,
 * UC10_SHARED_n is the entries it lists. */
_uc10_undivert(ROWMACROS)')
/* Kernel records (unboxed pointer, boxed pointer, name, provenance). */
_uc10_undivert(RECORDS)

/* The operators, in perfect-hash slot order (Note [Operator name hash]). */
const uc10_op uc10_ops[m4_eval(_uc10_ph_M)] = {_uc10_undivert(OPS)
};

static const uint16_t uc10_ph_disp[m4_eval(_uc10_ph_B)] = {
_uc10_for(`_uc10_b', 0, m4_decr(_uc10_ph_B), `	m4_defn(`_uc10_disp_'_uc10_b),
')};

/* Definition order, for listings (make dump, uc10-inspect). */
static const uc10_op *const uc10_ops_order[m4_eval(_uc10_ph_M)] = {
_uc10_forops(`	&uc10_ops[_uc10_slot(_uc10_o)],
')};

const uc10_registry uc10_registry_main = { uc10_ops, m4_eval(_uc10_nlive), m4_eval(_uc10_ph_B), m4_dnl
_uc10_ph_P, _uc10_hash_seed, uc10_ph_disp, uc10_ops_order };

const uc10_op *uc10_find_op(const char *name, const char *overload)
{
	return uc10_registry_find(&uc10_registry_main, name, overload);
}

const uc10_op *uc10_find_op_qualified(const char *qualified)
{
	return uc10_registry_find_qualified(&uc10_registry_main, qualified);
}
_uc10_divert(OUT)_uc10_undivert(SIGCODE)_uc10_undivert(OPCODE)m4_dnl
