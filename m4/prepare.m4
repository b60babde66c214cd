m4_divert(-1)
# prepare.m4 - the work every emitter shares: resolve the registrations and
# build the perfect hash.  The Makefile runs it once with m4's
# --freeze-state and the emitters start from the frozen state (-R), so a
# build parses the operator libraries once, and the ops header and C can be
# written in parallel.
_uc10_finalize
_uc10_phash
# The operator libraries are read: the schema parser's remembered tails
# are of no use to an emitter, and the frozen state is smaller without.
_uc10_schema_forget
