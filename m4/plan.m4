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
# takes it right after the result (the arena is a bump allocator), so the
# two are planned as one block, in the one of two ways that gives the
# smaller arena: the scratch as a buffer of its own, alive during the call
# only (`split': the bytes after a result can be lent out before and after
# the call, but a chain of calls each reading the previous result leaves
# gaps), or the result reserved with its scratch for the whole of its life
# (`whole': a ping-pong chain of equal layers needs no more than two
# blocks), or every value reserved with the largest scratch of the program
# (`even': a chain of three calls a layer, convolution, batch_norm, relu,
# puts the convolution's result in either of two blocks by turns).  The lower bound counts the scratch during its call only.
#
# Out: _uc10_pvo_I offset of own value I, _uc10_pl_bytes the arena size,
# _uc10_pl_lower the lower bound, _uc10_pcx_I the window end of call I.

m4_define(`_uc10_pl_meet', `m4_eval(!(_uc10_pvf_$1 > _uc10_pvl_$2 || _uc10_pvf_$2 > _uc10_pvl_$1))')
m4_define(`_uc10_plan',
`m4_define(`_uc10_pl_maxs', 0)_uc10_for(`_uc10_s', 0, m4_decr(_uc10_pg_nc), `m4_ifelse(m4_eval(m4_defn(`_uc10_pcs_'_uc10_s) > _uc10_pl_maxs), 1,
`m4_define(`_uc10_pl_maxs', m4_defn(`_uc10_pcs_'_uc10_s))')')m4_dnl
_uc10_pl_bound()m4_define(`_uc10_pl_best', `split, size')_uc10_pl_run(`split', `size')m4_define(`_uc10_pl_min', _uc10_pl_bytes)m4_dnl
m4_ifelse(_uc10_pl_maxs, 0, `', `_uc10_pl_try_mode(`split', `block')_uc10_pl_try_mode(`split', `time')_uc10_pl_try_mode(`split', `late')_uc10_pl_try_mode(`split', `peak')m4_dnl
_uc10_pl_try_mode(`apart', `size')_uc10_pl_try_mode(`apart', `time')_uc10_pl_try_mode(`apart', `late')_uc10_pl_try_mode(`apart', `peak')m4_dnl
_uc10_pl_try_mode(`whole', `size')_uc10_pl_try_mode(`whole', `time')_uc10_pl_try_mode(`even', `size')_uc10_pl_try_mode(`even', `time')m4_dnl
_uc10_pl_run(_uc10_pl_best)')m4_dnl
_uc10_for(`_uc10_s', 0, m4_decr(_uc10_pg_nc), `_uc10_pl_step(_uc10_s)')')
# The lower bound: at each call, its scratch and the own values alive;
# _uc10_pl_crit the call where the sum is largest.
m4_define(`_uc10_pl_bound', `m4_define(`_uc10_pl_lower', 0)m4_define(`_uc10_pl_crit', 0)m4_dnl
_uc10_for(`_uc10_s', 0, m4_decr(_uc10_pg_nc), `m4_define(`_uc10_pl_sum', m4_defn(`_uc10_pcs_'_uc10_s))m4_dnl
_uc10_for(`_uc10_i', 0, m4_decr(_uc10_pg_nv), `m4_ifelse(m4_defn(`_uc10_pvk_'_uc10_i), `own', `m4_ifelse(m4_eval(_uc10_pl_alive_at(_uc10_i, _uc10_s)), 1,
`m4_define(`_uc10_pl_sum', m4_eval(_uc10_pl_sum + m4_defn(`_uc10_pvz_'_uc10_i)))')')')m4_dnl
m4_ifelse(m4_eval(_uc10_pl_sum > _uc10_pl_lower), 1, `m4_define(`_uc10_pl_lower', _uc10_pl_sum)m4_define(`_uc10_pl_crit', _uc10_s)')')')
m4_define(`_uc10_pl_alive_at', `m4_defn(`_uc10_pvf_$1') <= $2 && $2 <= m4_defn(`_uc10_pvl_$1')')
m4_define(`_uc10_pl_try_mode', `_uc10_pl_run(`$1', `$2')m4_ifelse(m4_eval(_uc10_pl_bytes < _uc10_pl_min), 1,
`m4_define(`_uc10_pl_min', _uc10_pl_bytes)m4_define(`_uc10_pl_best', `$1, $2')')')
m4_define(`_uc10_pl_run',
`m4_define(`_uc10_pl_todo', `')m4_define(`_uc10_pl_done', `')m4_define(`_uc10_pl_bytes', 0)m4_define(`_uc10_pl_mode', `$1')m4_define(`_uc10_pl_order', `$2')m4_dnl
_uc10_for(`_uc10_i', 0, m4_decr(_uc10_pg_nv), `m4_ifelse(m4_defn(`_uc10_pvk_'_uc10_i), `own', `m4_define(`_uc10_pl_todo', m4_defn(`_uc10_pl_todo')` '_uc10_i)_uc10_pl_scratch_$1(_uc10_i, m4_defn(`_uc10_pvf_'_uc10_i))')')m4_dnl
_uc10_pl_next()')

# The scratch of the call that makes own value I (call C): a buffer 10000+C
# alive during that call only, right after I (the kernel takes it from the
# arena's top, which is I's end); or I's block made that much larger.
# _uc10_pvp_I: the bytes placed for buffer I.
m4_define(`_uc10_pl_scratch_split', `m4_ifdef(`_uc10_pvx_$1', `m4_undefine(`_uc10_pvx_$1')')m4_define(`_uc10_pvp_$1', m4_defn(`_uc10_pvz_$1'))m4_dnl
m4_ifelse(m4_defn(`_uc10_pcs_$2'), 0, `', `m4_define(`_uc10_pvx_$1', m4_eval(10000 + $2))m4_dnl
m4_define(`_uc10_pvf_'m4_eval(10000 + $2), $2)m4_define(`_uc10_pvl_'m4_eval(10000 + $2), $2)m4_define(`_uc10_pvp_'m4_eval(10000 + $2), m4_defn(`_uc10_pcs_$2'))')')
m4_define(`_uc10_pl_scratch_apart', `_uc10_pl_scratch_split($@)m4_ifdef(`_uc10_pvx_$1', `m4_dnl
m4_define(`_uc10_pl_todo', m4_defn(`_uc10_pl_todo')` 'm4_defn(`_uc10_pvx_$1'))m4_undefine(`_uc10_pvx_$1')')')
m4_define(`_uc10_pl_scratch_whole', `m4_ifdef(`_uc10_pvx_$1', `m4_undefine(`_uc10_pvx_$1')')m4_dnl
m4_define(`_uc10_pvp_$1', m4_eval(m4_defn(`_uc10_pvz_$1') + m4_defn(`_uc10_pcs_$2')))')
m4_define(`_uc10_pl_scratch_even', `m4_ifdef(`_uc10_pvx_$1', `m4_undefine(`_uc10_pvx_$1')')m4_dnl
m4_define(`_uc10_pvp_$1', m4_eval(m4_defn(`_uc10_pvz_$1') + _uc10_pl_maxs))')

# Place the largest buffer still to place, until none is left.
m4_define(`_uc10_pl_next', `_uc10_pl_keys()_uc10_pl_next_()')
m4_define(`_uc10_pl_next_',
`m4_ifelse(m4_defn(`_uc10_pl_todo'), `', `', `m4_define(`_uc10_pl_b', -1)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_todo'), `[0-9]+', `_uc10_pl_big(\&)')m4_dnl
_uc10_pl_place(_uc10_pl_b)m4_define(`_uc10_pl_todo', m4_patsubst(m4_defn(`_uc10_pl_todo'), ` '_uc10_pl_b`\b'))$0()')')
m4_define(`_uc10_pl_big', `m4_ifelse(_uc10_pl_b, -1, `m4_define(`_uc10_pl_b', $1)',
`m4_ifelse(m4_eval(m4_defn(`_uc10_pl_key_$1') > m4_defn(`_uc10_pl_key_'_uc10_pl_b)), 1, `m4_define(`_uc10_pl_b', $1)')')')
# The order buffers are placed in: by size (`size'), by the size of a result
# and its scratch together (`block'), or by the call that makes them
# (`time', first fit in program order; `late', in reverse), or the values
# alive at the call of the lower bound first, the one it makes last, after
# them its scratch (`peak': the lower bound reached there).
m4_define(`_uc10_pl_keys', `m4_patsubst(m4_defn(`_uc10_pl_todo'), `[0-9]+', `m4_define(`_uc10_pl_key_\&', m4_indir(`_uc10_pl_k_'m4_defn(`_uc10_pl_order'), \&))')')
m4_define(`_uc10_pl_k_size', `_uc10_pvp_$1')
m4_define(`_uc10_pl_k_block', `m4_eval(_uc10_pvp_$1`'m4_ifdef(`_uc10_pvx_$1', ` + m4_defn(`_uc10_pvp_'m4_defn(`_uc10_pvx_$1'))'))')
m4_define(`_uc10_pl_k_time', `m4_eval(-_uc10_pvf_$1)')
m4_define(`_uc10_pl_k_late', `_uc10_pvf_$1')
m4_define(`_uc10_pl_k_peak', `m4_ifelse(m4_eval(_uc10_pl_alive_at(`$1', _uc10_pl_crit)), 1,
`m4_eval(1000000000 - (_uc10_pvf_$1 == _uc10_pl_crit) * 500000000 + _uc10_pvp_$1)', `_uc10_pvp_$1')')
# The lowest offset among 0, the ends of the placed buffers it meets and
# their starts less its size (with its scratch) where it overlaps none of
# them.
m4_define(`_uc10_pl_place',
`m4_define(`_uc10_pl_at', -1)_uc10_pl_try($1, 0)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `m4_ifelse(_uc10_pl_meet($1, \&), 1, `_uc10_pl_try($1, m4_eval(_uc10_pvo_\& + _uc10_pvp_\&))_uc10_pl_try($1, m4_eval(_uc10_pvo_\& - _uc10_pl_k_block($1)))')')m4_dnl
m4_ifdef(`_uc10_pvx_$1', `m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `m4_ifelse(_uc10_pl_meet(m4_defn(`_uc10_pvx_$1'), \&), 1, `_uc10_pl_try($1, m4_eval(_uc10_pvo_\& + _uc10_pvp_\& - _uc10_pvp_$1))')')')m4_dnl
_uc10_pl_put($1, _uc10_pl_at)m4_ifdef(`_uc10_pvx_$1', `_uc10_pl_put(m4_defn(`_uc10_pvx_$1'), m4_eval(_uc10_pl_at + _uc10_pvp_$1))')')
m4_define(`_uc10_pl_put', `m4_define(`_uc10_pvo_$1', $2)m4_define(`_uc10_pl_done', m4_defn(`_uc10_pl_done')` $1')m4_dnl
m4_ifelse(m4_eval($2 + _uc10_pvp_$1 > _uc10_pl_bytes), 1, `m4_define(`_uc10_pl_bytes', m4_eval($2 + _uc10_pvp_$1))')')
m4_define(`_uc10_pl_try',
`m4_ifelse(m4_eval($2 < 0 || (_uc10_pl_at != -1 && $2 >= _uc10_pl_at)), 1, `', `m4_define(`_uc10_pl_ok', 1)_uc10_pl_free($1, $2)m4_dnl
m4_ifdef(`_uc10_pvx_$1', `_uc10_pl_free(m4_defn(`_uc10_pvx_$1'), m4_eval($2 + _uc10_pvp_$1))')m4_dnl
m4_ifelse(_uc10_pl_ok, 1, `m4_define(`_uc10_pl_at', $2)')')')
# _uc10_pl_free(B, AT): clear _uc10_pl_ok if B at AT overlaps a placed buffer it meets.
m4_define(`_uc10_pl_free',
`m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `m4_ifelse(_uc10_pl_meet($1, \&), 1, `m4_ifelse(m4_eval($2 < _uc10_pvo_\& + _uc10_pvp_\& && _uc10_pvo_\& < $2 + _uc10_pvp_$1), 1, `m4_define(`_uc10_pl_ok', 0)')')')')

# Call S: the end of its result's window, the lowest buffer alive during
# the call above the result (its own scratch aside); with scratch planned,
# the result's end, and _uc10_pcso_S the scratch's offset.
m4_define(`_uc10_pl_step',
`m4_define(`_uc10_pcx_$1', _uc10_pl_bytes)m4_pushdef(`_uc10_r', _uc10_pcr_$1)m4_dnl
m4_patsubst(m4_defn(`_uc10_pl_done'), `[0-9]+', `_uc10_pl_alive($1, \&)')m4_dnl
m4_ifelse(m4_defn(`_uc10_pcs_$1'), 0, `', m4_defn(`_uc10_pvk_'_uc10_r), `own', `m4_define(`_uc10_pcx_$1', m4_eval(_uc10_pvo_'_uc10_r` + _uc10_pvz_'_uc10_r`))m4_dnl
m4_define(`_uc10_pcso_$1', m4_ifelse(_uc10_pl_mode, `split', `_uc10_pvo_'m4_eval(10000 + $1), _uc10_pl_mode, `apart', `_uc10_pvo_'m4_eval(10000 + $1), `_uc10_pcx_$1'))')m4_popdef(`_uc10_r')')
m4_define(`_uc10_pl_alive',
`m4_ifelse(m4_eval(_uc10_pvf_$2 <= $1 && $1 <= _uc10_pvl_$2), 1, `m4_dnl
m4_ifelse(m4_defn(`_uc10_pvk_'_uc10_r), `own', `m4_ifelse(m4_eval($2 != _uc10_r && $2 != 10000 + $1 && _uc10_pvo_$2 >= _uc10_pvo_'_uc10_r` + _uc10_pvz_'_uc10_r` && _uc10_pvo_$2 < _uc10_pcx_$1), 1,
`m4_define(`_uc10_pcx_$1', _uc10_pvo_$2)')')')')
