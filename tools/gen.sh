#!/bin/sh
# tools/gen.sh - uc10's generator, the one command line every build uses:
# the Makefile (its gen_ops and gen_keys functions), cmake/uc10.cmake, the
# test scripts and the out-of-tree example.
#
#   tools/gen.sh [OPTIONS] DIR TABLE.m4...   DIR/uc10_ops.h and DIR/uc10_ops.c
#   tools/gen.sh -k [OPTIONS] DIR            DIR/uc10_keys.h and DIR/uc10_keys.c
#   tools/gen.sh -e NAME [-o OUT] [OPTIONS] FILE...
#                                            m4/NAME.m4 run after FILEs, to OUT or
#                                            stdout (emit_dump, emit_stubs, schemas_end)
# OPTIONS:
#   -l dense|compact   the table layout (Note [Compact tables] in m4/compact.m4)
#   -b CPU,...         keep only these backends (Note [Trimmed key universe]
#                      in m4/keys.m4)
#   -D NAME[=VALUE]    defined for m4 (e.g. -D UC10_HASH_SEED=7); repeatable
# M4 names GNU m4 (default: m4).
#
# The operator libraries are parsed once (m4/prepare.m4, saved with m4's
# --freeze-state); the header and uc10_ops.c's three parts are then written
# from that state at once, and the parts joined (Note [Three parts] in
# m4/emit_ops_c.m4).
#
# Each output goes to a temporary first and is renamed only when every m4
# run succeeded: a failed generation (an error in a table, reported as
# `file:line: error: ...' on stderr) leaves neither a half-written output
# nor a temporary behind.  Temporaries carry the shell's pid, so that two
# builds writing the same directory cannot collide.
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
M4=${M4:-m4}
# The C locale: the generator's input and output are ASCII, and glibc's
# regular expressions match bytes faster than multibyte characters.
LC_ALL=C
export LC_ALL
keys= emit= out= layout= backends= defs=
while getopts ke:o:l:b:D: opt; do
	case $opt in
	k) keys=1 ;;
	e) emit=$OPTARG ;;
	o) out=$OPTARG ;;
	l) layout=$OPTARG ;;
	b) backends=$OPTARG ;;
	D) defs="$defs -D$OPTARG" ;;
	*) echo "usage: tools/gen.sh [-k | -e NAME [-o OUT]] [-l LAYOUT] [-b BACKENDS] [-D DEF]... DIR|FILE..." >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
case $layout in
''|dense) ;;
compact) defs="$defs -DUC10_LAYOUT=compact" ;;
*) echo "tools/gen.sh: layout $layout: dense or compact" >&2; exit 2 ;;
esac
[ -n "$backends" ] && defs="$defs -DUC10_BACKENDS=$backends"

# -E: an m4 warning (a macro misused in an operator library, say) fails the
# generation instead of producing wrong C.
# -H: a symbol table sized for the facts (a registry of ~4,000 operators
# defines ~270,000 macros): shorter chains to walk on every macro call
# (BENCHMARKS.md section 4).
m4cmd="$M4 -E -H 262147 -P -I $root/m4$defs"

if [ -n "$emit" ] && [ -z "$out" ]; then
	exec $m4cmd "$root/m4/uc10.m4" "$@" "$root/m4/$emit.m4"
fi

tmps=
cleanup() { rm -f $tmps; }
trap cleanup EXIT
trap 'exit 1' HUP INT TERM

if [ -n "$emit" ]; then
	mkdir -p "$(dirname "$out")" || exit 1
	tmps=$out.tmp$$
	$m4cmd "$root/m4/uc10.m4" "$@" "$root/m4/$emit.m4" > "$tmps" || exit 1
	mv "$tmps" "$out"
	exit
fi

[ $# -ge 1 ] || { echo "tools/gen.sh: no output directory" >&2; exit 2; }
dir=$1; shift
mkdir -p "$dir" || exit 1
t=$dir/.gen$$

if [ -n "$keys" ]; then
	tmps="$t.keys.h $t.keys.c"
	$m4cmd "$root/m4/uc10.m4" "$root/m4/emit_keys_h.m4" > "$t.keys.h" &&
	$m4cmd "$root/m4/uc10.m4" "$root/m4/emit_keys_c.m4" > "$t.keys.c" || exit 1
	mv "$t.keys.h" "$dir/uc10_keys.h" && mv "$t.keys.c" "$dir/uc10_keys.c"
	exit
fi

[ $# -ge 1 ] || { echo "tools/gen.sh: no operator library (TABLE.m4) given" >&2; exit 2; }
tmps="$t.m4f $t.ops.h $t.tables $t.sigs $t.calls $t.ops.c"
$m4cmd -F "$t.m4f" "$root/m4/uc10.m4" "$@" "$root/m4/prepare.m4" > /dev/null || exit 1
rc=0
$m4cmd -R "$t.m4f" "$root/m4/emit_ops_h.m4" > "$t.ops.h" & h=$!
$m4cmd -R "$t.m4f" -DUC10_PART=tables "$root/m4/emit_ops_c.m4" > "$t.tables" & c=$!
$m4cmd -R "$t.m4f" -DUC10_PART=sigs "$root/m4/emit_ops_c.m4" > "$t.sigs" & s=$!
$m4cmd -R "$t.m4f" -DUC10_PART=calls "$root/m4/emit_ops_c.m4" > "$t.calls" || rc=1
wait $h || rc=1
wait $c || rc=1
wait $s || rc=1
[ $rc -eq 0 ] && cat "$t.tables" "$t.sigs" "$t.calls" > "$t.ops.c" || exit 1
mv "$t.ops.h" "$dir/uc10_ops.h" && mv "$t.ops.c" "$dir/uc10_ops.c"
