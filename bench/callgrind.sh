#!/bin/sh
# bench/callgrind.sh PROG [ARGS...] - run a bench program (bench/bench.h)
# under callgrind and print its `bench: LABEL N COUNT' lines with COUNT
# taken from callgrind: one dump per measurement, named `LABEL N' by the
# program (CALLGRIND_DUMP_STATS_AT), whose `summary:' is the instructions
# executed since the previous zeroing.  Exact and repeatable.
set -e
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind not installed" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$dir/cg" "$@" > "$dir/stdout" 2> "$dir/stderr" || {
	cat "$dir/stdout" "$dir/stderr" >&2
	exit 1
}
grep -v '^bench: ' "$dir/stdout" || true
for f in $(ls "$dir" | sed -n 's/^cg\.\([0-9][0-9]*\)$/\1/p' | sort -n); do
	sed -n -e 's/^desc: Trigger: Client Request: /bench: /p' -e 's/^summary: //p' "$dir/cg.$f" | paste -sd' ' -
done
