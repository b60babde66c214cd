# table.m4 - compute an operator's dispatch table at build time.
#
# Note [Computed table entry]
# For runtime entry K (slot I), as OperatorEntry::computeDispatchTableEntry-
# WithDebug in PyTorch 1.13, computed whole (not incrementally, so 1.13's
# stale-AutogradOther bug is not reproduced; the dump is the reference):
#   1.  a kernel registered at K                      -> `kernel'
#   2.1 K is Undefined or in CEANF, CEANF kernel      -> `default backend kernel'
#   2.2 K is Undefined or in CEA, CEA kernel          -> `default backend kernel'
#   2.3a K in CIANT (not Undefined), CIANT kernel     -> `nested kernel'
#   2.3 K is Undefined or in CIA, CIA kernel: at AutogradOther with a kernel
#       at any autogradother backend                  -> `ambiguous autogradother'
#       else if no "backend kernel" (the Dense key of an Autograd<B>, the
#       autogradother backends for AutogradOther, NestedTensor<B> for
#       AutogradNestedTensor; or any CEA kernel)      -> `math kernel'
#   2.4 K in Autograd, Autograd kernel                -> `autograd kernel'
#   3.  a backend fallback at K                       -> `backend fallback'
#   4.  nothing                                       -> missing
#
# Speed: the steps that can apply depend only on the slot and on which
# alias keys the operator has kernels at (its mask), never on the kernel
# names.  So for each mask seen, each slot gets a chain of small macros
# holding only its possible steps, built once; an operator's table is then
# one macro call that runs 106 short chains.  Backend fallbacks are known
# by then (all files are read first), so step 3 is decided when building.
#
# Note [Table hooks]
# The walk reports each entry to two hooks, in slot order:
#   _uc10_hit(I, KEY, KERNEL, SOURCE)   a non-missing entry (KERNEL may be
#                                       `fallthrough' or `ambiguous_autogradother')
#   _uc10_miss(I, KEY)                  a missing entry
# with the operator number in _uc10_n.  A caller names its hooks with
# _uc10_table_hooks(HIT, MISS) before `_uc10_table' or `_uc10_table_slots'
# (the emitters, the layouts, `_uc10_fastpath' in fast.m4); the hooks are
# copied in, so that the chains call them directly.

# _uc10_table_hooks(HIT, MISS) - the macros the next walks report to.
m4_define(`_uc10_table_hooks',
`m4_define(`_uc10_hit', m4_defn(`$1'))m4_define(`_uc10_miss', m4_defn(`$2'))')
m4_define(`_uc10_hit', `_uc10_fatal(`table walk without _uc10_table_hooks', `uc10')')
m4_define(`_uc10_miss', m4_defn(`_uc10_hit'))

m4_define(`_uc10_alias_order', `CEANF CEA CIANT CIA AG')
m4_define(`_uc10_alias_of_CEANF', `CompositeExplicitAutogradNonFunctional')
m4_define(`_uc10_alias_of_CEA', `CompositeExplicitAutograd')
m4_define(`_uc10_alias_of_CIANT', `CompositeImplicitAutogradNestedTensor')
m4_define(`_uc10_alias_of_CIA', `CompositeImplicitAutograd')
m4_define(`_uc10_alias_of_AG', `Autograd')

# _uc10_mask(N) - the alias tags op N has kernels at, e.g. `_CIA_AG'.
# (`' ends each tag: a tag followed by m4_dnl would make one word.)
m4_define(`_uc10_mask',
`m4_ifdef(`_uc10_k_$1_CompositeExplicitAutogradNonFunctional', `_CEANF')`'m4_dnl
m4_ifdef(`_uc10_k_$1_CompositeExplicitAutograd', `_CEA')`'m4_dnl
m4_ifdef(`_uc10_k_$1_CompositeImplicitAutogradNestedTensor', `_CIANT')`'m4_dnl
m4_ifdef(`_uc10_k_$1_CompositeImplicitAutograd', `_CIA')`'m4_dnl
m4_ifdef(`_uc10_k_$1_Autograd', `_AG')')

# _uc10_table(N) - run the hooks over op N's 106 entries, in slot order.
m4_define(`_uc10_table',
`m4_define(`_uc10_n', `$1')m4_pushdef(`_uc10_M', `m'_uc10_mask(`$1'))m4_dnl
m4_ifdef(`_uc10_tab'_uc10_M, `', `_uc10_build(_uc10_M)')m4_indir(`_uc10_tab'_uc10_M)m4_popdef(`_uc10_M')')

# _uc10_table_slots(N, SLOTS) - the same for the slots listed only (a
# fast path reads four: `_uc10_fastpath' in fast.m4).
m4_define(`_uc10_table_slots',
`m4_define(`_uc10_n', `$1')m4_pushdef(`_uc10_M', `m'_uc10_mask(`$1'))m4_dnl
m4_ifdef(`_uc10_tab'_uc10_M, `', `_uc10_build(_uc10_M)')m4_dnl
m4_patsubst(`$2', `\([0-9]+\) *', `m4_indir(`_uc10_ch'_uc10_M`_\1_0')')m4_popdef(`_uc10_M')')

# _uc10_standin(N, SN) - make SN a stand-in for op N in the walk: the
# same registrations (`_uc10_op(N, `regs')'), its J-th function named
# `$J+2' (Note [Table shapes] in emit_ops_c.m4).
m4_define(`_uc10_standin',
`m4_patsubst(_uc10_op(`$1', `regs'), ` \([^ :]+\):\([^ ]+\)', `_uc10_standin1(`$2', `\1', `\2')')m4_dnl
m4_ifdef(`_uc10_aob_$1', `m4_define(`_uc10_aob_$2')')m4_dnl
m4_ifdef(`_uc10_ntb_$1', `m4_define(`_uc10_ntb_$2')')')
m4_define(`_uc10_dollar', `$')
m4_define(`_uc10_standin1',
`m4_define(`_uc10_k_$1_$2',
  m4_ifelse(`$3', `ft', ``fallthrough'', `m4_defn(`_uc10_dollar')m4_eval($3 + 2)'))')

m4_define(`_uc10_has', `m4_ifelse(m4_index(`$1_', `_$2_'), `-1', 0, 1)')

# _uc10_build(MASK) - the chains of every slot for MASK, and the table macro.
m4_define(`_uc10_build',
`m4_define(`_uc10_tab$1', `')m4_dnl
_uc10_for(`_uc10_bi', 0, _uc10_rtlast, `_uc10_chain(`$1', _uc10_bi, m4_defn(`_uc10_rk_'_uc10_bi))m4_dnl
m4_define(`_uc10_tab$1', m4_defn(`_uc10_tab$1')`_uc10_ch$1_'_uc10_bi`_0()')')')

# _uc10_chain(MASK, I, KEY): steps 0, 1, ... of slot I; each step falls
# through to the next by name; an unconditional step ends the chain.  Step
# macros take every build-time value as an argument, so the stored bodies
# need no quote splicing.
m4_define(`_uc10_chain',
`m4_define(`_uc10_s', 0)m4_define(`_uc10_done', 0)m4_dnl
_uc10_st_direct(`$1_$2', `$2', `$3', _uc10_nx(`$1_$2'))m4_dnl
m4_ifelse(_uc10_has(`$1', `CEANF'), 1,
  `m4_ifelse(m4_eval($2 == 0 || _uc10_m_CEANF_$2), 1,
    `_uc10_st_alias(`$1_$2', `$2', `$3', `CompositeExplicitAutogradNonFunctional',
      `default backend kernel')')')m4_dnl
m4_ifelse(_uc10_has(`$1', `CEA'), 1,
  `m4_ifelse(m4_eval($2 == 0 || _uc10_m_CEA_$2), 1,
    `_uc10_st_alias(`$1_$2', `$2', `$3', `CompositeExplicitAutograd', `default backend kernel')')')m4_dnl
m4_ifelse(_uc10_has(`$1', `CIANT'), 1,
  `m4_ifelse(m4_eval($2 != 0 && _uc10_m_CIANT_$2), 1,
    `_uc10_st_alias(`$1_$2', `$2', `$3', `CompositeImplicitAutogradNestedTensor', `nested kernel')')')m4_dnl
m4_ifelse(_uc10_has(`$1', `CIA'), 1,
  `m4_ifelse(m4_eval($2 == 0 || _uc10_m_CIA_$2), 1,
    `_uc10_st_cia(`$1', `$2', `$3', _uc10_nx(`$1_$2'))')')m4_dnl
m4_ifelse(_uc10_has(`$1', `AG'), 1,
  `m4_ifelse(_uc10_m_AG_$2, 1,
    `_uc10_st_alias(`$1_$2', `$2', `$3', `Autograd', `autograd kernel')')')m4_dnl
m4_ifdef(`_uc10_fb_$3', `_uc10_st_fb(`$1_$2', `$2', `$3', m4_defn(`_uc10_fb_$3'))',
  `_uc10_st_miss(`$1_$2', `$2', `$3')')')

# _uc10_step(MASK_I, BODY) defines step _uc10_chMASK_I_S, unless done.
m4_define(`_uc10_step',
`m4_ifelse(_uc10_done, 0, `m4_define(`_uc10_ch$1_'_uc10_s, `$2')_uc10_inc(`_uc10_s')')')
# _uc10_nx(MASK_I) - the name of the step after the current one.
m4_define(`_uc10_nx', ``_uc10_ch$1_'m4_incr(_uc10_s)`()'')

m4_define(`_uc10_st_direct',
`_uc10_step(`$1', `m4_ifdef(`_uc10_k_'_uc10_n`_$3',
`_uc10_hit(`$2', `$3', m4_defn(`_uc10_k_'_uc10_n`_$3'), `kernel')', `$4')')')
m4_define(`_uc10_st_alias',
`_uc10_step(`$1', `_uc10_hit(`$2', `$3', m4_defn(`_uc10_k_'_uc10_n`_$4'), `$5')')m4_define(`_uc10_done', 1)')
m4_define(`_uc10_st_fb', `_uc10_step(`$1', `_uc10_hit(`$2', `$3', `$4', `backend fallback')')')
m4_define(`_uc10_st_miss', `_uc10_step(`$1', `_uc10_miss(`$2', `$3')')')

# 2.3: has_backend_kernel is known statically when the op has a CEA kernel
# (true) or the slot is no autograd slot (false); otherwise it is a fact of
# the op: a Dense kernel for Autograd<B>, _uc10_aob_N, _uc10_ntb_N.
m4_define(`_uc10_math',
`_uc10_hit(`$1', `$2', m4_defn(`_uc10_k_'_uc10_n`_CompositeImplicitAutograd'), `math kernel')')
m4_define(`_uc10_st_cia',
`m4_ifelse(`$3', `AutogradOther',
`m4_ifelse(_uc10_has(`$1', `CEA'), 1, `_uc10_st_ifdef(`$1_$2', `_uc10_aob_', `$2', `$3', `$4')',
`_uc10_st_ifdef(`$1_$2', `_uc10_aob_', `$2', `$3', `_uc10_math(`$2', `$3')')m4_define(`_uc10_done', 1)')',
_uc10_has(`$1', `CEA'), 1, `',
m4_defn(`_uc10_rkf_$2'), 24,
`_uc10_st_hbk(`$1_$2', `_uc10_k_', `_'m4_defn(`_uc10_backend_'m4_defn(`_uc10_rkb_$2')), `$2', `$3', `$4')',
`$3', `AutogradNestedTensor',
`_uc10_st_hbk(`$1_$2', `_uc10_ntb_', `', `$2', `$3', `$4')',
`_uc10_step(`$1_$2', `_uc10_math(`$2', `$3')')m4_define(`_uc10_done', 1)')')
# AutogradOther: ambiguous if the op has an autogradother-backend kernel.
m4_define(`_uc10_st_ifdef',
`_uc10_step(`$1', `m4_ifdef(`$2'_uc10_n,
`_uc10_hit(`$3', `$4', `ambiguous_autogradother', `ambiguous autogradother')', `$5')')')
# Autograd<B>, AutogradNestedTensor: math unless a backend kernel exists.
m4_define(`_uc10_st_hbk',
`_uc10_step(`$1', `m4_ifdef(`$2'_uc10_n`$3', `$6', `_uc10_math(`$4', `$5')')')')

# Note [Non-fallthrough sets]
# DispatchKeyExtractor::setOperatorHasFallthroughForKey: a fallthrough
# entry removes its functionality bit from the operator's non-fallthrough
# key set of its backend (a per-backend runtime key) or of every backend
# (any other key).  The dispatcher masks a call's key set with the set of
# the call's backend, so that fallthrough keys are skipped before the
# table is read.
# _uc10_nft_compute(SLOTS) - the sets left by the fallthrough slots SLOTS
# (space-separated): for each backend B (1 .. _uc10_nbackends), the high
# and low 32 bits as _uc10_nh_B and _uc10_nl_B (m4's eval is 32-bit).
m4_define(`_uc10_nft_hi', m4_eval((1 << (_uc10_fbase + _uc10_nfunc - 32)) - 1))
m4_define(`_uc10_nft_compute',
`_uc10_for(`_uc10_bb', 1, _uc10_nbackends,
  `m4_define(`_uc10_nl_'_uc10_bb, -1)m4_define(`_uc10_nh_'_uc10_bb, _uc10_nft_hi)')m4_dnl
m4_patsubst(`$1', `\([0-9]+\) *', `_uc10_nft_clear(\1)')')
m4_define(`_uc10_nft_clear',
`m4_ifelse(m4_defn(`_uc10_rkf_$1'), 0, `',
  `m4_pushdef(`_uc10_bit', m4_eval(_uc10_fbase + m4_defn(`_uc10_rkf_$1')))m4_dnl
m4_ifelse(m4_defn(`_uc10_rkb_$1'), 0,
  `_uc10_for(`_uc10_bb', 1, _uc10_nbackends, `_uc10_nft_clr1(_uc10_bb)')',
  `_uc10_nft_clr1(m4_defn(`_uc10_rkb_$1'))')m4_dnl
m4_popdef(`_uc10_bit')')')
m4_define(`_uc10_nft_clr1',
`m4_ifelse(m4_eval(_uc10_bit < 32), 1,
  `m4_define(`_uc10_nl_$1', m4_eval(m4_defn(`_uc10_nl_$1') & ~(1 << _uc10_bit)))',
  `m4_define(`_uc10_nh_$1', m4_eval(m4_defn(`_uc10_nh_$1') & ~(1 << (_uc10_bit - 32))))')')
