#!/bin/sh
# tests/ports/size-suite.sh - host suite `size' (mk/size.mk): `make PORT=X
# size' on the host and on every board whose toolchain is installed, in
# both table layouts (dense, and LAYOUT=compact, Note [Compact tables]):
# each builds the demo firmware and fails unless every generated table is
# in read-only flash and adds no RAM (tests/ports/size.sh).  One check per
# port and layout; a board not installed is named and skipped (make check
# reports missing boards itself).
set -u
cd "$(dirname "$0")/../.." || exit 2
pass=0 fail=0
# readme PORT: README's size table (make size-readme) gives PORT's whole
# demo within 2% of what was just measured, so that the table cannot go
# stale by much: a kernel or an operator added moves it further.
readme() {
	got=$(sed -n 's/^total_flash=//p' build/$1/size/size.txt)
	said=$(awk -v port=$1 -F' *[|] *' '
		/^[|] bytes: flash [(]RAM[)]/ { for (i = 2; i < NF; i++) { c = $i; sub(/\\[*]$/, "", c); if (c == port) col = i } }
		col && /^[|] [*][*]whole demo[*][*] [|]/ { v = $col; sub(/ .*/, "", v); print v; exit }' README.md)
	if [ -z "$said" ]; then
		fail=$((fail + 1)); echo "size: PORT=$1: README.md's size table has no whole demo for it (make size-readme)"
	elif [ $(( (got - said) * 50 )) -gt "$said" ] || [ $(( (said - got) * 50 )) -gt "$said" ]; then
		fail=$((fail + 1)); echo "size: PORT=$1: whole demo $got B of flash, README.md says $said: stale (make size-readme)"
	else
		pass=$((pass + 1)); echo "size: PORT=$1: README.md's whole demo $said B, measured $got B: within 2%"
	fi
}
# every ports/*/port.mk, the host first
for p in host $(ls ports/*/port.mk | sed 's|ports/\(.*\)/port.mk|\1|' | grep -vx host); do
	if ! make -s --no-print-directory PORT=$p port-available; then
		echo "size: PORT=$p: toolchain missing, skipped"; continue
	fi
	for layout in dense compact; do
		if out=$(make -s --no-print-directory PORT=$p LAYOUT=$layout size 2>&1); then
			pass=$((pass + 1)); echo "size: PORT=$p LAYOUT=$layout: ok"
			[ $layout = dense ] && readme $p
		else
			fail=$((fail + 1)); printf '%s\n' "$out"; echo "size: PORT=$p LAYOUT=$layout: FAILED"
		fi
	done
done
echo "size: $pass passed, $fail failed"
