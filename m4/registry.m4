# registry.m4 - the registration language: what operator libraries write.
#
#   UC10_LIBRARY(ns)                       declare namespace ns (once)
#   UC10_LIBRARY_FRAGMENT(ns)              add to it from another file
#   UC10_DEF(ns, `schema')                 define ns::name.overload
#   UC10_IMPL(ns, KEY, op, c_function[, dtypes])  kernel at a runtime or alias key
#   UC10_IMPL_OVERRIDE(ns, KEY, op, fn)    replace an earlier impl on purpose
#   UC10_IMPL_FALLTHROUGH(ns, KEY, op)     fallthrough kernel at KEY
#   UC10_IMPL_FALLTHROUGH_OVERRIDE(ns, KEY, op)   a fallthrough replacing an impl
#   UC10_IMPL_CATCHALL(ns, op, fn)         m.impl(op, fn) with no key: at
#                                          CompositeImplicitAutograd, as 1.13 does
#   UC10_FALLBACK(KEY, boxed_function)     backend fallback for every op
#   UC10_FALLBACK_FALLTHROUGH(KEY)         fallthrough fallback
#   UC10_LIBRARY_BLOCK, UC10_LIBRARY_IMPL  TORCH_LIBRARY-style blocks (below)
#   UC10_SELECT, UC10_USES                 a selective build (Note [Selective build])
#
# Definitions are parsed and checked at once; impls are recorded and
# resolved when all files have been read (_uc10_finalize), because, as in
# PyTorch, registrations may be split over files in any order.

m4_define(`_uc10_nops', 0)
m4_define(`_uc10_nimpls', 0)

# Note [The model]
# The generator runs in three stages: parse (this file and schema.m4: the
# registrations become facts, one macro a fact), compute (lint.m4,
# table.m4, hash.m4, fast.m4, and `_uc10_finalize' below: resolved
# kernels, tables, the hash, fast paths, each computed once) and emit (the
# emit_*.m4 files: C text only).  Later stages read the facts through these
# accessors, which are the model's interface:
#   _uc10_nops, _uc10_nlive     operators defined, operators in this build
#   _uc10_forops(BODY)          BODY for each live operator, _uc10_o its number
#   _uc10_op(N, FIELD)          operator N's FIELD:
#       q         qualified name `ns::name.overload'
#       ns, where its namespace, file:line of its UC10_DEF
#       schema    its canonical schema, namespace-qualified
#       nl        the length of `ns::name'
#       nk, kn_J  the number of its distinct C kernel functions, the J-th
#       amask     the tags of the alias keys it has kernels at (` CIA AG')
#       regs      its registrations in order, ` KEY:J' each (J: the index
#                 of its function kn_J, or `ft' for a fallthrough); an
#                 override appears again after the registration it replaces
#   _uc10_cname(N)              its C name (Note [Generated names], csig.m4)
#   _uc10_sget(N, FIELD)        its schema's facts (schema.m4)
#   _uc10_kernel(N, KEY)        its kernel at runtime or alias key KEY:
#                               a C function, `fallthrough', or empty
#   _uc10_kernel_where(N, KEY)  file:line of that registration
#   _uc10_fallback_at(KEY)      the backend fallback at runtime key KEY:
#                               a boxed function, `fallthrough', or empty
# The table walk (table.m4) alone reads _uc10_k_N_KEY and _uc10_fb_KEY by
# name: its chains are built once and run once a slot an operator, where a
# macro call more a step is measurable at PyTorch's scale.
m4_define(`_uc10_op', `m4_defn(`_uc10_op_$1_$2')')
m4_define(`_uc10_kernel', `m4_ifdef(`_uc10_k_$1_$2', `m4_defn(`_uc10_k_$1_$2')')')
m4_define(`_uc10_kernel_where', `m4_ifdef(`_uc10_kw_$1_$2', `m4_defn(`_uc10_kw_$1_$2')')')
m4_define(`_uc10_fallback_at', `m4_ifdef(`_uc10_fb_$1', `m4_defn(`_uc10_fb_$1')')')

# _uc10_need(VALUE, WHAT, MACRO) - an argument must not be empty.  (A
# value of identifier characters and dots is its own trimmed value: no
# regexp needed to see whether it is empty.)
m4_define(`_uc10_need',
`m4_ifelse(m4_translit(`$1', `A-Za-z0-9_.'), `',
  `m4_ifelse(`$1', `', `_uc10_fatal(`$3: missing $2')')',
  `m4_ifelse(_uc10_trim(`$1'), `', `_uc10_fatal(`$3: missing $2')')')')
# _uc10_ident(VALUE, WHAT, MACRO) - a C identifier: identifier characters
# only, not empty, no digit first (`m4_translit' and `m4_index' are cheaper than
# a regexp, and every registration names one).
m4_define(`_uc10_ident',
`m4_ifelse(m4_translit(`$1', `A-Za-z0-9_'), `',
  `m4_ifelse(m4_index(`0123456789', m4_substr(`$1', 0, 1)), -1, `', `_uc10_notident($@)')',
  `_uc10_notident($@)')m4_dnl
m4_ifdef(`_uc10_reserved_$1',
  `_uc10_fatal(`$3: `$1' is reserved for uc10 dump output; rename the function')')m4_dnl
m4_ifelse(m4_substr(`$1', 200), `', `', `_uc10_fatal(`$3: $2 is longer than 200 characters')')')
m4_define(`_uc10_notident', `_uc10_fatal(`$3: $2 `$1' is not a C identifier')')
m4_define(`_uc10_reserved_fallthrough')
m4_define(`_uc10_reserved_missing')
m4_define(`_uc10_reserved_ambiguous_autogradother')

# _uc10_arity(MACRO, GOT, WANT, WHAT) - a registration takes exactly WANT
# arguments (WHAT names them).  An extra one is a typo or an unquoted comma,
# and m4 would drop it without a word.
m4_define(`_uc10_arity',
`m4_ifelse(`$2', `$3', `',
  `_uc10_fatal(`$1: expected $3 argument'm4_ifelse(`$3', `1', `', `s')` ($4), got $2')')')

# UC10_LIBRARY(NS)
# (Files come in any order: a fragment may be read before its library.)
m4_define(`UC10_LIBRARY',
`_uc10_arity(`UC10_LIBRARY', `$#', 1, `namespace')m4_dnl
_uc10_ident(`$1', `namespace', `UC10_LIBRARY')m4_dnl
m4_ifdef(`_uc10_libmain_$1',
  `_uc10_fatal(`UC10_LIBRARY: namespace `$1' is already declared at 'm4_defn(`_uc10_libmain_$1')m4_dnl
`; use UC10_LIBRARY_FRAGMENT to add to it')')m4_dnl
m4_define(`_uc10_libmain_$1', _uc10_here)m4_define(`_uc10_lib_$1', _uc10_here)')
m4_define(`UC10_LIBRARY_FRAGMENT',
`_uc10_arity(`UC10_LIBRARY_FRAGMENT', `$#', 1, `namespace')m4_dnl
_uc10_ident(`$1', `namespace', `UC10_LIBRARY_FRAGMENT')m4_dnl
m4_ifdef(`_uc10_lib_$1', `', `m4_define(`_uc10_lib_$1', _uc10_here)')')

# UC10_DEF(NS, SCHEMA)
m4_define(`UC10_DEF',
`m4_ifelse(`$#', `2', `',
  `_uc10_fatal(`UC10_DEF: expected 2 arguments (namespace, `schema'), got $#; quote the schema')')m4_dnl
m4_ifdef(`_uc10_lib_$1', `', `_uc10_fatal(`UC10_DEF: namespace `$1' has no UC10_LIBRARY($1)')')m4_dnl
_uc10_schema(_uc10_nops, `$2')m4_dnl
m4_ifelse(m4_defn(`_uc10_perr'), `',
  `_uc10_def_(`$1', _uc10_nops, m4_defn(`_uc10_s_'_uc10_nops`_ns'), m4_defn(`_uc10_s_'_uc10_nops`_name'),
    m4_defn(`_uc10_s_'_uc10_nops`_ovl'))',
  `_uc10_fatal(`UC10_DEF: malformed schema: 'm4_defn(`_uc10_perr')`: $2')')')

# _uc10_def_(NS, N, SCHEMA_NS, NAME, OVERLOAD) - op N from its parsed
# schema: its names, Q `ns::name.overload' and C `ns_name_overload'.
m4_define(`_uc10_def_',
`m4_ifelse(`$3', `', `', `$3', `$1', `',
  `_uc10_fatal(`UC10_DEF: schema namespace `$3' differs from library `$1'')')m4_dnl
_uc10_def_op(`$1', `$2', `$4', `$1::$4'm4_ifelse(`$5', `', `', `.$5'),
  `$1_$4'm4_ifelse(`$5', `', `', `_$5'), `$3')')
# _uc10_def_op(NS, N, NAME, Q, C, SCHEMA_NS)
m4_define(`_uc10_def_op',
`m4_ifdef(`_uc10_opid_$4',
  `_uc10_fatal(`UC10_DEF: operator $4 is already defined at '_uc10_op(m4_defn(`_uc10_opid_$4'), `where'))')m4_dnl
m4_ifelse(m4_substr(`$4', 200), `', `',
  `_uc10_fatal(`UC10_DEF: operator name is longer than 200 characters')')m4_dnl
m4_define(`_uc10_opid_$4', `$2')m4_define(`_uc10_op_$2_q', `$4')m4_dnl
m4_define(`_uc10_op_$2_esc', `$5_'m4_len(`$1')`_'m4_len(`$3'))_uc10_cclaim(`$2', `$5', 0)m4_dnl
m4_define(`_uc10_op_$2_ns', `$1')m4_define(`_uc10_op_$2_where', _uc10_here)m4_dnl
m4_define(`_uc10_op_$2_nl', m4_eval(m4_len(`$1') + 2 + m4_len(`$3')))m4_dnl
m4_define(`_uc10_op_$2_schema', m4_ifelse(`$6', `', `$1::')m4_defn(`_uc10_s_$2_canon'))m4_dnl
m4_define(`_uc10_op_$2_nk', 0)m4_define(`_uc10_op_$2_regs', `')m4_define(`_uc10_op_$2_amask', `')m4_dnl
m4_define(`_uc10_nops', m4_incr($2))')

# _uc10_cclaim(N, CNAME, ESCAPED) - op N takes CNAME as its C name, unless
# another operator has it (Note [Generated names] in uc10/dispatcher.h).
# The plain name ns_name_ovl is injective but for `::' and `.' both
# becoming `_'; where two plain names meet, both operators take the escaped
# name, the plain one with the lengths of the namespace and the name
# appended (`_uc10_op_N_esc'), which tells where `::' and `.' were and so
# clashes with no other escaped name.  An escaped name that is another
# operator's plain name escapes that operator too.  The set of escaped
# operators is the least one closed under these rules, whatever the order
# of definition.  _uc10_cown_C: the operator that took (or first met) C.
m4_define(`_uc10_cclaim',
`m4_ifdef(`_uc10_cown_$2', `_uc10_cclash(`$1', `$2', `$3', m4_defn(`_uc10_cown_$2'))',
`m4_define(`_uc10_cown_$2', `$1')m4_define(`_uc10_op_$1_c', `$2')')')
m4_define(`_uc10_cclash',
`m4_ifelse(`$3', `1', `m4_define(`_uc10_cown_$2', `$1')m4_define(`_uc10_op_$1_c', `$2')',
  `_uc10_cescape(`$1')')m4_dnl
_uc10_cescape(`$4')')
m4_define(`_uc10_cescape',
`m4_ifdef(`_uc10_op_$1_escaped', `',
  `m4_define(`_uc10_op_$1_escaped')_uc10_cclaim(`$1', m4_defn(`_uc10_op_$1_esc'), `1')')')

# _uc10_key_check(KEY, MACRO) - a runtime key or an alias key of 1.13.
m4_define(`_uc10_key_check',
`m4_ifdef(`_uc10_ix_$1', `',
  `m4_ifdef(`_uc10_atag_$1', `',
    `m4_ifdef(`_uc10_trimmed_$1', `',
      `m4_ifdef(`_uc10_funcval_$1',
        `_uc10_fatal(`$2: `$1' is a per-backend functionality key, which has no table entry 'm4_dnl
`of its own; register at one of its runtime keys (with a backend: CPU for Dense, 'm4_dnl
`QuantizedCPU for Quantized, ...)')',
        `_uc10_fatal(`$2: unknown dispatch key `$1'')')')')')')
# _uc10_trimmed(KEY, MACRO, THEN) - THEN, unless KEY's slot was trimmed away
# by BACKENDS= (Note [Trimmed key universe] in keys.m4): then the
# registration is dropped with a warning (none for uc10's own defaults).
m4_define(`_uc10_trimmed',
`m4_ifdef(`_uc10_trimmed_$1',
  `m4_ifelse(`$2', `', `',
    `_uc10_warn(`$2: key $1 is trimmed away by BACKENDS='m4_defn(`UC10_BACKENDS')`; registration dropped')')',
  `$3')')

# _uc10_kok_KEY: KEY is a runtime key of this build (not trimmed away) or
# an alias key, so that a registration naming it needs no other check.
_uc10_for(`_uc10_n', 0, _uc10_rtlast, `m4_define(`_uc10_kok_'m4_defn(`_uc10_rk_'_uc10_n))')
_uc10_upto(`_uc10_n', _uc10_nalias, `m4_define(`_uc10_kok_'m4_defn(`_uc10_aliasname_'_uc10_n))')

# UC10_IMPL(NS, KEY, OP, FN) and friends: record, resolve later.
# _uc10_impl(NS, KEY, OP, FN, MACRO, OVERRIDE, CHECKFN) - OVERRIDE 1 for the
# _OVERRIDE forms; FN is `fallthrough' for the fallthrough forms, which
# pass CHECKFN 0.  The impl is kept as the call that resolves it,
# `_uc10_impl_I' (Note [Resolving impls]).
m4_define(`_uc10_impl',
`m4_ifdef(`_uc10_kok_$2', `_uc10_impl_rec($@)',
  `_uc10_key_check(`$2', `$5')_uc10_trimmed(`$2', `$5', `_uc10_impl_rec($@)')')')
m4_define(`_uc10_impl_rec',
`m4_ifelse(`$7', 1, `_uc10_ident(`$4', `kernel', `$5')')m4_dnl
_uc10_need(`$3', `operator name', `$5')m4_dnl
_uc10_impl_put(`$1::$3', `$2', `$4', $6, `$5', _uc10_here, _uc10_nimpls)')
# _uc10_impl_put(Q, KEY, FN, OVERRIDE, MACRO, WHERE, I)
m4_define(`_uc10_impl_put',
`m4_define(`_uc10_impl_$7',
  `_uc10_resolve(`$1', `$2', `$3', $4, `$5', `$6')m4_undefine(`_uc10_impl_$7')_uc10_impl_'m4_incr($7)`()')m4_dnl
m4_define(`_uc10_nimpls', m4_incr($7))')
m4_define(`UC10_IMPL',
`m4_ifelse(`$#', 4, `', `$#', 5, `_uc10_kdtypes(`$4', `$5')',
  `_uc10_fatal(`UC10_IMPL: expected 4 or 5 arguments (namespace, KEY, op, c_function[, dtypes]), got $#')')m4_dnl
_uc10_impl(`$1', `$2', `$3', `$4', `UC10_IMPL', 0, 1)')
# dtype name (torch's scalarType() spelling, which programs and kernels'
# dtype lists use) -> C enumerator, item size; `_uc10_pdt_all': the names (`Byte, Char, ...'),
# in c10::ScalarType order.
m4_define(`_uc10_pdt',
`m4_define(`_uc10_pdt_$1', `$2')m4_define(`_uc10_pdsz_$1', `$3')m4_dnl
m4_define(`_uc10_pdt_all', m4_ifdef(`_uc10_pdt_all', `m4_defn(`_uc10_pdt_all')`, '')`$1')')
_uc10_pdt(`Byte', `UC10_UINT8', 1)_uc10_pdt(`Char', `UC10_INT8', 1)_uc10_pdt(`Short', `UC10_INT16', 2)
_uc10_pdt(`Int', `UC10_INT32', 4)_uc10_pdt(`Long', `UC10_INT64', 8)_uc10_pdt(`Float', `UC10_FLOAT32', 4)
_uc10_pdt(`Double', `UC10_FLOAT64', 8)_uc10_pdt(`Bool', `UC10_BOOL', 1)_uc10_pdt(`QInt8', `UC10_QINT8', 1)
_uc10_pdt(`QUInt8', `UC10_QUINT8', 1)_uc10_pdt(`QInt32', `UC10_QINT32', 4)
# _uc10_kdtypes(FN, `DTYPES') - the dtypes kernel FN takes for its first
# Tensor argument (Note [Kernel dtypes]); registered at several keys, it
# takes their union.
m4_define(`_uc10_kdtypes',
`m4_patsubst(`$2', `[^ ]+', `m4_ifdef(`_uc10_pdt_\&', `', `_uc10_kdtbad(`$1', `$2')')')m4_dnl
m4_ifelse(m4_patsubst(`$2', ` '), `', `_uc10_kdtbad(`$1', `$2')')m4_dnl
m4_define(`_uc10_kdt_$1', m4_ifdef(`_uc10_kdt_$1', `m4_defn(`_uc10_kdt_$1') ')m4_patsubst(`$2', ` +', ` '))')
m4_define(`_uc10_kdtbad',
`_uc10_fatal(`UC10_IMPL: dtypes `$2' of $1: a list of 'm4_defn(`_uc10_pdt_all'))')
# Note [Kernel dtypes]
# A kernel registered with the dtypes it takes (`UC10_IMPL' with a fifth argument)
# has them written once: uc10_ops.h defines UC10_KERNEL_DTYPES_<function>,
# their uc10_dtype bits, which the kernel's own check reads
# (UC10__KERNEL_TAKES in kernels/common/kernel.h), and a program's call
# that lands on the kernel with another dtype stops its build (Note
# [Program kernel check] in program_check.m4).
m4_define(`UC10_IMPL_OVERRIDE',
`_uc10_arity(`UC10_IMPL_OVERRIDE', `$#', 4, `namespace, KEY, op, c_function')m4_dnl
_uc10_impl(`$1', `$2', `$3', `$4', `UC10_IMPL_OVERRIDE', 1, 1)')
m4_define(`UC10_IMPL_FALLTHROUGH',
`m4_ifelse(`$#', 3, `', `_uc10_arity(`UC10_IMPL_FALLTHROUGH', `$#', 3, `namespace, KEY, op')')m4_dnl
_uc10_impl(`$1', `$2', `$3', `fallthrough', `UC10_IMPL_FALLTHROUGH', 0, 0)')
m4_define(`UC10_IMPL_FALLTHROUGH_OVERRIDE',
`_uc10_arity(`UC10_IMPL_FALLTHROUGH_OVERRIDE', `$#', 3, `namespace, KEY, op')m4_dnl
_uc10_impl(`$1', `$2', `$3', `fallthrough', `UC10_IMPL_FALLTHROUGH_OVERRIDE', 1, 0)')
# A catch-all kernel (m.impl(name, fn) without a dispatch key) is registered
# at CompositeImplicitAutograd by PyTorch 1.13.
m4_define(`UC10_IMPL_CATCHALL',
`_uc10_arity(`UC10_IMPL_CATCHALL', `$#', 3, `namespace, op, c_function')m4_dnl
_uc10_impl(`$1', `CompositeImplicitAutograd', `$2', `$3', `UC10_IMPL_CATCHALL', 0, 1)')

# Block sugar, as TORCH_LIBRARY / TORCH_LIBRARY_IMPL:
#   UC10_LIBRARY_BLOCK(ns, `
#     UC10_M_DEF(`myadd(Tensor self, Tensor other) -> Tensor')
#   ')
#   UC10_LIBRARY_IMPL(ns, CPU, `
#     UC10_M_IMPL(myadd, myadd_cpu)
#     UC10_M_FALLTHROUGH(other)
#   ')
# UC10_M_IMPL inside UC10_LIBRARY_BLOCK is m.impl inside TORCH_LIBRARY: a
# catch-all, at CompositeImplicitAutograd.
# The body's registrations are reported at the block's first line.
m4_define(`UC10_LIBRARY_BLOCK',
`_uc10_arity(`UC10_LIBRARY_BLOCK', `$#', 2, `namespace, `body'')UC10_LIBRARY(`$1')m4_dnl
m4_pushdef(`_uc10_blk_ns', `$1')m4_pushdef(`_uc10_blk_key', `CompositeImplicitAutograd')m4_dnl
$2`'m4_popdef(`_uc10_blk_key')m4_popdef(`_uc10_blk_ns')')
m4_define(`UC10_LIBRARY_IMPL',
`_uc10_arity(`UC10_LIBRARY_IMPL', `$#', 3, `namespace, KEY, `body'')m4_dnl
_uc10_key_check(`$2', `UC10_LIBRARY_IMPL')m4_dnl
m4_pushdef(`_uc10_blk_ns', `$1')m4_pushdef(`_uc10_blk_key', `$2')m4_dnl
$3`'m4_popdef(`_uc10_blk_key')m4_popdef(`_uc10_blk_ns')')
m4_define(`UC10_M_DEF',
`_uc10_arity(`UC10_M_DEF', `$#', 1, ``schema'')UC10_DEF(_uc10_blk_ns, `$1')')
m4_define(`UC10_M_IMPL',
`_uc10_arity(`UC10_M_IMPL', `$#', 2, `op, c_function')m4_dnl
UC10_IMPL(_uc10_blk_ns, _uc10_blk_key, `$1', `$2')')
m4_define(`UC10_M_FALLTHROUGH',
`_uc10_arity(`UC10_M_FALLTHROUGH', `$#', 1, `op')m4_dnl
UC10_IMPL_FALLTHROUGH(_uc10_blk_ns, _uc10_blk_key, `$1')')
m4_define(`_uc10_blk_ns',
`_uc10_fatal(`UC10_M_DEF, UC10_M_IMPL and UC10_M_FALLTHROUGH belong inside UC10_LIBRARY_BLOCK or UC10_LIBRARY_IMPL')')
m4_define(`_uc10_blk_key',
`_uc10_fatal(`UC10_M_IMPL and UC10_M_FALLTHROUGH belong inside UC10_LIBRARY_IMPL')')

# UC10_FALLBACK(KEY, FN) / UC10_FALLBACK_FALLTHROUGH(KEY)
m4_define(`_uc10_fallback',
`_uc10_key_check(`$1', `$3')_uc10_trimmed(`$1', `$3', `_uc10_fallback_rec($@)')')
m4_define(`_uc10_fallback_rec',
`m4_ifdef(`_uc10_atag_$1',
  `_uc10_fatal(`$3: `$1' is an alias key; a backend fallback takes a runtime key')')m4_dnl
_uc10_key_check(`$1', `$3')m4_dnl
m4_ifdef(`_uc10_fb_$1',
  `_uc10_fatal(`$3: second fallback for key $1 (the first is at 'm4_defn(`_uc10_fbwhere_$1')`)')')m4_dnl
m4_define(`_uc10_fb_$1', `$2')m4_dnl
m4_define(`_uc10_fbwhere_$1', m4_ifelse(`$4', `', _uc10_here, `$4'))')
m4_define(`UC10_FALLBACK',
`_uc10_arity(`UC10_FALLBACK', `$#', 2, `KEY, boxed_function')m4_dnl
_uc10_ident(`$2', `fallback', `UC10_FALLBACK')m4_dnl
_uc10_fallback(`$1', `$2', `UC10_FALLBACK')')
m4_define(`UC10_FALLBACK_FALLTHROUGH',
`_uc10_arity(`UC10_FALLBACK_FALLTHROUGH', `$#', 1, `KEY')m4_dnl
_uc10_fallback(`$1', `fallthrough', `UC10_FALLBACK_FALLTHROUGH')')
m4_patsubst(m4_defn(`_uc10_default_fallthroughs'), `[A-Za-z]+',
`_uc10_fallback(`\&', `fallthrough', `', `uc10 default (a PyTorch 1.13 core fallthrough fallback)')')

# _uc10_finalize - compute: check the libraries for stray text (lint.m4),
# resolve the impls into per-operator facts, name each signature, and work
# out the live operators (Note [Selective build]).  The facts:
#   _uc10_k_N_KEY      kernel of op N at runtime or alias KEY (`fallthrough')
#   _uc10_kw_N_KEY     where it was registered
#   _uc10_aob_N        op N has a kernel at an autogradother backend
#   _uc10_ntb_N        op N has a kernel at a NestedTensor backend
#   _uc10_op_N_amask   tags of its alias kernels, e.g. ` CIA AG'
#   _uc10_op_N_nk, _uc10_op_N_kn_J   its distinct C kernel functions
#   _uc10_op_N_regs    its registrations, ` KEY:J' each, in order
# (read through the accessors of Note [The model]).
m4_define(`_uc10_finalize',
`m4_ifdef(`_uc10_finalized', `',
  `m4_define(`_uc10_finalized')_uc10_lint()m4_dnl
m4_define(`_uc10_impl_'_uc10_nimpls)_uc10_impl_0()m4_undefine(`_uc10_impl_'_uc10_nimpls)m4_dnl
_uc10_upto(`_uc10_i', _uc10_nops, `_uc10_sigid(_uc10_i)')m4_dnl
_uc10_select_resolve()')')

# Note [Selective build]
# UC10_SELECT(`ns::op ns::op.overload ...') names the operators a firmware
# uses; UC10_USES(ns, op, `ns::callee ...') says which operators a
# composite kernel of ns::op calls.  With any UC10_SELECT, only the selected
# operators and what they use (transitively) get tables, names and call
# wrappers; the others are still declared in uc10_ops.h, so their kernels
# compile, but nothing defines their wrappers: a kernel that is linked in
# and calls a left-out operator fails the link, naming both (`undefined
# reference to uc10_call_<callee>' in function <kernel>).  Never at run time.
# tests/uses/run.sh links each product operator whose kernel calls another
# alone that way, so a UC10_USES that lags its kernel fails `make check'.
m4_define(`_uc10_nsel', 0)
m4_define(`UC10_SELECT',
`_uc10_arity(`UC10_SELECT', `$#', 1, ``ns::op ...'')m4_dnl
m4_patsubst(`$1', `[^ 	
]+', `_uc10_select1(`\&')')')
m4_define(`_uc10_select1',
`m4_define(`_uc10_sel_'_uc10_nsel, `$1')m4_dnl
m4_define(`_uc10_selw_'_uc10_nsel, _uc10_here)m4_dnl
_uc10_inc(`_uc10_nsel')')
m4_define(`_uc10_nuses', 0)
m4_define(`UC10_USES',
`_uc10_arity(`UC10_USES', `$#', 3, `namespace, op, `ns::callee ...'')m4_dnl
_uc10_need(`$2', `operator name', `UC10_USES')m4_dnl
m4_patsubst(`$3', `[^ 	
]+', `_uc10_uses1(`$1::$2', `\&')')')
m4_define(`_uc10_uses1',
`m4_define(`_uc10_use_'_uc10_nuses, `$1')m4_define(`_uc10_usec_'_uc10_nuses, `$2')m4_dnl
m4_define(`_uc10_usew_'_uc10_nuses, _uc10_here)_uc10_inc(`_uc10_nuses')')

# The live operators: _uc10_nlive of them, _uc10_live_I = op number, in
# definition order.  _uc10_forops(BODY) runs BODY with _uc10_o = each one.
m4_define(`_uc10_select_resolve',
`_uc10_upto(`_uc10_i', _uc10_nuses, `_uc10_use_check(_uc10_i)')m4_dnl
m4_ifelse(_uc10_nsel, 0,
  `_uc10_upto(`_uc10_i', _uc10_nops, `m4_define(`_uc10_keep_'_uc10_i)')',
  `_uc10_upto(`_uc10_i', _uc10_nsel,
    `_uc10_keep(m4_defn(`_uc10_sel_'_uc10_i), m4_defn(`_uc10_selw_'_uc10_i))')')m4_dnl
m4_define(`_uc10_nlive', 0)m4_dnl
_uc10_upto(`_uc10_i', _uc10_nops,
  `m4_ifdef(`_uc10_keep_'_uc10_i,
    `m4_define(`_uc10_live_'_uc10_nlive, _uc10_i)_uc10_inc(`_uc10_nlive')')')')
# _uc10_use_check(I) - the I-th `UC10_USES' names defined operators; note the
# callee's number among its caller's (_uc10_uses_N).
m4_define(`_uc10_use_check',
`m4_pushdef(`_uc10_u', m4_defn(`_uc10_use_$1'))m4_pushdef(`_uc10_uc', m4_defn(`_uc10_usec_$1'))m4_dnl
m4_ifdef(`_uc10_opid_'_uc10_u, `',
  `_uc10_fatal(`UC10_USES: no UC10_DEF for operator '_uc10_u, m4_defn(`_uc10_usew_$1'))')m4_dnl
m4_ifdef(`_uc10_opid_'_uc10_uc, `',
  `_uc10_fatal(`UC10_USES: '_uc10_u` uses '_uc10_uc`, which has no UC10_DEF', m4_defn(`_uc10_usew_$1'))')m4_dnl
m4_define(`_uc10_uses_'m4_defn(`_uc10_opid_'_uc10_u),
  m4_defn(`_uc10_uses_'m4_defn(`_uc10_opid_'_uc10_u))` 'm4_defn(`_uc10_opid_'_uc10_uc))m4_dnl
m4_popdef(`_uc10_uc')m4_popdef(`_uc10_u')')
# _uc10_keep(NAME, WHERE): keep an op and, through `UC10_USES', its callees.
m4_define(`_uc10_keep',
`m4_ifdef(`_uc10_opid_$1', `_uc10_keepn(m4_defn(`_uc10_opid_$1'))',
  `_uc10_fatal(`UC10_SELECT: no UC10_DEF for operator $1', `$2')')')
m4_define(`_uc10_keepn',
`m4_ifdef(`_uc10_keep_$1', `',
  `m4_define(`_uc10_keep_$1')m4_dnl
m4_ifdef(`_uc10_uses_$1', `m4_patsubst(m4_defn(`_uc10_uses_$1'), `[0-9]+', `_uc10_keepn(\&)')')')')
m4_define(`_uc10_forops',
`_uc10_upto(`_uc10_fi', _uc10_nlive,
  `m4_pushdef(`_uc10_o', m4_defn(`_uc10_live_'_uc10_fi))$1`'m4_popdef(`_uc10_o')')')

# Note [Resolving impls]
# Each impl is recorded as the call that resolves it followed by the call
# of the next one: `_uc10_impl_I' is `_uc10_resolve(...)_uc10_impl_J()',
# J = I + 1, and `_uc10_impl_N' (N impls) is empty.  `_uc10_finalize' calls
# `_uc10_impl_0()' and the chain resolves them all in order, one macro
# call an impl, with no loop counter.  Each link undefines itself once
# used (m4 keeps a definition alive while it is being expanded): the
# frozen state (tools/gen.sh) carries no dead text to the emitters.
# _uc10_resolve(Q, KEY, FN, OVERRIDE, MACRO, WHERE) - an impl of operator Q.
m4_define(`_uc10_resolve',
`m4_ifdef(`_uc10_opid_$1', `_uc10_resolve_(m4_defn(`_uc10_opid_$1'), $@)',
  `_uc10_fatal(`$5: no UC10_DEF for operator $1', `$6')')')
# _uc10_resolve_(N, Q, KEY, FN, OVERRIDE, MACRO, WHERE) - into op N's facts.
m4_define(`_uc10_resolve_',
`m4_ifdef(`_uc10_k_$1_$3', `m4_ifelse(`$5', 1, `', `_uc10_second($@)')')m4_dnl
m4_define(`_uc10_k_$1_$3', `$4')m4_define(`_uc10_kw_$1_$3', `$7')m4_dnl
m4_ifdef(`_uc10_atag_$3', `_uc10_amask_add($1, m4_defn(`_uc10_atag_$3'))',
  `m4_ifdef(`_uc10_isaob_$3', `m4_define(`_uc10_aob_$1')')m4_dnl
m4_ifdef(`_uc10_isntb_$3', `m4_define(`_uc10_ntb_$1')')')m4_dnl
m4_ifelse(`$4', `fallthrough', `_uc10_regadd(`$1', `$3', `ft')',
  `m4_ifdef(`_uc10_kfn_$1_$4', `',
    `m4_define(`_uc10_kfn_$1_$4', m4_defn(`_uc10_op_$1_nk'))m4_dnl
m4_define(`_uc10_op_$1_kn_'m4_defn(`_uc10_op_$1_nk'), `$4')_uc10_inc(`_uc10_op_$1_nk')')m4_dnl
_uc10_regadd(`$1', `$3', m4_defn(`_uc10_kfn_$1_$4'))')')
# _uc10_regadd(N, KEY, J) - note op N's registration at KEY (`regs').
m4_define(`_uc10_regadd', `m4_define(`_uc10_op_$1_regs', m4_defn(`_uc10_op_$1_regs')` $2:$3')')
# _uc10_isaob_KEY, _uc10_isntb_KEY: runtime key KEY is an autogradother
# backend, a NestedTensor backend.
_uc10_for(`_uc10_n', 0, _uc10_rtlast,
  `m4_ifelse(m4_defn(`_uc10_m_AOB_'_uc10_n), 1, `m4_define(`_uc10_isaob_'m4_defn(`_uc10_rk_'_uc10_n))')m4_dnl
m4_ifelse(m4_defn(`_uc10_rkf_'_uc10_n), _uc10_funcval_NestedTensor,
  `m4_define(`_uc10_isntb_'m4_defn(`_uc10_rk_'_uc10_n))')')
# _uc10_second(N, Q, KEY, FN, OVERRIDE, MACRO, WHERE) - a second impl at
# KEY, without saying it overrides the first.
m4_define(`_uc10_second',
`_uc10_fatal(`$6: second impl of $2 at $3 (the first is at 'm4_defn(`_uc10_kw_$1_$3')`); use 'm4_dnl
m4_ifelse(`$4', `fallthrough', ``UC10_IMPL_FALLTHROUGH_OVERRIDE'', ``UC10_IMPL_OVERRIDE'')m4_dnl
` to replace it', `$7')')
m4_define(`_uc10_amask_add',
`m4_ifelse(_uc10_in(`$2', m4_defn(`_uc10_op_$1_amask')), 1, `',
  `m4_define(`_uc10_op_$1_amask', m4_defn(`_uc10_op_$1_amask')` $2')')')
