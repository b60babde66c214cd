# plan.m4 - the memory plan of a program (Note [Programs] in program.m4).
#
# Note [Memory plan]
# Every value with storage of its own (`own': a call's result that is no
# view, no in-place result, no input handed back) lives from the call that
# makes it to the last call that reads it or any alias of it (the output:
# to the end).  Those buffers are placed in one arena by size, largest
# first: each at the lowest offset where it overlaps no buffer already
# placed whose lifetime meets its own (TFLM's greedy-by-size planner, done
# at build time).  The arena's size is the highest end; the lower bound
# any plan must reach is the largest sum of the sizes of the buffers alive
# at one call.  Sizes are rounded up to the arena's alignment (8).
#
# At run time a call's kernel allocates from a window of the arena that
# starts at its result's offset and ends at the next buffer alive during
# the call (or the arena's end): the result lands where the plan put it,
# the kernel's temporaries can use the free bytes above it, and a kernel
# that would need more fails with UC10_E_NOMEM instead of overwriting a
# live value.
#
# A kernel that takes scratch beside its result (_uc10_pcs_I, program.m4)
# has it planned as one more buffer, alive during the call only and placed
# right after the result, where the kernel will take it.
#
# Out: _uc10_pvo_I offset of own value I, _uc10_pl_bytes the arena size,
# _uc10_pl_lower the lower bound, _uc10_pcx_I the window end of call I.

m4_define(`_uc10_pl_meet', `m4_eval(!(_uc10_pvf_$1 > _uc10_pvl_$2 || _uc10_pvf_$2 > _uc10_pvl_$1))')
m4_define(`_uc10_plan',
`m4_define(`_uc10_pl_todo', `')m4_define(`_uc10_pl_done', `')m4_define(`_uc10_pl_bytes', 0)m4_dnl
_uc10_for(`_uc10_i', 0, m4_decr(_uc10_pg_nv), `m4_ifelse(m4_defn(`_uc10_pvk_'_uc10_i), `own', `m4_define(`_uc10_pl_todo', m4_defn(`_uc10_pl_todo')` '_uc10_i)_uc10_pl_scratch(_uc10_i, m4_defn(`_uc10_pvf_'_uc10_i))')')m4_dnl
_uc10_pl_next()m4_dnl
m4_define(`_uc10_pl_lower', 0)_uc10_for(`_uc10_s', 0, m4_decr(_uc10_pg_nc), `_uc10_pl_step(_uc10_s)')')

# The scratch of the call that makes own value I (call C): a buffer 10000+C
# alive during that call only, right after I (the kernel takes it from the
# arena's top, which is I's end).
m4_define(`_uc10_pl_scratch', `m4_ifelse(m4_defn(`_uc10_pcs_$2'), 0, `', `m4_define(`_uc10_pvx_$1', m4_eval(10000 + $2))m4_dnl
m4_define(`_uc10_pvf_'m4_eval(10000 + $2), $2)m4_define(`_uc10_pvl_'m4_eval(10000 + $2), $2)m4_define(`_uc10_pvz_'m4_eval(10000 + $2), m4_defn(`_uc10_pcs_$2'))')')

# Place the largest buffer still to place, until none is left.
m4_define(`_uc10_pl_next',
`m4_ifelse(m4_defn(`_uc10_pl_todo'), `', `', `m4_define(`_uc10_pl_b', -1)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_todo'), `[0-9]+', `_uc10_pl_big(\&)')m4_dnl
_uc10_pl_place(_uc10_pl_b)m4_define(`_uc10_pl_todo', m4_patsubst(m4_defn(`_uc10_pl_todo'), ` '_uc10_pl_b`\b'))$0()')')
m4_define(`_uc10_pl_big', `m4_ifelse(_uc10_pl_b, -1, `m4_define(`_uc10_pl_b', $1)',
`m4_ifelse(m4_eval(_uc10_pvz_$1 > m4_defn(`_uc10_pvz_'_uc10_pl_b)), 1, `m4_define(`_uc10_pl_b', $1)')')')
# The lowest offset among 0 and the ends of the placed buffers it meets
# where it overlaps none of them.
m4_define(`_uc10_pl_place',
`m4_define(`_uc10_pl_at', -1)_uc10_pl_try($1, 0)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `m4_ifelse(_uc10_pl_meet($1, \&), 1, `_uc10_pl_try($1, m4_eval(_uc10_pvo_\& + _uc10_pvz_\&))')')m4_dnl
m4_ifdef(`_uc10_pvx_$1', `m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `m4_ifelse(_uc10_pl_meet(m4_defn(`_uc10_pvx_$1'), \&), 1, `_uc10_pl_try($1, m4_eval(_uc10_pvo_\& + _uc10_pvz_\& - _uc10_pvz_$1))')')')m4_dnl
_uc10_pl_put($1, _uc10_pl_at)m4_ifdef(`_uc10_pvx_$1', `_uc10_pl_put(m4_defn(`_uc10_pvx_$1'), m4_eval(_uc10_pl_at + _uc10_pvz_$1))')')
m4_define(`_uc10_pl_put', `m4_define(`_uc10_pvo_$1', $2)m4_define(`_uc10_pl_done', m4_defn(`_uc10_pl_done')` $1')m4_dnl
m4_ifelse(m4_eval($2 + _uc10_pvz_$1 > _uc10_pl_bytes), 1, `m4_define(`_uc10_pl_bytes', m4_eval($2 + _uc10_pvz_$1))')')
m4_define(`_uc10_pl_try',
`m4_ifelse(m4_eval($2 < 0 || (_uc10_pl_at != -1 && $2 >= _uc10_pl_at)), 1, `', `m4_define(`_uc10_pl_ok', 1)_uc10_pl_free($1, $2)m4_dnl
m4_ifdef(`_uc10_pvx_$1', `_uc10_pl_free(m4_defn(`_uc10_pvx_$1'), m4_eval($2 + _uc10_pvz_$1))')m4_dnl
m4_ifelse(_uc10_pl_ok, 1, `m4_define(`_uc10_pl_at', $2)')')')
# _uc10_pl_free(B, AT): clear _uc10_pl_ok if B at AT overlaps a placed buffer it meets.
m4_define(`_uc10_pl_free',
`m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `m4_ifelse(_uc10_pl_meet($1, \&), 1, `m4_ifelse(m4_eval($2 < _uc10_pvo_\& + _uc10_pvz_\& && _uc10_pvo_\& < $2 + _uc10_pvz_$1), 1, `m4_define(`_uc10_pl_ok', 0)')')')')

# Call S: the sum of the buffers alive (for the lower bound), and the end of
# its result's window.
m4_define(`_uc10_pl_step',
`m4_define(`_uc10_pl_sum', 0)m4_define(`_uc10_pcx_$1', _uc10_pl_bytes)m4_pushdef(`_uc10_r', _uc10_pcr_$1)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `_uc10_pl_alive($1, \&)')m4_dnl
m4_ifelse(m4_eval(_uc10_pl_sum > _uc10_pl_lower), 1, `m4_define(`_uc10_pl_lower', _uc10_pl_sum)')m4_popdef(`_uc10_r')')
m4_define(`_uc10_pl_alive',
`m4_ifelse(m4_eval(_uc10_pvf_$2 <= $1 && $1 <= _uc10_pvl_$2), 1, `m4_define(`_uc10_pl_sum', m4_eval(_uc10_pl_sum + _uc10_pvz_$2))m4_dnl
m4_ifelse(m4_defn(`_uc10_pvk_'_uc10_r), `own', `m4_ifelse(m4_eval($2 != _uc10_r && $2 != 10000 + $1 && _uc10_pvo_$2 >= _uc10_pvo_'_uc10_r` + _uc10_pvz_'_uc10_r` && _uc10_pvo_$2 < _uc10_pcx_$1), 1,
`m4_define(`_uc10_pcx_$1', _uc10_pvo_$2)')')')')
