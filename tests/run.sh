#!/bin/sh
# tests/run.sh RESULTS NAME COMMAND... - run one test suite and append
# `NAME PASSED FAILED' to RESULTS.  A suite that exits nonzero without
# reporting a failure (a crash, a timeout) counts as one failure; so does
# one that prints no `N passed, N failed' line.
#
# Quiet by default: the suite's whole output goes to its log, LOGDIR/NAME.log
# (LOGDIR: a logs/ directory beside RESULTS), and one line is printed,
# `NAME  N passed, N failed'; a suite with a failure prints its log's tail
# after it.  UC10_V=1 (make V=1) prints the whole output instead, as it comes.
results=$1; name=$2; shift 2
logdir=$(dirname "$results")/logs
log=$logdir/$(printf '%s' "$name" | tr -c 'A-Za-z0-9_.-' '_').log
mkdir -p "$logdir"
out=$("$@" 2>&1); rc=$?
printf '%s\n' "$out" > "$log"
[ "${UC10_V:-0}" = 1 ] && printf '%s\n' "$out"
line=$(printf '%s\n' "$out" | grep -E '(^|[^0-9])[0-9]+ passed, [0-9]+ failed' | tail -n 1)
why=""
if [ -z "$line" ]; then
	p=0; f=1; why=" (no result line, exit status $rc)"
else
	p=$(printf '%s\n' "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\2/')
	f=$(printf '%s\n' "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\3/')
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		f=1; why=" (exit status $rc)"
	fi
fi
printf '  %-32s %6d passed, %4d failed%s\n' "$name" "$p" "$f" "$why"
if [ "$f" -ne 0 ] && [ "${UC10_V:-0}" != 1 ]; then
	echo "---- $log, its last 30 lines:"
	tail -n 30 "$log" | cut -c1-400
	echo "----"
fi
echo "$name $p $f" >> "$results"
exit 0
