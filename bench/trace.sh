#!/bin/sh
# bench/trace.sh OBJDUMP FUNC[<CALLER] QEMU-RUNNER... -- PROG.elf
# Every instruction of the first call of FUNC in PROG (the first made from
# CALLER, if given), on a QEMU board:
# QEMU runs one instruction per translation block (-singlestep) and logs
# each (-d exec,nochain), so the log is the exact instruction stream; the
# call is the stretch from FUNC's first instruction to the next one in the
# function that called it.  Prints the instructions, annotated with their
# function and disassembly (OBJDUMP -d), then instructions per function.
set -e
objdump=$1 func=${2%%<*} from=
case $2 in *\<*) from=${2#*<} ;; esac
shift 2
for elf; do :; done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
QEMU_FLAGS="-icount shift=0 -singlestep -d exec,nochain -D $dir/log" "$@" > /dev/null
"$objdump" -d --no-show-raw-insn "$elf" > "$dir/dis"
# log lines: `Trace 0: 0xHOST [flags/PC/...] symbol', one per instruction
# executed; QEMU also logs `Stopped execution of TB chain before ...' when
# its timer interrupts a chain (-icount), which is no instruction: skipped.
awk -v f="$func" -v from="$from" '
	!/^Trace / { next }
	{ split($4, a, "/"); pc = a[2]; sym = $5 }
	!on && sym == f && prev != f && (from == "" || prev == from) { on = 1; caller = prev }
	on && sym == caller { exit }
	on { print pc, sym }
	{ prev = sym }' "$dir/log" > "$dir/pcs"
awk '
	function key(a) { a = sprintf("%16s", a); gsub(/ /, "0", a); return a }
	NR == FNR { pcs[NR] = $1; syms[NR] = $2; n = NR; next }
	/^ *[0-9a-f]+:/ { a = $1; sub(":", "", a); sub(/^ *[0-9a-f]+:[ \t]*/, ""); dis[key(a)] = $0 }
	END {
		for (i = 1; i <= n; i++) {
			k = key(pcs[i])
			printf "%-24s %8s  %s\n", syms[i], pcs[i], dis[k]
			if (!(syms[i] in cnt)) order[++m] = syms[i]
			cnt[syms[i]]++
		}
		printf "\n%d instructions:", n
		for (i = 1; i <= m; i++) printf " %s %d%s", order[i], cnt[order[i]], i < m ? "," : "\n"
	}' "$dir/pcs" "$dir/dis"
