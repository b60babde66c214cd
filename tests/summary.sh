#!/bin/sh
# tests/summary.sh RESULTS - the closing line `N passed, N failed' of the
# suites in RESULTS (exit status 1 if anything failed), after the suites
# that failed (UC10_V=1: after every suite, as tests/run.sh printed them).
awk -v all="${UC10_V:-0}" '
	all == 1 || $3 > 0 { printf "  %-32s %6d passed, %4d failed\n", $1, $2, $3 }
	{ p += $2; f += $3 }
	END { printf "%d passed, %d failed\n", p, f; exit (f > 0 || NR == 0) }' "$1"
