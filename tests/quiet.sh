#!/bin/sh
# tests/quiet.sh LOG COMMAND... - run a build step of `make check' with its
# output in LOG, printing nothing unless it fails: then its exit status and
# the log's tail.  UC10_V=1 (make V=1): the output as it comes, no log.
log=$1; shift
if [ "${UC10_V:-0}" = 1 ]; then
	exec "$@"
fi
mkdir -p "$(dirname "$log")"
"$@" > "$log" 2>&1 && exit 0
rc=$?
echo "*** $* failed (exit status $rc); $log, its last 30 lines:"
tail -n 30 "$log" | cut -c1-400
exit "$rc"
