#!/bin/sh
# tests/inspect/run.sh - uc10-inspect's suite, run by `make check'
# on the host (HOST_SUITES, mk/inspect.mk).  Ends with `inspect: N passed,
# N failed' and a nonzero status on any failure.
#
#  1. Real firmware, on the host and on every board whose toolchain exists
#     (built, never run): the demo (the product TABLES) and the dispatcher
#     tests' program (tables/myops.m4 + tests/core/testops.m4).  Default
#     output == `make dump' of the same tables, byte for byte; --which ==
#     `make which'; the other modes agree with the generator and themselves;
#     every --json is valid JSON.  An ordinary board link must keep
#     uc10_abi (a --gc-sections link drops an unreferenced object; the
#     Makefile's link_prog keeps it): if it does not, that fails, and the
#     demo is relinked keeping it so that the rest is still checked.
#  2. The --html page: its cells, then in headless Chromium (skipped, loudly,
#     when absent) the grid, hover, search; a screenshot is kept.
#  3. Bad images: truncated, wrong class or byte order, no tables,
#     stripped, wrong uc10_abi, pointers and counts out of range, random
#     damage: exit status 2 and a message, never a crash.
#  4. A 20 s libFuzzer run over the reader (skipped, loudly, without clang's
#     fuzzer runtime).
#
# Work files go to a fresh directory (several `make check' may run at
# once); the page, its screenshot and the logs of the last run are kept in
# build/host/inspect-last/.

cd "$(dirname "$0")/../.." || exit 2
I=build/host/uc10-inspect
P=build/host/inspect-elfpatch
J=build/host/inspect-jsoncheck
MK="make -s --no-print-directory"
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "  ok    $*"; }
no() { fail=$((fail + 1)); echo "  FAIL  $*"; }
loud() { echo "*** inspect: $* ***"; }
finish() {
	rm -rf build/host/inspect-last
	mv "$W" build/host/inspect-last 2>/dev/null
	echo "inspect: $pass passed, $fail failed"
	[ "$fail" -eq 0 ]
	exit $?
}

mkdir -p build/host
W=$(mktemp -d build/host/inspect-run.XXXXXX) || exit 2
if ! $MK inspect-test-tools; then
	no "building uc10-inspect and the test helpers"
	finish
fi

# ---- 1. real firmware ---------------------------------------------------
PRODUCT=$($MK inspect-tables)
TEST_OPS=$($MK inspect-test-tables)
# make dump right after each link: the tables may be edited meanwhile.
dump() {
	$MK dump OPS="$2" >"$1" 2>"$1.err" || no "make dump OPS=\"$2\": $(head -3 "$1.err")"
}
dump "$W/dump-test.txt" "$TEST_OPS"

# The --which cases: KEYS|TLS|INCLUDE|EXCLUDE|ARGS|OP.
WHICH_CASES="CPU,AutogradCPU|default||||
CPU,AutogradCPU|inference_mode||||
CPU,AutogradCPU|below_autograd||||
QuantizedCPU|default||||
PrivateUse1,AutogradPrivateUse1|default||||
CPU|custom|AutogradOther,TESTING_ONLY_GenericWrapper|BackendSelect||
Quantized,AutogradXLA|default||||
Dense|default||||
CPU,AutogradCPU|custom||AutogradFunctionality||
|default||||
CPU,AutogradCPU|default|||w=None,maybe=[undefined]|
|default|||xs=[],w=undefined|t::count
NestedTensor|default|||w=QuantizedCPU+AutogradCPU,maybe=[]|"
n=0
echo "$WHICH_CASES" | while IFS='|' read -r keys tls inc exc args op; do
	n=$((n + 1))
	$MK which OPS="$TEST_OPS" KEYS="$keys" TLS="$tls" INCLUDE="$inc" EXCLUDE="$exc" ARGS="$args" OP="$op" \
		>"$W/which-$n.want" 2>&1
done

ports=host
for b in cortex-m0 cortex-m3 cortex-m4f cortex-m7 rv32imac; do
	if $MK PORT=$b port-available; then
		ports="$ports $b"
	else
		loud "PORT=$b: toolchain missing: its firmware is not checked"
	fi
done

# same NAME WANT GOT: compare two files, show the start of a difference.
same() {
	if cmp -s "$2" "$3"; then
		ok "$1"
	else
		no "$1"
		diff "$2" "$3" | head -8 | sed 's/^/        /'
	fi
}

# json NAME ARGS...: uc10-inspect --json ARGS must print valid JSON.
json() {
	name=$1
	shift
	if $I --json "$@" >"$W/j.json" 2>"$W/j.err" && $J <"$W/j.json"; then
		ok "$name"
	else
		no "$name: $(head -2 "$W/j.err")"
	fi
}

# build PORT DIR TARGET [EXTRA_CFLAGS [LAYOUT]]: a fresh link of one
# program (the key tables first: the program rules do not name uc10_keys.c).
build() {
	rm -f "$2/$3"
	$MK PORT=$1 BUILD="$2" "$2/gen/uc10_keys.h" "$2/gen/uc10_keys.c" >"$2.log" 2>&1 &&
		$MK PORT=$1 BUILD="$2" EXTRA_CFLAGS="$4" LAYOUT="${5:-dense}" "$2/$3" >>"$2.log" 2>&1
}

for p in $ports; do
	x=.elf
	[ "$p" = host ] && x=
	d=$W/fw-$p
	mkdir -p "$d"
	echo "-- $p"

	# The demo firmware, linked as `make PORT=$p demo' links it.
	if ! build "$p" "$d" "demo$x"; then
		no "$p: demo firmware builds: $(grep -m2 -i error "$d.log")"
	else
		dump "$W/dump-product.txt" "$PRODUCT"
		$I "$d/demo$x" >"$W/$p-demo.txt" 2>"$W/$p-demo.err"
		if grep -q "no uc10_abi" "$W/$p-demo.err"; then
			no "$p: demo keeps uc10_abi: $(cat "$W/$p-demo.err")"
			build "$p" "$d" "demo$x" -Wl,--undefined=uc10_abi &&
				$I "$d/demo$x" >"$W/$p-demo.txt" 2>"$W/$p-demo.err"
		else
			ok "$p: demo keeps uc10_abi"
		fi
		same "$p: demo: uc10-inspect == make dump of \$(TABLES)" "$W/dump-product.txt" "$W/$p-demo.txt"
	fi

	# The dispatcher tests' program: every source of table entry.
	f=$d/tests/test_dispatch$x
	if ! build "$p" "$d" "tests/test_dispatch$x"; then
		no "$p: test_dispatch builds: $(grep -m2 -i error "$d.log")"
		continue
	fi
	dump "$W/dump-test.txt" "$TEST_OPS"
	$I "$f" >"$W/$p-test.txt" 2>&1
	same "$p: test_dispatch: uc10-inspect == make dump" "$W/dump-test.txt" "$W/$p-test.txt"

	n=0
	wfail=0
	echo "$WHICH_CASES" >"$W/cases"
	while IFS='|' read -r keys tls inc exc args op; do
		n=$((n + 1))
		set -- --which "$keys" --tls "$tls"
		[ "$tls" = custom ] && set -- "$@" --include "$inc" --exclude "$exc"
		[ -n "$args" ] && set -- "$@" --args "$args"
		[ -n "$op" ] && set -- "$@" --op "$op"
		$I "$@" "$f" >"$W/which-$n.got" 2>&1
		if ! cmp -s "$W/which-$n.want" "$W/which-$n.got"; then
			wfail=1
			echo "        --which '$keys' --tls $tls: differs from make which:"
			diff "$W/which-$n.want" "$W/which-$n.got" | head -4 | sed 's/^/        /'
		fi
	done <"$W/cases"
	[ $wfail = 0 ] && ok "$p: --which == make which ($n cases)" || no "$p: --which == make which"

	# Schemas: in definition order, each naming its operator.
	$I --schemas "$f" | sed 's/(.*//' >"$W/$p-schema-names.txt"
	grep -v '^  ' "$W/dump-test.txt" >"$W/op-names.txt"
	same "$p: --schemas names the operators in order" "$W/op-names.txt" "$W/$p-schema-names.txt"
	if [ "$p" = host ]; then
		$I --schemas "$f" >"$W/schemas-host.txt"
		grep -qxF 't::count(Tensor[] xs, Tensor? w=None, float? eps=None, Tensor?[] maybe=[]) -> int' "$W/schemas-host.txt" &&
			ok "host: --schemas prints the canonical schema" || no "host: --schemas prints the canonical schema"
	else
		$I --schemas "$f" >"$W/schemas-$p.txt"
		same "$p: --schemas == the host's" "$W/schemas-host.txt" "$W/schemas-$p.txt"
	fi

	# The hash: every name found in its slot by the runtime's lookup.
	if $I --hash "$f" >"$W/$p-hash.txt" && grep -q "^lookup  *7/7 names found" "$W/$p-hash.txt"; then
		ok "$p: --hash: every name found by the runtime's lookup"
	else
		no "$p: --hash: $(tail -2 "$W/$p-hash.txt")"
	fi

	# Sizes: columns add up; the struct column is the image's sizeof(uc10_op).
	$I --size "$f" >"$W/$p-size.txt"
	want=$($P "$f" uc10_abi+8 2)
	if awk -v st="$(printf %d "$want")" 'NR == 1 { next }
	        /^sum of/ { for (c = 2; c <= 9; c++) if ($(c + 3) != s[c]) bad = 1; done = 1; exit }
	        { if ($2 + $3 + $4 + $5 + $6 != $7 || $2 != st) bad = 1; for (c = 2; c <= 9; c++) s[c] += $c }
	        END { exit bad || !done }' "$W/$p-size.txt"; then
		ok "$p: --size: columns and sums agree"
	else
		no "$p: --size: columns and sums agree"
		head -10 "$W/$p-size.txt" | sed 's/^/        /'
	fi

	# Kernel records: every pointer named, every name its symbol's.
	$I --kernels "$f" >"$W/$p-kernels.txt"
	if grep -q "kernel records, 0 whose name" "$W/$p-kernels.txt" && ! grep -q '?@' "$W/$p-kernels.txt" &&
		grep -q "^uc10_k_myops_myadd__myadd_cpu_KERNEL@0x[0-9a-f]* name=myadd_cpu source=kernel ops=1 unboxed=myadd_cpu@0x" "$W/$p-kernels.txt"; then
		ok "$p: --kernels: records and functions resolved, no mismatch"
	else
		no "$p: --kernels"
		head -5 "$W/$p-kernels.txt" | sed 's/^/        /'
	fi

	jall=0
	for m in "" --schemas --hash --size --kernels "--which CPU,AutogradCPU"; do
		# shellcheck disable=SC2086
		if ! $I --json $m "$f" >"$W/j.json" 2>"$W/j.err" || ! $J <"$W/j.json"; then
			jall=1
			echo "        --json $m: $(head -1 "$W/j.err")"
		fi
	done
	[ $jall = 0 ] && ok "$p: --json of every command is valid JSON" || no "$p: --json of every command is valid JSON"
	[ "$p" = host ] && cp "$f" "$W/test_dispatch.host"
done

# The compact layout (Note [Compact tables]): the same entries, read
# through uc10_slot_class, cidx and palette; on the host and one board.
compact=host
for p in $ports; do [ "$p" != host ] && compact="host $p" && break; done
for p in $compact; do
	x=.elf
	[ "$p" = host ] && x=
	d=$W/fwc-$p
	mkdir -p "$d"
	f=$d/tests/test_dispatch$x
	echo "-- $p, LAYOUT=compact"
	if ! build "$p" "$d" "tests/test_dispatch$x" "" compact; then
		no "$p: compact test_dispatch builds: $(grep -m2 -i error "$d.log")"
		continue
	fi
	$I "$f" >"$W/$p-compact.txt" 2>&1
	same "$p: compact layout: uc10-inspect == make dump" "$W/dump-test.txt" "$W/$p-compact.txt"
	$I --which CPU,AutogradCPU "$f" >"$W/$p-compact-which.txt" 2>&1
	same "$p: compact layout: --which == make which" "$W/which-1.want" "$W/$p-compact-which.txt"
	if $I --size "$f" | grep -q '^layout  *compact'; then
		ok "$p: compact layout: --size says compact"
	else
		no "$p: compact layout: --size says compact"
	fi
done

# jq, where installed, rebuilds the text dump from the JSON one.
if command -v jq >/dev/null 2>&1 && [ -f "$W/test_dispatch.host" ]; then
	$I --json "$W/test_dispatch.host" | jq -r '.ops[] | .name, (.entries[] | "  \(.key): \(.kernel) [\(.source)]")' >"$W/from-json.txt"
	same "host: --json dump carries the text dump (jq)" "$W/dump-test.txt" "$W/from-json.txt"
fi

# ---- 2. the page ---------------------------------------------------------
. tests/inspect/html.sh

# ---- 3. bad images ---------------------------------------------------------
. tests/inspect/bad.sh

# ---- 4. the fuzzer -----------------------------------------------------------
. tests/inspect/fuzz.sh

finish
