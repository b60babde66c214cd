# fprep.m4 - float convolutions over weights packed at build time, as a
# program is read (included by program.m4).
#
# Note [Prepared float calls]
# A float aten::_convolution of a 4-d input whose weight is a constant
# with more than one input channel a group, four or more output channels
# a group and a window larger than 1x1 (the calls whose scratch is the
# core's weights packed four or UC10__FCONV_LANES channels side by side,
# kernels/conv/conv2d_f32.c), and whose bias is a constant or None,
# becomes a call of fused::conv2d_prepacked over a constant prepared at
# build time: the weight packed by the core's own packing
# (kernels/conv/fconv_pack.c, Note [Prepared float convolution]) for the
# target's lanes, a blob in flash `NAME_prepN' that the preparation
# program writes (m4/emit_program.m4, UC10_PART=prepare), as the int8
# prepared calls' (Note [Prepared calls] in program.m4).  The weight is
# then read by no call and left out; the call takes no scratch; its sums
# are the core's, in the same order.  Its min and max are None until an
# activation is fused into it (Note [Float fusion] in fuse.m4).  make
# PREPARE=0 keeps aten::_convolution.
m4_define(`_uc10_pg_fprep_aten::_convolution')
# Whether the call just read (aten::_convolution) can be prepared.
m4_define(`_uc10_pg_fprep_ok',
`m4_ifelse(UC10_PG_PREPARE, 0, 0, `m4_ifdef(`_uc10_opid_fused::conv2d_prepacked',
	`m4_ifelse(m4_defn(`_uc10_pa_t_6'), `False', `m4_ifelse(m4_defn(`_uc10_pa_v_1'), `', 0,
	`m4_ifelse(m4_defn(`_uc10_pvk_'m4_defn(`_uc10_pa_v_1'))m4_defn(`_uc10_pvd_'m4_defn(`_uc10_pa_v_1')), `const4',
	`_uc10_pg_fprep_ok_()', 0)')', 0)', 0)')')
m4_define(`_uc10_pg_fprep_ok_',
`m4_ifelse(m4_defn(`_uc10_pa_t_2'), `None', `', `m4_ifelse(m4_defn(`_uc10_pvk_'m4_defn(`_uc10_pa_v_2')), `const', `',
	`m4_define(`_uc10_pg_fpno')')')m4_dnl
m4_ifdef(`_uc10_pg_fpno', `m4_undefine(`_uc10_pg_fpno')0', `m4_eval(m4_dnl
m4_defn(`_uc10_pvd_'m4_defn(`_uc10_pa_v_0')) == 4 && _uc10_pg_sz(1, 1) > 1 && m4_dnl
_uc10_pg_sz(1, 0) / m4_defn(`_uc10_pa_t_8') >= 4 && !(_uc10_pg_sz(1, 2) == 1 && _uc10_pg_sz(1, 3) == 1))')')
# _uc10_pg_fprep(RESULT): the prepared constant, then the call read again
# as fused::conv2d_prepacked's.
m4_define(`_uc10_pg_fprep',
`m4_pushdef(`_uc10_pp', _uc10_pg_nv)m4_dnl
_uc10_pgval(`UC10_CALL', `_prep'_uc10_pg_nc, `Byte', `', `const')m4_dnl
m4_define(`_uc10_pvy_'_uc10_pp, m4_defn(`_uc10_pg_name')`_prep'_uc10_pg_nc)m4_dnl
m4_define(`_uc10_pvpp_'_uc10_pp, `fused::conv2d_prepacked')m4_dnl
m4_define(`_uc10_pvpw_'_uc10_pp, m4_defn(`_uc10_pa_v_1'))m4_dnl
m4_define(`_uc10_pvpg_'_uc10_pp, m4_defn(`_uc10_pa_t_8'))m4_dnl
_uc10_pg_unread(m4_defn(`_uc10_pa_v_0'))_uc10_pg_unread(m4_defn(`_uc10_pa_v_1'))m4_dnl
_uc10_pg_unread(m4_defn(`_uc10_pa_v_2'))m4_dnl
m4_define(`_uc10_pg_prepuse_'m4_defn(`_uc10_pa_v_1'))m4_dnl
m4_pushdef(`_uc10_args', m4_defn(`_uc10_pa_t_0')`, _prep'_uc10_pg_nc`, 'm4_defn(`_uc10_pa_t_2')`, 'm4_dnl
m4_defn(`_uc10_pa_t_3')`, 'm4_defn(`_uc10_pa_t_4')`, 'm4_defn(`_uc10_pa_t_5')`, 'm4_dnl
m4_defn(`_uc10_pa_t_8')`, None, None')m4_dnl
m4_define(`_uc10_pg_q', `fused::conv2d_prepacked')m4_dnl
_uc10_pgcall(m4_defn(`_uc10_opid_fused::conv2d_prepacked'), `fused::conv2d_prepacked',
	m4_defn(`_uc10_args'), `$1')m4_dnl
m4_popdef(`_uc10_args')m4_popdef(`_uc10_pp')')
# The preparation program's step for prepared constant P (emit_program.m4,
# UC10_PART=prepare): the weight packed for the target core's lanes
# (UC10__FCONV_LANES: four, or two host vectors).
m4_define(`_uc10_pg_fprep1', `	/* m4_defn(`_uc10_pvpp_'$1) at m4_patsubst(m4_defn(`_uc10_pvw_'$1), `^.*/') */
	if (!uc10_prepare_emit_fconv("m4_defn(`_uc10_pvy_'$1)", "m4_defn(`_uc10_pvpp_'$1)", "m4_defn(`_uc10_pvw_'$1)",
	                             &v[m4_defn(`_uc10_pvpw_'$1)], m4_defn(`_uc10_pvpg_'$1), m4_dnl
m4_ifelse(m4_eval(UC10_PG_VL > 1), 1, `m4_eval(2 * UC10_PG_VL)', 4)))
		return 1;
')
