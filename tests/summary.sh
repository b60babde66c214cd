#!/bin/sh
# tests/summary.sh RESULTS - one line per suite, then the closing line
# `N passed, N failed'; exit status 1 if anything failed.
awk '{ printf "  %-32s %6d passed, %4d failed\n", $1, $2, $3; p += $2; f += $3 }
     END { printf "%d passed, %d failed\n", p, f; exit (f > 0 || NR == 0) }' "$1"
