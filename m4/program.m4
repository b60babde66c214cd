# program.m4 - models as build-time programs: the language of a program file.
#
# Note [Programs]
# A program is a model's forward pass as the list of operator calls
# torch.jit.trace recorded (tools/export/uc10_export.py writes it):
#
#   UC10_PROGRAM(`name', `name_data.h')           the program and its data header
#   UC10_INPUT(`x', `Float', `1, 1, 6, 6', `sym') an input (example data: sym)
#   UC10_CONST(`c0', `Float', `4, 1, 3, 3', `sym'[, `scale', `zero_point'])
#   UC10_CONST_PER_CHANNEL(`c1', `QInt8', `4, 1, 3, 3', `sym', `axis')
#                                                 a constant over const data in flash
#                                                 (per channel: sym_scales, sym_zero_points)
#   UC10_CALL(`v1', `Float', `1, 4, 6, 6', `aten::relu', `x'[, `copy'])
#                                                 v1 = aten::relu(x), of that dtype and shape
#                                                 (copy: a view op that copied, below)
#   UC10_RESULT(`v2', `Float', `1, 1, 5')          the next result of the call above, for an
#                                                 operator with several (lstm: three)
#   UC10_OUTPUT(`v9')                             what the program returns
#   UC10_REFERENCE(`sym', `Float', `1, 10', `tolerance' | `scale', `zero_point')
#                                                 PyTorch's output, for `make program-check'
#   UC10_END_PROGRAM
#
# The file is read after the operator libraries (mk/program.mk), so every
# call is checked against its operator's schema as it is read: the
# operator must be defined, the arguments must be as many as the schema
# takes (missing ones get the schema's defaults) and each must be of its
# type (a value name for a Tensor, an int for an int, `[1, 1]' for an
# int[2], ...).  A mismatch stops the build at the call's file:line.  The
# program's operators are selected (Note [Selective build] in
# registry.m4), so the build holds them and what their composite kernels
# call, and nothing else.  m4/plan.m4 places the values in one arena and
# m4/emit_program.m4 writes the C.
#
# A call of an operator that returns several tensors (`-> (Tensor, Tensor,
# Tensor)') is its UC10_CALL, which names the first result, and right after
# it one UC10_RESULT a further result, in the schema's order; anything else
# before they are all named stops the build at that line.  Its kernel
# allocates its results first, in that order (Note [Kernel contract] in
# kernels/common/kernel.h): the plan gives them one buffer, the first
# result's, its size the sum of theirs, alive while any of them is; result
# K (a `part') sits at _uc10_pvp_I bytes into it, and the run checks that it
# is there.
#
# Facts: value I (_uc10_pg_nv of them): _uc10_pvn_I name, _uc10_pvt_I dtype
# name, _uc10_pvs_I sizes (`1,4,6,6'), _uc10_pvd_I dims, _uc10_pvz_I bytes
# (rounded up to the arena's alignment, 8), _uc10_pvk_I kind (in, const,
# own: a result with storage of its own, alias: a result sharing the
# storage of _uc10_pvb_I, its base; part: a further result of a call, in
# the buffer of its first, _uc10_pvb_I), _uc10_pvf_I the call that defines it,
# _uc10_pvl_I the last call that reads its storage (through any alias),
# _uc10_pvrd_I how many calls read it.
# Call I (_uc10_pg_nc of them): _uc10_pco_I op number, _uc10_pcq_I its
# qualified name, _uc10_pca_I the C arguments, _uc10_pcr_I the result value,
# _uc10_pcw_I file:line, _uc10_pcv_I the values it reads as tensors,
# _uc10_pcs_I the scratch bytes its kernel takes beside its result,
# _uc10_pcd_I the bytes of a request of its kernel the plan declines,
# _uc10_pcrs_I its further results (` 7 8', value numbers).
# They are read through accessors, as the registry's are (Note [The model]
# in registry.m4): `_uc10_pv(I, FIELD)' is value I's FIELD (n, t, s, ...:
# _uc10_pvFIELD_I), `_uc10_pc(I, FIELD)' call I's, `_uc10_pg_num(NAME)' the
# number of the value named NAME.  While a call is read, its argument J is
# `_uc10_pa(J, `t')' as written and `_uc10_pa(J, `v')' the value it names
# (empty for no tensor).
m4_define(`_uc10_pv', `m4_defn(`_uc10_pv$2_$1')')
m4_define(`_uc10_pc', `m4_defn(`_uc10_pc$2_$1')')
m4_define(`_uc10_pa', `m4_defn(`_uc10_pa_$2_$1')')
m4_define(`_uc10_pg_num', `m4_defn(`_uc10_pv_$1')')

m4_define(`_uc10_pg_nv', 0)
m4_define(`_uc10_pg_nc', 0)

# (The dtype names, _uc10_pdt_NAME and _uc10_pdsz_NAME: registry.m4.)

# UC10_PROGRAM(NAME, `DATA_HEADER')
m4_define(`UC10_PROGRAM',
`m4_ifdef(`_uc10_pg_name',
  `_uc10_fatal(`UC10_PROGRAM: one program a build ('m4_defn(`_uc10_pg_name')m4_dnl
` is at 'm4_defn(`_uc10_pg_where')`)')')m4_dnl
_uc10_ident(`$1', `program name', `UC10_PROGRAM')m4_dnl
_uc10_need(`$2', `data header', `UC10_PROGRAM')m4_dnl
m4_define(`_uc10_pg_name', `$1')m4_define(`_uc10_pg_hdr', `$2')m4_define(`_uc10_pg_where', _uc10_here)')
# _uc10_pg_in(MACRO) - MACRO is read inside the program, and not while the
# results of the call above are still to be named (but for UC10_RESULT).
m4_define(`_uc10_pg_in',
`m4_ifdef(`_uc10_pg_name', `', `_uc10_fatal(`$1 outside a program (UC10_PROGRAM first)')')m4_dnl
m4_ifdef(`_uc10_pg_ended', `_uc10_fatal(`$1 after UC10_END_PROGRAM')')m4_dnl
m4_ifelse(_uc10_pg_pend, 0, `', `$1', `UC10_RESULT', `', `_uc10_pg_unnamed(`$1')')')
# The results of the last call still to be named by UC10_RESULT lines.
m4_define(`_uc10_pg_pend', 0)
m4_define(`_uc10_pg_unnamed',
`_uc10_fatal(`$1: 'm4_defn(`_uc10_pg_pendq')` at 'm4_defn(`_uc10_pg_pendw')m4_dnl
` returns 'm4_eval(_uc10_pg_pendk + _uc10_pg_pend)m4_dnl
` tensors: a UC10_RESULT line for each result after the first must follow it ('_uc10_pg_pend` missing)')')

# _uc10_pgval(MACRO, NAME, DTYPE, SHAPE, KIND) - define value NAME, number
# `_uc10_pg_nv': checked, then its facts.
m4_define(`_uc10_pgval',
`_uc10_pg_in(`$1')_uc10_pgval_check($@)m4_dnl
m4_define(`_uc10_pv_$2', _uc10_pg_nv)m4_dnl
_uc10_pgval_(_uc10_pg_nv, `$2', `$3', m4_patsubst(``$4'', ` '), `$5')_uc10_inc(`_uc10_pg_nv')')
m4_define(`_uc10_pgval_check',
`_uc10_ident(`$2', `value name', `$1')m4_dnl
m4_ifdef(`_uc10_pv_$2',
  `_uc10_fatal(`$1: value `$2' is already defined at '_uc10_pv(_uc10_pg_num(`$2'), `w'))')m4_dnl
m4_ifdef(`_uc10_pdt_$3', `',
  `_uc10_fatal(`$1: unknown dtype `$3' of value `$2' 'm4_dnl
`(Byte, Char, Short, Int, Long, Float, Double, Bool, QInt8, QUInt8 or QInt32)')')m4_dnl
m4_ifelse(m4_regexp(`$4', `^ *\([0-9]+ *\(, *[0-9]+ *\)*\)?$'), 0, `',
  `_uc10_fatal(`$1: shape `$4' of value `$2' is not a list of sizes')')')
# _uc10_pgval_(I, NAME, DTYPE, SIZES, KIND) - value I's facts (SIZES
# without blanks); its bytes rounded up to the arena's alignment.
m4_define(`_uc10_pgval_',
`m4_define(`_uc10_pvw_$1', _uc10_here)m4_define(`_uc10_pvn_$1', `$2')m4_define(`_uc10_pvt_$1', `$3')m4_dnl
m4_define(`_uc10_pvs_$1', `$4')m4_define(`_uc10_pvd_$1', _uc10_pg_ndims(`$4'))m4_dnl
m4_define(`_uc10_pvz_$1', m4_eval((_uc10_pg_elems(`$4') * m4_defn(`_uc10_pdsz_$3') + 7) / 8 * 8))m4_dnl
m4_define(`_uc10_pvk_$1', `$5')m4_define(`_uc10_pvb_$1', `$1')m4_dnl
m4_define(`_uc10_pvf_$1', _uc10_pg_nc)m4_define(`_uc10_pvl_$1', _uc10_pg_nc)m4_dnl
m4_define(`_uc10_pvrd_$1', 0)')
# _uc10_pg_ndims(SIZES) - the dimensions of a shape (`1,4,6,6': 4; `': 0).
m4_define(`_uc10_pg_ndims', `m4_ifelse(`$1', `', 0, `m4_len(m4_patsubst(`,$1', `,[^,]*', `x'))')')
# _uc10_pg_elems(SIZES) - its elements, as an expression (`1*4*6*6').
m4_define(`_uc10_pg_elems', `m4_ifelse(`$1', `', 1, `m4_patsubst(`$1', `,', `*')')')

# UC10_INPUT(NAME, DTYPE, `SHAPE', DATA)
m4_define(`UC10_INPUT',
`_uc10_pgval(`UC10_INPUT', `$1', `$2', `$3', `in')m4_dnl
_uc10_pgdata(`UC10_INPUT', `$1', `$4')m4_dnl
_uc10_pg_input_place(_uc10_pg_num(`$1'))')
# Where the inputs live (make INPUT=arena: UC10_PG_INPUT): the caller's
# memory (`caller', the default), or the arena (`arena'), a buffer the plan
# places as any other, alive until its last reader (_uc10_pvia_I 1), at an
# offset the generated header names (Note [Input in the arena] in
# m4/plan.m4).
m4_ifdef(`UC10_PG_INPUT', `', `m4_define(`UC10_PG_INPUT', `caller')')
m4_define(`_uc10_pg_input_place',
`m4_ifelse(UC10_PG_INPUT, `caller', `',
  UC10_PG_INPUT, `arena', `m4_define(`_uc10_pvia_$1', 1)',
  `_uc10_fatal(`UC10_INPUT: INPUT='UC10_PG_INPUT` is neither caller nor arena')')')
# UC10_CONST(NAME, DTYPE, `SHAPE', DATA[, SCALE, ZERO_POINT])
m4_define(`UC10_CONST',
`_uc10_pgval(`UC10_CONST', `$1', `$2', `$3', `const')m4_dnl
_uc10_pgdata(`UC10_CONST', `$1', `$4')m4_dnl
m4_ifelse(_uc10_pg_quantized(`$2'), 0,
  `m4_ifelse(`$5$6', `', `',
    `_uc10_fatal(`UC10_CONST: `$1' is not quantized ($2): no scale or zero point')')',
  `m4_ifelse(m4_regexp(`$6', `^-?[0-9]+$'), -1,
    `_uc10_fatal(`UC10_CONST: quantized `$1' ($2) needs a scale and an integer zero point')')m4_dnl
m4_define(`_uc10_pvq_'_uc10_pg_num(`$1'), `$5, $6')')')
# UC10_CONST_PER_CHANNEL(NAME, DTYPE, `SHAPE', DATA, AXIS)
m4_define(`UC10_CONST_PER_CHANNEL',
`_uc10_pgval(`UC10_CONST_PER_CHANNEL', `$1', `$2', `$3', `const')m4_dnl
_uc10_pgdata(`UC10_CONST_PER_CHANNEL', `$1', `$4')m4_dnl
m4_ifelse(_uc10_pg_quantized(`$2'), 0,
  `_uc10_fatal(`UC10_CONST_PER_CHANNEL: `$1' is not quantized ($2)')')m4_dnl
m4_ifelse(m4_regexp(`$5', `^[0-9]+$'), -1,
  `_uc10_fatal(`UC10_CONST_PER_CHANNEL: axis `$5' of `$1' is not a dimension')')m4_dnl
m4_define(`_uc10_pvc_'_uc10_pg_num(`$1'), `$5')')
# _uc10_pgdata(MACRO, NAME, DATA) - value NAME is over data symbol DATA.
m4_define(`_uc10_pgdata',
`_uc10_ident(`$3', `data symbol', `$1')m4_define(`_uc10_pvy_'_uc10_pg_num(`$2'), `$3')')
# _uc10_pg_quantized(DTYPE) - 1 for QInt8, QUInt8 and QInt32.
m4_define(`_uc10_pg_quantized', `m4_ifelse(m4_regexp(m4_defn(`_uc10_pdt_$1'), `UC10_QU?INT'), -1, 0, 1)')

# Operators whose kernel may give back an input as the result (dropout in
# eval mode returns `input' itself, as at::dropout does): the result is
# planned as an alias of that argument, as a view is.
m4_define(`_uc10_pg_passthrough_aten::dropout', 0)
m4_define(`_uc10_pg_passthrough_aten::feature_dropout', 0)

# Elementwise activations and the operator that computes them in place
# (Note [In place] in fuse.m4, which decides where that is safe): each
# such call of a dtype it takes selects it, so that the build holds it
# when the plan uses it (and only then).
m4_define(`_uc10_pg_inplace_op_aten::relu', `aten::relu_')
m4_define(`_uc10_pg_inplace_op_aten::hardtanh', `aten::hardtanh_')
m4_define(`_uc10_pg_inplace_op_aten::relu6', `aten::relu6_')
m4_define(`_uc10_pg_inplace_op_aten::clamp', `aten::clamp_')
# _uc10_pg_inplace_dt(QNAME, DTYPE): 1 if QNAME's in-place kernel takes a result of DTYPE.
m4_define(`_uc10_pg_inplace_dt',
`m4_ifelse(`$2', `Float', 1, `$1', `aten::relu', `m4_ifelse(m4_regexp(`$2', `^QU?Int8$'), 0, 1, 0)', 0)')
# _uc10_pg_sel_inplace(QNAME, DTYPE): select QNAME's in-place operator where it may run.
m4_define(`_uc10_pg_sel_inplace', `m4_ifelse(_uc10_pg_inplace_dt(`$1', `$2'), 1,
	`m4_ifdef(`_uc10_opid_'m4_indir(`_uc10_pg_inplace_op_$1'),
	`_uc10_select1(m4_indir(`_uc10_pg_inplace_op_$1'))')')')

# Kernels that take scratch from the arena beside their result (Note
# [Kernel contract] in kernels/common/kernel.h): its bytes, from the call's
# arguments, planned as a buffer alive during the call (Note [Memory plan]
# in plan.m4).  They mirror the kernels' own sizes, exactly: `make
# program-check' fails when a kernel asks for more (it then runs its
# fallback) or uses less.  The quantized linear and convolution keep one
# requantization record (32 bytes: uc10__qrequant, quantized.h) per output
# channel, then the int8 cores' buffer (kernels/quantized/qcore.h:
# uc10__qconv2d_buffer_size, the depthwise core's without rows,
# uc10__qgemm_buffer_size); the float convolution the core's padded plane,
# packed weights and depthwise row, none for a 1x1 matrix product or a 3x3
# depthwise plane read in place (uc10__conv2d_f32_buffer_size in
# kernels/conv/conv2d_f32.c).  Without them a core still computes, from the
# tensors in place, several times slower.  A linear layer of one row
# (batch 1) gets only the records: the matrix core's widened copy of the
# row costs more than it saves there (BENCHMARKS.md section 8).
#
# Those sizes depend on the target, as its compiler defines it
# (mk/program.mk passes them): UC10_PG_DSP 1 with the DSP extension (the
# int8 cores' per-channel table of three floats, rows of even length and
# weights widened to int16), UC10_PG_VL the float vector width of
# kernels/linear/sgemm.h (1: none; the float core packs 2 * VL output
# channels a pass, or 4), UC10_PG_FISA the float cores' instruction set
# (UC10_ISA of kernels/common/isa.h: 1 Armv7E-M).
#
# _uc10_pg_sz(J, K): size K of the tensor passed as argument J;
# _uc10_pg_i2(J, K): element K of the int[2] argument J (`[5, 1]' or `5');
# _uc10_pa_t_J: argument J as written.
m4_ifdef(`UC10_PG_DSP', `', `m4_define(`UC10_PG_DSP', 0)')
m4_ifdef(`UC10_PG_VL', `', `m4_define(`UC10_PG_VL', 1)')
m4_ifdef(`UC10_PG_FISA', `', `m4_define(`UC10_PG_FISA', 0)')
m4_define(`_uc10_pg_nth', `m4_ifelse(`$1', 0, `$2', `$0(m4_decr($1), m4_shift(m4_shift($@)))')')
#
# A mirror reads what its kernel's shapes have: an argument's size or an
# int[2]'s element that the call lacks (an unbatched convolution's input has no
# size 2) stops the build at the call's line with what is missing, never
# with m4's `bad expression' (_uc10_pg_cant).
m4_define(`_uc10_pg_sz',
`m4_ifelse(m4_defn(`_uc10_pa_v_$1'), `', `_uc10_pg_cant(`argument '_uc10_pg_aname(`$1')` is no tensor')',
`m4_ifelse(m4_eval(`$2' < m4_defn(`_uc10_pvd_'m4_defn(`_uc10_pa_v_$1'))), 1,
`_uc10_pg_nth(`$2', m4_indir(`_uc10_pvs_'m4_defn(`_uc10_pa_v_$1')))',
`_uc10_pg_cant(`argument '_uc10_pg_aname(`$1')` has no size $2 (it is 'm4_dnl
m4_defn(`_uc10_pvt_'m4_defn(`_uc10_pa_v_$1'))`['m4_dnl
m4_defn(`_uc10_pvs_'m4_defn(`_uc10_pa_v_$1'))`])')')')')
m4_define(`_uc10_pg_i2', `_uc10_pg_i2n(`$1', `$2', _uc10_pg_i2_(`$2', m4_patsubst(m4_defn(`_uc10_pa_t_$1'), `[][ ]')))')
m4_define(`_uc10_pg_i2_', `m4_ifelse(`$#', 2, `$2', `_uc10_pg_nth($@)')')
m4_define(`_uc10_pg_i2n', `m4_ifelse(m4_regexp(`$3', _uc10_pg_int_re), 0, `$3',
`_uc10_pg_cant(`argument '_uc10_pg_aname(`$1')` ('m4_defn(`_uc10_pa_t_$1')`) has no element $2')')')
m4_define(`_uc10_pg_aname', `m4_incr(`$1') (_uc10_sget(_uc10_pa_N, `a_$1_name'))')
m4_define(`_uc10_pg_cant',
`_uc10_fatal(`UC10_CALL: 'm4_defn(`_uc10_pa_q')`: the memory plan cannot size the scratch of its kernel: $1; 'm4_dnl
`m4/program.m4 mirrors it for other shapes (_uc10_pg_scratch_'m4_defn(`_uc10_pa_q')`)')')
m4_define(`_uc10_pg_r8', `m4_eval(($1 + 7) / 8 * 8)')
# _uc10_pg_qcore(N, K): the int8 matrix core's buffer for N channels of K
# (uc10__qgemm_buffer_size): the table, two widened rows, the weights.
m4_define(`_uc10_pg_qcore',
`(UC10_PG_DSP * 12 * ($1) + 4 * (($2) + UC10_PG_DSP * (($2) % 2))
	+ (1 + UC10_PG_DSP) * ($1) * ($2))')
# (Size 0 of argument 1: the weight's output channels, or out_features.)
m4_define(`_uc10_pg_qk', `(_uc10_pg_sz(1, 1) * _uc10_pg_sz(1, 2) * _uc10_pg_sz(1, 3))')
# A depthwise convolution (one input channel a group, as many groups as
# channels) runs the depthwise core (uc10__qdwconv2d_buffer_size): the
# table and the weights, widened with the DSP extension, no rows.
m4_define(`_uc10_pg_qconv',
`_uc10_pg_r8(`32 * _uc10_pg_sz(1, 0) + m4_ifelse(m4_eval(_uc10_pg_sz(1, 1) == 1
	&& m4_defn(`_uc10_pa_t_6') == _uc10_pg_sz(1, 0) && m4_defn(`_uc10_pa_t_6') == _uc10_pg_sz(0, 1)), 1,
	`_uc10_pg_qdwcore(_uc10_pg_sz(1, 0), _uc10_pg_sz(1, 2) * _uc10_pg_sz(1, 3))',
	`_uc10_pg_qcore(_uc10_pg_sz(1, 0), _uc10_pg_qk)')')')
m4_define(`_uc10_pg_qdwcore', `(UC10_PG_DSP * 12 * ($1) + (1 + UC10_PG_DSP) * ($1) * ($2))')
m4_define(`_uc10_pg_rows',
`m4_eval(m4_patsubst(m4_patsubst(m4_defn(`_uc10_pvs_'m4_defn(`_uc10_pa_v_0')), `,?[0-9]+$'), `,', `*')`'m4_dnl
m4_ifelse(m4_index(m4_defn(`_uc10_pvs_'m4_defn(`_uc10_pa_v_0')), `,'), -1, `1'))')
m4_define(`_uc10_pg_qlinear',
`_uc10_pg_r8(`32 * _uc10_pg_sz(1, 0)
	+ (_uc10_pg_rows > 1) * _uc10_pg_qcore(_uc10_pg_sz(1, 0), _uc10_pg_sz(1, 1))')')
# A batch-1 linear layer's plan declines the matrix core's buffer (its
# widened copy of one row costs more than it saves: BENCHMARKS.md section
# 8); the kernel's request, refused, is then expected (_uc10_pcd_I).
m4_define(`_uc10_pg_qlinear_declined', `(_uc10_pg_rows <= 1) * _uc10_pg_qcore(_uc10_pg_sz(1, 0), _uc10_pg_sz(1, 1))')
m4_define(`_uc10_pg_declined_quantized_unpacked::linear', `_uc10_pg_qlinear_declined')
m4_define(`_uc10_pg_declined_quantized_unpacked::linear_relu', `_uc10_pg_qlinear_declined')
# A 1-d one runs the 2-d kernel on one-row views (weight (O, C / groups, 1, K)).
m4_define(`_uc10_pg_qconv1d',
`_uc10_pg_r8(`32 * _uc10_pg_sz(1, 0) + m4_ifelse(m4_eval(_uc10_pg_sz(1, 1) == 1
	&& m4_defn(`_uc10_pa_t_6') == _uc10_pg_sz(1, 0) && m4_defn(`_uc10_pa_t_6') == _uc10_pg_sz(0, 1)), 1,
	`_uc10_pg_qdwcore(_uc10_pg_sz(1, 0), _uc10_pg_sz(1, 2))',
	`_uc10_pg_qcore(_uc10_pg_sz(1, 0), _uc10_pg_sz(1, 1) * _uc10_pg_sz(1, 2))')')')
m4_define(`_uc10_pg_scratch_quantized_unpacked::conv1d', `_uc10_pg_qconv1d')
m4_define(`_uc10_pg_scratch_quantized_unpacked::conv1d_relu', `_uc10_pg_qconv1d')
m4_define(`_uc10_pg_scratch_quantized_unpacked::conv2d', `_uc10_pg_qconv')
m4_define(`_uc10_pg_scratch_quantized_unpacked::conv2d_relu', `_uc10_pg_qconv')
m4_define(`_uc10_pg_scratch_quantized_unpacked::linear', `_uc10_pg_qlinear')
m4_define(`_uc10_pg_scratch_quantized_unpacked::linear_relu', `_uc10_pg_qlinear')
# _uc10_pg_fconv(GROUPS ARGUMENT): padded plane (one input channel a group,
# padding, not 1x1, padding no wider than the plane), the weights of 4 (or
# 2 * VL) channels, and with vectors a 3x3 depthwise kernel's row (the
# padded plane's size).
# (The input's width read first: a 1-d input is the error a 1-d call gets.)
m4_define(`_uc10_pg_fconv',
`m4_ifelse(m4_eval(_uc10_pg_sz(0, 3) < 0 || _uc10_pg_fconv_gemm || _uc10_pg_fconv_dwpad(`$1')), 1, 0,
`_uc10_pg_fconv_(_uc10_pg_sz(0, 2), _uc10_pg_sz(0, 3), _uc10_pg_sz(1, 0), _uc10_pg_sz(1, 1),
_uc10_pg_sz(1, 2), _uc10_pg_sz(1, 3), _uc10_pg_i2(4, 0), _uc10_pg_i2(4, 1), m4_defn(`_uc10_pa_t_$1'))')')
# None for a 1x1 filter at stride 1 without padding (the matrix product
# reads the weights in place), nor on Armv7E-M (UC10_PG_FISA 1: the float
# cores' instruction set, kernels/common/isa.h's UC10_ISA) for one-channel
# groups of fewer than four output channels with a 3x3 filter, dilation 1
# and padding at most 1 over a plane at most 64 (UC10__FCONV_ZROW) wide:
# read in place, the padding's rows a constant row of zeros.
m4_define(`_uc10_pg_fconv_gemm', `(_uc10_pg_sz(1, 2) == 1 && _uc10_pg_sz(1, 3) == 1 && _uc10_pg_i2(3, 0) == 1
	&& _uc10_pg_i2(3, 1) == 1 && _uc10_pg_i2(4, 0) == 0 && _uc10_pg_i2(4, 1) == 0)')
m4_define(`_uc10_pg_fconv_dwpad', `(UC10_PG_FISA == 1 && _uc10_pg_sz(1, 1) == 1 && _uc10_pg_sz(1, 2) == 3
	&& _uc10_pg_sz(1, 3) == 3 && _uc10_pg_sz(1, 0) / m4_defn(`_uc10_pa_t_$1') < 4 && _uc10_pg_i2(5, 0) == 1
	&& _uc10_pg_i2(5, 1) == 1 && _uc10_pg_i2(4, 0) <= 1 && _uc10_pg_i2(4, 1) <= 1 && _uc10_pg_sz(0, 3) <= 64)')
m4_define(`_uc10_pg_fconv_',
`_uc10_pg_r8(4 * (($4 == 1 && ($7 != 0 || $8 != 0) && !($5 == 1 && $6 == 1) && !($7 > $1 + $5 || $8 > $2 + $6))
		* (($1 + 2 * $7) * ($2 + 2 * $8) + $8)
	+ ($3 / $9 >= 4) * (4 + ($3 / $9 >= 2 * UC10_PG_VL && UC10_PG_VL > 1) * (2 * UC10_PG_VL - 4)) * $4 * $5 * $6
	+ (UC10_PG_VL > 1 && $4 == 1 && $5 == 3 && $6 == 3) * ($1 + 2 * $7) * ($2 + 2 * $8)))')
# A 1-d convolution (3-d input) runs the same core on one-row views: H = kH
# = 1, no padding along H, its one padding value along W; none for a
# filter of width 1 at stride 1 without padding (the matrix product, as a
# 1x1 filter is).
m4_define(`_uc10_pg_fconv1d',
`m4_ifelse(m4_eval(_uc10_pg_sz(1, 2) == 1 && _uc10_pg_i2(3, 0) == 1 && _uc10_pg_i2(4, 0) == 0), 1, 0,
`_uc10_pg_fconv_(1, _uc10_pg_sz(0, 2), _uc10_pg_sz(1, 0), _uc10_pg_sz(1, 1), 1,
_uc10_pg_sz(1, 2), 0, _uc10_pg_i2(4, 0), m4_defn(`_uc10_pa_t_$1'))')')
m4_define(`_uc10_pg_scratch_aten::_convolution',
`m4_ifelse(m4_defn(`_uc10_pvt_'m4_defn(`_uc10_pa_v_0')), `Float',
  `m4_ifelse(m4_defn(`_uc10_pvd_'m4_defn(`_uc10_pa_v_0')), 3, `_uc10_pg_fconv1d(8)', `_uc10_pg_fconv(8)')', 0)')
m4_define(`_uc10_pg_scratch_aten::conv2d',
`m4_ifelse(m4_defn(`_uc10_pvt_'m4_defn(`_uc10_pa_v_0')), `Float', `_uc10_pg_fconv(6)', 0)')
# A bidirectional recurrent layer above the first copies the output below it
# (T * B * 2H floats, kernels/rnn/rnn.c); H is the second parameter's columns
# (w_hh_l0: (gates * H, H)).  The same arguments' places in lstm.input,
# gru.input and lstm_dynamic.
m4_define(`_uc10_pg_rnn',
`m4_ifelse(m4_defn(`_uc10_pa_t_7')m4_eval(m4_defn(`_uc10_pa_t_4') > 1), `True1',
`_uc10_pg_r8(8 * _uc10_pg_sz(0, 0) * _uc10_pg_sz(0, 1)
	* _uc10_pg_rnn_h(m4_patsubst(m4_defn(`_uc10_pa_t_2'), `[][ ]')))',
0)')
m4_define(`_uc10_pg_rnn_h', `_uc10_pg_nth(1, m4_indir(`_uc10_pvs_'_uc10_pg_num(`$2')))')
m4_define(`_uc10_pg_scratch_aten::lstm.input', `_uc10_pg_rnn')
m4_define(`_uc10_pg_scratch_aten::gru.input', `_uc10_pg_rnn')
m4_define(`_uc10_pg_scratch_quantized_unpacked::lstm_dynamic', `_uc10_pg_rnn')
# quantized_unpacked::linear_dynamic: one row of the quantized input (in_features bytes).
m4_define(`_uc10_pg_scratch_quantized_unpacked::linear_dynamic', `_uc10_pg_r8(_uc10_pg_sz(1, 1))')
# layer_norm keeps the first of native_layer_norm's results: the statistics, a
# float a row each (mean, rstd), are allocated after it and released.
# _uc10_pg_argnumel(J): the elements of the tensor passed as argument J.
m4_define(`_uc10_pg_argnumel',
`m4_eval(m4_patsubst(m4_defn(`_uc10_pvs_'m4_defn(`_uc10_pa_v_$1')), `,', `*'))')
m4_define(`_uc10_pg_scratch_aten::layer_norm',
`m4_eval(2 * _uc10_pg_r8(4 * (_uc10_pg_argnumel(0) / (_uc10_pg_prod(m4_defn(`_uc10_pa_t_1'))))))')
# The product of an int list's elements (`[3, 4]' -> 3*4), as m4_eval reads it.
m4_define(`_uc10_pg_prod', `m4_patsubst(m4_patsubst(`$1', `[][ ]'), `,', `*')')
# _native_multi_head_attention: q, k and v of every row and one row of scores
# (kernels/attention/native_multi_head_attention.c), one float allocation.
m4_define(`_uc10_pg_scratch_aten::_native_multi_head_attention',
`_uc10_pg_r8(4 * (3 * _uc10_pg_sz(0, 0) * _uc10_pg_sz(0, 1) * _uc10_pg_sz(0, 2) + _uc10_pg_sz(0, 1)))')

# UC10_CALL(VALUE, DTYPE, `SHAPE', OP, `ARGS'[, `copy']) - the call checked
# and its C arguments converted (_uc10_pgcall), prepared if it can be (Note
# [Prepared calls]), its result defined and recorded (_uc10_pgres), its
# operator selected.
m4_define(`UC10_CALL',
`_uc10_pg_in(`UC10_CALL')m4_dnl
m4_ifelse(`$#', 5, `', `$#$6', `6copy', `',
  `_uc10_fatal(`UC10_CALL: expected 5 arguments (value, dtype, shape, operator, arguments) 'm4_dnl
`and maybe `copy', got $#')')m4_dnl
m4_ifdef(`_uc10_opid_$4', `',
  `_uc10_fatal(`UC10_CALL: unknown operator $4 (no operator library defines it; 'm4_dnl
`write the qualified name with its overload, e.g. aten::add.Tensor)')')m4_dnl
m4_define(`_uc10_pg_q', `$4')_uc10_pgcall(m4_defn(`_uc10_opid_$4'), `$4', `$5', `$1')m4_dnl
m4_ifdef(`_uc10_pg_prep_$4', `m4_ifelse(_uc10_pg_prep_ok(`$4'), 1, `_uc10_pg_prep(`$4', `$1')')')m4_dnl
m4_ifelse(`$2', `Float', `m4_ifdef(`_uc10_pg_fprep_$4',
	`m4_ifelse(_uc10_pg_fprep_ok, 1, `_uc10_pg_fprep(`$1')')')')m4_dnl
_uc10_pgval(`UC10_CALL', `$1', `$2', `$3', `own')m4_dnl
_uc10_pgres(_uc10_pg_nc, _uc10_pg_num(`$1'), m4_defn(`_uc10_opid_'m4_defn(`_uc10_pg_q')),
	m4_defn(`_uc10_pg_q'), `$6')m4_dnl
_uc10_pg_track(_uc10_pg_num(`$1'), m4_defn(`_uc10_pg_q'))m4_dnl
m4_ifelse(`$4', `aten::hardtanh', `_uc10_pg_htbounds(_uc10_pg_nc, _uc10_pa(1, `t'), _uc10_pa(2, `t'))')m4_dnl
m4_ifelse(`$2', `Float', `m4_ifdef(`_uc10_pg_fb_$4', `m4_indir(`_uc10_pg_fb_$4')')')m4_dnl
_uc10_pg_results(m4_defn(`_uc10_pg_q'), `$1')m4_dnl
_uc10_select1(m4_defn(`_uc10_pg_q'))m4_dnl
m4_ifdef(`_uc10_pg_inplace_op_$4', `_uc10_pg_sel_inplace(`$4', `$2')')m4_dnl
_uc10_inc(`_uc10_pg_nc')')
# _uc10_pg_results(QNAME, VALUE): a call of an operator with several
# results (VALUE its first) expects a UC10_RESULT line for each further one
# (_uc10_pcrs_I: their value numbers, filled by UC10_RESULT).
m4_define(`_uc10_pg_results',
`m4_define(`_uc10_pcrs_'_uc10_pg_nc, `')m4_dnl
m4_ifelse(_uc10_sget(m4_defn(`_uc10_opid_$1'), `nrets'), 1, `',
`m4_define(`_uc10_pg_pend', m4_decr(_uc10_sget(m4_defn(`_uc10_opid_$1'), `nrets')))m4_dnl
m4_define(`_uc10_pg_pendk', 1)m4_define(`_uc10_pg_pendq', `$1')m4_define(`_uc10_pg_pendw', _uc10_here)m4_dnl
m4_define(`_uc10_pg_pendr', m4_defn(`_uc10_pv_$2'))')')

# Note [Prepared calls]
# A quantized linear or convolution whose weight and bias are constants
# and whose input's scale and zero point the program fixes becomes a call
# of quantized_prepacked::linear / conv2d over a constant prepared at build
# time (Note [Prepared constants] in kernels/quantized/qprepack.h): its
# requantization records and packed weights land in flash, not in the
# arena.  The constant is a value of its own (`_prepN', N the call),
# kind const, its blob `NAME_prepN' written by the build's preparation
# tool (m4/emit_program.m4, UC10_PART=prepare).  The input's scale and zero
# point are tracked through the calls as they are read (_uc10_pvqp_I:
# `scale, zero_point' as written; _uc10_pg_track), and so is whether a
# 4-d value's channels are contiguous (_uc10_pvcl_I: a convolution's
# result is channels_last, an elementwise op or pooling keeps its input's
# layout), which the depthwise core needs and which spares a 1x1
# convolution its widened rows.  Building with UC10_PG_PREPARE=0
# (make PREPARE=0) keeps the quantized_unpacked:: calls.
#
# Facts of prepared constant P (_uc10_pcp_I: call I's): _uc10_pvpp_P the call's operator,
# _uc10_pvpw_P / _uc10_pvpb_P the weight's and the bias's values (bias:
# empty for None), _uc10_pvpx_P / _uc10_pvpy_P the input's and the
# output's `scale, zero_point', _uc10_pvpc_P the conv's `stride, padding,
# dilation, groups, input channels' (C designated initializers), _uc10_pvpr_P 1 for a
# _relu operator, _uc10_pvpa_P the activation fused into it (m4/fuse.m4:
# `UC10__QACT_NONE, 0, 0' or the kind and bounds).
m4_ifdef(`UC10_PG_PREPARE', `', `m4_define(`UC10_PG_PREPARE', 1)')
m4_define(`_uc10_pg_prep_quantized_unpacked::linear', `quantized_prepacked::linear')
m4_define(`_uc10_pg_prep_quantized_unpacked::linear_relu', `quantized_prepacked::linear')
m4_define(`_uc10_pg_prep_quantized_unpacked::conv2d', `quantized_prepacked::conv2d')
m4_define(`_uc10_pg_prep_quantized_unpacked::conv2d_relu', `quantized_prepacked::conv2d')
# Whether the call just parsed can be prepared: the option, the operator
# defined, a constant weight, a constant bias or None, the input's scale
# and zero point known; a depthwise convolution over channels_last input.
m4_define(`_uc10_pg_prep_ok',
`m4_ifelse(UC10_PG_PREPARE, 0, 0, `m4_ifdef(`_uc10_opid_'m4_defn(`_uc10_pg_prep_$1'), `m4_eval(m4_dnl
m4_ifelse(m4_defn(`_uc10_pvk_'m4_defn(`_uc10_pa_v_1')), `const', 1, 0) && m4_dnl
(m4_ifelse(m4_defn(`_uc10_pa_t_2'), `None', 1,
	`m4_ifelse(m4_defn(`_uc10_pvk_'m4_defn(`_uc10_pa_v_2')), `const', 1, 0)')) && m4_dnl
m4_ifdef(`_uc10_pvqp_'m4_defn(`_uc10_pa_v_0'), 1, 0) && m4_dnl
m4_ifelse(m4_index(`$1', `conv2d'), -1, 1, `(!_uc10_pg_dw || _uc10_pg_chlast(m4_defn(`_uc10_pa_v_0')))'))', 0)')')
m4_define(`_uc10_pg_dw', `(_uc10_pg_sz(1, 1) == 1 && m4_defn(`_uc10_pa_t_6') == _uc10_pg_sz(1, 0)
	&& m4_defn(`_uc10_pa_t_6') == _uc10_pg_sz(0, 1))')
# A 4-d value whose channels are one byte apart (channels_last, or one channel).
m4_define(`_uc10_pg_chlast', `m4_ifelse(m4_defn(`_uc10_pvcl_$1'), 1, 1,
	`m4_ifelse(_uc10_pg_nth(1, m4_indir(`_uc10_pvs_$1')), 1, 1, 0)')')
# _uc10_pg_prep(QNAME, RESULT): the prepared constant, then the call
# parsed again as quantized_prepacked's (the arguments' C, the result's
# value number after the constant's).
m4_define(`_uc10_pg_prep',
`m4_pushdef(`_uc10_pp', _uc10_pg_nv)m4_pushdef(`_uc10_conv', m4_ifelse(m4_index(`$1', `conv2d'), -1, 0, 1))m4_dnl
m4_define(`_uc10_pcp_'_uc10_pg_nc, _uc10_pp)m4_dnl
_uc10_pgval(`UC10_CALL', `_prep'_uc10_pg_nc, `Byte', `', `const')m4_dnl
m4_define(`_uc10_pvy_'_uc10_pp, m4_defn(`_uc10_pg_name')`_prep'_uc10_pg_nc)m4_dnl
m4_define(`_uc10_pvpp_'_uc10_pp, m4_defn(`_uc10_pg_prep_$1'))m4_dnl
m4_define(`_uc10_pvpw_'_uc10_pp, m4_defn(`_uc10_pa_v_1'))m4_dnl
m4_define(`_uc10_pvpb_'_uc10_pp, m4_defn(`_uc10_pa_v_2'))m4_dnl
_uc10_pg_unread(m4_defn(`_uc10_pa_v_0'))_uc10_pg_unread(m4_defn(`_uc10_pa_v_1'))m4_dnl
_uc10_pg_unread(m4_defn(`_uc10_pa_v_2'))m4_dnl
m4_define(`_uc10_pg_prepuse_'m4_defn(`_uc10_pa_v_1'))m4_dnl
m4_ifelse(m4_defn(`_uc10_pa_v_2'), `', `', `m4_define(`_uc10_pg_prepuse_'m4_defn(`_uc10_pa_v_2'))')m4_dnl
m4_define(`_uc10_pvpx_'_uc10_pp, m4_defn(`_uc10_pvqp_'m4_defn(`_uc10_pa_v_0')))m4_dnl
m4_define(`_uc10_pvpr_'_uc10_pp, m4_ifelse(m4_index(`$1', `_relu'), -1, 0, 1))m4_dnl
m4_define(`_uc10_pvpa_'_uc10_pp, `UC10__QACT_NONE, 0, 0')m4_dnl
m4_ifelse(_uc10_conv, 1, `m4_define(`_uc10_pvpy_'_uc10_pp, m4_defn(`_uc10_pa_t_7')`, 'm4_defn(`_uc10_pa_t_8'))m4_dnl
m4_define(`_uc10_pvpc_'_uc10_pp, `.stride = { '_uc10_pg_i2(3, 0)`, '_uc10_pg_i2(3, 1)m4_dnl
` }, .pad = { '_uc10_pg_i2(4, 0)`, '_uc10_pg_i2(4, 1)` }, .dil = { '_uc10_pg_i2(5, 0)`, '_uc10_pg_i2(5, 1)m4_dnl
` }, .groups = 'm4_defn(`_uc10_pa_t_6')`, .x_channels = '_uc10_pg_sz(0, 1)m4_dnl
`, .x_chlast = '_uc10_pg_chlast(m4_defn(`_uc10_pa_v_0')))m4_dnl
m4_define(`_uc10_pg_pscr', _uc10_pg_prep_conv_scratch)m4_dnl
m4_pushdef(`_uc10_args', m4_defn(`_uc10_pa_t_0')`, _prep'_uc10_pg_nc`, 'm4_dnl
m4_defn(`_uc10_pa_t_7')`, 'm4_defn(`_uc10_pa_t_8'))',
`m4_define(`_uc10_pvpy_'_uc10_pp, m4_defn(`_uc10_pa_t_3')`, 'm4_defn(`_uc10_pa_t_4'))m4_dnl
m4_define(`_uc10_pvpc_'_uc10_pp, `')m4_define(`_uc10_pg_pscr', 0)m4_dnl
m4_pushdef(`_uc10_args', m4_defn(`_uc10_pa_t_0')`, _prep'_uc10_pg_nc`, 'm4_dnl
m4_defn(`_uc10_pa_t_3')`, 'm4_defn(`_uc10_pa_t_4'))')m4_dnl
m4_define(`_uc10_pg_q', m4_defn(`_uc10_pg_prep_$1'))m4_dnl
_uc10_pgcall(m4_defn(`_uc10_opid_'m4_defn(`_uc10_pg_q')), m4_defn(`_uc10_pg_q'), m4_defn(`_uc10_args'), `$2')m4_dnl
m4_popdef(`_uc10_args')m4_popdef(`_uc10_conv')m4_popdef(`_uc10_pp')')
# The first parse's reads no longer count (_uc10_pvrd_I: the calls that read
# value I; a constant no call reads is left out of the firmware).
m4_define(`_uc10_pg_unread',
`m4_ifelse(`$1', `', `', `m4_define(`_uc10_pvrd_$1', m4_decr(m4_defn(`_uc10_pvrd_$1')))')')
# A prepared convolution's scratch (uc10__qprep_scratch): none for a
# depthwise one, and over channels_last input none for a 1x1 one or one
# whose C / groups is a multiple of four (its taps read in place, at most
# UC10__QTAPS_MAX = 64 of them), else two widened rows of K = C / groups *
# kH * kW (int16; even K with the DSP layout).
m4_define(`_uc10_pg_prep_conv_scratch', `m4_eval(m4_ifelse(m4_eval(_uc10_pg_dw || _uc10_pg_qk == 0 ||
	(_uc10_pg_chlast(m4_defn(`_uc10_pa_v_0')) && ((_uc10_pg_sz(1, 2) == 1 && _uc10_pg_sz(1, 3) == 1
	&& _uc10_pg_i2(3, 0) == 1 && _uc10_pg_i2(3, 1) == 1 && _uc10_pg_i2(4, 0) == 0 && _uc10_pg_i2(4, 1) == 0)
	|| (_uc10_pg_sz(1, 1) % 4 == 0 && _uc10_pg_sz(1, 2) * _uc10_pg_sz(1, 3) <= 64)))), 1, 0,
	`_uc10_pg_r8(4 * (_uc10_pg_qk + UC10_PG_DSP * (_uc10_pg_qk % 2)))'))')
m4_define(`_uc10_pg_scratch_quantized_prepacked::conv2d', `m4_defn(`_uc10_pg_pscr')')
m4_include(`fprep.m4')

# A hardtanh whose min_val is 0 and max_val a number of at least 0 (the
# fusable clamp, Note [Fusion] in fuse.m4): _uc10_pcht_CALL, its bounds as C floats.
m4_define(`_uc10_pg_htbounds', `m4_ifelse(m4_regexp(`$2', `^0\(\.0*\)?$'), 0,
	`m4_ifelse(m4_regexp(`$3', `^[0-9]+\(\.[0-9]*\)?\([eE][-+]?[0-9]+\)?$'), 0,
	`m4_define(`_uc10_pcht_$1', `(float)$2, (float)$3')')')')

# A float activation's bounds, the min and max of the fused:: operator its
# argument's convolution or linear call may become (Note [Fusion] in
# fuse.m4): _uc10_pcfb_CALL, as C; that operator selected where it may run.
m4_define(`_uc10_pg_fb_aten::relu', `_uc10_pg_fb(`0', `None')')
m4_define(`_uc10_pg_fb_aten::relu6', `_uc10_pg_fb(`0', `6')')
m4_define(`_uc10_pg_fb_aten::hardtanh', `_uc10_pg_fb(m4_defn(`_uc10_pa_t_1'), m4_defn(`_uc10_pa_t_2'))')
m4_define(`_uc10_pg_fb_aten::clamp', `_uc10_pg_fb(m4_defn(`_uc10_pa_t_1'), m4_defn(`_uc10_pa_t_2'))')
m4_define(`_uc10_pg_fb',
`m4_ifelse(_uc10_pg_fbok(`$1')_uc10_pg_fbok(`$2'), `11', `m4_ifelse(`$1$2', `NoneNone', `',
	`m4_define(`_uc10_pcfb_'_uc10_pg_nc, _uc10_pg_fbc(`$1')`, '_uc10_pg_fbc(`$2'))_uc10_pg_fsel()')')')
m4_define(`_uc10_pg_fbok', `m4_ifelse(`$1', `None', 1, m4_regexp(`$1', _uc10_pg_float_re), 0, 1, 0)')
m4_define(`_uc10_pg_fbc',
`m4_ifelse(`$1', `None', ``(uc10_opt_float){ .has = false }'', ``(uc10_opt_float){ .has = true, .v = $1 }'')')
# The fused operator of the call that made the activation's argument.
m4_define(`_uc10_pg_fop_aten::_convolution', `fused::_convolution_clamp')
m4_define(`_uc10_pg_fop_aten::conv2d', `fused::conv2d_clamp')
m4_define(`_uc10_pg_fop_aten::linear', `fused::linear_clamp')
m4_define(`_uc10_pg_fop_fused::conv2d_prepacked', `fused::conv2d_prepacked')
m4_define(`_uc10_pg_fsel', `m4_ifdef(`_uc10_pvf_'m4_defn(`_uc10_pa_v_0'), `_uc10_pg_fsel_(m4_defn(`_uc10_pcq_'m4_dnl
m4_defn(`_uc10_pvf_'m4_defn(`_uc10_pa_v_0'))))')')
m4_define(`_uc10_pg_fsel_', `m4_ifdef(`_uc10_pg_fop_$1', `m4_ifdef(`_uc10_opid_'m4_defn(`_uc10_pg_fop_$1'),
	`_uc10_select1(m4_defn(`_uc10_pg_fop_$1'))')')')

# _uc10_pg_track(VALUE, QNAME): the result's scale and zero point
# (_uc10_pvqp_) and channels_last (_uc10_pvcl_), from the call just read.
m4_define(`_uc10_pg_track',
`m4_ifdef(`_uc10_pg_qp_$2', `m4_indir(`_uc10_pg_qp_$2', `$1')')m4_dnl
m4_ifdef(`_uc10_pg_cl_$2', `m4_define(`_uc10_pvcl_$1', m4_indir(`_uc10_pg_cl_$2'))')')
m4_define(`_uc10_pg_qp_args', `m4_define(`_uc10_pvqp_$3', m4_defn(`_uc10_pa_t_$1')`, 'm4_defn(`_uc10_pa_t_$2'))')
m4_define(`_uc10_pg_qp_same',
`m4_ifdef(`_uc10_pvqp_'m4_defn(`_uc10_pa_v_0'),
	`m4_define(`_uc10_pvqp_$1', m4_defn(`_uc10_pvqp_'m4_defn(`_uc10_pa_v_0')))')')
m4_define(`_uc10_pg_cl_same', `m4_defn(`_uc10_pvcl_'m4_defn(`_uc10_pa_v_0'))')
m4_define(`_uc10_pg_qp_aten::quantize_per_tensor', `_uc10_pg_qp_args(1, 2, `$1')')
m4_define(`_uc10_pg_qp_quantized_unpacked::linear', `_uc10_pg_qp_args(3, 4, `$1')')
m4_define(`_uc10_pg_qp_quantized_unpacked::linear_relu', `_uc10_pg_qp_args(3, 4, `$1')')
m4_define(`_uc10_pg_qp_quantized_unpacked::conv2d', `_uc10_pg_qp_args(7, 8, `$1')')
m4_define(`_uc10_pg_qp_quantized_unpacked::conv2d_relu', `_uc10_pg_qp_args(7, 8, `$1')')
m4_define(`_uc10_pg_qp_quantized_prepacked::linear', `_uc10_pg_qp_args(2, 3, `$1')')
m4_define(`_uc10_pg_qp_quantized_prepacked::conv2d', `_uc10_pg_qp_args(2, 3, `$1')')
m4_define(`_uc10_pg_qp_quantized::add', `_uc10_pg_qp_args(2, 3, `$1')')
m4_define(`_uc10_pg_qp_quantized::add_relu', `_uc10_pg_qp_args(2, 3, `$1')')
m4_define(`_uc10_pg_cl_quantized_unpacked::conv2d', 1)
m4_define(`_uc10_pg_cl_quantized_unpacked::conv2d_relu', 1)
m4_define(`_uc10_pg_cl_quantized_prepacked::conv2d', 1)
m4_define(`_uc10_pg_cl_quantized::add', `_uc10_pg_cl_same')
m4_define(`_uc10_pg_cl_quantized::add_relu', `_uc10_pg_cl_same')
# Results with their input's scale and zero point and layout (its suggested memory format).
m4_define(`_uc10_pg_keeps',
`m4_define(`_uc10_pg_qp_$1', m4_defn(`_uc10_pg_qp_same'))m4_define(`_uc10_pg_cl_$1', `_uc10_pg_cl_same')')
_uc10_pg_keeps(`aten::relu')_uc10_pg_keeps(`aten::relu_')_uc10_pg_keeps(`quantized::relu6')
_uc10_pg_keeps(`aten::hardtanh')_uc10_pg_keeps(`aten::max_pool2d')_uc10_pg_keeps(`aten::quantized_max_pool2d')
_uc10_pg_keeps(`aten::avg_pool2d')_uc10_pg_keeps(`aten::adaptive_avg_pool2d')
_uc10_pg_keeps(`aten::_adaptive_avg_pool2d')_uc10_pg_keeps(`aten::dropout')
_uc10_pg_keeps(`aten::upsample_nearest2d')_uc10_pg_keeps(`aten::unsqueeze')_uc10_pg_keeps(`aten::squeeze.dim')
# quantized::hardswish and mul write their own scale and zero point in their
# first operand's layout; a quantized hardsigmoid keeps its input's layout
# (its scale and zero point are fixed, 1/256 and 0).
m4_define(`_uc10_pg_qp_quantized::hardswish', `_uc10_pg_qp_args(1, 2, `$1')')
m4_define(`_uc10_pg_cl_quantized::hardswish', `_uc10_pg_cl_same')
m4_define(`_uc10_pg_qp_quantized::mul', `_uc10_pg_qp_args(2, 3, `$1')')
m4_define(`_uc10_pg_cl_quantized::mul', `_uc10_pg_cl_same')
m4_define(`_uc10_pg_cl_aten::hardsigmoid', `_uc10_pg_cl_same')
# A quantized aten::cat writes its first tensor's scale and zero point;
# channels_last when all its tensors are (PyTorch's NHWC path, or the
# dequantized cat's format, which is theirs when they agree).
m4_define(`_uc10_pg_qp_aten::cat',
`_uc10_pg_qp_of(`$1', m4_regexp(m4_defn(`_uc10_pa_t_0'), `^\[ *\([A-Za-z_][A-Za-z0-9_]*\)', `\1'))')
m4_define(`_uc10_pg_qp_of',
`m4_ifdef(`_uc10_pvqp_'_uc10_pg_num(`$2'),
  `m4_define(`_uc10_pvqp_$1', m4_defn(`_uc10_pvqp_'_uc10_pg_num(`$2')))')')
m4_define(`_uc10_pg_cl_aten::cat', `_uc10_pg_cl_all(m4_patsubst(m4_defn(`_uc10_pa_t_0'), `[][ ]'))')
m4_define(`_uc10_pg_cl_all',
`m4_ifelse(`$#', 1, `_uc10_pg_cl_of(`$1')', `m4_ifelse(_uc10_pg_cl_of(`$1'), 1, `$0(m4_shift($@))', 0)')')
m4_define(`_uc10_pg_cl_of', `m4_ifelse(m4_defn(`_uc10_pvcl_'m4_defn(`_uc10_pv_$1')), 1, 1, 0)')
m4_define(`_uc10_pg_qp_aten::flatten.using_ints', m4_defn(`_uc10_pg_qp_same'))
m4_define(`_uc10_pg_qp_aten::reshape', m4_defn(`_uc10_pg_qp_same'))
m4_define(`_uc10_pg_qp_aten::view', m4_defn(`_uc10_pg_qp_same'))

# UC10_RESULT(VALUE, DTYPE, `SHAPE') - the next result of the call above
# (one with several results): a part of its first result's buffer.
m4_define(`UC10_RESULT',
`_uc10_pg_in(`UC10_RESULT')m4_dnl
m4_ifelse(`$#', 3, `', `_uc10_fatal(`UC10_RESULT: expected 3 arguments (value, dtype, shape), got $#')')m4_dnl
m4_ifelse(_uc10_pg_pend, 0, `_uc10_fatal(`UC10_RESULT: no result left to name 'm4_dnl
`(it follows the UC10_CALL of an operator with several results, one line a result after the first)')')m4_dnl
_uc10_pgval(`UC10_RESULT', `$1', `$2', `$3', `part')m4_dnl
_uc10_pgpart(_uc10_pg_num(`$1'), m4_defn(`_uc10_pg_pendr'), m4_decr(_uc10_pg_nc))m4_dnl
m4_define(`_uc10_pg_pend', m4_decr(_uc10_pg_pend))_uc10_inc(`_uc10_pg_pendk')')
# _uc10_pgpart(I, FIRST, CALL): value I goes after what the buffer of
# FIRST holds so far, which grows by its size.
m4_define(`_uc10_pgpart',
`m4_define(`_uc10_pvb_$1', `$2')m4_define(`_uc10_pvp_$1', _uc10_pv(`$2', `z'))m4_dnl
m4_define(`_uc10_pvz_$2', m4_eval(_uc10_pv(`$2', `z') + _uc10_pv(`$1', `z')))m4_dnl
m4_define(`_uc10_pvf_$1', `$3')m4_define(`_uc10_pvl_$1', `$3')m4_dnl
m4_define(`_uc10_pcrs_$3', _uc10_pc(`$3', `rs')` $1')')

# _uc10_pgcall(N, QNAME, ARGS, RESULT) - a call of op N: its results
# checked, its C arguments (`_uc10_pa_c'): the outputs' descriptors, then
# each argument converted, the schema's defaults for those left out.
m4_define(`_uc10_pgcall',
`m4_define(`_uc10_pa_n', 0)m4_define(`_uc10_pa_vs', `')_uc10_jn(`, ')m4_dnl
m4_define(`_uc10_pa_N', `$1')m4_define(`_uc10_pa_q', `$2')m4_dnl
_uc10_pgrets(`$1', `$2')m4_dnl
_uc10_for(`_uc10_pk', 1, _uc10_nouts(`$1'), `_uc10_ja(`&v['m4_eval(_uc10_pg_nv + _uc10_pk - 1)`]')')m4_dnl
m4_define(`_uc10_perr', `')_uc10_list(`$3', `_uc10_pgarg', `argument list')m4_dnl
m4_ifelse(m4_defn(`_uc10_perr'), `', `', `_uc10_fatal(`UC10_CALL: $2: malformed arguments: $3')')m4_dnl
m4_ifelse(m4_eval(_uc10_pa_n > _uc10_sget(`$1', `nargs')), 1,
  `_uc10_fatal(`UC10_CALL: $2 takes '_uc10_sget(`$1', `nargs')` arguments, got '_uc10_pa_n`: 'm4_dnl
m4_defn(`_uc10_op_$1_schema'))')m4_dnl
m4_ifelse(m4_eval(_uc10_pa_n < _uc10_sget(`$1', `nargs')), 1,
  `_uc10_for(`_uc10_pj', _uc10_pa_n, m4_decr(_uc10_sget(`$1', `nargs')), `_uc10_pgdef(`$1', _uc10_pj)')')m4_dnl
m4_define(`_uc10_pa_c', _uc10_jget)')
# _uc10_pgrets(N, QNAME) - a program call's results are tensors: one, or
# several of their own (`_uc10_pgret').
m4_define(`_uc10_pgrets',
`m4_ifelse(_uc10_sget(`$1', `nrets'), 1,
  `m4_ifelse(_uc10_in(_uc10_rtok(`$1', 0), `tensor mtensor'), 1, `',
    `_uc10_fatal(`UC10_CALL: $2 returns '_uc10_sget(`$1', `r_0_type')m4_dnl
`; a program call takes Tensor results')')',
  `_uc10_for(`_uc10_pk', 0, m4_decr(_uc10_sget(`$1', `nrets')), `_uc10_pgret(`$1', `$2', _uc10_pk)')')')
# Return K of a call with several results: a Tensor of its own (a view or
# an argument handed back would need a plan of its own).
m4_define(`_uc10_pgret',
`m4_ifelse(_uc10_rtok(`$1', `$3'), `tensor',
`m4_ifelse(m4_index(_uc10_sget(`$1', `r_$3_type'), `('), -1, `', `_uc10_pgret_bad($@)')',
`_uc10_pgret_bad($@)')')
m4_define(`_uc10_pgret_bad',
`_uc10_fatal(`UC10_CALL: $2 returns 'm4_patsubst(m4_defn(`_uc10_op_$1_schema'), `^.*-> *')m4_dnl
`: a call with several results takes Tensor results of their own, not 'm4_dnl
m4_patsubst(_uc10_sget(`$1', `r_$3_type'), `([^)]*)')` (result $3)')')
# _uc10_pgdef(N, J) - argument J left out: its default, converted.
m4_define(`_uc10_pgdef',
`m4_ifelse(_uc10_sget(`$1', `a_$2_hasdef'), 1,
  `_uc10_pgja(_uc10_pgconv(`$1', `$2', _uc10_sget(`$1', `a_$2_def')))',
  `_uc10_fatal(`UC10_CALL: 'm4_defn(`_uc10_pa_q')` takes '_uc10_sget(`$1', `nargs')` arguments, got 'm4_dnl
m4_defn(`_uc10_pa_n')` (argument '_uc10_sget(`$1', `a_$2_name')` has no default): 'm4_dnl
m4_defn(`_uc10_op_$1_schema'))')')
# _uc10_pgarg(ITEM) - the next argument as written, converted (one more
# than the schema takes is only counted: `_uc10_pgcall' refuses the call).
m4_define(`_uc10_pgarg',
`m4_pushdef(`_uc10_pj', _uc10_pa_n)_uc10_inc(`_uc10_pa_n')m4_dnl
m4_ifelse(m4_eval(_uc10_pj < _uc10_sget(_uc10_pa_N, `nargs')), 1,
  `_uc10_pgja(_uc10_pgconv(_uc10_pa_N, _uc10_pj, `$1'))')m4_popdef(`_uc10_pj')')

# _uc10_pgconv(N, J, ITEM) - ITEM as the C value of argument J, or a build
# error: the converter of its type's token, _uc10_pgc_TOKEN(ITEM, N, J).
m4_define(`_uc10_pgconv',
`m4_define(`_uc10_pa_v_$2', `')m4_define(`_uc10_pa_t_$2', `$3')m4_dnl
m4_ifdef(`_uc10_pgc_'_uc10_atok(`$1', `$2'),
  `m4_indir(`_uc10_pgc_'_uc10_atok(`$1', `$2'), `$3', `$1', `$2')',
  `_uc10_fatal(`UC10_CALL: 'm4_defn(`_uc10_pa_q')`: argument '_uc10_sget(`$1', `a_$2_name')m4_dnl
` of type '_uc10_sget(`$1', `a_$2_type')` has no program form')')')
# _uc10_pgbad(ITEM, N, J[, WHY]) - argument J of op N is not of its type.
m4_define(`_uc10_pgbad',
`_uc10_fatal(`UC10_CALL: 'm4_defn(`_uc10_pa_q')`: argument 'm4_incr(`$3')m4_dnl
` ('_uc10_sget(`$2', `a_$3_name')`) is 'm4_patsubst(_uc10_sget(`$2', `a_$3_type'), `([^)]*)')`'m4_dnl
`, got $1'm4_ifelse(`$4', `', `', ` ($4)'))')

m4_define(`_uc10_pg_int_re', `^-?[0-9]+$')
m4_define(`_uc10_pg_float_re', `^-?\([0-9]+\.?[0-9]*\|\.[0-9]+\)\([eE][-+]?[0-9]+\)?$')
m4_define(`_uc10_pgint', `m4_ifelse(m4_regexp(`$1', _uc10_pg_int_re), 0, `$1', `_uc10_pgbad($@)')')
m4_define(`_uc10_pgfloat',
`m4_ifelse(m4_regexp(`$1', _uc10_pg_float_re), 0, `$1',
  `$1', `inf', `INFINITY', `$1', `-inf', `-INFINITY', `$1', `nan', `NAN',
  `_uc10_pgbad($@)')')
m4_define(`_uc10_pgbool', `m4_ifelse(`$1', `True', `true', `$1', `False', `false', `_uc10_pgbad($@)')')
# (C text holds commas: converters' results are joined whole, `$*'.)
m4_define(`_uc10_pgja', `_uc10_ja(`$*')')
# _uc10_pgopt(ITEM, CTYPE, VALUE) - an optional: none for None, else VALUE.
m4_define(`_uc10_pgopt',
`m4_ifelse(`$1', `None', `($2){ .has = false }', `($2){ .has = true, .v = m4_shift(m4_shift($@)) }')')

# A value name: its tensor, and the use recorded (the storage it shares
# lives until then).
m4_define(`_uc10_pgref',
`m4_ifdef(`_uc10_pv_$1', `_uc10_pgref_(_uc10_pg_num(`$1'), `$3')',
  `m4_ifelse(m4_regexp(`$1', `^[A-Za-z_][A-Za-z0-9_]*$'), 0,
    `_uc10_pgbad(`$1', `$2', `$3', `unknown value')', `_uc10_pgbad($@)')')')
# _uc10_pgref_(I, J) - value I is argument J: one more value the call reads.
m4_define(`_uc10_pgref_',
`m4_define(`_uc10_pa_v_$2', `$1')m4_define(`_uc10_pa_vs', m4_defn(`_uc10_pa_vs')` $1')m4_dnl
_uc10_pguse(`$1')`&v[$1]'')
m4_define(`_uc10_pguse', `m4_define(`_uc10_pvl_'_uc10_pv(`$1', `b'), _uc10_pg_nc)_uc10_inc(`_uc10_pvrd_$1')')
m4_define(`_uc10_pgc_tensor', `_uc10_pgref($@)')
m4_define(`_uc10_pgc_mtensor', `_uc10_pgref($@)')
m4_define(`_uc10_pgc_opt_tensor', `m4_ifelse(`$1', `None', `NULL', `_uc10_pgref($@)')')
m4_define(`_uc10_pgc_int', `_uc10_pgint($@)')
m4_define(`_uc10_pgc_opt_int',
`_uc10_pgopt(`$1', `uc10_opt_int', m4_ifelse(`$1', `None', `', `_uc10_pgint($@)'))')
m4_define(`_uc10_pgc_float', `_uc10_pgfloat($@)')
m4_define(`_uc10_pgc_opt_float',
`_uc10_pgopt(`$1', `uc10_opt_float', m4_ifelse(`$1', `None', `', `_uc10_pgfloat($@)'))')
m4_define(`_uc10_pgc_bool', `_uc10_pgbool($@)')
m4_define(`_uc10_pgc_opt_bool',
`_uc10_pgopt(`$1', `uc10_opt_bool', m4_ifelse(`$1', `None', `', `_uc10_pgbool($@)'))')
m4_define(`_uc10_pgc_dtype', `(uc10_dtype)_uc10_pgint($@)')
m4_define(`_uc10_pgc_opt_dtype',
`_uc10_pgopt(`$1', `uc10_opt_dtype', m4_ifelse(`$1', `None', `', `(uc10_dtype)_uc10_pgint($@)'))')
m4_define(`_uc10_pgc_memory_format', `(uc10_memory_format)_uc10_pgint($@)')
m4_define(`_uc10_pgc_opt_memory_format',
`_uc10_pgopt(`$1', `uc10_opt_memory_format', m4_ifelse(`$1', `None', `', `(uc10_memory_format)_uc10_pgint($@)'))')
m4_define(`_uc10_pgc_opt_layout', `m4_ifelse(`$1', `None', `(uc10_opt_layout){ .has = false }', `_uc10_pgbad($@)')')
m4_define(`_uc10_pgc_opt_device', `m4_ifelse(`$1', `None', `(uc10_opt_device){ .has = false }', `_uc10_pgbad($@)')')
m4_define(`_uc10_pgc_opt_str', `m4_ifelse(`$1', `None', `NULL', `_uc10_pgc_str($@)')')
m4_define(`_uc10_pgc_str', `m4_ifelse(m4_regexp(`$1', `^"[^"\\]*"$'), 0, `$1', `_uc10_pgbad($@)')')
m4_define(`_uc10_pgc_scalar',
`m4_ifelse(m4_regexp(`$1', _uc10_pg_int_re), 0, `(uc10_scalar){ .tag = UC10_SCALAR_INT, .v.i = $1 }',
  `$1', `True', `(uc10_scalar){ .tag = UC10_SCALAR_BOOL, .v.b = true }',
  `$1', `False', `(uc10_scalar){ .tag = UC10_SCALAR_BOOL, .v.b = false }',
  `(uc10_scalar){ .tag = UC10_SCALAR_FLOAT, .v.d = _uc10_pgfloat($@) }')')
m4_define(`_uc10_pgc_opt_scalar',
`_uc10_pgopt(`$1', `uc10_opt_scalar', m4_ifelse(`$1', `None', `', `_uc10_pgc_scalar($@)'))')
# int[N]: a list, or one int standing for N copies (as the schema's
# defaults write `padding=0' for an int[2]).
m4_define(`_uc10_pgc_int_list',
`m4_ifelse(m4_regexp(`$1', _uc10_pg_int_re), 0,
    `_uc10_pgilist(_uc10_pgrep(`$1', m4_regexp(_uc10_sget(`$2', `a_$3_type'), `\[\([0-9]+\)\]', `\1')))',
  m4_regexp(`$1', `^\[ *\(-?[0-9]+ *\(, *-?[0-9]+ *\)*\)?\]$'), 0,
    `_uc10_pgilist(m4_patsubst(m4_patsubst(``$1'', `[][ ]'), `,', `, '))',
  `_uc10_pgbad($@)')')
m4_define(`_uc10_pgrep', `m4_ifelse(`$2', `', `$1', `$1'`_uc10_for(`_uc10_pr', 2, `$2', `, $1')')')
# _uc10_pgilist(INT, ...) - a uc10_int_list of the ints (none: empty).
m4_define(`_uc10_pgilist',
`m4_ifelse(`$*', `', `(uc10_int_list){ NULL, 0 }',
  `(uc10_int_list){ (const int64_t[]){ $* }, m4_len(m4_patsubst(`,$*', `,[^,]*', `x')) }')')
m4_define(`_uc10_pgc_opt_int_list',
`m4_ifelse(`$1', `None', `(uc10_opt_int_list){ .has = false }',
  `(uc10_opt_int_list){ .has = true, .v = _uc10_pgc_int_list($@) }')')
m4_define(`_uc10_pgc_tensor_list',
`m4_ifelse(m4_regexp(`$1', `^\[ *\([A-Za-z_][A-Za-z0-9_]* *\(, *[A-Za-z_][A-Za-z0-9_]* *\)*\)?\]$'), 0,
  `(uc10_tensor_list){ (const uc10_tensor *const[]){ _uc10_pgrefs(`$1', `$2', `$3') }, m4_dnl
m4_len(m4_patsubst(`,$1', `,[^,]*', `x')) }',
  `_uc10_pgbad($@)')')
# _uc10_pgrefs(`[a, b]', N, J) - each value of a list as `_uc10_pgref' makes it.
m4_define(`_uc10_pgrefs',
`m4_patsubst(m4_patsubst(``$1'', `[][ ]'), `[A-Za-z0-9_]+', `_uc10_pgref(`\&', `$2', `$3')')')

# _uc10_pgres(CALL, VALUE, N, QNAME, COPY) - record call CALL defining VALUE:
# a result that is a view of an argument (`Tensor(a) self -> Tensor(a)'), that
# argument itself (`Tensor(a!)'), or that a kernel may give back
# (_uc10_pg_passthrough_) shares its storage; unless the call says `copy':
# reshape, flatten and contiguous copy when the strides allow no view, and
# the exporter, which saw PyTorch's strides, says so.
m4_define(`_uc10_pgres',
`m4_define(`_uc10_pco_$1', `$3')m4_define(`_uc10_pcv_$1', m4_defn(`_uc10_pa_vs'))m4_dnl
m4_define(`_uc10_pcq_$1', `$4')m4_define(`_uc10_pca_$1', m4_defn(`_uc10_pa_c'))m4_dnl
m4_define(`_uc10_pcr_$1', `$2')m4_define(`_uc10_pcw_$1', _uc10_here)m4_dnl
m4_define(`_uc10_pcs_$1', m4_ifdef(`_uc10_pg_scratch_$4', `m4_indir(`_uc10_pg_scratch_$4')', 0))m4_dnl
m4_define(`_uc10_pcd_$1', m4_ifdef(`_uc10_pg_declined_$4', `m4_eval(m4_indir(`_uc10_pg_declined_$4'))', 0))m4_dnl
m4_pushdef(`_uc10_aj', _uc10_pgshares(`$3', `$4', `$5'))m4_dnl
m4_ifelse(_uc10_aj, `', `', `m4_ifelse(_uc10_pa(_uc10_aj, `v'), `', `',
  `m4_define(`_uc10_pa_w_$1', _uc10_pa(_uc10_aj, `v'))m4_dnl
_uc10_pgalias(`$2', _uc10_pv(_uc10_pa(_uc10_aj, `v'), `b'), _uc10_sget(`$3', `r_0_from'))')')m4_dnl
m4_popdef(`_uc10_aj')')
# _uc10_pgshares(N, QNAME, COPY) - the argument whose storage the result of
# a call of op N shares, or empty.
m4_define(`_uc10_pgshares',
`m4_ifelse(`$3', `copy', `',
  `m4_ifdef(`_uc10_pg_passthrough_$2', `m4_defn(`_uc10_pg_passthrough_$2')', `_uc10_pgaliasof(`$1')')')')
# _uc10_pgalias(I, BASE, WRITTEN) - value I shares the storage of BASE; a
# call that writes to its argument (WRITTEN, the schema's write alias)
# writes a result's storage, never the program's input or a constant.
m4_define(`_uc10_pgalias',
`m4_ifelse(`$3', `', `', `m4_ifelse(_uc10_pv(`$2', `k'), `own', `',
  `_uc10_fatal(`UC10_CALL: 'm4_defn(`_uc10_pa_q')` writes to '_uc10_pv(`$2', `n')`, 'm4_dnl
m4_ifelse(_uc10_pv(`$2', `k'), `in', `the program input', `a constant in flash'))')')m4_dnl
m4_define(`_uc10_pvk_$1', `alias')m4_define(`_uc10_pvb_$1', `$2')_uc10_pguse(`$1')')
# The argument a Tensor result aliases: the write alias (r_0_from) or the
# argument whose alias set the return names, e.g. `Tensor(a)'.
m4_define(`_uc10_pgaliasof',
`m4_ifelse(_uc10_sget(`$1', `r_0_from'), `',
  `_uc10_pgaliasof_(`$1', m4_regexp(_uc10_sget(`$1', `r_0_type'), `(\([a-z]+\))', `\1'))',
  `_uc10_sget(`$1', `r_0_from')')')
# _uc10_pgaliasof_(N, SET) - op N's first argument in alias set SET.
m4_define(`_uc10_pgaliasof_',
`m4_ifelse(`$2', `', `', `m4_define(`_uc10_pgaa', `')m4_dnl
_uc10_for(`_uc10_q', 0, m4_decr(_uc10_sget(`$1', `nargs')), `_uc10_pgaa1(`$1', `$2', _uc10_q)')m4_dnl
m4_defn(`_uc10_pgaa')')')
m4_define(`_uc10_pgaa1',
`m4_ifelse(_uc10_sget(`$1', `a_$3_alias'), `$2',
  `m4_ifelse(m4_defn(`_uc10_pgaa'), `', `m4_define(`_uc10_pgaa', `$3')')')')

# UC10_OUTPUT(VALUE) - what the program returns: a computed value, alive
# to the end.
m4_define(`UC10_OUTPUT',
`_uc10_pg_in(`UC10_OUTPUT')m4_ifdef(`_uc10_pg_out', `_uc10_fatal(`UC10_OUTPUT: one output a program')')m4_dnl
m4_ifdef(`_uc10_pv_$1', `', `_uc10_fatal(`UC10_OUTPUT: unknown value $1')')m4_dnl
m4_ifelse(_uc10_pv(_uc10_pg_num(`$1'), `k'), `const',
  `_uc10_fatal(`UC10_OUTPUT: `$1' is a constant, not computed')')m4_dnl
m4_define(`_uc10_pg_out', _uc10_pg_num(`$1'))m4_dnl
m4_define(`_uc10_pvl_'_uc10_pv(_uc10_pg_num(`$1'), `b'), _uc10_pg_nc)')
# UC10_REFERENCE(DATA, DTYPE, `SHAPE', TOLERANCE) or
# UC10_REFERENCE(DATA, DTYPE, `SHAPE', SCALE, ZERO_POINT) for a quantized output
m4_define(`UC10_REFERENCE',
`_uc10_pg_in(`UC10_REFERENCE')_uc10_ident(`$1', `data symbol', `UC10_REFERENCE')m4_dnl
m4_ifdef(`_uc10_pdt_$2', `', `_uc10_fatal(`UC10_REFERENCE: unknown dtype $2')')m4_dnl
m4_define(`_uc10_pg_ref', `$1')m4_define(`_uc10_pg_refdt', `$2')m4_dnl
m4_define(`_uc10_pg_refs', m4_patsubst(``$3'', ` '))m4_dnl
m4_define(`_uc10_pg_reftol', m4_ifelse(`$5', `', `m4_ifelse(`$4', `', `1e-4', `$4')', `0'))m4_dnl
m4_define(`_uc10_pg_refq', m4_ifelse(`$5', `', `', ``$4, $5''))')
m4_define(`UC10_END_PROGRAM',
`_uc10_pg_in(`UC10_END_PROGRAM')m4_dnl
m4_ifdef(`_uc10_pg_out', `', `_uc10_fatal(`UC10_END_PROGRAM: the program has no UC10_OUTPUT')')m4_dnl
m4_ifelse(_uc10_pg_nc, 0, `_uc10_fatal(`UC10_END_PROGRAM: the program calls no operator')')m4_dnl
m4_define(`_uc10_pg_ended')')
