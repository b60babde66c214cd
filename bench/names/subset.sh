#!/bin/sh
# bench/names/subset.sh N FILE.m4 - N of FILE's UC10_DEFs, evenly spread
# over its (sorted) names so that every namespace and letter is sampled,
# after all of its UC10_LIBRARY lines.  N = 0 or N >= the number of defs:
# all of them.
n=$1
exec awk -v n="$n" '
	/^UC10_LIBRARY/ { print; next }
	/^UC10_DEF/ { d[total++] = $0 }
	END {
		if (n <= 0 || n > total) n = total
		for (i = 0; i < n; i++) print d[int(i * total / n)]
	}' "$2"
