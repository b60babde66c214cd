#!/bin/sh
# tests/run.sh RESULTS NAME COMMAND... - run one test suite, show its output,
# and append `NAME PASSED FAILED' to RESULTS.  A suite that exits nonzero
# without reporting a failure (a crash, a timeout) counts as one failure;
# so does one that prints no `N passed, N failed' line.
results=$1; name=$2; shift 2
out=$("$@" 2>&1); rc=$?
printf '%s\n' "$out"
line=$(printf '%s\n' "$out" | grep -E '(^|[^0-9])[0-9]+ passed, [0-9]+ failed' | tail -n 1)
if [ -z "$line" ]; then
	p=0; f=1
	echo "$name: FAIL: no result line (exit status $rc)"
else
	p=$(printf '%s\n' "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\2/')
	f=$(printf '%s\n' "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\3/')
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		f=1; echo "$name: FAIL: exit status $rc"
	fi
fi
echo "$name $p $f" >> "$results"
exit 0
