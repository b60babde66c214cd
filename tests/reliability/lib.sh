# tests/reliability/lib.sh - shared by the reliability suites' scripts
# (sourced).  Each script counts checks with ok/bad, or runs a program that
# prints its own `N passed, N failed' with run_prog, and ends with
# `finish SUITE' (tests/check.sh), which prints the one closing line
# tests/run.sh reads and sets the exit status.
cd "$(dirname "$0")/../.." || exit 2
. tests/check.sh
# required TOOL: missing tools fail the suite when CI=true, else skip it.
required() {
	command -v "$1" >/dev/null 2>&1 && return 0
	if [ "${CI:-}" = true ]; then bad "$1 is not installed"; else echo "SKIP: $1 is not installed"; fi
	return 1
}
# run_prog NAME CMD...: run a test program, add its counts; a crash or a
# nonzero exit without a failure counted is one failure.
run_prog() {
	name=$1; shift
	out=$("$@" 2>&1); rc=$?
	printf '%s\n' "$out" | sed 's/^/  /'
	line=$(printf '%s\n' "$out" | grep -E '(^|[^0-9])[0-9]+ passed, [0-9]+ failed' | tail -n 1)
	if [ -z "$line" ]; then
		bad "$name: no result line (exit status $rc)"; return
	fi
	p=$(printf '%s\n' "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\2/')
	f=$(printf '%s\n' "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\3/')
	pass=$((pass + p)); fail=$((fail + f))
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then bad "$name: exit status $rc"; fi
}
