# fuse.m4 - activations fused into the prepared call before them, and
# those left run in place where that is safe (Note [Programs] in
# program.m4), before the plan (plan.m4).
#
# Note [Fusion]
# A prepared quantized linear or convolution (Note [Prepared calls] in
# program.m4) followed by aten::relu, quantized::relu6 or aten::hardtanh
# with min_val 0 and a max_val of at least 0 (_uc10_pcht_J: the bounds as
# C floats; a clamp whose quantized ends could cross is not fused) of its result,
# which nothing else reads (not a later call, not an alias, not the
# program's output), becomes one call: the activation is a clamp of the
# core's output, written into the prepared constant (uc10__qprep's lo and
# hi), and the integers are the ones the two calls give.  relu's
# max(q, zero_point) is the clamp [zero_point, 255] where the zero point is
# in 0..255 (else the two differ: no fusion); relu6's qclamp to
# [quantize(0), quantize(6)] is the clamp itself (kernels/quantized/
# qprepare.c composes it after a _relu operator's).  The activation's call
# is removed and the calls after it renumbered; its result is the fused
# call's, the intermediate value (kind `fused') has no storage.  The fused
# call is still a dispatched call of a registered operator.  `make
# program-plan' names what was fused (_uc10_pcf_I).
m4_define(`_uc10_pg_fuse',
`_uc10_pg_fuse_at(0)_uc10_pg_bound_own()_uc10_upto(`_uc10_j', _uc10_pg_nc,
`m4_ifelse(_uc10_pg_inplace_ok(_uc10_j), 1, `_uc10_pg_inplace(_uc10_j)')')')
# The lower bound before any call runs in place (plan.m4's, each
# activation with a result of its own): _uc10_pl_lower_own, which `make
# program-plan' prints beside the bound in place.
m4_define(`_uc10_pg_bound_own', `_uc10_pl_bound()m4_define(`_uc10_pl_lower_own', _uc10_pl_lower)')
m4_define(`_uc10_pg_fuse_at',
`m4_ifelse(m4_eval($1 + 1 < _uc10_pg_nc), 1, `m4_ifelse(_uc10_pg_fusable($1, m4_incr($1)), 1,
	`_uc10_pg_fuse1($1, m4_incr($1))', _uc10_pg_ffusable($1, m4_incr($1)), 1,
	`_uc10_pg_ffuse1($1, m4_incr($1))')$0(m4_incr($1))')')
# _uc10_pg_fusable(I, J): 1 if call J's activation can move into call I.
m4_define(`_uc10_pg_fusable',
`m4_ifdef(`_uc10_pcp_$1', `m4_ifelse(m4_defn(`_uc10_pvpa_'m4_defn(`_uc10_pcp_$1')), `UC10__QACT_NONE, 0, 0',
`m4_ifelse(m4_defn(`_uc10_pcv_$2'), ` 'm4_defn(`_uc10_pcr_$1'), `_uc10_pg_fusable_(`$1', `$2', m4_defn(`_uc10_pcr_$1'),
m4_patsubst(m4_defn(`_uc10_pvpy_'m4_defn(`_uc10_pcp_$1')), `^.*, *'))', 0)', 0)', 0)')
m4_define(`_uc10_pg_fusable_',
`m4_eval(_uc10_pg_dies($3, $2) && m4_dnl
(m4_ifelse(m4_defn(`_uc10_pcq_$2'), `aten::relu', `$4 >= 0 && $4 <= 255',
m4_defn(`_uc10_pcq_$2'), `quantized::relu6', `m4_index(m4_defn(`_uc10_pca_$2'), `true') == -1',
m4_defn(`_uc10_pcq_$2'), `aten::hardtanh', `m4_ifdef(`_uc10_pcht_$2', 1, 0)', 0)))')
# _uc10_pg_dies(A, J): the condition (for m4_eval) that value A's last
# reader is call J, that A is not the program's output and that no other
# value shares its storage: what fusing into A's call or running J in
# place over A needs.
m4_define(`_uc10_pg_dies',
`(m4_defn(`_uc10_pvl_$1') == $2 && m4_defn(`_uc10_pg_out') != $1 && !_uc10_pg_aliased($1))')
# 1 if a value other than A shares A's storage.
m4_define(`_uc10_pg_aliased', `m4_define(`_uc10_pg_al', 0)_uc10_for(`_uc10_i', 0, m4_decr(_uc10_pg_nv),
`m4_ifelse(m4_eval(_uc10_i != $1 && m4_defn(`_uc10_pvb_'_uc10_i) == $1), 1,
	`m4_define(`_uc10_pg_al', 1)')')_uc10_pg_al')
# _uc10_pg_fuse1(I, J): call I takes call J's activation and result.
m4_define(`_uc10_pg_fuse1',
`m4_define(`_uc10_pvpa_'m4_defn(`_uc10_pcp_$1'),
	m4_ifelse(m4_defn(`_uc10_pcq_$2'), `aten::relu', ``UC10__QACT_RELU, 0, 0'',
	m4_defn(`_uc10_pcq_$2'), `aten::hardtanh', ``UC10__QACT_CLAMP, 'm4_defn(`_uc10_pcht_$2')',
	``UC10__QACT_CLAMP, 0.0f, 6.0f''))_uc10_pg_take($1, $2)')
# _uc10_pg_take(I, J): call I takes call J's result, and says what it
# fused; I's own result (kind `fused') has no storage; call J is removed.
m4_define(`_uc10_pg_take',
`m4_pushdef(`_uc10_a', m4_defn(`_uc10_pcr_$1'))m4_pushdef(`_uc10_b', m4_defn(`_uc10_pcr_$2'))m4_dnl
m4_define(`_uc10_pcf_$1', m4_defn(`_uc10_pcq_$2')` ('m4_patsubst(m4_defn(`_uc10_pcw_$2'), `^.*/')`)')m4_dnl
m4_define(`_uc10_pcr_$1', _uc10_b)m4_define(`_uc10_pvf_'_uc10_b, $1)m4_dnl
m4_define(`_uc10_pvk_'_uc10_a, `fused')m4_define(`_uc10_pvfz_'_uc10_a, _uc10_b)m4_dnl
m4_popdef(`_uc10_b')m4_popdef(`_uc10_a')_uc10_pg_drop(`$2')')
# Note [Float fusion]
# A float aten::_convolution, aten::conv2d or aten::linear followed by
# relu, relu6, hardtanh or clamp with numbers or None for bounds
# (_uc10_pcfb_J, program.m4: min and max as C, not both None) of its
# result, which nothing else reads (as above), becomes one call of the
# registered operator _uc10_pg_fop_ names (fused::_convolution_clamp,
# conv2d_clamp, linear_clamp): the convolution's arguments and the
# activation's bounds.  Its kernel (kernels/fused/) clamps the core's
# result in place with uc10__fclamp_row, the function the activation's
# own kernels run on a dense float row, so the bits are the two calls';
# the activation's call and its result's storage are gone, its dispatch
# and a pass over the result with them.  The call's scratch is the
# convolution's, as before.
m4_define(`_uc10_pg_ffusable',
`m4_ifdef(`_uc10_pcfb_$2', `m4_ifdef(`_uc10_pg_fop_'m4_defn(`_uc10_pcq_$1'),
	`m4_ifelse(m4_defn(`_uc10_pcv_$2'), ` 'm4_defn(`_uc10_pcr_$1'),
	`_uc10_pg_ffusable_(m4_defn(`_uc10_pcr_$1'), `$2', m4_defn(`_uc10_pg_fop_'m4_defn(`_uc10_pcq_$1')))', 0)', 0)', 0)')
m4_define(`_uc10_pg_ffusable_',
`m4_ifdef(`_uc10_opid_$3', `m4_ifelse(m4_defn(`_uc10_pvk_$1')m4_defn(`_uc10_pvt_$1'), `ownFloat',
	`m4_eval(_uc10_pg_dies($1, $2))', 0)', 0)')
# _uc10_pg_ffuse1(I, J): call I becomes the fused operator, with call J's
# bounds and result (a prepared convolution, already the fused operator,
# has its None, None replaced: _uc10_pg_fnone).
m4_define(`_uc10_pg_fnone', ``, (uc10_opt_float){ \.has = false }, (uc10_opt_float){ \.has = false }$'')
m4_define(`_uc10_pg_ffuse1',
`m4_define(`_uc10_pcq_$1', m4_defn(`_uc10_pg_fop_'m4_defn(`_uc10_pcq_$1')))m4_dnl
m4_define(`_uc10_pco_$1', m4_defn(`_uc10_opid_'m4_defn(`_uc10_pcq_$1')))m4_dnl
m4_define(`_uc10_pca_$1', m4_ifelse(m4_regexp(m4_defn(`_uc10_pca_$1'), _uc10_pg_fnone), -1, `m4_defn(`_uc10_pca_$1')',
	`m4_patsubst(m4_defn(`_uc10_pca_$1'), `^\(.*\)'_uc10_pg_fnone, ``\1'')')`, 'm4_defn(`_uc10_pcfb_$2'))m4_dnl
_uc10_pg_take($1, $2)')
# Remove call J: the calls after it move down one, and the values' first
# and last calls with them.
m4_define(`_uc10_pg_drop',
`_uc10_for(`_uc10_c', $1, m4_eval(_uc10_pg_nc - 2), `_uc10_pg_move(m4_incr(_uc10_c), _uc10_c)')m4_dnl
_uc10_pg_move(-1, m4_decr(_uc10_pg_nc))m4_dnl
_uc10_for(`_uc10_i', 0, m4_decr(_uc10_pg_nv), `m4_dnl
m4_ifelse(m4_eval(m4_defn(`_uc10_pvf_'_uc10_i) > $1), 1,
	`m4_define(`_uc10_pvf_'_uc10_i, m4_decr(m4_defn(`_uc10_pvf_'_uc10_i)))')m4_dnl
m4_ifelse(m4_eval(m4_defn(`_uc10_pvl_'_uc10_i) >= $1), 1,
	`m4_define(`_uc10_pvl_'_uc10_i, m4_decr(m4_defn(`_uc10_pvl_'_uc10_i)))')')m4_dnl
m4_define(`_uc10_pg_nc', m4_decr(_uc10_pg_nc))')
# Call FROM's facts become call TO's (FROM -1: none, TO's undefined).
m4_define(`_uc10_pg_move',
`_uc10_pg_mv(`pco', $@)_uc10_pg_mv(`pcv', $@)_uc10_pg_mv(`pcq', $@)_uc10_pg_mv(`pca', $@)m4_dnl
_uc10_pg_mv(`pcr', $@)_uc10_pg_mv(`pcw', $@)_uc10_pg_mv(`pcs', $@)_uc10_pg_mv(`pcd', $@)_uc10_pg_mv(`pa_w', $@)m4_dnl
_uc10_pg_mv(`pcp', $@)_uc10_pg_mv(`pcf', $@)_uc10_pg_mv(`pcht', $@)_uc10_pg_mv(`pcrs', $@)m4_dnl
_uc10_pg_mv(`pcfb', $@)')
m4_define(`_uc10_pg_mv', `m4_ifdef(`_uc10_$1_$2', `m4_define(`_uc10_$1_$3', m4_defn(`_uc10_$1_$2'))',
`m4_ifdef(`_uc10_$1_$3', `m4_undefine(`_uc10_$1_$3')')')')

# Note [In place]
# An elementwise activation that stays a call of its own (not fused) runs
# in place, as its in-place operator (_uc10_pg_inplace_op_Q, program.m4:
# aten::relu_, aten::hardtanh_, aten::relu6_, aten::clamp_), where that is
# safe: its argument has storage of its own (not the program's input, not
# a constant, not a view or an alias of another value), this is the last
# call that reads it, and it is not the program's output.  The result is
# then an alias of the argument (the plan gives it no buffer and extends
# the argument's life; the views of the result become views of the
# argument), and the values are the operator's own: the in-place kernel
# computes each element from that element alone (relu's max(q,
# zero_point) on int8, a clamp on float), so writing it over its input
# gives the same bits as writing it beside.  Quantized, only relu has
# such a kernel; float, all four.  Where any of those fails the call keeps
# its own result (tests/errors/run.sh checks the plans of programs where
# in place would be wrong).
m4_define(`_uc10_pg_inplace_ok',
`m4_ifdef(`_uc10_pg_inplace_op_'m4_defn(`_uc10_pcq_$1'), `m4_dnl
m4_ifdef(`_uc10_opid_'m4_indir(`_uc10_pg_inplace_op_'m4_defn(`_uc10_pcq_$1')), `m4_dnl
m4_ifelse(_uc10_pg_inplace_dt(m4_defn(`_uc10_pcq_$1'), m4_defn(`_uc10_pvt_'m4_defn(`_uc10_pcr_$1'))), 1,
	`_uc10_pg_inplace_ok_($1, m4_patsubst(m4_defn(`_uc10_pcv_$1'), ` '))', 0)', 0)', 0)')
m4_define(`_uc10_pg_inplace_ok_',
`m4_ifelse(m4_defn(`_uc10_pvk_$2'), `own', `m4_eval(_uc10_pg_dies($2, $1))', 0)')
# Call J becomes the in-place operator on its argument A (its C arguments
# less the result's); its result B an alias of A, and B's views A's.
m4_define(`_uc10_pg_inplace',
`m4_pushdef(`_uc10_a', m4_patsubst(m4_defn(`_uc10_pcv_$1'), ` '))m4_pushdef(`_uc10_b', m4_defn(`_uc10_pcr_$1'))m4_dnl
m4_define(`_uc10_pcq_$1', m4_indir(`_uc10_pg_inplace_op_'m4_defn(`_uc10_pcq_$1')))m4_dnl
m4_define(`_uc10_pco_$1', m4_defn(`_uc10_opid_'m4_defn(`_uc10_pcq_$1')))m4_dnl
m4_define(`_uc10_pca_$1', m4_patsubst(m4_defn(`_uc10_pca_$1'), `^&v\[[0-9]+\], *\(.*\)', ``\1''))m4_dnl
m4_define(`_uc10_pa_w_$1', _uc10_a)m4_define(`_uc10_pcs_$1', 0)m4_dnl
_uc10_for(`_uc10_i', 0, m4_decr(_uc10_pg_nv), `m4_ifelse(m4_defn(`_uc10_pvb_'_uc10_i), _uc10_b,
	`m4_define(`_uc10_pvb_'_uc10_i, _uc10_a)')')m4_dnl
m4_define(`_uc10_pvk_'_uc10_b, `alias')m4_dnl
m4_define(`_uc10_pvl_'_uc10_a, m4_defn(`_uc10_pvl_'_uc10_b))m4_dnl
m4_define(`_uc10_pcip_$1', m4_defn(`_uc10_pvn_'_uc10_a))m4_dnl
m4_popdef(`_uc10_b')m4_popdef(`_uc10_a')')
