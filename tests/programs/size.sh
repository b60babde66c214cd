#!/bin/sh
# tests/programs/size.sh - host suite `program-size' (mk/program.mk): a
# program's production image and what `make program-size' says of it, for
# tests/programs/qcnn on the host and on cortex-m4f (when its toolchain is
# there).  Ends with `program-size: N passed, N failed'.
#
#  - the two lines, `NAME: flash F bytes (weights W, kernels K, tables T,
#    runtime R)' and `NAME: ram R bytes (arena A, stack S, static D)', whose
#    parts add up, whose arena and stack are the headers' and whose flash
#    and static RAM are `size's;
#  - the image holds what a production run asks for and nothing else: no
#    printf family, no boxing adapter or boxing call (a typed-only build),
#    no check or profile code (uc10_program_report, the counter), no dense
#    dispatch rows (the compact layout's palettes instead);
#  - `program-lib' and `program-flags': the archive holds the run, and the
#    flags name its header's directories and the defines of its build.
cd "$(dirname "$0")/../.." || exit 2
MK="make -s --no-print-directory"
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "  ok    $*"; }
no() { fail=$((fail + 1)); echo "  FAIL  $*"; }
W=$(mktemp -d) || exit 2
trap 'rm -rf "$W"' EXIT

one() {
	port=$1 nm=$2 size=$3
	out=$W/$port.txt
	if ! $MK PORT=$port PROGRAM=tests/programs/qcnn.m4 program-size > "$out" 2>&1; then
		no "$port: make program-size"; tail -n 20 "$out"; return
	fi
	d=build/$port/program-qcnn
	elf=$(ls $d/qcnn $d/qcnn.elf 2>/dev/null | head -n 1)
	fl=$(sed -n 's/^qcnn: flash \([0-9]*\) bytes (weights \([0-9]*\), kernels \([0-9]*\), tables \([0-9]*\), runtime \([0-9]*\))$/\1 \2 \3 \4 \5/p' "$out")
	rl=$(sed -n 's/^qcnn: ram \([0-9]*\) bytes (arena \([0-9]*\), stack \([0-9]*\), static \([0-9]*\))$/\1 \2 \3 \4/p' "$out")
	arena=$(sed -n 's/^#define UC10_PROGRAM_QCNN_ARENA_BYTES //p' $d/gen/qcnn_program.h)
	stack=$(sed -n 's/^#define UC10_PROGRAM_QCNN_STACK_BYTES //p' $d/prod/qcnn_stack.h)
	set -- $($size "$elf" | awk 'NR == 2 { print $1 + $2, $2 + $3 }')
	sflash=$1 sram=$2
	if echo "$fl" | awk -v f="$sflash" '{ exit !(NF == 5 && $1 == f && $2 + $3 + $4 + $5 == $1 && $2 > 0 && $3 > 0 && $4 > 0) }' &&
	   echo "$rl" | awk -v a="$arena" -v s="$stack" -v r="$sram" \
		'{ exit !(NF == 4 && $2 == a && $3 == s && s > 0 && $4 == r - a && $1 == $2 + $3 + $4) }'; then
		ok "$port: flash $fl, ram $rl: the parts add up, arena and stack the headers'"
	else
		no "$port: program-size lines: '$fl' / '$rl' (size: flash $sflash ram $sram, arena $arena, stack $stack)"
		cat "$out"
	fi
	syms=$($nm "$elf" | awk '{ print $NF }')
	bad=$(echo "$syms" | grep -E '^(v?s?n?printf|_?vfprintf|__d_vfprintf|__i_vfprintf|uc10_unbox_s[0-9]+|uc10_boxcall_s[0-9]+|uc10_program_report.*|uc10_program_counter.*)$' | tr '\n' ' ')
	if [ -z "$bad" ] && echo "$syms" | grep -qx uc10_program_qcnn_run && echo "$syms" | grep -q '^uc10_shared_kernels$'; then
		ok "$port: no printf, boxing, check or profile code; compact tables"
	else
		no "$port: the production image holds: ${bad:-no run or no compact tables}"
	fi
	if $MK PORT=$port PROGRAM=tests/programs/qcnn.m4 program-lib > "$W/lib.txt" 2>&1 &&
	   $MK PORT=$port PROGRAM=tests/programs/qcnn.m4 program-flags > "$W/flags.txt" 2>&1 &&
	   lib=$(sed -n 's/^UC10_LIB = //p' "$W/flags.txt") && [ -f "$lib" ] &&
	   $nm "$lib" 2>/dev/null | grep -q ' T uc10_program_qcnn_run$' &&
	   grep -q "^UC10_INCLUDE = .*/program-qcnn/gen " "$W/flags.txt" &&
	   grep -q '^UC10_DEFS = .*UC10_TYPED_ONLY' "$W/flags.txt"; then
		ok "$port: program-lib, program-flags"
	else
		no "$port: program-lib / program-flags"; cat "$W/lib.txt" "$W/flags.txt"
	fi
}
one host nm size
if $MK PORT=cortex-m4f port-available 2>/dev/null; then
	one cortex-m4f arm-none-eabi-nm arm-none-eabi-size
else
	echo "*** program-size: PORT=cortex-m4f: toolchain or QEMU missing, board not tried ***"
fi
echo "program-size: $pass passed, $fail failed"
[ $fail -eq 0 ]
