#!/bin/sh
# tests/conformance/run.sh - check uc10 against what real PyTorch 1.13 did.
#
#   tests/conformance/run.sh [SHARED_CONFORMANCE_DIR]
#
# SHARED_CONFORMANCE_DIR holds cases/NAME.json and expected/NAME.json; the
# default is ../shared/conformance beside the repository.  The project's own
# cases (cases/ and expected/ beside this script) run too.  For every case,
# confgen (built here with ${CC:-cc}) writes build/host/conformance/NAME/,
# and these tests run from the repository root:
#   dump      make dump OPS=.../ops.m4 prints exactly expected.dump
#   which #N  make which for call N prints, for its operator, exactly line N
#             of expected.which (with ARGS= for the arguments that did not
#             carry the call's keys, and then OP=)
#   rejectN   make dump OPS=.../rejectN.m4 fails, and its stderr holds the
#             text of rejectN.expect and a `rejectN.m4:LINE:` location
# See README.md beside this file.  Prints a FAIL line per failed test, then
# one closing line `conformance: N passed, N failed`; exits 1 if any failed.
# Nothing here may be skipped quietly: a missing make target is a failure.

set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ $# -gt 1 ]; then
	echo "usage: $0 [SHARED_CONFORMANCE_DIR]" >&2
	exit 2
fi
shared=${1:-$root/../shared/conformance}

passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); printf 'FAIL %s\n' "$*"; }
finish() {
	echo "conformance: $passed passed, $failed failed"
	[ "$failed" -eq 0 ] && exit 0
	exit 1
}
# Indents a file's first 40 lines under a FAIL line.
show() { sed -n '1,40s/^/    /p' "$1"; }

if ! shared=$(cd "$shared" 2>/dev/null && pwd); then
	fail "no conformance data at ${1:-$root/../shared/conformance}"
	finish
fi
cd "$root" || exit 2

out=build/host/conformance
mkdir -p "$out" || exit 2
# Make must not print "Entering directory" lines into the outputs compared.
mk() { make -s --no-print-directory "$@" </dev/null; }

if ! ${CC:-cc} -std=c11 -Wall -Wextra -Werror -O2 -o "$out/confgen" \
	tests/conformance/confgen.c 2>"$out/confgen.build.err"; then
	fail "build confgen with ${CC:-cc}:"
	show "$out/confgen.build.err"
	finish
fi

# The shared cases, then the project's own (cases/ and expected/ beside
# this script, recorded with the same oracle: README.md).
ncases=0
for case_json in "$shared"/cases/*.json "$here"/cases/*.json; do
	[ -e "$case_json" ] || continue
	ncases=$((ncases + 1))
	data=$(dirname "$(dirname "$case_json")")
	name=$(basename "$case_json" .json)
	dir=$out/$name
	rm -rf "$dir"
	mkdir -p "$dir" || exit 2

	if [ ! -f "$data/expected/$name.json" ]; then
		fail "$name: no expected/$name.json in $data"
		continue
	fi
	if ! "$out/confgen" "$case_json" "$data/expected/$name.json" "$dir" \
		2>"$dir/confgen.err"; then
		fail "$name: confgen refused the case:"
		show "$dir/confgen.err"
		continue
	fi
	# Notes say where PyTorch's data needed interpreting; keep them visible.
	sed 's/^/note: /' "$dir/confgen.err"

	# --- dump
	if ! mk dump OPS="$dir/ops.m4" >"$dir/dump.out" 2>"$dir/dump.err"; then
		fail "$name dump: make dump OPS=$dir/ops.m4 failed:"
		show "$dir/dump.err"
	elif diff -u "$dir/expected.dump" "$dir/dump.out" >"$dir/dump.diff"; then
		pass
	else
		fail "$name dump: output differs from expected.dump (- expected, + uc10):"
		show "$dir/dump.diff"
	fi

	# --- which: one make run per distinct key set and TLS, shared by the
	# calls that differ only in the operator (make which prints every op);
	# a call whose arguments do not all carry KEYS (ARGS: an optional one
	# passed as None, an undefined tensor, an empty list) asks its operator
	# alone (OP=), since another operator may lack those arguments.
	: >"$dir/which.keys"
	n=0
	while IFS='|' read -r op keys tls inc exc args && IFS= read -r want <&3; do
		n=$((n + 1))
		qop="${want%% ks=*}"
		tuple="$keys|$tls|$inc|$exc|$args|${args:+$qop}"
		id=$(grep -Fxn -e "$tuple" "$dir/which.keys" | sed -n '1s/:.*//p')
		if [ -z "$id" ]; then
			printf '%s\n' "$tuple" >>"$dir/which.keys"
			id=$(wc -l <"$dir/which.keys" | tr -d ' ')
			if [ "$tls" = custom ]; then
				set -- INCLUDE="$inc" EXCLUDE="$exc"
			else
				set --
			fi
			if [ -n "$args" ]; then
				set -- "$@" ARGS="$args" OP="$qop"
			fi
			mk which OPS="$dir/ops.m4" KEYS="$keys" TLS="$tls" "$@" \
				>"$dir/which.$id.out" 2>"$dir/which.$id.err"
			echo $? >"$dir/which.$id.rc"
			shown=
		else
			shown=yes
		fi
		label="$name which #$n ($op KEYS=$keys TLS=$tls${inc:+ INCLUDE=$inc}${exc:+ EXCLUDE=$exc}${args:+ ARGS=$args})"
		rc=$(cat "$dir/which.$id.rc")
		if [ "$rc" -ne 0 ]; then
			if [ -z "$shown" ]; then
				fail "$label: make which failed (status $rc):"
				show "$dir/which.$id.err"
			else
				fail "$label: make which failed (status $rc), as above"
			fi
			continue
		fi
		# The line for this operator starts with "NS::OP ks=".
		prefix="${want%% ks=*} ks="
		awk -v p="$prefix" 'index($0, p) == 1' "$dir/which.$id.out" >"$dir/which.line"
		count=$(wc -l <"$dir/which.line" | tr -d ' ')
		got=$(cat "$dir/which.line")
		if [ "$count" -ne 1 ]; then
			fail "$label: make which printed $count lines starting '$prefix', want 1; output:"
			show "$dir/which.$id.out"
		elif [ "$got" = "$want" ]; then
			pass
		else
			fail "$label:"
			printf '    want: %s\n    got:  %s\n' "$want" "$got"
		fi
	done <"$dir/queries.txt" 3<"$dir/expected.which"
	if [ "$n" -ne "$(wc -l <"$dir/expected.which" | tr -d ' ')" ]; then
		fail "$name: queries.txt and expected.which differ in length"
	fi

	# --- registrations PyTorch refused
	for reject in "$dir"/reject*.m4; do
		[ -e "$reject" ] || break
		r=$(basename "$reject" .m4)
		expect=$(cat "$dir/$r.expect")
		if mk dump OPS="$reject" >"$dir/$r.out" 2>"$dir/$r.err"; then
			fail "$name $r: make dump OPS=$reject succeeded; it must refuse: $expect"
		elif ! grep -F -e "$expect" "$dir/$r.err" >/dev/null; then
			fail "$name $r: make dump failed, but its error lacks '$expect':"
			show "$dir/$r.err"
		elif ! grep "$r\\.m4:[0-9][0-9]*:" "$dir/$r.err" >/dev/null; then
			fail "$name $r: the error does not name $r.m4:LINE:"
			show "$dir/$r.err"
		else
			pass
		fi
	done
done

if [ "$ncases" -eq 0 ]; then
	fail "no cases in $shared/cases"
fi
finish
