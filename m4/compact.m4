# compact.m4 - the compact table layout (make LAYOUT=compact): a layout of
# emit_ops_c.m4 (Note [Layouts] there), `_uc10_compact_table' and
# `_uc10_compact_globals'.
#
# Note [Compact tables]
# A dense table is 106 pointers an operator (424 bytes on a 32-bit MCU),
# though most slots of most operators hold the same few things: nothing,
# a fallthrough, a backend fallback.  The compact layout stores instead:
#   uc10_slot_class[106]     slot -> class: slots that hold the same entry in
#                            every operator of this build share a class
#   uc10_shared_kernels[]    entries that are not one operator's own: index
#                            0 is missing (NULL), then sentinels and fallbacks
#   per operator: cidx       class -> index (< nshared: shared entry, else
#                            palette[index - nshared]); arrays with the same
#                            content are shared between operators
#                 palette    the operator's own kernel records
# so an operator costs two pointers plus one per own kernel (plus its
# records, as in the dense layout).  uc10_op_entry() reads both layouts;
# the computed entries are the same (tests run in both layouts).
#
# Generation: pass A runs every operator's table once to find the shared
# entries and refine the slot classes (once per distinct table shape);
# pass B writes the operators.

# _uc10_ctok(KERNEL, SOURCE) - `s' + shared id, or `p' + palette position.
m4_define(`_uc10_nsh', 1)
m4_define(`_uc10_shref_0', `NULL')
m4_define(`_uc10_sharedtok',
`m4_ifdef(`_uc10_shid_$1', `',
  `m4_define(`_uc10_shid_$1', _uc10_nsh)m4_dnl
m4_define(`_uc10_shref_'_uc10_nsh, `$2')m4_dnl
m4_define(`_uc10_shcom_'_uc10_nsh, `$3')m4_dnl
_uc10_inc(`_uc10_nsh')')m4_dnl
`s'm4_defn(`_uc10_shid_$1')')
m4_define(`_uc10_ctok',
`m4_ifelse(`$1', `ambiguous_autogradother',
    `_uc10_sharedtok(`amb', `&uc10_ambiguous_autogradother_kernel', `ambiguous_autogradother')',
  `$1', `fallthrough',
    `_uc10_sharedtok(`ft_'_uc10_src(`$2'), `&uc10_fallthrough_kernels[UC10_SRC_'_uc10_src(`$2')`]',
      `fallthrough [$2]')',
  `$2', `backend fallback',
    `_uc10_sharedtok(`fb_$1', `&uc10_fb_$1', `$1 [backend fallback]')',
  `_uc10_ptok(`$1_'_uc10_src(`$2'))')')
m4_define(`_uc10_ptokA',
`m4_ifdef(`_uc10_ppA_'_uc10_n`_$1', `',
  `m4_define(`_uc10_ppA_'_uc10_n`_$1', m4_defn(`_uc10_npal'))m4_dnl
m4_define(`_uc10_npal', m4_incr(m4_defn(`_uc10_npal')))')m4_dnl
`p'm4_defn(`_uc10_ppA_'_uc10_n`_$1')')

# Pass A.
m4_define(`_uc10_hitA', `m4_define(`_uc10_ce_$1', _uc10_ctok(`$3', `$4'))')
m4_define(`_uc10_missA', `m4_define(`_uc10_ce_$1', `s0')')
m4_define(`_uc10_shape', `_uc10_for(`_uc10_cs', 0, _uc10_rtlast, `m4_defn(`_uc10_ce_'_uc10_cs);')')
m4_define(`_uc10_ncls', 1)
_uc10_for(`_uc10_cs', 0, _uc10_rtlast, `m4_define(`_uc10_cls_'_uc10_cs, 0)')
m4_define(`_uc10_passA',
`m4_define(`_uc10_ptok', m4_defn(`_uc10_ptokA'))m4_dnl
_uc10_table_hooks(`_uc10_hitA', `_uc10_missA')m4_dnl
_uc10_forops(`m4_define(`_uc10_npal', 0)_uc10_table(_uc10_o)_uc10_refine(_uc10_shape)')m4_dnl
m4_define(`_uc10_ptok', m4_defn(`_uc10_ptokB'))')
# Split every class whose slots differ in this shape: new class id by
# (old class, this entry); ids are renumbered densely from 0.
m4_define(`_uc10_refine',
`m4_ifdef(`_uc10_seen_$1', `',
  `m4_define(`_uc10_seen_$1')_uc10_inc(`_uc10_cgen')m4_define(`_uc10_ncls', 0)m4_dnl
_uc10_for(`_uc10_cs', 0, _uc10_rtlast,
  `_uc10_refine1(_uc10_cs, m4_defn(`_uc10_cls_'_uc10_cs)`.'m4_defn(`_uc10_ce_'_uc10_cs))')')')
m4_define(`_uc10_cgen', 0)
m4_define(`_uc10_refine1',
`m4_ifdef(`_uc10_ck_'_uc10_cgen`_$2', `',
  `m4_define(`_uc10_ck_'_uc10_cgen`_$2', _uc10_ncls)_uc10_inc(`_uc10_ncls')')m4_dnl
m4_define(`_uc10_cls_$1', m4_defn(`_uc10_ck_'_uc10_cgen`_$2'))')
# A representative slot of each class.
m4_define(`_uc10_reps',
`_uc10_for(`_uc10_cs', 0, _uc10_rtlast,
  `m4_ifdef(`_uc10_rep_'m4_defn(`_uc10_cls_'_uc10_cs), `',
    `m4_define(`_uc10_rep_'m4_defn(`_uc10_cls_'_uc10_cs), _uc10_cs)')')')

# Pass B: records (as dense: `_uc10_hit1'), the palette, the class indices,
# comments for the entries.
# (A hook runs once an entry: the diversions' numbers are baked in.)
m4_define(`_uc10_hitB',
`_uc10_hit1($@)_uc10_hitA($@)m4_divert('_uc10_div_OPS`)_uc10_hit2c($@)m4_divert('_uc10_div_DISCARD`)')
m4_define(`_uc10_hit2c', `		/* $2: $3 [$4] */
')
m4_define(`_uc10_cidx',
`_uc10_for(`_uc10_cc', 0, m4_decr(_uc10_ncls),
  `_uc10_cidx1(m4_defn(`_uc10_ce_'m4_defn(`_uc10_rep_'_uc10_cc))) ')')
m4_define(`_uc10_cidx1',
`m4_ifelse(m4_substr(`$1', 0, 1), `s', `m4_substr(`$1', 1)', `m4_eval(_uc10_nsh + m4_substr(`$1', 1))')')
m4_define(`_uc10_ncix', 0)
# _uc10_cix_make(INDICES) defines _uc10_cixn: the (shared) class-index array.
m4_define(`_uc10_cix_make',
`m4_ifdef(`_uc10_cixid_$1', `',
  `m4_define(`_uc10_cixid_$1', _uc10_ncix)_uc10_inc(`_uc10_ncix')_uc10_divert(RECORDS)
static const uint8_t uc10_ci_`'m4_defn(`_uc10_cixid_$1')[m4_eval(_uc10_ncls)] = m4_dnl
{ m4_patsubst(`$1', ` \(.\)', `, \1')};
_uc10_divert(DISCARD)')m4_dnl
m4_define(`_uc10_cixn', `uc10_ci_'m4_defn(`_uc10_cixid_$1'))')
# _uc10_palette(N) defines _uc10_paln: op N's palette array (or NULL).
m4_define(`_uc10_palette',
`m4_ifelse(m4_defn(`_uc10_npal'), 0, `m4_define(`_uc10_paln', `NULL')',
  `_uc10_divert(RECORDS)m4_dnl
static const uc10_kernel *const uc10_pal_`'_uc10_cname(`$1')[m4_defn(`_uc10_npal')] = { m4_dnl
_uc10_for(`_uc10_cp', 0, m4_decr(m4_defn(`_uc10_npal')), `&m4_defn(`_uc10_palrec_'_uc10_cp), ')};
_uc10_divert(DISCARD)m4_define(`_uc10_paln', `uc10_pal_'_uc10_cname(`$1'))')')
# pass B also notes the record names of the palette, in position order
m4_define(`_uc10_ptokB',
`m4_ifdef(`_uc10_ppB_'_uc10_n`_$1', `',
  `m4_define(`_uc10_ppB_'_uc10_n`_$1', m4_defn(`_uc10_npal'))m4_dnl
m4_define(`_uc10_palrec_'m4_defn(`_uc10_npal'), `uc10_k_'_uc10_cname(_uc10_n)`__$1')m4_dnl
m4_define(`_uc10_npal', m4_incr(m4_defn(`_uc10_npal')))')m4_dnl
`p'm4_defn(`_uc10_ppB_'_uc10_n`_$1')')

# _uc10_compact_table(N) - op N's table fields (Note [Layouts] in
# emit_ops_c.m4): pass B's walk, its records, then its class indices and
# palette.
m4_define(`_uc10_compact_table',
`_uc10_divert(DISCARD)m4_define(`_uc10_npal', 0)m4_dnl
_uc10_table_hooks(`_uc10_hitB', `_uc10_missA')m4_dnl
_uc10_optable(`$1')_uc10_divert(RECORDS)m4_defn(`_uc10_recs')_uc10_nftnew()_uc10_divert(DISCARD)m4_dnl
_uc10_cix_make(_uc10_cidx)_uc10_palette(`$1')_uc10_divert(OPS)m4_dnl
		.cidx = _uc10_cixn, .palette = _uc10_paln,
		.nft = _uc10_nftn,
')

# _uc10_compact_globals - pass A, then the build's shared layout data
# (RECORDS, ahead of the operators).
m4_define(`_uc10_compact_globals', `_uc10_passA()_uc10_reps()_uc10_divert(RECORDS)
/* Note [Compact tables]: slot -> class */
const uint8_t uc10_slot_class[UC10_NUM_RUNTIME_ENTRIES] = {
_uc10_for(`_uc10_cs', 0, _uc10_rtlast, `	m4_defn(`_uc10_cls_'_uc10_cs),	/* m4_defn(`_uc10_rk_'_uc10_cs) */
')};
/* shared entries: 0 missing, then sentinels and fallbacks */
const uc10_kernel *const uc10_shared_kernels[m4_eval(_uc10_nsh)] = {
_uc10_for(`_uc10_cs', 0, m4_decr(_uc10_nsh), `	m4_defn(`_uc10_shref_'_uc10_cs),	m4_dnl
/* m4_ifelse(_uc10_cs, 0, `missing', `m4_defn(`_uc10_shcom_'_uc10_cs)') */
')};
const uint8_t uc10_compact_nshared = m4_eval(_uc10_nsh);
const uint8_t uc10_compact_nclasses = m4_eval(_uc10_ncls);
_uc10_divert(DISCARD)')
