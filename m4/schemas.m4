m4_divert(-1)
# schemas.m4 - `make schemas': parse one schema a line and print it back in
# canonical form, or `rejected: REASON: SCHEMA'.  The Makefile turns each
# line of the input into UC10_SCHEMA_LINE(`...') (or UC10_SCHEMA_QUOTES
# for a line holding m4 quote characters, which no schema needs).
m4_define(`_uc10_nacc', 0)
m4_define(`_uc10_nrej', 0)
m4_define(`_uc10_nline', 0)
m4_define(`UC10_SCHEMA_LINE',
`_uc10_inc(`_uc10_nline')_uc10_schema(`L'_uc10_nline, `$1')m4_divert(0)m4_dnl
m4_ifelse(m4_defn(`_uc10_perr'), `', `_uc10_inc(`_uc10_nacc')_uc10_apos_out(m4_defn(`_uc10_s_L'_uc10_nline`_canon'))',
`_uc10_inc(`_uc10_nrej')rejected: m4_defn(`_uc10_perr'): `$1'')
m4_divert(-1)')
# Note [Quote in a schema]
# The quote characters of m4 cannot stand in a schema.  Inside a string
# default, PyTorch's parser takes the octal escape \047 for the closing
# quote character (the apostrophe), and prints it back escaped with a
# backslash: an operator library writes \047; make schemas reads the
# backslashed apostrophe as \047 (the Makefile rewrites it) and prints
# \047 back as PyTorch does, so that PyTorch's own strings round-trip.
# _uc10_apos expands to a bare apostrophe, which is only text once it is
# out of every quoted string.
m4_changequote([,])m4_define([_uc10_apos], ['])m4_changequote(`,')
m4_define(`_uc10_apos_out',
`m4_ifelse(m4_index(`$1', `\047'), -1,
  ``$1'',
  `m4_patsubst(`$1', `\\047', `\\_uc10_apos()')')')
m4_define(`UC10_SCHEMA_QUOTES',
`_uc10_inc(`_uc10_nrej')m4_divert(0)rejected: quote characters have no place in a schema: $1
m4_divert(-1)')
