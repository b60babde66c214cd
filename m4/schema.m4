# schema.m4 - parse PyTorch schema strings.
#
# _uc10_schema(ID, SCHEMA) parses SCHEMA into facts under _uc10_s_ID_*:
#   ns name ovl          namespace (if written), name, overload (may be empty)
#   nargs                argument count; for argument J (0-based):
#   a_J_type a_J_name a_J_def a_J_hasdef a_J_kw
#   a_J_tok              C type token (ctypes.m4), mutable tensors get m*
#   a_J_alias            alias set letters, e.g. `a!'
#   a_J_disp             1 for Tensor, Tensor?, Tensor[], Tensor?[] (these
#                        feed the DispatchKeySet; `Tensor[]?' does not)
#   nrets; r_K_type r_K_name r_K_tok r_K_from (argument it aliases, or `')
#   canon                the canonical schema text
# On failure _uc10_perr holds the reason and the facts are incomplete.
#
# One regexp splits the head, one patsubst splits each list (items may hold
# `[1, 1]', `Tensor(a -> *)' or quoted strings); the text left between the
# items must be commas, which is how malformed lists are caught.

# An item of an argument or return list.
m4_define(`_uc10_item_re',
`\([^], [("]\|\[[^]]*\]\|([^)]*)\|"\([^"\\]\|\\.\)*"\)\([^],[("]\|\[[^]]*\]\|([^)]*)\|"\([^"\\]\|\\.\)*"\)*')
m4_define(`_uc10_commas', `,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,')

m4_define(`_uc10_perr_set', `m4_ifelse(m4_defn(`_uc10_perr'), `', `m4_define(`_uc10_perr', `$1')')')
m4_define(`_uc10_sget', `m4_defn(`_uc10_s_$1_$2')')
m4_define(`_uc10_trim', `m4_regexp(`$1', `^ *\(\(.*[^ ]\)?\) *$', ``\1'')')

# _uc10_schema(ID, SCHEMA): the head's regexp splits namespace, name,
# overload and the tail `(ARGS) -> RETURNS'; `_uc10_perr' holds its
# complaint until the regexp matches.
m4_define(`_uc10_schema',
`m4_define(`_uc10_sid', `$1')m4_dnl
m4_define(`_uc10_perr', `expected NAME(ARGS) -> RETURNS')m4_dnl
m4_regexp(`$2', m4_defn(`_uc10_head_re'),
  `m4_define(`_uc10_perr', `')_uc10_head(`_uc10_s_$1', `\2', `\3', `\5', `\6', `\7', `\8')')')
m4_define(`_uc10_head_re',
`^ *\(\([A-Za-z_][A-Za-z0-9_]*\)::\)?\([A-Za-z_][A-Za-z0-9_]*\)'m4_dnl
`\(\.\([A-Za-z0-9_]+\)\)? *\(( *\(.*\)) *-> *\(.*[^ ]\)\) *$')

# Note [Remembered tails]
# PyTorch 1.13's 3,380 schemas have 1,631 distinct tails `(ARGS) ->
# RETURNS' (the name aside).  A tail's facts do not depend on the name: the
# first schema with a tail parses it (`_uc10_tail') into the calls that
# define its facts, `_uc10_mb', written with `$1' for the schema's prefix
# `_uc10_s_ID'; they are kept as the macro `_uc10_sm_TAIL', and every
# schema with that tail is one call of it.  Lists that fail are not kept
# (so the next one fails too), nor tails holding a `$' (a macro body would
# read it as a parameter): such a tail's calls name the prefix itself and
# are run as text.  `_uc10_smnames' stacks the tails kept, for
# `_uc10_schema_forget', which drops them once no schema is left to read.
# _uc10_head(P, NS, NAME, OVERLOAD, TAIL, ARGS, RETURNS)
m4_define(`_uc10_head',
`m4_define(`$1_ns', `$2')m4_define(`$1_name', `$3')m4_define(`$1_ovl', `$4')m4_dnl
m4_ifdef(`_uc10_sm_$5', `m4_indir(`_uc10_sm_$5', `$1')', `_uc10_tail(`$1', `$5', `$6', `$7')')m4_dnl
m4_define(`$1_canon',
  m4_ifelse(`$2', `', `', `$2::')`$3'm4_ifelse(`$4', `', `', `.$4')`'m4_defn(`_uc10_ctail'))')
# `$1' as text, for the remembered calls.
m4_define(`_uc10_schema_forget',
`m4_ifdef(`_uc10_smnames',
  `m4_undefine(`_uc10_sm_'m4_defn(`_uc10_smnames'))m4_popdef(`_uc10_smnames')$0()')')
m4_define(`_uc10_dol1', `$1')

# _uc10_tail(P, TAIL, ARGS, RETURNS) - parse a tail met for the first time.
# While its lists are read, the state is kept in `_uc10_t*': the argument
# count `_uc10_tn', the keyword state `_uc10_tkw' (0, 1 right after `*', 2),
# the dispatch mask's halves `_uc10_tdl' and `_uc10_tdh', the canonical
# argument text `_uc10_tca', the names so far `_uc10_tnames', argument J's
# alias `_uc10_tal_J', and for the returns `_uc10_tnr', `_uc10_tcr' and
# `_uc10_trt' (1: a tuple); `_uc10_tp' is the prefix the calls name.
m4_define(`_uc10_tail',
`m4_define(`_uc10_mb', `')m4_define(`_uc10_tn', 0)m4_define(`_uc10_tkw', 0)m4_dnl
m4_define(`_uc10_tdl', 0)m4_define(`_uc10_tdh', 0)m4_define(`_uc10_tca', `')m4_dnl
m4_define(`_uc10_tnames', ` ')m4_define(`_uc10_tnr', 0)m4_define(`_uc10_tcr', `')m4_dnl
m4_define(`_uc10_trt', `')m4_dnl
m4_define(`_uc10_tp', m4_ifelse(m4_index(`$2', `$'), -1, `m4_defn(`_uc10_dol1')', ``$1''))m4_dnl
_uc10_list(`$3', `_uc10_argitem', `argument list')m4_dnl
m4_ifelse(_uc10_tkw, `1', `_uc10_perr_set(`* must be followed by a keyword-only argument')')m4_dnl
_uc10_rets(`$4')m4_dnl
m4_define(`_uc10_ctail', `('m4_defn(`_uc10_tca')`) -> 'm4_ifelse(`$4', `()', `()',
  _uc10_trt, 1, `(m4_defn(`_uc10_tcr'))', `m4_defn(`_uc10_tcr')'))m4_dnl
_uc10_mbs(m4_defn(`_uc10_tp'), _uc10_tn, _uc10_tkw, _uc10_tdl, _uc10_tdh, m4_defn(`_uc10_tca'), _uc10_tnr,
  m4_defn(`_uc10_tcr'), m4_defn(`_uc10_ctail'))m4_dnl
m4_ifelse(_uc10_trt, `', `', `_uc10_mbv(m4_defn(`_uc10_tp')`_rtuple', _uc10_trt)')m4_dnl
m4_ifelse(m4_index(`$2', `$'), -1,
  `m4_ifelse(m4_defn(`_uc10_perr'), `',
    `m4_define(`_uc10_sm_$2', m4_defn(`_uc10_mb'))m4_pushdef(`_uc10_smnames', `$2')m4_dnl
m4_indir(`_uc10_sm_$2', `$1')',
    `m4_define(`_uc10_smt', m4_defn(`_uc10_mb'))m4_indir(`_uc10_smt', `$1')')',
  `m4_translit(m4_defn(`_uc10_mb'), `')')')

# The calls a tail's facts are defined by, appended to `_uc10_mb':
# _uc10_mbv(NAME, VALUE) one fact; _uc10_mba(PREFIX_a_J, TYPE, NAME,
# DEFAULT, HASDEF, TOK, ALIAS, DISP, KW) an argument's; _uc10_mbr(
# PREFIX_r_K, TYPE, NAME, TOK, FROM) a return's; _uc10_mbs the counts,
# the canonical texts and the dispatch mask.
m4_define(`_uc10_mbv', `m4_define(`_uc10_mb', m4_defn(`_uc10_mb')`m4_define(`$1', `$2')')')
m4_define(`_uc10_mba',
`m4_define(`_uc10_mb', m4_defn(`_uc10_mb')m4_dnl
`m4_define(`$1_type', `$2')m4_define(`$1_name', `$3')m4_define(`$1_def', `$4')'m4_dnl
`m4_define(`$1_hasdef', `$5')m4_define(`$1_tok', `$6')m4_define(`$1_alias', `$7')'m4_dnl
`m4_define(`$1_disp', `$8')m4_define(`$1_kw', `$9')')')
m4_define(`_uc10_mbr',
`m4_define(`_uc10_mb', m4_defn(`_uc10_mb')m4_dnl
`m4_define(`$1_type', `$2')m4_define(`$1_name', `$3')m4_define(`$1_tok', `$4')'m4_dnl
`m4_define(`$1_from', `$5')')')
m4_define(`_uc10_mbs',
`m4_define(`_uc10_mb', m4_defn(`_uc10_mb')m4_dnl
`m4_define(`$1_nargs', `$2')m4_define(`$1_kw', `$3')m4_define(`$1_dml', `$4')'m4_dnl
`m4_define(`$1_dmh', `$5')m4_define(`$1_canon_args', `$6')m4_define(`$1_nrets', `$7')'m4_dnl
`m4_define(`$1_canon_rets', `$8')m4_define(`_uc10_ctail', `$9')')')

# _uc10_rets(RETURNS) - `()', `(R, ...)' or a single R.  A list that parsed
# is remembered as the calls that read it again (`_uc10_rm_RETURNS'), but
# only when no error came before it (else its own could not be told).
m4_define(`_uc10_rets',
`m4_ifdef(`_uc10_rm_$1', `m4_indir(`_uc10_rm_$1')',
`m4_ifelse(m4_defn(`_uc10_perr'), `', `_uc10_rets0(`$1')m4_ifelse(m4_defn(`_uc10_perr'), `',
`m4_ifelse(m4_index(`$1', `$'), -1, `_uc10_rmemo(`$1')')')', `_uc10_rets0(`$1')')')')
m4_define(`_uc10_rmemo',
`m4_define(`_uc10_rm_$1', m4_ifelse(`$1', `()', `', ``m4_define(`_uc10_trt', 'm4_defn(`_uc10_trt')`)''))m4_dnl
_uc10_upto(`_uc10_q', _uc10_tnr,
  `_uc10_rmemo1(`$1', m4_defn(`_uc10_trty_'_uc10_q), m4_defn(`_uc10_trnm_'_uc10_q))')')
m4_define(`_uc10_rmemo1', `m4_define(`_uc10_rm_$1', m4_defn(`_uc10_rm_$1')`_uc10_ret(`$2', `$3')')')
m4_define(`_uc10_rets0',
`m4_ifelse(`$1', `()', `',
m4_regexp(`$1', `^(.*)$'), `0', `m4_define(`_uc10_trt', 1)_uc10_rettuple(`$1')',
`m4_define(`_uc10_trt', 0)_uc10_retitem(`$1')')')
m4_define(`_uc10_rettuple',
`_uc10_list(m4_regexp(`$1', `^(\(.*\))$', ``\1''), `_uc10_retitem', `return list')')

# _uc10_list(TEXT, ITEM_MACRO, WHAT) - split a comma list, check separators.
# What is left once the items are cut out must be N-1 commas: _uc10_seps
# counts its arguments, so the commas themselves do the counting.
# Note [Simple lists]
# The item regexp costs (its alternatives are tried at every character), and
# most lists need none of it: a list is simple when, its letters, digits and
# ` _.=!*?>-' left out, it is commas and `[]' and `()' pairs, that is, no
# comma stands inside brackets or parentheses and no string is quoted.  The
# items of a simple list are the runs of characters between commas (from
# the first character that is not a space), exactly what the item regexp
# would cut out, and its separators are right when the items are one more
# than its commas (or none and no comma: a blank list).  Its skeleton is computed with the structure's
# characters turned into letters (`,[]()' into `cbepq'), so that the
# skeleton, read again as m4 reads a macro's result, cannot split or close
# an argument.
m4_define(`_uc10_list',
`m4_define(`_uc10_nit', 0)m4_dnl
_uc10_list1(`$1', `$2', `$3',
  m4_patsubst(m4_translit(`$1', `,[]()A-Za-z0-9_ .=!*?>-', `cbepq'), `be\|pq'))')
# _uc10_list1(TEXT, ITEM_MACRO, WHAT, SKELETON)
# _uc10_list1(TEXT, ITEM_MACRO, WHAT, SKELETON) - (a blank list has no
# item and an empty skeleton)
m4_define(`_uc10_list1',
`m4_ifelse(m4_translit(`$4', `c'), `',
  `m4_patsubst(`$1', `[^, ][^,]*', `_uc10_count`'$2(`\&')')m4_dnl
m4_ifelse(_uc10_nit, m4_incr(m4_len(`$4')), `', _uc10_nit`$4', 0, `',
  `_uc10_perr_set(`malformed $3')')',
  `m4_ifelse(_uc10_trim(`$1'), `', `', `_uc10_list_(`$1', `$2', `$3')')')')
m4_define(`_uc10_list_',
`m4_patsubst(`$1', m4_defn(`_uc10_item_re'), `_uc10_count`'$2(`\&')')m4_dnl
m4_ifelse(_uc10_seps(m4_patsubst(`$1', m4_defn(`_uc10_item_re'))), _uc10_nit, `',
`_uc10_perr_set(`malformed $3')')')
m4_define(`_uc10_seps', `m4_ifelse(m4_translit(``$*'', ` ,'), `', `$#', `-1')')
m4_define(`_uc10_count', `m4_define(`_uc10_nit', m4_incr(_uc10_nit))')

# _uc10_argitem(ITEM)
# Items repeat across schemas (`Tensor self', `Scalar alpha=1', ...): a
# parsed item is remembered as a call of _uc10_argput with its results, so
# only the first occurrence pays for the regexps.
m4_define(`_uc10_argitem',
`m4_ifdef(`_uc10_ic_$1', `m4_indir(`_uc10_ic_$1')', `_uc10_argitem_(_uc10_trim(`$1'), `$1')')')
m4_define(`_uc10_arg_re',
`^\(\([^ (]\|([^)]*)\)+\) +\([A-Za-z_][A-Za-z0-9_]*\)\( *= *\(.*\)\)?$')
m4_define(`_uc10_argitem_',
`m4_ifelse(`$1', `*', `_uc10_star()',
`$1', `...', `_uc10_perr_set(`varargs (...) have no C form')',
`m4_define(`_uc10_hit_re', 0)_uc10_argsplit(`$1')m4_dnl
m4_ifelse(_uc10_hit_re, 0, `_uc10_perr_set(`malformed argument `$1'')', `_uc10_argmemo(`$2')')')')
m4_define(`_uc10_argsplit',
`m4_regexp(`$1', m4_defn(`_uc10_arg_re'), `m4_define(`_uc10_hit_re', 1)_uc10_arg(`\1', `\3', `\4', `\5')')')
m4_define(`_uc10_star',
`m4_ifelse(_uc10_tkw, `0', `', `_uc10_perr_set(`more than one *')')m4_dnl
m4_define(`_uc10_tkw', 1)_uc10_tca_add(`*')')
m4_define(`_uc10_tca_add',
`m4_define(`_uc10_tca', m4_ifelse(m4_defn(`_uc10_tca'), `', `', `m4_defn(`_uc10_tca')`, '')`$1')')
# (An item holding a `$' is not remembered: see Note [Remembered tails].)
m4_define(`_uc10_argmemo',
`m4_ifelse(m4_defn(`_uc10_perr'), `',
  `m4_ifelse(m4_index(`$1', `$'), -1, `_uc10_memo(`$1', _uc10_tlast)')')')
m4_define(`_uc10_memo', `m4_define(`_uc10_ic_$1', `_uc10_argput(`$2', `$3', `$4', `$5', `$6', `$7', `$8')')')

# _uc10_arg(TYPE, NAME, =DEFAULT?, DEFAULT) - parse one argument;
# `_uc10_tlast' keeps what it recorded, for `_uc10_argmemo'.
m4_define(`_uc10_arg',
`_uc10_typeinfo(`$1')m4_dnl
m4_ifelse(`$3', `', `', `_uc10_checkdef(`$4', `$2', m4_defn(`_uc10_ti_tok'))')m4_dnl
_uc10_arg_(`$1', `$2', `$4', m4_ifelse(`$3', `', 0, 1),
  m4_defn(`_uc10_ti_tok'), m4_defn(`_uc10_ti_alias'), m4_defn(`_uc10_ti_disp'))')
m4_define(`_uc10_arg_',
`m4_define(`_uc10_tlast', ``$1', `$2', `$3', `$4', `$5', `$6', `$7'')_uc10_argput($@)')

# _uc10_argput(TYPE, NAME, DEFAULT, HASDEF, TOK, ALIAS, DISP) - record
# argument number `_uc10_tn'.
m4_define(`_uc10_argput',
`m4_ifelse(m4_index(m4_defn(`_uc10_tnames'), ` $2 '), -1, `',
  `_uc10_perr_set(`duplicate argument name `$2'')')m4_dnl
m4_define(`_uc10_tnames', m4_defn(`_uc10_tnames')`$2 ')m4_dnl
_uc10_mba(m4_defn(`_uc10_tp')`_a_'_uc10_tn, `$1', `$2', `$3', `$4', `$5', `$6', `$7', _uc10_tkw)m4_dnl
m4_define(`_uc10_tal_'_uc10_tn, `$6')m4_dnl
m4_ifelse(`$7', 1, `_uc10_dmset(_uc10_tn)')m4_dnl
m4_ifelse(_uc10_tkw, `1', `m4_define(`_uc10_tkw', 2)')m4_dnl
_uc10_tca_add(`$1 $2'm4_ifelse(`$4', 0, `', ``=$3''))m4_dnl
m4_ifelse(_uc10_tn, 63, `_uc10_perr_set(`more than 64 arguments')')m4_dnl
m4_define(`_uc10_tn', m4_incr(_uc10_tn))')

# The dispatch-argument mask (Note in csig.m4, `_uc10_dispmask'), two
# halves: `_uc10_dmset(J)' sets argument J's bit.
m4_define(`_uc10_dmset',
`m4_ifelse(m4_eval($1 < 32), 1,
  `m4_define(`_uc10_tdl', m4_eval(_uc10_tdl | (1 << $1)))',
  `m4_define(`_uc10_tdh', m4_eval(_uc10_tdh | (1 << ($1 - 32))))')')

# _uc10_retitem(ITEM)
m4_define(`_uc10_retitem', `_uc10_retitem_(_uc10_trim(`$1'))')
m4_define(`_uc10_ret_re', `^\(\([^ (]\|([^)]*)\)+\)\( +\([A-Za-z_][A-Za-z0-9_]*\)\)?$')
m4_define(`_uc10_retitem_',
`m4_ifelse(`$1', `...', `_uc10_perr_set(`varargs (...) have no C form')',
  m4_regexp(`$1', m4_defn(`_uc10_ret_re')), `-1', `_uc10_perr_set(`malformed return `$1'')',
  `_uc10_retsplit(`$1')')')
m4_define(`_uc10_retsplit', `m4_regexp(`$1', m4_defn(`_uc10_ret_re'), `_uc10_ret(`\1', `\4')')')
m4_define(`_uc10_ret',
`m4_ifdef(`_uc10_rc_$1', `_uc10_retput(`$1', `$2', m4_indir(`_uc10_rc_$1'))',
  `_uc10_typeinfo(`$1')m4_ifelse(m4_defn(`_uc10_perr'), `',
    `_uc10_rcmemo(`$1', m4_defn(`_uc10_ti_tok'), m4_defn(`_uc10_ti_alias'))m4_dnl
_uc10_retput(`$1', `$2', m4_indir(`_uc10_rc_$1'))')')')
# (Only types that parse are remembered: a bad one must fail every schema.)
m4_define(`_uc10_rcmemo', `m4_define(`_uc10_rc_$1', ``$2', `$3'')')
m4_define(`_uc10_retput',
`m4_define(`_uc10_trty_'_uc10_tnr, `$1')m4_define(`_uc10_trnm_'_uc10_tnr, `$2')m4_dnl
_uc10_mbr(m4_defn(`_uc10_tp')`_r_'_uc10_tnr, `$1', `$2', `$3',
  m4_ifelse(m4_index(`$4', `!'), `-1', `', `_uc10_alias_arg(`$4')'))m4_dnl
m4_define(`_uc10_tcr',
  m4_ifelse(m4_defn(`_uc10_tcr'), `', `', `m4_defn(`_uc10_tcr')`, '')`$1'm4_ifelse(`$2', `', `', `` $2''))m4_dnl
m4_define(`_uc10_tnr', m4_incr(_uc10_tnr))')

# _uc10_alias_arg(ALIAS) - index of the argument with write alias ALIAS.
m4_define(`_uc10_alias_arg',
`m4_define(`_uc10_aa', `')m4_dnl
_uc10_for(`_uc10_q', 0, m4_decr(_uc10_tn),
  `m4_ifelse(m4_defn(`_uc10_tal_'_uc10_q), `$1',
    `m4_ifelse(m4_defn(`_uc10_aa'), `', `m4_define(`_uc10_aa', _uc10_q)')')')m4_dnl
m4_defn(`_uc10_aa')')

# _uc10_typeinfo(TYPE) -> _uc10_ti_tok, _uc10_ti_alias, _uc10_ti_disp
# (remembered per TYPE, as items are).
m4_define(`_uc10_typeinfo',
`m4_ifdef(`_uc10_tc_$1', `m4_indir(`_uc10_tc_$1')',
  `_uc10_typeinfo0(`$1')m4_ifelse(m4_defn(`_uc10_perr'), `',
    `_uc10_tcmemo(`$1', m4_defn(`_uc10_ti_tok'), m4_defn(`_uc10_ti_alias'), m4_defn(`_uc10_ti_disp'))')')')
m4_define(`_uc10_tcmemo', `m4_define(`_uc10_tc_$1',
`m4_define(`_uc10_ti_tok', `$2')m4_define(`_uc10_ti_alias', `$3')m4_define(`_uc10_ti_disp', `$4')')')
m4_define(`_uc10_typeinfo0',
`m4_define(`_uc10_ti_tok', `')m4_define(`_uc10_ti_disp', 0)m4_dnl
m4_define(`_uc10_ti_alias', m4_regexp(`$1', `(\([^)]*\))', ``\1''))m4_dnl
m4_regexp(m4_patsubst(`$1', `([^)]*)'), `^\([A-Za-z_][A-Za-z0-9_.]*\)\(.*\)$',
  `_uc10_typeinfo_(`\1', `\2', `$1')')m4_dnl
m4_ifelse(m4_defn(`_uc10_ti_tok'), `',
  `_uc10_perr_set(m4_ifelse(m4_index(`$1', `('), 0, `tuple type `$1' has no C form',
    `unsupported type `$1''))')')
m4_define(`_uc10_typeinfo_',
`m4_ifelse(m4_index(`$1', `__torch__'), `0',
  `_uc10_perr_set(`class type `$1' has no meaning on a microcontroller')',
  `m4_ifdef(`_uc10_why_$1', `_uc10_perr_set(`type `$3': 'm4_defn(`_uc10_why_$1'))',
    `m4_ifdef(`_uc10_base_$1', `_uc10_typeshape(m4_defn(`_uc10_base_$1'), `$2', `$3')',
      `m4_ifelse(m4_regexp(`$1', `^[a-z][A-Za-z0-9_]*$'), `0',
        `_uc10_perr_set(`type variable `$1' has no C form')',
        `_uc10_perr_set(`unknown type `$1'')')')')')')
m4_define(`_uc10_why_Dict', `dictionaries have no C form')
m4_define(`_uc10_why_Any', `Any has no C form')
m4_define(`_uc10_why_RRef', `remote references have no meaning on a microcontroller')
m4_define(`_uc10_why_Future', `futures have no meaning on a microcontroller')
m4_define(`_uc10_why_Await', `awaitables have no meaning on a microcontroller')
m4_define(`_uc10_why_Union', `unions have no C form')
m4_define(`_uc10_why_NoneType', `NoneType has no C form')
m4_define(`_uc10_why_Capsule', `capsules have no meaning on a microcontroller')
m4_define(`_uc10_why_PyObject', `Python objects have no meaning on a microcontroller')
m4_define(`_uc10_why_AnyEnumType', `TorchScript enums have no C form')
m4_define(`_uc10_why_AnyClassType', `TorchScript classes have no meaning on a microcontroller')

m4_define(`_uc10_typeshape',
`m4_pushdef(`_uc10_shape', m4_ifelse(`$2', `', `S', `$2', `?', `O',
m4_regexp(`$2', `^\[[0-9]*\]$'), `0', `L', m4_regexp(`$2', `^\[[0-9]*\]\?$'), `0', `OL',
`$2', `?[]', `LO', `$2', `?[]?', `OLO', m4_regexp(`$2', `^\[[0-9]*\]\[[0-9]*\]$'), `0', `LL', `X'))m4_dnl
m4_ifdef(`_uc10_tok_$1_'_uc10_shape,
`m4_define(`_uc10_ti_tok', m4_defn(`_uc10_tok_$1_'_uc10_shape))m4_dnl
m4_ifelse(`$1', `tensor',
  `m4_ifelse(_uc10_in(_uc10_shape, `OL OLO LL'), 1, `', `m4_define(`_uc10_ti_disp', 1)')m4_dnl
m4_ifelse(m4_index(m4_defn(`_uc10_ti_alias'), `!'), `-1', `',
  `m4_define(`_uc10_ti_tok', m4_ifelse(_uc10_shape, `S', `mtensor', _uc10_shape, `O', `opt_mtensor',
    _uc10_shape, `L', `mut_tensor_list', m4_defn(`_uc10_ti_tok')))')')',
`_uc10_perr_set(`type `$3' has no C mapping in uc10')')m4_popdef(`_uc10_shape')')

# _uc10_checkdef(DEFAULT, NAME, TOK) - a default must be a value of its type.
m4_define(`_uc10_checkdef',
`m4_pushdef(`_uc10_t', `$3')m4_dnl
m4_ifelse(`$1', `', `_uc10_perr_set(`empty default for `$2'')',
`$1', `None',
  `m4_ifelse(m4_regexp(_uc10_t, `^opt'), `0', `',
    `_uc10_perr_set(`default None for non-optional argument `$2'')')',
m4_regexp(_uc10_t, `^\(opt_\)?\(int\|dtype\)$'), `0',
  `m4_ifelse(m4_regexp(`$1', `^-?[0-9]+$'), `0', `',
    `_uc10_perr_set(`bad default `$1' for int argument `$2'')')',
m4_regexp(_uc10_t, `^\(opt_\)?bool$'), `0',
  `m4_ifelse(m4_regexp(`$1', `^\(True\|False\)$'), `0', `',
    `_uc10_perr_set(`bad default `$1' for bool argument `$2'')')',
m4_regexp(_uc10_t, `^\(opt_\)?float$'), `0',
  `m4_ifelse(m4_regexp(`$1', `^-?\([0-9]+\.?[0-9]*\|\.[0-9]+\)\(e[-+]?[0-9]+\)?$\|^-?inf$\|^nan$'), `0', `',
    `_uc10_perr_set(`bad default `$1' for float argument `$2'')')',
m4_regexp(_uc10_t, `^\(opt_\)?str$'), `0',
  `m4_ifelse(m4_regexp(`$1', `^"\([^"\\]\|\\.\)*"$'), `0', `',
    `_uc10_perr_set(`bad default `$1' for str argument `$2'')')',
m4_regexp(_uc10_t, `_list$'), `-1', `',
  `m4_ifelse(m4_regexp(`$1', `^\[.*\]$\|^-?[0-9.]+$\|^True$\|^False$'), `0', `',
    `_uc10_perr_set(`bad default `$1' for list argument `$2'')')')m4_popdef(`_uc10_t')')
