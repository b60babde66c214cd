#!/bin/sh
# bench/gentime.sh RUNS NAME=FILE.m4... - how long the generator takes:
# each emitter alone on FILE (m4/emit_ops_h.m4, emit_ops_c.m4,
# emit_dump.m4), the steps of `make gen' one by one (prepare: the parse
# frozen with -F; then from it the ops header, the three parts of the ops
# C, Note [Three parts] in m4/emit_ops_c.m4), then `make -j2 gen' with
# TABLES=FILE into a scratch build directory (keys, ops header and ops C,
# as a build makes them).  The steps are timed one m4 run each, so this
# script spells tools/gen.sh's m4 command line (its flags) again.
# Prints `gen WHAT NAME MEDIAN_WALL_S MEAN_USER_S' per measurement, and the
# load average before and after.
# With hyperfine (Debian package) when installed, else RUNS runs of
# /usr/bin/time and their median.
set -e
runs=$1
shift
M4=${M4:-m4}
M4CMD="$M4 -E -H 262147 -P -I m4"
scratch=build/bench/gen-scratch

# measure WHAT NAME PREPARE COMMAND
measure() {
	what=$1 name=$2 prep=$3
	shift 3
	if command -v hyperfine > /dev/null; then
		hyperfine -N --style none --runs "$runs" --warmup 1 --prepare "$prep" \
			--export-csv "$scratch.csv" "$*" > /dev/null 2>&1
		awk -F, -v w="$what" -v n="$name" 'NR == 2 { printf "gen %s %s %.3f %.3f\n", w, n, $4, $5 }' "$scratch.csv"
		rm -f "$scratch.csv"
	else
		i=0
		: > "$scratch.times"
		while [ $i -lt "$runs" ]; do
			sh -c "$prep"
			/usr/bin/time -f "%e %U" -a -o "$scratch.times" "$@" > /dev/null
			i=$((i + 1))
		done
		sort -n "$scratch.times" | awk -v w="$what" -v n="$name" '
			{ e[NR] = $1; u += $2 }
			END { printf "gen %s %s %.3f %.3f\n", w, n, e[int((NR + 1) / 2)], u / NR }'
		rm -f "$scratch.times"
	fi
}

mkdir -p build/bench
# Wall time means little on a busy machine: say how busy it was.
echo "load before $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) on $(nproc 2>/dev/null) cpus"
for arg; do
	name=${arg%%=*} file=${arg#*=}
	for e in emit_ops_h emit_ops_c emit_dump; do
		measure "$e" "$name" true $M4CMD m4/uc10.m4 "$file" "m4/$e.m4"
	done
	measure "prepare" "$name" true $M4CMD -F "$scratch.m4f" m4/uc10.m4 "$file" m4/prepare.m4
	measure "frozen-ops_h" "$name" true $M4CMD -R "$scratch.m4f" m4/emit_ops_h.m4
	for part in tables sigs calls; do
		measure "frozen-ops_c-$part" "$name" true $M4CMD -R "$scratch.m4f" -DUC10_PART=$part m4/emit_ops_c.m4
	done
	rm -f "$scratch.m4f"
	measure "make-j2-gen" "$name" "rm -rf $scratch" \
		make -s -j2 --no-print-directory PORT=host BUILD=$scratch TABLES=$file gen
done
rm -rf "$scratch"
echo "load after $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
