#!/bin/sh
# tests/ports/agree.sh - host suite `agree' (mk/rtos.mk): the 64-bit host
# and the 32-bit boards hold the same tables and compute the same answers.
#
# test_dump (tests/ports/test_dump.c) prints, on each port, blocks between
# `==== uc10 X begin/end ====' lines: the registry walked at run time
# (dump), the dispatch of a fixed list of key sets (which), and the name
# hash slots (hash).  Per available port (the host, then each board that
# `make PORT=X port-available' finds) and per table layout (dense, and
# LAYOUT=compact, Note [Compact tables]), three checks:
#   1. the program ran and passed its own checks (exit status 0), and its
#      dump equals `make dump' of the same OPS (the generator's text)
#   2. each which block equals `make which' with the arguments its header
#      names (the runtime built on the host)
#   3. all three blocks equal the host's (dense layout), byte for byte
set -u
cd "$(dirname "$0")/../.." || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "agree: FAIL: $*"; }
block() { sed -n "/^==== uc10 $1 begin ====\$/,/^==== uc10 $1 end ====\$/p" "$2"; }
differ() { diff "$1" "$2" | head -n 10; }

ops=$(make -s --no-print-directory test-tables)
make -s --no-print-directory dump OPS="$ops" > "$tmp/dump.gen" || bad "make dump failed"
{ echo "==== uc10 dump begin ===="; cat "$tmp/dump.gen"; echo "==== uc10 dump end ===="; } > "$tmp/dump.want"

ports="host $(ls ports/*/port.mk | sed 's|ports/\(.*\)/port.mk|\1|' | grep -vx host)"
for p in $ports; do
	if ! make -s --no-print-directory PORT=$p port-available; then
		echo "agree: PORT=$p: toolchain or QEMU missing, skipped"; continue
	fi
	for layout in dense compact; do
	r="PORT=$p LAYOUT=$layout" f=$tmp/$p-$layout
	if ! make -s --no-print-directory PORT=$p LAYOUT=$layout test-dump-run > "$f.out" 2>&1; then
		bad "$r: test_dump failed"; tail -n 5 "$f.out"; continue
	fi
	block dump "$f.out" > "$f.dump"; block which "$f.out" > "$f.which"; block hash "$f.out" > "$f.hash"

	# 1. the generator's dump
	if cmp -s "$tmp/dump.want" "$f.dump"; then ok
	else bad "$r: run-time dump differs from make dump"; differ "$tmp/dump.want" "$f.dump"; fi

	# 2. make which, once per header (the first run sets the list)
	if [ ! -f "$tmp/which.want" ]; then
		{ echo "==== uc10 which begin ===="
		  grep '^== which ' "$f.which" | while read -r _ _ k t i e; do
			echo "== which $k $t $i $e"
			make -s --no-print-directory which OPS="$ops" "$k" "$t" "$i" "$e" || echo "make which failed"
		  done
		  echo "==== uc10 which end ====" ; } > "$tmp/which.want"
	fi
	if cmp -s "$tmp/which.want" "$f.which"; then ok
	else bad "$r: dispatch differs from make which"; differ "$tmp/which.want" "$f.which"; fi

	# 3. the host's output
	cat "$f.dump" "$f.which" "$f.hash" > "$f.all"
	if [ ! -f "$tmp/ref" ]; then
		cp "$f.all" "$tmp/ref"
		[ -s "$f.hash" ] && ok || bad "$r: no hash block"
	elif cmp -s "$tmp/ref" "$f.all"; then ok
	else bad "$r: output differs from the host's"; differ "$tmp/ref" "$f.all"; fi
	echo "agree: $r: $(grep -c '^  ' "$f.dump") table entries, $(grep -c '^== which' "$f.which") key-set cases, $(($(wc -l < "$f.hash") - 3)) hash slots: same"
	done
done
echo "agree: $pass passed, $fail failed"
