m4_divert(-1)
# uc10.m4 - the uc10 generator's entry point.
#
# Run as `m4 -P m4/uc10.m4 OPS.m4... m4/emit_X.m4` (the Makefile does):
# -P renames m4's builtins to m4_* so that words such as `index', `len',
# `format', `divert' or `dnl' inside schemas stay plain text.  The files
# after this one are operator libraries (tables/*.m4 or the user's own);
# they only record registrations.  The last file, an emitter, walks the
# recorded database and writes one output (C header, C tables, dump, ...).
#
# Naming: public macros are UC10_*; everything else is _uc10_* (data and
# helpers).  Quotes are m4's default ` and ', which never occur in schemas
# (a schema holding one is refused).  Comments are off: `#' is data.
m4_changecom()

# _uc10_here
# ----------
# The user's file and line being read, for messages.
m4_define(`_uc10_here', `m4___file__:m4___line__')

# _uc10_fatal(MSG, [WHERE])
# -------------------------
# Stop the build: print `FILE:LINE: error: MSG' and exit 1.  WHERE defaults
# to the input position; a registration recorded earlier passes its own.
m4_define(`_uc10_fatal',
`m4_errprint(m4_ifelse(`$2', `', _uc10_here, `$2')`: error: $1
')m4_m4exit(`1')')

# _uc10_warn(MSG)
m4_define(`_uc10_warn', `m4_errprint(_uc10_here`: warning: $1
')')

# _uc10_set(NAME, VALUE) / _uc10_get(NAME)
# ----------------------------------------
# The database: one macro per fact.  _uc10_get returns the value quoted, so
# it is never rescanned; facts are read with m4_defn.
m4_define(`_uc10_set', `m4_define(`$1', `$2')')
m4_define(`_uc10_get', `m4_defn(`$1')')
m4_define(`_uc10_inc', `m4_define(`$1', m4_eval(m4_defn(`$1') + 1))')

# _uc10_for(VAR, FROM, TO, BODY)
# ------------------------------
# A counted loop; BODY sees VAR as a macro.  Iterative, not recursive over
# `$@', so long loops stay linear (see shared m4 notes).
m4_define(`_uc10_for',
`m4_ifelse(m4_eval(`$2 <= $3'), `1',
`m4_pushdef(`$1', `$2')_uc10_for_(`$1', `$3', `$4')m4_popdef(`$1')')')
m4_define(`_uc10_for_',
`$3`'m4_ifelse(m4_eval($1 < `$2'), `1',
`m4_define(`$1', m4_incr($1))$0(`$1', `$2', `$3')')')

# Note [Diversions]
# Emitters write their output in parts that m4's diversions put in order;
# the parts have names (as m4sugar's diversions do), never bare numbers:
#   DISCARD  -1  what is only computed (every macro call of the model)
#   OUT       0  the output as it is written
#   RECORDS   1  uc10_ops.c's objects ahead of the operator array: kernel
#                and fallback records, names, non-fallthrough sets, the
#                compact layout's class indices and palettes
#   OPS       2  the operator array's entries
#   SIGCODE   3  the signature helpers (unboxing, boxing, general path)
#   OPCODE    4  each operator's call and redispatch functions
#   ROWMACROS 5  the dense tables' key-set and shared-entry macros (Note
#                [Table rows] in emit_ops_c.m4), written ahead of RECORDS
# _uc10_divert(NAME) switches to a part; _uc10_undivert(NAME) inserts one;
# _uc10_div_NAME is its number, for a hook that bakes the number into its
# body when defined (the table walk's hooks run once an entry).
m4_define(`_uc10_div_DISCARD', -1)
m4_define(`_uc10_div_OUT', 0)
m4_define(`_uc10_div_RECORDS', 1)
m4_define(`_uc10_div_OPS', 2)
m4_define(`_uc10_div_SIGCODE', 3)
m4_define(`_uc10_div_OPCODE', 4)
m4_define(`_uc10_div_ROWMACROS', 5)
m4_define(`_uc10_divert', `m4_divert(_uc10_div_$1)')
m4_define(`_uc10_undivert', `m4_undivert(_uc10_div_$1)')

# _uc10_upto(VAR, N, BODY) - BODY for VAR = 0 .. N-1 (none when N is 0).
m4_define(`_uc10_upto',
`m4_ifelse(`$2', 0, `', `_uc10_for(`$1', 0, m4_decr(`$2'), `$3')')')

m4_include(`keys.m4')
m4_include(`schema.m4')
m4_include(`registry.m4')
m4_include(`lint.m4')
m4_include(`table.m4')
m4_include(`hash.m4')
m4_include(`ctypes.m4')
m4_include(`csig.m4')
m4_include(`fast.m4')
# Stay diverted: operator libraries only record; the emitter writes.
