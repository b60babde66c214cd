# tests/check.sh - tests/check.h for the suites written in sh (sourced from
# the top directory): ok and bad count the checks (bad says why), finish
# SUITE prints the one closing line `SUITE: N passed, N failed' that
# tests/run.sh reads and exits, with status 0 only if nothing failed.
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
finish() {
	echo "$1: $pass passed, $fail failed"
	[ "$fail" -eq 0 ]
	exit
}
