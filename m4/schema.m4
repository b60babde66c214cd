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
m4_define(`_uc10_sset', `m4_define(`_uc10_s_'_uc10_sid`_$1', `$2')')
m4_define(`_uc10_sget', `m4_defn(`_uc10_s_$1_$2')')
m4_define(`_uc10_trim', `m4_regexp(`$1', `^ *\(\(.*[^ ]\)?\) *$', ``\1'')')

m4_define(`_uc10_schema',
`m4_define(`_uc10_perr', `')m4_define(`_uc10_sid', `$1')m4_dnl
_uc10_sset(`nargs', 0)_uc10_sset(`nrets', 0)_uc10_sset(`kw', 0)_uc10_sset(`dml', 0)_uc10_sset(`dmh', 0)m4_dnl
_uc10_sset(`canon_args', `')_uc10_sset(`canon_rets', `')m4_dnl
m4_define(`_uc10_hit_re', 0)m4_dnl
m4_regexp(`$2', m4_defn(`_uc10_head_re'),
  `m4_define(`_uc10_hit_re', 1)_uc10_head(`\2', `\3', `\5', `\6', `\7')')m4_dnl
m4_ifelse(_uc10_hit_re, 0, `_uc10_perr_set(`expected NAME(ARGS) -> RETURNS')')')
m4_define(`_uc10_head_re',
`^ *\(\([A-Za-z_][A-Za-z0-9_]*\)::\)?\([A-Za-z_][A-Za-z0-9_]*\)\(\.\([A-Za-z0-9_]+\)\)? *( *\(.*\)) *-> *\(.*[^ ]\) *$')

m4_define(`_uc10_head',
`_uc10_sset(`ns', `$1')_uc10_sset(`name', `$2')_uc10_sset(`ovl', `$3')m4_dnl
_uc10_args(`$4')m4_dnl
m4_ifelse(_uc10_sget(_uc10_sid, `kw'), `1',
  `_uc10_perr_set(`* must be followed by a keyword-only argument')')m4_dnl
_uc10_rets(`$5')m4_dnl
_uc10_sset(`canon',
  m4_ifelse(`$1', `', `', `$1::')`$2'm4_ifelse(`$3', `', `', `.$3')`'m4_dnl
`('_uc10_sget(_uc10_sid, `canon_args')`) -> 'm4_dnl
m4_ifelse(`$5', `()', `()',
  _uc10_sget(_uc10_sid, `rtuple'), 1, `(_uc10_sget(_uc10_sid, `canon_rets'))',
  `_uc10_sget(_uc10_sid, `canon_rets')'))')

# Note [Remembered lists]
# Schemas share argument lists (4,161 schemas of PyTorch 1.13 have 1,720
# distinct ones) and return lists (113): a list that parsed is remembered
# as the calls that record it (`_uc10_am_ARGS', `_uc10_rm_RETURNS'), built from
# the facts it left, so the next schema with the same list only replays
# them.  Lists that fail are not remembered (so the next one fails too),
# nor lists holding a `$' (a macro body would read it as a parameter).
# `_uc10_mb' collects the calls.
m4_define(`_uc10_args',
`m4_ifdef(`_uc10_am_$1', `m4_indir(`_uc10_am_$1')',
`_uc10_list(`$1', `_uc10_argitem', `argument list')m4_dnl
m4_ifelse(m4_defn(`_uc10_perr'), `', `m4_ifelse(m4_index(`$1', `$'), -1, `_uc10_amemo(`$1')')')')')
m4_define(`_uc10_amemo',
`m4_define(`_uc10_mb', `')m4_pushdef(`_uc10_P', `_uc10_s_'_uc10_sid)m4_dnl
m4_ifelse(m4_defn(_uc10_P`_nargs'), 0, `', `_uc10_for(`_uc10_q', 0, m4_decr(m4_defn(_uc10_P`_nargs')),
`_uc10_mb_arg(m4_defn(_uc10_P`_a_'_uc10_q`_kw'), m4_defn(_uc10_P`_a_'_uc10_q`_type'),
m4_defn(_uc10_P`_a_'_uc10_q`_name'),
m4_defn(_uc10_P`_a_'_uc10_q`_def'), m4_defn(_uc10_P`_a_'_uc10_q`_hasdef'), m4_defn(_uc10_P`_a_'_uc10_q`_tok'),
m4_defn(_uc10_P`_a_'_uc10_q`_alias'), m4_defn(_uc10_P`_a_'_uc10_q`_disp'))')')m4_dnl
m4_ifelse(m4_defn(_uc10_P`_kw'), 1, `_uc10_mb_star()')m4_popdef(`_uc10_P')m4_dnl
m4_define(`_uc10_am_$1', m4_defn(`_uc10_mb'))')
# (the `*' goes before the first keyword-only argument, whose kw is 1)
m4_define(`_uc10_mb_arg',
`m4_ifelse(`$1', 1, `_uc10_mb_star()')m4_dnl
m4_define(`_uc10_mb', m4_defn(`_uc10_mb')`_uc10_argput(`$2', `$3', `$4', `$5', `$6', `$7', `$8')')')
m4_define(`_uc10_mb_star', `m4_define(`_uc10_mb', m4_defn(`_uc10_mb')`_uc10_star()')')
m4_define(`_uc10_mb_ret', `m4_define(`_uc10_mb', m4_defn(`_uc10_mb')`_uc10_ret(`$1', `$2')')')

# _uc10_rets(RETURNS) - `()', `(R, ...)' or a single R.  A list is only
# remembered when no error came before it (else its own could not be told).
m4_define(`_uc10_rets',
`m4_ifdef(`_uc10_rm_$1', `m4_indir(`_uc10_rm_$1')',
`m4_ifelse(m4_defn(`_uc10_perr'), `', `_uc10_rets0(`$1')m4_ifelse(m4_defn(`_uc10_perr'), `',
`m4_ifelse(m4_index(`$1', `$'), -1, `_uc10_rmemo(`$1')')')', `_uc10_rets0(`$1')')')')
m4_define(`_uc10_rmemo',
`m4_define(`_uc10_mb', m4_ifelse(`$1', `()', `', ``_uc10_sset(`rtuple', 'm4_defn(`_uc10_s_'_uc10_sid`_rtuple')`)''))m4_dnl
m4_ifelse(_uc10_sget(_uc10_sid, `nrets'), 0, `', `_uc10_for(`_uc10_q', 0, m4_decr(_uc10_sget(_uc10_sid, `nrets')),
`_uc10_mb_ret(_uc10_sget(_uc10_sid, `r_'_uc10_q`_type'), _uc10_sget(_uc10_sid, `r_'_uc10_q`_name'))')')m4_dnl
m4_define(`_uc10_rm_$1', m4_defn(`_uc10_mb'))')
m4_define(`_uc10_rets0',
`m4_ifelse(`$1', `()', `',
m4_regexp(`$1', `^(.*)$'), `0', `_uc10_sset(`rtuple', 1)_uc10_rettuple(`$1')',
`_uc10_sset(`rtuple', 0)_uc10_retitem(`$1')')')
m4_define(`_uc10_rettuple',
`_uc10_list(m4_regexp(`$1', `^(\(.*\))$', ``\1''), `_uc10_retitem', `return list')')

# _uc10_list(TEXT, ITEM_MACRO, WHAT) - split a comma list, check separators.
# What is left once the items are cut out must be N-1 commas: _uc10_seps
# counts its arguments, so the commas themselves do the counting.
m4_define(`_uc10_list',
`m4_define(`_uc10_nit', 0)m4_ifelse(_uc10_trim(`$1'), `', `', `_uc10_list_(`$1', `$2', `$3')')')
m4_define(`_uc10_list_',
`m4_patsubst(`$1', m4_defn(`_uc10_item_re'), `_uc10_count`'$2(`\&')')m4_dnl
m4_ifelse(_uc10_seps(m4_patsubst(`$1', m4_defn(`_uc10_item_re'))), _uc10_nit, `',
`_uc10_perr_set(`malformed $3')')')
m4_define(`_uc10_seps', `m4_ifelse(m4_translit(``$*'', ` ,'), `', `$#', `-1')')
m4_define(`_uc10_count', `m4_define(`_uc10_nit', m4_incr(_uc10_nit))')

m4_define(`_uc10_canon_add',
`_uc10_sset(`canon_$1', m4_ifelse(_uc10_sget(_uc10_sid, `canon_$1'), `', `', `_uc10_sget(_uc10_sid, `canon_$1')`, '')`$2')')

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
`m4_ifelse(_uc10_sget(_uc10_sid, `kw'), `0', `', `_uc10_perr_set(`more than one *')')m4_dnl
_uc10_sset(`kw', 1)_uc10_canon_add(`args', `*')')
m4_define(`_uc10_argmemo',
`m4_ifelse(m4_defn(`_uc10_perr'), `',
  `m4_pushdef(`_uc10_j', `_uc10_s_'_uc10_sid`_a_'m4_decr(_uc10_sget(_uc10_sid, `nargs')))m4_dnl
_uc10_memo(`$1', m4_defn(_uc10_j`_type'), m4_defn(_uc10_j`_name'), m4_defn(_uc10_j`_def'),
  m4_defn(_uc10_j`_hasdef'), m4_defn(_uc10_j`_tok'), m4_defn(_uc10_j`_alias'),
  m4_defn(_uc10_j`_disp'))m4_popdef(`_uc10_j')')')
m4_define(`_uc10_memo', `m4_define(`_uc10_ic_$1', `_uc10_argput(`$2', `$3', `$4', `$5', `$6', `$7', `$8')')')

# _uc10_arg(TYPE, NAME, =DEFAULT?, DEFAULT) - parse one argument.
m4_define(`_uc10_arg',
`_uc10_typeinfo(`$1')m4_dnl
m4_ifelse(`$3', `', `', `_uc10_checkdef(`$4', `$2', m4_defn(`_uc10_ti_tok'))')m4_dnl
_uc10_argput(`$1', `$2', `$4', m4_ifelse(`$3', `', 0, 1),
  m4_defn(`_uc10_ti_tok'), m4_defn(`_uc10_ti_alias'), m4_defn(`_uc10_ti_disp'))')

# _uc10_argput(TYPE, NAME, DEFAULT, HASDEF, TOK, ALIAS, DISP) - record it.
# (Hot: runs for every argument of every schema, so the facts' names are
# built once, by _uc10_argput_'s parameters P (prefix) and J (index).)
m4_define(`_uc10_argput',
`_uc10_argput_(`$1', `$2', `$3', `$4', `$5', `$6', `$7',
  `_uc10_s_'_uc10_sid, m4_defn(`_uc10_s_'_uc10_sid`_nargs'))')
m4_define(`_uc10_argput_',
`m4_ifdef(`$8_n_$2', `_uc10_perr_set(`duplicate argument name `$2'')')m4_define(`$8_n_$2', `$9')m4_dnl
m4_define(`$8_a_$9_type', `$1')m4_define(`$8_a_$9_name', `$2')m4_define(`$8_a_$9_def', `$3')m4_dnl
m4_define(`$8_a_$9_hasdef', `$4')m4_define(`$8_a_$9_tok', `$5')m4_define(`$8_a_$9_alias', `$6')m4_dnl
m4_define(`$8_a_$9_disp', `$7')m4_define(`$8_a_$9_kw', m4_defn(`$8_kw'))m4_dnl
m4_ifelse(`$7', 1, `_uc10_dmset(`$8', `$9')')m4_dnl
m4_ifelse(m4_defn(`$8_kw'), `1', `m4_define(`$8_kw', 2)')m4_dnl
m4_define(`$8_canon_args',
  m4_ifelse(m4_defn(`$8_canon_args'), `', `', `m4_defn(`$8_canon_args')`, '')m4_dnl
`$1 $2'm4_ifelse(`$4', 0, `', ``=$3''))m4_dnl
m4_define(`$8_nargs', m4_incr(`$9'))m4_ifelse(`$9', 63, `_uc10_perr_set(`more than 64 arguments')')')

# The dispatch-argument mask (Note in csig.m4, `_uc10_dispmask'), two halves.
m4_define(`_uc10_dmset',
`m4_ifelse(m4_eval($2 < 32), 1,
  `m4_define(`$1_dml', m4_eval(m4_defn(`$1_dml') | (1 << $2)))',
  `m4_define(`$1_dmh', m4_eval(m4_defn(`$1_dmh') | (1 << ($2 - 32))))')')

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
`m4_pushdef(`_uc10_k', _uc10_sget(_uc10_sid, `nrets'))m4_dnl
_uc10_sset(`r_'_uc10_k`_type', `$1')_uc10_sset(`r_'_uc10_k`_name', `$2')m4_dnl
_uc10_sset(`r_'_uc10_k`_tok', `$3')m4_dnl
_uc10_sset(`r_'_uc10_k`_from', m4_ifelse(m4_index(`$4', `!'), `-1', `', `_uc10_alias_arg(`$4')'))m4_dnl
_uc10_canon_add(`rets', `$1'm4_ifelse(`$2', `', `', `` $2''))m4_dnl
_uc10_sset(`nrets', m4_incr(_uc10_k))m4_popdef(`_uc10_k')')

# _uc10_alias_arg(ALIAS) - index of the argument with write alias ALIAS.
m4_define(`_uc10_alias_arg',
`m4_define(`_uc10_aa', `')m4_dnl
_uc10_for(`_uc10_q', 0, m4_decr(_uc10_sget(_uc10_sid, `nargs')),
  `m4_ifelse(_uc10_sget(_uc10_sid, `a_'_uc10_q`_alias'), `$1',
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
