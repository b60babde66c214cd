#!/bin/sh
# tools/program-ops-doc.sh - the list of the operators a program can call, in
# docs/programs.md between its `program-ops' markers, generated from the
# operator libraries by m4/emit_program_ops.m4 (no Python).
#
#   tools/program-ops-doc.sh TABLE.m4...           rewrite the list in docs/programs.md
#   tools/program-ops-doc.sh -c TABLE.m4...        fail if the committed list is stale
#
# `make program-ops-doc' writes it with the product's tables; `make check'
# runs the -c form (suite program-ops-doc).
cd "$(dirname "$0")/.." || exit 2
check=
[ "$1" = -c ] && { check=1; shift; }
doc=docs/programs.md
begin='<!-- program-ops: begin (make program-ops-doc writes this list; do not edit) -->'
end='<!-- program-ops: end -->'
tmp=${TMPDIR:-/tmp}/uc10-program-ops.$$
trap 'rm -f $tmp.list $tmp.doc' EXIT
tools/gen.sh -e emit_program_ops "$@" | sed 's/%%/`/g' > $tmp.list || exit 1
grep -qxF "$begin" $doc && grep -qxF "$end" $doc || { echo "$doc: no program-ops markers" >&2; exit 1; }
awk -v b="$begin" -v e="$end" -v list=$tmp.list '
	$0 == b { print; while ((getline l < list) > 0) print l; skip = 1; next }
	$0 == e { skip = 0 }
	!skip' $doc > $tmp.doc || exit 1
if [ -n "$check" ]; then
	. tests/check.sh
	if cmp -s $doc $tmp.doc; then ok
	else bad "$doc: the list of operators is stale (make program-ops-doc): $(diff $doc $tmp.doc | head -5)"; fi
	finish program-ops-doc
else
	cmp -s $doc $tmp.doc || cp $tmp.doc $doc
fi
