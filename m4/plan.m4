# plan.m4 - the memory plan of a program (Note [Programs] in program.m4).
#
# Note [Memory plan]
# Every value with storage of its own (`own': a call's result that is no
# view, no in-place result, no input handed back) lives from the call that
# makes it to the last call that reads it or any alias of it (the output:
# to the end).  Those buffers are placed in one arena by size, largest
# first (or in another order, below): each at the lowest offset where it overlaps no buffer already
# placed whose lifetime meets its own (TFLM's greedy-by-size planner, done
# at build time).  The arena's size is the highest end; the lower bound
# any plan must reach is the largest sum of the sizes of the buffers alive
# at one call.  Sizes are rounded up to the arena's alignment (8).
#
# A kernel that takes scratch beside its result (_uc10_pcs_I, program.m4:
# the int8 cores' requantization records, widened rows and packed weights,
# the float convolution core's padded plane) gets it as a buffer of its
# own, alive during its call only (buffer 10000 + I), placed as any other,
# in whatever gap fits.  The lower bound counts a call's scratch during its
# call.  Greedy placement is not optimal, so the buffers are placed in
# several orders (_uc10_pl_k_ORDER) until one reaches the lower bound, else
# the smallest arena is kept.
#
# At run time a call's kernel allocates from a window of the arena
# (src/program/program.c): its result's planned bytes and then its
# scratch's (an arena of two pieces, Note [Arena] in uc10/arena.h: the
# kernel's allocations after its result land where the plan put the
# scratch); a call without scratch, from its result's offset to the next
# buffer alive during the call (or the arena's end), so that its kernel's
# temporaries can use the free bytes above the result.  The result lands
# where the plan put it, and a kernel that would need more fails with
# UC10_E_NOMEM, or, if it can do without, runs its slower fallback, which
# `make program-check' reports as a failure (so does scratch planned and
# not used): nothing outside the plan is ever written, and the plan is
# the kernels' own need.
#
# Note [Input in the arena]
# Built with INPUT=arena (program.m4's _uc10_pg_input_place), each program
# input is a buffer of the plan too (_uc10_pl_has), from the first call to
# its last reader, placed as any other: the arena then holds all the RAM
# a run reads or writes (the FC autoencoder int8: its float input 2,560 B
# and the first call's result 640 B, 3,200 B at the first call, where the
# caller's input apart needed 768 + 2,560 B).  The header names its
# offset (UC10_PROGRAM_<NAME>_IN_<INPUT>_OFFSET): a caller that writes the
# input there passes a tensor over those bytes and nothing is copied; one
# that passes its input from elsewhere has it copied there by the run
# (src/program/program.c, uc10_program_input_at), so the interface stays.
#
# Out: _uc10_pvo_I offset of own value I, _uc10_pl_bytes the arena size,
# _uc10_pl_lower the lower bound, _uc10_pcx_I the window end of call I,
# _uc10_pcso_I its scratch's offset.

# 1 if value I is a buffer of the plan: an own value, or an input in the arena.
m4_define(`_uc10_pl_has', `m4_ifelse(m4_defn(`_uc10_pvk_$1'), `own', 1, m4_defn(`_uc10_pvk_$1'), `in',
	`m4_ifdef(`_uc10_pvia_$1', 1, 0)', 0)')
m4_define(`_uc10_pl_meet', `m4_eval(!(_uc10_pvf_$1 > _uc10_pvl_$2 || _uc10_pvf_$2 > _uc10_pvl_$1))')
m4_define(`_uc10_plan',
`_uc10_pl_bound()m4_define(`_uc10_pl_best', `size')_uc10_pl_run(`size')m4_define(`_uc10_pl_min', _uc10_pl_bytes)m4_dnl
_uc10_pl_try(`peak')_uc10_pl_try(`time')_uc10_pl_try(`late')m4_dnl
m4_ifelse(_uc10_pl_best, m4_defn(`_uc10_pl_order'), `', `_uc10_pl_run(_uc10_pl_best)')m4_dnl
_uc10_for(`_uc10_s', 0, m4_decr(_uc10_pg_nc), `_uc10_pl_step(_uc10_s)')')
# The lower bound: at each call, its scratch and the own values alive;
# _uc10_pl_crit the call where the sum is largest.
m4_define(`_uc10_pl_bound', `m4_define(`_uc10_pl_lower', 0)m4_define(`_uc10_pl_crit', 0)m4_dnl
_uc10_for(`_uc10_s', 0, m4_decr(_uc10_pg_nc), `m4_define(`_uc10_pl_sum', m4_defn(`_uc10_pcs_'_uc10_s))m4_dnl
_uc10_for(`_uc10_i', 0, m4_decr(_uc10_pg_nv), `m4_ifelse(_uc10_pl_has(_uc10_i), 1,
	`m4_ifelse(m4_eval(_uc10_pl_alive_at(_uc10_i, _uc10_s)), 1,
`m4_define(`_uc10_pl_sum', m4_eval(_uc10_pl_sum + m4_defn(`_uc10_pvz_'_uc10_i)))')')')m4_dnl
m4_ifelse(m4_eval(_uc10_pl_sum > _uc10_pl_lower), 1, `m4_define(`_uc10_pl_lower',
	_uc10_pl_sum)m4_define(`_uc10_pl_crit', _uc10_s)')')')
m4_define(`_uc10_pl_alive_at', `m4_defn(`_uc10_pvf_$1') <= $2 && $2 <= m4_defn(`_uc10_pvl_$1')')
# Another order, unless a plan at the lower bound is found.
m4_define(`_uc10_pl_try', `m4_ifelse(_uc10_pl_min, _uc10_pl_lower, `',
	`_uc10_pl_run(`$1')m4_ifelse(m4_eval(_uc10_pl_bytes < _uc10_pl_min), 1,
`m4_define(`_uc10_pl_min', _uc10_pl_bytes)m4_define(`_uc10_pl_best', `$1')')')')
# The buffers: the own values and the scratch of the calls that make them.
m4_define(`_uc10_pl_run',
`m4_define(`_uc10_pl_todo', `')m4_define(`_uc10_pl_done', `')m4_define(`_uc10_pl_bytes',
	0)m4_define(`_uc10_pl_order', `$1')m4_dnl
_uc10_for(`_uc10_i', 0, m4_decr(_uc10_pg_nv), `m4_ifelse(_uc10_pl_has(_uc10_i), 1,
	`m4_define(`_uc10_pl_todo', m4_defn(`_uc10_pl_todo')` '_uc10_i)m4_dnl
m4_ifelse(m4_defn(`_uc10_pvk_'_uc10_i), `own', `_uc10_pl_scratch(m4_defn(`_uc10_pvf_'_uc10_i))')')')m4_dnl
_uc10_pl_next()')
m4_define(`_uc10_pl_scratch', `m4_ifelse(m4_defn(`_uc10_pcs_$1'), 0, `', `m4_pushdef(`_uc10_b',
	m4_eval(10000 + $1))m4_dnl
m4_define(`_uc10_pvf_'_uc10_b, $1)m4_define(`_uc10_pvl_'_uc10_b, $1)m4_define(`_uc10_pvz_'_uc10_b,
	m4_defn(`_uc10_pcs_$1'))m4_dnl
m4_define(`_uc10_pl_todo', m4_defn(`_uc10_pl_todo')` '_uc10_b)m4_popdef(`_uc10_b')')')

# Place the first buffer of the order still to place, until none is left.
m4_define(`_uc10_pl_next', `_uc10_pl_keys()_uc10_pl_next_()')
m4_define(`_uc10_pl_next_',
`m4_ifelse(m4_defn(`_uc10_pl_todo'), `', `', `m4_define(`_uc10_pl_b', -1)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_todo'), `[0-9]+', `_uc10_pl_big(\&)')m4_dnl
_uc10_pl_place(_uc10_pl_b)m4_define(`_uc10_pl_todo', m4_patsubst(m4_defn(`_uc10_pl_todo'), ` '_uc10_pl_b`\b'))$0()')')
m4_define(`_uc10_pl_big', `m4_ifelse(_uc10_pl_b, -1, `m4_define(`_uc10_pl_b', $1)',
`m4_ifelse(m4_eval(m4_defn(`_uc10_pl_key_$1') > m4_defn(`_uc10_pl_key_'_uc10_pl_b)), 1,
	`m4_define(`_uc10_pl_b', $1)')')')
# The orders: by size (`size', TFLM's), the buffers alive at the call of
# the lower bound first, the one it makes and its scratch last among them
# (`peak': the lower bound reached there), or by the call that makes them
# (`time', first fit in program order; `late', in reverse).
m4_define(`_uc10_pl_keys', `m4_patsubst(m4_defn(`_uc10_pl_todo'), `[0-9]+', `m4_define(`_uc10_pl_key_\&',
	m4_indir(`_uc10_pl_k_'m4_defn(`_uc10_pl_order'), \&))')')
m4_define(`_uc10_pl_k_size', `_uc10_pvz_$1')
m4_define(`_uc10_pl_k_time', `m4_eval(-_uc10_pvf_$1)')
m4_define(`_uc10_pl_k_late', `_uc10_pvf_$1')
m4_define(`_uc10_pl_k_peak', `m4_ifelse(m4_eval(_uc10_pl_alive_at(`$1', _uc10_pl_crit)), 1,
`m4_eval(1000000000 - (_uc10_pvf_$1 == _uc10_pl_crit) * 500000000 + _uc10_pvz_$1)', `_uc10_pvz_$1')')
# The lowest offset among 0, the ends of the placed buffers it meets and
# their starts less its size where it overlaps none of them.
m4_define(`_uc10_pl_place',
`m4_define(`_uc10_pl_at', -1)_uc10_pl_fit(`$1', 0)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `m4_ifelse(_uc10_pl_meet($1, \&), 1, `_uc10_pl_fit($1,
	m4_eval(_uc10_pvo_\& + _uc10_pvz_\&))_uc10_pl_fit($1, m4_eval(_uc10_pvo_\& - _uc10_pvz_$1))')')m4_dnl
m4_define(`_uc10_pvo_$1', _uc10_pl_at)m4_define(`_uc10_pl_done', m4_defn(`_uc10_pl_done')` $1')m4_dnl
m4_ifelse(m4_eval(_uc10_pl_at + _uc10_pvz_$1 > _uc10_pl_bytes), 1, `m4_define(`_uc10_pl_bytes',
	m4_eval(_uc10_pl_at + _uc10_pvz_$1))')')
m4_define(`_uc10_pl_fit',
`m4_ifelse(m4_eval($2 < 0 || (_uc10_pl_at != -1 && $2 >= _uc10_pl_at)), 1, `', `m4_define(`_uc10_pl_ok', 1)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `m4_ifelse(_uc10_pl_meet($1, \&), 1,
	`m4_ifelse(m4_eval($2 < _uc10_pvo_\& + _uc10_pvz_\& && _uc10_pvo_\& < $2 + _uc10_pvz_$1), 1,
	`m4_define(`_uc10_pl_ok', 0)')')')m4_dnl
m4_ifelse(_uc10_pl_ok, 1, `m4_define(`_uc10_pl_at', $2)')')')

# Call S: the end of its result's window, the lowest buffer alive during
# the call above the result; with scratch planned, the result's end, and
# _uc10_pcso_S the scratch's offset.
m4_define(`_uc10_pl_step',
`m4_define(`_uc10_pcx_$1', _uc10_pl_bytes)m4_pushdef(`_uc10_r', _uc10_pcr_$1)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `_uc10_pl_alive($1, \&)')m4_dnl
m4_ifelse(m4_defn(`_uc10_pcs_$1'), 0, `', m4_defn(`_uc10_pvk_'_uc10_r), `own', `m4_define(`_uc10_pcx_$1',
	m4_eval(_uc10_pvo_'_uc10_r` + _uc10_pvz_'_uc10_r`))m4_dnl
m4_define(`_uc10_pcso_$1', _uc10_pvo_'m4_eval(10000 + $1)`)')m4_popdef(`_uc10_r')')
m4_define(`_uc10_pl_alive',
`m4_ifelse(m4_eval(_uc10_pvf_$2 <= $1 && $1 <= _uc10_pvl_$2), 1, `m4_dnl
m4_ifelse(m4_defn(`_uc10_pvk_'_uc10_r), `own',
	`m4_ifelse(m4_eval($2 != _uc10_r && _uc10_pvo_$2 >= _uc10_pvo_'_uc10_r` + _uc10_pvz_'_uc10_r`
		&& _uc10_pvo_$2 < _uc10_pcx_$1), 1,
`m4_define(`_uc10_pcx_$1', _uc10_pvo_$2)')')')')
