#!/bin/sh
# tests/schemas/run.sh - the schema parser:
# 1. every schema of shared/reference/schemas-sample.txt (PyTorch's own
#    strings) is accepted and printed back identical, or rejected for a
#    type with no meaning on a microcontroller (the reasons allowed below);
# 2. tests/schemas/canonical.in: non-canonical input -> canonical.out;
# 3. tests/schemas/bad.in: malformed schemas -> the reasons in bad.out.
# (4. and 5. below.)
cd "$(dirname "$0")/../.." || exit 2
SAMPLE=${SAMPLE:-../shared/reference/schemas-sample.txt}
out=build/host/schemas-test; mkdir -p $out
. tests/check.sh

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

# 4. tests/schemas/pytorch-1.13.txt, every schema of PyTorch 1.13's JIT
#    (tools/refdata/jit_schemas.py): each one with a C form is accepted and
#    printed back identical; the others are rejected for having none (and
#    static_runtime::clamp_nan_to_num for naming posinf twice, which
#    PyTorch's parser lets through).
FULL=tests/schemas/pytorch-1.13.txt
make -s schemas SCHEMAS=$FULL > $out/full.out 2>&1 || bad "make schemas $FULL failed"
sed '$d' $out/full.out > $out/full.got
[ "$(wc -l < $out/full.got)" -eq "$(wc -l < $FULL)" ] && ok || bad "$FULL: one line out per schema"
paste $FULL $out/full.got | awk -F '\t' '
	$2 ~ /^rejected: / {
		if ($2 ~ /no meaning on a microcontroller|no C form/) next
		if ($2 ~ /^rejected: duplicate argument name `posinf.: static_runtime::clamp_nan_to_num\(/) next
		print "FAIL " $1 " rejected: " $2; bad++; next }
	$1 != $2 { print "FAIL round trip: " $1 " => " $2; bad++ }
	END { exit bad > 0 }' > $out/full.fails && ok || { bad "$FULL"; head -20 $out/full.fails; }
tail -n 1 $out/full.out | grep -qx '3817 accepted, 348 rejected' && ok || bad "$FULL counts: $(tail -n 1 $out/full.out)"

# 5. The C forms of tests/schemas/types.m4 (optional lists, nested lists,
#    quotes in a string default) compile, and calls typed and boxed pass
#    what the caller gave (tests/schemas/types.c).
make -s --no-print-directory PORT=host build/host/gen/uc10_keys.h build/host/gen/uc10_keys.c >/dev/null
d=$out/types
if tools/gen.sh $d tests/schemas/types.m4 &&
   ${CC:-cc} -std=c11 -Wall -Wextra -Werror -O1 -I$d -Iinclude -Ibuild/host/gen -o $d/types tests/schemas/types.c \
	$d/uc10_ops.c src/*.c src/tensor/*.c build/host/gen/uc10_keys.c -lm 2> $d/cc.err; then
	if $d/types > $d/run.out 2>&1; then ok; else bad "types: $(cat $d/run.out)"; fi
else bad "tests/schemas/types.m4 does not build: $(head -5 $d/cc.err)"; fi

for f in canonical bad; do
	make -s schemas SCHEMAS=tests/schemas/$f.in > $out/$f.all 2>&1
	sed '$d' $out/$f.all > $out/$f.got
	if diff -u tests/schemas/$f.out $out/$f.got; then ok; else bad "$f.in"; fi
done

finish schemas
