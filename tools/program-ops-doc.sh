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
trap 'rm -f $tmp.list $tmp.doc $tmp.which $tmp.cmp' EXIT
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
	# The build's walk (Note [Program kernel check]) against the runtime's own
	# key-set code (make which): the same kernel, or none, for every operator
	# listed, with a float tensor's keys and with a quantized one's.
	col=2
	for keys in CPU,ADInplaceOrView,AutogradCPU,AutocastCPU QuantizedCPU,ADInplaceOrView,AutogradCPU,AutocastCPU; do
		make -s --no-print-directory which OPS="$*" KEYS=$keys > $tmp.which 2>&1 ||
			{ bad "make which KEYS=$keys: $(tail -3 $tmp.which)"; continue; }
		sed -n 's/^| `\([^(]*\)(.*/\1/p' $tmp.list | while read -r op; do
			built=$(grep -F "| \`$op(" $tmp.list | awk -F' [|] ' -v c=$col '{ print $c }' | sed 's/ .*//; s/`//g; s/ *|$//')
			run=$(grep -F "$op ks=" $tmp.which | sed 's/.* kernel=//; s/^missing$/-/')
			[ "$built" = "$run" ] && echo ok || echo "bad $op with $keys: the build finds ${built:-?}, the runtime ${run:-?}"
		done > $tmp.cmp
		while read -r r; do case $r in ok) ok ;; *) bad "${r#bad }" ;; esac; done < $tmp.cmp
		col=3
	done
	finish program-ops-doc
else
	cmp -s $doc $tmp.doc || cp $tmp.doc $doc
fi
