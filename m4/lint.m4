# lint.m4 - nothing in an operator library may be silently ignored.
#
# Note [Stray text]
# An operator library is read with output discarded, so text that is no
# macro call vanishes: a misspelled macro (UC10_IMLP(x, CPU, foo, foo_cpu)
# would leave the op without its CPU kernel), a stray word, a `)' too many.
# m4 cannot read back what it discarded, so once every library has been
# read (when the registrations are resolved), each file that registered something is read a
# second time with the registration macros turned into markers `@LINE@'
# (the input line where the call ended) and the comment macro dnl into `@LINE+1@', inside
# one macro argument that collects what the file expands to.  Anything left
# besides markers and white space is stray: its line is the last marker's
# plus the newlines after it.  A block body's own calls leave no marker, so
# a line inside a block is counted from the marker before the block.
# The whole file ends with `@E@': without it, a `)' too many closed the
# argument early.

# _uc10_seen - note the user's file of a registration, for the second read.
m4_define(`_uc10_nfiles', 0)
m4_define(`_uc10_seen',
`m4_ifdef(`_uc10_fseen_'m4___file__, `',
  `m4_define(`_uc10_fseen_'m4___file__)m4_dnl
m4_define(`_uc10_file_'_uc10_nfiles, m4___file__)_uc10_inc(`_uc10_nfiles')')')

# The registration macros (every public macro an operator library calls):
# each notes its file first.
m4_define(`_uc10_public', `UC10_LIBRARY UC10_LIBRARY_FRAGMENT UC10_DEF
  UC10_IMPL UC10_IMPL_OVERRIDE UC10_IMPL_FALLTHROUGH UC10_IMPL_FALLTHROUGH_OVERRIDE UC10_IMPL_CATCHALL
  UC10_FALLBACK UC10_FALLBACK_FALLTHROUGH UC10_LIBRARY_BLOCK UC10_LIBRARY_IMPL UC10_SELECT UC10_USES')
m4_define(`_uc10_blockpub', `UC10_M_DEF UC10_M_IMPL UC10_M_FALLTHROUGH')
m4_patsubst(m4_defn(`_uc10_public'), `[A-Z0-9_]+', `m4_define(`\&', `_uc10_seen()'m4_defn(`\&'))')

m4_define(`_uc10_dnl', m4_defn(`m4_dnl'))
m4_define(`_uc10_lint_mark', ``@'m4___line__`@'')
m4_define(`_uc10_lint_block', `$2`@'m4___line__`@'')
m4_define(`_uc10_lint_impl', `$3`@'m4___line__`@'')
m4_define(`_uc10_lint_dnl', ``@'m4_incr(m4___line__)`@'_uc10_dnl')
# _uc10_lint_on(MARKERS) - MARKERS 1: the registration macros leave their
# markers; 0: they leave nothing (the first read, Note [Lint in two reads]).
m4_define(`_uc10_lint_on',
`m4_ifelse(`$1', 1,
  `m4_patsubst(m4_defn(`_uc10_public'), `[A-Z0-9_]+', `m4_pushdef(`\&', m4_defn(`_uc10_lint_mark'))')m4_dnl
m4_pushdef(`UC10_LIBRARY_BLOCK', m4_defn(`_uc10_lint_block'))m4_dnl
m4_pushdef(`UC10_LIBRARY_IMPL', m4_defn(`_uc10_lint_impl'))m4_dnl
m4_pushdef(`m4_dnl', m4_defn(`_uc10_lint_dnl'))',
  `m4_patsubst(m4_defn(`_uc10_public'), `[A-Z0-9_]+', `m4_pushdef(`\&', `')')m4_dnl
m4_pushdef(`UC10_LIBRARY_BLOCK', `$'`2')m4_dnl
m4_pushdef(`UC10_LIBRARY_IMPL', `$'`3')m4_dnl
m4_pushdef(`m4_dnl', m4_defn(`_uc10_dnl'))')m4_dnl
m4_patsubst(m4_defn(`_uc10_blockpub'), `[A-Z0-9_]+', `m4_pushdef(`\&', `')')')
m4_define(`_uc10_lint_off',
`m4_popdef(`m4_dnl')m4_popdef(`UC10_LIBRARY_BLOCK')m4_popdef(`UC10_LIBRARY_IMPL')m4_dnl
m4_patsubst(m4_defn(`_uc10_blockpub'), `[A-Z0-9_]+', `m4_popdef(`\&')')m4_dnl
m4_patsubst(m4_defn(`_uc10_public'), `[A-Z0-9_]+', `m4_popdef(`\&')')')

# Note [Lint in two reads]
# Most files have nothing stray, and a regexp over a whole file's markers
# costs (the registry's 19,000 lines: a tenth of a second, in a UTF-8
# locale).  So each file is first read with the registration macros
# leaving nothing: if what is left is white space only, between `@1@' and
# `@E@', nothing is stray.  Otherwise the file is read again with markers,
# and the checks below find the first stray text and its line.
# _uc10_lint - read every noted file again (Note [Stray text]).
m4_define(`_uc10_lint',
`_uc10_upto(`_uc10_i', _uc10_nfiles, `_uc10_lint0(m4_defn(`_uc10_file_'_uc10_i))')')
m4_define(`_uc10_lint0',
`m4_ifelse(`$1', `stdin', `', `_uc10_lint_on(0)_uc10_lint_clean(`$1', `@1@'m4_include(`$1')`@E@')')')
m4_define(`_uc10_lint_clean',
`_uc10_lint_off()m4_ifelse(`$#', 2,
  `m4_ifelse(m4_translit(`$2', ` 	
'), `@1@@E@', `', `_uc10_lint1(`$1')')',
  `_uc10_lint1(`$1')')')
m4_define(`_uc10_lint1',
`m4_ifelse(`$1', `stdin', `', `_uc10_lint_on(1)_uc10_lint_got(`$1', `@1@'m4_include(`$1')`@E@')')')
# A top-level comma in stray text splits the argument: the text up to it,
# and the comma, are enough to report.
m4_define(`_uc10_lint_got',
`_uc10_lint_off()_uc10_lint_check(`$1', m4_ifelse(`$#', `2', ``$2'', ``$2,''))')
# The first stray character: after a marker and white space, neither a
# marker nor white space.  (Tested with m4_regexp, whose answer is a
# number: the text itself may hold commas.)
m4_define(`_uc10_lint_pat', `@\([0-9]+\)@\([ 	
]*\)\(\([^@ 	
]\|@[^0-9E]\)[^
]*\)')
m4_define(`_uc10_lint_check',
`m4_ifelse(m4_regexp(`$2', m4_defn(`_uc10_lint_pat')), `-1', `m4_ifelse(m4_index(`$2', `@E@'), `-1',
`_uc10_fatal(`a `)' too many closes a macro call early (text outside any uc10 macro is an error)',
`$1:'_uc10_lint_line(m4_regexp(`$2@X@', `@\([0-9]+\)@\([ 	
]*\)@X@', ``\1', `\2'')))')',
`_uc10_lint_what(m4_regexp(`$2', m4_defn(`_uc10_lint_pat'), ``\3''),
`$1:'_uc10_lint_line(m4_regexp(`$2', m4_defn(`_uc10_lint_pat'), ``\1', `\2'')))')')
m4_define(`_uc10_lint_line', `m4_eval(`$1' + m4_len(m4_patsubst(`$2', `[^
]')))')
m4_define(`_uc10_lint_what',
`m4_ifelse(m4_regexp(`$1', `^UC10_[A-Za-z0-9_]*'), `0',
  `_uc10_fatal(`unknown macro 'm4_regexp(`$1', `^UC10_[A-Za-z0-9_]*', ``\&'')m4_dnl
` (misspelled?): text outside any uc10 macro is an error: $1', `$2')',
  `_uc10_fatal(`stray text outside any uc10 macro: $1', `$2')')')
