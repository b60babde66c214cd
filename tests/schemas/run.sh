#!/bin/sh
# tests/schemas/run.sh - the schema parser (issue #2):
# 1. every schema of shared/reference/schemas-sample.txt (PyTorch's own
#    strings) is accepted and printed back identical, or rejected for a
#    type with no meaning on a microcontroller (the reasons allowed below);
# 2. tests/schemas/canonical.in: non-canonical input -> canonical.out;
# 3. tests/schemas/bad.in: malformed schemas -> the reasons in bad.out.
cd "$(dirname "$0")/../.." || exit 2
SAMPLE=${SAMPLE:-../shared/reference/schemas-sample.txt}
out=build/host/schemas-test; mkdir -p $out
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }

if [ ! -f "$SAMPLE" ]; then bad "no $SAMPLE"; else
	make -s schemas SCHEMAS="$SAMPLE" > $out/sample.out 2>&1 || bad "make schemas failed"
	grep -v '^[[:space:]]*$' "$SAMPLE" > $out/sample.in
	n=$(wc -l < $out/sample.in)
	i=0
	while IFS= read -r want <&3 && IFS= read -r got <&4; do
		i=$((i + 1))
		case "$got" in
		"rejected: "*)
			case "$got" in
			*"no meaning on a microcontroller"*|*"no C form"*|*"no C mapping"*) ok ;;
			*) bad "sample line $i rejected for a reason that is not allowed: $got" ;;
			esac ;;
		*) if [ "$got" = "$want" ]; then ok; else bad "sample line $i: round trip: $want => $got"; fi ;;
		esac
	done 3<$out/sample.in 4<$out/sample.out
	[ "$i" -eq "$n" ] && ok || bad "read $i of $n lines"
	tail -n 1 $out/sample.out | grep -qx '372 accepted, 28 rejected' && ok || bad "counts: $(tail -n 1 $out/sample.out)"
fi

for f in canonical bad; do
	make -s schemas SCHEMAS=tests/schemas/$f.in > $out/$f.all 2>&1
	sed '$d' $out/$f.all > $out/$f.got
	if diff -u tests/schemas/$f.out $out/$f.got; then ok; else bad "$f.in"; fi
done

echo "schemas: $pass passed, $fail failed"
[ $fail -eq 0 ]
